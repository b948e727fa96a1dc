// One factory for both databases: embedded PGlite (default) or a PostgreSQL
// server (DATABASE_URL). Callers get the same Drizzle API either way, plus a
// raw LISTEN/NOTIFY hook for realtime fan-out.
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isTransientConflict } from './errors';
import { PROJECT_ROOT } from '../project-root';
import { holdDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. A
   * lost listening connection is re-established with backoff; notifications
   * sent meanwhile are lost, so `onReconnect` tells the caller to resync.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
  /**
   * Runs `task` while holding the lock called `name`, so instances sharing a
   * PostgreSQL server take turns (a session advisory lock, released with its
   * connection if the process dies). The embedded database serves a single
   * process, which runs the task directly.
   */
  exclusively: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PGlite only: a snapshot of the whole folder (a tar, gzipped on request): test templates and backups. */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'server/db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let release = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = holdDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  // Each driver's drizzle has its own result type; the app sees one Database (query.ts reads both answers' rows).
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    exclusively: (_name, task) => task(),
    close: async () => {
      await client.close();
      release();
    },
    dumpDataDir: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
  };
}

/** How long a request waits for a pool connection before it is answered 503 database_unavailable. */
export const POOL_CONNECT_TIMEOUT_MS = 3_000;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    // A half-open connection (server gone without a FIN) is noticed by the OS instead of hanging.
    keepAlive: true,
  });
  // A connection dropped by the server (restart, pg_terminate_backend, DROP
  // DATABASE … FORCE) emits 'error' on its client. The pool listens only while
  // the client is idle; a client checked out by a transaction has no listener,
  // and an unheard 'error' event ends the process. So every client gets its own
  // listener: the failure then reaches the caller as a rejected query (503),
  // and the pool discards the dead client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  });
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  // Fail fast with a clear error when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  trackTransactionCheckouts(pool);
  // The driver's own result type, seen as the one Database as PGlite's is above.
  const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Database, releasingAbandonedClients);
  // One LISTEN connection per channel, shared by the process's subscribers
  // (the realtime hub, the list cache): each notification is received once.
  type Subscriber = { onPayload: (payload: string) => void; onReconnect?: () => void };
  type Channel = { subscribers: Set<Subscriber>; started: Promise<() => Promise<void>> };
  const channels = new Map<string, Channel>();
  const stopChannel = async (name: string, entry: Channel) => {
    if (channels.get(name) === entry) channels.delete(name);
    await (await entry.started)();
  };
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload, onReconnect) => {
      let entry = channels.get(channel);
      if (!entry) {
        const subscribers = new Set<Subscriber>();
        const started = listenWithRetry(
          url,
          channel,
          (payload) => subscribers.forEach((subscriber) => subscriber.onPayload(payload)),
          () => subscribers.forEach((subscriber) => subscriber.onReconnect?.()),
        );
        const created: Channel = { subscribers, started };
        // A failed start is not kept: the next subscriber tries again.
        started.catch(() => channels.get(channel) === created && channels.delete(channel));
        entry = created;
        channels.set(channel, entry);
      }
      const subscriber: Subscriber = { onPayload, onReconnect };
      entry.subscribers.add(subscriber);
      try {
        await entry.started;
      } catch (error) {
        entry.subscribers.delete(subscriber);
        throw error;
      }
      const subscribed = entry;
      return async () => {
        if (!subscribed.subscribers.delete(subscriber) || subscribed.subscribers.size > 0) return;
        await stopChannel(channel, subscribed);
      };
    },
    exclusively: async (name, task) => {
      const connection = await pool.connect();
      let isLocked = false;
      try {
        await connection.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
        isLocked = true;
        return await task();
      } finally {
        // A connection whose lock or unlock failed may still hold the lock (or be
        // broken): it is destroyed, which frees the lock, rather than pooled.
        const unlocked =
          isLocked &&
          (await connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).then(
            () => true,
            () => false,
          ));
        connection.release(!unlocked);
      }
    },
    close: async () => {
      await Promise.all([...channels].map(([name, entry]) => stopChannel(name, entry)));
      await pool.end();
    },
  };
}

