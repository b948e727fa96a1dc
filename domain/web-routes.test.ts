import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes';

describe('isWebRoute: the paths a page of the app answers', () => {
  it('accepts every fixed page and the pages with an id', () => {
    for (const path of [
      '/',
      '/home',
      '/auth',
      '/reset-password',
      '/profile',
      '/profile/allergy-card',
      '/restaurants',
      '/restaurants/search',
      '/restaurants/map',
      '/restaurants/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      '/restaurants/abc/edit',
      '/restaurants/abc/review',
      '/reviews/abc/edit',
      '/add-restaurant',
      '/add-review',
      '/my-restaurants',
      '/about',
      '/cookies-policy',
      '/privacy-policy',
      '/terms-and-conditions',
      '/intellectual-property',
    ]) {
      expect(isWebRoute(path), path).toBe(true);
    }
  });

  it('matches as the router does: any letter case, one trailing slash', () => {
    expect(isWebRoute('/About')).toBe(true);
    expect(isWebRoute('/restaurants/map/')).toBe(true);
  });

  it('refuses paths no page answers', () => {
    for (const path of [
      '/unknown',
      '/about/team',
      '/restaurants/abc/photos',
      '/reviews/abc',
      '/reviews',
      '/profile/allergy-card/extra',
      '/robots.txt',
      '/rest/foo',
      '/%E0%A4%A',
    ]) {
      expect(isWebRoute(path), path).toBe(false);
    }
  });
});
