import { describe, expect, it } from 'vitest';
import {
  CONSENT_DEFAULTS,
  consentUpdateFor,
  cookieChoiceFromPreferences,
  effectivePreferences,
  pushConsentDefaults,
  pushConsentUpdate,
  shouldLoadAnalytics,
  type DataLayerHost,
} from './consent-mode';

const entries = (host: DataLayerHost) => (host.dataLayer ?? []).map((entry) => Array.from(entry as IArguments));

describe('consent defaults', () => {
  it('deny analytics, ad storage and personalisation, grant functionality and security, wait 500 ms', () => {
    expect(CONSENT_DEFAULTS).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: 500,
    });
  });

  it('are pushed once per page as gtag arguments', () => {
    const host: DataLayerHost = {};
    pushConsentDefaults(host);
    pushConsentDefaults(host);
    expect(entries(host)).toEqual([['consent', 'default', CONSENT_DEFAULTS]]);
    // gtag.js only processes Arguments objects, never plain arrays.
    expect(Object.prototype.toString.call(host.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('keep whatever is already queued in the data layer', () => {
    const host: DataLayerHost = { dataLayer: [{ event: 'earlier' }] };
    pushConsentDefaults(host);
    expect(host.dataLayer).toHaveLength(2);
    expect(host.dataLayer?.[0]).toEqual({ event: 'earlier' });
  });
});

describe('cookie choice from the three paths', () => {
  it("'Accetta tutti' grants everything and 'Rifiuta non essenziali' denies everything", () => {
    expect(consentUpdateFor(effectivePreferences(true, null))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_personalization: 'granted',
    });
    expect(consentUpdateFor(effectivePreferences(false, null))).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_personalization: 'denied',
    });
  });

  it("'Gestisci preferenze' gives true when either optional category is on", () => {
    expect(cookieChoiceFromPreferences({ analytics: false, marketing: false })).toBe(false);
    expect(cookieChoiceFromPreferences({ analytics: true, marketing: false })).toBe(true);
    expect(cookieChoiceFromPreferences({ analytics: false, marketing: true })).toBe(true);
    expect(cookieChoiceFromPreferences({ analytics: true, marketing: true })).toBe(true);
  });

  it('maps analytics to analytics storage and marketing to ad storage', () => {
    expect(consentUpdateFor({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentUpdateFor({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('uses the saved categories only when they agree with the choice', () => {
    const analyticsOnly = { analytics: true, marketing: false };
    expect(effectivePreferences(true, analyticsOnly)).toEqual(analyticsOnly);
    // The choice changed elsewhere (the cookie policy page, another device): it wins.
    expect(effectivePreferences(false, analyticsOnly)).toEqual({ analytics: false, marketing: false });
    expect(effectivePreferences(true, { analytics: false, marketing: false })).toEqual({
      analytics: true,
      marketing: true,
    });
  });
});

describe('consent updates', () => {
  it('follow the defaults in the data layer', () => {
    const host: DataLayerHost = {};
    pushConsentUpdate(consentUpdateFor({ analytics: true, marketing: false }), host);
    expect(entries(host)).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_personalization: 'denied' }],
    ]);
  });
});

describe('analytics script', () => {
  const granted = consentUpdateFor({ analytics: true, marketing: false });
  const denied = consentUpdateFor({ analytics: false, marketing: true });

  it('loads only with an analytics id and analytics consent', () => {
    expect(shouldLoadAnalytics('G-TEST', granted)).toBe(true);
    expect(shouldLoadAnalytics(undefined, granted)).toBe(false);
    expect(shouldLoadAnalytics('', granted)).toBe(false);
    expect(shouldLoadAnalytics('G-TEST', denied)).toBe(false);
    expect(shouldLoadAnalytics('G-TEST', null)).toBe(false);
  });
});
