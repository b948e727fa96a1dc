// Reaction reports over HTTP (docs/product.md#reaction-reports): writes,
// authorisation, bad input, one a day, the open/close rule as the list, the
// detail and the map read it, the personal verdict, and who is notified.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, italianDay, type IncidentReportItem, type IncidentReportList } from '../../domain/incidents';
import type { MapVenues, RestaurantDetail, RestaurantListPage } from '../../domain/restaurants';
import { incidentReports, notifications, savedRestaurants, userAllergens } from '../db/schema';
import { allergenIds, insertPeople, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import { callApi, newUser, fannedOut, type TestUser } from '../test/factories';
import { saveRole } from '../moderation/roles.repository';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let bruno: TestUser;
let carla: TestUser;
let allergen: Map<string, string>;
const today = () => italianDay(new Date());

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
  carla = await newUser(sut, { data: { nickname: 'Carla' } });
  allergen = await allergenIds(sut.database.db);
});

afterAll(async () => {
  await sut.close();
});

let counter = 0;
/** A reviewed restaurant with coordinates (so it is listed and on the map). */
async function reviewedRestaurant(reviewAllergens: string[] = []): Promise<string> {
  counter += 1;
  const [id] = await insertRestaurants(sut.database.db, [
    { name: `Osteria Segnalata ${counter}`, city: 'Trento', latitude: 46.07, longitude: 11.12 },
  ]);
  await insertReviews(sut.database.db, [{ restaurantId: id!, rating: 'excellent', allergens: reviewAllergens }]);
  return id!;
}

const report = (overrides: Record<string, unknown> = {}) => ({
  allergen_ids: [allergen.get('Gluten')!],
  severity: 'moderate',
  meal_date: today(),
  dishes: 'Pasta al pomodoro',
  staff_informed: true,
  details: 'Orticaria dopo il primo piatto.',
  ...overrides,
});

const post = (user: TestUser | null, restaurantId: string, body: unknown) =>
  callApi<IncidentReportItem & { code?: string; message?: string }>(sut, 'POST', `/rest/v1/restaurants/${restaurantId}/incidents`, {
    token: user?.accessToken,
    body,
  });
const list = (user: TestUser, restaurantId: string) =>
  callApi<IncidentReportList>(sut, 'GET', `/rest/v1/restaurants/${restaurantId}/incidents`, { token: user.accessToken });
const detail = (user: TestUser, restaurantId: string) =>
  callApi<RestaurantDetail>(sut, 'GET', `/rest/v1/restaurants/${restaurantId}`, { token: user.accessToken });

