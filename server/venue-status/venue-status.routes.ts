// HTTP surface of 'Segnala chiusura o cambio gestione':
//   GET    /rest/v1/restaurants/:id/status   the confirmed status, the counts and the caller's claim
//   GET    /rest/v1/restaurants/:id/status/claims   who claimed what (each claim can be reported)
//   PUT    /rest/v1/restaurants/:id/status   the caller's claim (replaces theirs)
//   DELETE /rest/v1/restaurants/:id/status   withdraws the caller's claim
// Rules are in venue-status.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { venueStatusClaimInputSchema } from '../../domain/schemas/venue-status';
import { VENUE_STATUS_CLAIMS } from '../../domain/venue-status';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { confirmedVenueStatusSchema } from '../../domain/schemas/confirmed-venue-status';
import { listVenueStatusClaims, setVenueStatusClaim, venueStatusSummary, withdrawVenueStatusClaim } from './venue-status.service';

const summarySchema = z.object({
  status: confirmedVenueStatusSchema.nullable(),
  counts: z.object({ closed: z.number().int(), new_management: z.number().int(), open: z.number().int() }),
  my_claim: z.object({ status: z.enum(VENUE_STATUS_CLAIMS), change_date: z.string().nullable() }).nullable(),
});

const claimsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      status: z.enum(VENUE_STATUS_CLAIMS),
      change_date: z.string().nullable(),
      created_at: z.string(),
      nickname: z.string().nullable(),
      is_own: z.boolean(),
    }),
  ),
});

const idParams = z.object({ id: z.string() });
const security = [{ bearerAuth: [] }];
const tags = ['venue-status'];

export const venueStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const writeRateLimit = ownDataWriteLimit(app);

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/restaurants/:id/status',
    {
      schema: {
        tags,
        security,
        summary: "Closed or new management: the status users confirm (not verified), the claims' counts and the caller's own claim",
        params: idParams,
        response: { 200: summarySchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => venueStatusSummary(db(), callerId(request), request.params.id),
  );

  app.get(
    '/restaurants/:id/status/claims',
    {
      schema: {
        tags,
        security,
        summary: "Who claimed what: every claim no moderator hid, newest first, with its id to report it ('Segnala')",
        params: idParams,
        response: { 200: claimsSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listVenueStatusClaims(db(), callerId(request), request.params.id),
  );

  app.put(
    '/restaurants/:id/status',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's claim: 'closed', 'new_management' with change_date (today back to 5 years) or 'open' (disputes); " +
          'replaces their earlier one. A status is confirmed by two different users (the creator counting as one) while its claims outnumber the ' +
          'disputes; savers are notified when one becomes confirmed',
        params: idParams,
        body: venueStatusClaimInputSchema,
        response: { 200: summarySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => setVenueStatusClaim(db(), callerId(request), request.params.id, request.body),
  );

  app.delete(
    '/restaurants/:id/status',
    {
      schema: {
        tags,
        security,
        summary: "Withdraws the caller's claim (none: no change)",
        params: idParams,
        response: { 200: summarySchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => withdrawVenueStatusClaim(db(), callerId(request), request.params.id),
  );
};
