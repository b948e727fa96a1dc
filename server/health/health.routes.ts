// Two probes for whoever runs the service. /health: the process is up and
// answers HTTP (a supervisor restarts it otherwise). /health/ready: the
// database answers too (a load balancer sends traffic elsewhere otherwise);
// it is not a reason to restart, the server reconnects by itself.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessages } from '../../domain/i18n/it/errors';

/** A readiness probe answers within this, whatever the database does. */
const READINESS_TIMEOUT_MS = 1_000;

const errorSchema = z.object({ code: z.string(), message: z.string() });

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
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }), 503: errorSchema },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
      });
      // A real round trip: a readiness check that never touches the database lies.
      const roundTrip = app.database.db.execute(sql`select 1`).then(
        () => true,
        (error: unknown) => {
          request.log.warn({ reason: (error as Error).message }, 'readiness: database did not answer');
          return false;
        },
      );
      const isReady = await Promise.race([roundTrip, timedOut]);
      clearTimeout(timer);
      if (isReady) return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({ code: 'database_unavailable', message: errorMessages.database_unavailable });
    },
  );
};
