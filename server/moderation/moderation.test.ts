// Moderation over HTTP (docs/product.md#moderation): who may call each route,
// reports, hiding and restoring (gone from every read path and counter, back
// on restore), statements of reasons with their email, reporters' outcomes,
// appeals, restaurant history, revert and lock, and suspension.
import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationReports, restaurantAllergenStats, restaurantFacets, restaurantStats, restaurants } from '../db/schema';
import { mailbox } from '../auth/auth-test-helpers';
import { runUserCommand } from '../auth/cli';
import { callApi, newUser, fannedOut, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { allergenIds, api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import { uploadPhoto } from '../storage/storage.fixtures';
import { REPORTS_PER_HOUR } from './moderation.service';

let sut: TestApp;
let author: TestUser;
let reporter: TestUser;
let bystander: TestUser;
let moderator: TestUser;
let secondModerator: TestUser;
let admin: TestUser;

async function grant(user: TestUser, role: string) {
  expect(await runUserCommand(sut.database.db, ['role', user.email, role], () => undefined)).toBe(0);
}

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  author = await newUser(sut, { data: { nickname: `Autore${Date.now()}` } });
  reporter = await newUser(sut);
  bystander = await newUser(sut);
  moderator = await newUser(sut);
  secondModerator = await newUser(sut);
  admin = await newUser(sut);
  await grant(moderator, 'moderator');
  await grant(secondModerator, 'moderator');
  await grant(admin, 'admin');
});

afterAll(async () => {
  await sut?.close();
});

const db = () => sut.database.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Restaurant = { review_count: number; reviews: { id: string; nickname: string | null; photos: { id: string }[] }[] };
type Notification = { type: string; title: string; message: string; moderation_action_id?: string | null };

async function setup(name: string) {
  const [restaurantId] = await insertRestaurants(db(), [{ name, city: 'Bergamo', cuisineType: 'sushi', latitude: 45.7, longitude: 9.67, userId: author.id }]);
  const [kept, bad] = await insertReviews(db(), [
    { restaurantId: restaurantId!, userId: bystander.id, rating: 'excellent', allergens: [] },
    { restaurantId: restaurantId!, userId: author.id, rating: 'poor', allergens: ['Fish'], comment: 'Recensione diffamatoria', photos: [`https://example.test/${encodeURIComponent(name)}.jpg`] },
  ]);
  return { restaurantId: restaurantId!, kept: kept!, bad: bad! };
}

const report = (user: TestUser | null, body: Record<string, unknown>) =>
  api<{ id: string; message: string; code?: string }>(sut, '/reports', { method: 'POST', token: user?.accessToken, body });
const act = (user: TestUser | null, body: Record<string, unknown>) =>
  api<{ id: string; code?: string; details: Record<string, unknown> }>(sut, '/moderation/actions', { method: 'POST', token: user?.accessToken, body });
/** The user's bell, once every decision's fan-out has written its rows. */
const notifications = async (user: TestUser) => {
  await fannedOut(sut);
  return (await api<{ items: Notification[] }>(sut, '/notifications', { token: user.accessToken })).body.items;
};

/** Every counter of one restaurant and the facets it feeds. */
async function counters(restaurantId: string) {
  const [stats] = await db().select().from(restaurantStats).where(eq(restaurantStats.restaurantId, restaurantId));
  const allergenRows = await db().select().from(restaurantAllergenStats).where(eq(restaurantAllergenStats.restaurantId, restaurantId));
  const [row] = await db().select({ hasReviews: restaurants.hasReviews }).from(restaurants).where(eq(restaurants.id, restaurantId));
  // Counters at zero: the triggers keep the row, a rebuild drops it; both mean none.
  const facets = (await db().select().from(restaurantFacets).orderBy(restaurantFacets.kind, restaurantFacets.key)).filter((f) => f.restaurantCount > 0);
  return { stats: stats ?? null, allergenRows, hasReviews: row!.hasReviews, facets };
}

