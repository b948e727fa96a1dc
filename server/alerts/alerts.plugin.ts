// The alerts worker and fan-out as a Fastify plugin: `app.alerts` (sends the
// outbox) and `app.alertFanout` (expands queued alerts into bell and outbox
// rows, at once when the alert_fanout channel announces a job), with
// `app.alertDigest` (queues the weekly digests due), start when the
// server is ready and stop, finishing their round, when the server closes.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { createAlertDigest, type AlertDigest } from './alert-digest';
import { createAlertFanout, type AlertFanout } from './alert-fanout';
import { createAlertsWorker, type AlertSenders, type AlertsWorker } from './alerts-worker';
import { createMailer } from '../mail/mailer';
import { emailSender } from './email-sender';
import { unsubscribeKey } from './unsubscribe-token';
import { loadVapidKeys, webPushSender } from './web-push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsWorker;
    alertFanout: AlertFanout;
    /** Queues the weekly digests now due. */
    alertDigest: AlertDigest;
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
  const fanout = createAlertFanout({
    db: app.database.db,
    log: app.log,
    options: { pollMs: alerts.pollMs, batchSize: alerts.fanout.batchSize, leaseMs: alerts.fanout.leaseMs },
  });
  app.decorate('alertFanout', fanout);
  const digest = createAlertDigest({ db: app.database.db, log: app.log });
  app.decorate('alertDigest', digest);
  let unlisten: (() => Promise<void>) | undefined;
  if (alerts.fanout.enabled) {
    app.addHook('onReady', async () => {
      fanout.start();
      digest.start();
      // Without the channel the fan-out still polls: jobs wait up to ALERTS_POLL_MS.
      unlisten = await app.database
        .listen('alert_fanout', () => fanout.kick(), () => fanout.kick())
        .catch((error: unknown) => {
          app.log.warn({ reason: (error as Error).message }, 'alert fan-out: not listening, polling only');
          return undefined;
        });
    });
  }
  if (alerts.workerEnabled) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await unlisten?.();
    await fanout.stop();
    await digest.stop();
    await worker.stop();
    mailer.close();
  });
};

export const alertsPlugin = fp(plugin, { name: 'alerts' });
