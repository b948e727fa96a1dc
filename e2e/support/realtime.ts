// When a page is live: its /realtime/v1 socket has the server's
// acknowledgement of each topic (server/realtime/README.md, `subscribed`). A
// page draws before its socket opens (the connection's code loads with the
// first subscription, then auth and subscribe each take a round trip), so a
// change written right after the page shows can precede the subscription and
// is then never announced to it. A journey that writes something and waits
// for the page to show it live waits for this first.
import type { Page, WebSocket } from '@playwright/test';
import type { RealtimeServerMessage, RealtimeTopic } from '@domain/realtime';

const ACKNOWLEDGED_WITHIN_MS = 30_000;

/**
 * Resolves once one /realtime/v1 socket of `page` has been told `subscribed`
 * for every topic in `topics`. Call it before the navigation that opens the
 * page, and await it before writing what the page should show live.
 */
export function realtimeSubscribed(page: Page, topics: readonly RealtimeTopic[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let acknowledged = new Set<RealtimeTopic>();
    const finish = (error?: Error) => {
      clearTimeout(timer);
      page.off('websocket', onSocket);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => {
      const missing = topics.filter((topic) => !acknowledged.has(topic));
      finish(new Error(`no realtime subscription to ${missing.join(', ')} within ${ACKNOWLEDGED_WITHIN_MS / 1000} s`));
    }, ACKNOWLEDGED_WITHIN_MS);
    function onSocket(socket: WebSocket) {
      if (new URL(socket.url()).pathname !== '/realtime/v1') return;
      // Each socket's own acknowledgements: a new one (another page, a reconnect) starts without any.
      const ofSocket = new Set<RealtimeTopic>();
      acknowledged = ofSocket;
      socket.on('framereceived', ({ payload }) => {
        let message: RealtimeServerMessage;
        try {
          message = JSON.parse(String(payload)) as RealtimeServerMessage;
        } catch {
          return;
        }
        if (message.type === 'subscribed') ofSocket.add(message.topic);
        else if (message.type === 'unsubscribed') ofSocket.delete(message.topic);
        if (topics.every((topic) => ofSocket.has(topic))) finish();
      });
    }
    page.on('websocket', onSocket);
  });
}
