// Restaurants: the list (access, location consent, search box, suggestions,
// chips in the URL, empty states, delete), adding a restaurant (required
// fields, duplicate), the detail page and editing after a reload; axe on
// every screen.
//
// NOTE: the tests that look at particular rows (delete, edit from a row,
// distance) answer GET /rest/v1/restaurants with rows built from restaurants
// really created through the API (stubList): every test of the run shares one
// database, so the real list holds whatever the others reviewed meanwhile, and
// a row's place, safety badge and distance would not be known in advance.
// Everything else (suggestions, deletes, edits, the detail and its reviews,
// written with createReviewThroughApi) talks to the real server.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import type { Restaurant, RestaurantListItem } from '../domain/restaurants';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createConfirmedUser, expectToast, uniqueEmail } from './support/accounts';
import { accessTokenOf, createReviewThroughApi } from './support/api';
import { newUserSignedIn } from './support/consent';

const LOCATION_CONSENT_KEY = 'allerguida-location-consent';

let pageErrors: Error[] = [];
test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // No test reaches the internet: the detail page's OpenStreetMap frame gets a blank page.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="it"><title>Mappa</title><body></body></html>' }),
  );
});
test.afterEach(() => {
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function createRestaurant(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<Restaurant> {
  const response = await request.post('/rest/v1/restaurants', { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `POST /rest/v1/restaurants: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { restaurant: Restaurant }).restaurant;
}

async function getRestaurant(request: APIRequestContext, token: string, id: string) {
  return request.get(`/rest/v1/restaurants/${id}`, { headers: { authorization: `Bearer ${token}` } });
}

async function setLocationConsent(page: Page, value: 'granted' | 'denied') {
  await page.evaluate(([key, consent]) => window.localStorage.setItem(key!, consent!), [LOCATION_CONSENT_KEY, value]);
}

const listItem = (restaurant: Restaurant, extra: Partial<RestaurantListItem> = {}): RestaurantListItem => ({
  ...restaurant,
  review_count: 1,
  safety: { level: 'safe', score: 4.5 },
  averages: { cleanliness: 4.5, customer_attention: 4, menu_flexibility: 4 },
  distance_km: null,
  incident_alert: null,
  practices: [],
  latest_review_at: null,
  venue_status: null,
  ...extra,
});

/** Answers GET /rest/v1/restaurants (the list only) with these rows; records each request. */
async function stubList(page: Page, items: () => RestaurantListItem[]): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(
    (url) => url.pathname === '/rest/v1/restaurants',
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      requests.push(new URL(route.request().url()));
      const rows = items();
      await route.fulfill({ json: { items: rows, total: rows.length, reviewed_total: rows.length, page: 1, page_size: 20 } });
    },
  );
  return requests;
}

test.describe('visitors', () => {
  test('see the access-required state on the list and the detail; the forms send them to /auth', async ({ page }) => {
    await page.goto('/restaurants');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Accesso richiesto' })).toBeVisible();
    await expect(main.getByText("Devi effettuare l'accesso per vedere i locali.")).toBeVisible();
    await expect(main.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/auth?next=%2Frestaurants');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/restaurants/${randomUUID()}`);
    await expect(main.getByRole('heading', { level: 1, name: 'Accesso richiesto' })).toBeVisible();
    await main.getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Frestaurants%2F[0-9a-f-]{36}$/);

    await page.goto('/add-restaurant');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadd-restaurant$/);
    await page.goto(`/restaurants/${randomUUID()}/edit`);
    await expect(page).toHaveURL(/\/auth\?next=%2Frestaurants%2F[0-9a-f-]{36}%2Fedit$/);
  });
});

