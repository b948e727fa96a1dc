// The list's query planner: from the criteria the service normalised, the
// statements that count the matches and find one page of them, in Italian
// order or nearest first, and the page's rows. Which statement depends on the
// filters: facet counts for one city, cuisine or allergen, an index walk in
// list order where one exists, the matches read once when a LIKE must read
// them anyway, widening radii for distance order.
//
// It reads the trigger-maintained aggregates (restaurant_stats,
// restaurant_allergen_stats, restaurant_facets, restaurants.has_reviews and
// search_*; migration 0004), never the 1M-row reviews table.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LatLng } from '../../domain/geo';
import type { IncidentAlert } from '../../domain/incidents';
import { EARTH_RADIUS_KM } from '../../domain/limits';
import { PRACTICE_CONFIRMING_PEOPLE, PRACTICE_KEYS, VERIFIABLE_PRACTICES, isVerifiablePractice, type PracticeKey } from '../../domain/practices';
import type { RestaurantListItem } from '../../domain/restaurants';
import type { SafetyLevel } from '../../domain/safety';
import type { ConfirmedVenueStatus } from '../../domain/venue-status';
import { compiledOnce, compiledRowsOf, rowsOf, type Executor } from '../db/query';
import { BADGE_LATERAL, INCIDENT_ALERT, notClosedSql, VENUE_STATUS_SQL } from './restaurants.repository';

const dialect = new PgDialect();


/**
 * What the list filters on, already normalised by the service: folded terms
 * (domain/fold.ts, the same folding the search_* columns hold), LIKE patterns
 * with wildcards escaped, cuisine synonym groups expanded.
 */
export type ListCriteria = {
  /** Folded allergen names (English names of the catalogue); each one must match. */
  allergens: AllergenRef[];
  city: string | null;
  /** Folded cuisine values, the synonym group expanded; null: no cuisine filter. */
  cuisines: string[] | null;
  /** LIKE pattern on the folded name. */
  namePattern: string | null;
  text: { pattern: string; cuisines: string[]; allergen: AllergenRef | null } | null;
  /** Practices that must be confirmed (more confirmations than disputes); each one must match. */
  practices: PracticeKey[];
  /** 'Mostra anche chiusi': closed restaurants are listed too; by default they are left out. */
  includeClosed: boolean;
};

export type ListRequest = {
  criteria: ListCriteria;
  offset: number;
  limit: number;
  position: LatLng | null;
};

export type RestaurantListRow = Omit<RestaurantListItem, 'safety' | 'averages' | 'incident_alert' | 'venue_status'> & {
  incident_alert: IncidentAlert | null;
  venue_status: ConfirmedVenueStatus | null;
  safety_level: SafetyLevel | null;
  safety_score: number | null;
  avg_cleanliness: number | null;
  avg_customer_attention: number | null;
  avg_menu_flexibility: number | null;
  practices: string[] | null;
  latest_review_at: Date | string | null;
};

/** The allergen of the catalogue (or of the table) with this folded name. */
/** An allergen filtered on: a catalogue (English) name, matched exactly, or any other name, folded. */
export type AllergenRef = { name: string; isCatalogue: boolean };

const allergenIdOf = (allergen: AllergenRef) =>
  allergen.isCatalogue
    ? sql`(SELECT a.id FROM allergens a WHERE a.name = ${allergen.name})`
    : sql`(SELECT a.id FROM allergens a WHERE allerguida_fold(a.name) = ${allergen.name} ORDER BY a.name LIMIT 1)`;

const taggedWith = (allergen: AllergenRef, restaurantId: SQL = sql`r.id`) =>
  sql`EXISTS (SELECT 1 FROM restaurant_allergen_stats ras
    WHERE ras.restaurant_id = ${restaurantId} AND ras.allergen_id = ${allergenIdOf(allergen)})`;

/**
 * The same test as one probe per row. Inside an OR (free text) the planner
 * would otherwise hash every restaurant tagged with the allergen first (80,000
 * for gluten) to test a few hundred rows; OFFSET 0 keeps the EXISTS from being
 * turned into a hashed subplan or a hash anti-join.
 */
const taggedWithProbe = (allergen: AllergenRef) =>
  sql`EXISTS (SELECT 1 FROM restaurant_allergen_stats ras
    WHERE ras.restaurant_id = r.id AND ras.allergen_id = ${allergenIdOf(allergen)} OFFSET 0)`;

