import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CITY_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  WEBSITE_INVALID_MESSAGE,
} from '../../domain/schemas/restaurants';
import { restaurantEdits, restaurants, reviews } from '../db/schema';
import { newUser, type TestUser } from '../test/factories';
import { testDatabaseKind } from '../test/test-database';
import { createTestApp, type TestApp } from '../test/test-app';
import { api, insertReviews } from '../test/restaurant-fixtures';
import type { Restaurant, RestaurantEdit } from '../../domain/restaurants';
import { rowsOf } from '../db/query';

let sut: TestApp;
let alice: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
});

afterAll(async () => {
  await sut.close();
});

const create = (user: TestUser | null, body: unknown) =>
  api<{ restaurant: Restaurant; code?: string; existing_id?: string; message?: string }>(sut, '/restaurants', {
    method: 'POST',
    token: user?.accessToken,
    body,
  });
const patch = (user: TestUser | null, id: string, body: unknown) =>
  api<{ restaurant: Restaurant; code?: string; existing_id?: string }>(sut, `/restaurants/${id}`, {
    method: 'PATCH',
    token: user?.accessToken,
    body,
  });
const remove = (user: TestUser | null, id: string) =>
  api<{ code: string; message: string } | null>(sut, `/restaurants/${id}`, { method: 'DELETE', token: user?.accessToken });
const edits = (user: TestUser, id: string) => api<{ items: RestaurantEdit[] }>(sut, `/restaurants/${id}/edits`, { token: user.accessToken });

const VALID = {
  name: 'Trattoria da Mario',
  address: 'Via Roma 1',
  city: 'Milano',
  cuisine_type: 'italian',
};

describe('unauthenticated access', () => {
  it('answers 401 on every restaurant route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      api(sut, '/restaurants'),
      api(sut, '/restaurants/suggestions?q=mi'),
      api(sut, `/restaurants/${id}`),
      api(sut, `/restaurants/${id}/edits`),
      api(sut, '/restaurants', { method: 'POST', body: VALID }),
      api(sut, `/restaurants/${id}`, { method: 'PATCH', body: { name: 'x' } }),
      api(sut, `/restaurants/${id}`, { method: 'DELETE' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthorized' });
    }
    expect(await sut.database.db.select().from(restaurants)).toEqual([]);
  });
});

