// The list planner's statements for filter combinations, as SQL text and
// parameters: which counts come from the facet tables, which from an index
// walk, and which read the matches (list-planner.repository.ts). That the
// statements find the right restaurants is proven through the API in
// restaurants.list.test.ts and restaurants.stats.test.ts.
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alphabeticalPageQuery,
  boundingBox,
  closedCountsOf,
  distancePageQuery,
  knownClosedCounts,
  listConditions,
  listTotalSql,
  searchPageQuery,
  type ListCriteria,
} from './list-planner.repository';

const dialect = new PgDialect();
const compiled = (query: SQL) => {
  const { sql, params } = dialect.sqlToQuery(query);
  return { sql, params };
};

const NONE: ListCriteria = { allergens: [], city: null, cuisines: null, namePattern: null, text: null, practices: [], includeClosed: false };
const GLUTEN = { name: 'Gluten', isCatalogue: true };
const MILANO = { lat: 45.4642, lng: 9.19 };

/** Closed counts already known: 7 closed reviewed restaurants, 2 in Milano, 1 sushi and 3 japanese. */
const KNOWN = knownClosedCounts(new Map(), {
  all: 7,
  cities: new Map([['milano', 2]]),
  cuisines: new Map([
    ['sushi', 1],
    ['japanese', 3],
  ]),
});

describe('listTotalSql', () => {
  it('reads the facet count of all reviewed restaurants when nothing is filtered', () => {
    expect(compiled(listTotalSql({ ...NONE, includeClosed: true }))).toEqual({
      sql: `coalesce((SELECT f.restaurant_count FROM restaurant_facets f WHERE f.kind = $1 AND f.key = ''), 0)`,
      params: ['all'],
    });
  });

  it('takes the closed ones off a facet count, from the counts already known', () => {
    expect(compiled(listTotalSql(NONE, KNOWN))).toEqual({
      sql: `(coalesce((SELECT f.restaurant_count FROM restaurant_facets f WHERE f.kind = $1 AND f.key = ''), 0) - $2::int)`,
      params: ['all', 7],
    });
    expect(compiled(listTotalSql({ ...NONE, city: 'milano' }, KNOWN))).toEqual({
      sql: `(coalesce((SELECT f.restaurant_count FROM restaurant_facets f WHERE f.kind = $1 AND f.key = $2), 0) - $3::int)`,
      params: ['city', 'milano', 2],
    });
  });

  it('sums the facet counts of a cuisine synonym group, less the closed of each cuisine', () => {
    expect(compiled(listTotalSql({ ...NONE, cuisines: ['japanese', 'sushi'] }, KNOWN))).toEqual({
      sql: `(coalesce((SELECT sum(f.restaurant_count)::int FROM restaurant_facets f
    WHERE f.kind = 'cuisine' AND f.key IN ($1, $2)), 0) - $3::int)`,
      params: ['japanese', 'sushi', 4],
    });
  });

  it('reads the facet count of a single allergen by its id', () => {
    expect(compiled(listTotalSql({ ...NONE, allergens: [GLUTEN], includeClosed: true }))).toEqual({
      sql: `coalesce((SELECT f.restaurant_count FROM restaurant_facets f WHERE f.kind = $1 AND f.key = ((SELECT a.id FROM allergens a WHERE a.name = $2))::text), 0)`,
      params: ['allergen', 'Gluten'],
    });
  });

  it('counts allergens and a city on the first allergen\'s restaurant_allergen_stats rows, another name folded', () => {
    const criteria = { ...NONE, allergens: [GLUTEN, { name: 'senape', isCatalogue: false }], city: 'milano', includeClosed: true };
    expect(compiled(listTotalSql(criteria))).toEqual({
      sql: `(SELECT count(*)::int FROM (SELECT a0.restaurant_id AS id, a0.sort_name FROM restaurant_allergen_stats a0
    WHERE a0.allergen_id = (SELECT a.id FROM allergens a WHERE a.name = $1) AND a0.search_city = $2 AND EXISTS (SELECT 1 FROM restaurant_allergen_stats ras
    WHERE ras.restaurant_id = a0.restaurant_id AND ras.allergen_id = (SELECT a.id FROM allergens a WHERE allerguida_fold(a.name) = $3 ORDER BY a.name LIMIT 1))) a)`,
      params: ['Gluten', 'milano', 'senape'],
    });
  });

  it('counts the matching rows for any other combination', () => {
    expect(compiled(listTotalSql({ ...NONE, city: 'milano', namePattern: 'spiga%', includeClosed: true }))).toEqual({
      sql: `(SELECT count(*)::int FROM restaurants r WHERE r.has_reviews AND r.search_city = $1 AND r.search_name LIKE $2)`,
      params: ['milano', 'spiga%'],
    });
  });
});

