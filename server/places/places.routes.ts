// GET /functions/v1/google-places-proxy: places search for the import screen
// and the edit form's coordinate search (docs/product.md#places-search-and-import, #add-and-edit-restaurant), in Google's shape
// whichever provider answers; answers cached in places_cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLACES_NEARBY_RADIUS_M, PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH } from '../../domain/limits';
import { errorCatalogueIn } from '../http/app-error';
import { requestLanguage } from '../http/request-language';
import { schemaIssueIn } from '../http/schema-messages';
import { upstreamHostLimiter } from '../upstream/pacing';
import { UpstreamError } from '../upstream/upstream';
import type { PlacesAnswer } from './places.providers';
import { PHOTO_MAX_WIDTH, PLACES_RADIUS_MAX_M, placesRequest, searchPlaces } from './places.service';

const answerSchema = z
  .object({ status: z.string(), results: z.array(z.unknown()).optional(), result: z.unknown().optional(), error_message: z.string().optional() })
  .passthrough();
const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();

// Flat, so OpenAPI lists one parameter per name; which ones an endpoint needs,
// and every bad value's own 400 code, is placesRequest's job.
const placesQuerySchema = z.object({
  endpoint: z.string().optional().describe('nearbysearch | textsearch | details | photo'),
  location: z.string().optional().describe("'lat,lng': required by nearbysearch, a bias for textsearch"),
  radius: z.string().optional().describe(`nearbysearch: metres, default ${PLACES_NEARBY_RADIUS_M}, at most ${PLACES_RADIUS_MAX_M}`),
  type: z.string().optional().describe("nearbysearch: 'restaurant' only"),
  keyword: z.string().optional().describe('nearbysearch: optional filter'),
  query: z.string().optional().describe('textsearch: the search text'),
  place_id: z.string().optional().describe('details: the place'),
  photo_reference: z.string().optional().describe('photo: the reference of a result photo'),
  maxwidth: z.string().optional().describe(`photo: pixels, default ${PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH}, at most ${PHOTO_MAX_WIDTH}`),
});

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.places;
  const providerConfig = {
    ...config,
    userAgent: app.config.geocoder.userAgent,
    paceNominatim: upstreamHostLimiter(app.database, config.nominatimUrl, app.config.geocoder.minIntervalMs),
  };
  const search = {
    db: app.database.db,
    provider: config.googleApiKey ? 'google' : 'osm',
    providerConfig,
    cacheSeconds: config.cacheSeconds,
  };

  app.get(
    '/functions/v1/google-places-proxy',
    {
      schema: {
        tags: ['places'],
        security: [{ bearerAuth: [] }],
        summary: 'Places: nearbysearch, textsearch, details, photo; Google-shaped answers (Google Places or OpenStreetMap)',
        querystring: placesQuerySchema,
        response: { 200: answerSchema, 400: errorSchema, 401: errorSchema, 502: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const placesQuery = placesRequest(request.query);
      let answer: PlacesAnswer;
      try {
        answer = await searchPlaces(search, placesQuery);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        request.log.warn({ provider: search.provider, reason: error.reason, err: error.message }, 'places upstream failed');
        const message = errorCatalogueIn(requestLanguage(request)).errors.places_unavailable;
        return reply.status(502).send({
          code: 'places_unavailable',
          message,
          status: 'UNKNOWN_ERROR',
          error_message: message,
        });
      }
      // Cached as the provider worded it (Italian); the request's language is applied on the way out.
      const errorMessage = answer.error_message && schemaIssueIn(requestLanguage(request), answer.error_message);
      return errorMessage ? { ...answer, error_message: errorMessage } : answer;
    },
  );
};
