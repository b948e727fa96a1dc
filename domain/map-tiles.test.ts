import { describe, expect, it } from 'vitest';
import { tilesAround, tileUrl } from './map-tiles';

describe('tileUrl', () => {
  it('fills a template as Leaflet does: {s} from (x + y) mod 3, {r} empty on a plain screen and @2x on a retina one', () => {
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png';
    expect(tileUrl(osm, { x: 2152, y: 1465, z: 12 }, false)).toBe('https://c.tile.openstreetmap.org/12/2152/1465.png');
    expect(tileUrl(osm, { x: 4305, y: 2931, z: 13 }, true)).toBe('https://a.tile.openstreetmap.org/13/4305/2931@2x.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { x: 2151, y: 1464, z: 12 }, true)).toBe('https://a.tiles.example/12/2151/1464.png');
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { x: 2152, y: 1464, z: 12 }, false)).toBe('https://b.tiles.example/12/2152/1464.png');
  });

  it('gives nothing for a template with a placeholder Leaflet would not fill', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png?key={apikey}', { x: 1, y: 1, z: 1 }, false)).toBeNull();
  });
});

describe('tilesAround', () => {
  // Milan at zoom 12, by the slippy-map formula: pixel (551055.8, 375279.1), tile 2152/1465; at zoom 13 twice that.
  const milan = { lat: 45.4642, lng: 9.19 };
  const byCoords = (tiles: ReturnType<typeof tilesAround>, x: number, y: number) => tiles.find(({ coords }) => coords.x === x && coords.y === y);

  it('covers the box with 256 px tiles of the zoom on a plain screen, placed from the centre', () => {
    const tiles = tilesAround(milan, 12, 480, 800, false);
    expect(tiles).toHaveLength(12);
    expect(new Set(tiles.map(({ coords }) => coords.x))).toEqual(new Set([2151, 2152, 2153]));
    expect(new Set(tiles.map(({ coords }) => coords.y))).toEqual(new Set([1464, 1465, 1466, 1467]));
    expect(byCoords(tiles, 2152, 1465)).toEqual({ coords: { x: 2152, y: 1465, z: 12 }, left: -144, top: -239, size: 256 });
    expect(byCoords(tiles, 2151, 1464)).toMatchObject({ left: -400, top: -495 });
  });

  it('covers it with 128 px tiles of the next zoom on a retina screen, as Leaflet does with detectRetina', () => {
    const tiles = tilesAround(milan, 12, 480, 800, true);
    expect(tiles).toHaveLength(28);
    expect(new Set(tiles.map(({ coords }) => coords.x))).toEqual(new Set([4303, 4304, 4305, 4306]));
    expect(new Set(tiles.map(({ coords }) => coords.y))).toEqual(new Set([2928, 2929, 2930, 2931, 2932, 2933, 2934]));
    expect(byCoords(tiles, 4304, 2929)).toEqual({ coords: { x: 4304, y: 2929, z: 13 }, left: -144, top: -367, size: 128 });
    expect(byCoords(tiles, 4303, 2928)).toMatchObject({ left: -272, top: -495 });
  });

  it('wraps columns across the antimeridian and leaves out rows past the poles', () => {
    const tiles = tilesAround({ lat: 85, lng: 179.9 }, 1, 512, 512, false);
    expect(tiles.map(({ coords }) => coords.y).every((y) => y >= 0 && y <= 1)).toBe(true);
    expect(new Set(tiles.map(({ coords }) => coords.x))).toEqual(new Set([0, 1]));
  });
});
