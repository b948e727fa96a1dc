// The map: access, markers in the safety colours with their popups while the
// tile server is unreachable (MAP_TILE_URL points at a closed local port, see
// start-server.sh), filters read from the URL, the mine/all toggle, and
// geolocation granted and denied through the browser's permission emulation.
//
// NOTE: as in restaurants.spec.ts, the e2e database has no reviews (no reviews
// API yet), so the venues come from restaurants really created through the
// API and GET /rest/v1/map/restaurants is answered with them; the real
// endpoint is covered by server/map/map.test.ts. Replace the stub with real
// reviews once POST /rest/v1/reviews exists.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/accounts';
import { newConfirmedUser, signInThroughUi, type Credentials } from './support/consent';

const AXE_OPTIONS = { exclude: ['[data-sonner-toaster]'] };
const API_HEADERS = { 'x-supabase-api-version': '2024-01-01' };
const ROME = { latitude: 41.9, longitude: 12.49 };

let pageErrors: Error[] = [];
test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
});
test.afterEach(() => {
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

type Venue = {
  id: string;
  name: string;
  address: string;
  city: string;
  cuisine_type: string | null;
  phone: string | null;
  latitude: number;
  longitude: number;
  review_count: number;
  average_rating: number | null;
  safety_level: 'safe' | 'caution' | 'unsafe' | null;
};

async function signedIn(page: Page, request: APIRequestContext, label: string): Promise<Credentials & { token: string }> {
  const user = await newConfirmedUser(request, label);
  await signInThroughUi(page, user);
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) {
    await banner.getByRole('button', { name: 'Rifiuta non essenziali' }).click();
    await expect(banner).toBeHidden();
  }
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: API_HEADERS,
    data: { email: user.email, password: user.password },
  });
  const token = ((await response.json()) as { access_token: string }).access_token;
  return { ...user, token };
}

