import { describe, expect, it } from 'vitest';
import {
  callbackTargetPath,
  detectAuthCallback,
  isRecoveryVerifier,
  parseStoredVerifier,
  readUrlParameters,
} from './callback-url';

const ORIGIN = 'https://app.example.it';
const VERIFIER = 'a'.repeat(112);
const RECOVERY_VERIFIER = `${VERIFIER}/recovery`;

describe('readUrlParameters', () => {
  it('merges hash and query, the query winning as in auth-js', () => {
    expect(readUrlParameters(`${ORIGIN}/auth?code=q&x=1#code=h&type=signup`)).toEqual({ code: 'q', x: '1', type: 'signup' });
  });

  it('returns nothing for a plain URL', () => {
    expect(readUrlParameters(`${ORIGIN}/`)).toEqual({});
  });
});

describe('parseStoredVerifier', () => {
  it('decodes the JSON string auth-js stores', () => {
    expect(parseStoredVerifier(JSON.stringify(RECOVERY_VERIFIER))).toBe(RECOVERY_VERIFIER);
  });

  it('treats absent, empty and corrupt values as no verifier', () => {
    expect(parseStoredVerifier(null)).toBeNull();
    expect(parseStoredVerifier('')).toBeNull();
    expect(parseStoredVerifier('not json')).toBeNull();
    expect(parseStoredVerifier('42')).toBeNull();
    expect(parseStoredVerifier('""')).toBeNull();
  });

  it('recognises the recovery marker', () => {
    expect(isRecoveryVerifier(RECOVERY_VERIFIER)).toBe(true);
    expect(isRecoveryVerifier(VERIFIER)).toBe(false);
  });
});

describe('detectAuthCallback', () => {
  it('ignores URLs without a callback', () => {
    expect(detectAuthCallback(`${ORIGIN}/restaurants?page=2`, VERIFIER)).toEqual({ kind: 'none' });
    expect(detectAuthCallback(`${ORIGIN}/auth#main`, null)).toEqual({ kind: 'none' });
  });

  it('takes a code with a recovery verifier as a recovery, wherever it lands', () => {
    for (const path of ['/reset-password', '/auth', '/']) {
      expect(detectAuthCallback(`${ORIGIN}${path}?code=abc`, RECOVERY_VERIFIER)).toEqual({
        kind: 'pkce',
        flow: 'recovery',
        code: 'abc',
        hasVerifier: true,
      });
    }
  });

  it('takes a code with a plain verifier as a sign-up confirmation', () => {
    expect(detectAuthCallback(`${ORIGIN}/auth?code=abc`, VERIFIER)).toEqual({
      kind: 'pkce',
      flow: 'signup',
      code: 'abc',
      hasVerifier: true,
    });
    expect(detectAuthCallback(`${ORIGIN}/?code=abc`, VERIFIER)).toMatchObject({ flow: 'signup' });
  });

  it('without a verifier, decides by the landing path: /auth confirms, anything else is a recovery', () => {
    expect(detectAuthCallback(`${ORIGIN}/auth?code=abc`, null)).toMatchObject({ kind: 'pkce', flow: 'signup', hasVerifier: false });
    expect(detectAuthCallback(`${ORIGIN}/reset-password?code=abc`, null)).toMatchObject({ flow: 'recovery', hasVerifier: false });
    expect(detectAuthCallback(`${ORIGIN}/?code=abc`, null)).toMatchObject({ flow: 'recovery' });
  });

  it('reads implicit tokens from the hash, with type=recovery as a recovery', () => {
    const hash = 'access_token=at&refresh_token=rt&expires_in=3600&token_type=bearer';
    expect(detectAuthCallback(`${ORIGIN}/#${hash}&type=recovery`, null)).toEqual({
      kind: 'implicit',
      flow: 'recovery',
      type: 'recovery',
      accessToken: 'at',
      refreshToken: 'rt',
    });
    expect(detectAuthCallback(`${ORIGIN}/auth#${hash}&type=signup`, null)).toMatchObject({ kind: 'implicit', flow: 'signup', type: 'signup' });
  });

  it('needs both implicit tokens, and takes a link without a type as a confirmation', () => {
    expect(detectAuthCallback(`${ORIGIN}/#access_token=at&expires_in=3600`, null)).toEqual({ kind: 'none' });
    expect(detectAuthCallback(`${ORIGIN}/#access_token=at&refresh_token=`, null)).toEqual({ kind: 'none' });
    expect(detectAuthCallback(`${ORIGIN}/#access_token=at&refresh_token=rt`, null)).toEqual({
      kind: 'implicit',
      flow: 'signup',
      type: '',
      accessToken: 'at',
      refreshToken: 'rt',
    });
  });

  it('takes empty parameters for absent ones', () => {
    expect(detectAuthCallback(`${ORIGIN}/auth?code=`, VERIFIER)).toEqual({ kind: 'none' });
    expect(detectAuthCallback(`${ORIGIN}/auth?error=&error_code=&error_description=`, null)).toEqual({ kind: 'none' });
  });

  it('treats a bare type=recovery hash as a broken recovery link', () => {
    expect(detectAuthCallback(`${ORIGIN}/#type=recovery`, null)).toEqual({
      kind: 'error',
      flow: 'recovery',
      errorCode: null,
      description: null,
    });
  });

  it('reads error redirects from the query or the hash', () => {
    const error = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    const expected = { kind: 'error', errorCode: 'otp_expired', description: 'Email link is invalid or has expired' };
    expect(detectAuthCallback(`${ORIGIN}/auth?${error}#${error}`, null)).toEqual({ ...expected, flow: 'signup' });
    expect(detectAuthCallback(`${ORIGIN}/reset-password#${error}`, null)).toEqual({ ...expected, flow: 'recovery' });
  });

  it('routes an error on another page by the stored verifier, else to sign-up', () => {
    expect(detectAuthCallback(`${ORIGIN}/?error=access_denied`, RECOVERY_VERIFIER)).toMatchObject({ kind: 'error', flow: 'recovery' });
    expect(detectAuthCallback(`${ORIGIN}/?error=access_denied`, null)).toMatchObject({ kind: 'error', flow: 'signup', errorCode: null });
  });

  it('an error wins over a code in the same URL', () => {
    expect(detectAuthCallback(`${ORIGIN}/auth?code=abc&error_code=flow_state_expired`, VERIFIER)).toMatchObject({
      kind: 'error',
      errorCode: 'flow_state_expired',
    });
  });
});

