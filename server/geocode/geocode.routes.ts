// GET /functions/v1/geocode?city=…: a city's position for the map.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CITY_MAX } from '../../domain/limits';
import { errorMessages } from '../../domain/i18n/it/errors';
import { appError } from '../http/app-error';
import { upstreamHostLimiter } from '../upstream/pacing';
import { UpstreamError } from '../upstream/upstream';
import { geocodeCity } from './geocode.service';

const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();

const querySchema = z.object({
  city: z.string({ error: errorMessages.validation_failed }).trim().min(1, errorMessages.validation_failed).max(CITY_MAX, errorMessages.validation_failed),
});

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = upstreamHostLimiter(app.database, app.config.geocoder.url, app.config.geocoder.minIntervalMs);
  app.get(
    '/functions/v1/geocode',
    {
      schema: {
        tags: ['map'],
        security: [{ bearerAuth: [] }],
        summary: "A city's position: built-in table, then cache, then the Nominatim-compatible geocoder (404 when unknown)",
        querystring: querySchema,
        response: {
          200: z.object({ lat: z.number(), lon: z.number(), display_name: z.string() }),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          502: errorSchema,
        },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      try {
        const result = await geocodeCity(
          {
            db: app.database.db,
            url: app.config.geocoder.url,
            userAgent: app.config.geocoder.userAgent,
            timeoutMs: app.config.places.timeoutMs,
            limit,
          },
          request.query.city,
        );
        if (!result) throw appError('geocoding_failed');
        return result;
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        request.log.warn({ reason: error.reason, err: error.message }, 'geocoder failed');
        throw appError('upstream_unavailable');
      }
    },
  );
};
