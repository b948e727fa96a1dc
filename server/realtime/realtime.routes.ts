// /realtime/v1: the WebSocket endpoint and this process's LISTEN on the
// database's "realtime" channel. Protocol: README.md in this folder.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_MAX_FRAME_BYTES } from '../../domain/realtime';
import { isLanguage } from '../../domain/i18n/language';
import { errorCatalogueIn } from '../http/app-error';
import { requestLanguage } from '../http/request-language';
import { RealtimeHub } from './realtime.hub';

export const REALTIME_CHANNEL = 'realtime';

export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_FRAME_BYTES },
    // The server is stopping: every socket, signed in or not, closes with 1012
    // (service restart), which tells clients to reconnect (the plugin's own
    // default would close them without a code).
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1012, 'restart');
      this.websocketServer.close();
      done();
    },
  });
  const hub = new RealtimeHub({
    db: app.database.db,
    verifyAccessToken: (token) => app.verifyAccessToken(token),
    log: app.log,
  });
  const unlisten = await app.database.listen(
    REALTIME_CHANNEL,
    (payload) => {
      hub.dispatch(payload).catch((error: unknown) => app.log.warn({ err: error }, 'realtime: dispatch failed'));
    },
    () => hub.restartClients(),
  );
  app.addHook('preClose', async () => {
    hub.close();
    await unlisten();
  });

  // The token travels in the first frame, not the URL, so it never lands in access logs.
  app.route({
    method: 'GET',
    url: '/realtime/v1',
    schema: { hide: true },
    // A plain HTTP request gets the API's error shape rather than an empty 404.
    handler: async (request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ code: 'bad_request', message: errorCatalogueIn(requestLanguage(request)).errors.bad_request }),
    // A browser cannot put a header on a WebSocket, so the app's language comes as ?language=en|it.
    wsHandler: (socket, request) => {
      const { language } = request.query as { language?: unknown };
      hub.accept(socket, isLanguage(language) ? language : requestLanguage(request));
    },
  });
}