describe('listConditions', () => {
  it('joins every filter with AND, open restaurants only, free text as one OR', () => {
    const criteria: ListCriteria = {
      allergens: [GLUTEN],
      city: 'milano',
      cuisines: ['japanese', 'sushi'],
      namePattern: '%sak%',
      text: { pattern: '%sushi%', cuisines: ['sushi'], allergen: { name: 'Fish', isCatalogue: true } },
      practices: ['trained_staff'],
      includeClosed: false,
    };
    expect(compiled(listConditions(criteria))).toEqual({
      sql: `r.has_reviews AND NOT EXISTS (SELECT 1 FROM restaurant_status rs WHERE rs.restaurant_id = r.id AND rs.status = 'closed') AND EXISTS (SELECT 1 FROM restaurant_allergen_stats ras
    WHERE ras.restaurant_id = r.id AND ras.allergen_id = (SELECT a.id FROM allergens a WHERE a.name = $1)) AND r.search_city = $2 AND r.search_cuisine IN ($3, $4) AND r.search_name LIKE $5 AND EXISTS (SELECT 1 FROM restaurant_practice_stats ps
    WHERE ps.restaurant_id = r.id AND ps.practice = $6 AND ps.confirmations >= 2 AND ps.confirmations > ps.disputes) AND (r.search_text LIKE $7 OR r.search_cuisine IN ($8) OR EXISTS (SELECT 1 FROM restaurant_allergen_stats ras
    WHERE ras.restaurant_id = r.id AND ras.allergen_id = (SELECT a.id FROM allergens a WHERE a.name = $9) OFFSET 0))`,
      params: ['Gluten', 'milano', 'japanese', 'sushi', '%sak%', 'trained_staff', '%sushi%', 'sushi', 'Fish'],
    });
  });
});

describe('closed counts', () => {
  it('are asked for the conditions that are no facet, and then answered from the counts given', () => {
    const criteria = { ...NONE, text: { pattern: '%sushi%', cuisines: ['sushi'], allergen: GLUTEN } };
    const needed = closedCountsOf(criteria);
    expect(needed.size).toBe(1);
    const [key] = [...needed.keys()];
    const known = knownClosedCounts(new Map([[key!, 5]]), { all: 7, cities: new Map(), cuisines: new Map() });
    const { sql: text, params } = compiled(listTotalSql(criteria, known));
    expect(text.endsWith(' - $8::int)')).toBe(true);
    // The allergen's facet count, the cuisine's restaurants not tagged with it, the text-only matches, less 5 closed.
    expect(params).toEqual(['allergen', 'Gluten', 'sushi', 'Gluten', '%sushi%', 'sushi', 'Gluten', 5]);
  });
});

