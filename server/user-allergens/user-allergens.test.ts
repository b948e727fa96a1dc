import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAllergens } from '../../domain/schemas/profile';
import { allergens, userAllergens } from '../db/schema';
import { callApi, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let alice: TestUser;
let bob: TestUser;
/** Catalogue ids by English name. */
let id: Record<string, string>;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  alice = await newUser(sut);
  bob = await newUser(sut);
  const rows = await sut.database.db.select({ id: allergens.id, name: allergens.name }).from(allergens);
  id = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await sut.close();
});

const PATH = '/rest/v1/profile/allergens';
const getSet = (token?: string) => callApi<UserAllergens>(sut, 'GET', PATH, { token });
const putSet = (token: string | undefined, body: unknown) => callApi<UserAllergens>(sut, 'PUT', PATH, { token, body });
const idsOf = (...names: string[]) => names.map((name) => id[name]!);

/** The stored set, straight from the table, in catalogue order. */
async function storedSet(userId: string): Promise<string[]> {
  const rows = await sut.database.db
    .select({ name: allergens.name })
    .from(userAllergens)
    .innerJoin(allergens, eq(allergens.id, userAllergens.allergenId))
    .where(eq(userAllergens.userId, userId))
    .orderBy(asc(allergens.name));
  return rows.map((row) => row.name);
}

async function freshUserWith(...names: string[]): Promise<TestUser> {
  const user = await newUser(sut);
  expect((await putSet(user.accessToken, { allergen_ids: idsOf(...names) })).status).toBe(200);
  return user;
}

describe('GET /rest/v1/profile/allergens', () => {
  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'garbage']) {
      const response = await getSet(token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('returns an empty set for a new user', async () => {
    const user = await newUser(sut);
    const response = await getSet(user.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({ allergen_ids: [] });
  });

  it("never shows one user's allergens (health data) to another", async () => {
    const owner = await freshUserWith('Gluten', 'Peanuts');
    const other = await newUser(sut);
    for (const path of [PATH, `${PATH}?user_id=eq.${owner.id}`, `${PATH}?user_id=${owner.id}`]) {
      const response = await callApi<UserAllergens>(sut, 'GET', path, { token: other.accessToken });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ allergen_ids: [] });
    }
    expect((await callApi(sut, 'GET', `/rest/v1/profile/${owner.id}/allergens`, { token: other.accessToken })).status).toBe(404);
    expect((await getSet(owner.accessToken)).body.allergen_ids).toEqual(idsOf('Gluten', 'Peanuts'));
  });
});

