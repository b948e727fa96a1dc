// The consent kinds and the location answers, as plain constants: the web
// app's start-up code (the cookie banner, the stored choices) reads them
// without loading zod; domain/schemas/consent.ts builds the API's schemas on them.
export const CONSENT_TYPES = ['privacy', 'cookies', 'terms'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

export const LOCATION_CONSENT_VALUES = ['granted', 'denied'] as const;
export type LocationConsent = (typeof LOCATION_CONSENT_VALUES)[number];
