import { describe, expect, it } from 'vitest';
import { englishManifest, OFFLINE_READ_URL, pwaOptions, SERVER_PATHS } from '../../../pwa.config';

const ORIGIN = 'http://127.0.0.1:3000';

describe('OFFLINE_READ_URL', () => {
  it.each([
    '/rest/v1/restaurants/0b6f9c1e-8f5a-4c57-9d0a-3c1b2a4d5e6f',
    '/rest/v1/my-restaurants?page=2&lat=45.46&lng=9.19',
    '/rest/v1/profile',
    '/rest/v1/profile/allergens',
    '/rest/v1/allergens',
  ])('keeps %s for offline reading', (path) => {
    expect(OFFLINE_READ_URL.test(`${ORIGIN}${path}`)).toBe(true);
  });

  it.each([
    '/auth/v1/token?grant_type=password',
    '/auth/v1/user',
    '/rest/v1/restaurants?page=1',
    '/rest/v1/restaurants/suggestions?q=pizza',
    '/rest/v1/restaurants/0b6f9c1e-8f5a-4c57-9d0a-3c1b2a4d5e6f/edits',
    '/rest/v1/account/export',
    '/storage/v1/object/photos/x.jpg',
  ])('never keeps %s', (path) => {
    expect(OFFLINE_READ_URL.test(`${ORIGIN}${path}`)).toBe(false);
  });
});

describe('SERVER_PATHS', () => {
  it('sends navigations to the server paths to the server, the app routes to the shell', () => {
    for (const path of [
      '/auth/v1/verify?token=x',
      '/rest/v1/openapi.json',
      '/dev/mailbox',
      '/health',
      '/storage/v1/object/a',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
    ]) {
      expect(SERVER_PATHS.test(path), path).toBe(true);
    }
    for (const path of ['/auth', '/restaurants', '/profile/allergy-card', '/my-restaurants', '/reset-password']) {
      expect(SERVER_PATHS.test(path), path).toBe(false);
    }
  });
});

describe('web app manifest', () => {
  const manifest = pwaOptions('AllerGuida').manifest;
  if (!manifest) throw new Error('the PWA options carry no manifest');

  it('offers the shortcuts Locali, Mappa, Profilo and La mia carta allergie', () => {
    expect(manifest.shortcuts?.map(({ name, url }) => [name, url])).toEqual([
      ['Locali', '/restaurants'],
      ['Mappa', '/restaurants/map'],
      ['Profilo', '/profile'],
      ['La mia carta allergie', '/profile/allergy-card'],
    ]);
  });

  it('shows a phone and a desktop screenshot in the install dialog', () => {
    expect(manifest.screenshots?.map(({ src, sizes, form_factor }) => [src, sizes, form_factor])).toEqual([
      ['/screenshots/landing-phone.png', '780x1688', 'narrow'],
      ['/screenshots/info-desktop.png', '1280x800', 'wide'],
    ]);
  });
});

describe('the English web app manifest (#43)', () => {
  const italian = pwaOptions('AllerGuida').manifest;
  if (!italian) throw new Error('the PWA options carry no manifest');
  const english = englishManifest('AllerGuida');

  it('is the Italian one in English, opening on the English home page', () => {
    expect(english).toMatchObject({
      id: '/en/',
      name: 'AllerGuida: safe restaurants for people with food allergies',
      short_name: 'AllerGuida',
      description:
        'The Italian community for finding restaurants that are safe for your food allergies and intolerances: reviews, a map and your allergy card always with you, even offline.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/en/',
      scope: '/',
      display: 'standalone',
      theme_color: '#15803d',
      background_color: '#ffffff',
    });
    expect(english.icons).toEqual(italian.icons);
  });

  it('offers the shortcuts at their English addresses, named as the English tabs', () => {
    expect(english.shortcuts?.map(({ name, short_name, url, icons }) => [name, short_name, url, icons?.[0]?.src])).toEqual([
      ['Venues', 'Venues', '/en/restaurants', '/icons/icon-96.png'],
      ['Map', 'Map', '/en/restaurants/map', '/icons/icon-96.png'],
      ['Profile', 'Profile', '/en/profile', '/icons/icon-96.png'],
      ['My allergy card', 'My allergy card', '/en/profile/allergy-card', '/icons/icon-96.png'],
    ]);
  });

  it('labels the screenshots in English', () => {
    expect(english.screenshots?.map(({ src, label }) => [src, label])).toEqual([
      ['/screenshots/landing-phone.png', 'The home page: find restaurants that are safe for your allergies'],
      ['/screenshots/info-desktop.png', 'How it works: community reviews for every allergy'],
    ]);
  });

  it('leaves the Italian manifest as it was', () => {
    expect(italian).toMatchObject({
      id: '/',
      name: 'AllerGuida: ristoranti sicuri per chi ha allergie alimentari',
      description:
        'La community italiana per trovare ristoranti sicuri per le tue allergie e intolleranze alimentari: recensioni, mappa e la tua carta allergie sempre con te, anche offline.',
      lang: 'it',
      start_url: '/',
      scope: '/',
    });
    expect(italian.screenshots?.map(({ label }) => label)).toEqual([
      'La pagina iniziale: trova ristoranti sicuri per le tue allergie',
      'Come funziona: recensioni della community per ogni allergia',
    ]);
  });
});
