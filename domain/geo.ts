// Distances, the built-in city table, geocoding candidates and outbound map
// links (docs/product.md#ordering and #geocoding).
import { foldForMatch } from './fold';
import { EARTH_RADIUS_KM } from './limits';
import { isFiniteNumber } from './numbers';

export type LatLng = { readonly lat: number; readonly lng: number };

/** Milan, where the map opens without a better position (spec: "about 45.4642, 9.19"). */
export const DEFAULT_MAP_CENTER: LatLng = { lat: 45.4642, lng: 9.19 };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance on a sphere of radius EARTH_RADIUS_KM. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isValidLatitude(value: unknown): value is number {
  return isFiniteNumber(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: unknown): value is number {
  return isFiniteNumber(value) && value >= -180 && value <= 180;
}

export type City = LatLng & {
  /** The name the map shows and geocodes. */
  readonly name: string;
  /** English, Italian and other common spellings a user may type. */
  readonly alternateNames: readonly string[];
};

export const CITY_TABLE: readonly City[] = [
  { name: 'Torino', alternateNames: ['Turin'], lat: 45.0703, lng: 7.6869 },
  { name: 'Milano', alternateNames: ['Milan'], lat: 45.4642, lng: 9.19 },
  { name: 'Roma', alternateNames: ['Rome'], lat: 41.9028, lng: 12.4964 },
  { name: 'Firenze', alternateNames: ['Florence'], lat: 43.7696, lng: 11.2558 },
  { name: 'Napoli', alternateNames: ['Naples'], lat: 40.8518, lng: 14.2681 },
  { name: 'Venezia', alternateNames: ['Venice'], lat: 45.4408, lng: 12.3155 },
  { name: 'Bologna', alternateNames: [], lat: 44.4949, lng: 11.3426 },
  { name: 'Genova', alternateNames: ['Genoa'], lat: 44.4056, lng: 8.9463 },
  { name: 'Palermo', alternateNames: [], lat: 38.1157, lng: 13.3615 },
  { name: 'Bari', alternateNames: [], lat: 41.1171, lng: 16.8719 },
  { name: 'Catania', alternateNames: [], lat: 37.5079, lng: 15.083 },
  { name: 'Valencia', alternateNames: ['València'], lat: 39.4699, lng: -0.3763 },
  { name: 'Barcelona', alternateNames: ['Barcellona'], lat: 41.3874, lng: 2.1686 },
  { name: 'Madrid', alternateNames: [], lat: 40.4168, lng: -3.7038 },
  { name: 'Paris', alternateNames: ['Parigi'], lat: 48.8566, lng: 2.3522 },
  { name: 'London', alternateNames: ['Londra'], lat: 51.5074, lng: -0.1278 },
  {
    name: 'New York',
    alternateNames: ['Nuova York', 'NYC', 'New York City'],
    lat: 40.7128,
    lng: -74.006,
  },
  { name: 'Palo Alto', alternateNames: [], lat: 37.4419, lng: -122.143 },
  { name: 'Cannes', alternateNames: [], lat: 43.5528, lng: 7.0174 },
  { name: 'Canelli', alternateNames: [], lat: 44.7211, lng: 8.2925 },
];

/** The table entry named by the term, under any of its names (case and accents ignored). */
export function findCity(term: string): City | undefined {
  const folded = foldForMatch(term);
  // No name in the table folds to '', so a blank term finds none.
  return CITY_TABLE.find(
    (city) =>
      foldForMatch(city.name) === folded ||
      city.alternateNames.some((alternate) => foldForMatch(alternate) === folded),
  );
}

const GEOCODE_COUNTRY_SUFFIXES = ['Italy', 'France', 'USA', 'Spain'] as const;

// Bare or Italy-first queries put these somewhere else entirely.
const GEOCODE_PREFERRED_QUERIES: Readonly<Record<string, string>> = {
  'palo alto': 'Palo Alto, California, USA',
  cannes: 'Cannes, France',
};

/**
 * Queries to try in order until the geocoder answers: '{city}, Italy',
 * France, USA, Spain, then the bare city; Palo Alto and Cannes start with their
 * own query.
 */
export function geocodeCandidates(city: string): string[] {
  const trimmed = city.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return [];
  const standard = [
    ...GEOCODE_COUNTRY_SUFFIXES.map((country) => `${trimmed}, ${country}`),
    trimmed,
  ];
  const preferred = GEOCODE_PREFERRED_QUERIES[foldForMatch(trimmed)];
  return preferred === undefined ? standard : [...new Set([preferred, ...standard])];
}


export type DirectionsRequest = {
  readonly destination: LatLng;
  /** The user's position when known; otherwise the map app starts from its own. */
  readonly origin?: LatLng | null;
};

const formatLatLng = (point: LatLng) => `${point.lat},${point.lng}`;

export function googleMapsDirectionsUrl({ destination, origin }: DirectionsRequest): string {
  const params = new URLSearchParams({ api: '1', destination: formatLatLng(destination) });
  if (origin) params.set('origin', formatLatLng(origin));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

export function appleMapsDirectionsUrl({ destination, origin }: DirectionsRequest): string {
  const params = new URLSearchParams({ daddr: formatLatLng(destination) });
  if (origin) params.set('saddr', formatLatLng(origin));
  return `https://maps.apple.com/?${params.toString()}`;
}

/** NOTE: Waze links take no origin; navigation always starts from the device position. */
export function wazeDirectionsUrl({ destination }: DirectionsRequest): string {
  const params = new URLSearchParams({ ll: formatLatLng(destination), navigate: 'yes' });
  return `https://waze.com/ul?${params.toString()}`;
}

/** The directions apps offered wherever a venue is shown with its position, in the order shown. */
export const DIRECTIONS_PROVIDERS = [
  { key: 'google', url: googleMapsDirectionsUrl },
  { key: 'apple', url: appleMapsDirectionsUrl },
  { key: 'waze', url: wazeDirectionsUrl },
] as const;

/** 'Vedi su Google Maps' for an external place. */
export function googleMapsPlaceUrl(place: { readonly name: string; readonly placeId?: string | null }): string {
  const params = new URLSearchParams({ api: '1', query: place.name });
  if (place.placeId) params.set('query_place_id', place.placeId);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

/**
 * A tel: link keeping only digits and a leading '+'; undefined when there is
 * no digit, which is also when the spec hides the call button. Of several
 * numbers ('+39 02 1; +39 02 2', as OpenStreetMap stores them) the first wins;
 * '/' is not a separator because Italian numbers use it ('02/123456').
 */
export function telHref(phone: string | null | undefined): string | undefined {
  // split() gives at least one part, and any text without digits gives no link:
  // the ?. and the stand-ins for a missing phone change nothing.
  // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, see above
  const trimmed = (phone ?? '').split(/[;,]/)[0]?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
