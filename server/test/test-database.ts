import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** API tests run on PGlite, or on PostgreSQL when TEST_DB=postgres (with TEST_DATABASE_URL). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  if (process.env.TEST_DB === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return 'postgres';
  }
  return 'pglite';
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh database copied from the run's template; dropping it is part of close(). */
export async function openTestDatabase(template: {
  pgliteTemplatePath: string;
  postgresTemplateName: string;
}): Promise<DatabaseHandle> {
  const { pgliteTemplatePath, postgresTemplateName } = template;
  if (testDatabaseKind() === 'pglite') {
    const blob = new Blob([readFileSync(pgliteTemplatePath)]);
    return openDatabase({ kind: 'pglite', loadDataDir: blob });
  }
  const { url, drop } = await createPostgresTestDatabase(postgresTemplateName);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A test database is thrown away after its file: a commit need not wait for
 * its WAL to reach the disk (on a slow disk that wait is most of a small
 * write's time). Set on the database, not the server, which other work shares.
 */
export function withoutCommitFlush(databaseName: string): string {
  return `ALTER DATABASE ${databaseName} SET synchronous_commit = off`;
}

/** PostgreSQL tier: a new database copied from the run's template, its URL, and how to drop it. */
export async function createPostgresTestDatabase(templateName: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `allerguida_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  await admin.query(withoutCommitFlush(name));
  await admin.end();
  return {
    url: withDatabaseName(url, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
