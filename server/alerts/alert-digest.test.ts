// The weekly digest (docs/product.md#alerts) through the outbox and a real
// SMTP server on 127.0.0.1: off by default; once chosen, one email on Monday
// morning in the user's time zone listing the week's changes to the venues
// they save, once even with two instances' rounds; nothing when nothing
// changed; its one-click unsubscribe stops it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../domain/alerts';
import { rowsOf } from '../db/query';
import { alertOutbox, notifications } from '../db/schema';
import { insertRestaurants } from '../test/restaurant-fixtures';
import { callApi, newUser, type TestUser } from '../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAlertDigest } from './alert-digest';

let smtp: TestSmtpServer;
let sut: TestApp;
/** Next Monday at 09:00 in Rome: the digests of the week that ends then are due. */
let monday: Date;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The app's own loops are off: the rounds here run at the chosen Monday.
  sut = await createTestApp({
    AUTH_AUTOCONFIRM: 'true',
    ALERTS_WORKER_ENABLED: 'false',
    ALERTS_FANOUT_ENABLED: 'false',
    RATE_LIMITS_ENABLED: 'false',
    SMTP_URL: smtp.url,
  });
  const [row] = await rowsOf<{ monday: Date | string }>(
    sut.database.db,
    sql`SELECT ((date_trunc('week', now() AT TIME ZONE 'Europe/Rome') + interval '7 days 9 hours') AT TIME ZONE 'Europe/Rome') AS monday`,
  );
  monday = new Date(row!.monday);
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

const DAY = 24 * 60 * 60 * 1000;
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
const mailsTo = (user: TestUser) => smtp.received.filter((mail) => mail.to.includes(user.email));

const choose = (user: TestUser, email: Partial<AlertPreferences['email']>) =>
  callApi(sut, 'PUT', '/rest/v1/alerts/preferences', {
    token: user.accessToken,
    body: { ...DEFAULT_ALERT_PREFERENCES, email: { ...DEFAULT_ALERT_PREFERENCES.email, incident_reported: false, ...email } },
  });

/** A user who saves a venue that had a reaction report, a status change and a review for their allergens in the week. */
async function saverWithAWeek(nickname: string, venue: string): Promise<{ user: TestUser; restaurantId: string }> {
  const user = await newUser(sut, { data: { nickname } });
  const [restaurantId, unsaved] = await insertRestaurants(sut.database.db, [
    { name: venue, city: 'Lecce' },
    { name: `${venue} Dimenticata`, city: 'Lecce' },
  ]);
  expect((await callApi(sut, 'PUT', `/rest/v1/saved/${restaurantId}`, { token: user.accessToken })).status).toBe(204);
  const at = (daysBefore: number) => new Date(monday.getTime() - daysBefore * DAY);
  await sut.database.db.insert(notifications).values([
    { userId: user.id, restaurantId, type: 'incident_reported', title: 'Reazione segnalata', message: `Reazione al sesamo segnalata da ${venue}`, createdAt: at(5) },
    { userId: user.id, restaurantId, type: 'venue_status', title: 'Nuova gestione', message: `${venue} ha una nuova gestione`, createdAt: at(3) },
    { userId: user.id, restaurantId, type: 'review_for_you', title: 'Nuova recensione', message: `Una recensione senza glutine per ${venue}`, createdAt: at(1) },
    // Before the week, about a venue no longer saved, and a like: none is in the digest.
    { userId: user.id, restaurantId, type: 'venue_status', title: 'Chiusura', message: 'Notizia della settimana prima', createdAt: at(9) },
    { userId: user.id, restaurantId: unsaved, type: 'incident_reported', title: 'Reazione segnalata', message: 'Locale non più salvato', createdAt: at(2) },
    { userId: user.id, restaurantId, type: 'review_like', title: 'Mi piace', message: 'Un mi piace alla tua recensione', createdAt: at(2) },
  ]);
  return { user, restaurantId: restaurantId! };
}

const digestRows = (user: TestUser) =>
  sut.database.db
    .select()
    .from(alertOutbox)
    .where(and(eq(alertOutbox.userId, user.id), sql`${alertOutbox.payload}->>'type' = 'weekly_digest'`));

