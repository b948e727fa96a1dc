import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, SIGNED_IN_SHELLS, prerenderedFileName } from './prerendered-pages';
import { webRouteOf } from './web-routes';

describe('prerendered pages', () => {
  it('are the public pages and the sign-in page', () => {
    expect(new Set(PRERENDERED_PAGES)).toEqual(
      new Set(['/', '/home', '/about', '/privacy-policy', '/cookies-policy', '/terms-and-conditions', '/intellectual-property']).union(
        new Set(['/menu-numbers', '/auth']),
      ),
    );
  });

  it('keep a signed-in shell for the list, the map and a restaurant, each drawn at a path of its own route', () => {
    expect(SIGNED_IN_SHELLS).toEqual({
      restaurants: '/restaurants',
      restaurantMap: '/restaurants/map',
      restaurantDetail: '/restaurants/00000000-0000-4000-8000-000000000000',
    });
    for (const [route, drawnAt] of Object.entries(SIGNED_IN_SHELLS)) expect(webRouteOf(drawnAt), drawnAt).toBe(route);
  });

  it('keeps each page in one flat file named after its path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/about')).toBe('about.html');
    expect(prerenderedFileName('/privacy-policy')).toBe('privacy-policy.html');
    // Slashes at either end go, inner ones become underscores: no sub-folders.
    expect(prerenderedFileName('//about//')).toBe('about.html');
    expect(prerenderedFileName('/decisioni/abc')).toBe('decisioni_abc.html');
    expect(prerenderedFileName('/a/b/c/')).toBe('a_b_c.html');
  });
});
