// HTTP surface of the map (/rest/v1/map/…): venues inside the visible bounds.
// Rules in map.service.ts; SQL in map.repository.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapBoundsQuerySchema } from '../../domain/schemas/map';
import { confirmedVenueStatusSchema } from '../../domain/schemas/confirmed-venue-status';
import { incidentAlertSchema } from '../../domain/schemas/incident-alert';
import { findMapVenues } from './map.service';

const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();

const venueSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  cuisine_type: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  review_count: z.number().int(),
  average_rating: z.number().nullable(),
  safety_level: z.enum(['safe', 'caution', 'unsafe']).nullable(),
  incident_alert: incidentAlertSchema.nullable(),
  venue_status: confirmedVenueStatusSchema.nullable(),
  latest_review_at: z.string().nullable(),
});

const venuesSchema = z.object({
  total: z.number().int(),
  in_bounds: z.number().int(),
  items: z.array(venueSchema),
  clusters: z.array(z.object({ latitude: z.number(), longitude: z.number(), count: z.number().int() })),
  extent: z.object({ south: z.number(), north: z.number(), west: z.number(), east: z.number() }).nullable(),
});

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/map/config',
    {
      schema: {
        tags: ['map'],
        summary: 'Map tile template and attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)',
        response: { 200: z.object({ tile_url: z.string(), attribution: z.string() }) },
      },
    },
    async () => ({ tile_url: app.config.mapTiles.url, attribution: app.config.mapTiles.attribution }),
  );

  app.get(
    '/map/restaurants',
    {
      schema: {
        tags: ['map'],
        security: [{ bearerAuth: [] }],
        summary: 'Reviewed venues inside the bounds (text search and allergen filters of docs/product.md#map-text-search; mine=true: only those I reviewed); clusters when too many',
        querystring: mapBoundsQuerySchema,
        response: { 200: venuesSchema, 400: errorSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return findMapVenues(app.database.db, request.auth!.userId, request.query);
    },
  );
};
