// HTTP surface of moderation (/rest/v1): reports from anyone signed in, the
// moderators' queue and actions (staff only, checked against user_roles on
// every request), statements of reasons and appeals (their affected user).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BURST_KINDS, CONTRIBUTION_KINDS } from '../../domain/moderation';
import { actionInputSchema, appealDecisionSchema, appealInputSchema, reportInputSchema } from '../../domain/schemas/moderation';
import { assertCaller } from '../auth/authenticate';
import { appError } from '../http/app-error';
import { requestLanguage } from '../http/request-language';
import { callerId, errorSchema } from '../profiles/own-data-routes';
import { appeal, createReport, decideAppeal, getQueue, getStatement, takeAction, type ModerationDeps } from './moderation.service';
import { getUserRole, requireStaff } from './roles.service';

const security = [{ bearerAuth: [] }];
const tags = ['moderation'];
const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

// A person reports by hand: this stops a script; the hourly cap is in the service.
const REPORT_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
} as const;

const actionSchema = z.object({
  id: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  action: z.string(),
  rule: z.string().nullable(),
  reason: z.string(),
  moderator_id: z.string().nullable(),
  affected_user_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

const itemSchema = z
  .object({
    id: z.string(),
    owner_id: z.string().nullable(),
    owner_nickname: z.string().nullable(),
    restaurant_id: z.string().nullable(),
    restaurant_name: z.string().nullable(),
    text: z.string().nullable(),
    rating: z.string().nullable(),
    hidden: z.boolean(),
    locked: z.boolean(),
    suspended_until: z.string().nullable(),
  })
  .nullable();

const queueSchema = z.object({
  items: z.array(
    z.object({
      target_type: z.string(),
      target_id: z.string(),
      item: itemSchema,
      reports: z.array(z.object({ id: z.string(), reason: z.string(), details: z.string().nullable(), created_at: z.string() })),
      history: z.array(actionSchema),
    }),
  ),
  appeals: z.array(z.object({ id: z.string(), text: z.string(), created_at: z.string(), action: actionSchema, item: itemSchema })),
  suspensions: z.array(
    z.object({
      user_id: z.string(),
      nickname: z.string().nullable(),
      until: z.string().nullable(),
      indefinite: z.boolean(),
      moderator_nickname: z.string().nullable(),
      action: actionSchema.nullable(),
    }),
  ),
  bursts: z.array(
    z.object({
      kind: z.enum(BURST_KINDS),
      user_id: z.string(),
      nickname: z.string().nullable(),
      account_created_at: z.string(),
      restaurant_id: z.string(),
      restaurant_name: z.string(),
      contributions: z.array(z.object({ kind: z.enum(CONTRIBUTION_KINDS), at: z.string() })),
    }),
  ),
  set_aside: z.array(z.object({ nickname: z.string().nullable(), action: actionSchema })),
});

const statementSchema = actionSchema.extend({
  rule_text: z.string().nullable(),
  what: z.string().nullable(),
  restaurant_name: z.string().nullable(),
  appeal: z
    .object({ id: z.string(), status: z.string(), text: z.string(), decision_reason: z.string().nullable(), created_at: z.string() })
    .nullable(),
  can_appeal: z.boolean(),
});

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps: ModerationDeps = { db, config: app.config };
  const staff = (request: FastifyRequest) => requireStaff(db, request);

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Reports a review, a photo, a restaurant or a nickname (one open report per user and item)',
        body: reportInputSchema,
        response: { 201: z.object({ id: z.string(), status: z.string(), message: z.string(), created_at: z.string() }), ...errors },
      },
      preHandler: async (request) => assertCaller(request, () => appError('unauthorized_to_report')),
      ...(app.config.rateLimitsEnabled ? { config: { rateLimit: REPORT_LIMIT } } : {}),
    },
    async (request, reply) => reply.status(201).send(await createReport(deps, callerId(request), request.body, requestLanguage(request))),
  );

  app.get(
    '/moderation/me',
    {
      schema: { tags, security, summary: "The caller's staff role, or null", response: { 200: z.object({ role: z.string().nullable() }), 401: errorSchema } },
      preHandler: app.requireAuth,
    },
    async (request) => ({ role: await getUserRole(db, callerId(request)) }),
  );

  app.get(
    '/moderation/queue',
    {
      schema: { tags, security, summary: 'Open reports grouped by item, with the item and earlier actions; open appeals; users suspended now (staff)', response: { 200: queueSchema, ...errors } },
    },
    async (request) => {
      await staff(request);
      return getQueue(db);
    },
  );

  app.post(
    '/moderation/actions',
    {
      schema: { tags, security, summary: 'Dismisses, hides, restores, reverts, locks or suspends, with a reason (staff)', body: actionInputSchema, response: { 201: actionSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await takeAction(deps, await staff(request), request.body)),
  );

  app.get(
    '/moderation/decisions/:id',
    {
      schema: { tags, security, summary: 'A statement of reasons: for its affected user and staff', params: idParams, response: { 200: statementSchema, ...errors } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const userId = callerId(request);
      const isStaff = (await getUserRole(db, userId)) !== null;
      return getStatement(db, userId, isStaff, request.params.id, requestLanguage(request));
    },
  );

  app.post(
    '/moderation/decisions/:id/appeal',
    {
      schema: {
        tags,
        security,
        summary: 'Appeals a decision, once, by its affected user',
        params: idParams,
        body: appealInputSchema,
        response: { 201: z.object({ id: z.string(), status: z.string(), message: z.string() }), ...errors },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => reply.status(201).send(await appeal(db, callerId(request), request.params.id, request.body.text, requestLanguage(request))),
  );

  app.post(
    '/moderation/appeals/:id/decision',
    {
      schema: {
        tags,
        security,
        summary: 'Decides an appeal (staff; another moderator than the one who acted, when there is one)',
        params: idParams,
        body: appealDecisionSchema,
        response: { 200: z.object({ id: z.string(), status: z.string(), reversal_action_id: z.string().nullable() }), ...errors },
      },
    },
    async (request) => decideAppeal(deps, await staff(request), request.params.id, request.body),
  );
};
