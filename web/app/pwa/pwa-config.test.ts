import { describe, expect, it } from 'vitest';
import { OFFLINE_READ_URL, SERVER_PATHS } from '../../../pwa.config';

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
    for (const path of ['/auth/v1/verify?token=x', '/rest/v1/openapi.json', '/dev/mailbox', '/health', '/storage/v1/object/a']) {
      expect(SERVER_PATHS.test(path), path).toBe(true);
    }
    for (const path of ['/auth', '/restaurants', '/profile/allergy-card', '/my-restaurants', '/reset-password']) {
      expect(SERVER_PATHS.test(path), path).toBe(false);
    }
  });
});
