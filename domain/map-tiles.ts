// The map's tiles as Leaflet asks for them with the app's tile layer
// (web/features/restaurants/map/venue-map.tsx: Web Mercator, 256 px tiles,
// and on a screen of more than one device pixel per CSS pixel (detectRetina)
// tiles of the next zoom drawn at 128 px, so they are as sharp as the screen). The map's first view is drawn from
// the same addresses before Leaflet has loaded (map-first-view.tsx, and the
// signed-in shell the server sends), so Leaflet then finds them in the cache.
import type { LatLng } from './geo';

export const TILE_SIZE_PX = 256;

/** Leaflet's limit of the Web Mercator projection. */
const MAX_LATITUDE = 85.0511287798;

export type TileCoords = { x: number; y: number; z: number };

/**
 * A tile's address from a tile template (MAP_TILE_URL), as Leaflet fills it
 * in: {z}, {x} and {y}; {s} one of a, b, c by (x + y); {r} '@2x' on a retina
 * screen, else empty. Null for a template with any other placeholder, which
 * Leaflet would not draw either.
 */
export function tileUrl(template: string, { x, y, z }: TileCoords, isRetina: boolean): string | null {
  let isUnsupported = false;
  const url = template.replace(/\{([^{}]*)\}/g, (_placeholder, key: string) => {
    if (key === 'x') return String(x);
    if (key === 'y') return String(y);
    if (key === 'z') return String(z);
    if (key === 's') return 'abc'[Math.abs(x + y) % 3]!;
    if (key === 'r') return isRetina ? '@2x' : '';
    isUnsupported = true;
    return '';
  });
  return isUnsupported ? null : url;
}

/** A point's position at `zoom` in pixels of the whole world map. */
function worldPixel({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE_PX * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export type PlacedTile = {
  coords: TileCoords;
  /** CSS px from the view's centre to the tile's top-left corner */
  left: number;
  top: number;
  /** Its drawn width and height, in CSS px. */
  size: number;
};

/**
 * The tiles that cover a box of width × height CSS px centred on `center` at
 * the map's `zoom`, each placed relative to the centre (as Leaflet places
 * them around its container's centre); on a retina screen, tiles of the next
 * zoom at half the size. Columns wrap around the antimeridian, rows past the
 * poles are left out.
 */
export function tilesAround(center: LatLng, mapZoom: number, width: number, height: number, isRetina: boolean): PlacedTile[] {
  // A retina tile of the next zoom covers a quarter of a tile of this one: the box is twice as large in its pixels.
  const zoom = isRetina ? mapZoom + 1 : mapZoom;
  const scale = isRetina ? 2 : 1;
  const centre = worldPixel(center, zoom);
  const count = 2 ** zoom;
  const half = { x: (width * scale) / 2, y: (height * scale) / 2 };
  const first = { x: Math.floor((centre.x - half.x) / TILE_SIZE_PX), y: Math.floor((centre.y - half.y) / TILE_SIZE_PX) };
  const last = { x: Math.floor((centre.x + half.x) / TILE_SIZE_PX), y: Math.floor((centre.y + half.y) / TILE_SIZE_PX) };
  const tiles: PlacedTile[] = [];
  for (let row = Math.max(0, first.y); row <= Math.min(count - 1, last.y); row++) {
    for (let column = first.x; column <= last.x; column++) {
      tiles.push({
        coords: { x: ((column % count) + count) % count, y: row, z: zoom },
        left: Math.round((column * TILE_SIZE_PX - centre.x) / scale),
        top: Math.round((row * TILE_SIZE_PX - centre.y) / scale),
        size: TILE_SIZE_PX / scale,
      });
    }
  }
  return tiles;
}
