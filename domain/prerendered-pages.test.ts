import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, SIGNED_IN_SHELLS, pageAlternates, pageLanguages, prerenderedFileName, shellFileName } from './prerendered-pages';
import { webRouteOf } from './web-routes';

describe('prerendered pages', () => {
  it('are the public pages and the sign-in page, in Italian and under /en in English (#43)', () => {
    expect(new Set(PRERENDERED_PAGES)).toEqual(
      new Set(['/', '/home', '/about', '/privacy-policy', '/cookies-policy', '/terms-and-conditions', '/intellectual-property']).union(
        new Set(['/menu-numbers', '/auth', '/en', '/en/home', '/en/about', '/en/privacy-policy', '/en/cookies-policy']).union(
          new Set(['/en/terms-and-conditions', '/en/intellectual-property', '/en/menu-numbers', '/en/auth']),
        ),
      ),
    );
  });

  it('name each page by its address in both languages, from either', () => {
    expect(pageLanguages('/')).toEqual({ it: '/', en: '/en' });
    expect(pageLanguages('/en')).toEqual({ it: '/', en: '/en' });
    expect(pageLanguages('/about')).toEqual({ it: '/about', en: '/en/about' });
    expect(pageLanguages('/en/about')).toEqual({ it: '/about', en: '/en/about' });
  });

  it('lists a page’s hreflang alternates: Italian, English, then Italian as the default (#43)', () => {
    const expected = [
      ['it', '/about'],
      ['en', '/en/about'],
      ['x-default', '/about'],
    ];
    expect(pageAlternates('/about')).toEqual(expected);
    expect(pageAlternates('/en/about')).toEqual(expected);
    expect(pageAlternates('/')).toEqual([
      ['it', '/'],
      ['en', '/en'],
      ['x-default', '/'],
    ]);
  });

  it('names a signed-in shell’s copy by its route and language', () => {
    expect(shellFileName('restaurantMap', 'en')).toBe('signed-in-restaurantMap-en.html');
    expect(shellFileName('restaurants', 'it')).toBe('signed-in-restaurants-it.html');
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
    expect(prerenderedFileName('/en')).toBe('en.html');
    expect(prerenderedFileName('/en/about')).toBe('en_about.html');
    expect(prerenderedFileName('/privacy-policy')).toBe('privacy-policy.html');
    // Slashes at either end go, inner ones become underscores: no sub-folders.
    expect(prerenderedFileName('//about//')).toBe('about.html');
    expect(prerenderedFileName('/decisioni/abc')).toBe('decisioni_abc.html');
    expect(prerenderedFileName('/a/b/c/')).toBe('a_b_c.html');
  });
});
