// Security: guessing a recovery code or a TOTP code, or a password,
// must fail whatever address the guesser claims: per-IP limits count the real
// peer unless TRUST_PROXY names the proxy, and codes, factors and accounts
// carry their own limits in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { eq, sql } from 'drizzle-orm';
import { mfaFactors } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, authFetch, latestCode, latestLink, uniqueEmail } from './auth-test-helpers';

const totp = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const codeFor = (secret: string) => totp(secret).generate();
/** A code outside the ±1 step window the server accepts. */
function wrongCodeFor(secret: string): string {
  const valid = [-30_000, 0, 30_000].map((offset) => totp(secret).generate({ timestamp: Date.now() + offset }));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
}
/** A six-digit code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('per-IP limits and X-Forwarded-For', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ RATE_LIMIT_VERIFY: '3' });
    proxied = await createTestApp({ RATE_LIMIT_VERIFY: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const guess = (sut: TestApp, forwardedFor: string) =>
    authFetch(sut, '/verify', {
      body: { type: 'recovery', email: 'vittima@example.it', token: '123456' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores a rotating X-Forwarded-For by default: the 4th guess from one socket is refused', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await guess(direct, `203.0.113.${i}`)).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
  });

  it('counts the forwarded client when TRUST_PROXY names the proxy', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await guess(proxied, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([403, 403, 403, 403]);
    for (let i = 0; i < 3; i += 1) await guess(proxied, '198.51.100.200');
    expect((await guess(proxied, '198.51.100.200')).status).toBe(429);
  });
});

describe('limits that do not depend on the address', () => {
  let sut: TestApp;
  beforeAll(async () => {
    // Per-IP limits off: what remains must stop the guessing on its own.
    sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false', AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(async () => {
    await sut.close();
  });

  const verifyRecovery = (email: string, token: string) =>
    authFetch(sut, '/verify', { body: { type: 'recovery', email, token } });

  it('kills an emailed code after 5 wrong guesses: the right one no longer works', async () => {
    const email = uniqueEmail('guessed');
    expect((await authFetch(sut, '/signup', { body: { email, password: 'segreta123' } })).status).toBe(200);
    expect((await authFetch(sut, '/recover', { body: { email } })).status).toBe(200);
    const code = await latestCode(sut, email);
    for (let i = 0; i < 5; i += 1) {
      const miss = await verifyRecovery(email, otherThan(code));
      expect(miss.status).toBe(403);
      expect(miss.json.code).toBe('otp_expired');
    }
    const late = await verifyRecovery(email, code);
    expect(late.status).toBe(403);
    expect(late.json.code).toBe('otp_expired');

    // A new code starts a new count.
    expect((await authFetch(sut, '/recover', { body: { email } })).status).toBe(200);
    expect((await verifyRecovery(email, await latestCode(sut, email))).status).toBe(200);
  });

  it('gives links a secret of their own: the address and the 6-digit code do not make a link', async () => {
    const email = uniqueEmail('linked');
    await authFetch(sut, '/signup', { body: { email, password: 'segreta123' } });
    await authFetch(sut, '/recover', { body: { email } });
    const code = await latestCode(sut, email);
    // GoTrue's token hash, hex(SHA-224(address + code)): whoever knows the address
    // could try all codes through it without the per-code limit ever counting.
    const derived = createHash('sha224').update(email + code).digest('hex');
    for (const tokenHash of [derived, `pkce_${derived}`]) {
      const forged = await authFetch(sut, '/verify', { body: { type: 'recovery', token_hash: tokenHash } });
      expect(forged.status).toBe(403);
      expect(forged.json.code).toBe('otp_expired');
    }
    const link = new URL(await latestLink(sut, email));
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(link.searchParams.get('token')).not.toBe(derived);
    // The code itself still works: the forged hashes spent nothing.
    expect((await verifyRecovery(email, code)).status).toBe(200);
  });

  it('still accepts the right code after 4 wrong guesses', async () => {
    const email = uniqueEmail('careless');
    await authFetch(sut, '/signup', { body: { email, password: 'segreta123' } });
    await authFetch(sut, '/recover', { body: { email } });
    const code = await latestCode(sut, email);
    for (let i = 0; i < 4; i += 1) expect((await verifyRecovery(email, otherThan(code))).status).toBe(403);
    const verified = await verifyRecovery(email, code);
    expect(verified.status).toBe(200);
    expect(verified.json.access_token).toBeTruthy();
  });

  it('kills an SMS code after 5 wrong guesses', async () => {
    const phone = `39333${String(Date.now()).slice(-7)}`;
    expect((await authFetch(sut, '/signup', { body: { phone, password: 'segreta123' } })).status).toBe(200);
    expect((await authFetch(sut, '/otp', { body: { phone } })).status).toBe(200);
    const code = await latestCode(sut, `+${phone}`);
    for (let i = 0; i < 5; i += 1) {
      expect((await authFetch(sut, '/verify', { body: { type: 'sms', phone, token: otherThan(code) } })).status).toBe(403);
    }
    const late = await authFetch(sut, '/verify', { body: { type: 'sms', phone, token: code } });
    expect(late.status).toBe(403);
    expect(late.json.code).toBe('otp_expired');
  });

  it('locks a TOTP factor for 5 minutes after 5 wrong codes, even for the right one', async () => {
    const client = authClient(sut);
    expect((await client.signUp({ email: uniqueEmail('totp'), password: 'segreta123' })).data.session).toBeTruthy();
    const { data: factor } = await client.mfa.enroll({ factorType: 'totp' });
    const secret = factor!.totp.secret;
    const attempt = async (code: string) => {
      const { data: challenge } = await client.mfa.challenge({ factorId: factor!.id });
      return client.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    };
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(wrongCodeFor(secret))).error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const locked = await attempt(codeFor(secret));
    expect(locked.error).toMatchObject({ status: 429, code: 'mfa_verification_rejected' });
    expect(locked.error?.message).toMatch(/^Too many invalid codes: this factor accepts codes again after (300|299) seconds\.$/);

    // Five minutes later (the lock's end moved into the past) the right code works.
    await sut.database.db
      .update(mfaFactors)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mfaFactors.id, factor!.id));
    expect((await attempt(codeFor(secret))).error).toBeNull();
  });

  it('slows password guessing per account from one client address, answering the same for an unknown address', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await authFetch(sut, '/signup', { body: { email: known, password: 'segreta123' } });
    const signIn = (email: string, password: string) =>
      authFetch(sut, '/token?grant_type=password', { body: { email, password } });
    for (const email of [known, unknown]) {
      for (let i = 0; i < 5; i += 1) {
        const wrong = await signIn(email, `sbagliata${i}`);
        expect(wrong.status).toBe(400);
        expect(wrong.json.code).toBe('invalid_credentials');
      }
      const slowed = await signIn(email, 'segreta123');
      expect(slowed.status).toBe(429);
      expect(slowed.json).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    }
    // Other accounts are not affected.
    const other = uniqueEmail('other');
    await authFetch(sut, '/signup', { body: { email: other, password: 'segreta123' } });
    expect((await signIn(other, 'segreta123')).status).toBe(200);
    // After the pause (30 s at the 5th failure) the right password works again.
    await sut.database.db.execute(sql`UPDATE sign_in_failures SET locked_until = now() - interval '1 second'`);
    expect((await authClient(sut).signInWithPassword({ email: known, password: 'segreta123' })).error).toBeNull();
  });
});

describe('password sign-in locks per account and client address', () => {
  let sut: TestApp;
  beforeAll(async () => {
    // The proxy on 127.0.0.1 is trusted, so each X-Forwarded-For is a client address.
    sut = await createTestApp({ TRUST_PROXY: '127.0.0.1', AUTH_AUTOCONFIRM: 'true', RATE_LIMIT_OTP: '1000' });
  });
  afterAll(async () => {
    await sut.close();
  });

  const signIn = (email: string, password: string, client: string) =>
    authFetch(sut, '/token?grant_type=password', { body: { email, password }, headers: { 'x-forwarded-for': client } });

  it("a stranger's wrong passwords lock only the stranger: the owner signs in from their own address", async () => {
    const victim = uniqueEmail('victim');
    const unknown = uniqueEmail('nobody');
    await authFetch(sut, '/signup', { body: { email: victim, password: 'segreta123' }, headers: { 'x-forwarded-for': '198.51.100.7' } });
    const attacker = '203.0.113.66';
    for (const email of [victim, unknown]) {
      for (let i = 0; i < 5; i += 1) {
        const wrong = await signIn(email, `sbagliata${i}`, attacker);
        expect(wrong.status).toBe(400);
        expect(wrong.json.code).toBe('invalid_credentials');
      }
      // The guesser is stopped, for a known and an unknown address alike.
      const stopped = await signIn(email, 'segreta123', attacker);
      expect(stopped.status).toBe(429);
      expect(stopped.json).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    }
    const owner = await signIn(victim, 'segreta123', '198.51.100.7');
    expect(owner.status).toBe(200);
    expect(owner.json.access_token).toBeTruthy();
    // A sixth guess from the stranger's address is still refused, before any password check.
    expect((await signIn(victim, 'segreta123', attacker)).status).toBe(429);
  });
});
