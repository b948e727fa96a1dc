// HTTP surface of the restaurants module (/rest/v1/restaurants…): schemas in,
// schemas out, the caller from the access token. Every route needs a signed-in
// user. Rules are in restaurants.service.ts; the contract in README.md.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmedVenueStatusSchema } from '../../domain/schemas/confirmed-venue-status';
import { incidentAlertSchema } from '../../domain/schemas/incident-alert';
import type { ListCache } from './list-cache';
import { SEARCH_TERM_MAX } from '../../domain/limits';
import { PRACTICE_KEYS } from '../../domain/practices';
import {
  SEARCH_TERM_TOO_LONG_MESSAGE,
  createRestaurantInputSchema,
  patchRestaurantInputSchema,
  restaurantDetailQuerySchema,
  restaurantListQuerySchema,
} from '../../domain/schemas/restaurants';
import {
  createRestaurant,
  deleteRestaurant,
  getRestaurantDetail,
  listRestaurantEdits,
  listRestaurants,
  suggest,
  updateRestaurant,
} from './restaurants.service';

export const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();
const nullableNumber = z.number().nullable();
const safetyLevelSchema = z.enum(['safe', 'caution', 'unsafe']).nullable();
const safetySchema = z.object({ level: safetyLevelSchema, score: nullableNumber });
const averagesSchema = z.object({
  cleanliness: nullableNumber,
  customer_attention: nullableNumber,
  menu_flexibility: nullableNumber,
});

const listItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  cuisine_type: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  user_id: z.string().nullable(),
  review_count: z.number().int(),
  safety: safetySchema,
  averages: averagesSchema,
  distance_km: nullableNumber,
  incident_alert: incidentAlertSchema.nullable(),
  practices: z.array(z.enum(PRACTICE_KEYS)),
  latest_review_at: z.string().nullable(),
  venue_status: confirmedVenueStatusSchema.nullable(),
});

const listSchema = z.object({
  items: z.array(listItemSchema),
  total: z.number().int(),
  reviewed_total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const suggestionsQuerySchema = z.object({
  q: z.string().max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG_MESSAGE).optional().default(''),
});

const suggestionsSchema = z.object({
  items: z.array(
    z.object({ type: z.enum(['city', 'restaurant', 'cuisine', 'allergen']), text: z.string(), value: z.string() }),
  ),
});

const restaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  cuisine_type: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  user_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const reviewSchema = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  user_id: z.string().nullable(),
  nickname: z.string().nullable(),
  rating: z.string(),
  cleanliness_rating: nullableNumber,
  customer_attention_rating: nullableNumber,
  menu_flexibility_rating: nullableNumber,
  allergen_indication: z.string().nullable(),
  comment: z.string().nullable(),
  photo_url: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), photo_url: z.string() })),
  allergens: z.array(z.object({ id: z.string(), name: z.string(), emoji: z.string() })),
  likes: z.number().int(),
  dislikes: z.number().int(),
  my_vote: z.enum(['like', 'dislike']).nullable(),
  is_own: z.boolean(),
  is_before_new_management: z.boolean(),
  is_superseded: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

const detailSchema = z.object({
  restaurant: restaurantSchema,
  review_count: z.number().int(),
  people_count: z.number().int(),
  averages: averagesSchema,
  allergen_indication: z
    .object({ value: z.enum(['yes', 'on_request', 'no']), count: z.number().int(), total: z.number().int() })
    .nullable(),
  safety: safetySchema,
  personal_safety: z
    .object({
      level: safetyLevelSchema,
      score: nullableNumber,
      review_count: z.number().int(),
      latest_review_at: z.string().nullable(),
      allergen_names: z.array(z.string()),
      incident_allergen_names: z.array(z.string()),
      uncovered_allergens: z.array(z.object({ name: z.string(), people: z.number().int() })),
    })
    .nullable(),
  incident_alert: incidentAlertSchema.nullable(),
  venue_status: confirmedVenueStatusSchema.nullable(),
  can_delete: z.boolean(),
  reviews: z.array(reviewSchema),
});

const editsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      user_id: z.string().nullable(),
      nickname: z.string().nullable(),
      changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
      created_at: z.string(),
    }),
  ),
});

const idParamsSchema = z.object({ id: z.string() });

// Adding and editing venues is human-paced; this stops a runaway client.
export const WRITE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
} as const;

const security = [{ bearerAuth: [] }];
const tags = ['restaurants'];

export const restaurantsRoutes: FastifyPluginAsyncZod<{ listCache: ListCache }> = async (app, { listCache }) => {
  const writeRateLimit = app.config.rateLimitsEnabled ? { config: { rateLimit: WRITE_LIMIT } } : {};
  const db = () => app.database.db;
  const callerId = (request: FastifyRequest) => request.auth!.userId;

  app.addHook('onSend', async (_request, reply) => {
    // Answers depend on the caller (votes, own reviews, personal badge).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/restaurants',
    {
      schema: {
        tags,
        security,
        summary: 'Reviewed restaurants: filters, free text, Italian or distance order, 20 per page',
        querystring: restaurantListQuerySchema,
        response: { 200: listSchema, 400: errorSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listRestaurants(db(), request.query, listCache),
  );

  app.get(
    '/restaurants/suggestions',
    {
      schema: {
        tags,
        security,
        summary: 'Search box suggestions: cities, restaurants, cuisines (with synonyms), allergens; at most 8',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, 400: errorSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => suggest(db(), request.query.q),
  );

  app.get(
    '/restaurants/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A restaurant with its averages, badges and its `reviews` newest reviews (default 20)',
        params: idParamsSchema,
        querystring: restaurantDetailQuerySchema,
        response: { 200: detailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => getRestaurantDetail(db(), callerId(request), request.params.id, request.query),
  );

  app.get(
    '/restaurants/:id/edits',
    {
      schema: {
        tags,
        security,
        summary: 'Edit history of a restaurant, newest first',
        params: idParamsSchema,
        response: { 200: editsSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listRestaurantEdits(db(), request.params.id),
  );

  app.post(
    '/restaurants',
    {
      schema: {
        tags,
        security,
        summary:
          'Adds a restaurant unless it duplicates one (409 with existing_id). With a client-generated id, a retry ' +
          'returns the stored restaurant (200); an id used by someone else is refused (409 id_conflict)',
        body: createRestaurantInputSchema,
        response: {
          200: z.object({ restaurant: restaurantSchema }),
          201: z.object({ restaurant: restaurantSchema }),
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      const { restaurant, isReplay } = await createRestaurant(db(), callerId(request), request.body);
      return reply.status(isReplay ? 200 : 201).send({ restaurant });
    },
  );

  app.patch(
    '/restaurants/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a restaurant (any signed-in user); the change is recorded in its history',
        params: idParamsSchema,
        body: patchRestaurantInputSchema,
        response: {
          200: z.object({ restaurant: restaurantSchema }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => ({
      restaurant: await updateRestaurant(db(), callerId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/restaurants/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a restaurant: only its creator, and only when nobody else reviewed it',
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      await deleteRestaurant(db(), callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
