// HTTP surface of practices ('Cosa fa il locale'): the list with counts and
// the caller's stance, the caller's own stance, set or withdrawn, and a
// moderator's verification of AIC membership or '100% senza glutine', given or
// withdrawn. Every route needs a signed-in user; rules are in practices.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRACTICE_KEYS, PRACTICE_STANCES } from '../../domain/practices';
import { practiceKeySchema, practiceStanceInputSchema, practiceVerificationInputSchema } from '../../domain/schemas/practices';
import { requireStaff } from '../moderation/roles.service';
import { errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { listPractices, listStances, setStance, verifyPractice, withdrawStance, withdrawVerification } from './practices.service';

const practicesSchema = z.object({
  items: z.array(
    z.object({
      practice: z.enum(PRACTICE_KEYS),
      confirmations: z.number().int(),
      disputes: z.number().int(),
      last_confirmed_at: z.string().nullable(),
      is_stale: z.boolean(),
      is_confirmed: z.boolean(),
      verification_status: z.enum(['declared_by_users', 'verified']).nullable(),
      verification: z.object({ verified_on: z.string(), source: z.string() }).nullable(),
      my_stance: z.enum(PRACTICE_STANCES).nullable(),
    }),
  ),
  can_verify: z.boolean(),
});

const stancesSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      practice: z.enum(PRACTICE_KEYS),
      stance: z.enum(PRACTICE_STANCES),
      stated_at: z.string(),
      nickname: z.string().nullable(),
      is_own: z.boolean(),
    }),
  ),
});

const security = [{ bearerAuth: [] }];
const tags = ['practices'];
const restaurantParams = z.object({ id: z.string() });
const practiceParams = z.object({ id: z.string(), practice: practiceKeySchema });

export const practicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/restaurants/:id/practices',
    {
      schema: {
        tags,
        security,
        summary:
          "What the venue does: each practice with its confirmations, disputes, latest confirmation, whether it is confirmed " +
          "(two people, more confirmations than disputes), its moderator's verification (AIC, 100% senza glutine) and the caller's stance",
        params: restaurantParams,
        response: { 200: practicesSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listPractices(db(), request.auth!.userId, request.params.id),
  );

  app.get(
    '/restaurants/:id/practices/stances',
    {
      schema: {
        tags,
        security,
        summary: "Who said what of the practices: every stance no moderator hid, newest first, with its id to report it ('Segnala')",
        params: restaurantParams,
        response: { 200: stancesSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listStances(db(), request.auth!.userId, request.params.id),
  );

  app.put(
    '/restaurants/:id/practices/:practice',
    {
      schema: {
        tags,
        security,
        summary: "Confirms or disputes a practice: one stance per user, replacing the caller's earlier one, dated now",
        params: practiceParams,
        body: practiceStanceInputSchema,
        response: { 200: practicesSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request) => setStance(db(), request.auth!.userId, request.params.id, request.params.practice, request.body.stance),
  );

  app.delete(
    '/restaurants/:id/practices/:practice',
    {
      schema: {
        tags,
        security,
        summary: "Withdraws the caller's stance on a practice",
        params: practiceParams,
        response: { 200: practicesSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request) => withdrawStance(db(), request.auth!.userId, request.params.id, request.params.practice),
  );

  app.post(
    '/restaurants/:id/practices/:practice/verification',
    {
      schema: {
        tags,
        security,
        summary:
          "A moderator verifies 'aic_network' or 'fully_gluten_free' against a source, on a day (replacing an earlier " +
          'verification): 403 forbidden for others, 400 practice_not_verifiable, practice_verification_source_invalid, ' +
          'practice_verification_date_invalid',
        params: practiceParams,
        body: practiceVerificationInputSchema,
        response: { 200: practicesSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request) => {
      const staff = await requireStaff(db(), request);
      return verifyPractice(db(), staff.userId, request.params.id, request.params.practice, request.body);
    },
  );

  app.delete(
    '/restaurants/:id/practices/:practice/verification',
    {
      schema: {
        tags,
        security,
        summary: "A moderator withdraws a practice's verification: it reads 'dichiarato dagli utenti' again",
        params: practiceParams,
        response: { 200: practicesSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request) => {
      const staff = await requireStaff(db(), request);
      return withdrawVerification(db(), staff.userId, request.params.id, request.params.practice);
    },
  );
};
