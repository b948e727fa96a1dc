// HTTP surface of reviewer sensitivity: the caller's own levels and sharing
// choice (/me/sensitivity), and what the restaurant page needs: the shared
// levels of its reviewers and the reviews from people at least as sensitive
// as the caller. Every route needs a signed-in user; rules in sensitivity.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restaurantDetailQuerySchema } from '../../domain/schemas/restaurants';
import { sensitivityInputSchema } from '../../domain/schemas/sensitivity';
import { SENSITIVITY_LEVELS } from '../../domain/sensitivity';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { reviewSchema } from '../restaurants/restaurants.routes';
import { getOwnSensitivity, getRestaurantSensitivity, listAsSensitiveReviews, saveOwnSensitivity } from './sensitivity.service';

const levelSchema = z.enum(SENSITIVITY_LEVELS);

const settingsSchema = z.object({
  show_on_reviews: z.boolean(),
  levels: z.array(z.object({ allergen_id: z.string(), allergen: z.string(), level: levelSchema.nullable() })),
});

const restaurantSensitivitySchema = z.object({
  as_sensitive_count: z.number().int(),
  reviewer_levels: z.array(
    z.object({ review_id: z.string(), levels: z.array(z.object({ allergen: z.string(), level: levelSchema })) }),
  ),
});

const security = [{ bearerAuth: [] }];
const tags = ['sensitivity'];
const idParams = z.object({ id: z.string() });

export const sensitivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/me/sensitivity',
    {
      schema: {
        tags,
        security,
        summary: "The caller's level for each of their allergens, and whether they show it on their reviews (private by default)",
        response: { 200: settingsSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => getOwnSensitivity(db(), callerId(request)),
  );

  app.put(
    '/me/sensitivity',
    {
      schema: {
        tags,
        security,
        summary: "Sets the caller's levels (only their own allergens; 'coeliac' only for gluten) and the sharing choice",
        body: sensitivityInputSchema,
        response: { 200: settingsSchema, 400: errorSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request) => saveOwnSensitivity(db(), callerId(request), request.body),
  );

  app.get(
    '/restaurants/:id/sensitivity',
    {
      schema: {
        tags,
        security,
        summary:
          'Shared levels of the reviewers (for the allergens each review is tagged with) and how many reviews come from ' +
          'people at least as sensitive as the caller',
        params: idParams,
        response: { 200: restaurantSensitivitySchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => getRestaurantSensitivity(db(), callerId(request), request.params.id),
  );

  app.get(
    '/restaurants/:id/as-sensitive-reviews',
    {
      schema: {
        tags,
        security,
        summary: "'recensioni di persone sensibili quanto me': the newest `reviews` of them (default 20) and their total",
        params: idParams,
        querystring: restaurantDetailQuerySchema,
        response: { 200: z.object({ total: z.number().int(), items: z.array(reviewSchema) }), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listAsSensitiveReviews(db(), callerId(request), request.params.id, request.query.reviews),
  );
};
