import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, prerenderedFileName } from './prerendered-pages';

describe('prerendered pages', () => {
  it('are the public pages and the sign-in page', () => {
    expect(new Set(PRERENDERED_PAGES)).toEqual(
      new Set(['/', '/home', '/about', '/privacy-policy', '/cookies-policy', '/terms-and-conditions', '/intellectual-property', '/auth']),
    );
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
