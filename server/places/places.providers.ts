// The two places providers behind /functions/v1/google-places-proxy, both
// answering in Google's shape: Google Places (GOOGLE_PLACES_API_KEY) and
// OpenStreetMap (Nominatim search and lookup, an Overpass-compatible API).
// Only the configured base URLs are ever fetched; nothing is invented.
import { placesMessages } from '../../domain/i18n/it/places';
import { z } from 'zod';
import type { Limiter } from '../upstream/pacing';
import { fetchJson, UpstreamError } from '../upstream/upstream';

export type PlacesRequest =
  | { endpoint: 'nearbysearch'; lat: number; lng: number; radius: number; keyword: string | undefined }
  | { endpoint: 'textsearch'; query: string; location: { lat: number; lng: number } | undefined }
  | { endpoint: 'details'; placeId: string }
  | { endpoint: 'photo'; photoReference: string; maxWidth: number };

export type Place = {
  place_id: string;
  name: string;
  formatted_address?: string;
  vicinity?: string;
  formatted_phone_number?: string;
  website?: string;
  geometry: { location: { lat: number; lng: number } };
  types: string[];
  rating?: number;
  price_level?: number;
  opening_hours?: { open_now?: boolean };
  photos?: { photo_reference: string; width?: number; height?: number }[];
};

/** Google's envelope: `status`, `results` or `result`, `error_message`; `url` for a photo. */
export type PlacesAnswer = {
  status: string;
  results?: Place[];
  result?: Place | { url: string };
  error_message?: string;
};

export type ProviderConfig = {
  googleApiKey: string | undefined;
  googleUrl: string;
  nominatimUrl: string;
  overpassUrl: string;
  timeoutMs: number;
  userAgent: string;
  /** Spaces Nominatim calls as its usage policy asks (shared with the geocoder on the same host). */
  paceNominatim: Limiter;
};

// ---------------------------------------------------------------- Google

const googleEnvelope = z
  .object({
    status: z.string(),
    results: z.array(z.unknown()).optional(),
    result: z.unknown().optional(),
    error_message: z.string().optional(),
  })
  .passthrough();

const googlePlace = z
  .object({
    place_id: z.string(),
    name: z.string(),
    formatted_address: z.string().optional(),
    vicinity: z.string().optional(),
    formatted_phone_number: z.string().optional(),
    website: z.string().optional(),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    types: z.array(z.string()).default([]),
    rating: z.number().optional(),
    price_level: z.number().optional(),
    opening_hours: z.object({ open_now: z.boolean().optional() }).optional(),
    photos: z.array(z.object({ photo_reference: z.string(), width: z.number().optional(), height: z.number().optional() })).optional(),
  })
  .transform((place): Place => place);

function parsePlace(value: unknown): Place | null {
  const parsed = googlePlace.safeParse(value);
  return parsed.success ? parsed.data : null;
}

async function askGoogle(config: ProviderConfig, request: PlacesRequest, key: string): Promise<PlacesAnswer> {
  const params = new URLSearchParams({ key, language: 'it' });
  let path: string;
  switch (request.endpoint) {
    case 'nearbysearch':
      path = 'nearbysearch/json';
      params.set('location', `${request.lat},${request.lng}`);
      params.set('radius', String(request.radius));
      params.set('type', 'restaurant');
      if (request.keyword) params.set('keyword', request.keyword);
      break;
    case 'textsearch':
      path = 'textsearch/json';
      params.set('query', request.query);
      if (request.location) params.set('location', `${request.location.lat},${request.location.lng}`);
      break;
    case 'details':
      path = 'details/json';
      params.set('place_id', request.placeId);
      params.set('fields', 'place_id,name,formatted_address,formatted_phone_number,website,geometry,types,rating,price_level,opening_hours,photos');
      break;
    case 'photo':
      return googlePhoto(config, request, key);
  }
  const url = new URL(`${config.googleUrl}/${path}`);
  url.search = params.toString();
  const parsed = googleEnvelope.safeParse(await fetchJson(url, { timeoutMs: config.timeoutMs }));
  if (!parsed.success) throw new UpstreamError('malformed', `${url.host}: unexpected places answer`);
  const { status, error_message } = parsed.data;
  const answer: PlacesAnswer = { status, ...(error_message ? { error_message } : {}) };
  if (request.endpoint === 'details') {
    const place = parsed.data.result === undefined ? null : parsePlace(parsed.data.result);
    if (status === 'OK' && !place) throw new UpstreamError('malformed', `${url.host}: unexpected place`);
    return place ? { ...answer, result: place } : answer;
  }
  return { ...answer, results: (parsed.data.results ?? []).map(parsePlace).filter((place): place is Place => place !== null) };
}

