// Alert preferences (docs/product.md#alerts): push per type, quiet hours in the
// user's time zone with reaction reports let through or held, in the account
// export and erased with the account.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../domain/alerts';
import type { AccountExport } from '../account/account.schemas';
import { alertOutbox, alertPreferences, pushSubscriptions } from '../db/schema';
import { insertRestaurants } from '../test/restaurant-fixtures';
import { notifySavers } from '../saved/saved-notifications';
import { callApi, newUser, fannedOut, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let actor: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', ALERTS_WORKER_ENABLED: 'false' });
  actor = await newUser(sut, { data: { nickname: 'Attore' } });
});
afterAll(async () => {
  await sut.close();
});

const PREFERENCES = '/rest/v1/alerts/preferences';
const put = (user: TestUser, body: unknown) => callApi<AlertPreferences & { code?: string }>(sut, 'PUT', PREFERENCES, { token: user.accessToken, body });

let counter = 0;
async function userWithDevice(nickname: string) {
  const user = await newUser(sut, { data: { nickname } });
  counter += 1;
  await sut.database.db
    .insert(pushSubscriptions)
    .values({ userId: user.id, endpoint: `https://push.example.test/p${counter}`, p256dh: 'k', auth: 'a', deviceLabel: 'Chrome su Android' });
  return user;
}

/** A saved venue of `user`, a change of `type` told to its savers, and the push queued for `user` (if any). */
async function alertOf(user: TestUser, type: 'incident_reported' | 'venue_status') {
  const [restaurantId] = await insertRestaurants(sut.database.db, [{ name: `Locale ${counter++}`, city: 'Parma' }]);
  expect((await callApi(sut, 'PUT', `/rest/v1/saved/${restaurantId}`, { token: user.accessToken })).status).toBe(204);
  await sut.database.db.transaction((tx) => notifySavers(tx, { restaurantId: restaurantId!, actorId: actor.id, type, title: 't', message: 'm', titleEn: 't', messageEn: 'm' }));
  await fannedOut(sut);
  const [row] = await sut.database.db
    .select()
    .from(alertOutbox)
    .where(and(eq(alertOutbox.userId, user.id), eq(alertOutbox.channel, 'push')));
  await sut.database.db.delete(alertOutbox).where(eq(alertOutbox.userId, user.id));
  return row;
}

