// HTTP surface of My restaurants (/rest/v1/my-restaurants…): the restaurants
// the caller reviewed, and removing one (all the caller's reviews of it).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myRestaurantsQuerySchema } from '../../domain/schemas/restaurants';
import { errorSchema, WRITE_LIMIT } from '../restaurants/restaurants.routes';
import { listAddedAwaitingReview, listMyRestaurants, removeMyRestaurant } from './my-restaurants.service';
import { restaurantSummaryFields } from '../../domain/schemas/restaurant-summary';

const nullableNumber = z.number().nullable();

const itemSchema = z.object({
  ...restaurantSummaryFields,
  my_review_count: z.number().int(),
  latest_review_id: z.string(),
  safety: z.object({ level: z.enum(['safe', 'caution', 'unsafe']).nullable() }),
  distance_km: nullableNumber,
});

const pageSchema = z.object({
  items: z.array(itemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const security = [{ bearerAuth: [] }];
const tags = ['my-restaurants'];

export const myRestaurantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeRateLimit = app.config.rateLimitsEnabled ? { config: { rateLimit: WRITE_LIMIT } } : {};
  const callerId = (request: FastifyRequest) => request.auth!.userId;

  app.addHook('onSend', async (_request, reply) => {
    // The caller's own list: never in a shared cache.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/my-restaurants',
    {
      schema: {
        tags,
        security,
        summary: 'Restaurants the caller reviewed, 20 per page, nearest first with lat/lng else alphabetical',
        querystring: myRestaurantsQuerySchema,
        response: { 200: pageSchema, 400: errorSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listMyRestaurants(app.database.db, callerId(request), request.query),
  );

  app.get(
    '/my-restaurants/awaiting-review',
    {
      schema: {
        tags,
        security,
        summary: 'Restaurants the caller added that nobody has reviewed yet (the list, search and map show reviewed ones only), alphabetical',
        response: {
          200: z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() })) }),
          401: errorSchema,
        },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listAddedAwaitingReview(app.database.db, callerId(request)),
  );

  app.delete(
    '/my-restaurants/:id',
    {
      schema: {
        tags,
        security,
        summary: "Removes a restaurant from the caller's list: deletes all the caller's reviews of it",
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      await removeMyRestaurant({ db: app.database.db, store: app.photoStore, log: request.log }, callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
