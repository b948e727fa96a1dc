// HTTP surface of reaction reports ('Segnala una reazione'):
//   GET    /rest/v1/restaurants/:id/incidents   the restaurant's reports and its alert
//   POST   /rest/v1/restaurants/:id/incidents   report a reaction (one a day per restaurant)
//   PATCH  /rest/v1/incidents/:id                edit one's own report
//   DELETE /rest/v1/incidents/:id                withdraw one's own report
//   POST   /rest/v1/incidents/:id/close          a moderator closes a report with a written reason
// Rules are in incidents.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INCIDENT_SEVERITIES } from '../../domain/incidents';
import { incidentInputSchema } from '../../domain/schemas/incidents';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { incidentAlertSchema, incidentAllergenSchema } from '../../domain/schemas/incident-alert';
import { requireStaff } from '../moderation/roles.service';
import { closeIncidentAsModerator, createIncident, listIncidents, updateIncident, withdrawIncident } from './incidents.service';


const incidentSchema = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  nickname: z.string().nullable(),
  severity: z.enum(INCIDENT_SEVERITIES),
  meal_date: z.string(),
  dishes: z.string().nullable(),
  staff_informed: z.boolean(),
  details: z.string().nullable(),
  allergens: z.array(incidentAllergenSchema),
  is_open: z.boolean(),
  closure: z
    .object({ reason: z.enum(['moderator', 'expired', 'evidence']), date: z.string().nullable(), note: z.string().nullable() })
    .nullable(),
  is_own: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

const idParams = z.object({ id: z.string() });
const security = [{ bearerAuth: [] }];
const tags = ['incidents'];

export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const writeRateLimit = ownDataWriteLimit(app);

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/restaurants/:id/incidents',
    {
      schema: {
        tags,
        security,
        summary: "The restaurant's reaction reports, newest first, with the alert they raise while one is open",
        params: idParams,
        response: {
          200: z.object({ items: z.array(incidentSchema), alert: incidentAlertSchema.nullable() }),
          401: errorSchema,
          404: errorSchema,
        },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listIncidents(db(), callerId(request), request.params.id),
  );

  app.post(
    '/restaurants/:id/incidents',
    {
      schema: {
        tags,
        security,
        summary:
          'Reports a reaction: catalogue allergens, severity, meal date (today back to one year), ' +
          'optional dishes and text; one report per user, restaurant and Italian day (409 incident_already_reported). ' +
          'Users who saved the restaurant are notified',
        params: idParams,
        body: incidentInputSchema,
        response: { 201: incidentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      const report = await createIncident(db(), callerId(request), request.params.id, request.body);
      return reply.status(201).send(report);
    },
  );

  app.patch(
    '/incidents/:id',
    {
      schema: {
        tags,
        security,
        summary: "Replaces the caller's own report (403 incident_not_owned for anyone else's)",
        params: idParams,
        body: incidentInputSchema,
        response: { 200: incidentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => updateIncident(db(), callerId(request), request.params.id, request.body),
  );

  app.post(
    '/incidents/:id/close',
    {
      schema: {
        tags,
        security,
        summary:
          'Closes an open report with a written reason (moderators and admins; 403 forbidden for others, ' +
          '409 incident_already_closed): the page shows the decision, its day and its reason',
        params: idParams,
        body: z.object({ reason: z.string().max(5000) }),
        response: { 200: incidentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => {
      const staff = await requireStaff(db(), request);
      return closeIncidentAsModerator(db(), staff.userId, request.params.id, request.body.reason);
    },
  );

  app.delete(
    '/incidents/:id',
    {
      schema: {
        tags,
        security,
        summary: "Withdraws the caller's own report",
        params: idParams,
        response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      await withdrawIncident(db(), callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
