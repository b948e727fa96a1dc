// Staff roles: granted and taken away only by the operator's command (and the
// admin API, through the same service); the server reads the table, the
// access token carries the role for the web app after a refresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRoles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { authFetch, confirmedUser, uniqueEmail } from '../auth/auth-test-helpers';
import { runUserCommand } from '../auth/cli';
import { getUserRole } from './roles.service';

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

async function userIdOf(email: string) {
  const [row] = await sut.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('npm run user -- role', () => {
  it('grants moderator, then admin, then takes the role away with user', async () => {
    const { email, client } = await confirmedUser(sut);
    const id = await userIdOf(email);
    expect(await run('role', email, 'moderator')).toEqual({ code: 0, output: `Ruolo moderator assegnato: ${email}` });
    expect(await getUserRole(sut.database.db, id)).toBe('moderator');
    expect(await run('role', email, 'moderator')).toEqual({ code: 0, output: `Ruolo moderator già assegnato: ${email}` });

    // The refreshed access token tells the web app.
    const { data } = await client.refreshSession();
    expect(data.session?.user.app_metadata.role).toBe('moderator');
    expect(data.session?.user.app_metadata.provider).toBe('email');

    expect((await run('role', email.toUpperCase(), 'admin')).code).toBe(0);
    expect(await getUserRole(sut.database.db, id)).toBe('admin');
    expect(await run('role', email, 'user')).toEqual({ code: 0, output: `Ruolo rimosso: ${email}` });
    expect(await sut.database.db.select().from(userRoles).where(eq(userRoles.userId, id))).toEqual([]);
    const refreshed = await client.refreshSession();
    expect(refreshed.data.session?.user.app_metadata.role).toBeUndefined();
  });

  it('refuses unknown users, unknown roles and a missing address', async () => {
    const nobody = uniqueEmail('nobody');
    expect(await run('role', nobody, 'moderator')).toEqual({ code: 1, output: `Nessun utente con email ${nobody}` });
    const { email } = await confirmedUser(sut);
    expect(await run('role', email, 'superuser')).toEqual({ code: 2, output: 'Uso: npm run user -- role <email> moderator|admin|user' });
    expect((await run('role')).code).toBe(2);
    expect(await getUserRole(sut.database.db, await userIdOf(email))).toBeNull();
  });

  it('gives users no way to promote themselves through their own metadata', async () => {
    const { email, client } = await confirmedUser(sut);
    const { data } = await client.getSession();
    const token = data.session!.access_token;
    const answer = await authFetch(sut, '/user', { method: 'PUT', token, body: { data: { role: 'admin' }, app_metadata: { role: 'admin' } } });
    expect(answer.status).toBe(200);
    expect(await getUserRole(sut.database.db, await userIdOf(email))).toBeNull();
    const refreshed = await client.refreshSession();
    expect(refreshed.data.session?.user.app_metadata.role).toBeUndefined();
  });
});