describe('authorisation of every moderation route', () => {
  const staffRoutes = [
    { method: 'GET', path: '/moderation/queue' },
    { method: 'POST', path: '/moderation/actions', body: { target_type: 'review', target_id: UNKNOWN, action: 'dismiss', reason: 'x' } },
    { method: 'POST', path: `/moderation/appeals/${UNKNOWN}/decision`, body: { decision: 'upheld', reason: 'x' } },
  ];

  it('answers 401 to anonymous callers and to forged or tampered tokens, 403 forbidden to ordinary users', async () => {
    const forged = await new SignJWT({ sub: moderator.id, session_id: UNKNOWN, role: 'authenticated', app_metadata: { role: 'admin' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    const [head, , signature] = moderator.accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: reporter.id, app_metadata: { role: 'admin' } })).toString('base64url');
    const tampered = `${head}.${payload}.${signature}`;
    for (const route of staffRoutes) {
      const options = { method: route.method, body: route.body };
      expect((await api(sut, route.path, options)).status).toBe(401);
      expect((await api(sut, route.path, { ...options, token: forged })).status).toBe(401);
      expect((await api(sut, route.path, { ...options, token: tampered })).status).toBe(401);
      const asUser = await api<{ code: string; message: string }>(sut, route.path, { ...options, token: reporter.accessToken });
      expect(asUser).toEqual({ status: 403, body: { code: 'forbidden', message: 'Non hai i permessi per questa operazione.' } });
    }
    for (const route of [
      { method: 'POST', path: '/reports', body: { target_type: 'review', target_id: UNKNOWN, reason: 'spam' } },
      { method: 'GET', path: '/moderation/me' },
      { method: 'GET', path: `/moderation/decisions/${UNKNOWN}` },
      { method: 'POST', path: `/moderation/decisions/${UNKNOWN}/appeal`, body: { text: 'x' } },
    ]) {
      expect((await api(sut, route.path, { method: route.method, body: route.body })).status).toBe(401);
      expect((await api(sut, route.path, { method: route.method, body: route.body, token: forged })).status).toBe(401);
    }
  });

  it('lets moderators and admins in, and tells each caller their role', async () => {
    for (const staff of [moderator, admin]) {
      expect((await api(sut, '/moderation/queue', { token: staff.accessToken })).status).toBe(200);
      expect((await act(staff, { target_type: 'review', target_id: UNKNOWN, action: 'dismiss', reason: 'x' })).status).toBe(404);
    }
    expect((await api(sut, '/moderation/me', { token: moderator.accessToken })).body).toEqual({ role: 'moderator' });
    expect((await api(sut, '/moderation/me', { token: admin.accessToken })).body).toEqual({ role: 'admin' });
    expect((await api(sut, '/moderation/me', { token: reporter.accessToken })).body).toEqual({ role: null });
  });

  it('stops a demoted moderator at once, whatever the token still says', async () => {
    const demoted = await newUser(sut);
    await grant(demoted, 'moderator');
    expect((await api(sut, '/moderation/queue', { token: demoted.accessToken })).status).toBe(200);
    await grant(demoted, 'user');
    expect((await api(sut, '/moderation/queue', { token: demoted.accessToken })).status).toBe(403);
  });
});

