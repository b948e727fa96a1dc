// Reviewer sensitivity API: the caller's own levels (only their allergens,
// 'celiachia' only for gluten), private until shared; the restaurant page's
// shared reviewer levels and 'recensioni di persone sensibili quanto me'.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewItem } from '../../domain/restaurants';
import type { RestaurantSensitivity, SensitivitySettings } from '../../domain/sensitivity';
import { practiceStances, sensitivitySharing, userAllergenLevels } from '../db/schema';
import { allergenIds, api, insertReviews } from '../test/restaurant-fixtures';
import { insertRestaurant, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let ids: Map<string, string>;
const db = () => sut.database.db;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  ids = await allergenIds(db());
});

afterAll(async () => {
  await sut.close();
});

type ErrorBody = { code: string; message: string };
const id = (name: string) => ids.get(name)!;

async function userWith(nickname: string, allergens: string[]): Promise<TestUser> {
  const user = await newUser(sut, { data: { nickname } });
  const saved = await api(sut, '/profile/allergens', { method: 'PUT', token: user.accessToken, body: { allergen_ids: allergens.map(id) } });
  expect(saved.status).toBe(200);
  return user;
}

const putLevels = (user: TestUser, body: unknown) =>
  api<SensitivitySettings & ErrorBody>(sut, '/me/sensitivity', { method: 'PUT', token: user.accessToken, body });
const getLevels = (user: TestUser) => api<SensitivitySettings>(sut, '/me/sensitivity', { token: user.accessToken });

