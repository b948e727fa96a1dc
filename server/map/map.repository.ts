// SQL of the map: venues inside the visible bounds on the reviewed-position
// index (restaurants_reviewed_position_idx), the text rules of docs/product.md#map-text-search in
// SQL, and a grid of clusters when a view holds too many venues to draw.
import { sql, type SQL } from 'drizzle-orm';
import type { MapCluster, MapVenue, MapVenues } from '../../domain/restaurants';
import { RATING_SCORES } from '../../domain/safety';
import { listConditions, type ListCriteria } from '../restaurants/list-planner.repository';
import { VENUE_STATUS_SQL } from '../restaurants/restaurants.repository';
import { averageRatingSql, statsBadgeLateral } from '../restaurants/safety-score.repository';
import { incidentAlertSql } from '../incidents/open-incidents.repository';
import { rowsOf, type Executor } from '../db/query';

export type Bounds = { south: number; north: number; west: number; east: number };

/** What the text search compares, already folded and escaped by the service. */
export type MapTextCriteria = {
  /** LIKE pattern: the folded term, contained. */
  pattern: string;
  /** Regular expression over the tokenised address (see addressTokensSql), or null without tokens. */
  addressRegex: string | null;
  /** LIKE pattern of the term's first address token: a cheap, indexed gate before the regular expression. */
  addressGate: string | null;
  /** Catalogue cuisine keys whose Italian label contains the term. */
  labelCuisines: string[];
};

export type MapCriteria = {
  /** Allergen filters, as the list reads them (every one must match). */
  list: ListCriteria;
  text: MapTextCriteria | null;
  /** Only venues this user reviewed. */
  reviewerId: string | null;
};

/**
 * The address as domain/map-search.ts tokenises it, tokens separated by single
 * spaces with one around the ends: folded, a space after every dot (so dots
 * only end tokens), separators collapsed.
 */
export const addressTokensSql = (column: SQL) =>
  sql`(' ' || regexp_replace(replace(allerguida_fold(coalesce(${column}, '')), '.', '. '), ${'[[:space:],;:()/\\\\"-]+'}, ' ', 'g') || ' ')`;