const inList = (values: string[]) =>
  values.length === 0 ? sql`(NULL)` : sql`(${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;


/**
 * Of the restaurants matching `conditions` (on `restaurants r`), those
 * confirmed closed, so that a facet count less this one is the count without
 * them. It reads every closed row (a few thousand among 100,000 venues: tens
 * of milliseconds, more than the rest of a list request), so the service
 * counts each once and keeps it in the list cache until the data changes
 * (closedCountsOf, knownClosedCounts); without the cache it is counted in the
 * list statement itself.
 */
const closedCountSql = (conditions: SQL) =>
  sql`(SELECT count(*)::int FROM restaurant_status rs JOIN restaurants r ON r.id = rs.restaurant_id
    WHERE rs.status = 'closed' AND ${conditions})`;

/**
 * Conditions that are one facet (every reviewed restaurant, one city, some
 * cuisines): their closed counts are sums of closedCountsByFacet, which counts
 * all of them in one statement.
 */
export type ClosedFacet = { kind: 'all' } | { kind: 'city'; city: string } | { kind: 'cuisines'; cuisines: string[] };

/**
 * How a list statement gets the closed count of some conditions: counted in
 * it, or a number known already. `facet`: the same conditions as a facet.
 */
export type ClosedCount = (conditions: SQL, facet?: ClosedFacet) => SQL;

/** Closed reviewed restaurants: in all, per city and per cuisine (folded values). */
export type ClosedByFacet = { all: number; cities: ReadonlyMap<string, number>; cuisines: ReadonlyMap<string, number> };

/**
 * Every facet's closed count in one statement: the few thousand closed rows
 * read once, where counting them per condition read them once per city and
 * per cuisine asked for (each new search term's cuisines cost a new count
 * after every write).
 */
export async function closedCountsByFacet(db: Executor): Promise<ClosedByFacet> {
  const rows = await rowsOf<{ no_city: number; no_cuisine: number; search_city: string; search_cuisine: string; closed: number }>(
    db,
    // OFFSET 0 keeps the lookup a primary-key probe per closed row: as a join
    // the planner hashed all 92,000 reviewed restaurants instead (80 ms, not 20).
    sql`SELECT grouping(r.search_city) AS no_city, grouping(r.search_cuisine) AS no_cuisine, r.search_city, r.search_cuisine,
        count(*)::int AS closed
      FROM restaurant_status rs
      CROSS JOIN LATERAL (SELECT x.search_city, x.search_cuisine FROM restaurants x
        WHERE x.id = rs.restaurant_id AND x.has_reviews OFFSET 0) r
      WHERE rs.status = 'closed'
      GROUP BY GROUPING SETS ((r.search_city), (r.search_cuisine), ())`,
    { isPlanStable: true },
  );
  const counts = { all: 0, cities: new Map<string, number>(), cuisines: new Map<string, number>() };
  for (const row of rows) {
    const closed = Number(row.closed);
    if (Number(row.no_city) === 0) counts.cities.set(row.search_city, closed);
    else if (Number(row.no_cuisine) === 0) counts.cuisines.set(row.search_cuisine, closed);
    else counts.all = closed;
  }
  return counts;
}

function closedCountOfFacet(facet: ClosedFacet, counts: ClosedByFacet): number {
  if (facet.kind === 'all') return counts.all;
  if (facet.kind === 'city') return counts.cities.get(facet.city) ?? 0;
  // One cuisine per restaurant: the cuisines' restaurants are disjoint.
  return [...new Set(facet.cuisines)].reduce((sum, cuisine) => sum + (counts.cuisines.get(cuisine) ?? 0), 0);
}

const closedCountKey = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return `${text} ${JSON.stringify(params)}`;
};

/** The closed counts the statements of a list request with these criteria need, by key, other than facets'. */
export function closedCountsOf(criteria: ListCriteria): Map<string, SQL> {
  const needed = new Map<string, SQL>();
  const record: ClosedCount = (conditions, facet) => {
    const query = closedCountSql(conditions);
    if (facet === undefined) needed.set(closedCountKey(query), query);
    return query;
  };
  listTotalSql(criteria, record);
  reviewedTotalSql(criteria.includeClosed, record);
  return needed;
}

/**
 * Closed counts from `byFacet` for facets, and from `counts` (keyed as by
 * closedCountsOf) for other conditions; any other is counted in the statement.
 */
export function knownClosedCounts(counts: ReadonlyMap<string, number>, byFacet: ClosedByFacet): ClosedCount {
  return (conditions, facet) => {
    if (facet !== undefined) return sql`${closedCountOfFacet(facet, byFacet)}::int`;
    const query = closedCountSql(conditions);
    const known = counts.get(closedCountKey(query));
    return known === undefined ? query : sql`${known}::int`;
  };
}

export async function countOf(db: Executor, count: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`SELECT ${count} AS count`, { isPlanStable: true });
  return Number(row?.count ?? 0);
}

/** WHERE conditions on `restaurants r`; always restricted to reviewed restaurants, and open ones unless includeClosed. */
export function listConditions(criteria: ListCriteria): SQL {
  const conditions: SQL[] = [sql`r.has_reviews`];
  if (!criteria.includeClosed) conditions.push(notClosedSql());
  for (const allergen of criteria.allergens) conditions.push(taggedWith(allergen));
  if (criteria.city !== null) conditions.push(sql`r.search_city = ${criteria.city}`);
  if (criteria.cuisines !== null) conditions.push(sql`r.search_cuisine IN ${inList(criteria.cuisines)}`);
  if (criteria.namePattern !== null) conditions.push(sql`r.search_name LIKE ${criteria.namePattern}`);
  for (const practice of criteria.practices) conditions.push(practiceListed(practice));
  if (criteria.text !== null) {
    const alternatives = [
      sql`r.search_text LIKE ${criteria.text.pattern}`,
      sql`r.search_cuisine IN ${inList(criteria.text.cuisines)}`,
    ];
    if (criteria.text.allergen !== null) alternatives.push(taggedWithProbe(criteria.text.allergen));
    conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * isPracticeConfirmed on a restaurant_practice_stats row `ps`: at least two
 * people, more confirmations than disputes (the predicate of migration 0025's
 * partial index, written the same so the planner uses it).
 */
const PRACTICE_CONFIRMED_TEXT = `ps.confirmations >= ${PRACTICE_CONFIRMING_PEOPLE} AND ps.confirmations > ps.disputes`;
/** A moderator verified the practice of `ps` (migration 0025). */
const PRACTICE_VERIFIED_TEXT =
  'EXISTS (SELECT 1 FROM practice_verifications pv WHERE pv.restaurant_id = ps.restaurant_id AND pv.practice = ps.practice)';
const PRACTICE_CONFIRMED = sql.raw(PRACTICE_CONFIRMED_TEXT);
const PRACTICE_VERIFIED = sql.raw(PRACTICE_VERIFIED_TEXT);
const quotedKeys = (keys: readonly PracticeKey[]) => keys.map((key) => `'${key}'`).join(', ');
/** The list rows' marks come in the order of PRACTICE_KEYS. */
const PRACTICE_ORDER = sql.raw(`array_position(ARRAY[${quotedKeys(PRACTICE_KEYS)}], ps.practice)`);
/** isPracticeListed on `ps`, whatever its practice: the list rows' marks. */
const PRACTICE_LISTED = sql.raw(
  `${PRACTICE_CONFIRMED_TEXT} AND (ps.practice NOT IN (${quotedKeys(VERIFIABLE_PRACTICES)})` +
    ` OR ${PRACTICE_VERIFIED_TEXT})`,
);

/** The practice is listed at r (isPracticeListed): confirmed, and verified when it is AIC or 100% senza glutine. */
const practiceListed = (practice: PracticeKey) =>
  sql`EXISTS (SELECT 1 FROM restaurant_practice_stats ps
    WHERE ps.restaurant_id = r.id AND ps.practice = ${practice} AND ${PRACTICE_CONFIRMED}${
      isVerifiablePractice(practice) ? sql` AND ${PRACTICE_VERIFIED}` : sql``
    })`;

const facetCount = (kind: string, key: SQL) =>
  sql`coalesce((SELECT f.restaurant_count FROM restaurant_facets f WHERE f.kind = ${kind} AND f.key = ${key}), 0)`;

/**
 * The number of matching restaurants. A single filter on city, cuisine or
 * allergen (or none) reads the trigger-maintained facet counts, which are
 * exact; any other combination counts the matching rows.
 */
export function listTotalSql(criteria: ListCriteria, closedCount: ClosedCount = closedCountSql): SQL {
  const { allergens, city, cuisines, namePattern, text } = criteria;
  // Facet counts include closed restaurants: those matching are counted apart and taken off.
  const lessClosed = (facetTotal: SQL, facet?: ClosedFacet) =>
    criteria.includeClosed
      ? facetTotal
      : sql`(${facetTotal} - ${closedCount(listConditions({ ...criteria, includeClosed: true }), facet)})`;
  const activeFilters = [
    allergens.length > 0,
    city !== null,
    cuisines !== null,
    namePattern !== null,
    text !== null,
    criteria.practices.length > 0,
  ];
  const activeCount = activeFilters.filter(Boolean).length;
  if (activeCount === 0) return lessClosed(facetCount('all', sql`''`), { kind: 'all' });
  if (activeCount === 1 && city !== null) return lessClosed(facetCount('city', sql`${city}`), { kind: 'city', city });
  if (activeCount === 1 && cuisines !== null) return lessClosed(cuisineFacetSum(cuisines), { kind: 'cuisines', cuisines });
  if (activeCount === 1 && allergens.length === 1) {
    return lessClosed(facetCount('allergen', sql`(${allergenIdOf(allergens[0]!)})::text`));
  }
  if (isAllergenWalk(criteria)) return sql`(SELECT count(*)::int FROM (${allergenMatches(criteria)}) a)`;
  if (activeCount === 1 && text !== null) return freeTextTotalSql(text, criteria.includeClosed, closedCount);
  return sql`(SELECT count(*)::int FROM restaurants r WHERE ${listConditions(criteria)})`;
}

const cuisineFacetSum = (cuisines: string[]) =>
  sql`coalesce((SELECT sum(f.restaurant_count)::int FROM restaurant_facets f
    WHERE f.kind = 'cuisine' AND f.key IN ${inList(cuisines)}), 0)`;

/**
 * Free text alone matches A (tagged with the allergen the term names), C (a
 * cuisine of the term's synonym group) or L (freeTextOnlyMatches: the text
 * contains the term, and the row is in neither A nor C).
 * |A ∪ C ∪ L| = |A| + |C \ A| + |L|: A and C come from the facet counts, so
 * only the text matches are visited; still exact. `textOnlyCount`: |L|, when
 * the statement has it already.
 */
function freeTextTotalSql(
  text: NonNullable<ListCriteria['text']>,
  includeClosed: boolean,
  closedCount: ClosedCount,
  textOnlyCount: SQL = sql`(SELECT count(*)::int FROM (${freeTextOnlyMatches(text, includeClosed)}) l)`,
): SQL {
  // L leaves closed restaurants out itself; A and C come from facet counts, which include them.
  const inCuisines = sql`r.has_reviews AND r.search_cuisine IN ${inList(text.cuisines)}`;
  if (text.allergen === null) {
    const closed = includeClosed ? sql`` : sql` - ${closedCount(inCuisines, { kind: 'cuisines', cuisines: text.cuisines })}`;
    return sql`(${cuisineFacetSum(text.cuisines)} + ${textOnlyCount}${closed})`;
  }
  const closed = includeClosed
    ? sql``
    : sql` - ${closedCount(sql`r.has_reviews AND (r.search_cuisine IN ${inList(text.cuisines)} OR ${taggedWithProbe(text.allergen)})`)}`;
  return sql`(${facetCount('allergen', sql`(${allergenIdOf(text.allergen)})::text`)}
    + (SELECT count(*)::int FROM restaurants r
      WHERE ${inCuisines} AND NOT ${taggedWithProbe(text.allergen)})
    + ${textOnlyCount}${closed})`;
}

/** 'Cerca tra i N locali recensiti': reviewed restaurants, the closed ones only with 'Mostra anche chiusi'. */
function reviewedTotalSql(includeClosed: boolean, closedCount: ClosedCount): SQL {
  return includeClosed
    ? facetCount('all', sql`''`)
    : sql`(${facetCount('all', sql`''`)} - ${closedCount(sql`r.has_reviews`, { kind: 'all' })})`;
}

export function listTotalsQuery(criteria: ListCriteria, closedCount: ClosedCount = closedCountSql): SQL {
  return sql`SELECT ${reviewedTotalSql(criteria.includeClosed, closedCount)} AS reviewed_total, ${listTotalSql(criteria, closedCount)} AS total`;
}

/** Great-circle distance in km from `position` to r's coordinates (domain/geo.ts haversineKm). */
export function distanceSql(position: LatLng): SQL {
  const radians = (value: SQL) => sql`((${value}) * pi() / 180)`;
  const lat1 = radians(sql`${position.lat}::float8`);
  const lat2 = radians(sql`r.latitude`);
  const dLat = radians(sql`r.latitude - ${position.lat}::float8`);
  const dLng = radians(sql`r.longitude - ${position.lng}::float8`);
  const h = sql`power(sin(${dLat} / 2), 2) + cos(${lat1}) * cos(${lat2}) * power(sin(${dLng} / 2), 2)`;
  // least() ignores NULLs: without coordinates the distance must stay NULL, not half the globe.
  return sql`(CASE WHEN r.latitude IS NULL OR r.longitude IS NULL THEN NULL
    ELSE 2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1::float8, sqrt(${h}))) END)`;
}

export type BoundingBox = { minLat: number; maxLat: number; minLng: number | null; maxLng: number | null };

/**
 * A box that contains every point within `radiusKm` of the centre, with a
 * small margin. Near a pole or across the antimeridian the longitude is left
 * open, which only makes the prefilter wider, never wrong.
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const delta = (radiusKm / EARTH_RADIUS_KM) * 1.001 + 1e-9;
  const toDegrees = (radians: number) => (radians * 180) / Math.PI;
  const latRadians = (center.lat * Math.PI) / 180;
  const minLat = center.lat - toDegrees(delta);
  const maxLat = center.lat + toDegrees(delta);
  if (minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), minLng: null, maxLng: null };
  }
  const dLng = toDegrees(Math.asin(Math.min(1, Math.sin(delta) / Math.cos(latRadians))));
  const minLng = center.lng - dLng;
  const maxLng = center.lng + dLng;
  if (minLng <= -180 || maxLng >= 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng, maxLng };
}

/**
 * The rows of one page: its restaurants' ids in list order, each with its
 * distance (none in Italian order), as two comma-separated parameters. The
 * per-row columns (badge, reaction alert, status, practices) make this the
 * costliest statement of a list request to plan, and its plan never depends
 * on the values: compiled once and prepared on each connection, it is planned
 * a few times and then kept as one generic plan, while the statements that
 * find a page's ids (which do depend on the filters) stay small. Planning it
 * on every request had cost PostgreSQL more than running it.
 */
const PAGE_ROWS = compiledOnce(['ids', 'distances'], ({ ids, distances }) =>
  sql`SELECT r.id, r.name, r.address, r.city, r.cuisine_type, r.phone, r.website, r.latitude, r.longitude, r.user_id,
      coalesce(s.review_count, 0)::int AS review_count,
      badge.safety_level, badge.safety_score, badge.avg_cleanliness, badge.avg_customer_attention, badge.avg_menu_flexibility,
      page.distance_km,
      ${INCIDENT_ALERT} AS incident_alert, ${VENUE_STATUS_SQL} AS venue_status,
      (SELECT json_agg(ps.practice ORDER BY ${PRACTICE_ORDER}) FROM restaurant_practice_stats ps
        WHERE ps.restaurant_id = r.id AND ${PRACTICE_LISTED}) AS practices,
      (SELECT max(x.created_at) FROM reviews x WHERE x.restaurant_id = r.id AND x.hidden_at IS NULL) AS latest_review_at
    FROM unnest(string_to_array(${ids}, ',')::uuid[], string_to_array(${distances}, ',', '')::float8[])
      WITH ORDINALITY AS page(id, distance_km, position)
    JOIN restaurants r ON r.id = page.id
    LEFT JOIN restaurant_stats s ON s.restaurant_id = r.id
    ${BADGE_LATERAL}
    ORDER BY page.position`,
);

/** A restaurant of a page, in list order; distance_km only in distance order. */
export type PageEntry = { id: string; distance_km: number | null };

/** The list rows of a page's restaurants, in the entries' order (a restaurant deleted meanwhile is left out). */
export async function rowsOfPage(db: Executor, entries: readonly PageEntry[]): Promise<RestaurantListRow[]> {
  if (entries.length === 0) return [];
  return compiledRowsOf<RestaurantListRow, 'ids' | 'distances'>(db, PAGE_ROWS, {
    ids: entries.map((entry) => entry.id).join(','),
    distances: entries.map((entry) => (entry.distance_km === null ? '' : String(entry.distance_km))).join(','),
  });
}

/** How a list reads the rows of its page's entries: rowsOfPage, or the service's cache of rows in front of it. */
export type ReadRows = (entries: readonly PageEntry[]) => Promise<RestaurantListRow[]>;

/** A page's entries as JSON, in list order, from `page` (id, sort_name, distance_km). */
const pageEntriesSql = (page: SQL) =>
  sql`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'distance_km', p.distance_km)
      ORDER BY p.distance_km NULLS LAST, p.sort_name, p.id), '[]'::json) FROM (${page}) p)`;

/**
 * The entries of one page in Italian order, found by walking an index in that order until
 * the page is full: (sort_name, id, search_name), or the allergen's
 * restaurant_allergen_stats. For criteria without a LIKE (searchPageQuery).
 */
export function alphabeticalPageQuery(request: ListRequest): SQL {
  const { criteria, limit, offset } = request;
  const matches = isAllergenWalk(criteria)
    ? sql`(${allergenMatches(criteria)}) r`
    : sql`restaurants r WHERE ${listConditions(criteria)}`;
  return sql`SELECT r.id, r.sort_name, NULL::float8 AS distance_km FROM ${matches} ORDER BY r.sort_name, r.id LIMIT ${limit} OFFSET ${offset}`;
}

/** Allergens, and at most a city: answered from restaurant_allergen_stats alone. */
function isAllergenWalk(criteria: ListCriteria): boolean {
  return (
    criteria.allergens.length > 0 &&
    criteria.cuisines === null &&
    criteria.namePattern === null &&
    criteria.text === null &&
    criteria.practices.length === 0
  );
}

/**
 * Restaurants tagged with every allergen (and in the city), as rows of the
 * first allergen's restaurant_allergen_stats: one such row is one reviewed
 * restaurant, and its (allergen_id[, search_city], sort_name, restaurant_id)
 * index gives them in Italian order and counts them without the heap.
 */
function allergenMatches(criteria: ListCriteria): SQL {
  const [first, ...others] = criteria.allergens;
  const city = criteria.city === null ? sql`` : sql` AND a0.search_city = ${criteria.city}`;
  const alsoTagged = others.map((allergen) => sql` AND ${taggedWith(allergen, sql`a0.restaurant_id`)}`);
  const open = criteria.includeClosed ? sql`` : sql` AND ${notClosedSql(sql`a0.restaurant_id`)}`;
  return sql`SELECT a0.restaurant_id AS id, a0.sort_name FROM restaurant_allergen_stats a0
    WHERE a0.allergen_id = ${allergenIdOf(first!)}${city}${sql.join(alsoTagged, sql``)}${open}`;
}

function isFreeTextAlone(criteria: ListCriteria): criteria is ListCriteria & { text: NonNullable<ListCriteria['text']> } {
  return (
    criteria.text !== null &&
    criteria.allergens.length === 0 &&
    criteria.city === null &&
    criteria.cuisines === null &&
    criteria.namePattern === null &&
    criteria.practices.length === 0
  );
}

/**
 * Free text alone: L, the rows containing the term that are neither of its
 * cuisines (C) nor tagged with the allergen it names (A); the three are
 * disjoint, so the matches are L + C + A with nothing counted twice.
 */
function freeTextOnlyMatches(text: NonNullable<ListCriteria['text']>, includeClosed: boolean): SQL {
  const notTagged = text.allergen === null ? sql`` : sql` AND NOT ${taggedWithProbe(text.allergen)}`;
  const open = includeClosed ? sql`` : sql` AND ${notClosedSql()}`;
  return sql`SELECT r.id, r.sort_name FROM restaurants r
    WHERE r.has_reviews AND r.search_text LIKE ${text.pattern} AND r.search_cuisine NOT IN ${inList(text.cuisines)}${notTagged}${open}`;
}

/**
 * The first `count` matches of free text alone in Italian order: the first
 * `count` of L (\`matches\`), of each cuisine in C (index walks on
 * (search_cuisine, sort_name, id)) and of A (the allergen's index), merged.
 */
function freeTextFirstMatches(text: NonNullable<ListCriteria['text']>, count: number, includeClosed: boolean): SQL {
  const notTagged = text.allergen === null ? sql`` : sql` AND NOT ${taggedWithProbe(text.allergen)}`;
  const open = (restaurantId: SQL) => (includeClosed ? sql`` : sql` AND ${notClosedSql(restaurantId)}`);
  const parts = [
    sql`(SELECT m.id, m.sort_name FROM matches m ORDER BY m.sort_name, m.id LIMIT ${count})`,
    ...text.cuisines.map(
      (cuisine) => sql`(SELECT r.id, r.sort_name FROM restaurants r
        WHERE r.has_reviews AND r.search_cuisine = ${cuisine}${notTagged}${open(sql`r.id`)}
        ORDER BY r.sort_name, r.id LIMIT ${count})`,
    ),
  ];
  if (text.allergen !== null) {
    parts.push(sql`(SELECT a.restaurant_id AS id, a.sort_name FROM restaurant_allergen_stats a
      WHERE a.allergen_id = ${allergenIdOf(text.allergen)}${open(sql`a.restaurant_id`)}
      ORDER BY a.sort_name, a.restaurant_id LIMIT ${count})`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Criteria with a LIKE (free text, restaurant name) in Italian order: the
 * total and the page in one statement. Counting has to read the row of every
 * match (the trigram index only proposes candidates), so the page is sorted
 * from the rows that count read (\`matches\`, materialised once) instead of a
 * second statement reading them all again. \`head\`: the first
 * max(offset + limit, windowSize) matches in order, of which the page is a
 * slice; with a windowSize their ids come back too (\`window_ids\`), so that
 * later pages of the same search can be read by id (searchWindow).
 */
export function searchPageQuery(request: ListRequest, closedCount: ClosedCount, windowSize = 0): SQL {
  const { criteria, limit, offset } = request;
  const headSize = Math.max(offset + limit, windowSize);
  const counted = sql`(SELECT count(*)::int FROM matches)`;
  const [matches, total, firstMatches] = isFreeTextAlone(criteria)
    ? [
        freeTextOnlyMatches(criteria.text, criteria.includeClosed),
        freeTextTotalSql(criteria.text, criteria.includeClosed, closedCount, counted),
        freeTextFirstMatches(criteria.text, headSize, criteria.includeClosed),
      ]
    : [sql`SELECT r.id, r.sort_name FROM restaurants r WHERE ${listConditions(criteria)}`, counted, sql`SELECT m.id, m.sort_name FROM matches m`];
  const windowIds = windowSize > 0 ? sql`, (SELECT coalesce(json_agg(h.id ORDER BY h.sort_name, h.id), '[]'::json) FROM head h) AS window_ids` : sql``;
  return sql`WITH matches AS MATERIALIZED (${matches}),
      head AS MATERIALIZED (SELECT u.id, u.sort_name FROM (${firstMatches}) u ORDER BY u.sort_name, u.id LIMIT ${headSize})
    ${totalsAndPageQuery(criteria, closedCount, total, sql`SELECT h.id, h.sort_name, NULL::float8 AS distance_km FROM head h ORDER BY h.sort_name, h.id LIMIT ${limit} OFFSET ${offset}`)}${windowIds}`;
}

/**
 * The entries of one page nearest first, restaurants without coordinates after, then
 * Italian order. With `radiusKm`, only restaurants within that distance are
 * considered (bounding-box prefilter on the position index): a full page
 * from it is the right page, because everything outside is farther.
 */
export function distancePageQuery(request: ListRequest & { position: LatLng }, radiusKm: number | null): SQL {
  const distance = distanceSql(request.position);
  const conditions = [listConditions(request.criteria)];
  if (radiusKm !== null) {
    const box = boundingBox(request.position, radiusKm);
    conditions.push(sql`r.latitude BETWEEN ${box.minLat} AND ${box.maxLat}`);
    if (box.minLng !== null && box.maxLng !== null) {
      conditions.push(sql`r.longitude BETWEEN ${box.minLng} AND ${box.maxLng}`);
    }
    conditions.push(sql`${distance} <= ${radiusKm}`);
  }
  return sql`SELECT r.id, r.sort_name, ${distance} AS distance_km FROM restaurants r
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY distance_km NULLS LAST, r.sort_name, r.id
    LIMIT ${request.limit} OFFSET ${request.offset}`;
}

/** Radii tried in turn for distance order; null is the whole table. */
export const DISTANCE_RADII_KM: readonly (number | null)[] = [1, 3, 10, 50, 250, 1000, null];
/** With at most this many matches, distance order sorts them all at once. */
const SMALL_RESULT_SET = 2000;

export type ListTotals = { reviewedTotal: number; total: number };
export type ListResult = ListTotals & { rows: RestaurantListRow[] };

export async function listTotals(db: Executor, criteria: ListCriteria, closedCount: ClosedCount = closedCountSql): Promise<ListTotals> {
  const [row] = await rowsOf<{ reviewed_total: number; total: number }>(db, listTotalsQuery(criteria, closedCount));
  return { reviewedTotal: Number(row?.reviewed_total ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * No LIKE among the filters: the totals are facet lookups or index counts, the
 * plan does not depend on the values, and the page is found by walking an
 * index in Italian order.
 */
function isPlanStable(criteria: ListCriteria): boolean {
  return criteria.namePattern === null && criteria.text === null;
}

/** Totals and a page's entries in one statement (one round trip); the entries come back as JSON, in order. */
function totalsAndPageQuery(criteria: ListCriteria, closedCount: ClosedCount, total: SQL, page: SQL): SQL {
  return sql`SELECT ${reviewedTotalSql(criteria.includeClosed, closedCount)} AS reviewed_total, ${total} AS total,
    ${pageEntriesSql(page)} AS entries`;
}

type TotalsAndEntries = ListTotals & { entries: PageEntry[] };

async function totalsAndEntries(db: Executor, query: SQL, options: { isPlanStable: boolean }): Promise<TotalsAndEntries> {
  const [row] = await rowsOf<{ reviewed_total: number; total: number; entries: PageEntry[] }>(db, query, options);
  return { reviewedTotal: Number(row?.reviewed_total ?? 0), total: Number(row?.total ?? 0), entries: row?.entries ?? [] };
}

/**
 * Totals and one page: first the page's entries, then their rows (rowsOfPage).
 * In Italian order the entries come in one statement with the totals: these
 * from the facet counts and the entries from an index walk, or (with a LIKE)
 * both from the matches, read once. In distance order the first radius's
 * entries come with the totals; the totals then tell when to stop widening.
 * `knownTotals` (the service's, kept per filter combination) leave only the
 * entries to find, for criteria without a LIKE.
 */
export async function listPage(
  db: Executor,
  request: ListRequest,
  closedCount: ClosedCount = closedCountSql,
  knownTotals?: ListTotals,
  readRows: ReadRows = (entries) => rowsOfPage(db, entries),
): Promise<ListResult> {
  const { reviewedTotal, total, entries } = await listEntries(db, request, closedCount, knownTotals);
  return { reviewedTotal, total, rows: await readRows(entries) };
}

async function listEntries(db: Executor, request: ListRequest, closedCount: ClosedCount, knownTotals?: ListTotals): Promise<TotalsAndEntries> {
  const { criteria, position } = request;
  const isStable = isPlanStable(criteria);
  if (knownTotals !== undefined && isStable && position === null) {
    return { ...knownTotals, entries: await rowsOf<PageEntry>(db, alphabeticalPageQuery(request), { isPlanStable: true }) };
  }
  if (position === null) {
    return isStable
      ? totalsAndEntries(db, totalsAndPageQuery(criteria, closedCount, listTotalSql(criteria, closedCount), alphabeticalPageQuery(request)), {
          isPlanStable: true,
        })
      : totalsAndEntries(db, searchPageQuery(request, closedCount), { isPlanStable: false });
  }
  const near = { ...request, position };
  const [firstRadius, ...widerRadii] = DISTANCE_RADII_KM;
  const firstPage = distancePageQuery(near, firstRadius ?? null);
  let first: TotalsAndEntries;
  if (knownTotals !== undefined) {
    first = { ...knownTotals, entries: await rowsOf<PageEntry>(db, firstPage, { isPlanStable: isStable }) };
  } else if (isStable) {
    const query = totalsAndPageQuery(criteria, closedCount, listTotalSql(criteria, closedCount), firstPage);
    first = await totalsAndEntries(db, query, { isPlanStable: true });
  } else {
    const [counted, entries] = await Promise.all([listTotals(db, criteria, closedCount), rowsOf<PageEntry>(db, firstPage)]);
    first = { ...counted, entries };
  }
  const totals = { reviewedTotal: first.reviewedTotal, total: first.total };
  if (first.entries.length === request.limit || firstRadius === null) return first;
  // Not a full page within this radius: past the end, or the matches are few
  // (sort them all), or farther away (widen).
  if (totals.total <= request.offset) return { ...totals, entries: [] };
  if (totals.total <= SMALL_RESULT_SET) {
    return { ...totals, entries: await rowsOf<PageEntry>(db, distancePageQuery(near, null), { isPlanStable: isStable }) };
  }
  for (const radius of widerRadii) {
    const entries = await rowsOf<PageEntry>(db, distancePageQuery(near, radius), { isPlanStable: isStable });
    if (radius === null || entries.length === request.limit) return { ...totals, entries };
  }
  return { ...totals, entries: [] };
}

/** The first matches of a text search in Italian order, and its totals. */
export type SearchWindow = { reviewedTotal: number; total: number; ids: string[] };

/** A page of a text search in Italian order, and the first `size` matches of that search (searchPageQuery). */
export async function searchWindow(
  db: Executor,
  request: ListRequest,
  size: number,
  closedCount: ClosedCount = closedCountSql,
  readRows: ReadRows = (entries) => rowsOfPage(db, entries),
): Promise<{ page: ListResult; window: SearchWindow }> {
  const [row] = await rowsOf<{ reviewed_total: number; total: number; entries: PageEntry[]; window_ids: string[] }>(
    db,
    searchPageQuery(request, closedCount, size),
  );
  const totals = { reviewedTotal: Number(row?.reviewed_total ?? 0), total: Number(row?.total ?? 0) };
  return { page: { ...totals, rows: await readRows(row?.entries ?? []) }, window: { ...totals, ids: row?.window_ids ?? [] } };
}