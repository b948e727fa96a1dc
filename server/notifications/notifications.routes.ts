// HTTP surface of the caller's notifications (/rest/v1/notifications…). Every
// route needs a signed-in user and touches only that user's rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';
import { requestLanguage } from '../http/request-language';

const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  review_id: z.string().nullable(),
  /** A moderation notice: the statement of reasons to open (docs/product.md#moderation). */
  moderation_action_id: z.string().nullable(),
  restaurant_id: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const callerId = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The caller's 20 newest notifications and the unread count",
        response: { 200: z.object({ items: z.array(notificationSchema), unread_count: z.number().int() }), 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listNotifications(db(), callerId(request), requestLanguage(request)),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: "Marks all the caller's unread notifications read",
        response: { 200: z.object({ updated: z.number().int(), unread_count: z.number().int() }), 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => markAllNotificationsRead(db(), callerId(request)),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one of the caller’s notifications read (404 for anyone else’s)',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ unread_count: z.number().int() }), 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => markNotificationRead(db(), callerId(request), request.params.id),
  );
};