/** Google answers a photo with a redirect to the image; the URL is returned, never fetched. */
async function googlePhoto(config: ProviderConfig, request: Extract<PlacesRequest, { endpoint: 'photo' }>, key: string): Promise<PlacesAnswer> {
  const url = new URL(`${config.googleUrl}/photo`);
  url.search = new URLSearchParams({ maxwidth: String(request.maxWidth), photo_reference: request.photoReference, key }).toString();
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (error) {
    throw new UpstreamError('network', `${url.host}: ${String(error)}`);
  }
  await response.body?.cancel();
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location && /^https:\/\//.test(location)) {
    return { status: 'OK', result: { url: location } };
  }
  if (response.status === 400 || response.status === 404) return { status: 'NOT_FOUND', error_message: placesMessages.photoNotFound };
  throw new UpstreamError('status', `${url.host}: photo answered HTTP ${response.status}`);
}

// ---------------------------------------------------------------- OpenStreetMap

const FOOD_AMENITIES: Readonly<Record<string, string[]>> = {
  restaurant: ['restaurant', 'food', 'establishment'],
  fast_food: ['meal_takeaway', 'food', 'establishment'],
  cafe: ['cafe', 'food', 'establishment'],
  bar: ['bar', 'establishment'],
  pub: ['bar', 'establishment'],
  ice_cream: ['food', 'establishment'],
  bakery: ['bakery', 'food', 'establishment'],
};

const nominatimPlace = z
  .object({
    osm_type: z.enum(['node', 'way', 'relation']),
    osm_id: z.coerce.number(),
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    category: z.string().optional(),
    class: z.string().optional(),
    type: z.string(),
    name: z.string().optional(),
    display_name: z.string(),
    address: z.record(z.string(), z.string()).optional(),
    extratags: z.record(z.string(), z.string()).nullable().optional(),
  })
  .passthrough();

