import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isWebRoute, NOT_FOUND_PAGE, PUBLIC_WEB_PAGES, WEB_ROUTE_PAGES, webRouteOf } from './web-routes';

describe('isWebRoute: the paths a page of the app answers', () => {
  it('accepts every fixed page and the pages with an id', () => {
    for (const path of [
      '/',
      '/home',
      '/auth',
      '/reset-password',
      '/profile',
      '/profile/allergy-card',
      '/menu-numbers',
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

describe('PUBLIC_WEB_PAGES: the pages anyone reads without an account (sitemap.xml)', () => {
  it('lists the landing, info, about and legal pages and the menu numbers decoder, which works signed out (#43)', () => {
    expect(PUBLIC_WEB_PAGES).toEqual([
      '/',
      '/home',
      '/about',
      '/privacy-policy',
      '/cookies-policy',
      '/terms-and-conditions',
      '/intellectual-property',
      '/menu-numbers',
    ]);
    for (const page of PUBLIC_WEB_PAGES) expect(isWebRoute(page), page).toBe(true);
  });
});

describe('webRouteOf: which page answers a path', () => {
  it('prefers a fixed segment to a parameter, as react-router ranks them', () => {
    expect(webRouteOf('/restaurants/map')).toBe('restaurantMap');
    expect(webRouteOf('/restaurants/search')).toBe('restaurantSearch');
    expect(webRouteOf('/restaurants/1b9d6bcd')).toBe('restaurantDetail');
    expect(webRouteOf('/Restaurants/abc/Edit/')).toBe('restaurantEdit');
    expect(webRouteOf('/')).toBe('landing');
    expect(webRouteOf('/restaurants')).toBe('restaurants');
  });

  it('answers null for paths no page answers', () => {
    expect(webRouteOf('/reviews')).toBeNull();
    expect(webRouteOf('/%E0%A4%A')).toBeNull();
  });
});

describe('WEB_ROUTE_PAGES: the module of each page', () => {
  it('names a file under web/ for every route and for the 404 page', () => {
    for (const file of [...Object.values(WEB_ROUTE_PAGES), NOT_FOUND_PAGE]) {
      expect(existsSync(path.join(import.meta.dirname, '../web', file)), file).toBe(true);
    }
  });
});
