import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the component mounts. For work
 * a page's first screen can do without (a modal prompt, the header's menus):
 * started then, it runs in tasks of its own instead of lengthening the ones
 * that draw the page, which a phone feels as a page that does not answer
 * (Lighthouse's total blocking time).
 */
export function useFirstIdleMoment(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const done = () => setIsIdle(true);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 200);
    return () => window.clearTimeout(id);
  }, []);
  return isIdle;
}
