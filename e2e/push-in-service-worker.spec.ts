// Web Push reaching the app's real service worker: Chromium delivers a push
// through the DevTools Protocol (ServiceWorker.deliverPushMessage) as a push
// service would, the worker shows the alert with the app's icon and badge, and
// tapping it opens the page the alert names in the open window of the app.
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions, FULL_CHROMIUM } from './support/chromium';

// Pushes reach the app's service worker (playwright.config.ts blocks it elsewhere),
// in the full browser: the headless shell shows no notification (e2e/support/chromium.ts).
test.use({ serviceWorkers: 'allow', launchOptions: chromiumLaunchOptions(FULL_CHROMIUM) });

type ShownNotification = { title: string; body: string; icon: string; badge: string; tag: string; url: string };

async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      icon: notification.icon,
      badge: notification.badge,
      tag: notification.tag,
      url: (notification.data as { url: string }).url,
    }));
  });
}

/** A DevTools session on the page and the id of the app's service worker registration. */
async function serviceWorkerSession(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((registration) => !registration.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}

/**
 * Delivers a push as the push service would, again if no alert shows within
 * a few seconds, three times at most: under load Chromium once showed nothing
 * for 15 s after the first delivery through DevTools and the alert at once on
 * the retry. A worker that shows nothing still fails, after the third.
 */
async function deliverPush(page: Page, session: { cdp: CDPSession; registrationId: string }, origin: string, data: string): Promise<void> {
  for (let delivery = 1; delivery <= 3; delivery += 1) {
    await session.cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: session.registrationId, data });
    for (const waitUntil = Date.now() + 6_000; Date.now() < waitUntil; await page.waitForTimeout(200)) {
      if ((await shownNotifications(page)).length > 0) return;
    }
  }
}

test('a push shows the alert with the app icon and badge, and tapping it opens the restaurant', async ({ page, context, baseURL, request }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/about');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled by the worker (clientsClaim), so the tap can reuse this window.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 20_000 }).toBe('activated');

  const session = await serviceWorkerSession(context, page);
  const restaurantPath = '/restaurants/00000000-0000-4000-8000-000000000042';
  await deliverPush(
    page,
    session,
    new URL(baseURL!).origin,
    JSON.stringify({
      title: 'Reazione segnalata',
      body: 'Qualcuno ha segnalato una reazione da Trattoria Prova.',
      type: 'incident_reported',
      tag: 'incident_reported:42',
      url: restaurantPath,
    }),
  );

  await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toEqual([
    {
      title: 'Reazione segnalata',
      body: 'Qualcuno ha segnalato una reazione da Trattoria Prova.',
      icon: new URL('/icons/icon-192.png', baseURL).href,
      badge: new URL('/icons/icon-72.png', baseURL).href,
      tag: 'incident_reported:42',
      url: restaurantPath,
    },
  ]);
  // The icon and the badge are files the app serves, not broken images.
  for (const icon of ['/icons/icon-192.png', '/icons/icon-72.png']) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // The tap: the worker's own notificationclick handler, given the shown notification.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`${restaurantPath}$`));
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('a push without a readable payload still shows an AllerGuida alert that opens the app', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/about');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await deliverPush(page, await serviceWorkerSession(context, page), new URL(baseURL!).origin, 'Novità su un locale salvato');
  await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toEqual([
    expect.objectContaining({ title: 'AllerGuida', body: 'Novità su un locale salvato', url: '/' }),
  ]);
});
