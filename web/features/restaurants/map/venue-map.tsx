// The Leaflet map (loaded only by the map route): tiles, venue markers in the
// safety colours with their popups, clusters where venues are dense, and the
// user's blue dot.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import L from 'leaflet';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Button } from '@web/components/ui/button';
import Supercluster from 'supercluster';
import { it } from '@domain/i18n/it';
import type { LatLng } from '@domain/geo';
import { MAP_MOVE_ANIMATION_MS } from '@domain/limits';
import { MARKER_SIZE, isFewPeople, safetyColour, shownCommunityLevel } from '@domain/safety';
import type { MapCluster, MapVenue } from '@domain/restaurants';
import type { MapConfig } from '../api/get-map-venues';
import { clusterIconDrawing } from './cluster-icon';
import { apiBounds, type Bounds } from './map-view';
import { MapFirstView } from './map-first-view';

const messages = it.map;

/** Client-side clustering radius (px) and the zoom from which every venue stands alone. */
const CLUSTER_RADIUS_PX = 60;
const CLUSTER_MAX_ZOOM = 16;

// One icon per look, made once: react-leaflet gives a marker a new icon, and
// Leaflet draws its element again, whenever the icon is a different object,
// which a fresh one at every render of the layer always was.
const venueIcons = new Map<string, L.DivIcon>();
const clusterIcons = new Map<number, L.DivIcon>();

/**
 * A 32×42 pin in the venue's safety colour (grey without data, lighter grey
 * while selected; never green next to an open reaction report). Resting on
 * fewer than SAFETY_FEW_PEOPLE people it is hollow with a dashed outline in
 * that colour ('Pochi dati'); an open report adds a red '!' mark.
 */
function venueIcon(venue: MapVenue, isSelected: boolean): L.DivIcon {
  const hasAlert = venue.incident_alert != null;
  const shown = shownCommunityLevel(venue.safety_level, hasAlert);
  const level = shown ?? 'none';
  const few = shown !== null && isFewPeople(venue.review_count);
  const key = `${level}-${isSelected}-${few}-${hasAlert}`;
  let icon = venueIcons.get(key);
  if (!icon) {
    const { width, height } = MARKER_SIZE;
    const colour = safetyColour(shown, isSelected);
    const fill = few ? 'white' : colour;
    const outline = few ? `stroke="${colour}" stroke-width="3" stroke-dasharray="4 3"` : 'stroke="hsl(0,0%,15%)" stroke-width="1.5"';
    const alertMark = hasAlert
      ? '<circle cx="25" cy="7" r="6.5" fill="hsl(0,75%,42%)" stroke="white" stroke-width="1.5"/><path d="M25 3.5v4.5M25 10v.5" stroke="white" stroke-width="2" stroke-linecap="round"/>'
      : '';
    icon = L.divIcon({
      className: 'venue-marker',
      iconSize: [width, height],
      iconAnchor: [width / 2, height],
      popupAnchor: [0, -height + 4],
      html: `<svg width="${width}" height="${height}" viewBox="0 0 32 42" aria-hidden="true" data-level="${level}" data-few-data="${few}" data-alert="${hasAlert}">
      <path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${fill}" ${outline}/>
      <circle cx="16" cy="15.5" r="5.5" fill="white" stroke="hsl(0,0%,15%)" stroke-width="1"/>${alertMark}</svg>`,
    });
    venueIcons.set(key, icon);
  }
  return icon;
}

function clusterIcon(count: number): L.DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const { size, html } = clusterIconDrawing(count);
    icon = L.divIcon({ className: 'venue-cluster', iconSize: [size, size], html });
    clusterIcons.set(count, icon);
  }
  return icon;
}

export type MapMove = { center: LatLng; zoom: number; key: number };
/** Show this whole box (a search's results). */
export type MapFit = { bounds: Bounds; key: number };

export type VenueMapProps = {
  config: MapConfig;
  initial: { center: LatLng; zoom: number };
  venues: MapVenue[];
  serverClusters: MapCluster[];
  position: LatLng | null;
  move: MapMove | null;
  fit: MapFit | null;
  onViewChange: (bounds: Bounds, zoom: number) => void;
  /**
   * Pixels at the top of the map covered by a banner: a search's results are
   * fitted, and an opening popup is panned, below them; no pin is drawn reaching into them.
   */
  topInset?: number;
  /** What a venue's popup shows, given by the page that composes the map with the other features (saving, alerts). */
  popup: (venue: MapVenue, origin: LatLng | null) => ReactNode;
};