const overpassAnswer = z.object({
  elements: z.array(
    z.object({
      type: z.enum(['node', 'way', 'relation']),
      id: z.number(),
      lat: z.number().optional(),
      lon: z.number().optional(),
      center: z.object({ lat: z.number(), lon: z.number() }).optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

const OSM_PLACE_ID = /^osm:([nwr])(\d{1,15})$/;

/** 'Via Roma 1, Milano, Italia': street and number, then the city (the second part is what an import takes as the city). */
function formatOsmAddress(tags: Record<string, string | undefined>): string {
  const street = [tags.road ?? tags['addr:street'], tags.house_number ?? tags['addr:housenumber']].filter(Boolean).join(' ');
  const city = tags.city ?? tags.town ?? tags.village ?? tags['addr:city'] ?? tags.municipality;
  return [street, city, tags.country ?? tags['addr:country']].filter((part) => part && part.trim() !== '').join(', ');
}

function osmTypes(type: string | undefined): string[] | null {
  return type === undefined ? null : (FOOD_AMENITIES[type] ?? null);
}

function fromNominatim(hit: z.infer<typeof nominatimPlace>): Place | null {
  const category = hit.category ?? hit.class;
  const types = category === 'amenity' || category === 'shop' ? osmTypes(hit.type) : null;
  const name = hit.name?.trim() || hit.extratags?.name;
  if (!types || !name) return null;
  const extra = hit.extratags ?? {};
  const phone = extra.phone ?? extra['contact:phone'];
  const website = extra.website ?? extra['contact:website'];
  return {
    place_id: `osm:${hit.osm_type[0]}${hit.osm_id}`,
    name,
    formatted_address: formatOsmAddress(hit.address ?? {}) || hit.display_name,
    ...(phone ? { formatted_phone_number: phone } : {}),
    ...(website ? { website } : {}),
    geometry: { location: { lat: hit.lat, lng: hit.lon } },
    types,
  };
}

async function askNominatim(config: ProviderConfig, path: string, params: Record<string, string>) {
  const url = new URL(`${config.nominatimUrl}/${path}`);
  url.search = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', extratags: '1', ...params }).toString();
  const answer = await config.paceNominatim(() => fetchJson(url, { timeoutMs: config.timeoutMs, headers: { 'user-agent': config.userAgent } }));
  const parsed = z.array(z.unknown()).safeParse(answer);
  if (!parsed.success) throw new UpstreamError('malformed', `${url.host}: unexpected Nominatim answer`);
  return parsed.data
    .map((hit) => nominatimPlace.safeParse(hit))
    .flatMap((hit) => (hit.success ? [fromNominatim(hit.data)] : []))
    .filter((place): place is Place => place !== null);
}

const overpassString = (text: string) => text.replace(/[\\"]/g, (character) => `\\${character}`);
const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function askOverpass(config: ProviderConfig, request: Extract<PlacesRequest, { endpoint: 'nearbysearch' }>): Promise<Place[]> {
  const name = request.keyword ? `["name"~"${overpassString(regexLiteral(request.keyword))}",i]` : '["name"]';
  const query = `[out:json][timeout:10];nwr["amenity"~"^(restaurant|fast_food|cafe|bar|pub)$"]${name}(around:${request.radius},${request.lat},${request.lng});out center tags 60;`;
  const url = new URL(config.overpassUrl);
  url.search = new URLSearchParams({ data: query }).toString();
  const parsed = overpassAnswer.safeParse(await fetchJson(url, { timeoutMs: config.timeoutMs, headers: { 'user-agent': config.userAgent } }));
  if (!parsed.success) throw new UpstreamError('malformed', `${url.host}: unexpected Overpass answer`);
  return parsed.data.elements.flatMap((element): Place[] => {
    const tags = element.tags ?? {};
    const lat = element.lat ?? element.center?.lat;
    const lng = element.lon ?? element.center?.lon;
    const types = osmTypes(tags.amenity);
    if (!tags.name || lat === undefined || lng === undefined || !types) return [];
    const phone = tags.phone ?? tags['contact:phone'];
    const website = tags.website ?? tags['contact:website'];
    return [
      {
        place_id: `osm:${element.type[0]}${element.id}`,
        name: tags.name,
        formatted_address: formatOsmAddress(tags),
        ...(phone ? { formatted_phone_number: phone } : {}),
        ...(website ? { website } : {}),
        geometry: { location: { lat, lng } },
        types,
      },
    ];
  });
}

async function askOpenStreetMap(config: ProviderConfig, request: PlacesRequest): Promise<PlacesAnswer> {
  const envelope = (results: Place[]): PlacesAnswer => ({ status: results.length > 0 ? 'OK' : 'ZERO_RESULTS', results });
  switch (request.endpoint) {
    case 'nearbysearch':
      return envelope(await askOverpass(config, request));
    case 'textsearch': {
      const params: Record<string, string> = { q: request.query, limit: '20' };
      if (request.location) {
        const { lat, lng } = request.location;
        params.viewbox = `${lng - 0.5},${lat + 0.5},${lng + 0.5},${lat - 0.5}`;
      }
      return envelope(await askNominatim(config, 'search', params));
    }
    case 'details': {
      const match = OSM_PLACE_ID.exec(request.placeId);
      if (!match) return { status: 'NOT_FOUND', error_message: placesMessages.venueNotFound };
      const [place] = await askNominatim(config, 'lookup', { osm_ids: `${match[1]!.toUpperCase()}${match[2]}` });
      return place ? { status: 'OK', result: place } : { status: 'NOT_FOUND', error_message: placesMessages.venueNotFound };
    }
    case 'photo':
      // OpenStreetMap has no venue photos.
      return { status: 'NOT_FOUND', error_message: placesMessages.photoUnavailable };
  }
}

export function askPlaces(config: ProviderConfig, request: PlacesRequest): Promise<PlacesAnswer> {
  return config.googleApiKey ? askGoogle(config, request, config.googleApiKey) : askOpenStreetMap(config, request);
}
