// The loop both alert workers run (the fan-out and the outbox sender): rounds
// one at a time within a process, the next after pollMs, or at once when a
// round says more is waiting or someone kicks it; a database that does not
// answer is logged once when it goes and once when it comes back, and never
// stops the loop.
import type { FastifyBaseLogger } from 'fastify';

export type PollingLoop = {
  start: () => void;
  /** Stops polling and waits for the round under way. */
  stop: () => Promise<void>;
  /** Starts a round now; one asked for during a round runs right after it. */
  kick: () => void;
  /** One round; answers its count. */
  runOnce: () => Promise<number>;
  /** Rounds until one counts nothing. */
  drain: () => Promise<number>;
  isRunning: () => boolean;
};

export function createPollingLoop(deps: {
  round: () => Promise<number>;
  pollMs: number;
  /** Whether a round's count means more is waiting, so the next starts at once. */
  isMoreWaiting?: (count: number) => boolean;
  log: FastifyBaseLogger;
  logs: { unreachable: string; answersAgain: string };
}): PollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let isRunning = false;
  let current: Promise<number> | undefined;
  let isKicked = false;
  let isDatabaseDown = false;

  const schedule = (delayMs: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
  };

  const runOnce = async (): Promise<number> => {
    while (current) await current.catch(() => undefined);
    isKicked = false;
    current = deps.round();
    try {
      return await current;
    } finally {
      current = undefined;
      if (isKicked && isRunning) schedule(0);
    }
  };

  const tick = async () => {
    timer = undefined;
    let count = 0;
    try {
      count = await runOnce();
      if (isDatabaseDown) deps.log.info(deps.logs.answersAgain);
      isDatabaseDown = false;
    } catch (error) {
      if (!isDatabaseDown) deps.log.warn({ reason: (error as Error).message }, deps.logs.unreachable);
      isDatabaseDown = true;
    }
    if (isRunning && !timer) schedule(deps.isMoreWaiting?.(count) ? 0 : deps.pollMs);
  };

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      schedule(0);
    },
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
    kick() {
      if (!isRunning) return;
      isKicked = true;
      if (!current) schedule(0);
    },
    runOnce,
    async drain() {
      let total = 0;
      for (;;) {
        const count = await runOnce();
        total += count;
        if (count === 0) return total;
      }
    },
    isRunning: () => isRunning,
  };
}