/** 'HH:MM' in `timeZone` (Europe/Rome unless given), `minutes` from now. */
function localTime(minutes: number, timeZone = 'Europe/Rome'): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat('it-IT', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

describe('preferences', () => {
  it('starts from the defaults, saves the caller’s choices, and refuses bad ones', async () => {
    const user = await newUser(sut, { data: { nickname: 'Prima' } });
    expect((await callApi(sut, 'GET', PREFERENCES)).status).toBe(401);
    expect((await callApi(sut, 'GET', PREFERENCES, { token: user.accessToken })).body).toEqual(DEFAULT_ALERT_PREFERENCES);
    const chosen: AlertPreferences = {
      push: { incident_reported: true, venue_status: false, moderation: true },
      email: { incident_reported: false, venue_status: true, weekly_digest: true },
      quiet_hours: { start: '22:30', end: '07:00' },
      time_zone: 'America/New_York',
      incidents_during_quiet_hours: false,
    };
    const saved = await put(user, chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(chosen);
    expect((await callApi(sut, 'GET', PREFERENCES, { token: user.accessToken })).body).toEqual(chosen);
    expect((await callApi(sut, 'GET', PREFERENCES, { token: actor.accessToken })).body).toEqual(DEFAULT_ALERT_PREFERENCES);

    for (const bad of [
      { ...chosen, time_zone: 'Europe/Atlantide' },
      { ...chosen, quiet_hours: { start: '25:00', end: '07:00' } },
      { ...chosen, quiet_hours: { start: '07:00', end: '07:00' } },
      { ...chosen, push: { incident_reported: true } },
    ]) {
      expect((await put(user, bad)).status).toBe(400);
    }
  });

  it('says what is wrong with the quiet hours in the request’s language', async () => {
    const user = await newUser(sut, { data: { nickname: 'Silenziosa' } });
    const same = { ...DEFAULT_ALERT_PREFERENCES, quiet_hours: { start: '07:00', end: '07:00' } };
    const answer = (headers: Record<string, string>) =>
      callApi<{ code: string; message: string }>(sut, 'PUT', PREFERENCES, { token: user.accessToken, body: same, headers });
    expect((await answer({ 'x-allerguida-language': 'en' })).body).toMatchObject({
      code: 'validation_failed',
      message: 'Invalid data. Quiet hours must start and end at different times.',
    });
    expect((await answer({})).body).toMatchObject({
      code: 'validation_failed',
      message: 'Dati non validi. L’inizio e la fine delle ore di silenzio devono essere diversi.',
    });
  });

  it('pushes only the types the user wants', async () => {
    const user = await userWithDevice('Scelta');
    expect(await alertOf(user, 'venue_status')).toBeDefined();
    await put(user, { ...DEFAULT_ALERT_PREFERENCES, push: { incident_reported: true, venue_status: false, moderation: true } });
    expect(await alertOf(user, 'venue_status')).toBeUndefined();
    expect(await alertOf(user, 'incident_reported')).toBeDefined();
  });

  it('holds pushes until quiet hours end in the user’s time zone, letting reaction reports through if the user says so', async () => {
    const user = await userWithDevice('Notturno');
    const quiet = { start: localTime(-60), end: localTime(90) };
    await put(user, { ...DEFAULT_ALERT_PREFERENCES, quiet_hours: quiet, time_zone: 'Europe/Rome', incidents_during_quiet_hours: true });
    const held = await alertOf(user, 'venue_status');
    const heldFor = (held!.nextAttemptAt.getTime() - Date.now()) / 60_000;
    expect(heldFor).toBeGreaterThan(88);
    expect(heldFor).toBeLessThanOrEqual(90);
    const urgent = await alertOf(user, 'incident_reported');
    expect(urgent!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    await put(user, { ...DEFAULT_ALERT_PREFERENCES, quiet_hours: quiet, time_zone: 'Europe/Rome', incidents_during_quiet_hours: false });
    expect((await alertOf(user, 'incident_reported'))!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(88 * 60_000);

    // Outside the quiet hours: at once.
    await put(user, { ...DEFAULT_ALERT_PREFERENCES, quiet_hours: { start: localTime(60), end: localTime(120) }, time_zone: 'Europe/Rome' });
    expect((await alertOf(user, 'venue_status'))!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    // The hours are the user's own time zone's: in Tokyo (8 hours ahead of Rome), the same window around Tokyo's now holds the push.
    await put(user, { ...DEFAULT_ALERT_PREFERENCES, quiet_hours: { start: localTime(-60, 'Asia/Tokyo'), end: localTime(90, 'Asia/Tokyo') }, time_zone: 'Asia/Tokyo' });
    const heldInTokyo = ((await alertOf(user, 'venue_status'))!.nextAttemptAt.getTime() - Date.now()) / 60_000;
    expect(heldInTokyo).toBeGreaterThan(88);
    expect(heldInTokyo).toBeLessThanOrEqual(90);
  });
});

describe('the account', () => {
  it('exports the preferences and devices, and erases them with the account', async () => {
    const user = await userWithDevice('Uscente');
    // The weekly digest, off by default, is chosen here: the export must show it.
    const chosen = {
      ...DEFAULT_ALERT_PREFERENCES,
      email: { ...DEFAULT_ALERT_PREFERENCES.email, weekly_digest: true },
      quiet_hours: { start: '23:00', end: '06:30' },
    };
    await put(user, chosen);
    const exported = await callApi<AccountExport>(sut, 'GET', '/rest/v1/account/export', { token: user.accessToken });
    expect(exported.status).toBe(200);
    expect(exported.body.alerts).toEqual({
      preferences: chosen,
      devices: [{ device_label: 'Chrome su Android', created_at: expect.any(String), last_sent_at: null }],
    });
    expect(JSON.stringify(exported.body.alerts)).not.toContain('push.example.test');

    await alertOf(user, 'incident_reported');
    const [restaurantId] = await insertRestaurants(sut.database.db, [{ name: 'Ultimo Locale', city: 'Parma' }]);
    await callApi(sut, 'PUT', `/rest/v1/saved/${restaurantId}`, { token: user.accessToken });
    await sut.database.db.transaction((tx) =>
      notifySavers(tx, { restaurantId: restaurantId!, actorId: actor.id, type: 'incident_reported', title: 't', message: 'm', titleEn: 't', messageEn: 'm' }),
    );
    await fannedOut(sut);
    expect((await callApi(sut, 'DELETE', '/rest/v1/account', { token: user.accessToken, body: { confirmation: 'ELIMINA' } })).status).toBe(204);
    expect(await sut.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, user.id))).toEqual([]);
    expect(await sut.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect(await sut.database.db.select().from(alertOutbox).where(and(eq(alertOutbox.userId, user.id)))).toEqual([]);
  });
});
