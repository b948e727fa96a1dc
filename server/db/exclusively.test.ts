// DatabaseHandle.exclusively on PostgreSQL: the advisory lock that lets
// instances take turns (migrations at start, the geocoder's pacing). Two
// handles with their own pools stand for two instances. PGlite serves one
// process and runs the task directly, so there is nothing to check there.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind, withDatabaseName } from '../test/test-database';
import { openDatabase, type DatabaseHandle } from './client';
import { rowsOf } from './query';

const isPostgres = testDatabaseKind() === 'postgres';
let sut: TestApp;
let otherInstance: DatabaseHandle;

beforeAll(async () => {
  if (!isPostgres) return;
  sut = await createTestApp();
  const result = await rowsOf<{ name: string }>(sut.database.db, sql`SELECT current_database() AS name`);
  otherInstance = await openDatabase({ kind: 'postgres', url: withDatabaseName(process.env.TEST_DATABASE_URL!, result[0]!.name) });
});
afterAll(async () => {
  await otherInstance?.close();
  await sut?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(isPostgres)('exclusively (PostgreSQL advisory lock)', () => {
  it('makes another instance wait until the holder is done', async () => {
    const events: string[] = [];
    let finishFirst!: () => void;
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = sut.database.exclusively('test:turns', async () => {
      events.push('first starts');
      firstStarted();
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push('first ends');
    });
    await started;
    const second = otherInstance.exclusively('test:turns', async () => {
      events.push('second starts');
    });
    await pause(300);
    expect(events).toEqual(['first starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('lets the next holder in after a task that failed, and hands back the task’s result', async () => {
    await expect(
      sut.database.exclusively('test:failure', async () => {
        throw new Error('il compito è fallito');
      }),
    ).rejects.toThrow('il compito è fallito');
    await expect(otherInstance.exclusively('test:failure', async () => 'eseguito')).resolves.toBe('eseguito');
  });

  it('does not make holders of other names wait', async () => {
    let finishFirst!: () => void;
    const first = sut.database.exclusively('test:one-name', () => new Promise<void>((resolve) => (finishFirst = resolve)));
    await pause(100);
    await expect(otherInstance.exclusively('test:another-name', async () => 'subito')).resolves.toBe('subito');
    finishFirst();
    await first;
  });
});
