import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './nav-items';

describe('isCurrentPath', () => {
  it('matches only the exact route', () => {
    expect(isCurrentPath('/restaurants', '/restaurants')).toBe(true);
    expect(isCurrentPath('/restaurants/search', '/restaurants')).toBe(false);
    expect(isCurrentPath('/restaurants/map', '/restaurants')).toBe(false);
    expect(isCurrentPath('/home', '/restaurants')).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(isCurrentPath('/about/', '/about')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
