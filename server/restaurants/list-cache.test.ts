// Cached text searches never show a change late: a write by anyone, through
// this process or straight into the database, empties the cache.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { ListCache, changesLists, changesListsOnSuccess } from './list-cache';
import type { ListResult, SearchWindow } from './list-planner.repository';
import { api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import type { RestaurantListPage } from '../../domain/restaurants';
import { SEARCH_WINDOW_SIZE } from './restaurants.service';

const page = (total: number): ListResult => ({ reviewedTotal: total, total, rows: [] });

describe('ListCache', () => {
  it('computes a page once until it is invalidated', async () => {
    const cache = new ListCache({ maxEntries: 10, maxRows: 10, ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => page(++computed);
    expect((await cache.get('q', compute)).total).toBe(1);
    expect((await cache.get('q', compute)).total).toBe(1);
    cache.invalidate();
    expect((await cache.get('q', compute)).total).toBe(2);
  });

  it('does not keep a page computed while a change was announced', async () => {
    const cache = new ListCache({ maxEntries: 10, maxRows: 10, ttlMs: 60_000 });
    let release!: () => void;
    const slow = cache.get('q', () => new Promise<ListResult>((resolve) => (release = () => resolve(page(1)))));
    cache.invalidate();
    release();
    expect((await slow).total).toBe(1);
    expect((await cache.get('q', async () => page(2))).total).toBe(2);
  });

  it('keeps a count like a page: once until it is invalidated, and not across a change', async () => {
    const cache = new ListCache({ maxEntries: 10, maxRows: 10, ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.count('closed', compute)).toBe(1);
    expect(await cache.count('closed', compute)).toBe(1);
    cache.invalidate();
    expect(await cache.count('closed', compute)).toBe(2);
    let release!: () => void;
    cache.invalidate();
    const slow = cache.count('closed', () => new Promise<number>((resolve) => (release = () => resolve(40))));
    cache.invalidate();
    release();
    expect(await slow).toBe(40);
    expect(await cache.count('closed', async () => 41)).toBe(41);
  });

  it("keeps a filter's totals like a count: once until it is invalidated, and not across a change", async () => {
    const cache = new ListCache({ maxEntries: 10, maxRows: 10, ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => ({ reviewedTotal: 100, total: ++computed });
    expect(await cache.totals('city', compute)).toEqual({ reviewedTotal: 100, total: 1 });
    expect(await cache.totals('city', compute)).toEqual({ reviewedTotal: 100, total: 1 });
    expect(await cache.totals('cuisine', compute)).toEqual({ reviewedTotal: 100, total: 2 });
    cache.invalidate();
    expect(await cache.totals('city', compute)).toEqual({ reviewedTotal: 100, total: 3 });
    let release!: () => void;
    const slow = cache.totals('city2', () => new Promise((resolve) => (release = () => resolve({ reviewedTotal: 100, total: 40 }))));
    cache.invalidate();
    release();
    expect((await slow).total).toBe(40);
    expect((await cache.totals('city2', async () => ({ reviewedTotal: 100, total: 41 }))).total).toBe(41);
  });

  it('keeps a search window like a page, and drops it with the pages', async () => {
    const cache = new ListCache({ maxEntries: 10, maxRows: 10, ttlMs: 60_000 });
    const window: SearchWindow = { reviewedTotal: 3, total: 2, ids: [randomUUID(), randomUUID()] };
    let computed = 0;
    const compute = async () => ({ page: page(++computed), window });
    expect(await cache.window('w', compute)).toEqual({ page: page(1), window });
    expect(await cache.window('w', compute)).toEqual({ window });
    cache.invalidate();
    expect(await cache.window('w', compute)).toEqual({ page: page(2), window });

    let release!: () => void;
    const slow = cache.window('v', () => new Promise((resolve) => (release = () => resolve({ page: page(9), window }))));
    cache.invalidate();
    release();
    await slow;
    expect((await cache.window('v', compute)).page).toEqual(page(3));
  });

  it('reads a window once for the searches that ask for it at the same time, but not across a change', async () => {
    const cache = new ListCache({ maxEntries: 10, maxRows: 10, ttlMs: 60_000 });
    const window: SearchWindow = { reviewedTotal: 3, total: 2, ids: [randomUUID()] };
    let computed = 0;
    const releases: (() => void)[] = [];
    const compute = () => {
      computed += 1;
      return new Promise<{ page: ListResult; window: SearchWindow }>((resolve) => releases.push(() => resolve({ page: page(computed), window })));
    };
    const first = cache.window('w', compute);
    const joined = cache.window('w', compute);
    expect(computed).toBe(1);
    cache.invalidate();
    const afterChange = cache.window('w', compute);
    expect(computed).toBe(2);
    for (const release of releases) release();
    expect((await first).page).toBeDefined();
    expect(await joined).toEqual({ window });
    expect((await afterChange).page).toBeDefined();

    const failing = cache.window('x', async () => Promise.reject(new Error('database down')));
    const joinedFailing = cache.window('x', compute);
    await expect(failing).rejects.toThrow('database down');
    await expect(joinedFailing).rejects.toThrow('database down');
    expect((await cache.window('x', async () => ({ page: page(7), window }))).page).toEqual(page(7));
  });

  it('drops pages on changes of restaurants and reviews, and on announcements it cannot read', () => {
    const id = randomUUID();
    expect(changesLists(JSON.stringify({ topic: 'restaurants', event: 'UPDATE', id }))).toBe(true);
    expect(changesLists(JSON.stringify({ topic: 'reviews', event: 'INSERT', id, restaurant_id: randomUUID() }))).toBe(true);
    expect(changesLists(JSON.stringify({ topic: 'notifications', event: 'INSERT', id, user_id: randomUUID() }))).toBe(false);
    expect(changesLists(JSON.stringify({ topic: 'bans', id }))).toBe(false);
    expect(changesLists(JSON.stringify({ topic: 'votes', event: 'UPDATE', id, restaurant_id: randomUUID() }))).toBe(false);
    expect(changesLists('not json')).toBe(true);
  });

  it('drops pages after the writes of restaurants, reviews, moderation and accounts of this process, not after votes or reads', () => {
    const id = randomUUID();
    expect(changesListsOnSuccess('POST', '/rest/v1/restaurants')).toBe(true);
    expect(changesListsOnSuccess('PATCH', `/rest/v1/restaurants/${id}`)).toBe(true);
    expect(changesListsOnSuccess('DELETE', `/rest/v1/restaurants/${id}`)).toBe(true);
    expect(changesListsOnSuccess('POST', '/rest/v1/reviews')).toBe(true);
    expect(changesListsOnSuccess('PATCH', `/rest/v1/reviews/${id}`)).toBe(true);
    expect(changesListsOnSuccess('DELETE', `/rest/v1/reviews/${id}/photos/${randomUUID()}`)).toBe(true);
    expect(changesListsOnSuccess('DELETE', `/rest/v1/my-restaurants/${id}`)).toBe(true);
    // A hidden restaurant must be gone from the next search, whenever the database's announcement arrives.
    expect(changesListsOnSuccess('POST', '/rest/v1/moderation/actions')).toBe(true);
    expect(changesListsOnSuccess('POST', `/rest/v1/moderation/appeals/${id}/decision`)).toBe(true);
    expect(changesListsOnSuccess('DELETE', '/rest/v1/account')).toBe(true);
    expect(changesListsOnSuccess('POST', `/rest/v1/reviews/${id}/votes`)).toBe(false);
    expect(changesListsOnSuccess('GET', '/rest/v1/restaurants?q=pizza')).toBe(false);
    expect(changesListsOnSuccess('POST', '/auth/v1/token?grant_type=password')).toBe(false);
    expect(changesListsOnSuccess('POST', '/rest/v1/restaurantsx')).toBe(false);
  });
});

describe('GET /rest/v1/restaurants?q= with the cache', () => {
  let sut: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
    user = await newUser(sut);
  });
  afterAll(async () => {
    await sut.close();
  });

  const search = async (term: string, pageNumber = 1) =>
    (await api<RestaurantListPage>(sut, `/restaurants?q=${encodeURIComponent(term)}&page=${pageNumber}`, { token: user.accessToken })).body;
  const names = (list: RestaurantListPage) => list.items.map((item) => (item as { name: string }).name);

  it('pages through a search in order, within its kept window and beyond it, and sees a change on any page', async () => {
    const term = `Ginepro ${randomUUID().slice(0, 6)}`;
    const count = SEARCH_WINDOW_SIZE + 7;
    const expected = Array.from({ length: count }, (_, index) => `Osteria ${term} ${String(index + 1).padStart(3, '0')}`);
    // Inserted out of order: the order must come from the query, not from insertion.
    const ids = await insertRestaurants(sut.database.db, [...expected].reverse().map((name) => ({ name, city: 'Lodi' })));
    await insertReviews(sut.database.db, ids.map((restaurantId) => ({ restaurantId, allergens: [] })));
    const pageCount = Math.ceil(count / 20);
    await expect.poll(async () => (await search(term, 3)).total, { timeout: 5_000 }).toBe(count);

    // Page 3 first: it computes the window; the others are read from it, or (past it) computed alone.
    const pages = [await search(term, 3)];
    for (const pageNumber of [1, 2, 4, 5, 6, 7]) pages.push(await search(term, pageNumber));
    const byNumber = new Map(pages.map((list) => [list.page, list]));
    const all = Array.from({ length: pageCount + 1 }, (_, index) => byNumber.get(index + 1)!).flatMap(names);
    expect(all).toEqual(expected);
    expect(pages.every((list) => list.total === count)).toBe(true);

    // Renamed to sort last: page 2 and the page past the window both show it moved.
    const renamed = await api(sut, `/restaurants/${ids[ids.length - 1]}`, { token: user.accessToken, method: 'PATCH', body: { name: `Osteria ${term} 999` } });
    expect(renamed.status).toBe(200);
    expect(names(await search(term, 1))[0]).toBe(expected[1]);
    expect(names(await search(term, 2))[0]).toBe(expected[21]);
    expect(names(await search(term, pageCount)).at(-1)).toBe(`Osteria ${term} 999`);
  });

  it('shows a venue written straight into the database, without waiting for the cache to expire', async () => {
    const term = `Lanterna ${randomUUID().slice(0, 6)}`;
    expect((await search(term)).total).toBe(0);
    expect((await search(term)).total).toBe(0);
    const [id] = await insertRestaurants(sut.database.db, [{ name: `Osteria ${term}`, city: 'Pavia', address: 'Via Roma 1' }]);
    await insertReviews(sut.database.db, [{ restaurantId: id!, allergens: [] }]);
    // The database announces the change (NOTIFY); the cache keeps pages for 60 s otherwise.
    await expect.poll(async () => (await search(term)).total, { timeout: 5_000 }).toBe(1);
  });

  it('takes a restaurant closed straight in the database out of every total, without waiting for the cache to expire', async () => {
    const city = `Chiusa ${randomUUID().slice(0, 6)}`;
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Osteria Che Chiude', city, address: 'Via Roma 3' }]);
    await insertReviews(sut.database.db, [{ restaurantId: id!, allergens: [] }]);
    const list = async (query: string) =>
      (await api<RestaurantListPage>(sut, `/restaurants${query}`, { token: user.accessToken })).body;
    await expect.poll(async () => (await list(`?city=${encodeURIComponent(city)}`)).total, { timeout: 5_000 }).toBe(1);
    const before = await list('');
    // Read twice: the closed counts are now kept.
    expect((await list('')).reviewed_total).toBe(before.reviewed_total);
    await sut.database.db.execute(sql`INSERT INTO restaurant_status (restaurant_id, status) VALUES (${id}, 'closed')`);
    await expect.poll(async () => (await list('')).reviewed_total, { timeout: 5_000 }).toBe(before.reviewed_total - 1);
    expect((await list('')).total).toBe(before.total - 1);
    expect((await list(`?city=${encodeURIComponent(city)}`)).total).toBe(0);
    expect((await list(`?city=${encodeURIComponent(city)}&show_closed=1`)).total).toBe(1);
  });

  it("takes a closed restaurant out of a search's cuisine matches, and out of its cuisine's and city's totals", async () => {
    const city = `Cucina ${randomUUID().slice(0, 6)}`;
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Sushi Che Chiude', city, address: 'Via Roma 4', cuisineType: 'sushi' }]);
    await insertReviews(sut.database.db, [{ restaurantId: id!, allergens: [] }]);
    const list = async (query: string) =>
      (await api<RestaurantListPage>(sut, `/restaurants${query}`, { token: user.accessToken })).body;
    await expect.poll(async () => (await list(`?city=${encodeURIComponent(city)}`)).total, { timeout: 5_000 }).toBe(1);
    const search = await list('?q=sushi');
    const cuisine = await list('?cuisine=sushi');
    await sut.database.db.execute(sql`INSERT INTO restaurant_status (restaurant_id, status) VALUES (${id}, 'closed')`);
    await expect.poll(async () => (await list('?q=sushi')).total, { timeout: 5_000 }).toBe(search.total - 1);
    expect((await list('?cuisine=sushi')).total).toBe(cuisine.total - 1);
    expect((await list(`?city=${encodeURIComponent(city)}`)).total).toBe(0);
    expect((await list('?q=sushi&show_closed=1')).total).toBe(search.total);
    expect((await list('?cuisine=sushi&show_closed=1')).total).toBe(cuisine.total);
  });

  it("shows a restaurant's new practice, status and name on its list row at once, though rows are kept between requests", async () => {
    const city = `Righe ${randomUUID().slice(0, 6)}`;
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Trattoria Della Riga', city, address: 'Via Roma 5' }]);
    await insertReviews(sut.database.db, [{ restaurantId: id!, allergens: [] }]);
    const rowOf = async (query = '') =>
      (await api<RestaurantListPage>(sut, `/restaurants?city=${encodeURIComponent(city)}${query}`, { token: user.accessToken })).body.items[0];
    await expect.poll(async () => (await rowOf())?.name, { timeout: 5_000 }).toBe('Trattoria Della Riga');
    expect((await rowOf())!.practices).toEqual([]);
    // A practice is confirmed by two people (docs/product.md#practices).
    const second = await newUser(sut);
    for (const person of [user, second]) {
      const confirmed = await api(sut, `/restaurants/${id}/practices/trained_staff`, { token: person.accessToken, method: 'PUT', body: { stance: 'confirm' } });
      expect(confirmed.status).toBe(200);
      expect((await rowOf())!.practices).toEqual(person === user ? [] : ['trained_staff']);
    }
    await sut.database.db.execute(sql`INSERT INTO restaurant_status (restaurant_id, status, change_date) VALUES (${id}, 'new_management', '2026-01-10')`);
    await expect.poll(async () => (await rowOf())!.venue_status, { timeout: 5_000 }).toEqual({ status: 'new_management', change_date: '2026-01-10' });
    await sut.database.db.execute(sql`UPDATE restaurants SET name = 'Trattoria Nuova Riga' WHERE id = ${id}`);
    await expect.poll(async () => (await rowOf())!.name, { timeout: 5_000 }).toBe('Trattoria Nuova Riga');
  });

  it('shows a rename made through the API in the very next search', async () => {
    const term = `Girasole ${randomUUID().slice(0, 6)}`;
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Trattoria Anonima', city: 'Pavia', address: 'Via Roma 2' }]);
    await insertReviews(sut.database.db, [{ restaurantId: id!, allergens: [] }]);
    await expect.poll(async () => (await search('Trattoria Anonima')).total, { timeout: 5_000 }).toBeGreaterThan(0);
    expect((await search(term)).total).toBe(0);
    const renamed = await api(sut, `/restaurants/${id}`, { token: user.accessToken, method: 'PATCH', body: { name: `Trattoria ${term}` } });
    expect(renamed.status).toBe(200);
    const found = await search(term);
    expect(found.total).toBe(1);
    expect((found.items[0] as { id: string }).id).toBe(id);
  });
});
