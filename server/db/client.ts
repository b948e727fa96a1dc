// One factory for both databases: embedded PGlite (default) or a PostgreSQL
// server (DATABASE_URL). Callers get the same Drizzle API either way, plus a
// raw LISTEN/NOTIFY hook for realtime fan-out.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** PGlite only: a snapshot used as a template by the test suite. */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection dropped by the server (restart, DROP DATABASE … FORCE)
  // must not crash the process; the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  // Fail fast with a clear error when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      // LISTEN needs a dedicated connection that lives as long as the subscription.
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.error(`PostgreSQL listener error: ${error.message}`));
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    close: async () => {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