describe('the weekly digest', () => {
  it('is off by default: nothing is queued or sent', async () => {
    const { user } = await saverWithAWeek('Distratta', 'Osteria Muta');
    const preferences = await callApi<AlertPreferences>(sut, 'GET', '/rest/v1/alerts/preferences', { token: user.accessToken });
    expect(preferences.body.email.weekly_digest).toBe(false);
    await createAlertDigest({ db: sut.database.db, log: sut.app.log, now: () => monday }).runOnce();
    await sut.app.alerts.drain();
    expect(await digestRows(user)).toEqual([]);
    expect(mailsTo(user)).toEqual([]);
  });

  it('once chosen, is sent once on Monday with two instances’ rounds, listing the week’s changes, and unsubscribes in one click', async () => {
    const { user, restaurantId } = await saverWithAWeek('Attenta', 'Trattoria Settimana');
    expect((await choose(user, { weekly_digest: true })).status).toBe(200);
    const instances = [1, 2].map(() => createAlertDigest({ db: sut.database.db, log: sut.app.log, now: () => monday }));

    // Monday at 07:00 in Rome: not due yet.
    const early = createAlertDigest({ db: sut.database.db, log: sut.app.log, now: () => new Date(monday.getTime() - 2 * 60 * 60 * 1000) });
    expect(await early.runOnce()).toBe(0);

    // Two instances at once, then each again: one row.
    const counts = await Promise.all(instances.map((instance) => instance.runOnce()));
    expect(counts.sort()).toEqual([0, 1]);
    expect(await instances[0]!.runOnce()).toBe(0);
    expect(await instances[1]!.runOnce()).toBe(0);
    await sut.app.alerts.drain();
    expect(await instances[1]!.runOnce()).toBe(0);
    await sut.app.alerts.drain();
    const [row] = await digestRows(user);
    expect(row!.sentAt).not.toBeNull();
    expect(mailsTo(user)).toHaveLength(1);

    const raw = mailsTo(user)[0]!.raw;
    const text = unfold(raw);
    expect(header(raw, 'Subject')).toContain('riepilogo_settimanale');
    expect(text).toContain('Trattoria Settimana: Reazione segnalata. Reazione al sesamo segnalata da Trattoria Settimana');
    expect(text).toContain('Trattoria Settimana: Nuova gestione. Trattoria Settimana ha una nuova gestione');
    expect(text).toContain('Trattoria Settimana: Nuova recensione. Una recensione senza glutine per Trattoria Settimana');
    expect(text).toContain(`${sut.baseUrl}/restaurants/${restaurantId}`);
    expect(text).not.toContain('/en/');
    expect(text).not.toContain('Notizia della settimana prima');
    expect(text).not.toContain('Locale non pi');
    expect(text).not.toContain('Un mi piace');

    const listUnsubscribe = header(raw, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(new RegExp(`^<${sut.baseUrl}/rest/v1/alerts/unsubscribe\\?token=[\\w-]+\\.[\\w-]+>$`));
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const page = await fetch(listUnsubscribe!.slice(1, -1));
    expect(await page.text()).toContain('Vuoi smettere di ricevere per email: Riepilogo settimanale dei locali salvati?');
    const oneClick = await fetch(listUnsubscribe!.slice(1, -1), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('non riceverai più per email: Riepilogo settimanale dei locali salvati');
    const after = await callApi<AlertPreferences>(sut, 'GET', '/rest/v1/alerts/preferences', { token: user.accessToken });
    expect(after.body.email).toEqual({ incident_reported: false, venue_status: false, weekly_digest: false });

    // The Monday after, with a new week of changes: nothing, it is off.
    const later = new Date(monday.getTime() + 7 * DAY);
    await sut.database.db.insert(notifications).values({
      userId: user.id,
      restaurantId,
      type: 'venue_status',
      title: 'Chiusura',
      message: 'Chiusa per ferie',
      createdAt: new Date(later.getTime() - DAY),
    });
    expect(await createAlertDigest({ db: sut.database.db, log: sut.app.log, now: () => later }).runOnce()).toBe(0);
  });

  it('is worded in the language the user chose: each change’s English text, its Italian where a row has none', async () => {
    const { user, restaurantId } = await saverWithAWeek('Traveller', 'Taverna Inglese');
    expect((await callApi(sut, 'PUT', '/rest/v1/profile/language', { token: user.accessToken, body: { language: 'en' } })).status).toBe(200);
    await sut.database.db
      .update(notifications)
      .set({ titleEn: 'New management', messageEn: 'Taverna Inglese is under new management' })
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Nuova gestione')));
    expect((await choose(user, { weekly_digest: true })).status).toBe(200);
    await createAlertDigest({ db: sut.database.db, log: sut.app.log, now: () => monday }).runOnce();
    await sut.app.alerts.drain();
    expect(mailsTo(user)).toHaveLength(1);
    const raw = mailsTo(user)[0]!.raw;
    const text = unfold(raw);
    expect(header(raw, 'Subject')).toContain('The_weekly_summary_of_your_saved_venues');
    expect(text).toContain('Taverna Inglese: New management. Taverna Inglese is under new management');
    // Written before bell rows had an English text: as it was written.
    expect(text).toContain('Taverna Inglese: Reazione segnalata. Reazione al sesamo segnalata da Taverna Inglese');
    // Its links open the English app, as the account emails' do (#43).
    expect(text).toContain(`${sut.baseUrl}/en/restaurants/${restaurantId}`);
    expect(text).not.toContain(`${sut.baseUrl}/restaurants/`);
    expect(text).toContain(`: ${sut.baseUrl}/en/`);
    expect(text).toContain('venues you saved:');
    expect(text).not.toContain('locali che hai salvato');
    expect(header(raw, 'List-Unsubscribe')).toMatch(/\?token=[\w-]+\.[\w-]+&lang=en>$/);
  });

  it('sends nothing for a week with nothing to say, and waits for the end of quiet hours', async () => {
    const quiet = await newUser(sut, { data: { nickname: 'Quieta' } });
    expect((await choose(quiet, { weekly_digest: true })).status).toBe(200);
    const round = createAlertDigest({ db: sut.database.db, log: sut.app.log, now: () => monday });
    await round.runOnce();
    expect(await digestRows(quiet)).toEqual([]);

    // Quiet hours around the real present: the digest waits for their end, as pushes do.
    const { user } = await saverWithAWeek('Dormiente', 'Locanda Notturna');
    const nowInRome = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
    const minutes = Number(nowInRome.slice(0, 2)) * 60 + Number(nowInRome.slice(3, 5));
    const time = (offset: number) => {
      const value = (minutes + offset + 1440) % 1440;
      return `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
    };
    await callApi(sut, 'PUT', '/rest/v1/alerts/preferences', {
      token: user.accessToken,
      body: { ...DEFAULT_ALERT_PREFERENCES, email: { ...DEFAULT_ALERT_PREFERENCES.email, weekly_digest: true }, quiet_hours: { start: time(-30), end: time(90) } },
    });
    await round.runOnce();
    const [held] = await digestRows(user);
    expect(held!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(88 * 60_000);
  });
});