describe('reports', () => {
  it('acknowledges a report, keeps one open report per user per item, and refuses unknown items and reasons', async () => {
    const { bad } = await setup('Sushi Segnalato');
    const first = await report(reporter, { target_type: 'review', target_id: bad, reason: 'offensive', details: 'Insulta il personale' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Segnalazione ricevuta: la esamineremo e ti faremo sapere l'esito.");
    const again = await report(reporter, { target_type: 'review', target_id: bad, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('report_exists');
    expect((await report(bystander, { target_type: 'review', target_id: bad, reason: 'spam' })).status).toBe(201);
    expect((await report(reporter, { target_type: 'review', target_id: UNKNOWN, reason: 'spam' })).body.code).toBe('target_not_found');
    expect((await report(reporter, { target_type: 'review', target_id: bad, reason: 'boring' })).status).toBe(400);
    expect((await report(reporter, { target_type: 'profile', target_id: author.id, reason: 'offensive' })).status).toBe(201);
  });

  it('acknowledges a report in the language the request asks for', async () => {
    const { bad } = await setup('Sushi Segnalato in inglese');
    const english = await callApi<{ message: string }>(sut, 'POST', '/rest/v1/reports', {
      token: bystander.accessToken,
      headers: { 'x-allerguida-language': 'en' },
      body: { target_type: 'review', target_id: bad, reason: 'spam' },
    });
    expect(english.status).toBe(201);
    expect(english.body.message).toBe('Report received: we will examine it and let you know the outcome.');
  });

  it(`refuses more than ${REPORTS_PER_HOUR} reports an hour from one user with 429 report_limit`, async () => {
    const busy = await newUser(sut);
    const { restaurantId } = await setup('Sushi Troppi');
    await db().insert(moderationReports).values(
      Array.from({ length: REPORTS_PER_HOUR }, () => ({ targetType: 'restaurant' as const, targetId: restaurantId, reporterId: busy.id, reason: 'spam' as const, status: 'resolved' as const })),
    );
    const answer = await report(busy, { target_type: 'restaurant', target_id: restaurantId, reason: 'spam' });
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('report_limit');
  });
});

describe('hiding a review', () => {
  it('takes it out of the detail, the list, the map, the suggestions and every counter, and puts it back on restore', async () => {
    const { restaurantId, bad } = await setup('Sushi Nascosto');
    const before = await counters(restaurantId);
    expect(before.stats).toMatchObject({ reviewCount: 2, ratingPoor: 1, ratingExcellent: 1 });
    expect(before.allergenRows).toHaveLength(1);

    expect((await act(moderator, { target_type: 'review', target_id: bad, action: 'hide', reason: 'x' })).body.code).toBe('rule_required');
    const hidden = await act(moderator, { target_type: 'review', target_id: bad, action: 'hide', rule: 'offensive', reason: 'Offende il personale del locale.' });
    expect(hidden.status).toBe(201);

    const after = await counters(restaurantId);
    expect(after.stats).toMatchObject({ reviewCount: 1, ratingPoor: 0, ratingExcellent: 1 });
    expect(after.allergenRows).toEqual([]);
    const detail = await api<Restaurant>(sut, `/restaurants/${restaurantId}`, { token: reporter.accessToken });
    expect(detail.body.review_count).toBe(1);
    expect(detail.body.reviews.map((r) => r.id)).not.toContain(bad);
    // The rebuild from the tables agrees with the triggers.
    await db().execute(sql`SELECT restaurant_stats_rebuild()`);
    expect(await counters(restaurantId)).toEqual(after);
    // The author can neither vote-bait nor edit it while hidden.
    expect((await api(sut, `/reviews/${bad}/votes`, { method: 'POST', token: reporter.accessToken, body: { is_like: true } })).status).toBe(404);

    expect((await act(moderator, { target_type: 'review', target_id: bad, action: 'hide', rule: 'offensive', reason: 'di nuovo' })).body.code).toBe('already_in_state');
    expect((await act(moderator, { target_type: 'review', target_id: bad, action: 'restore', reason: 'Ripristinata.' })).status).toBe(201);
    expect(await counters(restaurantId)).toEqual(before);
    const back = await api<Restaurant>(sut, `/restaurants/${restaurantId}`, { token: reporter.accessToken });
    expect(back.body.reviews.map((r) => r.id)).toContain(bad);
  });

  it('takes a hidden restaurant out of the list, the map, the suggestions and the facets, and brings it back', async () => {
    const { restaurantId } = await setup('Sushi Vandalo');
    const before = await counters(restaurantId);
    const listed = async () => ({
      list: (await api<{ items: { id: string }[] }>(sut, '/restaurants?restaurant=Sushi%20Vandalo', { token: reporter.accessToken })).body.items.map((i) => i.id),
      map: (await api<{ items: { id: string }[] }>(sut, '/map/restaurants?south=-90&north=90&west=-180&east=180', { token: reporter.accessToken })).body.items.map((i) => i.id),
      suggestions: (await api<{ items: { text: string }[] }>(sut, '/restaurants/suggestions?q=Sushi%20Vand', { token: reporter.accessToken })).body.items.map((i) => i.text),
      detail: (await api(sut, `/restaurants/${restaurantId}`, { token: reporter.accessToken })).status,
    });
    expect(await listed()).toEqual({ list: [restaurantId], map: expect.arrayContaining([restaurantId]), suggestions: ['Sushi Vandalo'], detail: 200 });
    expect((await act(moderator, { target_type: 'restaurant', target_id: restaurantId, action: 'hide', rule: 'spam', reason: 'Locale inventato.' })).status).toBe(201);
    const gone = await listed();
    expect(gone.list).toEqual([]);
    expect(gone.map).not.toContain(restaurantId);
    expect(gone.suggestions).toEqual([]);
    expect(gone.detail).toBe(404);
    const hiddenCounters = await counters(restaurantId);
    expect(hiddenCounters.stats).toBeNull();
    expect(hiddenCounters.allergenRows).toEqual([]);
    expect(hiddenCounters.hasReviews).toBe(false);
    await db().execute(sql`SELECT restaurant_stats_rebuild()`);
    expect(await counters(restaurantId)).toEqual(hiddenCounters);
    expect((await act(moderator, { target_type: 'restaurant', target_id: restaurantId, action: 'restore', reason: 'Verificato.' })).status).toBe(201);
    expect(await counters(restaurantId)).toEqual(before);
    expect((await listed()).list).toEqual([restaurantId]);
  });
});

describe('statement of reasons, outcome and appeal', () => {
  it('tells the author why (notification and email), the reporter the outcome, and takes one appeal decided by another moderator', async () => {
    const { restaurantId, bad } = await setup('Sushi Ricorso');
    await report(reporter, { target_type: 'review', target_id: bad, reason: 'offensive', details: 'Offensiva' });
    const queue = await api<{ items: { target_id: string; item: { text: string }; reports: { details: string }[] }[] }>(sut, '/moderation/queue', { token: moderator.accessToken });
    const entry = queue.body.items.find((i) => i.target_id === bad)!;
    expect(entry.item.text).toBe('Recensione diffamatoria');
    expect(entry.reports.map((r) => r.details)).toEqual(['Offensiva']);

    const hidden = await act(moderator, { target_type: 'review', target_id: bad, action: 'hide', rule: 'offensive', reason: 'Offende il personale del locale.' });
    const actionId = hidden.body.id;
    const [notice] = await notifications(author);
    expect(notice).toMatchObject({ type: 'moderation', title: 'Recensione: nascosta', moderation_action_id: actionId });
    const [outcome] = await notifications(reporter);
    expect(outcome).toMatchObject({
      type: 'moderation',
      title: 'Esito della tua segnalazione',
      message: 'Abbiamo esaminato la tua segnalazione: il contenuto è stato nascosto. Grazie.',
    });
    // The email leaves through the alerts outbox, after the decision's commit.
    await sut.app.alerts.drain();
    // The author's earlier statements may still be waiting in the outbox: a
    // drain sends them side by side, in no set order, so find this decision's.
    const email = (await mailbox(sut, author.email)).find((message) => message.text.includes(`/decisioni/${actionId}`));
    expect(email!.text).toContain('Perché: Offende il personale del locale.');
    expect(email!.text).toContain("Regola: Termini di servizio, punto 5: contenuti offensivi, discriminatori, minacciosi o diffamatori");
    expect(email!.text).toContain(`/decisioni/${actionId}`);
    const queueAfter = await api<{ items: { target_id: string }[] }>(sut, '/moderation/queue', { token: moderator.accessToken });
    expect(queueAfter.body.items.map((i) => i.target_id)).not.toContain(bad);

    // Only the author (and staff) read the statement; only the author appeals, once.
    expect((await api(sut, `/moderation/decisions/${actionId}`, { token: bystander.accessToken })).status).toBe(404);
    const statement = await api<{ can_appeal: boolean; rule_text: string; reason: string }>(sut, `/moderation/decisions/${actionId}`, { token: author.accessToken });
    expect(statement.body).toMatchObject({ can_appeal: true, reason: 'Offende il personale del locale.' });
    expect((await api(sut, `/moderation/decisions/${actionId}/appeal`, { method: 'POST', token: bystander.accessToken, body: { text: 'Non è mia' } })).status).toBe(404);
    expect(statement.body.rule_text).toBe('Termini di servizio, punto 5: contenuti offensivi, discriminatori, minacciosi o diffamatori');
    const inEnglish = { authorization: `Bearer ${author.accessToken}`, 'x-allerguida-language': 'en' };
    const englishStatement = await callApi<{ rule_text: string }>(sut, 'GET', `/rest/v1/moderation/decisions/${actionId}`, { headers: inEnglish });
    expect(englishStatement.body.rule_text).toBe('Terms of service, section 5: offensive, discriminatory, threatening or defamatory content');
    const appealed = await api<{ id: string; message: string }>(sut, `/moderation/decisions/${actionId}/appeal`, { method: 'POST', token: author.accessToken, body: { text: 'Era una critica legittima.' } });
    expect(appealed.status).toBe(201);
    expect(appealed.body.message).toBe('Ricorso inviato: un moderatore lo esaminerà.');
    const twice = await api<{ code: string }>(sut, `/moderation/decisions/${actionId}/appeal`, { method: 'POST', token: author.accessToken, body: { text: 'Ancora' } });
    expect(twice.body.code).toBe('appeal_exists');

    // Back in the queue; the moderator who hid it may not decide, another one does.
    const appeals = (await api<{ appeals: { id: string }[] }>(sut, '/moderation/queue', { token: secondModerator.accessToken })).body.appeals;
    expect(appeals.map((a) => a.id)).toContain(appealed.body.id);
    const decide = (user: TestUser, decision: string) =>
      api<{ code?: string; status?: string; reversal_action_id?: string }>(sut, `/moderation/appeals/${appealed.body.id}/decision`, {
        method: 'POST',
        token: user.accessToken,
        body: { decision, reason: 'Critica legittima, non offensiva.' },
      });
    expect((await decide(moderator, 'reversed')).body.code).toBe('appeal_needs_other_moderator');
    const decided = await decide(secondModerator, 'reversed');
    expect(decided.body.status).toBe('reversed');
    const back = await api<Restaurant>(sut, `/restaurants/${restaurantId}`, { token: reporter.accessToken });
    expect(back.body.reviews.map((r) => r.id)).toContain(bad);
    expect((await notifications(author))[0]).toMatchObject({ title: 'Esito del tuo ricorso', message: 'Il tuo ricorso è stato accolto: la decisione è stata annullata.' });
    expect((await api<{ appeal: { status: string } }>(sut, `/moderation/decisions/${actionId}`, { token: author.accessToken })).body.appeal.status).toBe('reversed');
  });

  it('tells reporters when a report is dismissed, and gives the author nothing to appeal', async () => {
    const { bad } = await setup('Sushi Archiviato');
    await report(reporter, { target_type: 'review', target_id: bad, reason: 'false_information' });
    const dismissed = await act(moderator, { target_type: 'review', target_id: bad, action: 'dismiss', reason: 'Opinione legittima.' });
    expect(dismissed.status).toBe(201);
    expect((await notifications(reporter))[0]!.message).toBe('Abbiamo esaminato la tua segnalazione: il contenuto non viola le regole e resta visibile.');
    expect((await notifications(author)).some((n) => n.moderation_action_id === dismissed.body.id)).toBe(false);
  });

  it("lets no moderator act on their own content nor decide their own appeal while another moderator exists", async () => {
    const [restaurantId] = await insertRestaurants(db(), [{ name: 'Sushi Del Moderatore', city: 'Bergamo', latitude: 45.7, longitude: 9.67 }]);
    const [own] = await insertReviews(db(), [{ restaurantId: restaurantId!, userId: moderator.id, rating: 'poor', comment: 'Recensione del moderatore' }]);
    await report(reporter, { target_type: 'review', target_id: own!, reason: 'fake_review' });
    // Dismissing the reports against one's own review, or restoring it once hidden, is self-moderation.
    const dismissed = await act(moderator, { target_type: 'review', target_id: own!, action: 'dismiss', reason: 'Va bene così.' });
    expect(dismissed.status).toBe(403);
    expect(dismissed.body.code).toBe('own_content_needs_other_moderator');
    const hidden = await act(secondModerator, { target_type: 'review', target_id: own!, action: 'hide', rule: 'fake_review', reason: 'Recensione falsa.' });
    expect(hidden.status).toBe(201);
    const restored = await act(moderator, { target_type: 'review', target_id: own!, action: 'restore', reason: 'Era vera.' });
    expect(restored.status).toBe(403);
    expect(restored.body.code).toBe('own_content_needs_other_moderator');

    // An appeal sent from the English interface is acknowledged in English.
    const appealed = await callApi<{ id: string; message: string }>(sut, 'POST', `/rest/v1/moderation/decisions/${hidden.body.id}/appeal`, {
      token: moderator.accessToken,
      headers: { 'x-allerguida-language': 'en' },
      body: { text: 'La mia recensione era vera.' },
    });
    expect(appealed.status).toBe(201);
    expect(appealed.body.message).toBe('Appeal sent: a moderator will examine it.');
    const ownDecision = await api<{ code?: string }>(sut, `/moderation/appeals/${appealed.body.id}/decision`, {
      method: 'POST',
      token: moderator.accessToken,
      body: { decision: 'reversed', reason: 'Ho ragione io.' },
    });
    expect(ownDecision.status).toBe(403);
    expect(ownDecision.body.code).toBe('appeal_needs_other_moderator');
    const detail = await api<Restaurant>(sut, `/restaurants/${restaurantId}`, { token: bystander.accessToken });
    expect(detail.body.reviews.map((r) => r.id)).not.toContain(own);
    // Another moderator decides it, and the reversal restores the review.
    const decided = await api<{ status?: string }>(sut, `/moderation/appeals/${appealed.body.id}/decision`, {
      method: 'POST',
      token: admin.accessToken,
      body: { decision: 'reversed', reason: 'Recensione plausibile.' },
    });
    expect(decided.body.status).toBe('reversed');
    expect((await api<Restaurant>(sut, `/restaurants/${restaurantId}`, { token: bystander.accessToken })).body.reviews.map((r) => r.id)).toContain(own);
  });
});

describe('nicknames and photos', () => {
  it('hides a reviewer nickname and a photo from the restaurant page until restored', async () => {
    const { restaurantId, bad } = await setup('Sushi Foto');
    const page = async () => (await api<Restaurant>(sut, `/restaurants/${restaurantId}`, { token: reporter.accessToken })).body.reviews.find((r) => r.id === bad)!;
    const photoId = (await page()).photos[0]!.id;
    await act(moderator, { target_type: 'photo', target_id: photoId, action: 'hide', rule: 'privacy', reason: 'Si riconosce un cliente.' });
    await act(moderator, { target_type: 'profile', target_id: author.id, action: 'hide', rule: 'offensive', reason: 'Nickname offensivo.' });
    expect(await page()).toMatchObject({ nickname: null, photos: [] });
    await act(moderator, { target_type: 'photo', target_id: photoId, action: 'restore', reason: 'ok' });
    await act(moderator, { target_type: 'profile', target_id: author.id, action: 'restore', reason: 'ok' });
    expect((await page()).photos.map((p) => p.id)).toEqual([photoId]);
    expect((await page()).nickname).not.toBeNull();
  });
});

describe("hidden content in its owner's own views and at its photo's address", () => {
  it('leaves My restaurants, the map of my venues, saved restaurants, restaurants awaiting a review and the edit form', async () => {
    const owner = await newUser(sut);
    const [shared, own, saved, added] = await insertRestaurants(db(), [
      { name: 'Condiviso Nascosto', city: 'Lecco', cuisineType: 'pizza', latitude: 45.85, longitude: 9.39, userId: bystander.id },
      { name: 'Mio Nascosto', city: 'Lecco', cuisineType: 'pizza', latitude: 45.86, longitude: 9.4, userId: owner.id },
      { name: 'Salvato Nascosto', city: 'Lecco', cuisineType: 'pizza', latitude: 45.87, longitude: 9.41, userId: bystander.id },
      { name: 'Aggiunto Nascosto', city: 'Lecco', cuisineType: 'pizza', latitude: 45.88, longitude: 9.42, userId: owner.id },
    ]);
    const [, sharedOwn, ownHidden] = await insertReviews(db(), [
      { restaurantId: shared!, userId: bystander.id },
      { restaurantId: shared!, userId: owner.id, comment: 'Da nascondere' },
      { restaurantId: own!, userId: owner.id, comment: 'Anche questa' },
      { restaurantId: own!, userId: owner.id },
      { restaurantId: saved!, userId: bystander.id },
    ]);
    expect((await api(sut, `/saved/${saved}`, { method: 'PUT', token: owner.accessToken })).status).toBe(204);
    const views = async () => ({
      mine: (await api<{ total: number; items: { id: string; my_review_count: number }[] }>(sut, '/my-restaurants', { token: owner.accessToken })).body,
      map: (await api<{ items: { id: string }[] }>(sut, '/map/restaurants?south=-90&north=90&west=-180&east=180&mine=true', { token: owner.accessToken })).body.items.map((i) => i.id),
      saved: (await api<{ items: { id: string }[] }>(sut, '/saved', { token: owner.accessToken })).body.items.map((i) => i.id),
      awaiting: (await api<{ items: { id: string }[] }>(sut, '/my-restaurants/awaiting-review', { token: owner.accessToken })).body.items.map((i) => i.id),
    });
    expect(await views()).toEqual({
      mine: { total: 2, page: 1, page_size: 20, items: [expect.objectContaining({ id: shared, my_review_count: 1 }), expect.objectContaining({ id: own, my_review_count: 2 })] },
      map: [own, shared],
      saved: [saved],
      awaiting: [added],
    });
    for (const [type, id] of [['review', sharedOwn], ['review', ownHidden], ['restaurant', saved], ['restaurant', added]] as const) {
      expect((await act(moderator, { target_type: type, target_id: id, action: 'hide', rule: 'spam', reason: 'Spam.' })).status).toBe(201);
    }
    expect(await views()).toEqual({
      mine: { total: 1, page: 1, page_size: 20, items: [expect.objectContaining({ id: own, my_review_count: 1 })] },
      map: [own],
      saved: [],
      awaiting: [],
    });
    // The edit form of a hidden review finds nothing, as its update does.
    expect(await api(sut, `/reviews/${sharedOwn}`, { token: owner.accessToken })).toEqual({
      status: 404,
      body: { code: 'review_not_owned', message: 'Recensione non trovata o non autorizzato.' },
    });
  });

  it("answers 404 for a hidden restaurant's reaction reports, practices and sensitivity, as for its page", async () => {
    const { restaurantId } = await setup('Sushi Senza Pagine');
    const paths = [`/restaurants/${restaurantId}/incidents`, `/restaurants/${restaurantId}/practices`, `/restaurants/${restaurantId}/as-sensitive-reviews`, `/restaurants/${restaurantId}/status`];
    const statuses = async () => Promise.all(paths.map(async (path) => (await api(sut, path, { token: reporter.accessToken })).status));
    expect(await statuses()).toEqual([200, 200, 200, 200]);
    expect((await act(moderator, { target_type: 'restaurant', target_id: restaurantId, action: 'hide', rule: 'spam', reason: 'Locale inventato.' })).status).toBe(201);
    expect(await statuses()).toEqual([404, 404, 404, 404]);
  });

  it("answers 404 at a photo's address while the photo, its review or its restaurant is hidden, to everyone", async () => {
    const owner = await newUser(sut);
    const url = await uploadPhoto(sut, owner);
    const [restaurantId] = await insertRestaurants(db(), [{ name: 'Foto Nascoste', city: 'Como', cuisineType: 'pizza', latitude: 45.8, longitude: 9.08, userId: owner.id }]);
    const [reviewId] = await insertReviews(db(), [{ restaurantId: restaurantId!, userId: owner.id, photos: [url] }]);
    const photoId = (await api<Restaurant>(sut, `/restaurants/${restaurantId}`, { token: reporter.accessToken })).body.reviews[0]!.photos[0]!.id;
    const fetchPhoto = async (token?: string) =>
      (await fetch(`${sut.baseUrl}${url}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})).status;
    expect(await fetchPhoto()).toBe(200);
    for (const [type, id] of [['photo', photoId], ['review', reviewId!], ['restaurant', restaurantId!]] as const) {
      expect((await act(moderator, { target_type: type, target_id: id, action: 'hide', rule: 'privacy', reason: 'Privacy.' })).status).toBe(201);
      expect([await fetchPhoto(), await fetchPhoto(owner.accessToken), await fetchPhoto(moderator.accessToken)]).toEqual([404, 404, 404]);
      const missing = await fetch(`${sut.baseUrl}${url}`);
      expect(await missing.json()).toEqual({ code: 'object_not_found', message: 'File non trovato.' });
      expect((await act(moderator, { target_type: type, target_id: id, action: 'restore', reason: 'Ripristinata.' })).status).toBe(201);
      expect(await fetchPhoto()).toBe(200);
    }
  });
});

describe('a hidden nickname', () => {
  it('shows on neither reaction reports nor the notifications of a vote', async () => {
    const nickname = `Insulto${Date.now()}`;
    const rude = await newUser(sut, { data: { nickname } });
    const { restaurantId, kept } = await setup('Sushi Nickname');
    const gluten = (await allergenIds(db())).get('Gluten')!;
    const incident = await api(sut, `/restaurants/${restaurantId}/incidents`, {
      method: 'POST',
      token: rude.accessToken,
      body: { allergen_ids: [gluten], severity: 'moderate', meal_date: new Date().toISOString().slice(0, 10), dishes: 'Riso', staff_informed: true, details: 'Orticaria.' },
    });
    expect(incident.status).toBe(201);
    expect((await act(moderator, { target_type: 'profile', target_id: rude.id, action: 'hide', rule: 'offensive', reason: 'Nickname offensivo.' })).status).toBe(201);
    const reports = await api<{ items: { nickname: string | null }[] }>(sut, `/restaurants/${restaurantId}/incidents`, { token: reporter.accessToken });
    expect(reports.body.items.map((item) => item.nickname)).toEqual([null]);
    expect((await api(sut, `/reviews/${kept}/votes`, { method: 'POST', token: rude.accessToken, body: { is_like: true } })).status).toBe(200);
    expect((await notifications(bystander))[0]).toMatchObject({ title: 'Nuovo mi piace', message: 'Un utente ha messo "Mi piace" alla tua recensione di "Sushi Nickname".' });
  });
});

describe('restaurants: history, revert, lock', () => {
  it('reverts vandalism to an earlier version and locks the restaurant against edits', async () => {
    const { restaurantId } = await setup('Sushi Storico');
    const patch = (user: TestUser, body: Record<string, unknown>) => api<{ code?: string }>(sut, `/restaurants/${restaurantId}`, { method: 'PATCH', token: user.accessToken, body });
    expect((await patch(bystander, { phone: '035 123456' })).status).toBe(200);
    expect((await patch(reporter, { name: 'Sushi Truffa', phone: '000' })).status).toBe(200);
    const history = await api<{ items: { id: string; changes: Record<string, { old: unknown; new: unknown }> }[] }>(sut, `/restaurants/${restaurantId}/edits`, { token: bystander.accessToken });
    expect(history.body.items).toHaveLength(2);
    const good = history.body.items[1]!.id;
    const reverted = await act(moderator, { target_type: 'restaurant', target_id: restaurantId, action: 'revert', rule: 'false_information', reason: 'Vandalismo.', edit_id: good });
    expect(reverted.status).toBe(201);
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, restaurantId));
    expect({ name: row!.name, phone: row!.phone }).toEqual({ name: 'Sushi Storico', phone: '035 123456' });
    expect((await act(moderator, { target_type: 'restaurant', target_id: restaurantId, action: 'revert', rule: 'spam', reason: 'x', edit_id: UNKNOWN })).body.code).toBe('version_not_found');

    await act(moderator, { target_type: 'restaurant', target_id: restaurantId, action: 'lock', rule: 'false_information', reason: 'Modifiche ripetute.' });
    const locked = await patch(reporter, { name: 'Sushi Truffa' });
    expect(locked).toEqual({ status: 403, body: { code: 'restaurant_locked', message: 'Questo locale è bloccato contro le modifiche da un moderatore.' } });
    await act(moderator, { target_type: 'restaurant', target_id: restaurantId, action: 'unlock', reason: 'Fine blocco.' });
    expect((await patch(bystander, { phone: '035 654321' })).status).toBe(200);
  });
});

describe('suspension', () => {
  type Suspension = { user_id: string; nickname: string | null; until: string | null; indefinite: boolean; action: { id: string; reason: string; moderator_id: string; created_at: string } | null };
  const suspensions = async () =>
    (await api<{ suspensions: Suspension[] }>(sut, '/moderation/queue', { token: moderator.accessToken })).body.suspensions;

  it('suspends for the period the moderator chooses, or indefinitely, and lists who is suspended with who decided, when and why', async () => {
    const nickname = `Sospeso${Date.now()}`;
    const target = await newUser(sut, { data: { nickname } });
    const suspend = (body: Record<string, unknown>) =>
      act(moderator, { target_type: 'user', target_id: target.id, action: 'suspend', rule: 'spam', reason: 'Spam ripetuto.', ...body });
    const missing = await suspend({});
    expect(missing).toEqual({ status: 400, body: { code: 'suspension_period_required', message: 'Scegli la durata della sospensione.' } });
    expect((await suspend({ days: 30, indefinite: true })).body.code).toBe('suspension_period_required');
    expect((await suspend({ days: 366 })).status).toBe(400);

    const month = await suspend({ days: 30 });
    expect(month.status).toBe(201);
    expect(month.body.details).toMatchObject({ days: 30, indefinite: false });
    const until = new Date(month.body.details.until as string).getTime();
    expect(Math.abs(until - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    const listed = (await suspensions()).find((entry) => entry.user_id === target.id);
    expect(listed).toMatchObject({ nickname, indefinite: false, action: { id: month.body.id, reason: 'Spam ripetuto.', moderator_id: moderator.id } });

    const forever = await suspend({ indefinite: true });
    expect(forever.status).toBe(201);
    expect(forever.body.details).toMatchObject({ days: null, until: null, indefinite: true });
    expect((await suspensions()).find((entry) => entry.user_id === target.id)).toMatchObject({ until: null, indefinite: true, action: { id: forever.body.id } });
    await sut.app.alerts.drain();
    // One statement of reasons per decision, each naming its own: the outbox may send the two in either order.
    const statements = await mailbox(sut, target.email);
    expect(statements).toHaveLength(2);
    const statementOf = (actionId: string) => statements.find((email) => email.text.includes(`/decisioni/${actionId}`));
    expect(statementOf(forever.body.id as string)!.text).toContain('Fino al: a tempo indeterminato');
    expect(statementOf(month.body.id as string)!.text).not.toContain('a tempo indeterminato');

    const lifted = await act(moderator, { target_type: 'user', target_id: target.id, action: 'unsuspend', reason: 'Chiarito con l’utente.' });
    expect(lifted.status).toBe(201);
    expect((await suspensions()).map((entry) => entry.user_id)).not.toContain(target.id);
    expect((await act(moderator, { target_type: 'user', target_id: target.id, action: 'unsuspend', reason: 'di nuovo' })).body.code).toBe('already_in_state');

    // An operator's ban afterwards (the admin API writes banned_until alone) is nobody's decision on this page,
    // and a week is not indefinite: not the lifted suspension's moderator, reason and 'a tempo indeterminato'.
    await db().execute(sql`UPDATE users SET banned_until = now() + interval '7 days' WHERE id = ${target.id}`);
    const operatorBan = (await suspensions()).find((entry) => entry.user_id === target.id);
    expect(operatorBan).toMatchObject({ indefinite: false, action: null });
    expect(Math.abs(new Date(operatorBan!.until!).getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    // An operator's indefinite ban (GoTrue's 876000h) reads as one.
    await db().execute(sql`UPDATE users SET banned_until = now() + interval '876000 hours' WHERE id = ${target.id}`);
    expect((await suspensions()).find((entry) => entry.user_id === target.id)).toMatchObject({ until: null, indefinite: true, action: null });
  });


  it('lets only an admin suspend a moderator or an admin, so a moderator cannot lock staff out', async () => {
    const otherModerator = await newUser(sut);
    const otherAdmin = await newUser(sut);
    await grant(otherModerator, 'moderator');
    await grant(otherAdmin, 'admin');
    const suspend = (by: TestUser, target: TestUser) =>
      act(by, { target_type: 'user', target_id: target.id, action: 'suspend', rule: 'spam', reason: 'Abuso del ruolo.', days: 1 });
    const refused = {
      status: 403,
      body: { code: 'staff_suspension_needs_admin', message: 'Solo un amministratore può sospendere un moderatore o un amministratore.' },
    };
    expect(await suspend(moderator, otherModerator)).toEqual(refused);
    expect(await suspend(moderator, otherAdmin)).toEqual(refused);
    expect((await api(sut, '/moderation/me', { token: otherModerator.accessToken })).body).toEqual({ role: 'moderator' });
    expect((await api(sut, '/moderation/me', { token: otherAdmin.accessToken })).body).toEqual({ role: 'admin' });

    expect((await suspend(admin, otherModerator)).status).toBe(201);
    expect((await api(sut, '/moderation/me', { token: otherModerator.accessToken })).status).toBe(401);
    expect((await act(moderator, { target_type: 'user', target_id: otherModerator.id, action: 'unsuspend', reason: 'Chiarito.' })).status).toBe(201);
  });

  it('refuses sign-in with user_banned while suspended, and lets the user in again once lifted', async () => {
    const spammer = await newUser(sut);
    const signIn = () =>
      fetch(`${sut.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: spammer.email, password: spammer.password }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; error_code?: string } }));
    const suspended = await act(moderator, { target_type: 'user', target_id: spammer.id, action: 'suspend', rule: 'spam', reason: 'Spam ripetuto.', days: 7 });
    expect(suspended.status).toBe(201);
    expect(suspended.body.details.days).toBe(7);
    const refused = await signIn();
    expect(refused.status).toBe(400);
    expect(refused.body.code ?? refused.body.error_code).toBe('user_banned');
    const refresh = await fetch(`${sut.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: spammer.refreshToken }),
    });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { code: string }).code).toBe('user_banned');
    // The access token already issued stops working too.
    expect((await api(sut, '/moderation/me', { token: spammer.accessToken })).status).toBe(401);
    expect((await act(moderator, { target_type: 'user', target_id: spammer.id, action: 'unsuspend', reason: 'Chiarito.' })).status).toBe(201);
    expect((await signIn()).status).toBe(200);
  });
});
