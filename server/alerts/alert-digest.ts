// The weekly digest round (docs/architecture.md#alerts): in every server
// process, a loop that queues the digests now due into the outbox, where the
// alerts worker sends them like any email. Every process may run it; each
// digest is queued once (alert-digest.repository.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { queueWeeklyDigests } from './alert-digest.repository';
import { createPollingLoop, type PollingLoop } from './polling-loop';

/** A digest is due at a minute of the user's Monday: looking once a minute is on time. */
const DIGEST_POLL_MS = 60_000;

export type AlertDigest = Pick<PollingLoop, 'start' | 'stop' | 'runOnce'>;

export function createAlertDigest(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /** The time the round takes as now (tests pick a Monday). */
  now?: () => Date;
}): AlertDigest {
  const log = deps.log.child({ worker: 'alert-digest' });
  const now = deps.now ?? (() => new Date());
  const loop = createPollingLoop({
    round: async () => {
      const queued = await queueWeeklyDigests(deps.db, now());
      if (queued > 0) log.info({ queued }, 'alerts: weekly digests queued');
      return queued;
    },
    pollMs: DIGEST_POLL_MS,
    log,
    logs: { unreachable: 'alert digest: database unreachable, trying again', answersAgain: 'alert digest: database answers again' },
  });
  return { start: loop.start, stop: loop.stop, runOnce: loop.runOnce };
}
