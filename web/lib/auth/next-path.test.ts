import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/restaurants/3f2a?tab=reviews#top')).toBe('/restaurants/3f2a?tab=reviews#top');
    expect(safeNextPath('/profile')).toBe('/profile');
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/%0d%0aLocation:x'.replace('%0d%0a', '\r\n'),
      'restaurants',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });

  it('never returns to the auth screens themselves', () => {
    expect(safeNextPath('/auth')).toBeNull();
    expect(safeNextPath('/auth?next=/profile')).toBeNull();
    expect(safeNextPath('/reset-password')).toBeNull();
  });
});

describe('signInPath and afterSignInPath', () => {
  it('carries the page that asked for sign-in, and brings the user back there', () => {
    const path = signInPath({ pathname: '/restaurants/3f2a', search: '?x=1', hash: '' });
    expect(path).toBe('/auth?next=%2Frestaurants%2F3f2a%3Fx%3D1');
    expect(afterSignInPath(path.slice('/auth'.length))).toBe('/restaurants/3f2a?x=1');
  });

  it('is plain /auth from the landing page or an auth screen, and / without a usable next', () => {
    expect(signInPath({ pathname: '/' })).toBe('/auth');
    expect(signInPath({ pathname: '/auth', search: '?next=/profile' })).toBe('/auth');
    expect(afterSignInPath('')).toBe('/');
    expect(afterSignInPath('?next=https%3A%2F%2Fevil.example')).toBe('/');
  });
});
