import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION } from '../../domain/limits';
import { consentLog, userAcceptances } from '../db/schema';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', LEGAL_CONTACT_EMAIL: 'privacy@example.it' });
  alice = await newUser(sut);
  bob = await newUser(sut);
});
afterAll(async () => {
  await sut.close();
});
beforeEach(async () => {
  // consent_log refuses UPDATE but not DELETE: tests start from a clean slate.
  await sut.database.db.delete(consentLog);
  await sut.database.db.delete(userAcceptances);
});

type Json = Record<string, unknown>;

async function call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Json } = {}) {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sut.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

const logConsent = (token: string | undefined, body: Json) =>
  call('POST', '/functions/v1/log-consent', { token, body });

const choice = (user: TestUser, overrides: Json = {}): Json => ({
  userId: user.id,
  consentType: 'cookies',
  consentGiven: true,
  policyVersion: CONSENT_POLICY_VERSION,
  ...overrides,
});

const logRowsOf = (userId: string) =>
  sut.database.db.select().from(consentLog).where(eq(consentLog.userId, userId)).orderBy(consentLog.id);
const acceptanceRowsOf = (userId: string) =>
  sut.database.db.select().from(userAcceptances).where(eq(userAcceptances.userId, userId));

async function expectNothingStored() {
  expect(await sut.database.db.select().from(consentLog)).toEqual([]);
  expect(await sut.database.db.select().from(userAcceptances)).toEqual([]);
}

describe('POST /functions/v1/log-consent', () => {
  it('appends to the consent log and saves the choice on the caller row', async () => {
    const response = await call('POST', '/functions/v1/log-consent', {
      token: alice.accessToken,
      body: choice(alice),
      headers: { 'user-agent': 'consent-test/1.0' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      acceptances: { privacy_accepted: null, cookies_accepted: true, terms_accepted: null },
    });

    const [entry, ...more] = await logRowsOf(alice.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      userId: alice.id,
      consentType: 'cookies',
      consentGiven: true,
      policyVersion: '1.0',
      userAgent: 'consent-test/1.0',
    });
    expect(entry?.ip).toMatch(/127\.0\.0\.1/);
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps every choice in the log and the latest one on the row', async () => {
    await logConsent(alice.accessToken, choice(alice, { consentType: 'privacy', consentGiven: true }));
    await logConsent(alice.accessToken, choice(alice, { consentType: 'terms', consentGiven: true }));
    const last = await logConsent(alice.accessToken, choice(alice, { consentType: 'privacy', consentGiven: false }));

    expect(last.body.acceptances).toEqual({ privacy_accepted: false, cookies_accepted: null, terms_accepted: true });
    const log = await logRowsOf(alice.id);
    expect(log.map((row) => [row.consentType, row.consentGiven])).toEqual([
      ['privacy', true],
      ['terms', true],
      ['privacy', false],
    ]);
    expect(await acceptanceRowsOf(alice.id)).toHaveLength(1);
  });

  it('refuses a userId that is not the caller with 403 forbidden, storing nothing', async () => {
    const response = await logConsent(bob.accessToken, choice(alice));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'forbidden', message: expect.any(String) });
    await expectNothingStored();
  });

  it('refuses a call without a token (or with a bad one) with 401, storing nothing', async () => {
    const anonymous = await logConsent(undefined, choice(alice));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'unauthorized' });
    const forged = await logConsent('not-a-jwt', choice(alice));
    expect(forged.status).toBe(401);
    await expectNothingStored();
  });

  it('refuses a consent type outside privacy, cookies and terms with 400 invalid_consent_type', async () => {
    for (const consentType of ['marketing', 'COOKIES', '', 42]) {
      const response = await logConsent(alice.accessToken, choice(alice, { consentType }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_consent_type', message: expect.any(String) });
    }
    await expectNothingStored();
  });

  it('refuses a policy version other than the current one with 400 invalid_policy_version', async () => {
    for (const policyVersion of ['0.9', '2.0', '']) {
      const response = await logConsent(alice.accessToken, choice(alice, { policyVersion }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_policy_version' });
    }
    await expectNothingStored();
  });

  it('refuses other malformed bodies with 400 validation_failed', async () => {
    const bodies: Json[] = [
      choice(alice, { consentGiven: 'yes' }),
      choice(alice, { userId: 'not-a-uuid' }),
      { consentType: 'cookies', consentGiven: true, policyVersion: CONSENT_POLICY_VERSION },
    ];
    for (const body of bodies) {
      const response = await logConsent(alice.accessToken, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed' });
    }
    await expectNothingStored();
  });

  it('checks the caller before the body: no token and a bad body is still 401', async () => {
    const response = await logConsent(undefined, choice(alice, { consentType: 'marketing' }));
    expect(response.status).toBe(401);
  });
});

describe('GET /rest/v1/acceptances', () => {
  it('answers nulls for a user who never chose', async () => {
    const response = await call('GET', '/rest/v1/acceptances', { token: alice.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ privacy_accepted: null, cookies_accepted: null, terms_accepted: null });
  });

  it("shows each user only their own row, never another user's", async () => {
    await logConsent(alice.accessToken, choice(alice, { consentType: 'terms', consentGiven: false }));
    const own = await call('GET', '/rest/v1/acceptances', { token: alice.accessToken });
    expect(own.body).toEqual({ privacy_accepted: null, cookies_accepted: null, terms_accepted: false });
    const other = await call('GET', '/rest/v1/acceptances', { token: bob.accessToken });
    expect(other.body).toEqual({ privacy_accepted: null, cookies_accepted: null, terms_accepted: null });
    // A filter in the query string does not widen what the caller sees.
    const filtered = await call('GET', `/rest/v1/acceptances?user_id=eq.${alice.id}`, { token: bob.accessToken });
    expect(filtered.body).toEqual({ privacy_accepted: null, cookies_accepted: null, terms_accepted: null });
  });

  it('needs a token', async () => {
    const response = await call('GET', '/rest/v1/acceptances');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'unauthorized' });
  });
});

describe('PUT /rest/v1/acceptances (fallback upsert)', () => {
  it('creates the row, then updates only the given columns', async () => {
    const created = await call('PUT', '/rest/v1/acceptances', {
      token: alice.accessToken,
      body: { user_id: alice.id, cookies_accepted: true },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ privacy_accepted: null, cookies_accepted: true, terms_accepted: null });

    const updated = await call('PUT', '/rest/v1/acceptances', {
      token: alice.accessToken,
      body: { privacy_accepted: true, cookies_accepted: false },
    });
    expect(updated.body).toEqual({ privacy_accepted: true, cookies_accepted: false, terms_accepted: null });
    expect(await acceptanceRowsOf(alice.id)).toHaveLength(1);
    // The fallback saves the row only; the log stays the function's record.
    expect(await logRowsOf(alice.id)).toEqual([]);
  });

  it("refuses to write another user's row with 403 forbidden, storing nothing", async () => {
    const response = await call('PUT', '/rest/v1/acceptances', {
      token: bob.accessToken,
      body: { user_id: alice.id, cookies_accepted: false },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'forbidden' });
    await expectNothingStored();
  });

  it('refuses a call without a token, unknown columns and non-boolean values', async () => {
    expect((await call('PUT', '/rest/v1/acceptances', { body: { cookies_accepted: true } })).status).toBe(401);
    const unknown = await call('PUT', '/rest/v1/acceptances', {
      token: alice.accessToken,
      body: { marketing_accepted: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'validation_failed' });
    const notBoolean = await call('PUT', '/rest/v1/acceptances', {
      token: alice.accessToken,
      body: { cookies_accepted: 'yes' },
    });
    expect(notBoolean.status).toBe(400);
    const strangerId = await call('PUT', '/rest/v1/acceptances', {
      token: alice.accessToken,
      body: { user_id: randomUUID(), cookies_accepted: true },
    });
    expect(strangerId.status).toBe(403);
    await expectNothingStored();
  });
});

describe('consent log', () => {
  it('is append-only: the database refuses to rewrite a line', async () => {
    await logConsent(alice.accessToken, choice(alice));
    await expect(sut.database.db.update(consentLog).set({ consentGiven: false })).rejects.toThrow();
    const [entry] = await logRowsOf(alice.id);
    expect(entry?.consentGiven).toBe(true);
    // Direct SQL goes through the same trigger.
    await expect(sut.database.db.execute(sql`update consent_log set policy_version = '9.9'`)).rejects.toThrow();
  });
});

describe('GET /rest/v1/legal-info', () => {
  it('serves the configured legal contact and the current policy version without a token', async () => {
    const response = await call('GET', '/rest/v1/legal-info');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ contactEmail: 'privacy@example.it', policyVersion: CONSENT_POLICY_VERSION });
  });
});

describe('rate limit on consent writes', () => {
  it('answers 429 once a user exceeds the write budget, when limits are enabled', async () => {
    const limited = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'true' });
    try {
      const user = await newUser(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        const response = await fetch(`${limited.baseUrl}/rest/v1/acceptances`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ cookies_accepted: attempt % 2 === 0 }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
