import { describe, expect, it } from 'vitest';
import { tileImageSource } from './tile-origin';

describe('tileImageSource', () => {
  it('is the origin of the template, subdomains as a wildcard', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileImageSource('http://127.0.0.1:9/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9');
    expect(tileImageSource('not a url')).toBeNull();
  });
});
