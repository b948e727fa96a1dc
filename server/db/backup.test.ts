// npm run db:backup / db:restore for the embedded database: data written, backed
// up, restored into a new data folder and read back; a folder in use by a live
// process (a running server) is refused with a message naming it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupEmbeddedDatabase, restoreEmbeddedDatabase } from './backup';
import { migrateDatabase, openDatabase } from './client';
import { lockFileOf } from './data-dir-lock';
import { rowsOf } from './query';

const root = mkdtempSync(path.join(tmpdir(), 'allerguida-backup-'));
const original = path.join(root, 'original', 'db');
const restored = path.join(root, 'restored', 'db');
const backupFile = path.join(root, 'backups', 'allerguida.tar.gz');

async function allergenNames(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const result = await rowsOf<{ name: string }>(database.db, sql`SELECT name FROM allergens ORDER BY name`);
    return result.map((row) => row.name);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir: original });
  await migrateDatabase(database);
  await database.db.execute(sql`INSERT INTO allergens (name, emoji) VALUES ('Kiwi', '🥝'), ('Mango', '🥭')`);
  await database.close();
}, 180_000);

// Every step opens a PGlite folder (seconds each on a busy machine).
describe('embedded database backups', { timeout: 120_000 }, () => {
  it('round-trips: written, backed up, restored into a new folder, read back', async () => {
    const bytes = await backupEmbeddedDatabase(original, backupFile);
    expect(bytes).toBeGreaterThan(0);
    expect(existsSync(backupFile)).toBe(true);

    expect(await restoreEmbeddedDatabase(backupFile, restored)).toEqual({ movedAside: null });
    expect(await allergenNames(restored)).toEqual(['Kiwi', 'Mango']);
    // The original is untouched and no lock is left behind.
    expect(await allergenNames(original)).toEqual(['Kiwi', 'Mango']);
    expect(existsSync(lockFileOf(original))).toBe(false);
    expect(existsSync(lockFileOf(restored))).toBe(false);
  });

  it('never restores over a database unless asked, and then keeps the old one aside', async () => {
    await expect(restoreEmbeddedDatabase(backupFile, restored)).rejects.toThrow(
      `${restored} already holds a database. Restore into an empty folder (DATA_DIR), or pass --replace to move the current one aside.`,
    );
    const now = new Date('2026-11-23T21:05:00.000Z');
    const { movedAside } = await restoreEmbeddedDatabase(backupFile, restored, { replace: true, now });
    expect(movedAside).toBe(`${restored}.before-restore-2026-11-23T21-05-00-000Z`);
    expect(await allergenNames(movedAside!)).toEqual(['Kiwi', 'Mango']);
    expect(await allergenNames(restored)).toEqual(['Kiwi', 'Mango']);
  });

  it('refuses a missing folder or file with a clear error', async () => {
    await expect(backupEmbeddedDatabase(path.join(root, 'nowhere'), backupFile)).rejects.toThrow(BackupError);
    await expect(restoreEmbeddedDatabase(path.join(root, 'missing.tar.gz'), path.join(root, 'fresh'))).rejects.toThrow(
      `There is no backup file ${path.join(root, 'missing.tar.gz')}.`,
    );
  });

  describe('while another live process holds the folder', () => {
    let holder: ChildProcess;

    beforeAll(() => {
      // Stands in for a running server: a live process whose pid is in the lock.
      holder = spawn('sleep', ['60'], { stdio: 'ignore' });
      writeFileSync(lockFileOf(original), `${holder.pid}\n`);
    });
    afterAll(() => {
      holder.kill();
    });

    it('refuses backup, restore and a second server, naming the process', async () => {
      const busy = `The database in ${original} is in use by process ${holder.pid} (a running server or another command). Stop it first; if no such process is yours, delete ${lockFileOf(original)}.`;
      await expect(backupEmbeddedDatabase(original, backupFile)).rejects.toThrow(busy);
      await expect(restoreEmbeddedDatabase(backupFile, original, { replace: true })).rejects.toThrow(busy);
      await expect(openDatabase({ kind: 'pglite', dataDir: original })).rejects.toThrow(busy);
      expect(existsSync(path.join(original, 'PG_VERSION'))).toBe(true);
    });

    it('takes over the lock of a process that is gone', async () => {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
      expect(await backupEmbeddedDatabase(original, backupFile)).toBeGreaterThan(0);
      expect(existsSync(lockFileOf(original))).toBe(false);
    });
  });
});