describe('PUT /rest/v1/profile/allergens', () => {
  it('replaces the whole set and answers the stored set in catalogue order', async () => {
    const user = await newUser(sut);
    const first = await putSet(user.accessToken, { allergen_ids: idsOf('Peanuts', 'Celery', 'Gluten') });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ allergen_ids: idsOf('Celery', 'Gluten', 'Peanuts') });
    expect(await storedSet(user.id)).toEqual(['Celery', 'Gluten', 'Peanuts']);

    const second = await putSet(user.accessToken, { allergen_ids: idsOf('Gluten', 'Soy') });
    expect(second.body).toEqual({ allergen_ids: idsOf('Gluten', 'Soy') });
    expect(await storedSet(user.id)).toEqual(['Gluten', 'Soy']);
    expect((await getSet(user.accessToken)).body).toEqual({ allergen_ids: idsOf('Gluten', 'Soy') });

    const cleared = await putSet(user.accessToken, { allergen_ids: [] });
    expect(cleared.body).toEqual({ allergen_ids: [] });
    expect(await storedSet(user.id)).toEqual([]);
  });

  it('keeps the rows of allergens that stay in the set', async () => {
    const user = await freshUserWith('Gluten', 'Lactose');
    const [before] = await sut.database.db
      .select({ rowId: userAllergens.id })
      .from(userAllergens)
      .where(sql`${userAllergens.userId} = ${user.id} and ${userAllergens.allergenId} = ${id.Gluten}`);
    await putSet(user.accessToken, { allergen_ids: idsOf('Gluten', 'Fish') });
    const [after] = await sut.database.db
      .select({ rowId: userAllergens.id })
      .from(userAllergens)
      .where(sql`${userAllergens.userId} = ${user.id} and ${userAllergens.allergenId} = ${id.Gluten}`);
    expect(after?.rowId).toBe(before?.rowId);
  });

  it('accepts ids in upper case', async () => {
    const user = await newUser(sut);
    const response = await putSet(user.accessToken, { allergen_ids: [id.Soy!.toUpperCase()] });
    expect(response.status).toBe(200);
    expect(await storedSet(user.id)).toEqual(['Soy']);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const owner = await freshUserWith('Eggs');
    const response = await putSet(undefined, { allergen_ids: idsOf('Fish') });
    expect(response.status).toBe(401);
    expect(await storedSet(owner.id)).toEqual(['Eggs']);
  });

  it("never writes another user's set: the user comes from the token only", async () => {
    const owner = await freshUserWith('Eggs', 'Fish');
    const attacker = await newUser(sut);
    const attempts = [
      callApi(sut, 'PUT', PATH, { token: attacker.accessToken, body: { user_id: owner.id, allergen_ids: [] } }),
      callApi(sut, 'PUT', `${PATH}?user_id=eq.${owner.id}`, { token: attacker.accessToken, body: { allergen_ids: [] } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(200);
    expect(await storedSet(owner.id)).toEqual(['Eggs', 'Fish']);
    expect((await callApi(sut, 'PUT', `/rest/v1/profile/${owner.id}/allergens`, {
      token: attacker.accessToken,
      body: { allergen_ids: [] },
    })).status).toBe(404);
    expect(await storedSet(owner.id)).toEqual(['Eggs', 'Fish']);
  });

  describe('bad input: 400 with a clear code, and the old set untouched', () => {
    const cases: [string, () => unknown, string][] = [
      ['an id outside the catalogue', () => ({ allergen_ids: [id.Gluten, randomUUID()] }), 'unknown_allergen'],
      ['something that is not an id', () => ({ allergen_ids: [id.Gluten, 'gluten'] }), 'unknown_allergen'],
      ['a number for an id', () => ({ allergen_ids: [42] }), 'unknown_allergen'],
      ['the same id twice', () => ({ allergen_ids: [id.Gluten, id.Soy, id.Gluten] }), 'duplicate_allergen'],
      ['the same id twice in two cases', () => ({ allergen_ids: [id.Soy, id.Soy!.toUpperCase()] }), 'duplicate_allergen'],
      ['no set at all', () => ({}), 'validation_failed'],
      ['a set that is not a list', () => ({ allergen_ids: id.Gluten }), 'validation_failed'],
      ['more ids than any selection may hold', () => ({ allergen_ids: Array.from({ length: 101 }, () => randomUUID()) }), 'validation_failed'],
    ];
    it.each(cases)('%s', async (_label, body, code) => {
      const user = await freshUserWith('Celery', 'Lupin');
      const response = await putSet(user.accessToken, body());
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code, message: expect.any(String) });
      expect(await storedSet(user.id)).toEqual(['Celery', 'Lupin']);
    });

    it('names the unknown ids', async () => {
      const stranger = randomUUID();
      const response = await putSet(alice.accessToken, { allergen_ids: [id.Gluten, stranger] });
      expect(response.body).toMatchObject({ code: 'unknown_allergen', allergen_ids: [stranger] });
    });
  });

  it('is atomic: a failure half-way through leaves the previous set exactly as it was', async () => {
    const user = await freshUserWith('Celery', 'Gluten', 'Mushrooms');
    // Make the database refuse one insert after the removals have already run.
    await sut.database.db.execute(sql.raw(`
      CREATE FUNCTION test_refuse_rice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.allergen_id = '${id.Rice}' THEN RAISE EXCEPTION 'simulated failure'; END IF;
        RETURN NEW;
      END;
      $$;
    `));
    await sut.database.db.execute(sql.raw(
      'CREATE TRIGGER test_refuse_rice BEFORE INSERT ON user_allergens FOR EACH ROW EXECUTE FUNCTION test_refuse_rice()',
    ));
    try {
      const response = await putSet(user.accessToken, { allergen_ids: idsOf('Gluten', 'Rice', 'Soy') });
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ code: 'internal_error' });
      expect(JSON.stringify(response.body)).not.toContain('simulated');
      expect(await storedSet(user.id)).toEqual(['Celery', 'Gluten', 'Mushrooms']);
    } finally {
      await sut.database.db.execute(sql.raw('DROP TRIGGER test_refuse_rice ON user_allergens'));
      await sut.database.db.execute(sql.raw('DROP FUNCTION test_refuse_rice()'));
    }
    expect((await putSet(user.accessToken, { allergen_ids: idsOf('Gluten', 'Rice') })).status).toBe(200);
    expect(await storedSet(user.id)).toEqual(['Gluten', 'Rice']);
  });

  it('serialises concurrent saves of one user: the result is one of the sets, never a mix', async () => {
    const user = await newUser(sut);
    const sets = [
      idsOf('Celery', 'Crustaceans', 'Cucumber'),
      idsOf('Eggs', 'Fava bean'),
      idsOf('Fish', 'Garlic', 'Gluten', 'Lactose'),
      idsOf('Lupin'),
      idsOf('Mushrooms', 'Nickel', 'Peanuts'),
      [],
      idsOf('Rice', 'Sesame seeds', 'Soy', 'Sulphites', 'Tree nuts'),
    ];
    const responses = await Promise.all(sets.map((allergen_ids) => putSet(user.accessToken, { allergen_ids })));
    expect(responses.map((response) => response.status)).toEqual(sets.map(() => 200));
    const final = (await getSet(user.accessToken)).body.allergen_ids;
    const sortedSets = sets.map((set) => [...set].sort());
    expect(sortedSets).toContainEqual([...final].sort());
  });
});

describe('with another user around', () => {
  it('keeps two users\' sets apart', async () => {
    await putSet(alice.accessToken, { allergen_ids: idsOf('Gluten') });
    await putSet(bob.accessToken, { allergen_ids: idsOf('Soy', 'Fish') });
    expect((await getSet(alice.accessToken)).body.allergen_ids).toEqual(idsOf('Gluten'));
    expect((await getSet(bob.accessToken)).body.allergen_ids).toEqual(idsOf('Fish', 'Soy'));
  });
});
