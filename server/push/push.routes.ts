// HTTP surface of Web Push devices ('Notifiche sul dispositivo'):
//   GET    /rest/v1/push/key          the VAPID public key a browser subscribes with
//   GET    /rest/v1/push/devices      the caller's devices
//   POST   /rest/v1/push/devices      registers this browser's subscription (again: updated)
//   DELETE /rest/v1/push/devices/:id  removes one of the caller's devices
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushSubscriptionInputSchema } from '../../domain/push';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { listPushDevices, registerPushDevice, removePushDevice } from './push.service';

const deviceSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  device_label: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
const security = [{ bearerAuth: [] }];
const tags = ['push'];

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const writeRateLimit = ownDataWriteLimit(app);

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/push/key',
    {
      schema: { tags, summary: 'The VAPID public key (applicationServerKey) of this server', response: { 200: z.object({ public_key: z.string() }) } },
    },
    async () => ({ public_key: app.vapidPublicKey }),
  );

  app.get(
    '/push/devices',
    {
      schema: {
        tags,
        security,
        summary: "The caller's devices that receive alerts by Web Push",
        response: { 200: z.object({ items: z.array(deviceSchema) }), 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listPushDevices(db(), callerId(request)),
  );

  app.post(
    '/push/devices',
    {
      schema: {
        tags,
        security,
        summary: "Registers this browser's push subscription for the caller (the same endpoint again: updated, and moved to the caller)",
        body: pushSubscriptionInputSchema,
        response: { 201: deviceSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      const device = await registerPushDevice(db(), callerId(request), request.body, {
        userAgent: request.headers['user-agent'] ?? '',
        extraServices: app.config.webPush.extraServices,
      });
      return reply.status(201).send(device);
    },
  );

  app.delete(
    '/push/devices/:id',
    {
      schema: {
        tags,
        security,
        summary: "Removes one of the caller's devices",
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      await removePushDevice(db(), callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
