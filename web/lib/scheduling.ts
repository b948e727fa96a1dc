/**
 * Runs `work` when the browser is next idle (at the latest after a second);
 * returns the cancel. For work the first screen can do without: started
 * then, it runs in a task of its own instead of lengthening the ones that
 * draw the page, which a phone feels as a page that does not answer
 * (Lighthouse's total blocking time).
 */
export function whenIdle(work: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}


/** Resolves in a task of its own (a timer), after the current one and the ones already queued. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
