// The trigger-maintained aggregates (migration 0004) against the source rows,
// also under concurrent writers on PostgreSQL (migration 0010's lock order),
// and the generated safety SQL against domain/safety.ts on random review mixes.
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allergenIndicationSummary, averageRating } from '../../domain/ratings';
import { computeSafety, safetyLevelFromAverage, type SafetyReviewInput } from '../../domain/safety';
import {
  allergens,
  restaurantAllergenStats,
  restaurantFacets,
  restaurantStats,
  restaurants,
  reviewAllergens,
  reviews,
  userAllergens,
  users,
} from '../db/schema';
import { callApi, newUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind, withDatabaseName } from '../test/test-database';
import { allergenIds, deleteReviews, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import { listConditions, listPage, listTotalsQuery } from './list-planner.repository';
import { findPersonalSafety, findRestaurantDetail } from './restaurant-page.repository';
import { listCriteria } from './restaurants.service';
import { restaurantListQuerySchema } from '../../domain/schemas/restaurants';
import { SAFETY_THRESHOLD_EPSILON } from './safety-score.repository';
import { rowsOf } from '../db/query';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
});

afterAll(async () => {
  await sut.close();
});

const db = () => sut.database.db;

type Snapshot = {
  stats: unknown[];
  allergenStats: unknown[];
  facets: unknown[];
  listed: unknown[];
};

/** Every derived row, in a stable order. */
async function snapshot(): Promise<Snapshot> {
  const stats = await db().select().from(restaurantStats).orderBy(restaurantStats.restaurantId);
  const allergenStats = await db()
    .select()
    .from(restaurantAllergenStats)
    .orderBy(restaurantAllergenStats.restaurantId, restaurantAllergenStats.allergenId);
  const facets = await db()
    .select({ kind: restaurantFacets.kind, key: restaurantFacets.key, count: restaurantFacets.restaurantCount })
    .from(restaurantFacets)
    .where(sql`${restaurantFacets.restaurantCount} <> 0 OR ${restaurantFacets.kind} = 'all'`)
    .orderBy(restaurantFacets.kind, restaurantFacets.key);
  const listed = await db()
    .select({ id: restaurants.id, hasReviews: restaurants.hasReviews, searchText: restaurants.searchText })
    .from(restaurants)
    .orderBy(restaurants.id);
  // Rows left at zero by the triggers hold nothing but zeros.
  for (const row of stats.filter((r) => r.reviewCount === 0)) {
    expect(Object.values(row).filter((value) => typeof value === 'number' && value !== 0)).toEqual([]);
  }
  return {
    stats: stats.filter((row) => row.reviewCount !== 0),
    allergenStats,
    facets,
    listed,
  };
}

/** The triggers' result must equal a rebuild from scratch. */
async function expectConsistent() {
  const incremental = await snapshot();
  await db().execute(sql`SELECT restaurant_stats_rebuild()`);
  const rebuilt = await snapshot();
  expect(incremental).toEqual(rebuilt);
}

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const RATINGS = ['excellent', 'good', 'average', 'poor'] as const;
const INDICATIONS = ['yes', 'on_request', 'no', null] as const;
const SUBS = [null, 1, 2, 3, 4, 5] as const;
const ALLERGENS = ['Gluten', 'Lactose', 'Peanuts', 'Fish', 'Eggs', 'Soy'];

