// The alerts worker as a Fastify plugin: `app.alerts` starts when the server
// is ready and stops, finishing its round, when the server closes.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { createAlertsWorker, type AlertSenders, type AlertsWorker } from './alerts-worker';
import { createMailer } from '../mail/mailer';
import { emailSender } from './email-sender';
import { unsubscribeKey } from './unsubscribe-token';
import { loadVapidKeys, webPushSender } from './web-push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsWorker;
    /** The VAPID public key browsers subscribe with (applicationServerKey). */
    vapidPublicKey: string;
  }
}

export type AlertsPluginOptions = {
  /** Replaces the channels' senders (tests). */
  senders?: AlertSenders;
};

const plugin: FastifyPluginAsync<AlertsPluginOptions> = async (app, { senders }) => {
  const { alerts } = app.config;
  const vapid = await loadVapidKeys(app.database.db, app.config);
  app.decorate('vapidPublicKey', vapid.publicKey);
  const mailer = createMailer({ config: app.config, db: app.database.db, log: app.log });
  const key = await unsubscribeKey(app.database.db);
  const worker = createAlertsWorker({
    db: app.database.db,
    log: app.log,
    senders: { push: webPushSender(app.config, vapid), email: emailSender(app.config, mailer, key), ...senders },
    options: {
      pollMs: alerts.pollMs,
      sendTimeoutMs: alerts.sendTimeoutMs,
      leaseMs: alerts.leaseMs,
      retryBaseMs: alerts.retryBaseMs,
    },
  });
  app.decorate('alerts', worker);
  if (alerts.workerEnabled) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });
};

export const alertsPlugin = fp(plugin, { name: 'alerts' });
