import { useCallback } from 'react';
import { useGeolocation } from '@web/lib/geolocation';
import { useLocationConsent } from '@web/lib/location-consent';
import { roundedPosition } from './list-filters';

/**
 * The position a list is ordered by: read only with consent, rounded so small
 * movements keep the cache. `askAgain` ('Usa la mia posizione') grants consent
 * after 'Non ora' or a refusal, which starts a reading; already granted, it
 * reads once more.
 */
export function useListPosition() {
  const { consent, grant, recordPositionError } = useLocationConsent();
  const { state: geolocation, request } = useGeolocation({ enabled: consent === 'granted', onError: recordPositionError });
  const askAgain = useCallback(() => (consent === 'granted' ? request() : grant()), [consent, request, grant]);
  return {
    consent,
    geolocation,
    position: geolocation.status === 'success' ? roundedPosition(geolocation.position) : null,
    // With consent, wait for the position (at most the 15 s timeout) rather than reorder under the user's finger.
    isLocating: consent === 'granted' && (geolocation.status === 'idle' || geolocation.status === 'loading'),
    askAgain,
  };
}
