// 'Segnala chiusura o cambio gestione' over HTTP (docs/product.md#closed-or-new-management):
// authorisation, bad input, the thresholds and disputes, one claim per user,
// closed venues leaving the list and the map unless asked for, new management
// in the personal verdict, notifications to savers only, export and deletion.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, italianDay } from '../../domain/incidents';
import type { MapVenues, RestaurantDetail, RestaurantListPage } from '../../domain/restaurants';
import type { SavedRestaurant } from '../../domain/saved';
import type { VenueStatusSummary } from '../../domain/venue-status';
import { notifications, restaurants, restaurantStatus, savedRestaurants, userAllergens } from '../db/schema';
import { allergenIds, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import { callApi, newUser, fannedOut, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let bruno: TestUser;
let carla: TestUser;
let dario: TestUser;
let allergen: Map<string, string>;
const today = () => italianDay(new Date());

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
  carla = await newUser(sut, { data: { nickname: 'Carla' } });
  dario = await newUser(sut, { data: { nickname: 'Dario' } });
  allergen = await allergenIds(sut.database.db);
});

afterAll(async () => {
  await sut.close();
});

let counter = 0;
/** A reviewed restaurant with coordinates in its own city (so it is listed and on the map). */
async function reviewedRestaurant(options: { creator?: TestUser } = {}): Promise<{ id: string; city: string }> {
  counter += 1;
  const city = `Chiusaforte ${counter}`;
  const [id] = await insertRestaurants(sut.database.db, [
    { name: `Trattoria Cambiata ${counter}`, city, latitude: 46.4, longitude: 13.3, userId: options.creator?.id ?? null },
  ]);
  await insertReviews(sut.database.db, [{ restaurantId: id!, rating: 'excellent' }]);
  return { id: id!, city };
}

type Answer = VenueStatusSummary & { code?: string; message?: string };
const claim = (user: TestUser | null, restaurantId: string, body: unknown) =>
  callApi<Answer>(sut, 'PUT', `/rest/v1/restaurants/${restaurantId}/status`, { token: user?.accessToken, body });
const withdraw = (user: TestUser | null, restaurantId: string) =>
  callApi<Answer>(sut, 'DELETE', `/rest/v1/restaurants/${restaurantId}/status`, { token: user?.accessToken });
const summary = (user: TestUser | null, restaurantId: string) =>
  callApi<Answer>(sut, 'GET', `/rest/v1/restaurants/${restaurantId}/status`, { token: user?.accessToken });
const listCity = (user: TestUser, city: string, extra = '') =>
  callApi<RestaurantListPage>(sut, 'GET', `/rest/v1/restaurants?city=${encodeURIComponent(city)}${extra}`, { token: user.accessToken });
const detail = (user: TestUser, restaurantId: string) =>
  callApi<RestaurantDetail>(sut, 'GET', `/rest/v1/restaurants/${restaurantId}`, { token: user.accessToken });

describe('who may report and what', () => {
  it('answers 401 to signed-out callers on every route', async () => {
    const { id } = await reviewedRestaurant();
    expect((await summary(null, id)).status).toBe(401);
    expect((await claim(null, id, { status: 'closed' })).status).toBe(401);
    expect((await withdraw(null, id)).status).toBe(401);
  });

  it('refuses bad input with a machine code and an Italian message', async () => {
    const { id } = await reviewedRestaurant();
    const unknown = await claim(alice, id, { status: 'renovated' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('validation_failed');
    const cases: [unknown, string, string][] = [
      [{ status: 'new_management' }, 'change_date_required', 'Indica la data del cambio di gestione.'],
      [{ status: 'new_management', change_date: '2026-02-30' }, 'invalid_change_date', 'Inserisci una data valida.'],
      [
        { status: 'new_management', change_date: addMonths(today(), 1) },
        'change_date_in_future',
        'La data del cambio di gestione non può essere nel futuro.',
      ],
      [
        { status: 'new_management', change_date: addMonths(today(), -61) },
        'change_date_too_old',
        'La data del cambio di gestione può essere al massimo di 5 anni fa.',
      ],
      [{ status: 'closed', change_date: today() }, 'change_date_unexpected', 'Solo la nuova gestione ha una data.'],
    ];
    for (const [body, code, message] of cases) {
      const response = await claim(alice, id, body);
      expect(response.status, code).toBe(400);
      expect(response.body).toMatchObject({ code, message });
    }
    const missing = await claim(alice, '00000000-0000-4000-8000-000000000000', { status: 'closed' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('restaurant_not_found');
    expect((await summary(alice, id)).body.counts).toEqual({ closed: 0, new_management: 0, open: 0 });
  });

  it('keeps one claim per user: a new one replaces it, DELETE withdraws it', async () => {
    const { id } = await reviewedRestaurant();
    expect((await claim(alice, id, { status: 'closed' })).body.my_claim).toEqual({ status: 'closed', change_date: null });
    const changed = await claim(alice, id, { status: 'new_management', change_date: today() });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      counts: { closed: 0, new_management: 1, open: 0 },
      my_claim: { status: 'new_management', change_date: today() },
    });
    const gone = await withdraw(alice, id);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ counts: { closed: 0, new_management: 0, open: 0 }, my_claim: null, status: null });
  });
});

