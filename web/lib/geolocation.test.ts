import { describe, expect, it } from 'vitest';
import { GEOLOCATION_OPTIONS_OFFLINE, GEOLOCATION_OPTIONS_ONLINE } from '@domain/limits';
import {
  geolocationErrorCode,
  geolocationErrorMessage,
  geolocationErrorState,
  geolocationOptionsFor,
  toGeolocationPosition,
} from './geolocation';

describe('geolocationErrorCode', () => {
  it('maps the GeolocationPositionError codes', () => {
    expect(geolocationErrorCode({ code: 1, message: 'User denied Geolocation' })).toBe('permission_denied');
    expect(geolocationErrorCode({ code: 2 })).toBe('position_unavailable');
    expect(geolocationErrorCode({ code: 3 })).toBe('timeout');
  });

  it('calls anything else unknown', () => {
    expect(geolocationErrorCode({ code: 0 })).toBe('unknown');
    expect(geolocationErrorCode({ code: '1' })).toBe('unknown');
    expect(geolocationErrorCode(new Error('boom'))).toBe('unknown');
    expect(geolocationErrorCode(null)).toBe('unknown');
    expect(geolocationErrorCode(undefined)).toBe('unknown');
  });
});

describe('geolocationErrorMessage', () => {
  it('gives the spec text of every error, word for word', () => {
    expect(geolocationErrorMessage('not_supported')).toBe('Geolocalizzazione non supportata dal browser');
    expect(geolocationErrorMessage('permission_denied')).toBe(
      'Utente ha negato la richiesta di geolocalizzazione. Abilita i permessi di posizione.',
    );
    expect(geolocationErrorMessage('position_unavailable')).toBe(
      'Informazioni sulla posizione non disponibili. Verifica GPS e connessione.',
    );
    expect(geolocationErrorMessage('timeout')).toBe('La richiesta per la posizione è scaduta. Riprova.');
    expect(geolocationErrorMessage('unknown')).toBe('Errore sconosciuto di geolocalizzazione.');
    expect(geolocationErrorMessage('consent_denied')).toBe("Accesso alla posizione negato dall'utente");
  });

  it('builds the error state from the browser code', () => {
    expect(geolocationErrorState(geolocationErrorCode({ code: 3 }))).toEqual({
      status: 'error',
      code: 'timeout',
      message: 'La richiesta per la posizione è scaduta. Riprova.',
    });
  });
});

describe('geolocationOptionsFor', () => {
  it('uses the online options (high accuracy, 15 s, no cache) when online', () => {
    expect(geolocationOptionsFor(true)).toBe(GEOLOCATION_OPTIONS_ONLINE);
    expect(GEOLOCATION_OPTIONS_ONLINE).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 });
  });

  it('uses the offline options (30 s, cache up to 300000 ms) when offline', () => {
    expect(geolocationOptionsFor(false)).toBe(GEOLOCATION_OPTIONS_OFFLINE);
    expect(GEOLOCATION_OPTIONS_OFFLINE.timeout).toBe(30_000);
    expect(GEOLOCATION_OPTIONS_OFFLINE.maximumAge).toBe(300_000);
  });
});

describe('toGeolocationPosition', () => {
  it('keeps latitude, longitude and a finite accuracy', () => {
    expect(toGeolocationPosition({ latitude: 45.46, longitude: 9.19, accuracy: 12 })).toEqual({
      lat: 45.46,
      lng: 9.19,
      accuracy: 12,
    });
    expect(toGeolocationPosition({ latitude: 45.46, longitude: 9.19, accuracy: Number.NaN }).accuracy).toBeNull();
    expect(toGeolocationPosition({ latitude: 45.46, longitude: 9.19 }).accuracy).toBeNull();
  });
});
