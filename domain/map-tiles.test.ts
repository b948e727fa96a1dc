import { describe, expect, it } from 'vitest';
import { tilesAround, tileUrl } from './map-tiles';

describe('tileUrl', () => {
  it('fills a template as Leaflet does: {s} from (x + y) mod 3, {r} empty', () => {
    expect(tileUrl('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png', { x: 2152, y: 1465, z: 12 })).toBe(
      'https://c.tile.openstreetmap.org/12/2152/1465.png',
    );
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { x: 2151, y: 1464, z: 12 })).toBe('https://a.tiles.example/12/2151/1464.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { x: 2152, y: 1464, z: 12 })).toBe('https://b.tiles.example/12/2152/1464.png');
  });

  it('gives nothing for a template with a placeholder Leaflet would not fill', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png?key={apikey}', { x: 1, y: 1, z: 1 })).toBeNull();
  });
});

describe('tilesAround', () => {
  // Milan at zoom 12, by the slippy-map formula: pixel (551055.8, 375279.1), tile 2152/1465.
  const milan = { lat: 45.4642, lng: 9.19 };

  it('covers the box with the tiles around the centre, placed from it', () => {
    const tiles = tilesAround(milan, 12, 640, 960);
    expect(tiles).toHaveLength(12);
    expect(new Set(tiles.map(({ coords }) => coords.x))).toEqual(new Set([2151, 2152, 2153]));
    expect(new Set(tiles.map(({ coords }) => coords.y))).toEqual(new Set([1464, 1465, 1466, 1467]));
    expect(tiles.find(({ coords }) => coords.x === 2152 && coords.y === 1465)).toEqual({ coords: { x: 2152, y: 1465, z: 12 }, left: -144, top: -239 });
    expect(tiles.find(({ coords }) => coords.x === 2151 && coords.y === 1464)).toMatchObject({ left: -400, top: -495 });
  });

  it('wraps columns across the antimeridian and leaves out rows past the poles', () => {
    const tiles = tilesAround({ lat: 85, lng: 179.9 }, 1, 512, 512);
    expect(tiles.map(({ coords }) => coords.y).every((y) => y >= 0 && y <= 1)).toBe(true);
    expect(new Set(tiles.map(({ coords }) => coords.x))).toEqual(new Set([0, 1]));
  });
});