describe('when a status is shown', () => {
  it('needs two different users, the creator counting as one, and stays only while reports outnumber disputes', async () => {
    const { id } = await reviewedRestaurant();
    expect((await claim(alice, id, { status: 'closed' })).body.status).toBeNull();
    expect((await claim(alice, id, { status: 'closed' })).body.status).toBeNull();
    expect((await claim(bruno, id, { status: 'closed' })).body.status).toEqual({ status: 'closed', change_date: null });
    expect((await claim(carla, id, { status: 'open' })).body.status).toEqual({ status: 'closed', change_date: null });
    expect((await claim(dario, id, { status: 'open' })).body.status).toBeNull();
    expect((await withdraw(dario, id)).body.status).toEqual({ status: 'closed', change_date: null });

    // Whoever added the venue cannot close it alone: one account, one voice.
    const own = await reviewedRestaurant({ creator: carla });
    expect((await claim(carla, own.id, { status: 'closed' })).body.status).toBeNull();
    expect((await claim(dario, own.id, { status: 'closed' })).body.status).toEqual({ status: 'closed', change_date: null });
  });

  it('takes closed restaurants out of the list and the map, unless show_closed=1 asks for them, marked', async () => {
    const { id, city } = await reviewedRestaurant();
    const [openId] = await insertRestaurants(sut.database.db, [{ name: 'Aperta Sempre', city, latitude: 46.4, longitude: 13.3 }]);
    await insertReviews(sut.database.db, [
      { restaurantId: openId!, allergens: ['Lupin'] },
      { restaurantId: id, allergens: ['Lupin'] },
    ]);
    const before = await listCity(dario, city);
    expect(before.body.total).toBe(2);
    const listed = (query: string) =>
      callApi<RestaurantListPage>(sut, 'GET', `/rest/v1/restaurants${query}`, { token: dario.accessToken }).then((r) => r.body);
    const allBefore = await listed('');
    const lupinBefore = await listed('?allergen=Lupin');

    await claim(alice, id, { status: 'closed' });
    await claim(bruno, id, { status: 'closed' });

    const byCity = await listCity(dario, city);
    expect(byCity.status).toBe(200);
    expect(byCity.body.items.map((item) => item.id)).toEqual([openId]);
    expect(byCity.body.total).toBe(1);
    const all = await listed('');
    expect(all.total).toBe(allBefore.total - 1);
    expect(all.reviewed_total).toBe(allBefore.reviewed_total - 1);
    // Every way the list is read: facet counts, the allergen walk, free text.
    expect((await listed('?allergen=Lupin')).total).toBe(lupinBefore.total - 1);
    const lupinHere = await listed(`?allergen=Lupin&city=${encodeURIComponent(city)}`);
    expect([lupinHere.total, lupinHere.items.map((item) => item.id)]).toEqual([1, [openId]]);
    const text = await listed(`?q=${encodeURIComponent(city)}`);
    expect([text.total, text.items.map((item) => item.id)]).toEqual([1, [openId]]);
    expect((await listed(`?q=${encodeURIComponent(city)}&show_closed=1`)).total).toBe(2);
    const near = await callApi<RestaurantListPage>(sut, 'GET', `/rest/v1/restaurants?city=${encodeURIComponent(city)}&lat=46.4&lng=13.3`, {
      token: dario.accessToken,
    });
    expect(near.body.items.map((item) => item.id)).toEqual([openId]);

    const shown = await listCity(dario, city, '&show_closed=1');
    expect(shown.body.total).toBe(2);
    const closedRow = shown.body.items.find((item) => item.id === id)!;
    expect(closedRow.venue_status).toEqual({ status: 'closed', change_date: null });
    expect(shown.body.items.find((item) => item.id === openId)!.venue_status).toBeNull();
    expect((await listCity(dario, city, '&show_closed=maybe')).status).toBe(400);

    const bounds = '?south=46.3&north=46.5&west=13.2&east=13.4';
    const map = await callApi<MapVenues>(sut, 'GET', `/rest/v1/map/restaurants${bounds}`, { token: dario.accessToken });
    expect(map.body.items.map((venue) => venue.id)).not.toContain(id);
    const mapShown = await callApi<MapVenues>(sut, 'GET', `/rest/v1/map/restaurants${bounds}&show_closed=1`, { token: dario.accessToken });
    expect(mapShown.body.items.find((venue) => venue.id === id)?.venue_status).toEqual({ status: 'closed', change_date: null });

    const page = await detail(dario, id);
    expect(page.status).toBe(200);
    expect(page.body.venue_status).toEqual({ status: 'closed', change_date: null });
    expect(await sut.database.db.select().from(restaurantStatus).where(eq(restaurantStatus.restaurantId, id))).toHaveLength(1);
  });

  it('marks reviews before a new management and leaves them out of "Per i tuoi allergeni" only', async () => {
    const changeDate = addMonths(today(), -2);
    const [id] = await insertRestaurants(sut.database.db, [{ name: 'Osteria Nuova Gestione', city: 'Tolmezzo' }]);
    const [oldReview, newReview] = await insertReviews(sut.database.db, [
      { restaurantId: id!, rating: 'poor', indication: 'no', cleanliness: 1, attention: 1, flexibility: 1, allergens: ['Gluten'], createdAt: new Date(`${addMonths(today(), -6)}T12:00:00Z`) },
      { restaurantId: id!, rating: 'excellent', allergens: ['Gluten'] },
    ]);
    await sut.database.db.insert(userAllergens).values({ userId: dario.id, allergenId: allergen.get('Gluten')! }).onConflictDoNothing();
    const before = (await detail(dario, id!)).body;
    expect(before.personal_safety).toMatchObject({ review_count: 2 });

    await claim(alice, id!, { status: 'new_management', change_date: changeDate });
    await claim(bruno, id!, { status: 'new_management', change_date: addMonths(today(), -1) });
    const after = (await detail(dario, id!)).body;
    expect(after.venue_status).toEqual({ status: 'new_management', change_date: changeDate });
    expect(after.reviews.find((review) => review.id === oldReview)!.is_before_new_management).toBe(true);
    expect(after.reviews.find((review) => review.id === newReview)!.is_before_new_management).toBe(false);
    // One review left is one person: the level of that review, but never 'safe' on one person's word.
    expect(after.personal_safety).toMatchObject({ review_count: 1, level: 'caution', uncovered_allergens: [{ name: 'Glutine', people: 1 }] });
    expect(after.personal_safety?.score).toBe(5);
    // The community badge counts every review, as before.
    expect(after.review_count).toBe(2);
    expect(after.safety).toEqual(before.safety);
    // A new management stays in the list.
    expect((await listCity(dario, 'Tolmezzo')).body.items.map((item) => item.venue_status)).toEqual([
      { status: 'new_management', change_date: changeDate },
    ]);
  });
});

