// The alerts worker (docs/architecture.md#alerts): in every server process, a
// loop that claims due outbox messages, hands each to its channel's sender
// with a time limit, and records the outcome. It runs beside the requests and
// never inside one: a push service or SMTP server that is slow or down delays
// messages (retried with growing delays), never a request, never loses one.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ALERT_MAX_ATTEMPTS, alertRetryDelayMs } from '../../domain/alerts';
import type { Database } from '../db/client';
import type { AlertChannel } from '../db/schema';
import {
  abandonAlert,
  claimDueAlerts,
  markAlertsSent,
  outboxState,
  purgeDoneAlerts,
  removeSubscription,
  scheduleAlertRetry,
  type ClaimedAlert,
  type OutboxChannelState,
} from './alerts.repository';
import { createPollingLoop, type PollingLoop } from './polling-loop';

/**
 * What a sender reports: sent; the recipient is gone for good (a push
 * subscription the service answers 404/410 for); try again later (timeouts,
 * 429, 5xx); refused for good (any other 4xx).
 */
export type SendOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; error: string } | { kind: 'rejected'; error: string };
export type AlertSender = (message: ClaimedAlert, signal: AbortSignal) => Promise<SendOutcome>;
export type AlertSenders = Partial<Record<AlertChannel, AlertSender>>;

export type AlertsWorkerOptions = {
  pollMs: number;
  batchSize: number;
  /** Messages sent at once by one worker. */
  concurrency: number;
  /** How long one send may take before it counts as failed. */
  sendTimeoutMs: number;
  /** How long a claim hides a message from other workers; a message is only started within leaseMs - sendTimeoutMs of its claim. */
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  keepDays: number;
};

export const DEFAULT_ALERTS_WORKER_OPTIONS: AlertsWorkerOptions = {
  pollMs: 1000,
  batchSize: 200,
  concurrency: 50,
  sendTimeoutMs: 10_000,
  leaseMs: 120_000,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60 * 1000,
  keepDays: 7,
};

export type AlertsWorkerState = {
  worker: 'running' | 'stopped';
  channels: OutboxChannelState[];
  /** Channels whose latest send failed (they recover on the next success). */
  failing_channels: AlertChannel[];
};

/** The loop (a round claims and sends one batch; not kicked, it polls), its state and its id. */
export type AlertsWorker = Pick<PollingLoop, 'start' | 'stop' | 'runOnce' | 'drain'> & {
  state: () => Promise<AlertsWorkerState>;
  readonly id: string;
};

const PURGE_EVERY_MS = 60 * 60 * 1000;

export function createAlertsWorker(deps: {
  db: Database;
  log: FastifyBaseLogger;
  senders: AlertSenders;
  options?: Partial<AlertsWorkerOptions>;
}): AlertsWorker {
  const options = { ...DEFAULT_ALERTS_WORKER_OPTIONS, ...deps.options };
  if (options.leaseMs <= options.sendTimeoutMs) throw new Error('The alerts lease must be longer than the send time limit.');
  const { db, senders } = deps;
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = deps.log.child({ worker: 'alerts', workerId: id });
  const failing = new Map<AlertChannel, string>();
  let lastPurgeAt = 0;

  const noteOutcome = (channel: AlertChannel, error: string | null) => {
    if (error === null) {
      if (failing.delete(channel)) log.info({ channel }, 'alerts: channel delivering again');
      return;
    }
    if (!failing.has(channel)) log.warn({ channel, reason: error }, 'alerts: channel failing, messages wait and are retried');
    failing.set(channel, error);
  };

  const sendOne = async (message: ClaimedAlert): Promise<SendOutcome> => {
    const sender = senders[message.channel];
    if (!sender) return { kind: 'retry', error: `no sender for channel ${message.channel}` };
    const controller = new AbortController();
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<SendOutcome>((resolve) => {
      timeout = setTimeout(() => {
        controller.abort();
        resolve({ kind: 'retry', error: `timeout after ${options.sendTimeoutMs} ms` });
      }, options.sendTimeoutMs);
    });
    try {
      return await Promise.race([
        sender(message, controller.signal).catch((error: unknown) => ({ kind: 'retry' as const, error: (error as Error).message })),
        timedOut,
      ]);
    } finally {
      clearTimeout(timeout);
    }
  };

  /**
   * Sends a claimed batch. Each message is recorded as soon as its outcome is
   * known, and none is started once the claim is too old to finish before its
   * lease ends (leaseMs - sendTimeoutMs): another worker may claim it then,
   * and it must not have been sent already.
   */
  const handleBatch = async (batch: ClaimedAlert[], claimedAt: number) => {
    const counts = { sent: 0, retried: 0, removed: 0, abandoned: 0, released: 0 };
    const deadline = claimedAt + options.leaseMs - options.sendTimeoutMs;
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const message = batch[next++]!;
        if (Date.now() >= deadline) {
          counts.released += 1;
          continue;
        }
        const outcome = await sendOne(message);
        if (outcome.kind === 'sent') {
          await markAlertsSent(db, [message.id]);
          counts.sent += 1;
          noteOutcome(message.channel, null);
        } else if (outcome.kind === 'gone') {
          if (message.subscription_id) await removeSubscription(db, message.subscription_id);
          else await abandonAlert(db, message.id, 'recipient gone');
          counts.removed += 1;
          noteOutcome(message.channel, null);
        } else if (outcome.kind === 'rejected' || message.attempts >= ALERT_MAX_ATTEMPTS) {
          await abandonAlert(db, message.id, outcome.error);
          counts.abandoned += 1;
          log.warn({ channel: message.channel, alertId: message.id, attempts: message.attempts, reason: outcome.error }, 'alerts: message abandoned');
        } else {
          await scheduleAlertRetry(db, message.id, outcome.error, alertRetryDelayMs(message.attempts, options.retryBaseMs, options.retryMaxMs));
          counts.retried += 1;
          noteOutcome(message.channel, outcome.error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, batch.length) }, lane));
    log.info({ ...counts, claimed: batch.length }, 'alerts: batch handled');
  };

  const round = async (): Promise<number> => {
    const claimedAt = Date.now();
    const batch = await claimDueAlerts(db, id, options.batchSize, options.leaseMs);
    if (batch.length > 0) await handleBatch(batch, claimedAt);
    if (Date.now() - lastPurgeAt > PURGE_EVERY_MS) {
      lastPurgeAt = Date.now();
      const purged = await purgeDoneAlerts(db, options.keepDays);
      if (purged > 0) log.info({ purged }, 'alerts: old messages deleted');
    }
    return batch.length;
  };

  const loop = createPollingLoop({
    round,
    pollMs: options.pollMs,
    // A full batch means more is waiting.
    isMoreWaiting: (handled) => handled >= options.batchSize,
    log,
    logs: { unreachable: 'alerts: outbox unreachable, trying again', answersAgain: 'alerts: database answers again' },
  });

  return {
    id,
    start: loop.start,
    stop: loop.stop,
    runOnce: loop.runOnce,
    drain: loop.drain,
    async state() {
      return {
        worker: loop.isRunning() ? 'running' : 'stopped',
        channels: await outboxState(db, options.keepDays),
        failing_channels: [...failing.keys()].sort(),
      };
    },
  };
}