describe('page statements', () => {
  it('walk the list order with LIMIT and OFFSET in Italian order', () => {
    const request = { criteria: { ...NONE, city: 'milano', includeClosed: true }, offset: 20, limit: 20, position: null };
    expect(compiled(alphabeticalPageQuery(request))).toEqual({
      sql: `SELECT r.id, r.sort_name, NULL::float8 AS distance_km FROM restaurants r WHERE r.has_reviews AND r.search_city = $1 ORDER BY r.sort_name, r.id LIMIT $2 OFFSET $3`,
      params: ['milano', 20, 20],
    });
  });

  it('walk the allergen\'s restaurant_allergen_stats index when allergens are the only filter', () => {
    const request = { criteria: { ...NONE, allergens: [GLUTEN] }, offset: 0, limit: 20, position: null };
    expect(compiled(alphabeticalPageQuery(request))).toEqual({
      sql: `SELECT r.id, r.sort_name, NULL::float8 AS distance_km FROM (SELECT a0.restaurant_id AS id, a0.sort_name FROM restaurant_allergen_stats a0
    WHERE a0.allergen_id = (SELECT a.id FROM allergens a WHERE a.name = $1) AND NOT EXISTS (SELECT 1 FROM restaurant_status rs WHERE rs.restaurant_id = a0.restaurant_id AND rs.status = 'closed')) r ORDER BY r.sort_name, r.id LIMIT $2 OFFSET $3`,
      params: ['Gluten', 20, 0],
    });
  });

  it('read the matches of free text once, for the total and the page, merged with the cuisine\'s index walk', () => {
    const request = {
      criteria: { ...NONE, text: { pattern: '%sushi%', cuisines: ['sushi'], allergen: null }, includeClosed: true },
      offset: 0,
      limit: 20,
      position: null,
    };
    expect(compiled(searchPageQuery(request, KNOWN))).toEqual({
      sql: `WITH matches AS MATERIALIZED (SELECT r.id, r.sort_name FROM restaurants r
    WHERE r.has_reviews AND r.search_text LIKE $1 AND r.search_cuisine NOT IN ($2)),
      head AS MATERIALIZED (SELECT u.id, u.sort_name FROM ((SELECT m.id, m.sort_name FROM matches m ORDER BY m.sort_name, m.id LIMIT $3) UNION ALL (SELECT r.id, r.sort_name FROM restaurants r
        WHERE r.has_reviews AND r.search_cuisine = $4
        ORDER BY r.sort_name, r.id LIMIT $5)) u ORDER BY u.sort_name, u.id LIMIT $6)
    SELECT coalesce((SELECT f.restaurant_count FROM restaurant_facets f WHERE f.kind = $7 AND f.key = ''), 0) AS reviewed_total, (coalesce((SELECT sum(f.restaurant_count)::int FROM restaurant_facets f
    WHERE f.kind = 'cuisine' AND f.key IN ($8)), 0) + (SELECT count(*)::int FROM matches)) AS total,
    (SELECT coalesce(json_agg(json_build_object('id', p.id, 'distance_km', p.distance_km)
      ORDER BY p.distance_km NULLS LAST, p.sort_name, p.id), '[]'::json) FROM (SELECT h.id, h.sort_name, NULL::float8 AS distance_km FROM head h ORDER BY h.sort_name, h.id LIMIT $9 OFFSET $10) p) AS entries`,
      params: ['%sushi%', 'sushi', 20, 'sushi', 20, 20, 'all', 'sushi', 20, 0],
    });
  });

  it('find the nearest first within a radius, through the bounding box', () => {
    const request = { criteria: { ...NONE, includeClosed: true }, offset: 0, limit: 20, position: MILANO };
    expect(compiled(distancePageQuery(request, 3))).toEqual({
      sql: `SELECT r.id, r.sort_name, (CASE WHEN r.latitude IS NULL OR r.longitude IS NULL THEN NULL
    ELSE 2 * 6371 * asin(least(1::float8, sqrt(power(sin(((r.latitude - $1::float8) * pi() / 180) / 2), 2) + cos((($2::float8) * pi() / 180)) * cos(((r.latitude) * pi() / 180)) * power(sin(((r.longitude - $3::float8) * pi() / 180) / 2), 2)))) END) AS distance_km FROM restaurants r
    WHERE r.has_reviews AND r.latitude BETWEEN $4 AND $5 AND r.longitude BETWEEN $6 AND $7 AND (CASE WHEN r.latitude IS NULL OR r.longitude IS NULL THEN NULL
    ELSE 2 * 6371 * asin(least(1::float8, sqrt(power(sin(((r.latitude - $8::float8) * pi() / 180) / 2), 2) + cos((($9::float8) * pi() / 180)) * cos(((r.latitude) * pi() / 180)) * power(sin(((r.longitude - $10::float8) * pi() / 180) / 2), 2)))) END) <= $11
    ORDER BY distance_km NULLS LAST, r.sort_name, r.id
    LIMIT $12 OFFSET $13`,
      params: [45.4642, 45.4642, 9.19, 45.43719331487848, 45.49120668512152, 9.15149354551293, 9.22850645448707, 45.4642, 45.4642, 9.19, 3, 20, 0],
    });
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius, with a small margin', () => {
    expect(boundingBox(MILANO, 10)).toEqual({
      minLat: 45.37417784995176,
      maxLat: 45.55422215004824,
      minLng: 9.061645292686865,
      maxLng: 9.318354707313134,
    });
  });

  it('leaves the longitude open near a pole and across the antimeridian', () => {
    expect(boundingBox({ lat: 89.99, lng: 9.19 }, 10)).toEqual({ minLat: 89.89997784995175, maxLat: 90, minLng: null, maxLng: null });
    expect(boundingBox({ lat: 0, lng: 179.99 }, 10)).toEqual({
      minLat: -0.09002215004824442,
      maxLat: 0.09002215004824442,
      minLng: null,
      maxLng: null,
    });
  });
});