async function createVenue(request: APIRequestContext, token: string, data: Record<string, unknown>, extra: Partial<Venue>): Promise<Venue> {
  const response = await request.post('/rest/v1/restaurants', { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  const { restaurant } = (await response.json()) as { restaurant: Venue };
  return {
    id: restaurant.id,
    name: restaurant.name,
    address: restaurant.address,
    city: restaurant.city,
    cuisine_type: restaurant.cuisine_type,
    phone: restaurant.phone,
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
    review_count: 1,
    average_rating: 4,
    safety_level: null,
    ...extra,
  };
}

/** Answers the map's bounds API with `venues` (all, or the `mine` ones); records each request. */
async function stubMap(page: Page, venues: Venue[], mine: Venue[]): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(
    (url) => url.pathname === '/rest/v1/map/restaurants',
    async (route: Route) => {
      const url = new URL(route.request().url());
      requests.push(url);
      const rows = url.searchParams.get('mine') === 'true' ? mine : venues;
      await route.fulfill({ json: { total: rows.length, in_bounds: rows.length, items: rows, clusters: [] } });
    },
  );
  return requests;
}

test('visitors see the access-required state', async ({ page }) => {
  await page.goto('/restaurants/map');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Accesso richiesto' })).toBeVisible();
  await expect(main.getByText("Devi effettuare l'accesso per vedere la mappa dei locali.")).toBeVisible();
  await expect(main.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/auth');
});

test('markers and popups with tiles unreachable, the URL filters, the mine/all toggle; position granted', async ({ page, request, context }) => {
  test.slow();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(ROME);
  const user = await signedIn(page, request, 'map');
  const suffix = randomUUID().slice(0, 6);
  const safe = await createVenue(
    request,
    user.token,
    { name: `Trattoria Sicura ${suffix}`, address: 'Via Appia 1', city: 'Roma', cuisine_type: 'italian', phone: '+39 06 1234567', latitude: 41.901, longitude: 12.491 },
    { safety_level: 'safe', review_count: 3 },
  );
  const unsafe = await createVenue(
    request,
    user.token,
    { name: `Osteria Rischiosa ${suffix}`, address: 'Via Nazionale 5', city: 'Roma', cuisine_type: 'pizza', latitude: 41.899, longitude: 12.488 },
    { safety_level: 'unsafe', review_count: 1 },
  );
  const requests = await stubMap(page, [safe, unsafe], [safe]);

  await page.goto('/restaurants/map?search=Roma&allergen=Glutine&restaurant=ignored');
  await expect(page.getByRole('heading', { level: 1, name: 'Mappa' })).toBeVisible();
  await expect(page.getByText('• Filtrata')).toBeVisible();
  await expect(page.getByTestId('map-count')).toHaveText('2 locali');
  await expect(page.getByRole('button', { name: 'Mia Posizione' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  const last = requests.at(-1)!;
  expect(last.searchParams.get('q')).toBe('Roma');
  expect(last.searchParams.get('allergen')).toBe('Glutine');
  expect(last.searchParams.has('restaurant')).toBe(false);
  // Centred on Rome (the searched city), zoom 12: the bounds contain it.
  const south = Number(last.searchParams.get('south'));
  const north = Number(last.searchParams.get('north'));
  expect(south).toBeLessThan(41.9);
  expect(north).toBeGreaterThan(41.9);

  // 300 m apart at zoom 12: one cluster, which opens on click.
  const cluster = page.locator('.venue-cluster[title="2 locali"]');
  await expect(cluster).toBeVisible();
  await cluster.click();
  const markers = page.locator('.venue-marker');
  await expect(markers).toHaveCount(2);
  await expect(page.locator(`.venue-marker[title="${safe.name}"] svg`)).toHaveAttribute('data-level', 'safe');
  await expect(page.locator(`.venue-marker[title="${unsafe.name}"] svg`)).toHaveAttribute('data-level', 'unsafe');
  // Tiles come from the configured (unreachable) server only, and the attribution is shown.
  const tileSources = await page.locator('img.leaflet-tile').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(tileSources.length).toBeGreaterThan(0);
  expect(tileSources.every((src) => src.startsWith('http://127.0.0.1:4/'))).toBe(true);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  await page.locator(`.venue-marker[title="${safe.name}"]`).click();
  const popup = page.getByTestId('venue-popup');
  await expect(popup.getByRole('heading', { name: safe.name })).toBeVisible();
  await expect(popup.getByText('Italiana')).toBeVisible();
  await expect(popup.getByText('Recensioni 3')).toBeVisible();
  await expect(popup.getByText('Via Appia 1, Roma')).toBeVisible();
  await expect(popup.getByTestId('safety-badge')).toHaveAttribute('data-level', 'safe');
  await expect(popup.getByRole('link', { name: 'Chiama' })).toHaveAttribute('href', 'tel:+39061234567');
  const google = popup.getByRole('link', { name: /Google Maps/ });
  await expect(google).toHaveAttribute('href', /destination=41\.901%2C12\.491/);
  await expect(google).toHaveAttribute('href', /origin=41\.9%2C12\.49/);
  await expect(popup.getByRole('link', { name: /Apple Maps/ })).toHaveAttribute('href', /daddr=41\.901%2C12\.491/);
  await expect(popup.getByRole('link', { name: /Waze/ })).toHaveAttribute('href', /ll=41\.901%2C12\.491/);
  await expectNoSeriousA11yViolations(page, AXE_OPTIONS);

  // Clicking the map closes the selected marker.
  await page.locator('.leaflet-container').click({ position: { x: 20, y: 200 } });
  await expect(popup).toBeHidden();

  // No phone, no 'Chiama'.
  await page.locator(`.venue-marker[title="${unsafe.name}"]`).click();
  await expect(popup.getByRole('heading', { name: unsafe.name })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Chiama' })).toHaveCount(0);
  await page.locator('.leaflet-container').click({ position: { x: 20, y: 200 } });

  await page.getByRole('button', { name: 'I Miei Locali' }).click();
  await expectToast(page, 'Filtro attivato', 'Mostrando solo i tuoi 1 locali recensiti.');
  await expect(page.getByRole('heading', { level: 1, name: 'I Miei Locali' })).toBeVisible();
  await expect(markers).toHaveCount(1);
  expect(requests.at(-1)!.searchParams.get('mine')).toBe('true');
  await page.getByRole('button', { name: 'Tutti i Locali' }).click();
  await expectToast(page, 'Filtro rimosso', 'Mostrando tutti i 2 locali recensiti.');
  await expect(markers).toHaveCount(2);

  // 'Mia Posizione' drops the search and centres on the user (the blue dot).
  await page.getByRole('button', { name: 'Mia Posizione' }).click();
  await expectToast(page, 'Mia Posizione');
  await expect(page).toHaveURL(/\/restaurants\/map$/);
  await expect(page.getByText('• Filtrata')).toBeHidden();
  await expect(page.getByTestId('map-banner')).toHaveCount(0);

  await page.locator(`.venue-marker[title="${safe.name}"]`).click();
  await popup.getByRole('link', { name: 'Scopri' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${safe.id}$`));
});

test('the refresh button re-reads the position and recentres', async ({ page, request, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(ROME);
  await signedIn(page, request, 'map-refresh');
  const requests = await stubMap(page, [], []);
  await page.goto('/restaurants/map');
  // No search: centred on the position at zoom 15.
  await expect.poll(() => {
    const last = requests.at(-1);
    return last ? Number(last.searchParams.get('north')) - Number(last.searchParams.get('south')) : 99;
  }).toBeLessThan(0.1);
  await expect(page.getByTestId('map-count')).toHaveText('0 locali');
  await context.setGeolocation({ latitude: 45.07, longitude: 7.68 });
  await page.getByRole('button', { name: 'Aggiorna posizione' }).click();
  await expectToast(page, 'Aggiornamento posizione', 'Rilevamento della tua posizione in corso...');
  await expectToast(page, 'Posizione aggiornata', 'La mappa è stata ricentrata sulla tua posizione attuale.');
  await expect.poll(() => Number(requests.at(-1)!.searchParams.get('south'))).toBeGreaterThan(45);
});

test('position denied: the yellow banner, centred on Milan', async ({ page, request, context }) => {
  await context.clearPermissions();
  await signedIn(page, request, 'map-denied');
  const requests = await stubMap(page, [], []);
  await page.goto('/restaurants/map');
  const banner = page.getByTestId('map-banner');
  await expect(banner).toContainText('Geolocalizzazione non disponibile. Centrato su Milano.');
  await expect(banner).toContainText('Utente ha negato la richiesta di geolocalizzazione. Abilita i permessi di posizione.');
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  const last = requests.at(-1)!;
  expect(Number(last.searchParams.get('south'))).toBeLessThan(45.4642);
  expect(Number(last.searchParams.get('north'))).toBeGreaterThan(45.4642);
  await expectNoSeriousA11yViolations(page, AXE_OPTIONS);

  await context.setOffline(true);
  await expect(banner).toContainText('Offline - Geolocalizzazione non disponibile. Centrato su Milano.');
  await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();
  await context.setOffline(false);
});

test('a venue reviewed by someone else appears live, with the toasts, without reloading', async ({ page, request }) => {
  test.slow();
  await signedIn(page, request, 'map-live-viewer');
  // A spot no other test uses, so the view holds only this venue.
  const spot = { latitude: 44.2 + Math.random() / 10, longitude: 8.3 + Math.random() / 10 };
  await page.goto(`/restaurants/map?lat=${spot.latitude}&lng=${spot.longitude}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mappa' })).toBeVisible();
  const name = `Trattoria dal Vivo ${randomUUID().slice(0, 6)}`;
  const marker = page.locator(`.venue-marker[title="${name}"]`);
  await expect(marker).toHaveCount(0);

  const other = await newConfirmedUser(request, 'map-live-author');
  const tokenResponse = await request.post('/auth/v1/token?grant_type=password', {
    headers: API_HEADERS,
    data: { email: other.email, password: other.password },
  });
  const headers = { authorization: `Bearer ${((await tokenResponse.json()) as { access_token: string }).access_token}` };
  const created = await request.post('/rest/v1/restaurants', {
    headers,
    data: { name, address: 'Via del Porto 2', city: 'Savona', cuisine_type: 'italian', ...spot },
  });
  expect(created.status(), await created.text()).toBe(201);
  const restaurantId = ((await created.json()) as { restaurant: { id: string } }).restaurant.id;
  await expect(page.getByText(`${name} è ora disponibile nella mappa.`)).toBeVisible({ timeout: 20_000 });

  const review = await request.post('/rest/v1/reviews', {
    headers,
    data: {
      restaurant_id: restaurantId,
      rating: 'excellent',
      cuisine_type: 'italian',
      cleanliness_rating: 5,
      customer_attention_rating: 5,
      menu_flexibility_rating: 5,
      allergen_indication: 'yes',
    },
  });
  expect(review.status(), await review.text()).toBe(201);
  await expect(page.getByText('Un locale è stato appena recensito e potrebbe apparire sulla mappa.').first()).toBeVisible({
    timeout: 20_000,
  });
  // Reviewed now: on the map, in the safe colour, without a reload.
  await expect(marker).toHaveCount(1, { timeout: 20_000 });
  await expect(marker.locator('svg')).toHaveAttribute('data-level', 'safe');
});
