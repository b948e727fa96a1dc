// Backups of the embedded database (PGlite): the whole database folder as one
// gzipped tar, made with PGlite's own dumpDataDir and read back with
// loadDataDir, so a restored folder is exactly what was saved. Both need the
// folder to themselves (a running server would keep writing to it), which the
// folder lock guarantees. PostgreSQL has its own tools: see the README.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { busyMessage, dataDirHolder, DataDirBusyError } from './data-dir-lock';

export class BackupError extends Error {}

const isDatabaseFolder = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));
const isEmptyFolder = (dataDir: string) => !existsSync(dataDir) || readdirSync(dataDir).length === 0;

function assertFree(dataDir: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirBusyError(busyMessage(dataDir, holder));
}

/** Writes the database in `dataDir` to `file`; returns its size in bytes. */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  if (!isDatabaseFolder(dataDir)) throw new BackupError(`There is no database in ${dataDir}.`);
  assertFree(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await (await database.dumpDataDir!('gzip')).arrayBuffer());
  } finally {
    await database.close();
  }
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Written aside and renamed: a backup file is complete or absent.
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes.length;
}

/**
 * Restores `file` into `dataDir`, which must be empty or missing; with
 * `replace`, a database already there is moved aside (returned) rather than
 * overwritten.
 */
export async function restoreEmbeddedDatabase(
  file: string,
  dataDir: string,
  { replace = false, now = new Date() }: { replace?: boolean; now?: Date } = {},
): Promise<{ movedAside: string | null }> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  assertFree(dataDir);
  let movedAside: string | null = null;
  if (!isEmptyFolder(dataDir)) {
    if (!replace) {
      throw new BackupError(
        `${dataDir} already holds a database. Restore into an empty folder (DATA_DIR), or pass --replace to move the current one aside.`,
      );
    }
    movedAside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    // A file that is not a database of this app fails here, not at the next start.
    await database.db.execute(sql`SELECT count(*) FROM drizzle.__drizzle_migrations`);
  } finally {
    await database.close();
  }
  return { movedAside };
}
