// The sockets of this server process and what each may receive. Changes come
// from the database's "realtime" NOTIFY channel (migration 0005_realtime), so
// a write made through any process reaches the sockets of every process.
import type { WebSocket } from 'ws';
import type { Language } from '../../domain/i18n/language';
import {
  REALTIME_CLOSE,
  type RealtimeChange,
  type RealtimeServerMessage,
  type RealtimeTopic,
} from '../../domain/realtime';
import type { AuthInfo } from '../auth/authenticate';
import { noteSessionsRevoked } from '../auth/caller-cache';
import type { Database } from '../db/client';
import { errorCatalogueIn } from '../http/app-error';
import { getOwnNotification } from '../notifications/notifications.service';
import { realtimeClientMessageSchema } from './realtime-client-message.schema';
import { isUuid } from '../../domain/schemas/common';

export type HubOptions = {
  db: Database;
  verifyAccessToken: (token: string) => Promise<AuthInfo | null>;
  log: { warn: (object: object, message: string) => void };
  /** A socket that has not authenticated by then is closed. */
  authTimeoutMs?: number;
  /** How often a signed-out session or a dead peer is noticed. */
  checkIntervalMs?: number;
};

type Client = {
  socket: WebSocket;
  token: string | null;
  auth: AuthInfo | null;
  topics: Set<RealtimeTopic>;
  expiryTimer: NodeJS.Timeout | null;
  isAlive: boolean;
  /** The connecting request's language (server/http/request-language.ts): notifications are sent in it. */
  language: Language;
};

type ChangePayload = {
  topic: RealtimeTopic;
  event: RealtimeChange;
  id: string;
  user_id?: string;
  restaurant_id?: string;
};

const CHANGES: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE']);
/** Topics whose records carry the restaurant they belong to. */
const RESTAURANT_SCOPED_TOPICS: ReadonlySet<RealtimeTopic> = new Set(['reviews', 'votes']);
// Node's timers take at most 2^31-1 ms; tokens live far shorter, but a bad clock must not overflow.
const MAX_TIMER_MS = 2_147_483_647;

/** A NOTIFY payload of the realtime channel; null when it is not one the database sends. */
export function parseChange(text: string): ChangePayload | null {
  try {
    const value = JSON.parse(text) as Partial<ChangePayload>;
    if (typeof value.id !== 'string' || !isUuid(value.id)) return null;
    if (typeof value.event !== 'string' || !CHANGES.has(value.event)) return null;
    if (value.topic === 'notifications' && typeof value.user_id === 'string') return value as ChangePayload;
    const isRestaurantScoped = value.topic !== undefined && RESTAURANT_SCOPED_TOPICS.has(value.topic);
    if (isRestaurantScoped && typeof value.restaurant_id === 'string') return value as ChangePayload;
    if (value.topic === 'restaurants') return value as ChangePayload;
    return null;
  } catch {
    return null;
  }
}

/** The user a ban announcement names (migration 0020_realtime_bans), or null for any other payload. */
export function parseBan(text: string): string | null {
  try {
    const value = JSON.parse(text) as { topic?: unknown; id?: unknown };
    return value.topic === 'bans' && typeof value.id === 'string' && isUuid(value.id) ? value.id : null;
  } catch {
    return null;
  }
}

export class RealtimeHub {
  private readonly clients = new Set<Client>();
  private readonly checkTimer: NodeJS.Timeout;

