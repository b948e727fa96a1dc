import { describe, expect, it } from 'vitest';
import { isPermissionDenied, parseLocationConsent } from './location-consent';

describe('parseLocationConsent', () => {
  it('knows granted and denied; anything else is no answer yet', () => {
    expect(parseLocationConsent('granted')).toBe('granted');
    expect(parseLocationConsent('denied')).toBe('denied');
    expect(parseLocationConsent(null)).toBeNull();
    expect(parseLocationConsent('GRANTED')).toBeNull();
    expect(parseLocationConsent('true')).toBeNull();
  });
});

describe('isPermissionDenied', () => {
  it('recognises GeolocationPositionError.PERMISSION_DENIED (code 1) only', () => {
    expect(isPermissionDenied({ code: 1, message: 'User denied Geolocation' })).toBe(true);
    expect(isPermissionDenied({ code: 2 })).toBe(false);
    expect(isPermissionDenied({ code: 3 })).toBe(false);
    expect(isPermissionDenied(new Error('x'))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
  });
});