const LISTEN_RETRY_BASE_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated connection that lives as long as the subscription and
 * comes back after a server restart or a terminated backend.
 */
async function listenWithRetry(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let isStopped = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', (error) => console.error(`PostgreSQL listener error: ${error.message}`));
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('end', () => {
      if (current === client && !isStopped) {
        current = null;
        scheduleRetry();
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (isStopped) {
      await client.end();
      return;
    }
    current = client;
  };

  const scheduleRetry = () => {
    const delay = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_BASE_MS * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (isStopped) return;
      connect().then(
        () => {
          attempt = 0;
          onReconnect?.();
        },
        (error: unknown) => {
          console.error(`PostgreSQL listener reconnect failed: ${error instanceof Error ? error.message : String(error)}`);
          scheduleRetry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    isStopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end();
  };
}

/** Attempts of a transaction that keeps failing with a serialization failure or a deadlock. */
export const TRANSACTION_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` again when it fails with a serialization failure or a deadlock
 * (40001, 40P01: PostgreSQL rolled it back, nothing was written), up to
 * `attempts` times in all. The pause grows and is random (10–20 ms, then
 * 20–40 ms, …) so the transactions that collided do not collide again.
 */
export async function retryTransientConflicts<T>(run: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      const base = 10 * 2 ** (attempt - 1);
      await sleep(base + Math.random() * base);
    }
  }
}

/**
 * Every top-level transaction of this handle retries transient conflicts, so
 * no write path can forget to. A transaction body must therefore be safe to
 * run again: its side effects outside the database (mail, files) happen after
 * the commit, as the services already do.
 */
function retryingTransactions(db: Database, guard: <T>(run: () => Promise<T>) => Promise<T> = (run) => run()): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((body, config) => retryTransientConflicts(() => guard(() => transaction(body, config)))) as Database['transaction'];
  return db;
}

type Checkout = { client: pg.PoolClient; released: boolean };
/** The pool clients checked out within the current transaction attempt. */
const transactionCheckouts = new AsyncLocalStorage<Set<Checkout>>();

/** Records, for the transaction attempt running, each client it checks out and whether it gave it back. */
function trackTransactionCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const tracked = async () => {
    const client = (await connect())!;
    const checkouts = transactionCheckouts.getStore();
    if (checkouts) {
      const checkout: Checkout = { client, released: false };
      const release = client.release;
      client.release = (error?: Error | boolean) => {
        checkout.released = true;
        return release.call(client, error);
      };
      checkouts.add(checkout);
    }
    return client;
  };
  // pg's own pool.query uses the callback form, which gives its client back itself.
  pool.connect = ((callback?: unknown) => (callback ? connect(callback) : tracked())) as typeof pool.connect;
}

/**
 * Drizzle sends BEGIN before its try/finally, so when the connection dies
 * between checkout and BEGIN (a server restart noticed only then) it never
 * releases the client; every such failure would keep one of the pool's 20 for
 * good, until no query could run. A failed attempt gives back, as broken, any
 * client it still holds.
 */
async function releasingAbandonedClients<T>(run: () => Promise<T>): Promise<T> {
  const checkouts = new Set<Checkout>();
  return transactionCheckouts.run(checkouts, async () => {
    try {
      return await run();
    } catch (error) {
      for (const checkout of checkouts) {
        if (!checkout.released) checkout.client.release(error instanceof Error ? error : true);
      }
      throw error;
    }
  });
}

/**
 * Brings the schema up to date. Instances starting together on one PostgreSQL
 * take turns: the first applies the pending migrations, the others then find
 * none left (without the lock they would apply the same ones at once and fail).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await handle.exclusively(MIGRATION_LOCK, () => migratePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
  }
}

const MIGRATION_LOCK = 'allerguida:migrations';
