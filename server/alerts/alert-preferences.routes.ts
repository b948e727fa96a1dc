// HTTP surface of alert preferences:
//   GET /rest/v1/alerts/preferences  the caller's choices (the defaults until they choose)
//   PUT /rest/v1/alerts/preferences  replaces them
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertPreferencesSchema } from '../../domain/alerts';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { getAlertPreferences, setAlertPreferences } from './alert-preferences.service';

const security = [{ bearerAuth: [] }];
const tags = ['alerts'];

export const alertPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/alerts/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Which alerts the caller receives by push and by email, and their quiet hours',
        response: { 200: alertPreferencesSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => getAlertPreferences(db(), callerId(request)),
  );

  app.put(
    '/alerts/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the caller’s alert preferences',
        body: alertPreferencesSchema,
        response: { 200: alertPreferencesSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request) => setAlertPreferences(db(), callerId(request), request.body),
  );
};
