import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, defaultRetryDelayMs, type RealtimeClientOptions, type SocketLike } from './realtime-client';

/** Like a browser WebSocket: send() throws while connecting and drops frames once closing. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closeCalls = 0;
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  send(data: string) {
    if (this.readyState === 0) throw new DOMException('Still in CONNECTING state.', 'InvalidStateError');
    if (this.readyState === 1) this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closeCalls += 1;
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) } as MessageEvent);
  }
  serverAccepts() {
    this.serverOpens();
    this.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
  }
  fails() {
    this.onerror?.(new Event('error'));
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let token: string | null;
let tokenRequests: number;
const flush = () => vi.advanceTimersByTimeAsync(0);

function client(options: Partial<RealtimeClientOptions> = {}) {
  return createRealtimeClient({
    url: 'ws://test/realtime/v1',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    getAccessToken: async () => {
      tokenRequests += 1;
      return token;
    },
    retryDelayMs: (attempt) => 1000 * 2 ** attempt,
    ...options,
  });
}

/** The frames a socket sent, as 'auth', 'subscribe votes', 'unsubscribe votes'. */
const sentTypes = (socket: FakeSocket) =>
  socket.sent.map((frame) => {
    const { type, topic } = frame as { type: string; topic?: string };
    return topic === undefined ? type : `${type} ${topic}`;
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'token-1';
  tokenRequests = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

  it('asks auth-js for a token once per connection, and not at all with nobody subscribed or while signed out', async () => {
    const sut = client();
    sut.setAccessToken('token-1');
    await flush();
    expect(tokenRequests).toBe(0);

    // Three subscribers in a row, before and after the token arrives: one request, one socket.
    sut.subscribe('reviews', () => undefined);
    sut.subscribe('votes', () => undefined);
    await flush();
    sut.subscribe('restaurants', () => undefined);
    await flush();
    expect(tokenRequests).toBe(1);
    expect(sockets).toHaveLength(1);

    // Signed out (no token): later subscribers wait for setAccessToken instead of asking again.
    const other = client();
    token = null;
    other.subscribe('reviews', () => undefined);
    await flush();
    other.subscribe('votes', () => undefined);
    await flush();
    expect(tokenRequests).toBe(2);
    token = 'token-2';
    other.setAccessToken('token-2');
    await flush();
    expect(tokenRequests).toBe(3);
    expect(sockets).toHaveLength(2);
  });

  it('treats a failing token lookup as signed out', async () => {
    const sut = client({ getAccessToken: () => Promise.reject(new Error('storage unavailable')) });
    sut.subscribe('reviews', () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toEqual([]);
  });

  it('opens no socket when the subscriber leaves while the token is being read', async () => {
    const sut = client();
    const off = sut.subscribe('reviews', () => undefined);
    off();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tokenRequests).toBe(1);
    expect(sockets).toEqual([]);
  });

  it('sends nothing before the socket is open: a refreshed token then goes in the first frame', async () => {
    const sut = client();
    sut.subscribe('reviews', () => undefined);
    await flush();
    const socket = sockets[0]!;
    expect(() => sut.setAccessToken('refreshed')).not.toThrow();
    expect(socket.sent).toEqual([]);
    socket.serverOpens();
    expect(socket.sent).toHaveLength(1);
    expect(socket.sent[0]).toMatchObject({ type: 'auth' });
  });

  it('subscribes and unsubscribes only once authenticated (the server closes with 4001 otherwise)', async () => {
    const sut = client();
    const offReviews = sut.subscribe('reviews', () => undefined);
    sut.subscribe('votes', () => undefined);
    await flush();
    const socket = sockets[0]!;
    socket.serverOpens();
    // Open but not yet authenticated: neither a new topic nor a left one is announced.
    sut.subscribe('restaurants', () => undefined);
    offReviews();
    expect(sentTypes(socket)).toEqual(['auth']);
    socket.serverSends({ type: 'auth_ok', user_id: 'u', expires_at: 0 });
    expect(sentTypes(socket)).toEqual(['auth', 'subscribe votes', 'subscribe restaurants']);
  });

  it('announces a topic when its first subscriber comes and its last one leaves', async () => {
    const sut = client();
    sut.subscribe('reviews', () => undefined);
    await flush();
    const socket = sockets[0]!;
    socket.serverAccepts();
    expect(sentTypes(socket)).toEqual(['auth', 'subscribe reviews']);

    const offVotes1 = sut.subscribe('votes', () => undefined);
    expect(sentTypes(socket)).toEqual(['auth', 'subscribe reviews', 'subscribe votes']);
    const offVotes2 = sut.subscribe('votes', () => undefined);
    expect(sentTypes(socket)).toEqual(['auth', 'subscribe reviews', 'subscribe votes']);
    offVotes1();
    expect(sentTypes(socket)).toEqual(['auth', 'subscribe reviews', 'subscribe votes']);
    offVotes2();
    expect(sentTypes(socket)).toEqual(['auth', 'subscribe reviews', 'subscribe votes', 'unsubscribe votes']);
    offVotes2();
    expect(socket.sent).toHaveLength(4);
  });

  it('hands handlers only events of their topic, and ignores acknowledgements, errors and broken frames', async () => {
    const sut = client();
    const received: unknown[] = [];
    sut.subscribe('reviews', (e) => received.push(e));
    await flush();
    const socket = sockets[0]!;
    socket.serverAccepts();
    socket.serverSends({ type: 'subscribed', topic: 'reviews' });
    socket.serverSends({ type: 'error', code: 'bad_message', message: 'x', topic: 'reviews' });
    socket.serverSends('not json');
    socket.serverSends(event('votes', 'v'));
    socket.serverSends(event('reviews', 'a'));
    expect(received).toEqual([event('reviews', 'a')]);
  });

  it('closes the socket on an error', async () => {
    const sut = client();
    sut.subscribe('reviews', () => undefined);
    await flush();
    sockets[0]!.serverOpens();
    sockets[0]!.fails();
    expect(sockets[0]!.closeCalls).toBe(1);
  });

  it('waits 1, 2, then 4 s between failed attempts, and at least 2 s after a refused token', async () => {
    const sut = client();
    sut.subscribe('reviews', () => undefined);
    await flush();
    sockets[0]!.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(1000);
    sockets[1]!.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    sockets[2]!.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(3999);
    expect(sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(4);

    // A fresh client whose first socket is refused: 2 s, time for auth-js to refresh.
    const other = client();
    other.subscribe('reviews', () => undefined);
    await flush();
    sockets[4]!.serverCloses(4001);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(6);
  });

  it('uses the jittered default backoff when given none', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const sut = client({ retryDelayMs: undefined });
    sut.subscribe('reviews', () => undefined);
    await flush();
    sockets[0]!.serverCloses(1006);
    // 1 s × (0.5 + 0.5 / 2)
    await vi.advanceTimersByTimeAsync(749);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
  });

  it('keeps one reconnect schedule when a new token connects during the wait', async () => {
    const sut = client();
    sut.subscribe('reviews', () => undefined);
    await flush();
    sockets[0]!.serverCloses(1006); // next try at 1 s
    await vi.advanceTimersByTimeAsync(100);
    sut.setAccessToken('token-2'); // connects at once
    await flush();
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverCloses(1006); // the try due at 1 s stays the only one
    await vi.advanceTimersByTimeAsync(899);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.serverCloses(1006); // third failure in a row: 2 s
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(4);
  });

  it('forgets a pending reconnect when everyone leaves', async () => {
    const sut = client();
    const off = sut.subscribe('reviews', () => undefined);
    await flush();
    sockets[0]!.serverAccepts();
    sockets[0]!.serverCloses(1006); // next try at 1 s
    expect(() => off()).not.toThrow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('a subscriber coming back during the wait connects at once, and the forgotten try does not fire', async () => {
    const sut = client();
    const off = sut.subscribe('reviews', () => undefined);
    await flush();
    sockets[0]!.serverAccepts();
    sockets[0]!.serverCloses(1006); // next try at 1 s
    off();
    sut.subscribe('votes', () => undefined);
    await flush();
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverCloses(1006); // second failure in a row: next try at 2 s
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    sut.subscribe('reviews', () => undefined);
    sockets[2]!.serverAccepts();
    expect(sentTypes(sockets[2]!)).toEqual(['auth', 'subscribe votes', 'subscribe reviews']);
  });

  it('leaves an open socket when everyone leaves, and a new subscriber gets a new, authenticated one', async () => {
    const sut = client();
    const off = sut.subscribe('reviews', () => undefined);
    await flush();
    sockets[0]!.serverAccepts();
    off();
    expect(sockets[0]!.closedWith).toBe(1000);
    sut.subscribe('votes', () => undefined);
    await flush();
    sockets[1]!.serverAccepts();
    expect(sentTypes(sockets[1]!)).toEqual(['auth', 'subscribe votes']);
  });

  it('signs out before any socket, and after sign-in again neither asks to refetch nor skips subscribing', async () => {
    const sut = client();
    sut.setAccessToken(null);
    const onResync = vi.fn();
    sut.subscribe('notifications', () => undefined, { onResync });
    await flush();
    expect(sockets).toEqual([]);
    expect(tokenRequests).toBe(0);

    sut.setAccessToken('token-1');
    await flush();
    sockets[0]!.serverAccepts();
    sut.setAccessToken(null);
    sut.subscribe('reviews', () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(tokenRequests).toBe(1);

    sut.setAccessToken('token-2');
    await flush();
    sockets[1]!.serverAccepts();
    expect(sentTypes(sockets[1]!)).toEqual(['auth', 'subscribe notifications', 'subscribe reviews']);
    // A new session, not a reconnect: what the pages show was fetched for it already.
    expect(onResync).not.toHaveBeenCalled();
  });

  it('asks only the subscribers that want it to refetch after a reconnect', async () => {
    const sut = client();
    const onResync = vi.fn();
    sut.subscribe('reviews', () => undefined);
    sut.subscribe('votes', () => undefined, { onResync });
    await flush();
    sockets[0]!.serverAccepts();
    sockets[0]!.serverCloses(1012);
    await vi.advanceTimersByTimeAsync(1000);
    expect(() => sockets[1]!.serverAccepts()).not.toThrow();
    expect(onResync).toHaveBeenCalledTimes(1);
  });
});

describe('defaultRetryDelayMs', () => {
  it('doubles from 1 s up to 30 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 5, 10].map((n) => defaultRetryDelayMs(n, () => 1))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(defaultRetryDelayMs(0, () => 0)).toBe(500);
  });
});
