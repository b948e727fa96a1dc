// HTTP surface of saved restaurants ('Salva'):
//   GET    /rest/v1/saved               the caller's saved restaurants, in list order (?lat&lng for distance)
//   GET    /rest/v1/saved/ids           just their ids (the save controls of list rows and map popups)
//   PUT    /rest/v1/saved/:restaurantId  save (saving again changes nothing)
//   DELETE /rest/v1/saved/:restaurantId  unsave
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myRestaurantsQuerySchema } from '../../domain/schemas/restaurants';
import { savedRestaurantSchema as savedSchema } from '../../domain/schemas/saved';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { listSaved, saveRestaurant, savedIds, unsaveRestaurant } from './saved.service';

const idParams = z.object({ restaurantId: z.string() });
const security = [{ bearerAuth: [] }];
const tags = ['saved'];

export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const writeRateLimit = ownDataWriteLimit(app);

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/saved',
    {
      schema: {
        tags,
        security,
        summary: "The caller's saved restaurants with badge and alert: nearest first with lat and lng, else in Italian order",
        querystring: myRestaurantsQuerySchema,
        response: { 200: z.object({ items: z.array(savedSchema) }), 400: errorSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { lat, lng } = request.query;
      return listSaved(db(), callerId(request), lat !== undefined && lng !== undefined ? { lat, lng } : null);
    },
  );

  app.get(
    '/saved/ids',
    {
      schema: {
        tags,
        security,
        summary: "The ids of the caller's saved restaurants",
        response: { 200: z.object({ ids: z.array(z.string()) }), 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => savedIds(db(), callerId(request)),
  );

  app.put(
    '/saved/:restaurantId',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a restaurant for the caller (again: no change); 409 saved_limit_reached past the limit',
        params: idParams,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      await saveRestaurant(db(), callerId(request), request.params.restaurantId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/saved/:restaurantId',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a restaurant from the caller’s saved ones (not saved: no change)',
        params: idParams,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      await unsaveRestaurant(db(), callerId(request), request.params.restaurantId);
      return reply.status(204).send(null);
    },
  );
};
