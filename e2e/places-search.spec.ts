// /restaurants/search: the texts of docs/product.md#places-search-and-import, search → import → the new
// venue's page, and the duplicate path. The whole way is real: browser, places
// proxy and import on the server, with only Google's web service replaced by
// the fake of support/fake-google-places.ts on 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/accounts';
import { newUserSignedIn } from './support/consent';
import { fakePlace } from './support/fake-google-places';

/** For each of the card's five stars, whether it is painted filled. */
function filledStars(card: Locator): Promise<boolean[]> {
  return card.locator('svg.lucide-star').evaluateAll((stars) =>
    stars.map((star) => !['none', 'transparent', 'rgba(0, 0, 0, 0)'].includes(getComputedStyle(star).fill)),
  );
}

test('visitors are sent to /auth', async ({ page }) => {
  await page.goto('/restaurants/search');
  await expect(page).toHaveURL(/\/auth\?next=%2Frestaurants%2Fsearch$/);
});

test('search, import, the new venue page; importing it again takes the duplicate path', async ({ page, request }) => {
  test.slow();
  await newUserSignedIn(page, request, 'places');
  const token = randomUUID().slice(0, 8);
  const { name, formatted_address: formattedAddress } = fakePlace(token);
  const street = formattedAddress.split(',')[0]!;
  // The browser only ever talks to our proxy, and never with the key.
  const queries: string[] = [];
  page.on('request', (browserRequest) => {
    const url = new URL(browserRequest.url());
    expect(url.searchParams.has('key')).toBe(false);
    if (url.pathname === '/functions/v1/google-places-proxy' && url.searchParams.get('endpoint') === 'textsearch') {
      queries.push(url.searchParams.get('query') ?? '');
    }
  });

  await page.goto('/restaurants/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Cerca Locale' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Locali' })).toHaveAttribute('href', '/restaurants');
  await expect(page.getByRole('main').getByRole('link', { name: 'Aggiungi', exact: true })).toHaveAttribute('href', '/add-restaurant');
  await expect(page.getByText('Cerca un locale su Google Places')).toBeVisible();
  await expect(page.getByText('Scrivi il nome del locale, la città o il tipo di cucina')).toBeVisible();
  const box = page.getByPlaceholder('Cerca locali su Google Places...');
  await box.fill('tr');
  await page.waitForTimeout(700);
  expect(queries).toEqual([]);
  await box.fill('zzzz');
  await expect(page.getByText('Nessun locale trovato per "zzzz".')).toBeVisible();
  await box.fill(`trattoria ${token}`);
  const card = page.getByTestId('place-card');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText('Aperto ora')).toBeVisible();
  await expect(card.getByText('Fascia di prezzo 2 su 4')).toBeAttached();
  await expect(card.getByText('€€', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Vedi su Google Maps' })).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Aggiungi ad AllerGuida' }).click();
  await expectToast(page, 'Locale aggiunto!', `${name} è stato aggiunto alla tua lista.`);
  await expect(page).toHaveURL(/\/restaurants\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The imported description is hidden on the detail page.
  await expect(page.getByText('Importato da Google Places')).toHaveCount(0);
  // The street is stored without the city and country ('Via Vigevano N, Milano, Italia' gave
  // 'Via Vigevano N, Milano, Italia, Milano' on the page), and the city beside it.
  await expect(page.getByRole('main').getByText(`${street}, Milano`, { exact: true })).toBeVisible();

  await page.goto('/restaurants/search');
  await page.getByPlaceholder('Cerca locali su Google Places...').fill(`trattoria ${token}`);
  await page.getByTestId('place-card').getByRole('button', { name: 'Aggiungi ad AllerGuida' }).click();
  await expectToast(page, 'Locale già presente in AllerGuida', `${name} è già nella lista.`);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${id}$`));
});

test('a failing places service shows an honest error with Aggiungi, never invented venues', async ({ page, request }) => {
  await newUserSignedIn(page, request, 'places');
  await page.goto('/restaurants/search');
  await page.getByPlaceholder('Cerca locali su Google Places...').fill('pizzeria guasto');
  await expect(page.getByRole('alert')).toContainText('La ricerca dei locali non è al momento disponibile.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Aggiungi' })).toHaveAttribute('href', '/add-restaurant?name=pizzeria+guasto');
  await expect(page.getByTestId('place-card')).toHaveCount(0);
});

test('on a phone the results are compact cards: name, stars, Aggiungi and Maps', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newUserSignedIn(page, request, 'places');
  const token = randomUUID().slice(0, 8);
  const place = fakePlace(token);
  await page.goto('/restaurants/search');
  await page.getByPlaceholder('Cerca locali su Google Places...').fill(`trattoria ${token}`);
  const card = page.getByTestId('place-card');
  await expect(card.getByRole('heading', { name: place.name })).toBeVisible();
  await expect(card).toHaveAttribute('data-variant', 'compact');
  await expect(card.getByText('Valutazione 4.6 su 5')).toBeAttached();
  // Stars are filled up to the floored rating: 4.6 fills 4 of 5, not 5.
  expect(await filledStars(card)).toEqual([true, true, true, true, false]);
  await expect(card.getByRole('button', { name: 'Aggiungi ad AllerGuida' })).toHaveText('Aggiungi');
  await expect(card.getByRole('link', { name: 'Vedi su Google Maps' })).toHaveText('Maps');
  await expect(card.getByText(place.formatted_address)).toHaveCount(0);
  await expect(card.getByText('Aperto ora')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
