// Two probes for whoever runs the service. /health: the process is up and
// answers HTTP (a supervisor restarts it otherwise). /health/ready: the
// database answers too (a load balancer sends traffic elsewhere otherwise);
// it is not a reason to restart, the server reconnects by itself.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCatalogueIn } from '../http/app-error';
import { requestLanguage } from '../http/request-language';
import { pingDatabase } from './health.repository';

/** A readiness probe answers within this, whatever the database does. */
const READINESS_TIMEOUT_MS = 1_000;

const errorSchema = z.object({ code: z.string(), message: z.string() });

const alertsDetailSchema = z.object({
  worker: z.enum(['running', 'stopped']),
  pending: z.number(),
  oldest_pending_seconds: z.number(),
  failing_channels: z.array(z.string()),
  // Messages given up after their last attempt (or refused for good) in the last 7 days, the days they are kept:
  // without it an outage longer than the retries (about 3 days) would lose alerts and leave no trace here.
  abandoned: z.number(),
  channels: z.array(
    z.object({
      channel: z.string(),
      pending: z.number(),
      oldest_pending_seconds: z.number(),
      retrying: z.number(),
      last_error: z.string().nullable(),
      abandoned: z.number(),
    }),
  ),
  // The fan-out comes before the outbox: an alert stuck here has no outbox row yet.
  fanout: z.object({
    worker: z.enum(['running', 'stopped']),
    pending: z.number(),
    oldest_pending_seconds: z.number(),
    failing: z.boolean(),
    failed: z.number(),
    last_error: z.string().nullable(),
  }),
});

/** The alerts outbox and fan-out (docs/architecture.md#alerts), or nothing when it does not answer within the probe's time. */
async function alertsDetail(app: FastifyInstance, log: FastifyBaseLogger): Promise<z.infer<typeof alertsDetailSchema> | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), READINESS_TIMEOUT_MS);
  });
  const detail = Promise.all([app.alerts.state(), app.alertFanout.state()]).then(
    ([state, fanout]) => ({
      worker: state.worker,
      pending: state.channels.reduce((sum, channel) => sum + channel.pending, 0),
      oldest_pending_seconds: Math.max(0, ...state.channels.map((channel) => channel.oldest_pending_seconds)),
      failing_channels: state.failing_channels,
      abandoned: state.channels.reduce((sum, channel) => sum + channel.abandoned, 0),
      channels: state.channels,
      fanout: {
        worker: app.alertFanout.isRunning() ? ('running' as const) : ('stopped' as const),
        pending: fanout.pending,
        oldest_pending_seconds: fanout.oldest_pending_seconds,
        // A pending job carrying an error is one whose last batch failed and waits for its retry.
        failing: fanout.last_error !== null,
        failed: fanout.failed,
        last_error: fanout.last_error,
      },
    }),
    (error: unknown) => {
      log.warn({ reason: (error as Error).message }, 'readiness: alerts outbox or fan-out did not answer');
      return undefined;
    },
  );
  const result = await Promise.race([detail, timedOut]);
  clearTimeout(timer);
  return result;
}

// Load balancers and supervisors ask every second or so, per instance: their
// request lines would bury the others, so only warnings are logged here.
const PROBE_LOG_LEVEL = 'warn';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { logLevel: PROBE_LOG_LEVEL, schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      logLevel: PROBE_LOG_LEVEL,
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok'), alerts: alertsDetailSchema.optional() }),
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
      });
      const roundTrip = pingDatabase(app.database.db).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ reason: (error as Error).message }, 'readiness: database did not answer');
          return false;
        },
      );
      const isReady = await Promise.race([roundTrip, timedOut]);
      clearTimeout(timer);
      if (!isReady) {
        return reply.status(503).send({ code: 'database_unavailable', message: errorCatalogueIn(requestLanguage(request)).errors.database_unavailable });
      }
      // The outbox's state is detail for the operator: waiting or failing alerts never make an instance unready.
      const alerts = await alertsDetail(app, request.log);
      return { status: 'ok' as const, database: 'ok' as const, ...(alerts ? { alerts } : {}) };
    },
  );
};
