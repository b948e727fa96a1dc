// A signed-in page's first screen comes with the HTML (the server's shell of
// the route: header, the page's skeleton and, on a browser with no cookie
// choice, the cookie banner), before the app's code has run; the app then
// draws the same screen and the page. A cookie choice found on the account is
// kept in the browser, so the next shell starts without the banner.
import { expect, test, type Page } from '@playwright/test';
import { it as messages } from '../domain/i18n/it';
import { accessTokenOf } from './support/api';
import { dismissCookieBanner, newConfirmedUser, signInThroughUi } from './support/consent';
import { PHONE } from './support/phone';

// Cold visits, as the server answers them: the service worker would answer with the app's bare page.
test.use({ serviceWorkers: 'block' });

const shell = (page: Page) => page.locator('#root > [data-prerendered]');
const shellBanner = (page: Page) => shell(page).getByTestId('cookie-banner');

const APP_CODE = /\/assets\/start-[\w-]+\.js$/;

/** Opens `path` with the app's code held back (until the next openWithTheApp): what shows is what the server sent. */
async function openWithoutTheApp(page: Page, path: string) {
  await page.route(APP_CODE, () => {});
  await page.goto(path);
}

async function openWithTheApp(page: Page, path: string) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(path);
}

test('a signed-in page paints from the server, banner included until a cookie choice is known, then the app draws it', PHONE, async ({ page, request, browser }) => {
  const user = await newConfirmedUser(request, 'shell');
  await signInThroughUi(page, user);

  await openWithoutTheApp(page, '/restaurants');
  await expect(shell(page).locator('header')).toContainText('AllerGuida');
  await expect(shellBanner(page)).toBeVisible();
  await expect(shellBanner(page)).toContainText('Usiamo cookie essenziali');

  // With its code, the app takes the page over: no copy left, one banner, the page's own content.
  await openWithTheApp(page, '/restaurants');
  await expect(page.getByRole('search', { name: 'Cerca locali' })).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Non ora' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();

  // The choice is made: the next shell has no banner.
  await dismissCookieBanner(page);
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await openWithoutTheApp(page, '/restaurants/map');
  await expect(shell(page)).toBeAttached();
  await expect(shellBanner(page)).toHaveCount(0);

  // Another browser signing in to the same account learns of the choice from the account and keeps it.
  const other = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await signInThroughUi(other, user);
  await expect(other.getByRole('region', { name: messages.consent.bannerTitle, exact: true })).toBeHidden();
  await expect
    .poll(() => other.evaluate(() => localStorage.getItem('allerguida-cookie-preferences')))
    .toBe(JSON.stringify({ analytics: false, marketing: false }));
  await openWithoutTheApp(other, '/restaurants');
  await expect(shell(other)).toBeAttached();
  await expect(shellBanner(other)).toHaveCount(0);
  await other.context().close();
});

test('a browser with no session gets the app, not a signed-in shell', async ({ page }) => {
  await openWithoutTheApp(page, '/restaurants');
  await expect(shell(page)).toHaveCount(0);
});

test("the map's shell shows the map's first view, Milan at zoom 12 (retina tiles), from the server's tile source, until the app's map replaces it", PHONE, async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'mapshell');
  await signInThroughUi(page, user);
  await dismissCookieBanner(page);

  await openWithoutTheApp(page, '/restaurants/map');
  const tiles = shell(page).getByTestId('map-first-view').locator('img');
  // A 480 × 800 box around Milan (45.4642, 9.19) at zoom 12, drawn for a retina phone as Leaflet draws it there: tiles of
  // zoom 13, columns 4303-4306 and rows 2928-2934, from MAP_TILE_URL (e2e/start-server.sh).
  await expect(tiles).toHaveCount(28);
  await expect(shell(page).locator('img[src="http://127.0.0.1:4/13/4305/2931.png"]')).toHaveCount(1);
  await expect(shell(page).locator('img[src="http://127.0.0.1:4/13/4303/2934.png"]')).toHaveCount(1);

  await openWithTheApp(page, '/restaurants/map');
  await expect(page.getByRole('region', { name: 'Mappa dei locali' }).or(page.locator('.leaflet-container'))).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.getByTestId('map-first-view')).toHaveCount(0);
});

// On a slow phone a download that starts before the first frame is shown competes with it: the app's code, and in
// English its texts, are asked for only once the browser has recorded the page's first contentful paint. Before it,
// only the entry script and the runtime it imports.
for (const path of ['/about', '/restaurants', '/en/about', '/en/restaurants']) {
  test(`${path}: the app's code is requested after the first contentful paint`, async ({ page, request }) => {
    if (path.endsWith('/restaurants')) await signInThroughUi(page, await newConfirmedUser(request, 'firstpaint'));
    await page.goto(path);
    await expect(shell(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/en/') ? 'en' : 'it');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.some(({ file }) => /^\/assets\/start-[\w-]+\.js$/.test(file))).toBe(true);
    const beforePaint = scripts.filter(({ startTime }) => startTime < paint!).map(({ file }) => file);
    expect(beforePaint.filter((file) => !/^\/assets\/(index|rolldown-runtime)-[\w-]+\.js$/.test(file))).toEqual([]);
  });
}

// A page sent drawn names its own code (<meta name="page-modules">): the files are asked for after the first
// contentful paint, each once, and the page they make is drawn.
test("a restaurant's page asks for each file of its code once, after the first contentful paint", async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'pagemodules');
  const created = await request.post('/rest/v1/restaurants', {
    headers: { authorization: `Bearer ${await accessTokenOf(request, user)}` },
    data: { name: `Trattoria Moduli ${Date.now()}`, address: 'Via Roma 1', city: 'Torino', cuisine_type: 'italian' },
  });
  expect(created.status()).toBe(201);
  const { restaurant } = (await created.json()) as { restaurant: { id: string } };
  await signInThroughUi(page, user);
  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { paint, named, requested } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    named: document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content.split(' ') ?? [],
    requested: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(paint).not.toBeNull();
  expect(named.length).toBeGreaterThan(1);
  expect(named.some((file) => /\/assets\/restaurant-detail-page-[\w-]+\.js$/.test(file))).toBe(true);
  for (const file of named) {
    const asked = requested.filter((entry) => entry.path === file);
    expect(asked, file).toHaveLength(1);
    expect(asked[0]!.startTime, file).toBeGreaterThanOrEqual(paint!);
  }
});
