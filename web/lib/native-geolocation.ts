// Positions in the native shells come from the Capacitor Geolocation plugin,
// with the same options as the browser and its errors mapped to the same codes
// (so the same Italian messages of docs/product.md#geolocation).
import { Geolocation } from '@capacitor/geolocation';
import type { GeolocationOptions } from '@domain/limits';
import type { GeolocationErrorCode } from './geolocation';

/** The plugin rejects with an Error whose message (and, on newer builds, code) says why. */
export function nativeGeolocationErrorCode(error: unknown): GeolocationErrorCode {
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; code?: unknown };
  if (code === 'UNIMPLEMENTED' || code === 'UNAVAILABLE') return 'not_supported';
  const text = `${typeof message === 'string' ? message : ''} ${typeof code === 'string' ? code : ''}`.toLowerCase();
  if (/denied|permission/.test(text)) return 'permission_denied';
  if (/timeout|timed out/.test(text)) return 'timeout';
  if (/disabled|not enabled|unavailable|not available|location services/.test(text)) return 'position_unavailable';
  return 'unknown';
}

export function getNativePosition(
  options: GeolocationOptions,
  onSuccess: (coords: { latitude: number; longitude: number; accuracy: number }) => void,
  onError: (code: GeolocationErrorCode, error: unknown) => void,
): void {
  Geolocation.getCurrentPosition({ ...options }).then(
    (position) => onSuccess(position.coords),
    (error: unknown) => onError(nativeGeolocationErrorCode(error), error),
  );
}
