// Rules of the map (docs/product.md#map, #map-text-search): which venues a view shows, and
// when there are too many to draw, clusters instead of markers.
import { ALL_CUISINES, cuisineLabel } from '../../domain/cuisines';
import { foldForMatch } from '../../domain/fold';
import { addressSearchTokens, STREET_PREFIXES } from '../../domain/map-search';
import type { MapVenues } from '../../domain/restaurants';
import type { MapBoundsQuery } from '../../domain/schemas/map';
import type { Database } from '../db/client';
import { escapeLike, listCriteria } from '../restaurants/restaurants.service';
import * as repository from './map.repository';
import type { MapCriteria, MapTextCriteria } from './map.repository';

/** Above this many venues in view the answer is clusters: markers beyond it do not help anyone and slow phones down. */
export const MAP_MAX_MARKERS = 2000;
/** Cluster grid: cells per side of the view. */
export const MAP_CLUSTER_GRID = 24;

const REGEX_SPECIALS = /[\\^$.|?*+()[\]{}]/g;
const escapeRegex = (text: string) => text.replace(REGEX_SPECIALS, '\\$&');

/**
 * The address rule of matchesAddressToken as a PostgreSQL regular expression
 * over addressTokensSql: the term's tokens as consecutive whole tokens (a
 * token may end in a dot), not right after a street prefix.
 */
export function addressTokenRegex(term: string): string | null {
  const tokens = addressSearchTokens(term);
  if (tokens.length === 0) return null;
  const prefixes = STREET_PREFIXES.map((prefix) => (prefix.endsWith('.') ? escapeRegex(prefix) : `${prefix}\\.?`));
  const phrase = tokens.map((token) => `${escapeRegex(token)}\\.?`).join(' ');
  return `(?<= )(?<! (?:${prefixes.join('|')}) )${phrase}(?= )`;
}

export function mapTextCriteria(term: string | undefined): MapTextCriteria | null {
  const folded = foldForMatch(term ?? '');
  if (folded === '') return null;
  const [firstToken] = addressSearchTokens(term ?? '');
  return {
    pattern: `%${escapeLike(folded)}%`,
    addressRegex: addressTokenRegex(term ?? ''),
    addressGate: firstToken === undefined ? null : `%${escapeLike(firstToken)}%`,
    labelCuisines: ALL_CUISINES.filter((cuisine) => foldForMatch(cuisineLabel(cuisine)).includes(folded)),
  };
}

export function mapCriteria(query: MapBoundsQuery, viewerId: string): MapCriteria {
  return {
    list: listCriteria({
      page: 1,
      allergen: query.allergen,
      practice: [],
      show_closed: query.show_closed,
      city: undefined,
      cuisine: undefined,
      restaurant: undefined,
      q: undefined,
    }),
    text: mapTextCriteria(query.q),
    reviewerId: query.mine ? viewerId : null,
  };
}

export async function findMapVenues(db: Database, viewerId: string, query: MapBoundsQuery): Promise<MapVenues> {
  const criteria = mapCriteria(query, viewerId);
  const bounds = { south: query.south, north: query.north, west: query.west, east: query.east };
  const counts = await repository.countMapVenues(db, criteria, bounds);
  if (counts.inBounds > MAP_MAX_MARKERS) {
    const clusters = await repository.findMapClusters(db, criteria, bounds, MAP_CLUSTER_GRID);
    return { total: counts.total, in_bounds: counts.inBounds, items: [], clusters, extent: counts.extent };
  }
  const items = counts.inBounds === 0 ? [] : await repository.findMapVenues(db, criteria, bounds);
  return { total: counts.total, in_bounds: counts.inBounds, items, clusters: [], extent: counts.extent };
}
