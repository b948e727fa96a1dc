// The alerts fan-out (docs/architecture.md#alerts): in every server process, a
// loop that claims queued fan-out jobs and expands each into bell rows and
// outbox rows, a batch per transaction. A writer's request only queues the job,
// so its latency does not grow with the number of recipients; every process
// LISTENs on alert_fanout and starts at once when a job is committed, and
// polls as well, so a job missed (a process down, a lost connection) is taken
// up later. A job whose worker died is claimed again when its lease ends and
// resumes after the last committed batch.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_MAX_ATTEMPTS, alertRetryDelayMs } from '../../domain/alerts';
import type { Database } from '../db/client';
import {
  claimFanoutJob,
  expandFanoutBatch,
  fanoutState,
  purgeDoneFanoutJobs,
  scheduleFanoutRetry,
  type FanoutState,
} from './alert-fanout.repository';
import { createPollingLoop, type PollingLoop } from './polling-loop';

export type AlertFanoutOptions = {
  pollMs: number;
  /** Recipients per transaction. */
  batchSize: number;
  /** How long a claim keeps a job from other workers; each batch renews it. */
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  keepDays: number;
};

export const DEFAULT_ALERT_FANOUT_OPTIONS: AlertFanoutOptions = {
  pollMs: 1000,
  batchSize: 1000,
  leaseMs: 60_000,
  retryBaseMs: 1000,
  retryMaxMs: 10 * 60 * 1000,
  keepDays: 7,
};

/** The loop (a round claims and expands due jobs until none is left; kicked when a job is committed), its state and its id. */
export type AlertFanout = PollingLoop & {
  state: () => Promise<FanoutState>;
  readonly id: string;
};

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function createAlertFanout(deps: {
  db: Database;
  log: FastifyBaseLogger;
  options?: Partial<AlertFanoutOptions>;
  /** Called after each committed batch (tests stop a worker mid-job here). */
  afterBatch?: (jobId: string, workerId: string) => Promise<void> | void;
}): AlertFanout {
  const options = { ...DEFAULT_ALERT_FANOUT_OPTIONS, ...deps.options };
  const { db } = deps;
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = deps.log.child({ worker: 'alert-fanout', workerId: id });
  let lastPurgeAt = 0;

  /** Expands one claimed job to its end, or until the claim is lost; a failed batch schedules a retry. */
  const expand = async (job: { id: string; attempts: number }): Promise<boolean> => {
    const started = Date.now();
    let written = 0;
    try {
      for (;;) {
        const batch = await db.transaction((tx) => expandFanoutBatch(tx, job.id, id, options.batchSize, options.leaseMs));
        written += batch.written;
        if (batch.state === 'lost') {
          log.warn({ jobId: job.id }, 'alert fan-out: job taken over by another worker');
          return false;
        }
        if (batch.state === 'done') break;
        await deps.afterBatch?.(job.id, id);
      }
    } catch (error) {
      const isLast = job.attempts >= ALERT_MAX_ATTEMPTS;
      // drizzle's message is the whole query; the database's own words are its cause.
      const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
      await scheduleFanoutRetry(db, job.id, id, reason, alertRetryDelayMs(job.attempts, options.retryBaseMs, options.retryMaxMs), isLast).catch(
        () => undefined,
      );
      log.warn({ jobId: job.id, attempts: job.attempts, reason, isLast }, 'alert fan-out: batch failed, job retried later');
      return false;
    }
    log.info({ jobId: job.id, written, ms: Date.now() - started }, 'alert fan-out: job expanded');
    return true;
  };

  const round = async (): Promise<number> => {
    let finished = 0;
    for (;;) {
      const job = await claimFanoutJob(db, id, options.leaseMs);
      if (!job) break;
      if (await expand(job)) finished += 1;
    }
    if (Date.now() - lastPurgeAt > PURGE_EVERY_MS) {
      lastPurgeAt = Date.now();
      await purgeDoneFanoutJobs(db, options.keepDays);
    }
    return finished;
  };

  const loop = createPollingLoop({
    round,
    pollMs: options.pollMs,
    log,
    logs: { unreachable: 'alert fan-out: jobs unreachable, trying again', answersAgain: 'alert fan-out: database answers again' },
  });

  return {
    id,
    start: loop.start,
    stop: loop.stop,
    kick: loop.kick,
    isRunning: loop.isRunning,
    runOnce: loop.runOnce,
    drain: loop.drain,
    state: () => fanoutState(db),
  };
}
