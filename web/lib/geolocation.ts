// The browser position for the restaurant list and the map
// (docs/product.md#geolocation): loading, then success or error, with its
// Italian messages.
// Whether to ask at all is the location-consent answer (./location-consent.ts);
// callers pass it as `enabled`.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '@domain/geo';
import { geolocationMessages } from '@domain/i18n/it/geolocation';
import {
  GEOLOCATION_OPTIONS_OFFLINE,
  GEOLOCATION_OPTIONS_ONLINE,
  GEOLOCATION_RECONNECT_RETRY_MS,
  type GeolocationOptions,
} from '@domain/limits';
import { getNativePosition } from './native-geolocation';
import { isNativePlatform } from './platform';

export type GeolocationErrorCode =
  | 'not_supported'
  | 'permission_denied'
  | 'position_unavailable'
  | 'timeout'
  | 'unknown'
  /** The user said no in the app's own consent dialog; the browser was never asked. */
  | 'consent_denied';

export type GeolocationPosition = LatLng & {
  /** Metres, as the browser reports it. */
  readonly accuracy: number | null;
};

export type GeolocationState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly position: GeolocationPosition }
  | { readonly status: 'error'; readonly code: GeolocationErrorCode; readonly message: string };

// GeolocationPositionError's numeric codes (the constants are not available outside browsers).
const POSITION_ERROR_CODES: Readonly<Record<number, GeolocationErrorCode>> = {
  1: 'permission_denied',
  2: 'position_unavailable',
  3: 'timeout',
};

/** Our code for anything a getCurrentPosition error callback may receive. */
export function geolocationErrorCode(error: unknown): GeolocationErrorCode {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === 'number' ? POSITION_ERROR_CODES[code] : undefined) ?? 'unknown';
}

const ERROR_MESSAGES: Readonly<Record<GeolocationErrorCode, string>> = {
  not_supported: geolocationMessages.notSupported,
  permission_denied: geolocationMessages.permissionDenied,
  position_unavailable: geolocationMessages.positionUnavailable,
  timeout: geolocationMessages.timeout,
  unknown: geolocationMessages.unknown,
  consent_denied: geolocationMessages.consentDenied,
};

export function geolocationErrorMessage(code: GeolocationErrorCode): string {
  return ERROR_MESSAGES[code];
}

export function geolocationErrorState(code: GeolocationErrorCode): GeolocationState {
  return { status: 'error', code, message: geolocationErrorMessage(code) };
}

/** Online: high accuracy, 15 s, no cache; offline: 30 s and a cached position up to 5 minutes old. */
export function geolocationOptionsFor(isOnline: boolean): GeolocationOptions {
  return isOnline ? GEOLOCATION_OPTIONS_ONLINE : GEOLOCATION_OPTIONS_OFFLINE;
}

export function toGeolocationPosition(coords: {
  latitude: number;
  longitude: number;
  accuracy?: number | null;
}): GeolocationPosition {
  return {
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: typeof coords.accuracy === 'number' && Number.isFinite(coords.accuracy) ? coords.accuracy : null,
  };
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export type UseGeolocationOptions = {
  /** Ask for the position (once when this turns true). False drops the position (an error stays). */
  enabled: boolean;
  /** Ask again GEOLOCATION_RECONNECT_RETRY_MS after the connection comes back (the map does). */
  retryOnReconnect?: boolean;
  /** Called with the raw error, e.g. to remember a browser refusal as denied consent. */
  onError?: (error: unknown) => void;
};

/**
 * The position of this device. `request()` asks again (a refresh button);
 * answers to an older request are ignored once a newer one started.
 */
export function useGeolocation({ enabled, retryOnReconnect = false, onError }: UseGeolocationOptions) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const requestId = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  const request = useCallback(() => {
    const id = ++requestId.current;
    if (isNativePlatform()) {
      setState({ status: 'loading' });
      getNativePosition(
        geolocationOptionsFor(isOnline()),
        (coords) => {
          if (id === requestId.current) setState({ status: 'success', position: toGeolocationPosition(coords) });
        },
        (code, error) => {
          if (id !== requestId.current) return;
          setState(geolocationErrorState(code));
          // The consent logic reads a refusal from the browser's numeric code.
          onErrorRef.current?.(code === 'permission_denied' ? { code: 1 } : error);
        },
      );
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState(geolocationErrorState('not_supported'));
      return;
    }
    setState({ status: 'loading' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (id !== requestId.current) return;
        setState({ status: 'success', position: toGeolocationPosition(position.coords) });
      },
      (error) => {
        if (id !== requestId.current) return;
        setState(geolocationErrorState(geolocationErrorCode(error)));
        onErrorRef.current?.(error);
      },
      { ...geolocationOptionsFor(isOnline()) },
    );
  }, []);

  useEffect(() => {
    if (enabled) {
      request();
      return;
    }
    // Forget the position and ignore any answer still on its way; an error
    // stays, so a refusal that turned consent off keeps explaining itself.
    requestId.current += 1;
    setState((previous) => (previous.status === 'error' ? previous : { status: 'idle' }));
  }, [enabled, request]);

  useEffect(() => {
    if (!enabled || !retryOnReconnect) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      timer = setTimeout(request, GEOLOCATION_RECONNECT_RETRY_MS);
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [enabled, retryOnReconnect, request]);

  // Unmounting invalidates pending answers.
  useEffect(
    () => () => {
      requestId.current += 1;
    },
    [],
  );

  return { state, request };
}