describe('/rest/v1/me/sensitivity', () => {
  it('lists each of the caller’s allergens without a level, private, at first', async () => {
    const user = await userWith('Livelli Nuovi', ['Gluten', 'Peanuts']);
    const { status, body } = await getLevels(user);
    expect(status).toBe(200);
    expect(body).toEqual({
      show_on_reviews: false,
      levels: [
        { allergen_id: id('Gluten'), allergen: 'Gluten', level: null },
        { allergen_id: id('Peanuts'), allergen: 'Peanuts', level: null },
      ],
    });
    expect((await api(sut, '/me/sensitivity')).status).toBe(401);
  });

  it('stores levels and the sharing choice, changes and clears them', async () => {
    const user = await userWith('Livelli Salvati', ['Gluten', 'Peanuts']);
    const saved = await putLevels(user, {
      show_on_reviews: true,
      levels: [
        { allergen_id: id('Gluten'), level: 'coeliac' },
        { allergen_id: id('Peanuts'), level: 'severe_allergy' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.show_on_reviews).toBe(true);
    expect(saved.body.levels.map((entry) => entry.level)).toEqual(['coeliac', 'severe_allergy']);

    const changed = await putLevels(user, { show_on_reviews: false, levels: [{ allergen_id: id('Peanuts'), level: null }] });
    expect(changed.body).toMatchObject({ show_on_reviews: false });
    expect(changed.body.levels.map((entry) => entry.level)).toEqual(['coeliac', null]);
  });

  it("refuses a level for an allergen not on the caller's list, and celiachia for anything but gluten", async () => {
    const user = await userWith('Livelli Rifiutati', ['Peanuts']);
    const notMine = await putLevels(user, { show_on_reviews: true, levels: [{ allergen_id: id('Fish'), level: 'allergy' }] });
    expect(notMine.status).toBe(400);
    expect(notMine.body.code).toBe('not_your_allergen');
    const coeliac = await putLevels(user, { show_on_reviews: true, levels: [{ allergen_id: id('Peanuts'), level: 'coeliac' }] });
    expect(coeliac.status).toBe(400);
    expect(coeliac.body).toEqual({ code: 'level_not_allowed', message: 'Questo livello non vale per questo allergene.' });
    const unknownLevel = await putLevels(user, { show_on_reviews: true, levels: [{ allergen_id: id('Peanuts'), level: 'mild' }] });
    expect(unknownLevel.status).toBe(400);
    expect((await getLevels(user)).body).toMatchObject({ show_on_reviews: false, levels: [{ allergen: 'Peanuts', level: null }] });
  });

  it('drops the level of an allergen the user removes from their list', async () => {
    const user = await userWith('Livelli Rimossi', ['Gluten', 'Peanuts']);
    await putLevels(user, { show_on_reviews: false, levels: [{ allergen_id: id('Peanuts'), level: 'allergy' }] });
    await api(sut, '/profile/allergens', { method: 'PUT', token: user.accessToken, body: { allergen_ids: [id('Gluten')] } });
    expect(await db().select().from(userAllergenLevels).where(eq(userAllergenLevels.userId, user.id))).toEqual([]);
  });
});

describe('reviewer levels on the restaurant page', () => {
  it('shows a level only when its owner shares it, only for allergens the review is tagged with, and filters "sensibili quanto me"', async () => {
    const viewer = await userWith('Lettrice Allergica', ['Peanuts', 'Gluten']);
    const severe = await userWith('Autore Grave', ['Peanuts', 'Fish']);
    const mild = await userWith('Autore Lieve', ['Peanuts']);
    const secret = await userWith('Autore Riservato', ['Peanuts']);
    const coeliac = await userWith('Autrice Celiaca', ['Gluten']);
    await putLevels(viewer, { show_on_reviews: false, levels: [{ allergen_id: id('Peanuts'), level: 'allergy' }, { allergen_id: id('Gluten'), level: 'coeliac' }] });
    await putLevels(severe, {
      show_on_reviews: true,
      levels: [{ allergen_id: id('Peanuts'), level: 'severe_allergy' }, { allergen_id: id('Fish'), level: 'allergy' }],
    });
    await putLevels(mild, { show_on_reviews: true, levels: [{ allergen_id: id('Peanuts'), level: 'intolerance' }] });
    await putLevels(secret, { show_on_reviews: false, levels: [{ allergen_id: id('Peanuts'), level: 'severe_allergy' }] });
    await putLevels(coeliac, { show_on_reviews: true, levels: [{ allergen_id: id('Gluten'), level: 'coeliac' }] });

    const restaurant = await insertRestaurant(sut, { name: 'Sensibili Quanto Me' });
    const base = { restaurantId: restaurant.id };
    const [fromSevere, fromMild, fromSecret, fromCoeliac, severeUntagged] = await insertReviews(db(), [
      { ...base, userId: severe.id, allergens: ['Peanuts', 'Fish'], createdAt: new Date('2026-10-01T10:00:00Z') },
      { ...base, userId: mild.id, allergens: ['Peanuts'], createdAt: new Date('2026-10-02T10:00:00Z') },
      { ...base, userId: secret.id, allergens: ['Peanuts'], createdAt: new Date('2026-10-03T10:00:00Z') },
      { ...base, userId: coeliac.id, allergens: ['Gluten'], createdAt: new Date('2026-10-04T10:00:00Z') },
      // An earlier visit of the same person: superseded by their tagged review (one person, one voice).
      { ...base, userId: severe.id, allergens: [], createdAt: new Date('2026-09-30T10:00:00Z') },
    ]);

    const summary = await api<RestaurantSensitivity>(sut, `/restaurants/${restaurant.id}/sensitivity`, { token: viewer.accessToken });
    expect(summary.status).toBe(200);
    expect(summary.body.as_sensitive_count).toBe(2);
    const levelsOf = new Map(summary.body.reviewer_levels.map((entry) => [entry.review_id, entry.levels]));
    expect(levelsOf.get(fromSevere!)).toEqual([
      { allergen: 'Fish', level: 'allergy' },
      { allergen: 'Peanuts', level: 'severe_allergy' },
    ]);
    expect(levelsOf.get(fromMild!)).toEqual([{ allergen: 'Peanuts', level: 'intolerance' }]);
    expect(levelsOf.get(fromCoeliac!)).toEqual([{ allergen: 'Gluten', level: 'coeliac' }]);
    // Private levels never leave, and a review tagged with nothing shows none.
    expect(levelsOf.has(fromSecret!)).toBe(false);
    expect(levelsOf.has(severeUntagged!)).toBe(false);
    expect(JSON.stringify(summary.body)).not.toContain(secret.id);

    const only = await api<{ total: number; items: ReviewItem[] }>(sut, `/restaurants/${restaurant.id}/as-sensitive-reviews`, {
      token: viewer.accessToken,
    });
    expect(only.status).toBe(200);
    expect(only.body.total).toBe(2);
    expect(only.body.items.map((review) => review.id)).toEqual([fromCoeliac, fromSevere]);
    expect(only.body.items[0]).toMatchObject({ nickname: 'Autrice Celiaca', is_own: false });

    // A viewer with a severe allergy to peanuts: only the anaphylactic reviewer is as sensitive.
    const strict = await userWith('Lettore Grave', ['Peanuts']);
    await putLevels(strict, { show_on_reviews: false, levels: [{ allergen_id: id('Peanuts'), level: 'severe_allergy' }] });
    const strictOnly = await api<{ total: number; items: ReviewItem[] }>(sut, `/restaurants/${restaurant.id}/as-sensitive-reviews`, {
      token: strict.accessToken,
    });
    expect(strictOnly.body.items.map((review) => review.id)).toEqual([fromSevere]);

    // A viewer without allergens compares with nobody.
    const none = await newUser(sut, { data: { nickname: 'Lettore Senza Allergeni' } });
    expect((await api<RestaurantSensitivity>(sut, `/restaurants/${restaurant.id}/sensitivity`, { token: none.accessToken })).body.as_sensitive_count).toBe(0);
  });

  it('needs a signed-in user and an existing restaurant', async () => {
    const viewer = await userWith('Lettore Porta', ['Peanuts']);
    expect((await api(sut, '/restaurants/00000000-0000-4000-8000-000000000000/sensitivity', { token: viewer.accessToken })).status).toBe(404);
    expect((await api(sut, '/restaurants/00000000-0000-4000-8000-000000000000/as-sensitive-reviews')).status).toBe(401);
  });
});

describe('export and deletion', () => {
  it('exports the levels, the sharing choice and the practice stances, and erases them with the account', async () => {
    const user = await userWith('Esporta Livelli', ['Gluten']);
    await putLevels(user, { show_on_reviews: true, levels: [{ allergen_id: id('Gluten'), level: 'coeliac' }] });
    const restaurant = await insertRestaurant(sut, { name: 'Esporta Pratiche' });
    await api(sut, `/restaurants/${restaurant.id}/practices/fully_gluten_free`, { method: 'PUT', token: user.accessToken, body: { stance: 'dispute' } });

    const exported = await api<Record<string, unknown>>(sut, '/account/export', { token: user.accessToken });
    expect(exported.status).toBe(200);
    expect(exported.body.sensitivity).toEqual({
      show_on_reviews: true,
      levels: [{ allergen: 'Gluten', italian_name: 'Glutine', level: 'coeliac' }],
    });
    expect(exported.body.practice_stances).toEqual([
      expect.objectContaining({ restaurant_id: restaurant.id, restaurant_name: 'Esporta Pratiche', practice: 'fully_gluten_free', stance: 'dispute', review_id: null }),
    ]);

    const deleted = await api(sut, '/account', { method: 'DELETE', token: user.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(deleted.status).toBeLessThan(300);
    expect(await db().select().from(userAllergenLevels).where(eq(userAllergenLevels.userId, user.id))).toEqual([]);
    expect(await db().select().from(sensitivitySharing).where(eq(sensitivitySharing.userId, user.id))).toEqual([]);
    expect(await db().select().from(practiceStances).where(eq(practiceStances.userId, user.id))).toEqual([]);
  });
});
