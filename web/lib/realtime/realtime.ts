// Live updates for a component: `useRealtime` subscribes to a topic of the
// app's realtime connection (realtime-connection.ts) while mounted. The
// connection, with the auth client and the message schemas, loads with the
// first subscription: a page that shows live data draws without waiting for
// that code, and runs it in tasks of its own.
import type { RealtimeTopic } from '@domain/realtime';
import { useEffect, useRef } from 'react';
import type { RealtimeHandler } from './realtime-client';

const loadConnection = () => import('./realtime-connection');

/**
 * Subscribes while the component is mounted. `handler` and `onResync` may
 * change between renders without resubscribing.
 */
export function useRealtime<T extends RealtimeTopic>(
  topic: T,
  handler: RealtimeHandler<T>,
  { onResync, enabled = true }: { onResync?: () => void; enabled?: boolean } = {},
): void {
  const handlerRef = useRef(handler);
  const resyncRef = useRef(onResync);
  useEffect(() => {
    handlerRef.current = handler;
    resyncRef.current = onResync;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let isMounted = true;
    let unsubscribe = () => {};
    loadConnection()
      .then(({ subscribe }) => {
        if (isMounted) unsubscribe = subscribe(topic, (event) => handlerRef.current(event), { onResync: () => resyncRef.current?.() });
      })
      .catch((error: unknown) => {
        // Without its code (offline before it was ever loaded) the page still works; it is not kept live.
        console.warn('could not load the realtime connection', error);
      });
    return () => {
      isMounted = false;
      unsubscribe();
    };
  }, [topic, enabled]);
}
