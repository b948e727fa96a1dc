// Moderation of the trust signals (docs/product.md#moderation): a reaction
// report can be reported ('Segnala') and hidden, which ends its alert; the
// queue flags bursts with their evidence; a moderator sets aside every
// contribution of an account (reviews, reaction reports, practice stances,
// status claims) and every signal recomputes, then reinstates exactly that;
// a practice stance and a status claim are reported and hidden like a review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUserCommand } from '../auth/cli';
import { newUser, fannedOut, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { allergenIds, api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';

let sut: TestApp;
let moderator: TestUser;
let diner: TestUser;
let reporter: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  moderator = await newUser(sut);
  diner = await newUser(sut);
  reporter = await newUser(sut);
  expect(await runUserCommand(sut.database.db, ['role', moderator.email, 'moderator'], () => undefined)).toBe(0);
});

afterAll(async () => {
  await sut?.close();
});

const db = () => sut.database.db;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

type Detail = { review_count: number; people_count: number; incident_alert: { report_count: number } | null; venue_status: unknown };
type Burst = { kind: string; user_id: string; restaurant_id: string; contributions: { kind: string; at: string }[] };
type Queue = {
  items: { target_type: string; target_id: string; item: { text: string | null; restaurant_name: string | null } | null }[];
  bursts: Burst[];
  set_aside: { nickname: string | null; action: { target_id: string; details: Record<string, unknown> } }[];
};

const detail = async (viewer: TestUser, id: string) => (await api<Detail>(sut, `/restaurants/${id}`, { token: viewer.accessToken })).body;
const queue = async () => (await api<Queue>(sut, '/moderation/queue', { token: moderator.accessToken })).body;
const act = (user: TestUser, body: Record<string, unknown>) =>
  api<{ id: string; code?: string; message?: string; details: Record<string, unknown> }>(sut, '/moderation/actions', {
    method: 'POST',
    token: user.accessToken,
    body,
  });

async function venue(name: string): Promise<string> {
  const [id] = await insertRestaurants(db(), [{ name, city: 'Cremona' }]);
  return id!;
}

