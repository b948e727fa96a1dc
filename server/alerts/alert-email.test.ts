// Alert emails through the outbox and a real SMTP server on 127.0.0.1, with
// RFC 8058 one-click unsubscribe: the mail client's POST and the link's page
// work without signing in; a changed or expired link gets a clear Italian page.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../domain/alerts';
import { italianDay } from '../../domain/incidents';
import { alertOutbox } from '../db/schema';
import { allergenIds, insertRestaurants } from '../test/restaurant-fixtures';
import { callApi, newUser, fannedOut, type TestUser } from '../test/factories';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

let smtp: TestSmtpServer;
let sut: TestApp;
let saver: TestUser;
let reporter: TestUser;
let sesame: string;
let received: ReceivedMail[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  sut = await createTestApp({
    AUTH_AUTOCONFIRM: 'true',
    ALERTS_WORKER_ENABLED: 'false',
    RATE_LIMITS_ENABLED: 'false',
    SMTP_URL: smtp.url,
  });
  saver = await newUser(sut, { data: { nickname: 'Lettrice' } });
  reporter = await newUser(sut, { data: { nickname: 'Segnalatore' } });
  sesame = (await allergenIds(sut.database.db)).get('Sesame seeds')!;
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(unfold(raw))?.[1]?.trim();

async function reportOnSavedVenue(name: string) {
  const [restaurantId] = await insertRestaurants(sut.database.db, [{ name, city: 'Bari' }]);
  expect((await callApi(sut, 'PUT', `/rest/v1/saved/${restaurantId}`, { token: saver.accessToken })).status).toBe(204);
  const reported = await callApi(sut, 'POST', `/rest/v1/restaurants/${restaurantId}/incidents`, {
    token: reporter.accessToken,
    body: { allergen_ids: [sesame], severity: 'mild', meal_date: italianDay(new Date()), staff_informed: false },
  });
  expect(reported.status).toBe(201);
  await fannedOut(sut);
  return restaurantId!;
}

const preferences = async () =>
  (await callApi<AlertPreferences>(sut, 'GET', '/rest/v1/alerts/preferences', { token: saver.accessToken })).body;

describe('alert emails', () => {
  it('emails a reaction report with one-click unsubscribe headers, and the mail client’s POST unsubscribes', async () => {
    const restaurantId = await reportOnSavedVenue('Trattoria Postale');
    await sut.app.alerts.drain();
    const mail = received.find((message) => message.to.includes(saver.email) && message.raw.includes('Trattoria Postale'));
    expect(mail).toBeDefined();
    expect(header(mail!.raw, 'Subject')).toContain('Reazione_segnalata');
    const listUnsubscribe = header(mail!.raw, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(new RegExp(`^<${sut.baseUrl}/rest/v1/alerts/unsubscribe\\?token=[\\w-]+\\.[\\w-]+>$`));
    expect(header(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain(`/restaurants/${restaurantId}`);
    const [row] = await sut.database.db
      .select()
      .from(alertOutbox)
      .where(and(eq(alertOutbox.userId, saver.id), eq(alertOutbox.channel, 'email')));
    expect(row!.sentAt).not.toBeNull();

    const url = listUnsubscribe!.slice(1, -1);
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('non riceverai più per email: Reazioni segnalate nei locali salvati');
    expect(await preferences()).toEqual({ ...DEFAULT_ALERT_PREFERENCES, email: { incident_reported: false, venue_status: false, weekly_digest: false } });

    // Unsubscribed: the next report sends no email.
    const before = received.length;
    await reportOnSavedVenue('Trattoria Silenziosa');
    await sut.app.alerts.drain();
    expect(received.slice(before).filter((message) => message.to.includes(saver.email))).toEqual([]);
  });

  it('asks to confirm on the link’s page, and unsubscribes with its button (a multipart POST too)', async () => {
    await callApi(sut, 'PUT', '/rest/v1/alerts/preferences', {
      token: saver.accessToken,
      body: { ...DEFAULT_ALERT_PREFERENCES, email: { incident_reported: true, venue_status: true } },
    });
    const key = await unsubscribeKey(sut.database.db);
    const url = `${sut.baseUrl}/rest/v1/alerts/unsubscribe?token=${signUnsubscribeToken(key, { userId: saver.id, type: 'venue_status' })}`;
    const confirmPage = await fetch(url);
    expect(confirmPage.status).toBe(200);
    expect(confirmPage.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await confirmPage.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Vuoi smettere di ricevere per email: Chiusure e nuove gestioni dei locali salvati?');
    expect(html).toMatch(/<form method="post" action="\/rest\/v1\/alerts\/unsubscribe\?token=[^"]+"><button type="submit">Sì, non inviarmele più<\/button>/);
    // Opening the page changed nothing.
    expect((await preferences()).email.venue_status).toBe(true);

    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(200);
    expect((await preferences()).email).toEqual({ incident_reported: true, venue_status: false, weekly_digest: false });
  });

  it('refuses a changed or expired link with a clear Italian page', async () => {
    const key = await unsubscribeKey(sut.database.db);
    const token = signUnsubscribeToken(key, { userId: saver.id, type: 'incident_reported' });
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ u: reporter.id, t: 'incident_reported', e: 9_999_999_999 })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${body}.${signature.slice(0, -2)}AA`, 'nonsense', '']) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${sut.baseUrl}/rest/v1/alerts/unsubscribe?token=${bad}`, { method });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain('Questo link non è valido');
      }
    }
    const old = signUnsubscribeToken(key, { userId: saver.id, type: 'incident_reported' }, new Date(Date.now() - 61 * 24 * 60 * 60 * 1000));
    const expired = await fetch(`${sut.baseUrl}/rest/v1/alerts/unsubscribe?token=${old}`, { method: 'POST' });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('Questo link è scaduto');
  });
});