  constructor(private readonly options: HubOptions) {
    this.checkTimer = setInterval(() => void this.checkClients(), options.checkIntervalMs ?? 30_000);
    this.checkTimer.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  accept(socket: WebSocket, language: Language): void {
    const client: Client = { socket, token: null, auth: null, topics: new Set(), expiryTimer: null, isAlive: true, language };
    this.clients.add(client);
    const authTimer = setTimeout(() => {
      if (!client.auth) this.reject(client);
    }, this.options.authTimeoutMs ?? 10_000);
    socket.on('pong', () => {
      client.isAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      // Frames are handled one at a time per socket (an auth frame must land before a subscribe).
      void this.onMessage(client, isBinary ? null : data.toString()).catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'realtime: message failed');
      });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.forget(client);
    });
    socket.on('error', () => socket.terminate());
  }

  /** One change announced by the database; delivered to the sockets allowed to see it. */
  async dispatch(text: string): Promise<void> {
    const bannedUserId = parseBan(text);
    if (bannedUserId) {
      this.cutUser(bannedUserId);
      return;
    }
    const change = parseChange(text);
    if (!change) return;
    if (change.topic === 'notifications') {
      await this.dispatchNotification(change);
      return;
    }
    // parseChange let through a restaurant_id exactly for the topics whose records carry one.
    const record = change.restaurant_id ? { id: change.id, restaurant_id: change.restaurant_id } : { id: change.id };
    const message = { type: 'event', topic: change.topic, event: change.event, record } as RealtimeServerMessage;
    for (const client of this.clients) {
      if (client.auth && client.topics.has(change.topic)) this.send(client, message);
    }
  }

  /**
   * A user was suspended: their sockets close with 4001 at once (the client
   * asks for a fresh session, which is refused with user_banned), and every
   * token this process had verified is checked again at its next use, so the
   * user's HTTP calls stop here too without waiting for AUTH_SESSION_RECHECK_MS.
   */
  private cutUser(userId: string): void {
    noteSessionsRevoked();
    for (const client of [...this.clients]) {
      if (client.auth?.userId === userId) this.reject(client);
    }
  }

  /**
   * The database's announcements were interrupted (the LISTEN connection was
   * lost and is back): events of the gap are gone, so every socket is closed
   * with 1012 and its client reconnects and refetches.
   */
  restartClients(): void {
    for (const client of [...this.clients]) {
      this.forget(client);
      client.socket.close(1012, 'resync');
    }
  }

  /** The server is stopping: 1012 (service restart) tells clients to reconnect, to this or another instance. */
  close(): void {
    clearInterval(this.checkTimer);
    for (const client of this.clients) client.socket.close(1012, 'restart');
    this.clients.clear();
  }

  // A user's notification goes to that user's sockets only, after re-checking
  // their session: a signed-out token stops receiving at once.
  private async dispatchNotification(change: ChangePayload): Promise<void> {
    const userId = change.user_id!;
    const recipients = [...this.clients].filter((c) => c.auth?.userId === userId && c.topics.has('notifications'));
    if (recipients.length === 0) return;
    // Each socket gets the row in its language: loaded once per language among them.
    const messages = new Map<Language, Promise<RealtimeServerMessage | null>>();
    const messageIn = (language: Language) => {
      let message = messages.get(language);
      if (!message) {
        message = (async () => {
          const record =
            change.event === 'DELETE' ? { id: change.id } : await getOwnNotification(this.options.db, userId, change.id, language);
          return record ? { type: 'event', topic: 'notifications', event: change.event, record } : null;
        })();
        messages.set(language, message);
      }
      return message;
    };
    await Promise.all(
      recipients.map(async (client) => {
        const message = await messageIn(client.language);
        if (message && (await this.isStillAuthorised(client))) this.send(client, message);
      }),
    );
  }

  private async onMessage(client: Client, text: string | null): Promise<void> {
    let parsed: unknown;
    try {
      parsed = text === null ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    const result = realtimeClientMessageSchema.safeParse(parsed);
    if (!result.success) {
      this.send(client, { type: 'error', code: 'bad_message', message: errorCatalogueIn(client.language).errors.bad_request });
      return;
    }
    const message = result.data;
    if (message.type === 'auth') {
      await this.authenticate(client, message.access_token);
      return;
    }
    // Every topic needs a signed-in user (the restaurant screens do too).
    if (!client.auth) {
      this.reject(client);
      return;
    }
    if (message.type === 'subscribe') client.topics.add(message.topic);
    else client.topics.delete(message.topic);
    this.send(client, { type: message.type === 'subscribe' ? 'subscribed' : 'unsubscribed', topic: message.topic });
  }

  private async authenticate(client: Client, token: string): Promise<void> {
    const auth = await this.options.verifyAccessToken(token);
    if (!auth) {
      this.reject(client);
      return;
    }
    client.token = token;
    client.auth = auth;
    if (client.expiryTimer) clearTimeout(client.expiryTimer);
    // auth-js refreshes before expiry and the client sends the new token; a
    // socket left with an expired token is closed rather than kept listening.
    const msLeft = Math.min(auth.claims.exp * 1000 - Date.now(), MAX_TIMER_MS);
    client.expiryTimer = setTimeout(() => this.reject(client), Math.max(msLeft, 0));
    this.send(client, { type: 'auth_ok', user_id: auth.userId, expires_at: auth.claims.exp });
  }

  private async isStillAuthorised(client: Client): Promise<boolean> {
    const current = client.auth;
    if (!current || !client.token) return false;
    const auth = await this.options.verifyAccessToken(client.token);
    if (auth && auth.userId === current.userId) return true;
    this.reject(client);
    return false;
  }

  private async checkClients(): Promise<void> {
    for (const client of this.clients) {
      if (!client.isAlive) {
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
      if (client.auth) await this.isStillAuthorised(client);
    }
  }

  private reject(client: Client): void {
    this.forget(client);
    client.socket.close(REALTIME_CLOSE.unauthorized, 'unauthorized');
  }

  private forget(client: Client): void {
    if (client.expiryTimer) clearTimeout(client.expiryTimer);
    client.auth = null;
    client.topics.clear();
    this.clients.delete(client);
  }

  private send(client: Client, message: RealtimeServerMessage): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }
}
