import { describe, expect, it } from 'vitest';
import { CONSENT_TYPES } from '../consent';
import { logConsentInputSchema, upsertAcceptancesInputSchema } from './consent';

const USER_ID = '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b';
const valid = { userId: USER_ID, consentType: 'privacy', consentGiven: true, policyVersion: '1.0' };

describe('logConsentInputSchema', () => {
  it('accepts each consent type, given or refused', () => {
    expect(CONSENT_TYPES).toEqual(['privacy', 'cookies', 'terms']);
    for (const consentType of CONSENT_TYPES) {
      for (const consentGiven of [true, false]) {
        expect(logConsentInputSchema.parse({ ...valid, consentType, consentGiven })).toEqual({
          ...valid,
          consentType,
          consentGiven,
        });
      }
    }
  });

  it('refuses an unknown type on consentType', () => {
    const result = logConsentInputSchema.safeParse({ ...valid, consentType: 'marketing' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['consentType']]);
  });

  it('refuses any policy version but the current one', () => {
    for (const policyVersion of ['0.9', '1', '1.0.0', 1]) {
      const result = logConsentInputSchema.safeParse({ ...valid, policyVersion });
      expect(result.error?.issues.map((i) => i.path)).toEqual([['policyVersion']]);
    }
  });

  it('refuses a malformed user id and a non-boolean choice', () => {
    expect(logConsentInputSchema.safeParse({ ...valid, userId: 'me' }).success).toBe(false);
    expect(logConsentInputSchema.safeParse({ ...valid, consentGiven: 'true' }).success).toBe(false);
    expect(logConsentInputSchema.safeParse({ ...valid, consentGiven: null }).success).toBe(false);
  });
});

describe('upsertAcceptancesInputSchema', () => {
  it('takes true, false or null per key; absent keys stay absent', () => {
    expect(upsertAcceptancesInputSchema.parse({ cookies_accepted: null, terms_accepted: false })).toEqual({
      cookies_accepted: null,
      terms_accepted: false,
    });
    expect(upsertAcceptancesInputSchema.safeParse({ privacy_accepted: 'yes' }).success).toBe(false);
  });
});
