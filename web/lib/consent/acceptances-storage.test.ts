import { describe, expect, it } from 'vitest';
import {
  NO_CHOICES,
  hasAnyChoice,
  mergeAcceptances,
  parseAcceptanceStatus,
  parseCookiePreferences,
} from './acceptances-storage';

describe('parseAcceptanceStatus', () => {
  it('keeps true, false and null for each consent type', () => {
    expect(parseAcceptanceStatus({ privacy: true, cookies: false, terms: null })).toEqual({
      privacy: true,
      cookies: false,
      terms: null,
    });
  });

  it('reads anything unexpected as no choice', () => {
    expect(parseAcceptanceStatus(null)).toEqual(NO_CHOICES);
    expect(parseAcceptanceStatus('true')).toEqual(NO_CHOICES);
    expect(parseAcceptanceStatus({ privacy: 'yes', cookies: 1, extra: true })).toEqual(NO_CHOICES);
    expect(parseAcceptanceStatus({ cookies: true })).toEqual({ privacy: null, cookies: true, terms: null });
  });
});

describe('parseCookiePreferences', () => {
  it('needs both categories as booleans', () => {
    expect(parseCookiePreferences({ analytics: true, marketing: false })).toEqual({ analytics: true, marketing: false });
    expect(parseCookiePreferences({ analytics: true })).toBeNull();
    expect(parseCookiePreferences([])).toBeNull();
    expect(parseCookiePreferences(undefined)).toBeNull();
  });
});

describe('hasAnyChoice', () => {
  it('is false only when every type is null', () => {
    expect(hasAnyChoice(NO_CHOICES)).toBe(false);
    expect(hasAnyChoice({ ...NO_CHOICES, terms: false })).toBe(true);
  });
});

describe('mergeAcceptances', () => {
  it('prefers a local choice not yet carried to the account, else the account', () => {
    const local = { privacy: null, cookies: false, terms: null };
    const account = { privacy: true, cookies: true, terms: null };
    expect(mergeAcceptances(local, account)).toEqual({ privacy: true, cookies: false, terms: null });
  });

  it('uses the local choices alone while the account is unknown', () => {
    expect(mergeAcceptances({ privacy: true, cookies: null, terms: null }, undefined)).toEqual({
      privacy: true,
      cookies: null,
      terms: null,
    });
  });
});
