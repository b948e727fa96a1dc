// The app's realtime connection, fed with the session's access token by
// auth-js. Use `subscribe` (or the `useRealtime` hook); see realtime-client.ts.
import type { RealtimeTopic } from '@domain/realtime';
import { useEffect, useRef } from 'react';
import { apiBaseUrl, authClient } from '@web/lib/auth/auth-client';
import { createRealtimeClient, type RealtimeHandler } from './realtime-client';

function realtimeUrl(): string {
  const url = new URL('/realtime/v1', apiBaseUrl());
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const client = createRealtimeClient({
  url: realtimeUrl(),
  createSocket: (url) => new WebSocket(url),
  getAccessToken: async () => (await authClient.getSession()).data.session?.access_token ?? null,
});

// Sign-in, sign-out and every TOKEN_REFRESHED reach the open socket.
authClient.onAuthStateChange((_event, session) => client.setAccessToken(session?.access_token ?? null));

export const subscribe = client.subscribe;

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
    return subscribe(topic, (event) => handlerRef.current(event), { onResync: () => resyncRef.current?.() });
  }, [topic, enabled]);
}
