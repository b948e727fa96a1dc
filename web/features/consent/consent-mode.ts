// Google consent mode through window.dataLayer. Defaults are pushed once at
// load (everything that tracks denied, functionality and security granted,
// 500 ms to wait for an update); each cookie choice pushes an update. No
// third-party script is loaded unless an analytics id is configured
// (VITE_ANALYTICS_ID) and analytics consent is granted.
import { gtagScriptUrl } from '@domain/analytics';
import { CONSENT_WAIT_FOR_UPDATE_MS } from '@domain/limits';
import type { CookiePreferences } from '@web/lib/consent/acceptances-storage';

export type ConsentSignal = 'granted' | 'denied';

export type ConsentDefaults = {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_personalization: ConsentSignal;
  functionality_storage: ConsentSignal;
  security_storage: ConsentSignal;
  wait_for_update: number;
};

export type ConsentUpdate = {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_personalization: ConsentSignal;
};

export const CONSENT_DEFAULTS: Readonly<ConsentDefaults> = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
};

const signal = (isGranted: boolean): ConsentSignal => (isGranted ? 'granted' : 'denied');

/** 'Gestisci preferenze': the cookie choice is true when either optional category is on. */
export const cookieChoiceFromPreferences = (preferences: CookiePreferences): boolean =>
  preferences.analytics || preferences.marketing;

/**
 * The categories in effect for a cookie choice. The detail saved on this
 * device wins when it agrees with the choice; a bare true (say, from another
 * device or the cookie policy page) means every category, false means none.
 */
export function effectivePreferences(choice: boolean, saved: CookiePreferences | null): CookiePreferences {
  if (saved && cookieChoiceFromPreferences(saved) === choice) return saved;
  return { analytics: choice, marketing: choice };
}

/** Signals for a choice: analytics storage follows analytics; ad storage and personalisation follow marketing. */
export function consentUpdateFor(preferences: CookiePreferences): ConsentUpdate {
  return {
    analytics_storage: signal(preferences.analytics),
    ad_storage: signal(preferences.marketing),
    ad_personalization: signal(preferences.marketing),
  };
}

export type DataLayerHost = { dataLayer?: unknown[] };

const defaultHost = (): DataLayerHost => window as DataLayerHost;

type Gtag = (...args: unknown[]) => void;

/** The standard gtag() shim: it queues its own `arguments` object, the only form gtag.js processes. */
const gtagFor = (host: DataLayerHost): Gtag =>
  function gtag() {
    host.dataLayer = host.dataLayer ?? [];
    // eslint-disable-next-line prefer-rest-params -- gtag.js ignores arrays; it needs an Arguments object
    host.dataLayer.push(arguments);
  };

const hostsWithDefaults = new WeakSet<object>();

/** Pushes the load-time defaults, once per page. */
export function pushConsentDefaults(host: DataLayerHost = defaultHost()): void {
  if (hostsWithDefaults.has(host)) return;
  hostsWithDefaults.add(host);
  gtagFor(host)('consent', 'default', { ...CONSENT_DEFAULTS });
}

export function pushConsentUpdate(update: ConsentUpdate, host: DataLayerHost = defaultHost()): void {
  pushConsentDefaults(host);
  gtagFor(host)('consent', 'update', { ...update });
}

/** The analytics id configured at build time, or undefined (then nothing is ever loaded). */
export const ANALYTICS_ID: string | undefined = import.meta.env.VITE_ANALYTICS_ID?.trim() || undefined;

export const shouldLoadAnalytics = (analyticsId: string | undefined, update: ConsentUpdate | null): boolean =>
  Boolean(analyticsId) && update?.analytics_storage === 'granted';

const GTAG_SCRIPT_ID = 'ga-gtag';

/** Loads gtag.js once, only when configured and consented to. */
export function loadAnalyticsIfAllowed(update: ConsentUpdate | null, analyticsId = ANALYTICS_ID): void {
  if (!analyticsId || !shouldLoadAnalytics(analyticsId, update) || document.getElementById(GTAG_SCRIPT_ID)) return;
  const gtag = gtagFor(defaultHost());
  gtag('js', new Date());
  gtag('config', analyticsId);
  const script = document.createElement('script');
  script.id = GTAG_SCRIPT_ID;
  script.async = true;
  script.src = gtagScriptUrl(analyticsId);
  document.head.appendChild(script);
}
