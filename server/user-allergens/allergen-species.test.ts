// Tree nuts and gluten cereals as Annex II names them (#43): a user narrows
// 'Frutta a guscio' or 'Glutine' on their own list to the species they react
// to. Health data: only the owner reads or writes it, it is in the account
// export and goes with the account, with the group, and never in a log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAllergenSpecies } from '../db/schema';
import { allergenIds, api } from '../test/restaurant-fixtures';
import { newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let ids: Map<string, string>;
const db = () => sut.database.db;
const id = (name: string) => ids.get(name)!;
const logLines: string[] = [];

beforeAll(async () => {
  sut = await createTestApp(
    { AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false', LOG_LEVEL: 'debug' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  ids = await allergenIds(db());
});

afterAll(async () => {
  await sut.close();
});

type Settings = { species: string[] };
type ErrorBody = { code: string; message: string };

async function userWith(nickname: string, allergens: string[]): Promise<TestUser> {
  const user = await newUser(sut, { data: { nickname } });
  const saved = await api(sut, '/profile/allergens', { method: 'PUT', token: user.accessToken, body: { allergen_ids: allergens.map(id) } });
  expect(saved.status).toBe(200);
  return user;
}

const getSpecies = (user: TestUser) => api<Settings>(sut, '/me/allergen-species', { token: user.accessToken });
const putSpecies = (user: TestUser, body: unknown) =>
  api<Settings & ErrorBody>(sut, '/me/allergen-species', { method: 'PUT', token: user.accessToken, body });

describe('/rest/v1/me/allergen-species', () => {
  it('starts with no species (every group whole), stores a choice in the Annex order and replaces it whole', async () => {
    const user = await userWith('Specie Salvate', ['Tree nuts', 'Gluten', 'Peanuts']);
    expect(await getSpecies(user)).toEqual({ status: 200, body: { species: [] } });

    const saved = await putSpecies(user, { species: ['pistachio', 'rye', 'cashew'] });
    expect(saved).toEqual({ status: 200, body: { species: ['cashew', 'pistachio', 'rye'] } });
    expect((await getSpecies(user)).body).toEqual({ species: ['cashew', 'pistachio', 'rye'] });

    const replaced = await putSpecies(user, { species: ['almond'] });
    expect(replaced.body).toEqual({ species: ['almond'] });
    expect((await putSpecies(user, { species: [] })).body).toEqual({ species: [] });
  });

  it('keeps the group on the list: narrowing never takes "Frutta a guscio" off what reviews and filters match', async () => {
    const user = await userWith('Specie Gruppo', ['Tree nuts']);
    await putSpecies(user, { species: ['cashew'] });
    const own = await api<{ allergen_ids: string[] }>(sut, '/profile/allergens', { token: user.accessToken });
    expect(own.body.allergen_ids).toEqual([id('Tree nuts')]);
  });

  it("refuses a species whose group is not on the caller's list, an unknown species and a repeated one", async () => {
    const user = await userWith('Specie Rifiutate', ['Tree nuts']);
    const notMine = await putSpecies(user, { species: ['almond', 'wheat'] });
    expect(notMine.status).toBe(400);
    expect(notMine.body).toEqual({
      code: 'not_your_allergen',
      message: 'Puoi indicare frutta a guscio o cereali solo se sono tra i tuoi allergeni.',
    });
    expect((await getSpecies(user)).body).toEqual({ species: [] });
    expect((await putSpecies(user, { species: ['coconut'] })).status).toBe(400);
    expect((await putSpecies(user, { species: ['almond', 'almond'] })).status).toBe(400);
  });

  it('is the caller’s own only: no token gets 401, another user reads and writes only their own', async () => {
    const owner = await userWith('Specie Proprietaria', ['Tree nuts']);
    const other = await userWith('Specie Altra', ['Tree nuts']);
    await putSpecies(owner, { species: ['walnut', 'pecan'] });

    expect((await api(sut, '/me/allergen-species')).status).toBe(401);
    expect((await api(sut, '/me/allergen-species', { method: 'PUT', body: { species: ['almond'] } })).status).toBe(401);
    expect((await getSpecies(other)).body).toEqual({ species: [] });
    // A user id in the body names nobody: the token does.
    expect((await putSpecies(other, { species: ['almond'], user_id: owner.id })).body).toEqual({ species: ['almond'] });
    expect((await getSpecies(owner)).body).toEqual({ species: ['walnut', 'pecan'] });
    const response = await fetch(`${sut.baseUrl}/rest/v1/me/allergen-species`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('goes with the group when the group leaves the list', async () => {
    const user = await userWith('Specie Tolte', ['Tree nuts', 'Gluten']);
    await putSpecies(user, { species: ['hazelnut', 'barley'] });
    await api(sut, '/profile/allergens', { method: 'PUT', token: user.accessToken, body: { allergen_ids: [id('Gluten')] } });
    expect((await getSpecies(user)).body).toEqual({ species: ['barley'] });
  });
});

describe('export, deletion and logs', () => {
  it('exports the species with their Italian names and erases them with the account', async () => {
    const user = await userWith('Specie Esportate', ['Tree nuts', 'Gluten']);
    await putSpecies(user, { species: ['macadamia', 'brazil_nut', 'spelt'] });
    const exported = await api<Record<string, unknown>>(sut, '/account/export', { token: user.accessToken });
    expect(exported.status).toBe(200);
    expect(exported.body.allergen_species).toEqual([
      { allergen: 'Gluten', species: 'spelt', italian_name: 'farro' },
      { allergen: 'Tree nuts', species: 'brazil_nut', italian_name: 'noci del Brasile' },
      { allergen: 'Tree nuts', species: 'macadamia', italian_name: 'noci macadamia' },
    ]);

    const deleted = await api(sut, '/account', { method: 'DELETE', token: user.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(deleted.status).toBeLessThan(300);
    expect(await db().select().from(userAllergenSpecies).where(eq(userAllergenSpecies.userId, user.id))).toEqual([]);
  });

  it('never writes a species, nor the user, into the log', async () => {
    const first = logLines.length;
    const user = await userWith('Specie Log', ['Tree nuts', 'Gluten']);
    await putSpecies(user, { species: ['pistachio', 'oats'] });
    await getSpecies(user);
    await api(sut, '/account/export', { token: user.accessToken });
    const logged = logLines.slice(first).join('\n');
    expect(logged).toContain('/me/allergen-species');
    for (const secret of ['pistachio', 'oats', 'pistacchi', 'avena', user.id]) expect(logged).not.toContain(secret);
  });
});