describe('notifications and personal data', () => {
  it('tells the users who saved the restaurant once the status becomes confirmed, the reporter excepted', async () => {
    const { id } = await reviewedRestaurant();
    await sut.database.db.insert(savedRestaurants).values([
      { userId: carla.id, restaurantId: id },
      { userId: bruno.id, restaurantId: id },
    ]);
    const venueNotifications = async (user: TestUser) => {
      await fannedOut(sut);
      return sut.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'venue_status'), eq(notifications.restaurantId, id)));
    };

    await claim(alice, id, { status: 'closed' });
    expect(await venueNotifications(carla)).toHaveLength(0);
    await claim(bruno, id, { status: 'closed' });
    const [told] = await venueNotifications(carla);
    expect(told).toMatchObject({ title: 'Cambio di stato del locale' });
    expect(told!.message).toContain('Chiuso definitivamente (segnalata da utenti, non verificata)');
    // The saver who confirmed it, and a reporter who did not save it, are not told.
    expect(await venueNotifications(bruno)).toHaveLength(0);
    expect(await venueNotifications(alice)).toHaveLength(0);
    expect(await venueNotifications(dario)).toHaveLength(0);
    // Claims that leave the status as it was tell nobody again.
    await claim(dario, id, { status: 'closed' });
    expect(await venueNotifications(carla)).toHaveLength(1);

    const saved = await callApi<{ items: SavedRestaurant[] }>(sut, 'GET', '/rest/v1/saved', { token: carla.accessToken });
    expect(saved.body.items.find((item) => item.id === id)!.venue_status).toEqual({ status: 'closed', change_date: null });
  });

  it('tells a saver once a day at most, however often a status is withdrawn and claimed again', async () => {
    const { id } = await reviewedRestaurant({ creator: alice });
    await sut.database.db.insert(savedRestaurants).values({ userId: carla.id, restaurantId: id });
    await claim(bruno, id, { status: 'closed' });
    // With Bruno's claim standing, Alice's confirms the status and withdrawing it clears it: each round trip used to tell every saver again.
    for (let round = 0; round < 3; round += 1) {
      expect((await claim(alice, id, { status: 'closed' })).body.status).toEqual({ status: 'closed', change_date: null });
      expect((await withdraw(alice, id)).body.status).toBeNull();
    }
    await withdraw(bruno, id);
    await claim(alice, id, { status: 'new_management', change_date: today() });
    await claim(bruno, id, { status: 'new_management', change_date: today() });
    await fannedOut(sut);
    const told = await sut.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carla.id), eq(notifications.type, 'venue_status'), eq(notifications.restaurantId, id)));
    expect(told).toHaveLength(1);
  });

  it('exports the claims and, deleting the account, withdraws them and decides the status again', async () => {
    const leaving = await newUser(sut, { data: { nickname: 'Elena' } });
    const { id } = await reviewedRestaurant();
    await claim(alice, id, { status: 'closed' });
    await claim(leaving, id, { status: 'closed' });
    const exported = await callApi<{ venue_status_reports: { restaurant_id: string; status: string }[] }>(sut, 'GET', '/rest/v1/account/export', {
      token: leaving.accessToken,
    });
    expect(exported.body.venue_status_reports).toMatchObject([{ restaurant_id: id, status: 'closed' }]);
    const deleted = await callApi(sut, 'DELETE', '/rest/v1/account', { token: leaving.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(deleted.status).toBe(204);
    expect((await summary(alice, id)).body).toMatchObject({ status: null, counts: { closed: 1, new_management: 0, open: 0 } });
  });

  it('decides again, on account deletion, the status of a restaurant hidden meanwhile, so it is right once restored', async () => {
    const leaving = await newUser(sut, { data: { nickname: 'Franco' } });
    const { id } = await reviewedRestaurant();
    await claim(alice, id, { status: 'closed' });
    expect((await claim(leaving, id, { status: 'closed' })).body.status).toEqual({ status: 'closed', change_date: null });
    await sut.database.db.update(restaurants).set({ hiddenAt: new Date() }).where(eq(restaurants.id, id));
    const deleted = await callApi(sut, 'DELETE', '/rest/v1/account', { token: leaving.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(deleted.status).toBe(204);
    await sut.database.db.update(restaurants).set({ hiddenAt: null }).where(eq(restaurants.id, id));
    expect((await summary(alice, id)).body).toMatchObject({ status: null, counts: { closed: 1, new_management: 0, open: 0 } });
    expect(await sut.database.db.select().from(restaurantStatus).where(eq(restaurantStatus.restaurantId, id))).toEqual([]);
  });
});
