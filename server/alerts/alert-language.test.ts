// Alerts in the recipient's language (#43): the bell row keeps its English
// text beside the Italian one (migration 0035); the bell is read in the
// request's language, a push and an alert email are worded in the language the
// recipient chose, and the unsubscribe pages speak the email's language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { italianDay } from '../../domain/incidents';
import { alertOutbox, notifications, pushSubscriptions } from '../db/schema';
import { allergenIds, insertRestaurants } from '../test/restaurant-fixtures';
import { callApi, fannedOut, newUser, type TestUser } from '../test/factories';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

let smtp: TestSmtpServer;
let sut: TestApp;
let english: TestUser;
let italian: TestUser;
let reporter: TestUser;
let received: ReceivedMail[];
let restaurantId: string;

const ENGLISH = { 'x-allerguida-language': 'en' };
const ENGLISH_MESSAGE = 'A reaction to Sesame seeds has been reported at "Trattoria Bilingue" (reported by users, not verified).';
const ITALIAN_MESSAGE = 'Una reazione a Sesamo è stata segnalata a "Trattoria Bilingue" (segnalata da utenti, non verificata).';

const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(unfold(raw))?.[1]?.trim();
const mailTo = (user: TestUser) => received.find((message) => message.to.includes(user.email));

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', ALERTS_WORKER_ENABLED: 'false', RATE_LIMITS_ENABLED: 'false', SMTP_URL: smtp.url });
  english = await newUser(sut, { data: { nickname: 'Reader' } });
  italian = await newUser(sut, { data: { nickname: 'Lettore' } });
  reporter = await newUser(sut, { data: { nickname: 'Segnalatrice' } });
  expect((await callApi(sut, 'PUT', '/rest/v1/profile/language', { token: english.accessToken, body: { language: 'en' } })).status).toBe(200);
  [restaurantId] = (await insertRestaurants(sut.database.db, [{ name: 'Trattoria Bilingue', city: 'Lecce' }])) as [string];
  for (const user of [english, italian]) {
    expect((await callApi(sut, 'PUT', `/rest/v1/saved/${restaurantId}`, { token: user.accessToken })).status).toBe(204);
    await sut.database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `http://127.0.0.1:9/push/${user.id}`, p256dh: 'key', auth: 'auth' });
  }
  const sesame = (await allergenIds(sut.database.db)).get('Sesame seeds')!;
  const reported = await callApi(sut, 'POST', `/rest/v1/restaurants/${restaurantId}/incidents`, {
    token: reporter.accessToken,
    body: { allergen_ids: [sesame], severity: 'mild', meal_date: italianDay(new Date()), staff_informed: false },
  });
  expect(reported.status).toBe(201);
  await fannedOut(sut);
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

const pushPayloadOf = async (user: TestUser) =>
  (await sut.database.db.select().from(alertOutbox).where(and(eq(alertOutbox.userId, user.id), eq(alertOutbox.channel, 'push'))))[0]?.payload;

describe('alerts in the recipient’s language', () => {
  it('reads the bell in the request’s language, whoever wrote it', async () => {
    const inEnglish = await callApi<{ items: { title: string; message: string }[] }>(sut, 'GET', '/rest/v1/notifications', {
      token: english.accessToken,
      headers: ENGLISH,
    });
    expect(inEnglish.body.items[0]).toMatchObject({ title: 'Reaction reported', message: ENGLISH_MESSAGE });
    const inItalian = await callApi<{ items: { title: string; message: string }[] }>(sut, 'GET', '/rest/v1/notifications', {
      token: english.accessToken,
    });
    expect(inItalian.body.items[0]).toMatchObject({ title: 'Reazione segnalata', message: ITALIAN_MESSAGE });
  });

  it('keeps showing a row written before the English text existed in Italian', async () => {
    await sut.database.db.insert(notifications).values({ userId: italian.id, type: 'review_like', title: 'Vecchio titolo', message: 'Vecchio messaggio' });
    const read = await callApi<{ items: { title: string; message: string }[] }>(sut, 'GET', '/rest/v1/notifications', {
      token: italian.accessToken,
      headers: ENGLISH,
    });
    expect(read.body.items[0]).toMatchObject({ title: 'Vecchio titolo', message: 'Vecchio messaggio' });
  });

  it('words the push in the language the recipient chose, Italian for one who never chose', async () => {
    expect(await pushPayloadOf(english)).toMatchObject({ title: 'Reaction reported', body: ENGLISH_MESSAGE });
    expect(await pushPayloadOf(italian)).toMatchObject({ title: 'Reazione segnalata', body: ITALIAN_MESSAGE });
  });

  it('words the alert email, and links an unsubscribe page, in the language the recipient chose', async () => {
    await sut.app.alerts.drain();
    const englishMail = mailTo(english)!;
    expect(header(englishMail.raw, 'Subject')).toContain('Reaction_reported');
    const englishBody = englishMail.raw.replace(/=\r?\n/g, '');
    expect(englishBody).toContain('Stop receiving these emails');
    expect(englishBody).toContain('You are receiving this email because you chose to receive by email: Reactions reported at saved venues.');
    expect(header(englishMail.raw, 'List-Unsubscribe')).toMatch(/\?token=[\w-]+\.[\w-]+&lang=en>$/);
    // Its link opens the venue in the English app, as the account emails' do (#43).
    expect(englishBody).toContain(`${sut.baseUrl}/en/restaurants/${restaurantId}`);
    expect(englishBody).not.toContain(`${sut.baseUrl}/restaurants/`);

    const italianMail = mailTo(italian)!;
    expect(header(italianMail.raw, 'Subject')).toContain('Reazione_segnalata');
    expect(header(italianMail.raw, 'List-Unsubscribe')).toMatch(/\?token=[\w-]+\.[\w-]+>$/);
    const italianBody = italianMail.raw.replace(/=\r?\n/g, '');
    expect(italianBody).toContain(`${sut.baseUrl}/restaurants/${restaurantId}`);
    expect(italianBody).not.toContain('/en/');
  });

  it('shows the unsubscribe page and its refusals in the email’s language', async () => {
    const key = await unsubscribeKey(sut.database.db);
    const token = signUnsubscribeToken(key, { userId: english.id, type: 'venue_status' });
    const page = await fetch(`${sut.baseUrl}/rest/v1/alerts/unsubscribe?token=${token}&lang=en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Alert emails · AllerGuida</title>');
    expect(html).toContain(`action="/rest/v1/alerts/unsubscribe?token=${token}&amp;lang=en"`);

    const done = await fetch(`${sut.baseUrl}/rest/v1/alerts/unsubscribe?token=${token}&lang=en`, { method: 'POST' });
    expect(await done.text()).toContain('Done: you will no longer receive by email:');

    const refused = await fetch(`${sut.baseUrl}/rest/v1/alerts/unsubscribe?token=nonsense&lang=en`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This link is not valid: it may have been copied incorrectly.');
    const italianRefusal = await fetch(`${sut.baseUrl}/rest/v1/alerts/unsubscribe?token=nonsense`, { headers: { 'accept-language': 'en' } });
    expect(await italianRefusal.text()).toContain('Questo link non è valido');
  });
});