describe('token-hash links and the email change', () => {
  const HASH = `pkce_${'0f'.repeat(28)}`;

  it('reads token_hash and type from the query, the journey from the type', () => {
    expect(detectAuthCallback(`${ORIGIN}/reset-password?token_hash=${HASH}&type=recovery`, null)).toEqual({
      kind: 'token-hash',
      flow: 'recovery',
      tokenHash: HASH,
      type: 'recovery',
    });
    expect(detectAuthCallback(`${ORIGIN}/auth?token_hash=${HASH}&type=signup`, VERIFIER)).toMatchObject({ kind: 'token-hash', flow: 'signup' });
    expect(detectAuthCallback(`${ORIGIN}/profile?token_hash=${HASH}&type=email_change`, null)).toMatchObject({
      kind: 'token-hash',
      flow: 'email-change',
      type: 'email_change',
    });
  });

  it('treats a token hash without a known type on no landing page as a broken confirmation link', () => {
    expect(detectAuthCallback(`${ORIGIN}/restaurants?token_hash=${HASH}`, null)).toEqual({
      kind: 'error',
      flow: 'signup',
      errorCode: null,
      description: null,
    });
  });

  it('treats a token hash without a known type as a broken link of its landing page', () => {
    expect(detectAuthCallback(`${ORIGIN}/reset-password?token_hash=${HASH}&type=sms`, null)).toEqual({
      kind: 'error',
      flow: 'recovery',
      errorCode: null,
      description: null,
    });
  });

  it("recognises GoTrue's first-half message of a secure email change on /profile", () => {
    const message = 'message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email';
    expect(detectAuthCallback(`${ORIGIN}/profile?${message}#${message}&sb=`, VERIFIER)).toEqual({
      kind: 'email-change-pending',
      flow: 'email-change',
    });
    expect(detectAuthCallback(`${ORIGIN}/restaurants?message=ciao`, null)).toEqual({ kind: 'none' });
  });

  it('sends email-change links and their errors to /profile', () => {
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/profile?token_hash=${HASH}&type=email_change`, null))).toBe('/profile');
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/profile?error_code=otp_expired`, null))).toBe('/profile');
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/?token_hash=${HASH}&type=recovery`, null))).toBe('/reset-password');
  });
});

describe('callbackTargetPath', () => {
  it('sends recoveries to /reset-password and confirmations to /auth', () => {
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/?code=abc`, RECOVERY_VERIFIER))).toBe('/reset-password');
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/?code=abc`, null))).toBe('/reset-password');
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/#type=recovery`, null))).toBe('/reset-password');
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/profile?code=abc`, VERIFIER))).toBe('/auth');
    expect(callbackTargetPath(detectAuthCallback(`${ORIGIN}/auth?code=abc`, null))).toBe('/auth');
  });

  it('leaves other URLs alone', () => {
    expect(callbackTargetPath({ kind: 'none' })).toBeNull();
  });
});
