// The app's one /realtime/v1 connection (protocol: server/realtime/README.md).
//
//   const unsubscribe = subscribe('reviews', (event) => …, { onResync: () => … });
//
// - `subscribe(topic, handler, { onResync })` returns `unsubscribe`. Topics:
//   'notifications' (the signed-in user's own), 'restaurants', 'reviews', 'votes'.
//   Events carry ids (notifications: the whole notification); refetch the rest.
// - The socket opens while someone is subscribed and a user is signed in, and
//   closes otherwise. After a drop it reconnects with exponential backoff
//   (1 s doubling to 30 s, with jitter) and then calls every `onResync`: events
//   sent while it was away are lost, so consumers refetch (invalidate queries).
// - Refreshed access tokens are sent on the open socket (setAccessToken).
import {
  REALTIME_CLOSE,
  type RealtimeClientMessage,
  type RealtimeEvent,
  type RealtimeServerMessage,
  type RealtimeTopic,
} from '@domain/realtime';

export type RealtimeHandler<T extends RealtimeTopic> = (event: RealtimeEvent<T>) => void;
export type SubscribeOptions = {
  /** Called after a reconnect: refetch what this subscriber shows. */
  onResync?: () => void;
};

type Subscriber = { topic: RealtimeTopic; handler: (event: RealtimeEvent) => void; onResync?: () => void };

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export type SocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeClientOptions = {
  url: string;
  createSocket: (url: string) => SocketLike;
  /** A fresh access token (auth-js refreshes an expired session here), or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Backoff before reconnect attempt `attempt` (0-based). */
  retryDelayMs?: (attempt: number) => number;
};

const OPEN = 1;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each between 50 % and 100 % of that so clients do not reconnect in step. */
export function defaultRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

export type RealtimeClient = {
  subscribe: <T extends RealtimeTopic>(topic: T, handler: RealtimeHandler<T>, options?: SubscribeOptions) => () => void;
  /** The auth layer reports every session change: the new token, or null on sign-out. */
  setAccessToken: (token: string | null) => void;
};

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => defaultRetryDelayMs(attempt));
  const subscribers = new Set<Subscriber>();
  let socket: SocketLike | null = null;
  let isAuthenticated = false;
  let hasBeenConnected = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let isSignedIn = true;
  let isOpening = false;

  const topics = () => new Set([...subscribers].map((s) => s.topic));
  const send = (message: RealtimeClientMessage) => {
    // Stryker disable next-line OptionalChaining: send() runs from the current socket's handlers or while authenticated, both only while socket is set
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  function stop() {
    clearTimeout(retryTimer ?? undefined);
    retryTimer = null;
    const current = socket;
    socket = null;
    isAuthenticated = false;
    if (current) {
      current.onclose = null;
      current.close(1000);
    }
  }

  function scheduleReconnect() {
    // A reconnect is due already (a new token opened a socket during the wait, and that one closed).
    if (retryTimer) return;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: only the current socket's onclose calls this, and stop() detaches it when the last subscriber leaves or the user signs out
    if (subscribers.size === 0 || !isSignedIn) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, retryDelayMs(attempt));
    attempt += 1;
  }

  async function open() {
    if (socket || isOpening || subscribers.size === 0 || !isSignedIn) return;
    isOpening = true;
    let token: string | null = null;
    try {
      token = await options.getAccessToken();
    } catch {
      // No session to read: signed out.
    } finally {
      isOpening = false;
    }
    if (!token) {
      // Signed out: setAccessToken(token) opens the socket again on sign-in.
      isSignedIn = false;
      return;
    }
    if (socket || subscribers.size === 0) return;
    const current = options.createSocket(options.url);
    socket = current;
    current.onopen = () => send({ type: 'auth', access_token: token });
    current.onmessage = (event) => onMessage(event.data);
    current.onerror = () => current.close();
    current.onclose = (event) => {
      // Stryker disable next-line ConditionalExpression: a socket stops being current only in stop(), which detaches this handler, or in this handler, which a socket runs once
      if (socket !== current) return;
      socket = null;
      isAuthenticated = false;
      // 4001: the token was refused or expired; getAccessToken refreshes it before the next try.
      if (event.code === REALTIME_CLOSE.unauthorized) attempt = Math.max(attempt, 1);
      scheduleReconnect();
    };
  }

  function onMessage(data: unknown) {
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(String(data)) as RealtimeServerMessage;
    } catch {
      return;
    }
    if (message.type === 'auth_ok') {
      const isFirstAuth = !isAuthenticated;
      isAuthenticated = true;
      attempt = 0;
      if (!isFirstAuth) return;
      for (const topic of topics()) send({ type: 'subscribe', topic });
      if (hasBeenConnected) for (const subscriber of [...subscribers]) subscriber.onResync?.();
      hasBeenConnected = true;
      return;
    }
    if (message.type === 'event') {
      for (const subscriber of [...subscribers]) {
        if (subscriber.topic === message.topic) subscriber.handler(message);
      }
    }
  }

  return {
    subscribe(topic, handler, subscribeOptions = {}) {
      const isNewTopic = !topics().has(topic);
      const subscriber: Subscriber = {
        topic,
        handler: handler as (event: RealtimeEvent) => void,
        onResync: subscribeOptions.onResync,
      };
      subscribers.add(subscriber);
      if (isAuthenticated && isNewTopic) send({ type: 'subscribe', topic });
      void open();
      return () => {
        if (!subscribers.delete(subscriber)) return;
        if (subscribers.size === 0) {
          stop();
          return;
        }
        if (isAuthenticated && !topics().has(topic)) send({ type: 'unsubscribe', topic });
      };
    },
    setAccessToken(token) {
      if (!token) {
        isSignedIn = false;
        stop();
        hasBeenConnected = false;
        attempt = 0;
        return;
      }
      isSignedIn = true;
      if (socket) send({ type: 'auth', access_token: token });
      else void open();
    },
  };
}
