import type { Catalogue } from '../catalogue';
export const geolocationMessages = {
  notSupported: 'Geolocation is not supported by the browser',
  permissionDenied: 'The user denied the geolocation request. Allow location permissions.',
  positionUnavailable: 'Location information is unavailable. Check GPS and your connection.',
  timeout: 'The location request timed out. Try again.',
  unknown: 'Unknown geolocation error.',
  consentDenied: 'Location access denied by the user',
  locating: 'Finding your location...',
  /** On the list and the map while the position is missing: asks again after 'Not now' or a refusal. */
  useMyPosition: 'Use my location',
  // Location-consent dialog on the restaurant list
  consentTitle: 'Do you want to use your location?',
  consentText: (appName: string) =>
    `With your location, ${appName} shows you the nearest venues first. We use it only to show you nearby venues and we do not keep it.`,
  consentAllow: 'Allow',
  consentDeny: 'Not now',
  consentLaterHint: 'You can change your mind at any time with ‘Use my location’, on the list and on the map.',
} satisfies Catalogue['geolocation'];
