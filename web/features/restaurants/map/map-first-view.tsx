// The map's first view as plain images while Leaflet loads: the tiles Leaflet
// draws first, from the same addresses (domain/map-tiles.ts), so a phone
// shows the map before the map's code has arrived and Leaflet then finds the
// tiles in the cache. The signed-in shell of the map page carries it too
// (scripts/vite-prerender.ts).
import { tilesAround, tileUrl } from '@domain/map-tiles';
import type { LatLng } from '@domain/geo';
import { it } from '@domain/i18n/it';

/** The box the first view covers around its centre: a phone's map whole, a larger screen's middle. */
const FIRST_VIEW_WIDTH_PX = 480;
const FIRST_VIEW_HEIGHT_PX = 800;

/** Leaflet's own test for a retina screen (its Browser.retina), which its tile layer follows (detectRetina). */
const isRetinaScreen = () => window.devicePixelRatio > 1;

export function MapFirstView({ tileTemplate, view }: { tileTemplate: string; view: { center: LatLng; zoom: number } }) {
  const isRetina = isRetinaScreen();
  const tiles = tilesAround(view.center, view.zoom, FIRST_VIEW_WIDTH_PX, FIRST_VIEW_HEIGHT_PX, isRetina);
  return (
    <div className="relative size-full overflow-hidden bg-[#ddd]" data-testid="map-first-view">
      <div aria-hidden="true">
        {tiles.map(({ coords, left, top, size }) => {
          const src = tileUrl(tileTemplate, coords, isRetina);
          return (
            src && (
              <img
                key={`${coords.x}/${coords.y}`}
                src={src}
                alt=""
                width={size}
                height={size}
                className="absolute max-w-none"
                style={{ left: `calc(50% + ${left}px)`, top: `calc(50% + ${top}px)`, width: size, height: size }}
              />
            )
          );
        })}
      </div>
      <p role="status" className="absolute top-2 left-1/2 -translate-x-1/2 rounded-md bg-card px-3 py-1 text-sm shadow">
        {it.map.loading}
      </p>
    </div>
  );
}
