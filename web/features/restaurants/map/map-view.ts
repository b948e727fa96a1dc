// What the map shows and where it starts (docs/product.md#map), as pure
// functions of the URL, the geocoded city and the position.
import { DEFAULT_MAP_CENTER, findCity, isValidLatitude, isValidLongitude, type LatLng } from '@domain/geo';
import { it } from '@domain/i18n/it';
import {
  MAP_ZOOM_CITY,
  MAP_ZOOM_DEFAULT,
  MAP_ZOOM_URL_COORDINATES,
  MAP_ZOOM_USER_POSITION,
} from '@domain/limits';

const messages = it.map;

export type MapUrlState = {
  /** lat and lng of the URL, when both are valid. */
  coordinates: LatLng | null;
  search: string;
  allergen: string;
  /** 'Mostra anche chiusi' of the list (show_closed=1): closed venues are drawn too. */
  showClosed: boolean;
};

const parseCoordinate = (value: string | null) => {
  if (value === null || value.trim() === '') return NaN;
  return Number(value.replace(',', '.'));
};

/** `restaurant` is read by the spec's map but unused; so it is here. */
export function mapUrlState(params: URLSearchParams): MapUrlState {
  const lat = parseCoordinate(params.get('lat'));
  const lng = parseCoordinate(params.get('lng'));
  return {
    coordinates: isValidLatitude(lat) && isValidLongitude(lng) ? { lat, lng } : null,
    search: (params.get('search') ?? '').trim(),
    allergen: (params.get('allergen') ?? '').trim(),
    showClosed: params.get('show_closed') === '1',
  };
}

export type MapView = { center: LatLng; zoom: number; source: 'url' | 'city' | 'position' | 'default' };

/**
 * Centring priority: the URL's coordinates (zoom 16); else the searched city
 * (12); else, without a search, the user's position (15); else Milan (12).
 */
export function mapView(url: MapUrlState, city: LatLng | null, position: LatLng | null): MapView {
  if (url.coordinates) return { center: url.coordinates, zoom: MAP_ZOOM_URL_COORDINATES, source: 'url' };
  if (city) return { center: city, zoom: MAP_ZOOM_CITY, source: 'city' };
  if (position && url.search === '') return { center: position, zoom: MAP_ZOOM_USER_POSITION, source: 'position' };
  return { center: DEFAULT_MAP_CENTER, zoom: MAP_ZOOM_DEFAULT, source: 'default' };
}

/** The built-in city table answers without a request (docs/product.md#geocoding). */
export function cityFromTable(search: string): LatLng | null {
  const city = findCity(search);
  return city ? { lat: city.lat, lng: city.lng } : null;
}

export type Bounds = { south: number; north: number; west: number; east: number };

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.min(90, Math.max(-90, lat));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Leaflet's bounds as the API takes them: latitudes clamped, longitudes
 * wrapped into −180…180 (west > east across the antimeridian), the whole
 * world when the view is wider than it. Rounded so small jitters share a cache entry.
 */
export function apiBounds(view: { south: number; north: number; west: number; east: number }): Bounds {
  const south = round(clampLatitude(view.south));
  const north = round(clampLatitude(view.north));
  if (view.east - view.west >= 360) return { south, north, west: -180, east: 180 };
  return { south, north, west: round(wrapLongitude(view.west)), east: round(wrapLongitude(view.east)) };
}

/**
 * What the yellow banner says the map is centred on when there is no position:
 * the spec's 'Centrato su Milano' only for the default centre; else the
 * searched city (as the table names it), the link's point, or the results of a
 * search that named no place (the map fits them).
 */
export function centreWithoutPositionText(view: MapView, search: string, isFittedToResults: boolean): string {
  if (view.source === 'url') return messages.geolocationUnavailableOnPoint;
  if (view.source === 'city') return messages.geolocationUnavailableAt(findCity(search)?.name ?? search);
  if (isFittedToResults) return messages.geolocationUnavailableOnResults;
  return messages.geolocationUnavailable;
}
