// The profile's alerts (#42), as a user walks them: 'Cosa ricevere' (push and
// email per type, the weekly digest, quiet hours in the browser's time zone)
// saved, still there after a reload and held by the server; quiet hours that
// start when they end refused on screen with nothing lost; and 'Notifiche sul
// dispositivo' listing the account's devices, one of them removed. Headless
// Chromium cannot subscribe to a real push service, so the devices are
// registered through the API as two other browsers of the user would.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectToast } from './support/accounts';
import { accessTokenOf } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserSignedIn } from './support/consent';
import { expect, test } from './support/page-errors';

// Quiet hours are kept in the browser's time zone: a zone other than the
// config's Europe/Rome (also the server's default) shows it is the browser's
// that is saved.
test.use({ timezoneId: 'Europe/London' });

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Device = { id: string; endpoint: string; device_label: string; created_at: string };

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Il Mio Profilo' })).toBeVisible();
}

const devicesCard = (page: Page) => page.getByRole('region', { name: 'Notifiche sul dispositivo' });
const preferencesForm = (page: Page) => devicesCard(page).getByRole('form', { name: 'Cosa ricevere' });
/** A channel's checkbox ('Notifica' or 'Email') in the group of one alert type. */
const channel = (form: Locator, type: string, name: 'Notifica' | 'Email') =>
  form.getByRole('group', { name: type }).getByRole('checkbox', { name, exact: true });

async function serverPreferences(request: APIRequestContext, token: string): Promise<unknown> {
  const response = await request.get('/rest/v1/alerts/preferences', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), 'GET /rest/v1/alerts/preferences').toBe(true);
  return response.json();
}

async function serverDevices(request: APIRequestContext, token: string): Promise<Device[]> {
  const response = await request.get('/rest/v1/push/devices', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), 'GET /rest/v1/push/devices').toBe(true);
  return ((await response.json()) as { items: Device[] }).items;
}

/** A browser's subscription as PushSubscription.toJSON() gives it (a P-256 key, a 16-byte secret), sent from that browser. */
async function registerDevice(request: APIRequestContext, token: string, userAgent: string): Promise<Device> {
  const response = await request.post('/rest/v1/push/devices', {
    headers: { authorization: `Bearer ${token}`, 'user-agent': userAgent },
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    },
  });
  expect(response.status(), `POST /rest/v1/push/devices: ${await response.text()}`).toBe(201);
  return (await response.json()) as Device;
}