/**
 * 0 (the first view's images, still), then 1 (Leaflet makes the map), then 2
 * (the tiles), then 3 (the venues, the position and the view's controllers),
 * each a task later: Leaflet making the map, laying its first tiles and
 * placing the markers was one long task, and making the map in the commit
 * that swaps the page's placeholder for this component another (ADR 011).
 */
function useLayersOneTaskAtATime(): number {
  const [layersShown, setLayersShown] = useState(0);
  useEffect(() => {
    if (layersShown >= 3) return;
    const timer = setTimeout(() => setLayersShown(layersShown + 1), 0);
    return () => clearTimeout(timer);
  }, [layersShown]);
  return layersShown;
}

export default function VenueMap({ config, initial, venues, serverClusters, position, move, fit, onViewChange, topInset = 0, popup }: VenueMapProps) {
  const tiles = useRef<L.TileLayer>(null);
  // Tiles that fail and none that load (offline, or the tile server down): say so rather than show a grey map.
  const [tileState, setTileState] = useState<'ok' | 'failing'>('ok');
  const layersShown = useLayersOneTaskAtATime();
  if (layersShown === 0) return <MapFirstView tileTemplate={config.tile_url} view={initial} />;
  return (
    <div className="relative size-full">
      <MapContainer
        center={[initial.center.lat, initial.center.lng]}
        zoom={initial.zoom}
        className="size-full"
        worldCopyJump
        aria-label={messages.mapLabel}
      >
        {layersShown >= 2 && (
          <TileLayer
            ref={tiles}
            url={config.tile_url}
            attribution={config.attribution}
            // A phone's screen draws two or three device pixels per CSS pixel: tiles of the next zoom at half the size keep the map sharp there.
            detectRetina
            eventHandlers={{ tileerror: () => setTileState('failing'), tileload: () => setTileState('ok') }}
          />
        )}
        {layersShown >= 3 && (
          <>
            <SizeTracker />
            <ViewTracker onViewChange={onViewChange} />
            <MoveController move={move} />
            <FitController fit={fit} topInset={topInset} />
            <VenueLayer venues={venues} serverClusters={serverClusters} position={position} topInset={topInset} popup={popup} />
            {position && (
              <CircleMarker
                center={[position.lat, position.lng]}
                radius={8}
                pathOptions={{ color: 'white', weight: 3, fillColor: 'hsl(217,91%,55%)', fillOpacity: 1 }}
              >
                <Popup>{messages.yourPosition}</Popup>
              </CircleMarker>
            )}
          </>
        )}
      </MapContainer>
      {/* At the map's foot: its top holds the page's position and connection banners. */}
      {tileState === 'failing' && (
        <div
          role="status"
          data-testid="map-tiles-failed"
          className="absolute right-2 bottom-8 left-2 z-[1000] flex flex-wrap items-center justify-between gap-2 rounded-md bg-card/95 px-3 py-1.5 text-sm shadow"
        >
          <span>{messages.tilesFailed}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setTileState('ok');
              tiles.current?.redraw();
            }}
          >
            <RotateCw aria-hidden="true" />
            {it.common.retry}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The map area changes height with the banners above it: Leaflet must measure it again. */
function SizeTracker() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Shows a whole box at once, below the banner, at most at the zoom where every venue stands alone. */
function FitController({ fit, topInset }: { fit: MapFit | null; topInset: number }) {
  const map = useMap();
  useEffect(() => {
    if (!fit) return;
    const { south, west, north, east } = fit.bounds;
    map.fitBounds([[south, west], [north, east]], { paddingTopLeft: [40, 40 + topInset], paddingBottomRight: [40, 40], maxZoom: CLUSTER_MAX_ZOOM });
    // Fitted once per search: a banner coming or going later moves nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fit]);
  return null;
}

function currentView(map: L.Map) {
  const bounds = map.getBounds();
  return {
    bounds: apiBounds({ south: bounds.getSouth(), north: bounds.getNorth(), west: bounds.getWest(), east: bounds.getEast() }),
    zoom: map.getZoom(),
  };
}

function ViewTracker({ onViewChange }: { onViewChange: VenueMapProps['onViewChange'] }) {
  const map = useMapEvents({
    moveend: () => {
      const view = currentView(map);
      onViewChange(view.bounds, view.zoom);
    },
  });
  useEffect(() => {
    const view = currentView(map);
    onViewChange(view.bounds, view.zoom);
    // Once, for the first view; later views come from moveend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

/** A new position animates to its zoom (docs/product.md#map: 1 s). */
function MoveController({ move }: { move: MapMove | null }) {
  const map = useMap();
  useEffect(() => {
    if (!move) return;
    map.flyTo([move.center.lat, move.center.lng], move.zoom, { duration: MAP_MOVE_ANIMATION_MS / 1000 });
  }, [map, move]);
  return null;
}

type VenueFeature = Supercluster.PointFeature<{ venue: MapVenue }>;

/** Leaflet's default room kept around an opening popup (px). */
const POPUP_PAN_PADDING = 5;

function VenueLayer({
  venues,
  serverClusters,
  position,
  topInset = 0,
  popup,
}: Pick<VenueMapProps, 'venues' | 'serverClusters' | 'position' | 'topInset' | 'popup'>) {
  const map = useMap();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [view, setView] = useState(() => currentView(map));
  // NOTE: registered once, not through useMapEvents, which takes its handlers
  // off and puts them back on at every render: the fitBounds that shows a
  // search's results runs in a sibling's effect in between, moves the map at
  // once, and its moveend then found no handler here (the markers stayed those of the old view).
  useEffect(() => {
    const follow = () => setView(currentView(map));
    map.on('moveend', follow);
    return () => {
      map.off('moveend', follow);
    };
  }, [map]);
  useMapEvents({
    // Clicking the map closes the selected marker.
    click: () => {
      map.closePopup();
      setSelectedId(null);
    },
    popupclose: () => setSelectedId(null),
  });

  const index = useMemo(() => {
    const points: VenueFeature[] = venues.map((venue) => ({
      type: 'Feature',
      properties: { venue },
      geometry: { type: 'Point', coordinates: [venue.longitude, venue.latitude] },
    }));
    return new Supercluster<{ venue: MapVenue }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM }).load(points);
  }, [venues]);

  const features = useMemo(() => {
    const { west, south, east, north } = view.bounds;
    return index.getClusters([west, south, east, north], Math.round(view.zoom));
  }, [index, view]);

  // A pin reaching into the strip the banner covers at the map's top is left out until the map moves it
  // clear (read at every moveend, with `view`): half under the banner, it was a target a few pixels tall
  // beside its neighbours, and a keyboard's focus on it went unseen (Lighthouse's target-size on
  // /en/restaurants/map, where the English banner, a line shorter than the Italian, ended across a pin; #43).
  const isClearOfBanner = (latitude: number, longitude: number, heightAboveAnchor: number) =>
    topInset === 0 || map.latLngToContainerPoint([latitude, longitude]).y - heightAboveAnchor >= topInset;

  return (
    <>
      {serverClusters
        .filter((cluster) => isClearOfBanner(cluster.latitude, cluster.longitude, clusterIconDrawing(cluster.count).size / 2))
        .map((cluster) => (
          <Marker
            key={`server-${cluster.latitude}-${cluster.longitude}`}
            position={[cluster.latitude, cluster.longitude]}
            icon={clusterIcon(cluster.count)}
            title={messages.count(cluster.count)}
            eventHandlers={{
              click: () => map.flyTo([cluster.latitude, cluster.longitude], Math.min(map.getZoom() + 2, CLUSTER_MAX_ZOOM)),
            }}
          />
        ))}
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties && feature.properties.cluster) {
          const clusterId = feature.properties.cluster_id;
          const count = feature.properties.point_count;
          if (!isClearOfBanner(lat, lng, clusterIconDrawing(count).size / 2)) return null;
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={messages.count(count)}
              eventHandlers={{
                click: () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 2)),
              }}
            />
          );
        }
        const { venue } = (feature as VenueFeature).properties;
        if (!isClearOfBanner(lat, lng, MARKER_SIZE.height)) return null;
        return (
          <Marker
            key={venue.id}
            position={[venue.latitude, venue.longitude]}
            icon={venueIcon(venue, venue.id === selectedId)}
            title={venue.name}
            eventHandlers={{ click: () => setSelectedId(venue.id) }}
          >
            {/* Leaflet reads the padding as the popup is made: a new inset makes it again. */}
            <Popup key={topInset} autoPanPaddingTopLeft={[POPUP_PAN_PADDING, topInset + POPUP_PAN_PADDING]}>
              {popup(venue, position)}
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}
