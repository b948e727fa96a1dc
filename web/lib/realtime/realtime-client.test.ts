import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, defaultRetryDelayMs, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let token: string | null;
const flush = () => vi.advanceTimersByTimeAsync(0);

function client() {
  return createRealtimeClient({
    url: 'ws://test/realtime/v1',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    getAccessToken: async () => token,
    retryDelayMs: (attempt) => 1000 * 2 ** attempt,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'token-1';
});
afterEach(() => vi.useRealTimers());

const event = (topic: string, id: string) => ({ type: 'event', topic, event: 'INSERT', record: { id, restaurant_id: 'r' } });

describe('realtime client', () => {
  it('opens one socket for all subscribers, authenticates first, then subscribes each topic once', async () => {
    const sut = client();
    const reviews: string[] = [];
    const restaurants: string[] = [];
    sut.subscribe('reviews', (e) => reviews.push(e.record.id));
    sut.subscribe('reviews', (e) => reviews.push(`again ${e.record.id}`));
    sut.subscribe('restaurants', (e) => restaurants.push(e.record.id));
    await flush();
    expect(sockets).toHaveLength(1);
    const socket = sockets[0]!;
    socket.serverOpens();
    expect(socket.sent).toEqual([{ type: 'auth', access_token: 'token-1' }]);
    socket.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
    expect(socket.sent.slice(1)).toEqual([
      { type: 'subscribe', topic: 'reviews' },
      { type: 'subscribe', topic: 'restaurants' },
    ]);
    socket.serverSends(event('reviews', 'a'));
    expect(reviews).toEqual(['a', 'again a']);
    expect(restaurants).toEqual([]);
  });

  it('unsubscribes a topic when its last subscriber leaves and closes when nobody is left', async () => {
    const sut = client();
    const off1 = sut.subscribe('reviews', () => undefined);
    const off2 = sut.subscribe('notifications', () => undefined);
    await flush();
    const socket = sockets[0]!;
    socket.serverOpens();
    socket.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
    off1();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'reviews' });
    off2();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects with growing delays and asks subscribers to refetch after a reconnect only', async () => {
    const sut = client();
    const onResync = vi.fn();
    sut.subscribe('notifications', () => undefined, { onResync });
    await flush();
    sockets[0]!.serverOpens();
    sockets[0]!.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
    expect(onResync).not.toHaveBeenCalled();

    sockets[0]!.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    // Refused (expired) token: the next attempt asks auth-js for a fresh one.
    token = 'token-2';
    sockets[1]!.serverCloses(4001);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    sockets[2]!.serverOpens();
    expect(sockets[2]!.sent[0]).toEqual({ type: 'auth', access_token: 'token-2' });
    sockets[2]!.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
    expect(sockets[2]!.sent[1]).toEqual({ type: 'subscribe', topic: 'notifications' });
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('sends a refreshed token on the open socket and closes on sign-out without reconnecting', async () => {
    const sut = client();
    sut.subscribe('notifications', () => undefined);
    await flush();
    const socket = sockets[0]!;
    socket.serverOpens();
    socket.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
    sut.setAccessToken('refreshed');
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', access_token: 'refreshed' });
    socket.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
    // A second auth_ok is a token refresh, not a reconnect: no duplicate subscriptions.
    expect(socket.sent.filter((m) => (m as { type: string }).type === 'subscribe')).toHaveLength(1);

    sut.setAccessToken(null);
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);

    token = 'again';
    sut.setAccessToken('again');
    await flush();
    expect(sockets).toHaveLength(2);
  });

  it('does not connect while signed out', async () => {
    token = null;
    const sut = client();
    sut.subscribe('reviews', () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toEqual([]);
  });
});

describe('defaultRetryDelayMs', () => {
  it('doubles from 1 s up to 30 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 5, 10].map((n) => defaultRetryDelayMs(n, () => 1))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(defaultRetryDelayMs(0, () => 0)).toBe(500);
  });
});