test.describe('restaurant list', () => {
  test('asks for the location once, searches free text through the URL and offers to add the venue', async ({ page, request }) => {
    test.slow();
    const user = await newUserSignedIn(page, request, 'list');
    const token = await accessTokenOf(request, user);
    const { reviewed_total: reviewedTotal } = (await (
      await request.get('/rest/v1/restaurants', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { reviewed_total: number };

    await page.goto('/restaurants');
    const dialog = page.getByRole('alertdialog', { name: 'Vuoi usare la tua posizione?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Non ora' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCATION_CONSENT_KEY)).toBe('denied');
    await expect(page.getByTestId('location-status')).toContainText("Accesso alla posizione negato dall'utente");
    await expect(page.getByTestId('location-status')).toContainText('Locali in ordine alfabetico.');

    const header = reviewedTotal === 1 ? 'Cerca tra 1 locale recensito' : `Cerca tra i ${reviewedTotal} locali recensiti`;
    await expect(page.getByRole('heading', { level: 1, name: header })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Locali su AllerGuida' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vedi su Mappa' })).toHaveAttribute('href', '/restaurants/map');
    await expect(page.getByRole('main').getByRole('link', { name: 'Aggiungi Locale' })).toHaveAttribute('href', '/restaurants/search');
    const search = page.getByRole('combobox', { name: 'Cerca locali' });
    await expect(search).toHaveAttribute('placeholder', 'Per Allergie, Città, Nome, Cucina');
    if (reviewedTotal === 0) await expect(page.getByTestId('empty-state')).toHaveText('Nessun locale disponibile.');
    await expectNoSeriousA11yViolations(page);

    // The dialog does not come back once answered.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: header })).toBeVisible();
    await expect(dialog).toBeHidden();

    const term = uniqueName('Trattoria Zzq');
    await search.fill(term);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
    const chips = page.getByTestId('filter-chip');
    await expect(chips).toHaveCount(1);
    await expect(chips.first()).toContainText(`Testo: ${term}`);
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('empty-state')).toContainText('Nessun locale trovato per la tua ricerca.');
    await expect(page.getByTestId('shown-of-total')).toHaveText('0 di 0');

    // The filter survives a reload (it lives in the URL).
    await page.reload();
    await expect(chips).toHaveCount(1);
    await expect(chips.first()).toContainText(term);

    await page.getByRole('button', { name: `Rimuovi filtro Testo ${term}` }).click();
    await expect(chips).toHaveCount(0);
    await expect(page).not.toHaveURL(/q=/);
    await expect(search).toBeFocused();

    await search.fill(term);
    await search.press('Enter');
    await expect(chips).toHaveCount(1);
    await page.getByRole('button', { name: 'Cancella filtri' }).click();
    await expect(chips).toHaveCount(0);

    await search.fill(term);
    await search.press('Enter');
    const addLink = page.getByRole('link', { name: `Aggiungi "${term}" come nuovo locale` });
    await expect(addLink).toBeVisible();
    await addLink.click();
    await expect(page).toHaveURL(/\/add-restaurant\?name=/);
    await expect(page.getByLabel('Nome')).toHaveValue(term);
  });

  test('suggestions form an accessible combobox; choosing one adds an allergen chip', async ({ page, request }) => {
    await newUserSignedIn(page, request, 'suggest');
    // The list answers empty whatever the other tests of the run reviewed: this test is about the
    // combobox and the empty state's wording, not about which venues have gluten reviews.
    await stubList(page, () => []);
    await setLocationConsent(page, 'denied');
    await page.goto('/restaurants');
    const search = page.getByRole('combobox', { name: 'Cerca locali' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    // One character suggests nothing.
    await search.fill('g');
    await page.waitForTimeout(600);
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    // Allergen suggestions come from the catalogue, so they exist even on an empty database.
    const suggestionsAnswer = page.waitForResponse((response) => response.url().includes('/rest/v1/restaurants/suggestions?q=glu'));
    await search.fill('glu');
    expect((await suggestionsAnswer).ok()).toBe(true);
    const listbox = page.getByRole('listbox', { name: 'Suggerimenti' });
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const option = listbox.getByRole('option', { name: /Glutine/ });
    await expect(option).toContainText('Allergene');
    await expectNoSeriousA11yViolations(page);

    await search.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await search.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(search).toHaveValue('glu');

    await search.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const listAnswer = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/restaurants?') && response.url().includes('allergen=Gluten'),
    );
    await search.press('Enter');
    expect((await listAnswer).ok()).toBe(true);
    await expect(page).toHaveURL(/[?&]allergen=Gluten/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
    await expect(page.getByTestId('filter-chip')).toContainText('Allergene: Glutine');
    await expect(page.getByRole('button', { name: 'Rimuovi filtro Allergene Glutine' })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toContainText('Nessun locale trovato con recensioni per l\'allergene "Glutine".');

    // A click works too, and allergens add up.
    await search.fill('sesa');
    await listbox.getByRole('option', { name: /Sesamo/ }).click();
    await expect(page).toHaveURL(/allergen=Gluten&allergen=Sesame\+seeds|allergen=Gluten&allergen=Sesame%20seeds/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
    await expect(page.getByTestId('empty-state')).toContainText('Nessun locale trovato con recensioni per l\'allergene "Glutine, Sesamo".');
  });

  test('deletes from a row: the server refusal is explained, a success refreshes the list', async ({ page, request }) => {
    test.slow();
    const other = { email: uniqueEmail('owner'), password: 'riso-e-sesamo', nickname: `Altro${Date.now() % 100_000}` };
    await createConfirmedUser(request, other);
    const user = await newUserSignedIn(page, request, 'delete');
    const mine = await createRestaurant(request, await accessTokenOf(request, user), {
      name: uniqueName('Osteria Mia'),
      address: 'Via Dante 3',
      city: 'Milano',
      cuisine_type: 'pasta',
      phone: '+39 02 555 0101',
    });
    const theirs = await createRestaurant(request, await accessTokenOf(request, other), {
      name: uniqueName('Pizzeria Altrui'),
      address: 'Corso Como 9',
      city: 'Milano',
      cuisine_type: 'pizza',
    });
    const requests = await stubList(page, () => [listItem(mine), listItem(theirs, { safety: { level: 'caution', score: 3 } })]);
    await setLocationConsent(page, 'denied');
    await page.goto('/restaurants');

    const rows = page.getByTestId('restaurant-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('shown-of-total')).toHaveText('2 di 2');
    await expect(page.getByRole('button', { name: 'Visualizza più Locali' })).toHaveCount(0);
    const mineRow = rows.filter({ hasText: mine.name });
    await expect(mineRow).toContainText('Via Dante 3, Milano');
    await expect(mineRow).toContainText('Pasta');
    await expect(mineRow).toContainText('1 recensione');
    await expect(mineRow.getByTestId('safety-badge')).toContainText('Sicurezza: Sicuro');
    await expect(rows.filter({ hasText: theirs.name }).getByTestId('safety-badge')).toContainText('Attenzione');
    await expect(mineRow.getByRole('link', { name: 'Scopri' })).toHaveAttribute('href', `/restaurants/${mine.id}`);
    await expect(mineRow.getByRole('link', { name: 'Recensisci' })).toHaveAttribute('href', `/restaurants/${mine.id}/review`);
    await expectNoSeriousA11yViolations(page);

    // Someone else's restaurant: the server keeps it.
    await page.getByRole('button', { name: `Elimina ${theirs.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Sei sicuro di voler eliminare "${theirs.name}"? Questa azione non può essere annullata.`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Errore', 'Il locale non è stato eliminato. Verifica i permessi.');
    await expect(dialog).toBeHidden();

    // Their own, unreviewed by others: deleted, and the list asks again.
    const before = requests.length;
    await page.getByRole('button', { name: `Elimina ${mine.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Successo', 'Locale eliminato con successo.');
    await expect.poll(() => requests.length).toBeGreaterThan(before);
    const token = await accessTokenOf(request, user);
    expect((await getRestaurant(request, token, mine.id)).status()).toBe(404);
    expect((await getRestaurant(request, token, theirs.id)).status()).toBe(200);
  });

  test('edit from a row opens the form filled from the navigation state', async ({ page, request }) => {
    const user = await newUserSignedIn(page, request, 'rowedit');
    const restaurant = await createRestaurant(request, await accessTokenOf(request, user), {
      name: uniqueName('Bistrot Stato'),
      address: 'Via Po 1',
      city: 'Torino',
      cuisine_type: 'french',
    });
    await stubList(page, () => [listItem(restaurant)]);
    await setLocationConsent(page, 'denied');
    await page.goto('/restaurants');
    const detailRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith(`/rest/v1/restaurants/${restaurant.id}`)) detailRequests.push(req.url());
    });
    await page.getByRole('link', { name: `Modifica ${restaurant.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}/edit$`));
    await expect(page.getByLabel('Nome')).toHaveValue(restaurant.name);
    await expect(page.getByLabel('Città')).toHaveValue('Torino');
    expect(detailRequests).toEqual([]);
  });

  test("the location question opens on 'Non ora', keeps the page behind it out of reach, and Escape answers 'Non ora'", async ({ page, request }) => {
    await newUserSignedIn(page, request, 'escape');
    await page.goto('/restaurants');
    const dialog = page.getByRole('alertdialog', { name: 'Vuoi usare la tua posizione?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Non ora' })).toBeFocused();
    // Tab moves between the dialog's two answers, never into the list behind it.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Consenti' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Non ora' })).toBeFocused();
    const search = page.getByRole('combobox', { name: 'Cerca locali' });
    await expect(search).toBeVisible();
    // The page behind is inert: a click there would land on the dialog's backdrop, so the field never takes one.
    await expect(search.click({ timeout: 1000, trial: true })).rejects.toThrow();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCATION_CONSENT_KEY)).toBe('denied');
    await expect(page.getByTestId('location-status')).toContainText("Accesso alla posizione negato dall'utente");
    await expect(page.getByRole('main')).toBeFocused();
    await search.click();
    await expect(search).toBeFocused();
  });

  test('the page behind the location question does not scroll until it is answered', async ({ page, request }) => {
    await newUserSignedIn(page, request, 'scroll-lock');
    // Short enough for the list page to scroll.
    await page.setViewportSize({ width: 390, height: 420 });
    await page.goto('/restaurants');
    const dialog = page.getByRole('alertdialog', { name: 'Vuoi usare la tua posizione?' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cerca locali' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 100)).toBe(true);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await dialog.getByRole('button', { name: 'Non ora' }).click();
    await expect(dialog).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a browser refusal is explained, remembered as denied, and the list stays alphabetical', async ({ page, request }) => {
    await page.addInitScript(() => {
      const refuse: Geolocation['getCurrentPosition'] = (_success, error) =>
        error?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: refuse }, configurable: true });
    });
    await newUserSignedIn(page, request, 'refuse');
    await setLocationConsent(page, 'granted');
    const listAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/v1/restaurants');
    await page.goto('/restaurants');
    const answer = await listAnswer;
    expect(new URL(answer.url()).searchParams.has('lat')).toBe(false);
    await expect(page.getByTestId('location-reason')).toHaveText(
      'Utente ha negato la richiesta di geolocalizzazione. Abilita i permessi di posizione.',
    );
    await expect(page.getByTestId('location-status')).toContainText('Locali in ordine alfabetico.');
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), LOCATION_CONSENT_KEY)).toBe('denied');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('restaurant list with the browser position', () => {
  test.use({ geolocation: { latitude: 45.464213, longitude: 9.189982 }, permissions: ['geolocation'] });

  test("after 'Consenti' the list asks for the nearest first and shows distances", async ({ page, request }) => {
    const user = await newUserSignedIn(page, request, 'near');
    const restaurant = await createRestaurant(request, await accessTokenOf(request, user), {
      name: uniqueName('Sushi Vicino'),
      address: 'Via Torino 2',
      city: 'Milano',
      cuisine_type: 'sushi',
      latitude: 45.4627,
      longitude: 9.1865,
    });
    const requests = await stubList(page, () => [listItem(restaurant, { distance_km: 1.234 })]);
    await page.goto('/restaurants');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Consenti' }).click();
    await expect(page.getByTestId('location-status')).toHaveText('Locali ordinati per distanza dalla tua posizione.');
    await expect
      .poll(() => requests.some((url) => url.searchParams.get('lat') === '45.4642' && url.searchParams.get('lng') === '9.19'))
      .toBe(true);
    await expect(page.getByTestId('restaurant-distance')).toHaveText('a 1,2 km');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCATION_CONSENT_KEY)).toBe('granted');
  });
});

test.describe('adding a restaurant', () => {
  test('required fields, success, then the duplicate goes to the restaurant already listed', async ({ page, request }) => {
    test.slow();
    await newUserSignedIn(page, request, 'add');
    const name = uniqueName('Trattoria da Mario');

    await page.goto('/add-restaurant');
    await expect(page.getByRole('heading', { level: 1, name: 'Aggiungi Locale' })).toBeVisible();
    await expect(page.getByLabel('Tipo di cucina')).toHaveAttribute('aria-required', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Aggiungi Locale' }).click();
    await expectToast(page, 'Campi obbligatori mancanti', 'Per favore compila tutti i campi obbligatori.');
    await expect(page.getByText('Inserisci il nome del locale.')).toBeVisible();
    await expect(page.getByText('Seleziona il tipo di cucina.')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Nome').fill(name);
    await page.getByLabel('Indirizzo').fill('Via Roma 1');
    await page.getByLabel('Città').fill('Milano');
    await page.getByLabel('Tipo di cucina').selectOption({ label: 'Pizza' });
    await page.getByLabel('Descrizione').fill('Pizza senza glutine con forno dedicato.');
    await page.getByLabel('Telefono').fill('+39 02 1234567');
    await page.getByLabel('Sito web').fill('www.trattoria-mario.example.it');
    await page.getByRole('button', { name: 'Aggiungi Locale' }).click();
    await expectToast(page, 'Ristorante aggiunto!');
    await expect(page).toHaveURL(/\/restaurants$/);

    // Same name and city again: the restaurant already listed opens instead.
    await page.goto(`/add-restaurant?name=${encodeURIComponent(name)}`);
    await expect(page.getByLabel('Nome')).toHaveValue(name);
    await page.getByLabel('Indirizzo').fill('Via Roma 1');
    await page.getByLabel('Città').fill('milano');
    await page.getByLabel('Tipo di cucina').selectOption('pizza');
    await page.getByRole('button', { name: 'Aggiungi Locale' }).click();
    await expectToast(page, 'Locale già presente in AllerGuida', `${name} è già nella lista.`);
    await expect(page).toHaveURL(/\/restaurants\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;

    // The detail page of the new restaurant.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByText(/^Tipo di cucina:\s*Pizza$/)).toBeVisible();
    await expect(page.getByTestId('community-safety').getByTestId('safety-badge')).toContainText('Nessun dato');
    await expect(page.getByTestId('personal-safety')).toContainText('Salva i tuoi allergeni nel profilo');
    await expect(page.getByTestId('personal-safety').getByRole('link', { name: 'Vai al profilo' })).toHaveAttribute('href', '/profile');
    await expect(main.getByText('Pizza senza glutine con forno dedicato.')).toBeVisible();
    await expect(main.getByText('Via Roma 1, Milano')).toBeVisible();
    await expect(main.getByRole('link', { name: '+39 02 1234567', exact: true })).toHaveAttribute('href', 'tel:+39021234567');
    await expect(main.getByRole('link', { name: 'Chiama +39 02 1234567' })).toHaveAttribute('href', 'tel:+39021234567');
    const website = main.getByRole('link', { name: /Visita il sito/ });
    await expect(website).toHaveAttribute('href', 'https://www.trattoria-mario.example.it');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expect(main.getByText('Nessuna recensione ancora.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Scrivi la prima recensione' })).toHaveAttribute('href', `/restaurants/${id}/review`);
    await expect(main.getByRole('link', { name: 'Aggiungi Recensione' })).toHaveAttribute('href', `/restaurants/${id}/review`);
    await expect(main.getByRole('link', { name: 'Torna ai Locali' })).toHaveAttribute('href', '/restaurants');
    await expect(main.getByRole('link', { name: 'Vedi sulla Mappa' })).toHaveAttribute('href', '/restaurants/map');
    await expect(main.getByRole('link', { name: 'I Miei Locali' })).toHaveAttribute('href', '/my-restaurants');
    // No coordinates: no map and no directions.
    await expect(main.getByRole('heading', { name: 'Come arrivare' })).toHaveCount(0);
    await expect(main.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('restaurant detail and edit', () => {
  test('editing survives a reload, saves coordinates, and the detail then shows the map', async ({ page, request }) => {
    test.slow();
    const user = await newUserSignedIn(page, request, 'edit');
    const token = await accessTokenOf(request, user);
    const restaurant = await createRestaurant(request, token, {
      name: uniqueName('Gelateria Importata'),
      address: 'Piazza Maggiore 1',
      city: 'Bologna',
      cuisine_type: 'altro',
      phone: '051 123456',
      description: 'Importato da Google Places',
    });

    // Opened directly, with no navigation state: the page loads the restaurant.
    await page.goto(`/restaurants/${restaurant.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifica Locale' })).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue(restaurant.name);
    await page.reload();
    await expect(page.getByLabel('Nome')).toHaveValue(restaurant.name);
    await expect(page.getByLabel('Telefono')).toHaveValue('051 123456');
    const findCoordinates = page.getByRole('button', { name: 'Trova coordinate su Google' });
    const findHint = page.getByText('Compila nome e indirizzo per cercare le coordinate.');
    // Name and address are filled: the hint on how to enable the search is gone.
    await expect(findCoordinates).toBeEnabled();
    await expect(findHint).toHaveCount(0);
    await expect(page.getByText('Latitudine e longitudine vengono salvate solo se le compili entrambe.')).toHaveCount(1);
    // The coordinate search asks the places proxy (answered here; its server side has its own tests).
    let placesAnswer: unknown = { status: 'OK', results: [{ place_id: 'p1', name: restaurant.name, geometry: { location: { lat: 44.4949, lng: 11.3426 } }, types: [] }] };
    await page.route((url) => url.pathname === '/functions/v1/google-places-proxy', (route) => route.fulfill({ json: placesAnswer }));
    await findCoordinates.click();
    await expectToast(page, 'Coordinate trovate!');
    await expect(page.getByLabel('Latitudine')).toHaveValue('44.4949');
    await expect(page.getByLabel('Longitudine')).toHaveValue('11.3426');
    await page.getByLabel('Latitudine').fill('');
    await page.getByLabel('Longitudine').fill('');
    placesAnswer = { status: 'ZERO_RESULTS', results: [] };
    await findCoordinates.click();
    await expectToast(page, 'Nessun risultato', 'Non sono state trovate coordinate per questo ristorante');
    await page.getByLabel('Nome').fill('');
    await expect(findCoordinates).toBeDisabled();
    await expect(findCoordinates).toHaveAccessibleDescription('Compila nome e indirizzo per cercare le coordinate.');
    await expect(findHint).toHaveCount(1);
    await page.getByLabel('Nome').fill(restaurant.name);
    await expect(findCoordinates).toBeEnabled();
    await expect(findHint).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Only one coordinate: the rest is saved, without coordinates (they are sent only when both are filled).
    await page.getByLabel('Latitudine').fill('45,4642');
    await page.getByLabel('Telefono').fill('');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expectToast(page, 'Salvato!');
    await expect(page).toHaveURL(/\/restaurants$/);
    const halfSaved = ((await (await getRestaurant(request, token, restaurant.id)).json()) as { restaurant: Restaurant }).restaurant;
    expect(halfSaved).toMatchObject({ phone: null, latitude: null, longitude: null, name: restaurant.name });

    await page.goto(`/restaurants/${restaurant.id}/edit`);
    await page.getByLabel('Latitudine').fill('45,4642');
    await page.getByLabel('Longitudine').fill('9.19');
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expectToast(page, 'Salvato!');
    await expect(page).toHaveURL(/\/restaurants$/);

    const saved = ((await (await getRestaurant(request, token, restaurant.id)).json()) as { restaurant: Restaurant }).restaurant;
    expect(saved).toMatchObject({ phone: null, latitude: 45.4642, longitude: 9.19, name: restaurant.name });

    await page.goto(`/restaurants/${restaurant.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    // The imported description is not shown, and without a phone there is no call button.
    await expect(main.getByText('Importato da Google Places')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Chiama' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Vedi sulla Mappa' })).toHaveAttribute(
      'href',
      `/restaurants/map?lat=45.4642&lng=9.19&restaurant=${restaurant.id}`,
    );
    await expect(main.getByRole('heading', { name: 'Come arrivare' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Indicazioni stradali con Google Maps/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/\?api=1&destination=45\.4642%2C9\.19/,
    );
    await expect(main.getByRole('link', { name: /Indicazioni stradali con Apple Maps/ })).toHaveAttribute('href', /maps\.apple\.com/);
    await expect(main.getByRole('link', { name: /Indicazioni stradali con Waze/ })).toHaveAttribute('href', /waze\.com/);
    const frame = main.locator(`iframe[title="Mappa di ${restaurant.name}"]`);
    await expect(frame).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html\?.*marker=45\.464200%2C9\.190000/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a busy restaurant shows its 20 newest reviews and adds 20 more at a time', async ({ page, request }) => {
    test.slow();
    const user = await newUserSignedIn(page, request, 'busy');
    const token = await accessTokenOf(request, user);
    const restaurant = await createRestaurant(request, token, { name: uniqueName('Osteria Affollata'), address: 'Via Po 3', city: 'Torino', cuisine_type: 'italian' });
    // One after the other, so 'Recensione 23' is the newest.
    for (let index = 1; index <= 23; index += 1) {
      await createReviewThroughApi(request, token, restaurant.id, { comment: `Recensione ${index}` });
    }

    await page.goto(`/restaurants/${restaurant.id}`);
    const reviews = page.getByRole('region', { name: 'Recensioni' });
    await expect(reviews.getByText('23 recensioni')).toBeVisible();
    await expect(reviews.getByTestId('review-card')).toHaveCount(20);
    await expect(reviews.getByTestId('review-card').first()).toContainText('Recensione 23');
    await expect(reviews.getByTestId('review-card').last()).toContainText('Recensione 4');
    await expect(reviews.getByTestId('reviews-shown-of-total')).toHaveText('20 di 23');
    await expectNoSeriousA11yViolations(page);

    const showMore = reviews.getByRole('button', { name: 'Mostra altre recensioni' });
    await showMore.focus();
    await page.keyboard.press('Enter');
    await expect(reviews.getByTestId('review-card')).toHaveCount(23);
    await expect(reviews.getByTestId('review-card').last()).toContainText('Recensione 1');
    await expect(showMore).toHaveCount(0);
    await expect(reviews.getByTestId('reviews-shown-of-total')).toHaveCount(0);
  });

  test("going back to a restaurant's page from one of its reviews finds the page where it was left", async ({ page, request }) => {
    const user = await newUserSignedIn(page, request, 'backplace');
    const token = await accessTokenOf(request, user);
    const restaurant = await createRestaurant(request, token, { name: uniqueName('Trattoria Lunga'), address: 'Via Roma 9', city: 'Bologna', cuisine_type: 'italian' });
    for (let index = 1; index <= 6; index += 1) {
      await createReviewThroughApi(request, token, restaurant.id, { comment: `Recensione ${index}` });
    }

    await page.goto(`/restaurants/${restaurant.id}`);
    // The oldest review, last on the page, far below the first screen.
    const oldest = page.getByTestId('review-card').filter({ hasText: 'Recensione 1' });
    await oldest.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Cronologia modifiche' })).toBeVisible();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    await oldest.getByRole('link', { name: 'Modifica' }).click();
    await expect(page.getByRole('heading', { name: 'Modifica Recensione' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));
    await expect(oldest).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(2);
  });

  test('a restaurant that does not exist: back to the list with the spec messages', async ({ page, request }) => {
    await newUserSignedIn(page, request, 'missing');
    await setLocationConsent(page, 'denied');

    await page.goto(`/restaurants/${randomUUID()}`);
    await expectToast(page, 'Ristorante non trovato', 'Ristorante non trovato.');
    await expect(page).toHaveURL(/\/restaurants$/);

    await page.goto(`/restaurants/${randomUUID()}/edit`);
    await expectToast(page, 'Errore', 'Dati ristorante non trovati');
    await expect(page).toHaveURL(/\/restaurants$/);
  });
});
