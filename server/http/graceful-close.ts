// Draining on close. Node's server.close() ends only the keep-alive
// connections idle at that moment; one busy then goes idle after its last
// answer and stays open for the keep-alive timeout (72 s in Fastify), so
// app.close() outlived SHUTDOWN_TIMEOUT_MS under load and the process exited 1
// (#40, item 7). While closing, every answer says `Connection: close`, and
// connections that fall idle are ended at once.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

/** How often, while closing, connections that have fallen idle are ended. */
export const IDLE_CONNECTION_REAP_MS = 100;

const plugin: FastifyPluginAsync = async (app) => {
  let isClosing = false;
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    isClosing = true;
    reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_CONNECTION_REAP_MS);
    reaper.unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => clearInterval(reaper));
};

export const gracefulClosePlugin = fp(plugin, { name: 'graceful-close' });
