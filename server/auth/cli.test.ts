import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, confirmedUser, uniqueEmail } from './auth-test-helpers';
import { confirmAccount, deleteAccount, listAccounts } from './admin.service';
import { runUserCommand } from './cli';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
});
afterAll(async () => {
  await sut.close();
});

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runUserCommand(sut.database.db, args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('user CLI', () => {
  it('lists accounts with their confirmation state', async () => {
    const pending = uniqueEmail('cli-pending');
    await authClient(sut).signUp({ email: pending, password: 'segreta123' });
    const { email: confirmed } = await confirmedUser(sut);
    const accounts = await listAccounts(sut.database.db);
    expect(accounts.find((a) => a.email === pending)).toMatchObject({ isConfirmed: false });
    expect(accounts.find((a) => a.email === confirmed)).toMatchObject({ isConfirmed: true });
    const { code, output } = await run('list');
    expect(code).toBe(0);
    expect(output).toContain(`${pending}  da confermare`);
    expect(output).toContain(`${confirmed}  confermato`);
  });

  it('confirms an address so the user can sign in', async () => {
    const email = uniqueEmail('cli-confirm');
    const client = authClient(sut);
    await client.signUp({ email, password: 'segreta123' });
    expect((await client.signInWithPassword({ email, password: 'segreta123' })).error?.code).toBe('email_not_confirmed');
    expect(await run('confirm', email.toUpperCase())).toEqual({ code: 0, output: `Email confermata: ${email.toUpperCase()}` });
    expect(await confirmAccount(sut.database.db, email)).toBe('already_done');
    expect((await client.signInWithPassword({ email, password: 'segreta123' })).error).toBeNull();
  });

  it('deletes an account with its profile and sessions', async () => {
    const { email, client } = await confirmedUser(sut);
    const [user] = await sut.database.db.select().from(users).where(eq(users.email, email));
    expect((await run('delete', email)).code).toBe(0);
    expect(await sut.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await sut.database.db.select().from(profiles).where(eq(profiles.id, user!.id))).toEqual([]);
    expect((await client.getUser()).error).toBeTruthy();
    expect(await deleteAccount(sut.database.db, email)).toBe('not_found');
  });

  it('reports unknown users, bad addresses and bad usage', async () => {
    expect(await run('delete', uniqueEmail('nobody'))).toMatchObject({ code: 1 });
    expect(await run('confirm', 'not-an-email')).toMatchObject({ code: 2 });
    expect(await run('explode')).toMatchObject({ code: 2, output: expect.stringContaining('Uso: npm run user') });
  });
});
