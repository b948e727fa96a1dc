// The app's realtime connection, fed with the session's access token by
// auth-js; see realtime-client.ts. Loaded by the useRealtime hook (realtime.ts)
// with its first subscription.
import { activeLanguage } from '@domain/i18n/active';
import { apiBaseUrl, authClient } from '@web/lib/auth/auth-client';
import { createRealtimeClient } from './realtime-client';

function realtimeUrl(): string {
  const url = new URL('/realtime/v1', apiBaseUrl());
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  // The live notifications' texts in the page's language: a WebSocket carries no header of the app's.
  url.searchParams.set('language', activeLanguage());
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