describe('trigger-maintained aggregates', () => {
  it('follow inserts, edits, moves and deletes of reviews and of their allergen tags', async () => {
    const [a, b, c] = await insertRestaurants(db(), [
      { name: 'Uno', city: 'Milano', cuisineType: 'sushi' },
      { name: 'Due', city: 'Forlì', cuisineType: 'pizza' },
      { name: 'Tre', city: 'Forli', cuisineType: null },
    ]);
    const [r1, r2, r3] = await insertReviews(db(), [
      { restaurantId: a!, allergens: ['Gluten', 'Lactose'] },
      { restaurantId: a!, rating: 'poor', indication: 'no', allergens: ['Gluten'] },
      { restaurantId: b!, allergens: [] },
    ]);
    await expectConsistent();
    let facets = await db().select().from(restaurantFacets).where(eq(restaurantFacets.kind, 'city'));
    expect(facets.find((f) => f.key === 'forli')).toMatchObject({ restaurantCount: 1, label: 'Forlì' });

    // Edit a review's ratings, replace its tags (as the review form does), move one.
    await db().update(reviews).set({ rating: 'excellent', cleanlinessRating: null, allergenIndication: null }).where(eq(reviews.id, r2!));
    const ids = await allergenIds(db());
    await db().delete(reviewAllergens).where(eq(reviewAllergens.reviewId, r1!));
    await db().insert(reviewAllergens).values([{ reviewId: r1!, allergenId: ids.get('Fish')! }]);
    await db().update(reviews).set({ restaurantId: c! }).where(eq(reviews.id, r1!));
    await expectConsistent();
    facets = await db().select().from(restaurantFacets).where(eq(restaurantFacets.kind, 'city'));
    expect(facets.find((f) => f.key === 'forli')).toMatchObject({ restaurantCount: 2 });

    // A comment edit changes nothing; deleting reviews takes their tags along.
    await db().update(reviews).set({ comment: 'aggiornato' }).where(eq(reviews.id, r3!));
    await deleteReviews(db(), [r1!, r2!]);
    await expectConsistent();
    const listed = await db().select({ id: restaurants.id, hasReviews: restaurants.hasReviews }).from(restaurants);
    expect(Object.fromEntries(listed.map((row) => [row.id, row.hasReviews]))).toEqual({ [a!]: false, [b!]: true, [c!]: false });
    expect(await db().select().from(restaurantAllergenStats)).toEqual([]);

    // Renaming and moving a restaurant moves its facets and its sort key; deleting it removes them.
    await db().update(restaurants).set({ city: 'Cesena', cuisineType: 'Pasta' }).where(eq(restaurants.id, b!));
    await insertReviews(db(), [{ restaurantId: b!, allergens: ['Soy', 'Gluten'] }]);
    await db().update(restaurants).set({ name: 'Zeta', sortName: 'zeta' }).where(eq(restaurants.id, b!));
    await expectConsistent();
    expect((await db().select().from(restaurantAllergenStats).where(eq(restaurantAllergenStats.restaurantId, b!))).map((row) => row.sortName)).toEqual(['zeta', 'zeta']);
    await insertReviews(db(), [{ restaurantId: c!, allergens: ['Eggs'] }]);
    await db().delete(restaurants).where(inArray(restaurants.id, [b!, c!]));
    await expectConsistent();
    const all = await db().select().from(restaurantFacets).where(eq(restaurantFacets.kind, 'all'));
    expect(all).toEqual([{ kind: 'all', key: '', label: '', restaurantCount: 0 }]);
  });

  it('ignore attempts to write the derived columns', async () => {
    const [id] = await insertRestaurants(db(), [{ name: 'Finto', city: 'Roma' }]);
    await db().update(restaurants).set({ hasReviews: true, searchName: 'altro', searchText: 'x' }).where(eq(restaurants.id, id!));
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, id!));
    expect(row).toMatchObject({ hasReviews: false, searchName: 'finto', searchCity: 'roma', searchText: 'finto\nroma\nvia test 1' });
    await expectConsistent();
  });

  it('stay exact through hundreds of random writes', async () => {
    const next = random(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const ids = await insertRestaurants(
      db(),
      Array.from({ length: 12 }, (_, i) => ({ name: `Casuale ${i}`, city: pick(['Milano', 'Roma', 'Napoli']), cuisineType: pick(['sushi', 'pizza', 'pesce', null]) })),
    );
    const reviewIds: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      reviewIds.push(
        ...(await insertReviews(
          db(),
          Array.from({ length: 25 }, () => ({
            restaurantId: pick(ids),
            rating: pick(RATINGS),
            cleanliness: pick(SUBS),
            attention: pick(SUBS),
            flexibility: pick(SUBS),
            indication: pick(INDICATIONS),
            allergens: ALLERGENS.filter(() => next() < 0.3),
          })),
        )),
      );
      const victims = reviewIds.splice(0, Math.floor(next() * 10));
      await deleteReviews(db(), victims);
      const moved = pick(reviewIds);
      await db().update(reviews).set({ restaurantId: pick(ids), rating: pick(RATINGS) }).where(eq(reviews.id, moved));
    }
    await expectConsistent();
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('concurrent writers (PostgreSQL)', () => {
  /** A session of its own on the test database, outside the server's pool (and its retries). */
  async function session(): Promise<pg.Client> {
    const result = await rowsOf<{ name: string }>(db(), sql`select current_database() AS name`);
    const client = new pg.Client({ connectionString: withDatabaseName(process.env.TEST_DATABASE_URL!, result[0]!.name) });
    await client.connect();
    return client;
  }

  it('never deadlock on the shared facet counters, whatever order two transactions change them in', async () => {
    const [alfa, beta] = await insertRestaurants(db(), [
      { name: 'Ordine Uno', city: 'Alfapoli', cuisineType: 'cucina alfa' },
      { name: 'Ordine Due', city: 'Betapoli', cuisineType: 'cucina beta' },
    ]);
    await insertReviews(db(), [{ restaurantId: alfa! }, { restaurantId: beta! }]);
    const first = await session();
    const second = await session();
    try {
      await first.query('BEGIN');
      await second.query('BEGIN');
      // Cuisine then city here, city then cuisine there, over the same counters
      // (a city edit also takes its cuisine's counter): with counters changed
      // statement by statement, the second waits for the first, then the first
      // for the second, and PostgreSQL kills one of them (40P01).
      await first.query(`UPDATE restaurants SET cuisine_type = 'cucina beta' WHERE id = $1`, [alfa]);
      const secondCity = second.query(`UPDATE restaurants SET city = 'Gammapoli' WHERE id = $1`, [beta]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const firstCity = first.query(`UPDATE restaurants SET city = 'Gammapoli' WHERE id = $1`, [alfa]);
      const secondCuisine = secondCity.then(() =>
        second.query(`UPDATE restaurants SET cuisine_type = 'cucina alfa' WHERE id = $1`, [beta]),
      );
      await Promise.all([firstCity, secondCuisine]);
      await Promise.all([first.query('COMMIT'), second.query('COMMIT')]);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const facets = await db()
      .select({ kind: restaurantFacets.kind, key: restaurantFacets.key, count: restaurantFacets.restaurantCount })
      .from(restaurantFacets)
      .where(inArray(restaurantFacets.key, ['alfapoli', 'betapoli', 'gammapoli', 'cucina alfa', 'cucina beta']))
      .orderBy(restaurantFacets.kind, restaurantFacets.key);
    expect(facets).toEqual([
      { kind: 'city', key: 'alfapoli', count: 0 },
      { kind: 'city', key: 'betapoli', count: 0 },
      { kind: 'city', key: 'gammapoli', count: 2 },
      { kind: 'cuisine', key: 'cucina alfa', count: 1 },
      { kind: 'cuisine', key: 'cucina beta', count: 1 },
    ]);
    await expectConsistent();
  });

  it('take 20 simultaneous reviews on 3 restaurants that keep changing cuisine without an error', async () => {
    const ids = await insertRestaurants(db(), [
      { name: 'Contesa Uno', city: 'Bari', cuisineType: 'pizza' },
      { name: 'Contesa Due', city: 'Bari', cuisineType: 'sushi' },
      { name: 'Contesa Tre', city: 'Lecce', cuisineType: 'vegan' },
    ]);
    const gluten = (await allergenIds(db())).get('Gluten')!;
    const writers = await Promise.all(Array.from({ length: 4 }, () => newUser(sut)));
    const cuisines = ['pizza', 'sushi', 'vegan', 'italian', 'giapponese'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callApi(sut, 'POST', '/rest/v1/reviews', {
          token: writers[index % 4]!.accessToken,
          body: {
            restaurant_id: ids[index % 3],
            rating: 'good',
            cuisine_type: cuisines[index % 5],
            cleanliness_rating: 4,
            customer_attention_rating: 4,
            menu_flexibility_rating: 4,
            allergen_indication: 'yes',
            comment: `Recensione simultanea ${index}`,
            allergen_ids: index % 2 === 0 ? [gluten] : [],
            photo_urls: [],
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const counts = await db()
      .select({ id: restaurantStats.restaurantId, reviews: restaurantStats.reviewCount })
      .from(restaurantStats)
      .where(inArray(restaurantStats.restaurantId, ids));
    // 7, 7 and 6 reviews, but each of the 4 writers reviewed each restaurant: one person, one voice, 4 each.
    expect(Object.fromEntries(counts.map((row) => [row.id, row.reviews]))).toEqual({ [ids[0]!]: 4, [ids[1]!]: 4, [ids[2]!]: 4 });
    const all = await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM reviews WHERE restaurant_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(all).toEqual([{ n: 20 }]);
    await expectConsistent();
  });
});

describe('safety and averages in SQL', () => {
  it('pins the threshold epsilon of domain/safety.ts', () => {
    expect(safetyLevelFromAverage(3.8 - SAFETY_THRESHOLD_EPSILON / 2)).toBe('safe');
    expect(safetyLevelFromAverage(3.8 - SAFETY_THRESHOLD_EPSILON * 2)).toBe('caution');
    expect(safetyLevelFromAverage(2.8 - SAFETY_THRESHOLD_EPSILON / 2)).toBe('caution');
    expect(safetyLevelFromAverage(2.8 - SAFETY_THRESHOLD_EPSILON * 2)).toBe('unsafe');
  });

  it('agree with computeSafety, averageRating and allergenIndicationSummary on random review mixes', async () => {
    const next = random(7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const mixes: SafetyReviewInput[][] = [];
    const none = { cleanliness_rating: null, customer_attention_rating: null, menu_flexibility_rating: null };
    // Hand-picked edges, with their badge computed by hand (ratings weigh 1, the indication 1.5:
    // yes 5, on_request 4, no 0, missing 4): on and next to each threshold, single reviews,
    // all-missing sub-ratings.
    const edges: [SafetyReviewInput[], { level: string; score: number }][] = [
      // (3 + 7.5) + (1 + 7.5) = 19 over 5: 3.8 exactly.
      [[{ rating: 'average', ...none, allergen_indication: 'yes' }, { rating: 'poor', ...none, allergen_indication: 'yes' }], { level: 'safe', score: 3.8 }],
      // (1 + 6) + (1 + 6) = 14 over 5: 2.8 exactly.
      [[{ rating: 'poor', ...none, allergen_indication: 'on_request' }, { rating: 'poor', ...none, allergen_indication: null }], { level: 'caution', score: 2.8 }],
      // 4 + 4 + 3 + 4 + 6 = 21 over 5.5: 3.818…
      [[{ rating: 'good', cleanliness_rating: 4, customer_attention_rating: 3, menu_flexibility_rating: 4, allergen_indication: 'on_request' }], { level: 'safe', score: 3.82 }],
      // 3 + 0 = 3 over 2.5.
      [[{ rating: 'average', ...none, allergen_indication: 'no' }], { level: 'unsafe', score: 1.2 }],
      // 1 + 1 + 1 + 1 + 0 = 4 over 5.5: 0.727…
      [[{ rating: 'poor', cleanliness_rating: 1, customer_attention_rating: 1, menu_flexibility_rating: 1, allergen_indication: 'no' }], { level: 'unsafe', score: 0.73 }],
      // A tie between 'SI' and 'NO' must show 'NO' (the least reassuring answer).
      // 27.5 + 16 = 43.5 over 11: 3.954…
      [
        [
          { rating: 'excellent', cleanliness_rating: 5, customer_attention_rating: 5, menu_flexibility_rating: 5, allergen_indication: 'yes' },
          { rating: 'good', cleanliness_rating: 4, customer_attention_rating: 4, menu_flexibility_rating: 4, allergen_indication: 'no' },
        ],
        { level: 'safe', score: 3.95 },
      ],
    ];
    mixes.push(...edges.map(([mix]) => mix));
    for (let i = 0; i < 120; i += 1) {
      const size = 1 + Math.floor(next() * (i < 60 ? 6 : 40));
      mixes.push(
        Array.from({ length: size }, () => ({
          rating: pick(RATINGS),
          cleanliness_rating: pick(SUBS),
          customer_attention_rating: pick(SUBS),
          menu_flexibility_rating: pick(SUBS),
          allergen_indication: pick(INDICATIONS),
        })),
      );
    }
    const ids = await insertRestaurants(db(), mixes.map((_, i) => ({ name: `Mix ${i}` })));
    await insertReviews(
      db(),
      mixes.flatMap((mix, i) =>
        mix.map((review) => ({
          restaurantId: ids[i]!,
          rating: review.rating as (typeof RATINGS)[number],
          cleanliness: review.cleanliness_rating ?? null,
          attention: review.customer_attention_rating ?? null,
          flexibility: review.menu_flexibility_rating ?? null,
          indication: (review.allergen_indication ?? null) as (typeof INDICATIONS)[number],
          allergens: ['Gluten'],
        })),
      ),
    );
    for (const [i, [, badge]] of edges.entries()) {
      const row = (await findRestaurantDetail(db(), ids[i]!, ids[i]!))!;
      expect({ level: row.safety_level, score: row.safety_score }, `edge ${i}`).toEqual(badge);
    }
    const levels = new Set<string | null>();
    for (const [i, mix] of mixes.entries()) {
      const row = (await findRestaurantDetail(db(), ids[i]!, ids[i]!))!;
      const expected = computeSafety(mix);
      levels.add(expected.level);
      expect({ level: row.safety_level, score: row.safety_score }, `mix ${i}`).toEqual({ level: expected.level, score: expected.score });
      expect(row.avg_cleanliness).toBe(averageRating(mix.map((r) => r.cleanliness_rating)));
      expect(row.avg_customer_attention).toBe(averageRating(mix.map((r) => r.customer_attention_rating)));
      expect(row.avg_menu_flexibility).toBe(averageRating(mix.map((r) => r.menu_flexibility_rating)));
      const indication = allergenIndicationSummary(mix.map((r) => r.allergen_indication));
      expect({ value: row.indication_value, count: row.indication_count }).toEqual({
        value: indication.value,
        count: indication.value === null ? 0 : indication.count,
      });
    }
    expect([...levels].sort()).toEqual(['caution', 'safe', 'unsafe']);
    // Every review is tagged Gluten: for a viewer avoiding gluten the personal badge is the badge.
    const [viewer] = await db().insert(users).values({ email: 'glutine@example.test' }).returning({ id: users.id });
    await db().insert(userAllergens).values({ userId: viewer!.id, allergenId: (await allergenIds(db())).get('Gluten')! });
    for (const [i, mix] of mixes.entries()) {
      const personal = (await findPersonalSafety(db(), ids[i]!, viewer!.id))!;
      const expected = computeSafety(mix);
      expect({ level: personal.safety_level, score: personal.safety_score, count: personal.review_count }, `mix ${i}`).toEqual({
        level: expected.level,
        score: expected.score,
        count: mix.length,
      });
    }
  });

  it('has no personal badge for a viewer without allergens', async () => {
    const [id] = await insertRestaurants(db(), [{ name: 'Personale' }]);
    const [viewer] = await db().insert(users).values({ email: 'nessuno@example.test' }).returning({ id: users.id });
    const personal = await findPersonalSafety(db(), id!, viewer!.id);
    expect(personal).toMatchObject({ allergen_names: null, review_count: 0, safety_level: null, safety_score: null });
  });
});

describe('list totals from the facet counts', () => {
  it('equal the number of matching rows, for single filters and free text', async () => {
    const next = random(99);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const names = ['Il Pesce Azzurro', 'Pizzeria Mare', 'Sushi Glutine Free', 'Trattoria', 'Bar Marinara', 'Da Fish'];
    const ids = await insertRestaurants(
      db(),
      Array.from({ length: 90 }, (_, i) => ({
        name: `${pick(names)} ${i}`,
        city: pick(['Milano', 'Forlì', 'Mare']),
        cuisineType: pick(['pesce', 'pizza', 'sushi', 'japanese', 'bar', null]),
      })),
    );
    await insertReviews(
      db(),
      ids.filter(() => next() < 0.85).map((restaurantId) => ({ restaurantId, allergens: ALLERGENS.filter(() => next() < 0.4) })),
    );
    // An allergen outside the catalogue (shown as is): matched by its folded name.
    const [kiwi] = await db().insert(allergens).values({ name: 'Kiwì', emoji: '🥝' }).returning({ id: allergens.id });
    const tagged = await insertReviews(db(), ids.slice(0, 3).map((restaurantId) => ({ restaurantId })));
    await db().insert(reviewAllergens).values(tagged.map((reviewId) => ({ reviewId, allergenId: kiwi!.id })));
    const kiwiCriteria = listCriteria(restaurantListQuerySchema.parse({ allergen: 'KIWI' }));
    const [kiwiTotals] = await rowsOf<{ total: number }>(db(), listTotalsQuery(kiwiCriteria));
    expect(Number(kiwiTotals!.total)).toBe(3);
    const queries = [
      { allergen: 'kiwi' }, { allergen: ['kiwi', 'Glutine'] },
      {}, { q: 'pesce' }, { q: 'Pesce' }, { q: 'mare' }, { q: 'glutine' }, { q: 'fish' }, { q: 'pizza' }, { q: 'sushi' },
      { q: 'giapponese' }, { q: 'bar' }, { q: 'nessuno' }, { q: 'forli' }, { city: 'forlì' }, { cuisine: 'sushi' },
      { allergen: 'Pesce' }, { allergen: ['Gluten', 'Fish'] }, { q: 'pesce', city: 'Milano' }, { restaurant: 'mare' },
      { allergen: 'Gluten', city: 'Milano' }, { allergen: ['Soy', 'Gluten'], city: 'forli' }, { allergen: 'Eggs', cuisine: 'pesce' },
      { city: 'Milano', cuisine: 'sushi' }, { allergen: 'Gluten', q: 'mare' }, { allergen: 'Lactose', page: '2' },
    ];
    for (const query of queries) {
      const criteria = listCriteria(restaurantListQuerySchema.parse(query));
      const [totals] = await rowsOf<{ total: number }>(db(), listTotalsQuery(criteria));
      const [counted] = await rowsOf<{ total: number }>(db(), sql`SELECT count(*)::int AS total FROM restaurants r WHERE ${listConditions(criteria)}`);
      expect(Number(totals!.total), JSON.stringify(query)).toBe(Number(counted!.total));
      // Every page, whichever plan the list picks, is the same as a plain ORDER BY: free text's
      // first matches are merged from three parts (text, cuisine, allergen), so deeper pages matter.
      const parsed = restaurantListQuerySchema.parse(query);
      for (const offset of new Set([(parsed.page - 1) * 20, 0, 20, 40])) {
        const page = await listPage(db(), { criteria, offset, limit: 20, position: null });
        const expected = await rowsOf<{ id: string }>(db(), sql`SELECT r.id FROM restaurants r WHERE ${listConditions(criteria)} ORDER BY r.sort_name, r.id LIMIT 20 OFFSET ${offset}`);
        expect(page.rows.map((row) => row.id), `${JSON.stringify(query)} from ${offset}`).toEqual(expected.map((row) => row.id));
        expect(page.total).toBe(Number(counted!.total));
      }
    }
  });
});