async function reportReaction(user: TestUser, restaurantId: string, allergenName = 'Peanuts') {
  const ids = await allergenIds(db());
  const response = await api<{ id: string }>(sut, `/restaurants/${restaurantId}/incidents`, {
    method: 'POST',
    token: user.accessToken,
    body: { allergen_ids: [ids.get(allergenName)], severity: 'severe', meal_date: today(), staff_informed: true },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

describe("'Segnala' on a reaction report", () => {
  it('is reported like a review, and hiding it ends its alert everywhere; restoring brings it back', async () => {
    const id = await venue(`Segnalabile ${Date.now()}`);
    const reportId = await reportReaction(reporter, id);
    expect((await detail(diner, id)).incident_alert?.report_count).toBe(1);

    const reported = await api<{ code?: string; message: string }>(sut, '/reports', {
      method: 'POST',
      token: diner.accessToken,
      body: { target_type: 'incident', target_id: reportId, reason: 'false_information', details: 'Non sono mai stati lì' },
    });
    expect(reported.status).toBe(201);
    expect(reported.body.message).toBe("Segnalazione ricevuta: la esamineremo e ti faremo sapere l'esito.");
    // A report on one's own content is bad input: it is edited or withdrawn instead.
    const own = await api<{ code: string; message: string }>(sut, '/reports', {
      method: 'POST',
      token: reporter.accessToken,
      body: { target_type: 'incident', target_id: reportId, reason: 'other' },
    });
    expect([own.status, own.body.code, own.body.message]).toEqual([400, 'report_own_content', 'Non puoi segnalare un tuo contenuto: puoi modificarlo o eliminarlo.']);
    const again = await api<{ code: string }>(sut, '/reports', {
      method: 'POST',
      token: diner.accessToken,
      body: { target_type: 'incident', target_id: reportId, reason: 'spam' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'report_exists']);

    const entry = (await queue()).items.find((item) => item.target_type === 'incident' && item.target_id === reportId);
    expect(entry?.item?.restaurant_name).toMatch(/^Segnalabile /);

    const hidden = await act(moderator, { target_type: 'incident', target_id: reportId, action: 'hide', rule: 'false_information', reason: 'Segnalazione non credibile' });
    expect(hidden.status).toBe(201);
    expect((await detail(diner, id)).incident_alert).toBeNull();
    const list = await api<{ items: { id: string }[] }>(sut, `/restaurants/${id}/incidents`, { token: diner.accessToken });
    expect(list.body.items).toEqual([]);
    // Hidden content cannot be reported again.
    const onHidden = await api<{ code: string }>(sut, '/reports', {
      method: 'POST',
      token: moderator.accessToken,
      body: { target_type: 'incident', target_id: reportId, reason: 'spam' },
    });
    expect([onHidden.status, onHidden.body.code]).toEqual([404, 'target_not_found']);
    // Its author is told, with the statement to appeal.
    await fannedOut(sut);
    const notices = (await api<{ items: { type: string; title: string }[] }>(sut, '/notifications', { token: reporter.accessToken })).body.items;
    expect(notices.map((n) => n.title)).toContain('Segnalazione di reazione: nascosta');

    expect((await act(moderator, { target_type: 'incident', target_id: reportId, action: 'restore', reason: 'Ricorso accolto' })).status).toBe(201);
    expect((await detail(diner, id)).incident_alert?.report_count).toBe(1);
  });
});

describe("'Segnala' on a practice stance and a status claim", () => {
  it('lists who said what with ids, and a hidden stance or claim stops counting until restored', async () => {
    const id = await venue(`Dichiarato ${Date.now()}`);
    const [first, second] = [await newUser(sut), await newUser(sut)];
    for (const user of [first, second]) {
      expect((await api(sut, `/restaurants/${id}/practices/trained_staff`, { method: 'PUT', token: user.accessToken, body: { stance: 'confirm' } })).status).toBe(200);
      expect((await api(sut, `/restaurants/${id}/status`, { method: 'PUT', token: user.accessToken, body: { status: 'closed' } })).status).toBe(200);
    }
    type Stances = { items: { id: string; practice: string; stance: string; is_own: boolean }[] };
    type Claims = { items: { id: string; status: string; is_own: boolean }[] };
    const stances = (await api<Stances>(sut, `/restaurants/${id}/practices/stances`, { token: first.accessToken })).body.items;
    expect(stances.map((item) => [item.practice, item.stance, item.is_own])).toEqual([
      ['trained_staff', 'confirm', false],
      ['trained_staff', 'confirm', true],
    ]);
    const claims = (await api<Claims>(sut, `/restaurants/${id}/status/claims`, { token: diner.accessToken })).body.items;
    expect(claims.map((item) => [item.status, item.is_own])).toEqual([
      ['closed', false],
      ['closed', false],
    ]);
    const confirmed = async () =>
      (await api<{ items: { practice: string; confirmations: number; is_confirmed: boolean }[] }>(sut, `/restaurants/${id}/practices`, { token: diner.accessToken })).body.items.find(
        (item) => item.practice === 'trained_staff',
      );
    expect(await confirmed()).toMatchObject({ confirmations: 2, is_confirmed: true });
    expect((await detail(diner, id)).venue_status).toMatchObject({ status: 'closed' });

    const secondStance = stances[0]!.id;
    const secondClaim = claims[0]!.id;
    for (const [target_type, target_id] of [['practice_stance', secondStance], ['status_claim', secondClaim]] as const) {
      const reported = await api(sut, '/reports', { method: 'POST', token: diner.accessToken, body: { target_type, target_id, reason: 'false_information' } });
      expect(reported.status).toBe(201);
      const hidden = await act(moderator, { target_type, target_id, action: 'hide', rule: 'false_information', reason: 'Mai stato nel locale' });
      expect(hidden.status).toBe(201);
    }
    expect(await confirmed()).toMatchObject({ confirmations: 1, is_confirmed: false });
    expect((await detail(diner, id)).venue_status).toBeNull();
    expect((await api<Stances>(sut, `/restaurants/${id}/practices/stances`, { token: diner.accessToken })).body.items).toHaveLength(1);
    expect((await api<Claims>(sut, `/restaurants/${id}/status/claims`, { token: diner.accessToken })).body.items).toHaveLength(1);

    for (const [target_type, target_id] of [['practice_stance', secondStance], ['status_claim', secondClaim]] as const) {
      expect((await act(moderator, { target_type, target_id, action: 'restore', reason: 'Ricorso accolto' })).status).toBe(201);
    }
    expect(await confirmed()).toMatchObject({ confirmations: 2, is_confirmed: true });
    expect((await detail(diner, id)).venue_status).toMatchObject({ status: 'closed' });
  });
});

describe('burst flags in the moderation queue', () => {
  it('flags more than 3 contributions by one account on one venue in 24 hours, with each contribution', async () => {
    const id = await venue(`Raffica ${Date.now()}`);
    const burster = await newUser(sut);
    await insertReviews(db(), [1, 2, 3].map(() => ({ restaurantId: id, userId: burster.id, rating: 'excellent' as const })));
    const status = await api(sut, `/restaurants/${id}/status`, { method: 'PUT', token: burster.accessToken, body: { status: 'closed' } });
    expect(status.status).toBe(200);

    const flags = (await queue()).bursts.filter((flag) => flag.user_id === burster.id && flag.restaurant_id === id);
    const many = flags.find((flag) => flag.kind === 'many_contributions');
    expect(many?.contributions.map((c) => c.kind).sort()).toEqual(['review', 'review', 'review', 'status']);
  });

  it('does not flag 3 contributions, nor the same account on 2 venues', async () => {
    const [first, second] = [await venue(`Calma A ${Date.now()}`), await venue(`Calma B ${Date.now()}`)];
    const calm = await newUser(sut);
    await insertReviews(db(), [
      { restaurantId: first, userId: calm.id },
      { restaurantId: first, userId: calm.id },
      { restaurantId: first, userId: calm.id },
      { restaurantId: second, userId: calm.id },
    ]);
    expect((await queue()).bursts.filter((flag) => flag.user_id === calm.id)).toEqual([]);
  });

  it('flags an account less than a day old that contributes to a venue with an open alert', async () => {
    const id = await venue(`Allerta Nuova ${Date.now()}`);
    await reportReaction(reporter, id);
    const newcomer = await newUser(sut);
    await insertReviews(db(), [{ restaurantId: id, userId: newcomer.id, rating: 'excellent', allergens: ['Peanuts'] }]);
    const flag = (await queue()).bursts.find((f) => f.user_id === newcomer.id && f.restaurant_id === id);
    expect(flag?.kind).toBe('new_account_on_alert');
    expect(flag?.contributions.map((c) => c.kind)).toEqual(['review']);
  });
});

describe('setting aside an account', () => {
  it('hides its reviews, reports, stances and claims, every signal follows, and reinstating shows again exactly those', async () => {
    const praised = await venue(`Lodato ${Date.now()}`);
    const accused = await venue(`Accusato ${Date.now()}`);
    const attacker = await newUser(sut);
    const honest = await newUser(sut);
    await insertReviews(db(), [
      { restaurantId: praised, userId: honest.id, rating: 'poor', cleanliness: 1, attention: 1, flexibility: 1, indication: 'no' },
      { restaurantId: praised, userId: attacker.id, rating: 'excellent' },
    ]);
    await reportReaction(attacker, accused);
    const stance = await api(sut, `/restaurants/${praised}/practices/trained_staff`, { method: 'PUT', token: attacker.accessToken, body: { stance: 'confirm' } });
    expect(stance.status).toBe(200);
    // With an honest claim, the attacker's makes the closure confirmed (two people).
    for (const claimant of [honest, attacker]) {
      const claim = await api(sut, `/restaurants/${accused}/status`, { method: 'PUT', token: claimant.accessToken, body: { status: 'closed' } });
      expect(claim.status).toBe(200);
    }
    // One review hidden earlier for its own reason stays hidden after the reinstatement.
    const [earlier] = await insertReviews(db(), [{ restaurantId: accused, userId: attacker.id, comment: 'Insulto' }]);
    expect((await act(moderator, { target_type: 'review', target_id: earlier, action: 'hide', rule: 'offensive', reason: 'Insulto' })).status).toBe(201);

    const confirmations = async () =>
      (await api<{ items: { practice: string; confirmations: number }[] }>(sut, `/restaurants/${praised}/practices`, { token: diner.accessToken })).body.items.find(
        (item) => item.practice === 'trained_staff',
      )!.confirmations;
    const claims = async () =>
      (await api<{ counts: Record<string, number> }>(sut, `/restaurants/${accused}/status`, { token: diner.accessToken })).body.counts;
    expect(await detail(diner, praised)).toMatchObject({ review_count: 2, people_count: 2 });
    expect((await detail(diner, accused)).incident_alert?.report_count).toBe(1);
    expect(await confirmations()).toBe(1);
    expect(await claims()).toEqual({ closed: 2, new_management: 0, open: 0 });
    expect((await detail(diner, accused)).venue_status).toMatchObject({ status: 'closed' });

    // Only staff, and an ordinary account cannot set aside another.
    const refused = await act(diner, { target_type: 'user', target_id: attacker.id, action: 'set_aside', rule: 'fake_review', reason: 'Raffica' });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
    const missingRule = await act(moderator, { target_type: 'user', target_id: attacker.id, action: 'set_aside', reason: 'Raffica' });
    expect([missingRule.status, missingRule.body.code]).toEqual([400, 'rule_required']);

    const setAside = await act(moderator, { target_type: 'user', target_id: attacker.id, action: 'set_aside', rule: 'fake_review', reason: 'Recensioni e segnalazioni false' });
    expect(setAside.status).toBe(201);
    expect(setAside.body.details.counts).toEqual({ reviews: 1, incidents: 1, practice_stances: 1, status_claims: 1 });
    expect(await detail(diner, praised)).toMatchObject({ review_count: 1, people_count: 1 });
    expect((await detail(diner, accused)).incident_alert).toBeNull();
    expect(await confirmations()).toBe(0);
    expect(await claims()).toEqual({ closed: 1, new_management: 0, open: 0 });
    expect((await detail(diner, accused)).venue_status).toBeNull();
    expect((await queue()).set_aside.map((entry) => entry.action.target_id)).toContain(attacker.id);
    const twice = await act(moderator, { target_type: 'user', target_id: attacker.id, action: 'set_aside', rule: 'fake_review', reason: 'Di nuovo' });
    expect([twice.status, twice.body.code]).toEqual([409, 'already_in_state']);

    const reinstated = await act(moderator, { target_type: 'user', target_id: attacker.id, action: 'reinstate', reason: 'Ricorso accolto' });
    expect(reinstated.status).toBe(201);
    expect(await detail(diner, praised)).toMatchObject({ review_count: 2, people_count: 2 });
    expect((await detail(diner, accused)).incident_alert?.report_count).toBe(1);
    expect(await confirmations()).toBe(1);
    expect(await claims()).toEqual({ closed: 2, new_management: 0, open: 0 });
    expect((await detail(diner, accused)).venue_status).toMatchObject({ status: 'closed' });
    const accusedReviews = (await api<{ reviews: { id: string }[] }>(sut, `/restaurants/${accused}`, { token: diner.accessToken })).body.reviews;
    expect(accusedReviews.map((review) => review.id)).not.toContain(earlier);
    expect((await queue()).set_aside.map((entry) => entry.action.target_id)).not.toContain(attacker.id);
    const again = await act(moderator, { target_type: 'user', target_id: attacker.id, action: 'reinstate', reason: 'Di nuovo' });
    expect([again.status, again.body.code]).toEqual([409, 'already_in_state']);
  });
});