const inList = (values: string[]) =>
  values.length === 0 ? sql`(NULL)` : sql`(${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;

/** matchesMapSearch (domain/map-search.ts) in SQL: city, whole address token, else name, cuisine or description. */
export function mapTextCondition(text: MapTextCriteria): SQL {
  const alternatives = [
    sql`r.search_city LIKE ${text.pattern}`,
    sql`r.search_name LIKE ${text.pattern}`,
    sql`r.search_cuisine LIKE ${text.pattern}`,
    sql`(r.description <> '' AND allerguida_fold(r.description) LIKE ${text.pattern})`,
  ];
  if (text.labelCuisines.length > 0) alternatives.push(sql`r.search_cuisine IN ${inList(text.labelCuisines)}`);
  if (text.addressRegex !== null && text.addressGate !== null) {
    // search_text holds the folded address, so a whole-token match implies the gate.
    alternatives.push(sql`(r.search_text LIKE ${text.addressGate} AND ${addressTokensSql(sql`r.address`)} ~ ${text.addressRegex})`);
  }
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/** Reviewed venues with coordinates matching the filters, anywhere. */
export function mapConditions(criteria: MapCriteria): SQL {
  // has_reviews and latitude IS NOT NULL: the partial position index's own predicate.
  const conditions = [listConditions(criteria.list), sql`r.latitude IS NOT NULL AND r.longitude IS NOT NULL`];
  if (criteria.reviewerId !== null) {
    // Visible reviews only: a venue whose every review of mine is hidden is not mine on the map.
    conditions.push(sql`r.id IN (SELECT x.restaurant_id FROM reviews x WHERE x.user_id = ${criteria.reviewerId} AND x.hidden_at IS NULL)`);
  }
  if (criteria.text !== null) conditions.push(mapTextCondition(criteria.text));
  return sql.join(conditions, sql` AND `);
}

/** West greater than east: the box crosses the antimeridian. */
export function boundsCondition(bounds: Bounds): SQL {
  const latitude = sql`r.latitude BETWEEN ${bounds.south} AND ${bounds.north}`;
  const longitude =
    bounds.west <= bounds.east
      ? sql`r.longitude BETWEEN ${bounds.west} AND ${bounds.east}`
      : sql`(r.longitude >= ${bounds.west} OR r.longitude <= ${bounds.east})`;
  return sql`${latitude} AND ${longitude}`;
}

export type MapVenueCounts = { total: number; inBounds: number; extent: MapVenues['extent'] };

export async function countMapVenues(db: Executor, criteria: MapCriteria, bounds: Bounds): Promise<MapVenueCounts> {
  const where = mapConditions(criteria);
  const [row] = await rowsOf<{ total: number; in_bounds: number; south: number | null; north: number | null; west: number | null; east: number | null }>(
    db,
    sql`SELECT count(*)::int AS total,
        min(r.latitude)::float8 AS south, max(r.latitude)::float8 AS north,
        min(r.longitude)::float8 AS west, max(r.longitude)::float8 AS east,
        (SELECT count(*)::int FROM restaurants r WHERE ${where} AND ${boundsCondition(bounds)}) AS in_bounds
      FROM restaurants r WHERE ${where}`,
  );
  const total = Number(row?.total ?? 0);
  const extent =
    total > 0 && row && row.south !== null && row.north !== null && row.west !== null && row.east !== null
      ? { south: Number(row.south), north: Number(row.north), west: Number(row.west), east: Number(row.east) }
      : null;
  return { total, inBounds: Number(row?.in_bounds ?? 0), extent };
}

const BADGE_LATERAL = statsBadgeLateral('s', 'badge');
const ratingSum = sql.join(
  Object.entries(RATING_SCORES).map(([rating, score]) => sql`${sql.raw(String(score))} * coalesce(s.${sql.raw(`rating_${rating}`)}, 0)`),
  sql` + `,
);

export async function findMapVenues(db: Executor, criteria: MapCriteria, bounds: Bounds): Promise<MapVenue[]> {
  const venues = await rowsOf<Omit<MapVenue, 'latest_review_at'> & { latest_review_at: Date | string | null }>(
    db,
    sql`SELECT r.id, r.name, r.address, r.city, r.cuisine_type, r.phone, r.latitude, r.longitude,
        coalesce(s.review_count, 0)::int AS review_count,
        ${averageRatingSql(ratingSum, sql`s.review_count`)} AS average_rating,
        badge.safety_level,
        ${incidentAlertSql(sql`r.id`)} AS incident_alert, ${VENUE_STATUS_SQL} AS venue_status,
        (SELECT max(x.created_at) FROM reviews x WHERE x.restaurant_id = r.id AND x.hidden_at IS NULL) AS latest_review_at
      FROM restaurants r
      LEFT JOIN restaurant_stats s ON s.restaurant_id = r.id
      ${BADGE_LATERAL}
      WHERE ${mapConditions(criteria)} AND ${boundsCondition(bounds)}
      ORDER BY r.latitude DESC, r.id`,
  );
  return venues.map((venue) => ({
    ...venue,
    latest_review_at: venue.latest_review_at === null ? null : new Date(venue.latest_review_at).toISOString(),
  }));
}

/** An angle in degrees brought into [0, 360), in float8. */
const degreesModulo = (angle: SQL) => sql`((${angle}) - 360 * floor((${angle}) / 360))`;

/**
 * Venues grouped in a grid of `cells` × `cells` over the bounds: the count
 * and the mean position of each non-empty cell.
 */
export async function findMapClusters(db: Executor, criteria: MapCriteria, bounds: Bounds, cells: number): Promise<MapCluster[]> {
  const width = bounds.west <= bounds.east ? bounds.east - bounds.west : bounds.east + 360 - bounds.west;
  const cellLng = Math.max(width, 1e-9) / cells;
  const cellLat = Math.max(bounds.north - bounds.south, 1e-9) / cells;
  // Longitudes measured eastwards from the west edge, so a box across the
  // antimeridian is one range. Modulo in float8 (x − 360·⌊x/360⌋): numeric's %
  // costs a conversion per row, several times slower over a country's venues.
  const offset = degreesModulo(sql`r.longitude - ${bounds.west}::float8`);
  return rowsOf<MapCluster>(
    db,
    sql`SELECT avg(r.latitude)::float8 AS latitude,
        ${degreesModulo(sql`${bounds.west}::float8 + avg(${offset}) + 180`)} - 180 AS longitude,
        count(*)::int AS count
      FROM restaurants r
      WHERE ${mapConditions(criteria)} AND ${boundsCondition(bounds)}
      GROUP BY floor((r.latitude - ${bounds.south}::float8) / ${cellLat}::float8), floor(${offset} / ${cellLng}::float8)
      ORDER BY count DESC`,
  );
}
