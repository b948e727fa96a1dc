import { afterEach, describe, expect, it, vi } from 'vitest';

const native = vi.hoisted(() => ({ value: false }));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => native.value } }));

const { isNativePlatform } = await import('./platform');
const { externalLinkLabel, externalLinkProps } = await import('./external-links');
const { apiUrl, configuredApiUrl } = await import('./api-base');
const { nativeGeolocationErrorCode } = await import('./native-geolocation');
const { inAppLocation } = await import('@web/app/native/deep-links');

afterEach(() => {
  native.value = false;
});

describe('platform switching', () => {
  it('follows Capacitor.isNativePlatform()', () => {
    expect(isNativePlatform()).toBe(false);
    native.value = true;
    expect(isNativePlatform()).toBe(true);
  });

  it('opens directions in a new tab in a browser and through the OS on native', () => {
    expect(externalLinkProps()).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    native.value = true;
    expect(externalLinkProps()).toEqual({});
  });

  it('says "new tab" in the link name only where a new tab opens', () => {
    expect(externalLinkLabel('Indicazioni stradali con Waze')).toBe('Indicazioni stradali con Waze (si apre in una nuova scheda)');
    native.value = true;
    expect(externalLinkLabel('Indicazioni stradali con Waze')).toBe('Indicazioni stradali con Waze');
  });
});

describe('API base URL', () => {
  it('leaves paths alone in the browser build (same origin)', () => {
    expect(configuredApiUrl(undefined)).toBeNull();
    expect(configuredApiUrl('  ')).toBeNull();
    expect(apiUrl('/rest/v1/profile', null)).toBe('/rest/v1/profile');
  });

  it('prefixes VITE_API_URL in the native build', () => {
    expect(configuredApiUrl('https://api.allerguida.it//')).toBe('https://api.allerguida.it');
    expect(apiUrl('/rest/v1/profile', 'https://api.allerguida.it')).toBe('https://api.allerguida.it/rest/v1/profile');
  });
});

describe('nativeGeolocationErrorCode', () => {
  it('maps the plugin errors to the browser codes (same Italian messages)', () => {
    expect(nativeGeolocationErrorCode(new Error('Location permission was denied'))).toBe('permission_denied');
    expect(nativeGeolocationErrorCode({ code: 'OS-PLUG-GLOC-0003', message: 'User denied location permission request.' })).toBe(
      'permission_denied',
    );
    expect(nativeGeolocationErrorCode(new Error('Timeout expired'))).toBe('timeout');
    expect(nativeGeolocationErrorCode(new Error('Location services are not enabled'))).toBe('position_unavailable');
    expect(nativeGeolocationErrorCode({ code: 'UNIMPLEMENTED', message: 'Not implemented on web.' })).toBe('not_supported');
    expect(nativeGeolocationErrorCode(new Error('boom'))).toBe('unknown');
    expect(nativeGeolocationErrorCode(null)).toBe('unknown');
  });
});

describe('inAppLocation (deep links)', () => {
  it('keeps the route, query and fragment of an app link', () => {
    expect(inAppLocation('https://allerguida.it/reset-password?code=abc')).toBe('/reset-password?code=abc');
    expect(inAppLocation('https://allerguida.it/?code=xyz#top')).toBe('/?code=xyz#top');
  });

  it("reads the app's own scheme", () => {
    expect(inAppLocation('it.allerguida.app://reset-password?code=abc')).toBe('/reset-password?code=abc');
    expect(inAppLocation('it.allerguida.app://restaurants/42')).toBe('/restaurants/42');
  });

  it('ignores what is not a URL', () => {
    expect(inAppLocation('not a url')).toBeNull();
  });
});
