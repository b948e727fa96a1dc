import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { eq, sql } from 'drizzle-orm';
import { mfaChallenges } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, authFetch, confirmedUser } from './auth-test-helpers';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
});
afterAll(async () => {
  await sut.close();
});

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

describe('TOTP multi-factor authentication', () => {
  it('enrols, challenges and verifies to aal2; email and password changes then need aal2', async () => {
    const { client, email, password } = await confirmedUser(sut);
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefono' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Telefono');
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    // An unencoded data URL ends at `#` and decodes `%`: neither may appear, or the image breaks.
    expect(factor.totp.qr_code).not.toMatch(/[#%]/);
    expect(factor.totp.qr_code).toContain('fill="white"');
    expect(factor.totp.qr_code).toContain('stroke="black"');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/AllerGuida:/);

    const duplicateName = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefono' });
    expect(duplicateName.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const challenge = await client.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);

    const wrong = await client.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: '000000' === codeFor(factor.totp.secret) ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const verified = await client.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: codeFor(factor.totp.secret) });
    expect(verified.error).toBeNull();
    const aal = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(aal.data!.currentAuthenticationMethods[0]).toMatchObject({ method: 'totp' });
    const { data: claims } = await client.getClaims();
    expect(claims?.claims.aal).toBe('aal2');

    const factors = await client.mfa.listFactors();
    expect(factors.data?.totp).toHaveLength(1);
    expect(factors.data?.totp[0]).toMatchObject({ id: factor.id, status: 'verified' });

    // A new password-only session is aal1: no password change, no unenrol.
    const weaker = authClient(sut);
    await weaker.signInWithPassword({ email, password });
    expect((await weaker.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await weaker.updateUser({ password: 'altra-password' })).error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect((await weaker.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    // The aal2 session can.
    expect((await client.updateUser({ password: 'altra-password' })).error).toBeNull();
    const removed = await client.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await client.getUser()).data.user?.factors ?? []).toHaveLength(0);
  });

  it('answers an unknown factor with 404 mfa_factor_not_found and refuses other factor types', async () => {
    const { client } = await confirmedUser(sut);
    const token = (await client.getSession()).data.session!.access_token;
    const unknown = await authFetch(sut, '/factors/00000000-0000-4000-8000-000000000000/challenge', { body: {}, token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('mfa_factor_not_found');
    expect((await authFetch(sut, '/factors/not-a-uuid/verify', { body: {}, token })).status).toBe(404);
    const phone = await authFetch(sut, '/factors', { body: { factor_type: 'phone', phone: '+393331234567' }, token });
    expect(phone.status).toBe(422);
  });

  it('refuses an expired challenge', async () => {
    const { client } = await confirmedUser(sut);
    const { data: factor } = await client.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await client.mfa.challenge({ factorId: factor!.id });
    await sut.database.db
      .update(mfaChallenges)
      .set({ createdAt: sql`now() - interval '301 seconds'` })
      .where(eq(mfaChallenges.id, challenge!.id));
    const result = await client.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: codeFor(factor!.totp.secret) });
    expect(result.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });
});
