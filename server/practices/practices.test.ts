// Practices API ('Cosa fa il locale'): one stance per user per practice,
// changeable and dated, disputes, withdrawal, confirmations from a review,
// staleness after six months, and the list filter and marks.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeSummary } from '../../domain/practices';
import type { RestaurantListPage } from '../../domain/restaurants';
import { practiceStances, practiceVerifications, restaurantPracticeStats, users } from '../db/schema';
import { saveRole } from '../moderation/roles.repository';
import { allergenIds, api } from '../test/restaurant-fixtures';
import { insertRestaurant, insertReview, newUser, REVIEW_INPUT_FIELDS, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let bruno: TestUser;
let carla: TestUser;
let dario: TestUser;
let moderator: TestUser;
let gluten: string;

const db = () => sut.database.db;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  alice = await newUser(sut, { data: { nickname: 'Alice Pratiche' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno Pratiche' } });
  carla = await newUser(sut, { data: { nickname: 'Carla Pratiche' } });
  dario = await newUser(sut, { data: { nickname: 'Dario Pratiche' } });
  moderator = await newUser(sut, { data: { nickname: 'Moderatrice Pratiche' } });
  await saveRole(db(), moderator.id, 'moderator');
  gluten = (await allergenIds(db())).get('Gluten')!;
});

afterAll(async () => {
  await sut.close();
});

type List = { items: PracticeSummary[]; can_verify: boolean };
type ErrorBody = { code: string; message: string };

const practicesOf = (user: TestUser, restaurantId: string) =>
  api<List & ErrorBody>(sut, `/restaurants/${restaurantId}/practices`, { token: user.accessToken });
const setStance = (user: TestUser, restaurantId: string, practice: string, stance: unknown) =>
  api<List & ErrorBody>(sut, `/restaurants/${restaurantId}/practices/${practice}`, {
    method: 'PUT',
    token: user.accessToken,
    body: { stance },
  });
const withdraw = (user: TestUser, restaurantId: string, practice: string) =>
  api<List & ErrorBody>(sut, `/restaurants/${restaurantId}/practices/${practice}`, { method: 'DELETE', token: user.accessToken });
const itemOf = (list: List, practice: string) => list.items.find((item) => item.practice === practice)!;

async function reviewedRestaurant(name: string) {
  const restaurant = await insertRestaurant(sut, { name, sortName: name.toLowerCase(), city: 'Pratolino' });
  await insertReview(sut, { restaurantId: restaurant.id, userId: carla.id });
  return restaurant;
}

describe('GET /rest/v1/restaurants/:id/practices', () => {
  it('lists the seven practices in order, unconfirmed and "da verificare" at first', async () => {
    const restaurant = await reviewedRestaurant('Pratiche Nuove');
    const { status, body } = await practicesOf(alice, restaurant.id);
    expect(status).toBe(200);
    expect(body.items.map((item) => item.practice)).toEqual([
      'dedicated_gluten_free_fryer',
      'separate_preparation',
      'trained_staff',
      'written_allergen_info',
      'gluten_free_menu',
      'fully_gluten_free',
      'aic_network',
    ]);
    expect(body.items[0]).toEqual({
      practice: 'dedicated_gluten_free_fryer',
      confirmations: 0,
      disputes: 0,
      last_confirmed_at: null,
      is_stale: true,
      is_confirmed: false,
      verification_status: null,
      verification: null,
      my_stance: null,
    });
    expect(body.items.map((item) => item.verification_status)).toEqual([null, null, null, null, null, 'declared_by_users', 'declared_by_users']);
    expect(body.can_verify).toBe(false);
  });

  it('needs a signed-in user and an existing restaurant', async () => {
    const restaurant = await reviewedRestaurant('Pratiche Private');
    expect((await api(sut, `/restaurants/${restaurant.id}/practices`)).status).toBe(401);
    expect((await practicesOf(alice, '00000000-0000-4000-8000-000000000000')).body.code).toBe('restaurant_not_found');
    expect((await practicesOf(alice, 'not-an-id')).status).toBe(404);
  });
});

describe('PUT and DELETE /rest/v1/restaurants/:id/practices/:practice', () => {
  it('keeps one stance per user: confirming again dates it anew instead of counting twice', async () => {
    const restaurant = await reviewedRestaurant('Pratiche Una Volta');
    const first = await setStance(alice, restaurant.id, 'trained_staff', 'confirm');
    expect(first.status).toBe(200);
    expect(itemOf(first.body, 'trained_staff')).toMatchObject({ confirmations: 1, disputes: 0, is_stale: false, my_stance: 'confirm' });
    await db()
      .update(practiceStances)
      .set({ statedAt: new Date('2026-01-01T00:00:00Z') })
      .where(and(eq(practiceStances.userId, alice.id), eq(practiceStances.restaurantId, restaurant.id)));

    const again = await setStance(alice, restaurant.id, 'trained_staff', 'confirm');
    const item = itemOf(again.body, 'trained_staff');
    expect(item.confirmations).toBe(1);
    expect(Date.now() - new Date(item.last_confirmed_at!).getTime()).toBeLessThan(60_000);
    expect(await db().select().from(practiceStances).where(eq(practiceStances.restaurantId, restaurant.id))).toHaveLength(1);
  });

  it('changes a confirmation into a dispute, counts other users apart, and shows each their own stance', async () => {
    const restaurant = await reviewedRestaurant('Pratiche Cambiate');
    await setStance(alice, restaurant.id, 'fully_gluten_free', 'confirm');
    await setStance(bruno, restaurant.id, 'fully_gluten_free', 'confirm');
    const changed = await setStance(alice, restaurant.id, 'fully_gluten_free', 'dispute');
    expect(itemOf(changed.body, 'fully_gluten_free')).toMatchObject({ confirmations: 1, disputes: 1, my_stance: 'dispute' });
    const seenByBruno = await practicesOf(bruno, restaurant.id);
    expect(itemOf(seenByBruno.body, 'fully_gluten_free')).toMatchObject({ confirmations: 1, disputes: 1, my_stance: 'confirm' });
    const seenByCarla = await practicesOf(carla, restaurant.id);
    expect(itemOf(seenByCarla.body, 'fully_gluten_free').my_stance).toBeNull();
  });

  it('keeps the latest confirmation date when the only confirmer disputes; withdrawing removes the stance', async () => {
    const restaurant = await reviewedRestaurant('Pratiche Ritirate');
    await setStance(alice, restaurant.id, 'gluten_free_menu', 'dispute');
    const disputed = itemOf((await practicesOf(bruno, restaurant.id)).body, 'gluten_free_menu');
    expect(disputed).toMatchObject({ confirmations: 0, disputes: 1, last_confirmed_at: null, is_stale: true });

    const withdrawn = await withdraw(alice, restaurant.id, 'gluten_free_menu');
    expect(withdrawn.status).toBe(200);
    expect(itemOf(withdrawn.body, 'gluten_free_menu')).toMatchObject({ confirmations: 0, disputes: 0, my_stance: null });
    expect(await db().select().from(restaurantPracticeStats).where(eq(restaurantPracticeStats.restaurantId, restaurant.id))).toEqual([]);
  });

  it('greys a practice whose latest confirmation is older than six months', async () => {
    const restaurant = await reviewedRestaurant('Pratiche Vecchie');
    await setStance(alice, restaurant.id, 'aic_network', 'confirm');
    await db()
      .update(practiceStances)
      .set({ statedAt: sql`now() - interval '7 months'` })
      .where(eq(practiceStances.restaurantId, restaurant.id));
    const item = itemOf((await practicesOf(alice, restaurant.id)).body, 'aic_network');
    expect(item).toMatchObject({ confirmations: 1, is_stale: true });
  });

  it('refuses an unknown practice or stance, an unknown restaurant and a signed-out caller, storing nothing', async () => {
    const restaurant = await reviewedRestaurant('Pratiche Rifiutate');
    expect((await setStance(alice, restaurant.id, 'free_wine', 'confirm')).status).toBe(400);
    const badStance = await setStance(alice, restaurant.id, 'trained_staff', 'maybe');
    expect(badStance.status).toBe(400);
    expect(badStance.body.code).toBe('validation_failed');
    expect((await setStance(alice, '00000000-0000-4000-8000-000000000000', 'trained_staff', 'confirm')).status).toBe(404);
    const anonymous = await api(sut, `/restaurants/${restaurant.id}/practices/trained_staff`, { method: 'PUT', body: { stance: 'confirm' } });
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(practiceStances).where(eq(practiceStances.restaurantId, restaurant.id))).toEqual([]);
  });
});

describe('practices ticked in a review', () => {
  it('count as confirmations dated with the review', async () => {
    const restaurant = await insertRestaurant(sut, { name: 'Pratiche da Recensione' });
    const created = await api<{ id: string; created_at: string }>(sut, '/reviews', {
      method: 'POST',
      token: bruno.accessToken,
      body: {
        restaurant_id: restaurant.id,
        rating: 'excellent',
        cuisine_type: 'italian',
        cleanliness_rating: 5,
        customer_attention_rating: 5,
        menu_flexibility_rating: 5,
        allergen_indication: 'yes',
        allergen_ids: [gluten],
        photo_urls: [],
        practices: ['dedicated_gluten_free_fryer', 'trained_staff'],
      },
    });
    expect(created.status).toBe(201);
    const list = (await practicesOf(alice, restaurant.id)).body;
    expect(itemOf(list, 'dedicated_gluten_free_fryer')).toMatchObject({ confirmations: 1, last_confirmed_at: created.body.created_at });
    expect(itemOf(list, 'trained_staff').confirmations).toBe(1);
    expect(itemOf(list, 'fully_gluten_free').confirmations).toBe(0);
    const [stance] = await db()
      .select()
      .from(practiceStances)
      .where(and(eq(practiceStances.practice, 'trained_staff'), eq(practiceStances.restaurantId, restaurant.id)));
    expect(stance).toMatchObject({ userId: bruno.id, stance: 'confirm', reviewId: created.body.id });
  });

  it('are the edit form\'s ticks: an edit adds and removes them in its own transaction, dating only the new ones', async () => {
    const restaurant = await insertRestaurant(sut, { name: 'Pratiche Modificate' });
    const body = { ...REVIEW_INPUT_FIELDS, allergen_ids: [gluten], photo_urls: [] };
    type Saved = { id: string; created_at: string; updated_at: string; practices: string[] };
    const created = await api<Saved>(sut, '/reviews', {
      method: 'POST',
      token: bruno.accessToken,
      body: { ...body, restaurant_id: restaurant.id, practices: ['trained_staff', 'dedicated_gluten_free_fryer'] },
    });
    expect(created.status).toBe(201);
    const own = await api<Saved>(sut, `/reviews/${created.body.id}`, { token: bruno.accessToken });
    // The review's current ticks, in the list's order.
    expect(own.body.practices).toEqual(['dedicated_gluten_free_fryer', 'trained_staff']);

    const edited = await api<Saved>(sut, `/reviews/${created.body.id}`, {
      method: 'PATCH',
      token: bruno.accessToken,
      body: { ...body, practices: ['trained_staff', 'fully_gluten_free'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.practices).toEqual(['trained_staff', 'fully_gluten_free']);
    const list = (await practicesOf(alice, restaurant.id)).body;
    expect(itemOf(list, 'dedicated_gluten_free_fryer').confirmations).toBe(0);
    expect(itemOf(list, 'trained_staff')).toMatchObject({ confirmations: 1, last_confirmed_at: created.body.created_at });
    expect(itemOf(list, 'fully_gluten_free')).toMatchObject({ confirmations: 1, last_confirmed_at: edited.body.updated_at });
    const stances = await db().select().from(practiceStances).where(eq(practiceStances.restaurantId, restaurant.id));
    expect(stances.map((row) => [row.practice, row.reviewId]).sort()).toEqual([
      ['fully_gluten_free', created.body.id],
      ['trained_staff', created.body.id],
    ]);

    // An edit without `practices` leaves the ticks; a stance changed on the restaurant page is no longer the review's.
    const unchanged = await api<Saved>(sut, `/reviews/${created.body.id}`, { method: 'PATCH', token: bruno.accessToken, body });
    expect(unchanged.body.practices).toEqual(['trained_staff', 'fully_gluten_free']);
    await setStance(bruno, restaurant.id, 'trained_staff', 'dispute');
    expect((await api<Saved>(sut, `/reviews/${created.body.id}`, { token: bruno.accessToken })).body.practices).toEqual(['fully_gluten_free']);
    // Unticking a practice the review no longer holds leaves the diner's own stance alone.
    await api<Saved>(sut, `/reviews/${created.body.id}`, { method: 'PATCH', token: bruno.accessToken, body: { ...body, practices: [] } });
    const after = (await practicesOf(bruno, restaurant.id)).body;
    expect(itemOf(after, 'trained_staff')).toMatchObject({ disputes: 1, my_stance: 'dispute' });
    expect(itemOf(after, 'fully_gluten_free')).toMatchObject({ confirmations: 0, my_stance: null });
  });

  it('refuses an edit naming an unknown practice, and changes nothing', async () => {
    const restaurant = await insertRestaurant(sut, { name: 'Pratiche Modifica Rifiutata' });
    const body = REVIEW_INPUT_FIELDS;
    const created = await api<{ id: string }>(sut, '/reviews', {
      method: 'POST',
      token: bruno.accessToken,
      body: { ...body, restaurant_id: restaurant.id, practices: ['trained_staff'] },
    });
    const refused = await api<ErrorBody>(sut, `/reviews/${created.body.id}`, {
      method: 'PATCH',
      token: bruno.accessToken,
      body: { ...body, rating: 'poor', practices: ['free_wine'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
    const own = await api<{ rating: string; practices: string[] }>(sut, `/reviews/${created.body.id}`, { token: bruno.accessToken });
    expect(own.body).toMatchObject({ rating: 'good', practices: ['trained_staff'] });
  });

  it('refuses a review naming an unknown practice, and stores no review', async () => {
    const restaurant = await insertRestaurant(sut, { name: 'Pratiche Sconosciute' });
    const refused = await api<ErrorBody>(sut, '/reviews', {
      method: 'POST',
      token: bruno.accessToken,
      body: {
        restaurant_id: restaurant.id,
        rating: 'good',
        cuisine_type: 'italian',
        cleanliness_rating: 5,
        customer_attention_rating: 5,
        menu_flexibility_rating: 5,
        allergen_indication: 'yes',
        practices: ['free_wine'],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
    expect((await practicesOf(alice, restaurant.id)).body.items.every((item) => item.confirmations === 0)).toBe(true);
  });
});

describe('GET /rest/v1/restaurants?practice=…', () => {
  it('lists only restaurants where each chosen practice is confirmed, and marks the confirmed practices on the rows', async () => {
    const fully = await reviewedRestaurant('Filtro Pratica Uno');
    const disputed = await reviewedRestaurant('Filtro Pratica Due');
    await reviewedRestaurant('Filtro Pratica Tre');
    // Marks come in the list's order, whatever the order of the confirmations.
    for (const user of [alice, bruno]) {
      await setStance(user, fully.id, 'gluten_free_menu', 'confirm');
      await setStance(user, fully.id, 'trained_staff', 'confirm');
    }
    await setStance(alice, disputed.id, 'gluten_free_menu', 'confirm');
    await setStance(carla, disputed.id, 'gluten_free_menu', 'confirm');
    await setStance(bruno, disputed.id, 'gluten_free_menu', 'dispute');
    await setStance(dario, disputed.id, 'gluten_free_menu', 'dispute');

    const only = await api<RestaurantListPage>(sut, '/restaurants?city=Pratolino&practice=gluten_free_menu', { token: carla.accessToken });
    expect(only.status).toBe(200);
    expect(only.body.items.map((item) => item.name)).toEqual(['Filtro Pratica Uno']);
    expect(only.body.total).toBe(1);
    expect(only.body.items[0]!.practices).toEqual(['trained_staff', 'gluten_free_menu']);

    const alone = await api<RestaurantListPage>(sut, '/restaurants?practice=gluten_free_menu&practice=trained_staff', { token: carla.accessToken });
    expect(alone.body.items.map((item) => item.name)).toEqual(['Filtro Pratica Uno']);

    const all = await api<RestaurantListPage>(sut, '/restaurants?restaurant=Filtro+Pratica', { token: carla.accessToken });
    expect(all.body.items.map((item) => [item.name, item.practices])).toEqual([
      ['Filtro Pratica Due', []],
      ['Filtro Pratica Tre', []],
      ['Filtro Pratica Uno', ['trained_staff', 'gluten_free_menu']],
    ]);
    for (const item of all.body.items) expect(Date.now() - new Date(item.latest_review_at!).getTime()).toBeLessThan(120_000);
  });

  it("counts a stance in the filter's total at once, though a filter's totals are kept between requests", async () => {
    const restaurant = await reviewedRestaurant('Filtro Pratica Conteggio');
    const totalOf = async () =>
      (await api<RestaurantListPage>(sut, '/restaurants?city=Pratolino&practice=separate_preparation', { token: carla.accessToken })).body.total;
    const before = await totalOf();
    expect(await totalOf()).toBe(before);
    // One person's confirmation is not enough; a second person's is.
    expect((await setStance(alice, restaurant.id, 'separate_preparation', 'confirm')).status).toBe(200);
    expect(await totalOf()).toBe(before);
    expect((await setStance(bruno, restaurant.id, 'separate_preparation', 'confirm')).status).toBe(200);
    expect(await totalOf()).toBe(before + 1);
    // Two confirmations against two disputes: no longer confirmed.
    expect((await setStance(carla, restaurant.id, 'separate_preparation', 'dispute')).status).toBe(200);
    expect(await totalOf()).toBe(before + 1);
    expect((await setStance(dario, restaurant.id, 'separate_preparation', 'dispute')).status).toBe(200);
    expect(await totalOf()).toBe(before);
  });

  it('refuses an unknown practice in the list filter', async () => {
    const refused = await api<ErrorBody>(sut, '/restaurants?practice=free_wine', { token: carla.accessToken });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
  });
});

describe('#38: a practice is confirmed by two people; AIC and 100% senza glutine need a moderator', () => {
  type Page = RestaurantListPage & ErrorBody;
  const listed = async (name: string, practices: string[]) => {
    const query = practices.map((practice) => `&practice=${practice}`).join('');
    const { status, body } = await api<Page>(sut, `/restaurants?restaurant=${encodeURIComponent(name)}${query}`, { token: carla.accessToken });
    expect(status).toBe(200);
    return body.items.map((item) => [item.name, item.practices]);
  };
  const verify = (user: TestUser, restaurantId: string, practice: string, body: unknown) =>
    api<List & ErrorBody>(sut, `/restaurants/${restaurantId}/practices/${practice}/verification`, { method: 'POST', token: user.accessToken, body });
  const unverify = (user: TestUser, restaurantId: string, practice: string) =>
    api<List & ErrorBody>(sut, `/restaurants/${restaurantId}/practices/${practice}/verification`, { method: 'DELETE', token: user.accessToken });
  const today = () => new Date().toISOString().slice(0, 10);

  it('one account confirming three practices makes none confirmed and puts the pizzeria in no filter', async () => {
    const name = 'Pizzeria Una Voce';
    const restaurant = await reviewedRestaurant(name);
    for (const practice of ['fully_gluten_free', 'aic_network', 'dedicated_gluten_free_fryer']) {
      expect((await setStance(alice, restaurant.id, practice, 'confirm')).status).toBe(200);
    }
    expect(await listed(name, ['fully_gluten_free', 'aic_network'])).toEqual([]);
    expect(await listed(name, ['dedicated_gluten_free_fryer'])).toEqual([]);
    expect(await listed(name, [])).toEqual([[name, []]]);
    const { body } = await practicesOf(carla, restaurant.id);
    for (const practice of ['fully_gluten_free', 'aic_network', 'dedicated_gluten_free_fryer']) {
      expect(itemOf(body, practice)).toMatchObject({ confirmations: 1, disputes: 0, is_confirmed: false });
    }
  });

  it('two people confirm: confirmed and in the filter; AIC and 100% read "declared_by_users" and stay out of it', async () => {
    const name = 'Pizzeria Due Voci';
    const restaurant = await reviewedRestaurant(name);
    for (const user of [alice, bruno]) {
      for (const practice of ['fully_gluten_free', 'aic_network', 'dedicated_gluten_free_fryer']) await setStance(user, restaurant.id, practice, 'confirm');
    }
    const { body } = await practicesOf(carla, restaurant.id);
    expect(body.can_verify).toBe(false);
    expect(itemOf(body, 'dedicated_gluten_free_fryer')).toMatchObject({
      confirmations: 2,
      is_confirmed: true,
      verification_status: null,
      verification: null,
    });
    for (const practice of ['fully_gluten_free', 'aic_network']) {
      expect(itemOf(body, practice)).toMatchObject({
        confirmations: 2,
        is_confirmed: true,
        verification_status: 'declared_by_users',
        verification: null,
      });
    }
    // A practice nobody confirmed is not 'verified' either.
    expect(itemOf((await practicesOf(carla, (await reviewedRestaurant('Pizzeria Nessuna Voce')).id)).body, 'aic_network')).toMatchObject({
      is_confirmed: false,
      verification_status: 'declared_by_users',
    });
    expect(await listed(name, ['dedicated_gluten_free_fryer'])).toEqual([[name, ['dedicated_gluten_free_fryer']]]);
    expect(await listed(name, ['fully_gluten_free'])).toEqual([]);
    expect(await listed(name, ['aic_network'])).toEqual([]);
  });

  it('counts disputes: two against two is not confirmed, three against two is', async () => {
    const name = 'Pizzeria Contesa';
    const restaurant = await reviewedRestaurant(name);
    await setStance(alice, restaurant.id, 'trained_staff', 'confirm');
    await setStance(bruno, restaurant.id, 'trained_staff', 'confirm');
    await setStance(carla, restaurant.id, 'trained_staff', 'dispute');
    expect(itemOf((await practicesOf(carla, restaurant.id)).body, 'trained_staff')).toMatchObject({ confirmations: 2, disputes: 1, is_confirmed: true });
    await setStance(dario, restaurant.id, 'trained_staff', 'dispute');
    expect(itemOf((await practicesOf(carla, restaurant.id)).body, 'trained_staff')).toMatchObject({ confirmations: 2, disputes: 2, is_confirmed: false });
    expect(await listed(name, ['trained_staff'])).toEqual([]);
    await setStance(moderator, restaurant.id, 'trained_staff', 'confirm');
    expect(itemOf((await practicesOf(carla, restaurant.id)).body, 'trained_staff')).toMatchObject({ confirmations: 3, disputes: 2, is_confirmed: true });
    expect(await listed(name, ['trained_staff'])).toEqual([[name, ['trained_staff']]]);
  });

  it('a moderator verifies AIC with a source and a date: "verified", and the filter then selects it while diners confirm it', async () => {
    const name = 'Pizzeria Verificata';
    const restaurant = await reviewedRestaurant(name);
    for (const user of [alice, bruno]) {
      await setStance(user, restaurant.id, 'aic_network', 'confirm');
      await setStance(user, restaurant.id, 'fully_gluten_free', 'confirm');
    }
    const source = "Elenco pubblico AIC 'Alimentazione Fuori Casa', sezione Toscana";
    const day = today();

    const notStaff = await verify(alice, restaurant.id, 'aic_network', { source, verified_on: day });
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.code).toBe('forbidden');
    const shortSource = await verify(moderator, restaurant.id, 'aic_network', { source: '  AIC  ', verified_on: day });
    expect(shortSource.status).toBe(400);
    expect(shortSource.body).toEqual({ code: 'practice_verification_source_invalid', message: 'Indica la fonte della verifica (da 10 a 500 caratteri).' });
    const future = await verify(moderator, restaurant.id, 'aic_network', { source, verified_on: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.code).toBe('practice_verification_date_invalid');
    expect(future.body.message).toBe('Indica la data della verifica: non nel futuro e al massimo di 12 mesi fa.');
    expect((await verify(moderator, restaurant.id, 'aic_network', { source, verified_on: '2026-02-30' })).body.code).toBe(
      'practice_verification_date_invalid',
    );
    const notVerifiable = await verify(moderator, restaurant.id, 'trained_staff', { source, verified_on: day });
    expect(notVerifiable.status).toBe(400);
    expect(notVerifiable.body).toEqual({
      code: 'practice_not_verifiable',
      message: 'Solo «Locale 100% senza glutine» e «Aderente al network AIC» si verificano su una fonte.',
    });
    expect((await verify(moderator, restaurant.id, 'free_wine', { source, verified_on: day })).body.code).toBe('validation_failed');
    expect((await verify(moderator, '00000000-0000-4000-8000-000000000000', 'aic_network', { source, verified_on: day })).status).toBe(404);
    expect(await db().select().from(practiceVerifications).where(eq(practiceVerifications.restaurantId, restaurant.id))).toEqual([]);
    expect(await listed(name, ['aic_network'])).toEqual([]);

    const verified = await verify(moderator, restaurant.id, 'aic_network', { source: `  ${source}  `, verified_on: day });
    expect(verified.status).toBe(200);
    expect(verified.body.can_verify).toBe(true);
    expect(itemOf(verified.body, 'aic_network')).toMatchObject({
      is_confirmed: true,
      verification_status: 'verified',
      verification: { verified_on: day, source },
    });
    const seenByCarla = (await practicesOf(carla, restaurant.id)).body;
    expect(itemOf(seenByCarla, 'aic_network')).toMatchObject({ verification_status: 'verified', verification: { verified_on: day, source } });
    expect(itemOf(seenByCarla, 'fully_gluten_free')).toMatchObject({ verification_status: 'declared_by_users', verification: null });
    expect(await listed(name, ['aic_network'])).toEqual([[name, ['aic_network']]]);
    expect(await listed(name, ['aic_network', 'fully_gluten_free'])).toEqual([]);

    // Verified, but diners now dispute it more than they confirm it: out of the filter, still 'verified' on the page.
    await setStance(carla, restaurant.id, 'aic_network', 'dispute');
    await setStance(dario, restaurant.id, 'aic_network', 'dispute');
    expect(await listed(name, ['aic_network'])).toEqual([]);
    await setStance(dario, restaurant.id, 'aic_network', 'confirm');
    expect(await listed(name, ['aic_network'])).toEqual([[name, ['aic_network']]]);

    // Verifying again replaces the earlier verification; withdrawing it puts the practice back to 'declared_by_users'.
    const again = await verify(moderator, restaurant.id, 'aic_network', { source: 'Foto del certificato AIC 2026 esposto in sala', verified_on: day });
    expect(itemOf(again.body, 'aic_network').verification).toEqual({ verified_on: day, source: 'Foto del certificato AIC 2026 esposto in sala' });
    expect(await db().select().from(practiceVerifications).where(eq(practiceVerifications.restaurantId, restaurant.id))).toHaveLength(1);
    expect((await unverify(alice, restaurant.id, 'aic_network')).status).toBe(403);
    const withdrawn = await unverify(moderator, restaurant.id, 'aic_network');
    expect(withdrawn.status).toBe(200);
    expect(itemOf(withdrawn.body, 'aic_network')).toMatchObject({ verification_status: 'declared_by_users', verification: null });
    expect(await listed(name, ['aic_network'])).toEqual([]);
  });

  it("keeps a verification when its moderator's account is deleted, without its author", async () => {
    const restaurant = await reviewedRestaurant('Pizzeria Moderatore Cancellato');
    const leaving = await newUser(sut, { data: { nickname: 'Moderatore Uscente' } });
    await saveRole(db(), leaving.id, 'moderator');
    const day = today();
    expect((await verify(leaving, restaurant.id, 'fully_gluten_free', { source: 'Certificato visto in sala', verified_on: day })).status).toBe(200);
    await db().delete(users).where(eq(users.id, leaving.id));
    const [kept] = await db().select().from(practiceVerifications).where(eq(practiceVerifications.restaurantId, restaurant.id));
    expect(kept).toMatchObject({ practice: 'fully_gluten_free', source: 'Certificato visto in sala', verifiedOn: day, verifiedBy: null });
    expect(itemOf((await practicesOf(carla, restaurant.id)).body, 'fully_gluten_free').verification_status).toBe('verified');
  });
});
