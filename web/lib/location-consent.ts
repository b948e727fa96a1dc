// The location-consent value kept in the browser (docs/product.md#location-consent): none
// yet (the restaurant list asks), granted (it requests the position) or denied
// (remembered; a browser permission-denied result also stores it).
import { useCallback, useSyncExternalStore } from 'react';
import { LOCATION_CONSENT_VALUES, type LocationConsent } from '@domain/consent';

export type { LocationConsent };

export const LOCATION_CONSENT_STORAGE_KEY = 'allerguida-location-consent';

export const parseLocationConsent = (value: unknown): LocationConsent | null =>
  LOCATION_CONSENT_VALUES.find((known) => known === value) ?? null;

const listeners = new Set<() => void>();

export function readLocationConsent(): LocationConsent | null {
  try {
    return parseLocationConsent(window.localStorage.getItem(LOCATION_CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the value (null forgets it, so the dialog asks again). */
export function writeLocationConsent(value: LocationConsent | null): void {
  try {
    if (value === null) window.localStorage.removeItem(LOCATION_CONSENT_STORAGE_KEY);
    else window.localStorage.setItem(LOCATION_CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage unavailable: the answer lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCATION_CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** True for a GeolocationPositionError meaning the browser refused the permission. */
export const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1;

export function useLocationConsent() {
  const consent = useSyncExternalStore(subscribe, readLocationConsent, () => null);
  const grant = useCallback(() => writeLocationConsent('granted'), []);
  const deny = useCallback(() => writeLocationConsent('denied'), []);
  /** Call with the error of a failed position request: a permission refusal is remembered as denied. */
  const recordPositionError = useCallback((error: unknown) => {
    if (isPermissionDenied(error)) writeLocationConsent('denied');
  }, []);
  return { consent, grant, deny, recordPositionError };
}
