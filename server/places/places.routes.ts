// GET /functions/v1/google-places-proxy: places search for the import screen
// and the edit form's coordinate search (docs/product.md#places-search-and-import, #add-and-edit-restaurant), in Google's shape
// whichever provider answers; answers cached in places_cache.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidLatitude, isValidLongitude } from '../../domain/geo';
import { errorMessages } from '../../domain/i18n/it/errors';
import { PLACES_NEARBY_RADIUS_M, PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH, SEARCH_TERM_MAX } from '../../domain/limits';
import { AppError } from '../http/app-error';
import type { Executor } from '../db/query';
import { upstreamHostLimiter } from '../upstream/pacing';
import { UpstreamError } from '../upstream/upstream';
import { askPlaces, type PlacesAnswer, type PlacesRequest } from './places.providers';

/** Google's own limit for nearby search. */
export const PLACES_RADIUS_MAX_M = 50_000;
const PHOTO_MAX_WIDTH = 1600;
const PLACE_ID = /^[A-Za-z0-9_:-]{1,300}$/;
const PHOTO_REFERENCE = /^[A-Za-z0-9_-]{1,2000}$/;

const bad = (code: string) => new AppError(400, code, errorMessages.validation_failed);

function parseLocation(value: string | undefined): { lat: number; lng: number } | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const [lat, lng, ...rest] = value.split(',').map((part) => Number(part.trim()));
  if (rest.length > 0 || !isValidLatitude(lat) || !isValidLongitude(lng)) throw bad('invalid_location');
  return { lat, lng };
}

const text = (value: string | undefined, code: string) => {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > SEARCH_TERM_MAX) throw bad(code);
  return trimmed;
};

/** The request as the providers take it; every bad parameter is a 400 with its own code. */
export function placesRequest(query: Record<string, string | undefined>): PlacesRequest {
  switch (query.endpoint) {
    case 'nearbysearch': {
      const location = parseLocation(query.location);
      if (!location) throw bad('invalid_location');
      const radius = query.radius === undefined || query.radius === '' ? PLACES_NEARBY_RADIUS_M : Number(query.radius);
      if (!Number.isInteger(radius) || radius < 1 || radius > PLACES_RADIUS_MAX_M) throw bad('invalid_radius');
      if (query.type !== undefined && query.type !== 'restaurant') throw bad('invalid_type');
      const keyword = text(query.keyword, 'invalid_keyword');
      return { endpoint: 'nearbysearch', ...location, radius, keyword: keyword || undefined };
    }
    case 'textsearch': {
      const search = text(query.query, 'invalid_query');
      if (search === '') throw bad('missing_query');
      return { endpoint: 'textsearch', query: search, location: parseLocation(query.location) };
    }
    case 'details': {
      const placeId = (query.place_id ?? '').trim();
      if (placeId === '') throw bad('missing_place_id');
      if (!PLACE_ID.test(placeId)) throw bad('invalid_place_id');
      return { endpoint: 'details', placeId };
    }
    case 'photo': {
      const reference = (query.photo_reference ?? '').trim();
      if (reference === '') throw bad('missing_photo_reference');
      // A URL (to any host) is never fetched: the proxy talks to its configured upstreams only.
      if (!PHOTO_REFERENCE.test(reference)) throw bad('invalid_photo_reference');
      const maxWidth = query.maxwidth === undefined || query.maxwidth === '' ? PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH : Number(query.maxwidth);
      if (!Number.isInteger(maxWidth) || maxWidth < 1 || maxWidth > PHOTO_MAX_WIDTH) throw bad('invalid_maxwidth');
      return { endpoint: 'photo', photoReference: reference, maxWidth };
    }
    default:
      throw bad('invalid_endpoint');
  }
}

async function cached(db: Executor, key: string): Promise<PlacesAnswer | undefined> {
  const result = (await db.execute(
    sql`SELECT body FROM places_cache WHERE cache_key = ${key} AND expires_at > now()`,
  )) as unknown as { rows: { body: PlacesAnswer }[] };
  return result.rows[0]?.body;
}

async function remember(db: Executor, key: string, body: PlacesAnswer, seconds: number): Promise<void> {
  await db.execute(sql`INSERT INTO places_cache (cache_key, body, expires_at)
    VALUES (${key}, ${JSON.stringify(body)}::jsonb, now() + make_interval(secs => ${seconds}))
    ON CONFLICT (cache_key) DO UPDATE SET body = excluded.body, expires_at = excluded.expires_at`);
  // Expired rows go on the way out, a few at a time.
  await db.execute(sql`DELETE FROM places_cache WHERE cache_key IN
    (SELECT cache_key FROM places_cache WHERE expires_at <= now() LIMIT 100)`);
}

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
  const provider = config.googleApiKey ? 'google' : 'osm';

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
      const key = `${provider}:${createHash('sha256').update(JSON.stringify(placesQuery)).digest('hex')}`;
      const hit = await cached(app.database.db, key);
      if (hit) return hit;
      let answer: PlacesAnswer;
      try {
        answer = await askPlaces(providerConfig, placesQuery);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        request.log.warn({ provider, reason: error.reason, err: error.message }, 'places upstream failed');
        return reply.status(502).send({
          code: 'places_unavailable',
          message: errorMessages.places_unavailable,
          status: 'UNKNOWN_ERROR',
          error_message: errorMessages.places_unavailable,
        });
      }
      // Only answers worth repeating: an upstream refusal (quota, bad key) must not stick.
      if (answer.status === 'OK' || answer.status === 'ZERO_RESULTS' || answer.status === 'NOT_FOUND') {
        await remember(app.database.db, key, answer, config.cacheSeconds);
      }
      return answer;
    },
  );
};