describe('POST /rest/v1/restaurants', () => {
  it('creates a restaurant owned by the caller', async () => {
    const response = await create(alice, {
      ...VALID,
      name: '  Ostèria  del Ponte ',
      description: 'Importato da Google Places',
      phone: '+39 02 1234567',
      website: 'www.osteria.it',
      latitude: 45.46,
      longitude: 9.19,
    });
    expect(response.status).toBe(201);
    expect(response.body.restaurant).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ostèria  del Ponte',
      description: 'Importato da Google Places',
      address: 'Via Roma 1',
      city: 'Milano',
      cuisine_type: 'italian',
      phone: '+39 02 1234567',
      website: 'https://www.osteria.it',
      latitude: 45.46,
      longitude: 9.19,
      user_id: alice.id,
    });
    const [row] = await sut.database.db.select().from(restaurants).where(eq(restaurants.id, response.body.restaurant.id));
    expect(row).toMatchObject({ sortName: 'osteria del ponte', searchName: 'osteria del ponte', hasReviews: false });
  });

  it('refuses a duplicate with 409 and the existing restaurant id (docs/product.md#duplicate-restaurants)', async () => {
    const first = await create(alice, { ...VALID, name: 'Pizzeria Bella Napoli', address: 'Corso Buenos Aires 12', city: 'Milano' });
    expect(first.status).toBe(201);
    const existingId = first.body.restaurant.id;
    const variants = [
      // same normalised name and city
      { ...VALID, name: 'pizzeria bella-napoli.', address: 'Altrove 3', city: ' MILANO ' },
      // same name, similar address (first 10 characters), other city
      { ...VALID, name: 'Pizzeria Bella Napoli', address: 'Corso Buenos Aires 99', city: 'Sesto San Giovanni' },
      // same name, one address contains the other
      { ...VALID, name: 'Pizzeria  Bella Napoli', address: 'Buenos Aires', city: 'Monza' },
    ];
    for (const body of variants) {
      const response = await create(bruno, body);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'duplicate_restaurant',
        existing_id: existingId,
        message: 'Pizzeria Bella Napoli è già nella lista.',
      });
    }
    // A tab or a line break (pasted from a spreadsheet or a web page) counts as a space.
    const pasted = await create(bruno, { ...VALID, name: 'Pizzeria\tBella\r\nNapoli', address: 'Altrove 3', city: 'Milano\n' });
    expect(pasted.status).toBe(409);
    expect(pasted.body).toMatchObject({ code: 'duplicate_restaurant', existing_id: existingId });
    // Same name elsewhere is another restaurant.
    const other = await create(bruno, { ...VALID, name: 'Pizzeria Bella Napoli', address: 'Via Toledo 5', city: 'Napoli' });
    expect(other.status).toBe(201);
    // Accents are part of the name for the duplicate rule (it only drops case, dots, commas, spaces, hyphens).
    const accented = await create(bruno, { ...VALID, name: 'Pizzeria Bellà Napoli', address: 'Via Toledo 5', city: 'Napoli' });
    expect(accented.status).toBe(201);
  });

  it('stores a name, address and city pasted with tabs or line breaks with single spaces', async () => {
    const response = await create(alice, { ...VALID, name: ' Osteria\tdel\n\nFaro ', address: 'Via\tdel Porto 2', city: 'La\r\nSpezia' });
    expect(response.status).toBe(201);
    expect(response.body.restaurant).toMatchObject({ name: 'Osteria del Faro', address: 'Via del Porto 2', city: 'La Spezia' });
  });

  // PGlite has one connection, so requests never overlap there: this needs PostgreSQL.
  it.skipIf(testDatabaseKind() === 'pglite')('lets only one of simultaneous identical additions through', async () => {
    const body = { ...VALID, name: 'Gemelli', address: 'Via Doppia 2', city: 'Pavia' };
    const db = sut.database.db;
    const waitingOnLocks = async () => {
      const result = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      return result[0]!.n;
    };
    let requests: Promise<{ status: number }[]> | undefined;
    await db.transaction(async (tx) => {
      // Inserts into restaurants wait behind this lock, reads do not: the three requests all get as
      // far as their first insert before any of them can write, so only serialising the duplicate
      // check itself can keep two of them out.
      await tx.execute(sql`LOCK TABLE restaurants IN SHARE MODE`);
      requests = Promise.all([create(alice, body), create(bruno, body), create(alice, body)]);
      const deadline = Date.now() + 15_000;
      while ((await waitingOnLocks()) < 3) {
        if (Date.now() > deadline) throw new Error('the three additions never reached the database');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    const statuses = (await requests!).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it('validates the input with clear 400s', async () => {
    const cases: [unknown, string | null][] = [
      [{ ...VALID, name: '   ' }, NAME_REQUIRED_MESSAGE],
      [{ address: 'Via Roma 1', city: 'Milano' }, NAME_REQUIRED_MESSAGE],
      [{ ...VALID, city: '' }, CITY_REQUIRED_MESSAGE],
      [{ ...VALID, website: 'javascript:alert(1)' }, WEBSITE_INVALID_MESSAGE],
      [{ ...VALID, website: 'ftp://example.com' }, WEBSITE_INVALID_MESSAGE],
      [{ ...VALID, website: 'data:text/html,<script>' }, WEBSITE_INVALID_MESSAGE],
      [{ ...VALID, latitude: 95, longitude: 9 }, null],
      [{ ...VALID, latitude: 45 }, null],
      [{ ...VALID, cuisine_type: '<b>sushi</b>' }, null],
      [{ ...VALID, name: 'x'.repeat(10_000) }, null],
      [{ ...VALID, name: 'Nome\u0000nullo' }, null],
    ];
    for (const [body, message] of cases) {
      const response = await create(alice, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/^Dati non validi\.( .+)?$/) });
      // The generic words once, never 'Dati non validi. Dati non validi.'.
      expect(response.body.message).not.toContain('Dati non validi. Dati non validi.');
      if (message !== null) expect(response.body.message).toContain(message);
    }
  });

  it('stores SQL and HTML in text fields as plain text', async () => {
    const body = {
      name: "Robert'); DROP TABLE restaurants;--",
      address: '<img src=x onerror=alert(1)>',
      city: "Milano' OR '1'='1",
      cuisine_type: 'sushi',
      description: '<script>alert("x")</script>',
      phone: "1' OR 1=1 --",
      website: 'https://example.com/?q=<script>',
    };
    const response = await create(alice, body);
    expect(response.status).toBe(201);
    expect(response.body.restaurant).toMatchObject(body);
    const detail = await api<{ restaurant: Restaurant }>(sut, `/restaurants/${response.body.restaurant.id}`, { token: alice.accessToken });
    expect(detail.body.restaurant).toMatchObject(body);
    expect((await sut.database.db.select().from(restaurants)).length).toBeGreaterThan(3);
  });
});

describe('PATCH /rest/v1/restaurants/:id and the edit history', () => {
  let id: string;

  beforeAll(async () => {
    const response = await create(alice, { ...VALID, name: 'Bar Centrale', address: 'Piazza Duomo 1', city: 'Como', phone: '031 123' });
    id = response.body.restaurant.id;
  });

  it('lets any signed-in user edit, and records who changed what', async () => {
    const first = await patch(bruno, id, { name: 'Bar Centrale Como', phone: '', website: 'https://barcentrale.it' });
    expect(first.status).toBe(200);
    expect(first.body.restaurant).toMatchObject({
      id,
      name: 'Bar Centrale Como',
      phone: null,
      website: 'https://barcentrale.it',
      address: 'Piazza Duomo 1',
      user_id: alice.id,
    });
    expect(first.body.restaurant.updated_at > first.body.restaurant.created_at).toBe(true);
    const second = await patch(alice, id, { latitude: '45,8081', longitude: '9.0852', cuisine_type: 'aperitivo', city: 'Como' });
    expect(second.status).toBe(200);
    expect(second.body.restaurant).toMatchObject({ latitude: 45.8081, longitude: 9.0852, cuisine_type: 'aperitivo', city: 'Como' });

    const history = await edits(alice, id);
    expect(history.status).toBe(200);
    expect(history.body.items).toHaveLength(2);
    const [latest, earliest] = history.body.items;
    expect(latest).toMatchObject({
      user_id: alice.id,
      nickname: 'Alice',
      changes: {
        latitude: { old: null, new: 45.8081 },
        longitude: { old: null, new: 9.0852 },
        cuisine_type: { old: 'italian', new: 'aperitivo' },
      },
    });
    // Unchanged fields are not recorded.
    expect(Object.keys(latest!.changes).sort()).toEqual(['cuisine_type', 'latitude', 'longitude']);
    expect(earliest).toMatchObject({
      user_id: bruno.id,
      nickname: 'Bruno',
      changes: {
        name: { old: 'Bar Centrale', new: 'Bar Centrale Como' },
        phone: { old: '031 123', new: null },
        website: { old: null, new: 'https://barcentrale.it' },
      },
    });
    expect(latest!.created_at >= earliest!.created_at).toBe(true);
    const [row] = await sut.database.db.select().from(restaurants).where(eq(restaurants.id, id));
    expect(row).toMatchObject({ sortName: 'bar centrale como', searchName: 'bar centrale como' });
  });

  it('records nothing when nothing changes', async () => {
    const before = (await edits(alice, id)).body.items.length;
    const response = await patch(bruno, id, { name: 'Bar Centrale Como', city: 'Como' });
    expect(response.status).toBe(200);
    expect((await edits(alice, id)).body.items).toHaveLength(before);
    expect((await patch(bruno, id, {})).status).toBe(200);
  });

  it('ignores fields that cannot be edited', async () => {
    const response = await patch(bruno, id, { user_id: bruno.id, id: '00000000-0000-4000-8000-000000000000', has_reviews: true });
    expect(response.status).toBe(200);
    expect(response.body.restaurant).toMatchObject({ id, user_id: alice.id });
  });

  it('refuses invalid edits with 400 and unknown restaurants with 404', async () => {
    for (const body of [
      { name: '' },
      { latitude: 45 },
      { latitude: -91, longitude: 0 },
      { latitude: 'abc', longitude: 9 },
      { website: 'javascript:alert(1)' },
      { website: 'mailto:a@b.it' },
      { name: null },
    ]) {
      const response = await patch(bruno, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await patch(bruno, '00000000-0000-4000-8000-000000000000', { name: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'restaurant_not_found' });
    expect((await patch(bruno, 'nope', { name: 'x' })).status).toBe(404);
    expect((await edits(bruno, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses an edit that would make it a duplicate of another restaurant', async () => {
    const other = await create(alice, { ...VALID, name: 'Caffè Lago', address: 'Lungolario 4', city: 'Como' });
    const response = await patch(bruno, id, { name: 'Caffe Lago ' });
    expect(response.status).toBe(200);
    const duplicate = await patch(bruno, id, { name: 'Caffè Lago' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'duplicate_restaurant', existing_id: other.body.restaurant.id });
  });

  it('refuses re-adding or renaming onto a venue a moderator hid, without pointing at its 404 page (docs/product.md#moderation)', async () => {
    const hidden = await create(alice, { ...VALID, name: 'Trattoria Vandalo', address: 'Via Falsa 1', city: 'Torino' });
    await sut.database.db.update(restaurants).set({ hiddenAt: new Date() }).where(eq(restaurants.id, hidden.body.restaurant.id));
    expect((await api(sut, `/restaurants/${hidden.body.restaurant.id}`, { token: bruno.accessToken })).status).toBe(404);
    const refused = {
      code: 'duplicate_restaurant_hidden',
      message: 'Trattoria Vandalo è già presente, ma è nascosto dalla moderazione e non si può inserire di nuovo.',
    };

    const again = await create(bruno, { ...VALID, name: 'trattoria vandalo', address: 'Altrove 2', city: 'TORINO' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refused);
    const mine = await create(bruno, { ...VALID, name: 'Trattoria Onesta', address: 'Via Vera 2', city: 'Torino' });
    const renamed = await patch(bruno, mine.body.restaurant.id, { name: 'Trattoria Vandalo' });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual(refused);
  });

  it('sends a duplicate to the visible venue when a hidden one has the same name too', async () => {
    const hidden = await create(alice, { ...VALID, name: 'Bar Gemello', address: 'Via Uno 10', city: 'Savona' });
    await sut.database.db.update(restaurants).set({ hiddenAt: new Date() }).where(eq(restaurants.id, hidden.body.restaurant.id));
    const visible = await create(bruno, { ...VALID, name: 'Bar Gemello', address: 'Piazza Due 2', city: 'Genova' });
    expect(visible.status).toBe(201);
    // The hidden one by its address, the visible one by its city.
    const again = await create(bruno, { ...VALID, name: 'Bar Gemello', address: 'Via Uno 1', city: 'Genova' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate_restaurant', existing_id: visible.body.restaurant.id });
  });

  it('refuses moving a restaurant onto a same-named venue, by city or by address, without a rename', async () => {
    const original = await create(alice, { ...VALID, name: 'Osteria Due Torri', address: 'Via Zamboni 1', city: 'Bologna' });
    expect(original.status).toBe(201);
    // Same name elsewhere: two other restaurants.
    const inModena = await create(bruno, { ...VALID, name: 'Osteria Due Torri', address: 'Piazza Grande 3', city: 'Modena' });
    const inParma = await create(bruno, { ...VALID, name: 'Osteria Due Torri', address: 'Strada Farini 9', city: 'Parma' });
    expect([inModena.status, inParma.status]).toEqual([201, 201]);
    const refused = {
      code: 'duplicate_restaurant',
      existing_id: original.body.restaurant.id,
      message: 'Osteria Due Torri è già nella lista.',
    };
    // Same name and the same city.
    const movedCity = await patch(bruno, inModena.body.restaurant.id, { city: 'bologna' });
    expect(movedCity.status).toBe(409);
    expect(movedCity.body).toMatchObject(refused);
    // Same name and an address whose first 10 characters match, in another city.
    const movedAddress = await patch(bruno, inParma.body.restaurant.id, { address: 'Via Zamboni 1/a' });
    expect(movedAddress.status).toBe(409);
    expect(movedAddress.body).toMatchObject(refused);
    const [modena, parma] = await Promise.all([
      api<{ restaurant: Restaurant }>(sut, `/restaurants/${inModena.body.restaurant.id}`, { token: bruno.accessToken }),
      api<{ restaurant: Restaurant }>(sut, `/restaurants/${inParma.body.restaurant.id}`, { token: bruno.accessToken }),
    ]);
    expect([modena.body.restaurant.city, parma.body.restaurant.address]).toEqual(['Modena', 'Strada Farini 9']);
  });
});

describe('DELETE /rest/v1/restaurants/:id', () => {
  it('lets the creator delete a restaurant nobody else has reviewed, with their own reviews', async () => {
    const empty = (await create(alice, { ...VALID, name: 'Da Cancellare', city: 'Lodi' })).body.restaurant.id;
    expect((await remove(alice, empty)).status).toBe(204);
    expect(await sut.database.db.select().from(restaurants).where(eq(restaurants.id, empty))).toEqual([]);

    const reviewedByCreator = (await create(alice, { ...VALID, name: 'Solo Mio', city: 'Lodi' })).body.restaurant.id;
    await insertReviews(sut.database.db, [{ restaurantId: reviewedByCreator, userId: alice.id, allergens: ['Gluten'] }]);
    await patch(bruno, reviewedByCreator, { phone: '0371 1' });
    expect((await remove(alice, reviewedByCreator)).status).toBe(204);
    expect(await sut.database.db.select().from(reviews).where(eq(reviews.restaurantId, reviewedByCreator))).toEqual([]);
    expect(await sut.database.db.select().from(restaurantEdits).where(eq(restaurantEdits.restaurantId, reviewedByCreator))).toEqual([]);
  });

  it('deletes nothing when someone else reviewed it, or for anyone but the creator (403 not_deleted)', async () => {
    const shared = (await create(alice, { ...VALID, name: 'Condiviso', city: 'Lodi' })).body.restaurant.id;
    await insertReviews(sut.database.db, [{ restaurantId: shared, userId: bruno.id }]);
    for (const user of [alice, bruno]) {
      const response = await remove(user, shared);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ code: 'not_deleted', message: 'Il locale non è stato eliminato. Verifica i permessi.' });
    }
    const notMine = (await create(alice, { ...VALID, name: 'Non Tuo', city: 'Lodi' })).body.restaurant.id;
    expect((await remove(bruno, notMine)).status).toBe(403);
    // A review by a deleted account (no author) is someone else's review too.
    const orphan = (await create(alice, { ...VALID, name: 'Orfano', city: 'Lodi' })).body.restaurant.id;
    await insertReviews(sut.database.db, [{ restaurantId: orphan, userId: null }]);
    expect((await remove(alice, orphan)).status).toBe(403);
    expect(await sut.database.db.select().from(restaurants).where(eq(restaurants.id, shared))).toHaveLength(1);
    expect(await sut.database.db.select().from(restaurants).where(eq(restaurants.id, notMine))).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'xyz', '1;DROP TABLE restaurants']) {
      const response = await remove(alice, encodeURIComponent(id));
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'restaurant_not_found' });
    }
  });
});

describe('adding a restaurant with the id the client generated', () => {
  it('stores it once: a retry answers 200 with the stored restaurant instead of a duplicate, another user gets 409 id_conflict', async () => {
    const id = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
    const body = { ...VALID, id, name: 'Osteria Ripetuta', address: 'Via Bis 2' };
    const first = await create(alice, body);
    expect(first.status).toBe(201);
    expect(first.body.restaurant.id).toBe(id);
    const again = await create(alice, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const stolen = await create(bruno, { ...body, name: 'Altro Nome', address: 'Via Altra 9' });
    expect(stolen.status).toBe(409);
    expect(stolen.body).toEqual({
      code: 'id_conflict',
      message: 'Questo identificativo appartiene già a un altro contenuto: ricarica la pagina e riprova.',
    });
    expect((await sut.database.db.select().from(restaurants).where(eq(restaurants.name, 'Osteria Ripetuta'))).length).toBe(1);
    expect((await sut.database.db.select().from(restaurants).where(eq(restaurants.name, 'Altro Nome'))).length).toBe(0);
  });
});