describe('reporting a reaction', () => {
  it('stores the report, shows it with the nickname and raises the alert on detail, list and map', async () => {
    const restaurantId = await reviewedRestaurant();
    const created = await post(alice, restaurantId, report({ allergen_ids: [allergen.get('Peanuts')!, allergen.get('Gluten')!] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      restaurant_id: restaurantId,
      nickname: 'Alice',
      severity: 'moderate',
      meal_date: today(),
      dishes: 'Pasta al pomodoro',
      staff_informed: true,
      details: 'Orticaria dopo il primo piatto.',
      is_open: true,
      is_own: true,
    });
    expect(created.body.allergens.map((a) => a.name)).toEqual(['Gluten', 'Peanuts']);

    const seenByBruno = await list(bruno, restaurantId);
    expect(seenByBruno.status).toBe(200);
    expect(seenByBruno.body.items).toHaveLength(1);
    expect(seenByBruno.body.items[0]).toMatchObject({ nickname: 'Alice', is_own: false, is_open: true });
    expect(seenByBruno.body.alert).toEqual({
      meal_date: today(),
      report_count: 1,
      allergens: [
        { id: allergen.get('Gluten'), name: 'Gluten', emoji: expect.any(String) },
        { id: allergen.get('Peanuts'), name: 'Peanuts', emoji: expect.any(String) },
      ],
    });

    const page = await detail(bruno, restaurantId);
    expect(page.body.incident_alert?.meal_date).toBe(today());
    expect(page.body.incident_alert?.allergens.map((a) => a.name)).toEqual(['Gluten', 'Peanuts']);

    const rows = await callApi<RestaurantListPage>(sut, 'GET', '/rest/v1/restaurants?city=Trento', { token: bruno.accessToken });
    const row = rows.body.items.find((item) => item.id === restaurantId);
    expect(row?.incident_alert?.allergens.map((a) => a.name)).toEqual(['Gluten', 'Peanuts']);
    const near = await callApi<RestaurantListPage>(sut, 'GET', '/rest/v1/restaurants?lat=46.07&lng=11.12', { token: bruno.accessToken });
    expect(near.body.items.find((item) => item.id === restaurantId)?.incident_alert?.report_count).toBe(1);

    const map = await callApi<MapVenues>(sut, 'GET', '/rest/v1/map/restaurants?south=46&north=46.2&west=11&east=11.3', {
      token: bruno.accessToken,
    });
    expect(map.status).toBe(200);
    expect(map.body.items.find((venue) => venue.id === restaurantId)?.incident_alert?.meal_date).toBe(today());
  });

  it('accepts one report per user, restaurant and day', async () => {
    const restaurantId = await reviewedRestaurant();
    expect((await post(alice, restaurantId, report())).status).toBe(201);
    const again = await post(alice, restaurantId, report({ severity: 'mild' }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('incident_already_reported');
    expect(again.body.message).toBe('Hai già segnalato una reazione in questo locale oggi: puoi modificare la tua segnalazione.');
    // Another user, or another restaurant, is another report.
    expect((await post(bruno, restaurantId, report())).status).toBe(201);
    expect((await post(alice, await reviewedRestaurant(), report())).status).toBe(201);
  });

  it('refuses bad input with a code and an Italian message, storing nothing', async () => {
    const restaurantId = await reviewedRestaurant();
    const future = await post(alice, restaurantId, report({ meal_date: addMonths(today(), 1) }));
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: 'meal_date_in_future', message: 'La data del pasto non può essere nel futuro.' });
    const old = await post(alice, restaurantId, report({ meal_date: addMonths(today(), -13) }));
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: 'meal_date_too_old', message: 'La data del pasto può essere al massimo di un anno fa.' });
    const notADate = await post(alice, restaurantId, report({ meal_date: '2026-02-30' }));
    expect(notADate.status).toBe(400);
    expect(notADate.body.code).toBe('validation_failed');
    const unknown = await post(alice, restaurantId, report({ allergen_ids: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_allergen', message: 'Uno o più allergeni non esistono.' });
    for (const bad of [
      { allergen_ids: [] },
      { severity: 'fatal' },
      { staff_informed: 'sì' },
      { details: 'x'.repeat(2001) },
      { dishes: 'x'.repeat(301) },
    ]) {
      const response = await post(alice, restaurantId, report(bad));
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    }
    expect((await post(null, restaurantId, report())).status).toBe(401);
    const missing = await post(alice, '00000000-0000-4000-8000-000000000001', report());
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('restaurant_not_found');
    expect((await post(alice, 'not-an-id', report())).status).toBe(404);

    const stored = await sut.database.db.select().from(incidentReports).where(eq(incidentReports.restaurantId, restaurantId));
    expect(stored).toHaveLength(0);
    // The oldest accepted meal is exactly twelve months ago.
    expect((await post(alice, restaurantId, report({ meal_date: addMonths(today(), -12) }))).status).toBe(201);
  });
});

describe('editing and withdrawing', () => {
  it('lets only the reporter edit or withdraw, and withdrawing ends the alert', async () => {
    const restaurantId = await reviewedRestaurant();
    const created = await post(alice, restaurantId, report());
    const id = created.body.id;

    const foreign = await callApi<{ code: string }>(sut, 'PATCH', `/rest/v1/incidents/${id}`, {
      token: bruno.accessToken,
      body: report({ severity: 'mild' }),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('incident_not_owned');
    const foreignDelete = await callApi<{ code: string }>(sut, 'DELETE', `/rest/v1/incidents/${id}`, { token: bruno.accessToken });
    expect(foreignDelete.status).toBe(403);

    const edited = await callApi<IncidentReportItem>(sut, 'PATCH', `/rest/v1/incidents/${id}`, {
      token: alice.accessToken,
      body: report({ severity: 'severe', allergen_ids: [allergen.get('Lactose')!], dishes: null, details: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ severity: 'severe', dishes: null, details: null, is_own: true });
    expect(edited.body.allergens.map((a) => a.name)).toEqual(['Lactose']);
    const badEdit = await callApi<{ code: string }>(sut, 'PATCH', `/rest/v1/incidents/${id}`, {
      token: alice.accessToken,
      body: report({ meal_date: addMonths(today(), 2) }),
    });
    expect(badEdit.body.code).toBe('meal_date_in_future');

    expect((await callApi(sut, 'DELETE', `/rest/v1/incidents/${id}`)).status).toBe(401);
    expect((await callApi(sut, 'DELETE', `/rest/v1/incidents/${id}`, { token: alice.accessToken })).status).toBe(204);
    const after = await list(bruno, restaurantId);
    expect(after.body).toEqual({ items: [], alert: null });
    const gone = await callApi<{ code: string }>(sut, 'DELETE', `/rest/v1/incidents/${id}`, { token: alice.accessToken });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('incident_not_found');
  });
});

describe('the open/close rule', () => {
  it('closes after 3 later reviews tagged with the same allergen, and a new report about it opens it again', async () => {
    const restaurantId = await reviewedRestaurant();
    await post(alice, restaurantId, report({ allergen_ids: [allergen.get('Gluten')!] }));
    const [p1, p2, p3, p4, p5] = await insertPeople(sut.database.db, 5, { createdAt: new Date(Date.now() - 86_400_000) });
    // Reviews tagged with another allergen do not count.
    await insertReviews(sut.database.db, [{ restaurantId, allergens: ['Lactose'], userId: p4 }, { restaurantId, allergens: ['Lactose'], userId: p5 }]);
    await insertReviews(sut.database.db, [{ restaurantId, allergens: ['Gluten'], userId: p1 }, { restaurantId, allergens: ['Gluten'], userId: p2 }]);
    expect((await list(bruno, restaurantId)).body.alert?.report_count).toBe(1);

    await insertReviews(sut.database.db, [{ restaurantId, allergens: ['Gluten', 'Lactose'], userId: p3 }]);
    const closed = await list(bruno, restaurantId);
    expect(closed.body.alert).toBeNull();
    expect(closed.body.items[0]?.is_open).toBe(false);
    expect((await detail(bruno, restaurantId)).body.incident_alert).toBeNull();

    await post(bruno, restaurantId, report({ allergen_ids: [allergen.get('Gluten')!], meal_date: addMonths(today(), -1) }));
    // "3 later reviews and no new report": the new report counts again from zero for both.
    const reopened = await list(carla, restaurantId);
    expect(reopened.body.alert).toMatchObject({ meal_date: today(), report_count: 2 });
    expect(reopened.body.items.map((item) => item.is_open)).toEqual([true, true]);
  });

  it('keeps an older report open while a newer one about the same allergen has not been confirmed', async () => {
    const restaurantId = await reviewedRestaurant();
    const [p1, p2, p3] = await insertPeople(sut.database.db, 3, { createdAt: new Date(Date.now() - 86_400_000) });
    await post(alice, restaurantId, report());
    await insertReviews(sut.database.db, [{ restaurantId, allergens: ['Gluten'], userId: p1 }, { restaurantId, allergens: ['Gluten'], userId: p2 }]);
    await post(bruno, restaurantId, report());
    await insertReviews(sut.database.db, [{ restaurantId, allergens: ['Gluten'], userId: p3 }]);
    // Three reviews after Alice's report, but only one after Bruno's: both stay open.
    expect((await list(carla, restaurantId)).body.alert?.report_count).toBe(2);
  });

  it("stays open when a second account posts reviews in a burst, and a severe report needs 5 people over 30 days", async () => {
    const restaurantId = await reviewedRestaurant();
    const three = ['Gluten', 'Peanuts', 'Tree nuts'].map((name) => allergen.get(name)!);
    const severe = await post(alice, restaurantId, report({ severity: 'severe', allergen_ids: three }));
    expect(severe.body.is_open).toBe(true);

    // A second account, made after the report, posts six reviews in a minute, three tagged with all three allergens.
    const mallory = await newUser(sut, { data: { nickname: 'Mallory' } });
    for (let i = 0; i < 6; i += 1) {
      const posted = await callApi(sut, 'POST', '/rest/v1/reviews', {
        token: mallory.accessToken,
        body: {
          restaurant_id: restaurantId,
          rating: 'excellent',
          cuisine_type: 'italian',
          cleanliness_rating: 5,
          customer_attention_rating: 5,
          menu_flexibility_rating: 5,
          allergen_indication: 'yes',
          comment: 'Nessun problema.',
          allergen_ids: i % 2 === 0 ? three : [],
          photo_urls: [],
        },
      });
      expect(posted.status).toBe(201);
    }
    let reports = await list(bruno, restaurantId);
    expect(reports.body.items[0]).toMatchObject({ is_open: true, closure: null });
    expect(reports.body.alert?.report_count).toBe(1);

    // Three independent people with older, confirmed accounts would close a moderate report, not a severe one.
    const people = await insertPeople(sut.database.db, 4, { createdAt: new Date(Date.now() - 86_400_000) });
    await insertReviews(sut.database.db, people.slice(0, 3).map((userId) => ({ restaurantId, userId, allergens: ['Gluten', 'Peanuts', 'Tree nuts'] })));
    reports = await list(bruno, restaurantId);
    expect(reports.body.items[0]?.is_open).toBe(true);

    // Nor does the reporter's own review, nor an unconfirmed account's.
    const [unconfirmed] = await insertPeople(sut.database.db, 1, { createdAt: new Date(Date.now() - 86_400_000), confirmed: false });
    await insertReviews(sut.database.db, [
      { restaurantId, userId: alice.id, allergens: ['Gluten', 'Peanuts', 'Tree nuts'] },
      { restaurantId, userId: unconfirmed, allergens: ['Gluten', 'Peanuts', 'Tree nuts'] },
    ]);
    // Five people in all, but the newest review is not 30 days after the report.
    await insertReviews(sut.database.db, [{ restaurantId, userId: people[3], allergens: ['Gluten', 'Peanuts', 'Tree nuts'] }]);
    expect((await list(bruno, restaurantId)).body.items[0]?.is_open).toBe(true);
    const [fifth] = await insertPeople(sut.database.db, 1, { createdAt: new Date(Date.now() - 86_400_000) });
    await insertReviews(sut.database.db, [
      { restaurantId, userId: fifth, allergens: ['Gluten', 'Peanuts', 'Tree nuts'], createdAt: new Date(Date.now() + 31 * 86_400_000) },
    ]);
    reports = await list(bruno, restaurantId);
    expect(reports.body.items[0]?.is_open).toBe(false);
    expect(reports.body.items[0]?.closure?.reason).toBe('evidence');
  });

  it('lets a moderator close a report with a written reason, which the report then shows', async () => {
    const restaurantId = await reviewedRestaurant();
    const created = await post(alice, restaurantId, report({ severity: 'severe' }));
    const close = (user: TestUser, reason: string) =>
      callApi<IncidentReportItem & { code?: string }>(sut, 'POST', `/rest/v1/incidents/${created.body.id}/close`, {
        token: user.accessToken,
        body: { reason },
      });
    expect((await close(bruno, 'Il locale ha cambiato fornitore.')).status).toBe(403);
    await saveRole(sut.database.db, carla.id, 'moderator');
    const tooShort = await close(carla, 'ok');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.code).toBe('incident_close_reason_invalid');
    const closed = await close(carla, 'Verificato con il locale: piano di lavoro separato dal 1° giugno.');
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      is_open: false,
      closure: { reason: 'moderator', date: today(), note: 'Verificato con il locale: piano di lavoro separato dal 1° giugno.' },
    });
    expect((await list(bruno, restaurantId)).body.alert).toBeNull();
    expect((await close(carla, 'Ancora una volta chiusa.')).status).toBe(409);
    await saveRole(sut.database.db, carla.id, null);
  });

  it('closes twelve months after the meal', async () => {
    const restaurantId = await reviewedRestaurant();
    const created = await post(alice, restaurantId, report({ meal_date: addMonths(today(), -12) }));
    expect(created.body.is_open).toBe(true);
    await sut.database.db
      .update(incidentReports)
      .set({ mealDate: sql`${addMonths(today(), -12)}::date - 1` })
      .where(eq(incidentReports.id, created.body.id));
    expect((await list(bruno, restaurantId)).body.alert).toBeNull();
  });
});

describe("'Per i tuoi allergeni' with an open report", () => {
  it("never says safe while an open report involves one of the viewer's allergens, and says which", async () => {
    const restaurantId = await reviewedRestaurant(['Gluten']);
    // Each allergen reviewed by two different people, so the verdict can be safe at all.
    await insertReviews(sut.database.db, [
      { restaurantId, rating: 'excellent', allergens: ['Gluten', 'Lactose'] },
      { restaurantId, rating: 'excellent', allergens: ['Lactose'] },
    ]);
    await sut.database.db.insert(userAllergens).values([
      { userId: bruno.id, allergenId: allergen.get('Gluten')! },
      { userId: carla.id, allergenId: allergen.get('Lactose')! },
    ]).onConflictDoNothing();
    expect((await detail(bruno, restaurantId)).body.personal_safety).toMatchObject({ level: 'safe', incident_allergen_names: [] });

    await post(alice, restaurantId, report({ allergen_ids: [allergen.get('Gluten')!] }));
    const brunoSees = (await detail(bruno, restaurantId)).body.personal_safety;
    expect(brunoSees).toMatchObject({ level: 'caution', incident_allergen_names: ['Glutine'] });
    // Carla avoids lactose only: her verdict is unchanged.
    expect((await detail(carla, restaurantId)).body.personal_safety).toMatchObject({ level: 'safe', incident_allergen_names: [] });
    // The community badge stays as specified.
    expect((await detail(bruno, restaurantId)).body.safety.level).toBe('safe');
  });
});

describe('notifications of a report', () => {
  it('tells the users who saved the restaurant, not the reporter nor anyone else', async () => {
    const restaurantId = await reviewedRestaurant();
    await sut.database.db.insert(savedRestaurants).values([
      { userId: bruno.id, restaurantId },
      { userId: alice.id, restaurantId },
    ]);
    await post(alice, restaurantId, report({ allergen_ids: [allergen.get('Peanuts')!] }));
    await fannedOut(sut);
    const about = (userId: string) =>
      sut.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.restaurantId, restaurantId)));
    const [toBruno, ...more] = await about(bruno.id);
    expect(more).toHaveLength(0);
    expect(toBruno).toMatchObject({
      type: 'incident_reported',
      title: 'Reazione segnalata',
      reviewId: null,
    });
    expect(toBruno!.message).toContain('Arachidi');
    expect(toBruno!.message).toContain('segnalata da utenti, non verificata');
    expect(await about(alice.id)).toHaveLength(0);
    expect(await about(carla.id)).toHaveLength(0);

    const bell = await callApi<{ items: { type: string; restaurant_id: string | null }[] }>(sut, 'GET', '/rest/v1/notifications', {
      token: bruno.accessToken,
    });
    expect(bell.body.items[0]).toMatchObject({ type: 'incident_reported', restaurant_id: restaurantId });
  });

  it('alerts a saver once a day per reporting account, however often it withdraws and reports again', async () => {
    const restaurantId = await reviewedRestaurant();
    await sut.database.db.insert(savedRestaurants).values({ userId: bruno.id, restaurantId });
    const told = async () => {
      await fannedOut(sut);
      return sut.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, bruno.id), eq(notifications.restaurantId, restaurantId), eq(notifications.type, 'incident_reported')));
    };
    for (let round = 0; round < 3; round += 1) {
      const created = await post(alice, restaurantId, report({ allergen_ids: [allergen.get('Peanuts')!] }));
      expect(created.status).toBe(201);
      expect((await callApi(sut, 'DELETE', `/rest/v1/incidents/${created.body.id}`, { token: alice.accessToken })).status).toBe(204);
    }
    expect(await told()).toHaveLength(1);
    // A second account is a second reporter: its report alerts the saver too.
    expect((await post(carla, restaurantId, report({ allergen_ids: [allergen.get('Peanuts')!] }))).status).toBe(201);
    expect(await told()).toHaveLength(2);
  });
});