test('Cosa ricevere: the choices are saved, kept after a reload, and quiet hours that start when they end are refused', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'alerts');
  const token = await accessTokenOf(request, user);
  await openProfile(page);
  const form = preferencesForm(page);

  // Someone who never chose: every push, email for reaction reports only, no quiet hours.
  await expect(channel(form, 'Reazioni segnalate nei locali salvati', 'Notifica')).toBeChecked();
  await expect(channel(form, 'Reazioni segnalate nei locali salvati', 'Email')).toBeChecked();
  await expect(channel(form, 'Chiusure e nuove gestioni dei locali salvati', 'Email')).not.toBeChecked();
  await expect(form.getByRole('group', { name: 'Decisioni di moderazione che ti riguardano' })).toContainText(
    'Le decisioni di moderazione arrivano sempre per email, con le motivazioni.',
  );
  await expect(form.getByRole('checkbox', { name: 'Ore di silenzio', exact: true })).not.toBeChecked();
  await expect(form.getByLabel('Dalle', { exact: true })).toBeHidden();

  // Email off for reaction reports, on for closures; no push for moderation; the digest; quiet hours.
  await channel(form, 'Reazioni segnalate nei locali salvati', 'Email').uncheck();
  await channel(form, 'Chiusure e nuove gestioni dei locali salvati', 'Email').check();
  await channel(form, 'Decisioni di moderazione che ti riguardano', 'Notifica').uncheck();
  await form.getByRole('checkbox', { name: 'Riepilogo settimanale dei locali salvati' }).check();
  await form.getByRole('checkbox', { name: 'Ore di silenzio', exact: true }).check();
  await expect(form.getByLabel('Dalle', { exact: true })).toHaveValue('22:00');
  await expect(form.getByLabel('Alle', { exact: true })).toHaveValue('07:00');
  await form.getByLabel('Dalle', { exact: true }).fill('23:30');
  await form.getByLabel('Alle', { exact: true }).fill('06:45');
  await form.getByRole('checkbox', { name: 'Le reazioni segnalate arrivano anche nelle ore di silenzio' }).uncheck();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expectToast(page, 'Preferenze salvate');

  const saved = {
    push: { incident_reported: true, venue_status: true, moderation: false },
    email: { incident_reported: false, venue_status: true, weekly_digest: true },
    quiet_hours: { start: '23:30', end: '06:45' },
    time_zone: 'Europe/London',
    incidents_during_quiet_hours: false,
  };
  expect(await serverPreferences(request, token)).toEqual(saved);

  // A reload shows what was saved.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Il Mio Profilo' })).toBeVisible();
  await expect(form.getByLabel('Dalle', { exact: true })).toHaveValue('23:30');
  await expect(form.getByLabel('Alle', { exact: true })).toHaveValue('06:45');
  await expect(channel(form, 'Reazioni segnalate nei locali salvati', 'Notifica')).toBeChecked();
  await expect(channel(form, 'Reazioni segnalate nei locali salvati', 'Email')).not.toBeChecked();
  await expect(channel(form, 'Chiusure e nuove gestioni dei locali salvati', 'Notifica')).toBeChecked();
  await expect(channel(form, 'Chiusure e nuove gestioni dei locali salvati', 'Email')).toBeChecked();
  await expect(channel(form, 'Decisioni di moderazione che ti riguardano', 'Notifica')).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Riepilogo settimanale dei locali salvati' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Ore di silenzio', exact: true })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Le reazioni segnalate arrivano anche nelle ore di silenzio' })).not.toBeChecked();

  // Quiet hours that end when they start: said on screen, next to the times, and nothing sent.
  await form.getByLabel('Alle', { exact: true }).fill('23:30');
  await channel(form, 'Reazioni segnalate nei locali salvati', 'Email').check();
  await form.getByRole('button', { name: 'Salva le preferenze' }).click();
  const error = form.getByRole('alert');
  await expect(error).toHaveText('L’inizio e la fine delle ore di silenzio devono essere diversi.');
  await expect(form.getByLabel('Alle', { exact: true })).toHaveAccessibleDescription('L’inizio e la fine delle ore di silenzio devono essere diversi.');
  await expect(form.getByLabel('Alle', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  expect(await serverPreferences(request, token)).toEqual(saved);

  // Corrected, the message goes and the new times are saved.
  await form.getByLabel('Alle', { exact: true }).fill('07:15');
  await expect(error).toBeHidden();
  await form.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expectToast(page, 'Preferenze salvate');
  expect(await serverPreferences(request, token)).toEqual({
    ...saved,
    email: { ...saved.email, incident_reported: true },
    quiet_hours: { start: '23:30', end: '07:15' },
  });
});

test('Notifiche sul dispositivo: the account’s devices are listed and one is removed', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'devices');
  const token = await accessTokenOf(request, user);
  const phone = await registerDevice(request, token, ANDROID_CHROME);
  const laptop = await registerDevice(request, token, WINDOWS_FIREFOX);
  await openProfile(page);

  const card = devicesCard(page);
  const devices = card.getByRole('list');
  // Named after the browser that subscribed, with the day it did (in the browser's time zone).
  const addedOn = (device: Device) =>
    `aggiunto il ${new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(device.created_at))}`;
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'Chrome su Android' })).toContainText(addedOn(phone));
  await expect(devices.getByRole('listitem').filter({ hasText: 'Firefox su Windows' })).toContainText(addedOn(laptop));
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Rimuovi Chrome su Android' }).click();
  await expectToast(page, 'Dispositivo rimosso');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText('Firefox su Windows');
  await expect(card.getByRole('button', { name: 'Rimuovi Chrome su Android' })).toHaveCount(0);
  // The pressed button is gone with its row: focus moves to the list's heading, not to the page's start.
  await expect(card.getByRole('heading', { name: 'I tuoi dispositivi' })).toBeFocused();
  expect((await serverDevices(request, token)).map((device) => device.device_label)).toEqual(['Firefox su Windows']);

  // The last one: the list says there are none.
  await card.getByRole('button', { name: 'Rimuovi Firefox su Windows' }).click();
  await expectToast(page, 'Dispositivo rimosso');
  await expect(card.getByText('Nessun dispositivo riceve le notifiche.')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'I tuoi dispositivi' })).toBeFocused();
  expect(await serverDevices(request, token)).toEqual([]);
});
