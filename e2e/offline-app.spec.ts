// The installable app: a valid manifest with its icons, the service worker
// installing and controlling the page, and the app shell plus a restaurant
// seen before opening with the network cut; the offline banner; a page cut
// off before the header's menus arrived; the bottom tab bar at 390 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createRestaurantThroughApi, accessTokenOf } from './support/api';
import { newConfirmedUser, newUserSignedIn, signInThroughStorage } from './support/consent';

// The installed app: its service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii'), 'a PNG signature').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active and controls this page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 20_000 }).toBe('activated');
}

test('the manifest is valid: Italian name and description, standalone, theme colour, every icon size', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'AllerGuida',
    lang: 'it',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#15803d',
    background_color: '#ffffff',
  });
  expect(manifest.name).toContain('ristoranti sicuri');
  expect(manifest.description).toContain('allergie');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  const anySizes = pngs.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes);
  expect(anySizes).toEqual(expect.arrayContaining(['48x48', '72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '256x256', '384x384', '512x512']));
  expect(pngs.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of pngs) {
    const file = await request.get(icon.src);
    expect(file.ok(), `${icon.src} is served`).toBe(true);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touchIcon!)).body())).toEqual({ width: 180, height: 180 });
});

test('the service worker installs; offline, the app shell and a restaurant seen before still open', async ({ page, context, request }) => {
  const user = await newConfirmedUser(request, 'offline');
  const token = await accessTokenOf(request, user);
  const restaurant = await createRestaurantThroughApi(request, token, {
    name: `Offline ${randomUUID().slice(0, 8)}`,
    address: 'Via Torino 5',
    city: 'Milano',
    cuisine_type: 'italian',
    phone: '+39 02 1234567',
  });

  await signInThroughStorage(page, user);
  await waitForServiceWorker(page);
  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText('Sei offline');

    // Another route of the shell, never opened before, loads from the precache.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('an English page links the English manifest, also once the service worker answers the page; an Italian one the Italian (#43)', async ({ page, request }) => {
  const manifestLink = page.locator('link[rel="manifest"]');
  await page.goto('/en/about');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.en.webmanifest');
  const response = await request.get('/manifest.en.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
  const manifest = (await response.json()) as Manifest & { id: string; shortcuts: { name: string; url: string }[] };
  expect(manifest).toMatchObject({ id: '/en/', lang: 'en', start_url: '/en/', scope: '/', short_name: 'AllerGuida', display: 'standalone' });
  expect(manifest.name).toBe('AllerGuida: safe restaurants for people with food allergies');
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ['Venues', '/en/restaurants'],
    ['Map', '/en/restaurants/map'],
    ['Profile', '/en/profile'],
    ['My allergy card', '/en/profile/allergy-card'],
  ]);

  // The service worker answers every navigation with the Italian index.html: the app links the English manifest itself.
  await waitForServiceWorker(page);
  const fromWorker = await page.goto('/en/restaurants');
  expect(fromWorker?.fromServiceWorker()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.en.webmanifest');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');
});

test('server paths are never answered with the app shell by the service worker', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const response = await page.goto('/health');
  expect(response?.headers()['content-type']).toContain('application/json');
});

test.describe('cut off while the page loads', () => {
  // The files come from the server, where the route below can hold one: not from the service worker's cache.
  test.use({ serviceWorkers: 'block' });

  test("the header's menus cut off before their code arrived come once back online, and the page stays", async ({ page, context, request }) => {
    await newUserSignedIn(page, request, 'menus-offline');
    // The first page's menus are in: the request held below is the next page's.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu utente' })).toBeVisible();
    // The user menu's code is held until the network is cut, then fails as a lost connection does.
    let cutOff = () => {};
    const isCutOff = new Promise<void>((resolve) => (cutOff = resolve));
    const held = page.waitForRequest(/\/assets\/user-menu-[\w-]+\.js$/);
    await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
      await isCutOff;
      await route.abort('internetdisconnected');
    }, { times: 1 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
    await held;
    await context.setOffline(true);
    const failed = page.waitForEvent('requestfailed', (failure) => /\/assets\/user-menu-/.test(failure.url()));
    cutOff();
    await failed;
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await context.setOffline(false);
    // The menu arrives; the page was never replaced by the error page.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu utente' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Qualcosa è andato storto' })).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom tab bar is shown and the top tabs are hidden', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Schede' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(4);
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(844, 0);
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();
  });
});