describe('the account', () => {
  it("exports the user's reports and saved restaurants, and deleting the account deletes them", async () => {
    const dora = await newUser(sut, { data: { nickname: 'Dora' } });
    const restaurantId = await reviewedRestaurant();
    await sut.database.db.insert(savedRestaurants).values({ userId: dora.id, restaurantId });
    const created = await post(dora, restaurantId, report({ allergen_ids: [allergen.get('Soy')!], severity: 'severe' }));

    const exported = await callApi<Record<string, unknown[]>>(sut, 'GET', '/rest/v1/account/export', { token: dora.accessToken });
    expect(exported.status).toBe(200);
    expect(exported.body.reaction_reports).toEqual([
      expect.objectContaining({
        id: created.body.id,
        restaurant_id: restaurantId,
        severity: 'severe',
        meal_date: today(),
        dishes: 'Pasta al pomodoro',
        staff_informed: true,
        details: 'Orticaria dopo il primo piatto.',
        allergens: ['Soy'],
      }),
    ]);
    expect(exported.body.saved_restaurants).toEqual([expect.objectContaining({ restaurant_id: restaurantId })]);

    const deleted = await callApi(sut, 'DELETE', '/rest/v1/account', { token: dora.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(deleted.status).toBe(204);
    expect(await sut.database.db.select().from(incidentReports).where(eq(incidentReports.userId, dora.id))).toHaveLength(0);
    expect(await sut.database.db.select().from(savedRestaurants).where(eq(savedRestaurants.userId, dora.id))).toHaveLength(0);
    expect((await list(bruno, restaurantId)).body.alert).toBeNull();
  });
});
