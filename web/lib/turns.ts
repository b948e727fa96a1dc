/**
 * Work that takes turns: one turn at a time, each started in a task of its
 * own once the one before it has ended. A long page mounts its parts this way
 * (components/mounted-in-turn.tsx), so that drawing them, laying them out and
 * running their effects (their queries, their live subscriptions) are several
 * short tasks on a phone rather than one long one in which a tap goes unanswered.
 */
type Waiting = { start: () => void; hasEnded: boolean };

const queue: Waiting[] = [];
let current: Waiting | null = null;
let isNextScheduled = false;

function startNext(): void {
  isNextScheduled = false;
  if (current) return;
  current = queue.shift() ?? null;
  current?.start();
}

function scheduleNext(): void {
  if (isNextScheduled) return;
  isNextScheduled = true;
  setTimeout(startNext, 0);
}

/**
 * Queues `start`, which runs when its turn comes, in a task of its own.
 * Returns the turn's end: called once its work is over (the next turn starts
 * in a task after it), or to leave the queue before the turn has come.
 */
export function takeTurn(start: () => void): () => void {
  const waiting: Waiting = { start, hasEnded: false };
  queue.push(waiting);
  if (!current) scheduleNext();
  return () => {
    if (waiting.hasEnded) return;
    waiting.hasEnded = true;
    const index = queue.indexOf(waiting);
    if (index !== -1) queue.splice(index, 1);
    if (current !== waiting) return;
    current = null;
    scheduleNext();
  };
}
