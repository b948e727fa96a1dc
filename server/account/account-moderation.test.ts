// What an account gave to moderation and was told by it (docs/product.md#moderation, its own moderation data):
// the export holds the reports it filed with their text, the decisions about it
// and its appeals; deleting the account erases their text and keeps what
// moderation needs without naming anyone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUserCommand } from '../auth/cli';
import { moderationActions, moderationAppeals, moderationReports } from '../db/schema';
import { callApi, insertRestaurant, insertReview, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { AccountExport } from './account.schemas';

let sut: TestApp;
let moderator: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  moderator = await newUser(sut);
  expect(await runUserCommand(sut.database.db, ['role', moderator.email, 'moderator'], () => undefined)).toBe(0);
});
afterAll(async () => {
  await sut?.close();
});

const db = () => sut.database.db;

/** The user files a report with its text, a moderator hides the user's review, and the user appeals. */
async function userKnownToModeration() {
  const user = await newUser(sut);
  const other = await newUser(sut);
  const restaurant = await insertRestaurant(sut, { name: `Moderato ${Date.now()}`, city: 'Lodi' });
  const own = await insertReview(sut, { restaurantId: restaurant.id, userId: user.id, comment: 'Il mio testo personale' });
  const others = await insertReview(sut, { restaurantId: restaurant.id, userId: other.id, comment: 'Recensione altrui' });
  const report = await callApi(sut, 'POST', '/rest/v1/reports', {
    token: user.accessToken,
    body: { target_type: 'review', target_id: others.id, reason: 'other', details: 'Il testo della mia segnalazione' },
  });
  expect(report.status).toBe(201);
  const hidden = await callApi<{ id: string }>(sut, 'POST', '/rest/v1/moderation/actions', {
    token: moderator.accessToken,
    body: { target_type: 'review', target_id: own.id, action: 'hide', rule: 'offensive', reason: 'Tono offensivo' },
  });
  expect(hidden.status).toBe(201);
  const appeal = await callApi(sut, 'POST', `/rest/v1/moderation/decisions/${hidden.body.id}/appeal`, {
    token: user.accessToken,
    body: { text: 'Il mio ricorso, con le mie parole' },
  });
  expect(appeal.status).toBe(201);
  return { user, actionId: hidden.body.id, othersReviewId: others.id };
}

describe('the account and moderation', () => {
  it('exports the reports filed with their text, the decisions about the user and the appeals', async () => {
    const { user, actionId, othersReviewId } = await userKnownToModeration();
    const response = await callApi<AccountExport>(sut, 'GET', '/rest/v1/account/export', { token: user.accessToken });
    expect(response.status).toBe(200);
    const { moderation } = response.body;
    expect(moderation.reports_filed).toMatchObject([
      { target_type: 'review', target_id: othersReviewId, reason: 'other', details: 'Il testo della mia segnalazione', status: 'open', resolved_at: null },
    ]);
    expect(moderation.decisions).toMatchObject([
      { id: actionId, action: 'hide', target_type: 'review', rule: 'offensive', reason: 'Tono offensivo', details: { what: 'Il mio testo personale' } },
    ]);
    expect(moderation.appeals).toMatchObject([{ action_id: actionId, text: 'Il mio ricorso, con le mie parole', status: 'open', decided_at: null }]);
  });

  it('erases what the account wrote to moderation on deletion, and keeps the decision without naming anyone', async () => {
    const { user, actionId, othersReviewId } = await userKnownToModeration();
    const deleted = await callApi(sut, 'DELETE', '/rest/v1/account', { token: user.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(deleted.status).toBe(204);

    const reports = await db().select().from(moderationReports).where(eq(moderationReports.targetId, othersReviewId));
    expect(reports.map((row) => ({ reporter: row.reporterId, details: row.details, reason: row.reason }))).toEqual([
      { reporter: null, details: null, reason: 'other' },
    ]);
    const [action] = await db().select().from(moderationActions).where(eq(moderationActions.id, actionId));
    expect(action).toMatchObject({ action: 'hide', rule: 'offensive', reason: 'Tono offensivo', affectedUserId: null });
    expect(action!.details).not.toHaveProperty('what');
    expect(await db().select().from(moderationAppeals).where(eq(moderationAppeals.actionId, actionId))).toEqual([]);
  });
});
