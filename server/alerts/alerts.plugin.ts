// The alerts worker as a Fastify plugin: `app.alerts` starts when the server
// is ready and stops, finishing its round, when the server closes.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { createAlertsWorker, type AlertSenders, type AlertsWorker } from './alerts-worker';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsWorker;
  }
}

export type AlertsPluginOptions = {
  /** Replaces the channels' senders (tests). */
  senders?: AlertSenders;
};

const plugin: FastifyPluginAsync<AlertsPluginOptions> = async (app, { senders }) => {
  const { alerts } = app.config;
  const worker = createAlertsWorker({
    db: app.database.db,
    log: app.log,
    senders: { ...senders },
    options: {
      pollMs: alerts.pollMs,
      sendTimeoutMs: alerts.sendTimeoutMs,
      leaseMs: alerts.leaseMs,
      retryBaseMs: alerts.retryBaseMs,
    },
  });
  app.decorate('alerts', worker);
  if (alerts.workerEnabled) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};

export const alertsPlugin = fp(plugin, { name: 'alerts' });
