// A moderation decision's statement of reasons by email goes through the
// alerts outbox (docs/architecture.md#alerts): an SMTP server that is down
// when the moderator decides delays the email, never loses it, and a slow one
// never holds up the moderator's request.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUserCommand } from '../auth/cli';
import { alertOutbox } from '../db/schema';
import { newUser, type TestUser } from '../test/factories';
import { api, insertRestaurants, insertReviews } from '../test/restaurant-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, freePort, type TestApp } from '../test/test-app';

let sut: TestApp;
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
let author: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  smtpPort = await freePort();
  sut = await createTestApp({
    AUTH_AUTOCONFIRM: 'true',
    ALERTS_WORKER_ENABLED: 'false',
    RATE_LIMITS_ENABLED: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
  });
  author = await newUser(sut, { data: { nickname: 'Autrice' } });
  moderator = await newUser(sut);
  expect(await runUserCommand(sut.database.db, ['role', moderator.email, 'moderator'], () => undefined)).toBe(0);
});
afterAll(async () => {
  await sut.close();
  await smtp?.close();
});

async function hideAReview(comment: string) {
  const [restaurantId] = await insertRestaurants(sut.database.db, [{ name: `Locale di ${comment}`, city: 'Bergamo' }]);
  const [reviewId] = await insertReviews(sut.database.db, [{ restaurantId: restaurantId!, userId: author.id, rating: 'poor', allergens: [], comment }]);
  const hidden = await api<{ id: string }>(sut, '/moderation/actions', {
    method: 'POST',
    token: moderator.accessToken,
    body: { target_type: 'review', target_id: reviewId, action: 'hide', rule: 'offensive', reason: 'Offende il personale.' },
  });
  expect(hidden.status).toBe(201);
  return { actionId: hidden.body.id };
}

/** The raw message with its quoted-printable parts decoded (UTF-8). */
const quotedPrintable = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

const statementRows = () =>
  sut.database.db
    .select()
    .from(alertOutbox)
    .where(and(eq(alertOutbox.userId, author.id), eq(alertOutbox.channel, 'email')));

describe('the statement of reasons email', () => {
  it('waits in the outbox while SMTP is down, leaves once it is back, and a slow SMTP never holds up the decision', async () => {
    const first = await hideAReview('Prima recensione offensiva');
    await sut.app.alerts.drain();
    const [waiting] = await statementRows();
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, recipient: author.email });
    expect(waiting!.lastError).toContain('ECONNREFUSED');

    // Back, and slow: 3 s to accept each message. The decision is answered
    // before the SMTP server has seen its email: the request never waits on it.
    smtp = await startSmtpServer({ port: smtpPort, delayMs: 3000 });
    const second = await hideAReview('Seconda recensione offensiva');
    expect(smtp.received).toEqual([]);

    await sut.database.db.update(alertOutbox).set({ nextAttemptAt: new Date() }).where(eq(alertOutbox.userId, author.id));
    expect(await sut.app.alerts.drain()).toBe(2);
    const mails = smtp.received.filter((mail) => mail.to.includes(author.email));
    expect(mails).toHaveLength(2);
    const texts = mails.map((mail) => quotedPrintable(mail.raw));
    for (const { actionId } of [first, second]) expect(texts.filter((text) => text.includes(`/decisioni/${actionId}`))).toHaveLength(1);
    expect(texts[0]).toContain('Perché: Offende il personale.');
    // Not an alert the user turned on: it has no unsubscribe.
    expect(texts.some((text) => /^List-Unsubscribe/im.test(text))).toBe(false);
    expect((await statementRows()).every((row) => row.sentAt !== null)).toBe(true);
  });

  it('is worded in the language the user chose, and its link opens the decision in that language (#43)', async () => {
    expect((await api(sut, '/profile/language', { method: 'PUT', token: author.accessToken, body: { language: 'en' } })).status).toBe(200);
    const { actionId } = await hideAReview('Terza recensione offensiva');
    await sut.app.alerts.drain();
    const text = smtp!.received.filter((mail) => mail.to.includes(author.email)).map((mail) => quotedPrintable(mail.raw)).find((raw) => raw.includes(actionId));
    expect(text).toContain('Why: Offende il personale.');
    expect(text).toContain('Read the statement of reasons and appeal');
    expect(text).toContain(`${sut.baseUrl}/en/decisioni/${actionId}`);
    expect(text).not.toContain(`${sut.baseUrl}/decisioni/`);
  });
});
