// Closed or new management, with two people in two browsers: A reports a
// venue 'Chiuso definitivamente' (one report shows nothing yet); B reports it
// too, and A's open page shows the status without reloading. The venue leaves
// the list; 'Mostra anche chiusi' (kept in the URL) brings it back marked, and
// its page says 'Chiuso definitivamente'; on the map, the same.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi, createReviewThroughApi } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newConfirmedUser, signedInPage } from './support/consent';

async function reportClosed(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'Segnala chiusura o cambio gestione' });
  await section.getByRole('radio', { name: 'Chiuso definitivamente' }).check();
  await section.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expectToast(page, 'Segnalazione inviata');
  await expect(section.getByText('La tua segnalazione: Chiuso definitivamente')).toBeVisible();
}

test.setTimeout(150_000);

test('two people report a venue closed: it leaves the list, "Mostra anche chiusi" shows it marked, its page says so', async ({
  browser,
  request,
}) => {
  const alice = await newConfirmedUser(request, 'closed-a');
  const bruno = await newConfirmedUser(request, 'closed-b');
  // A city of its own, so the list shows this run's venues only.
  const city = `Serrata${randomUUID().slice(0, 6)}`;
  const token = await accessTokenOf(request, bruno);
  // Far from the map's default view: a search for the city fits the map to them.
  const closing = await createRestaurantThroughApi(request, token, {
    name: `Trattoria Chiusa ${city}`,
    address: 'Via Roma 1',
    city,
    latitude: 41.1171,
    longitude: 16.8719,
  });
  const staying = await createRestaurantThroughApi(request, token, {
    name: `Osteria Aperta ${city}`,
    address: 'Via Roma 2',
    city,
    latitude: 41.1259,
    longitude: 16.8667,
  });
  await createReviewThroughApi(request, token, closing.id);
  await createReviewThroughApi(request, token, staying.id);

  const a = await signedInPage(browser, alice);
  const b = await signedInPage(browser, bruno);
  const pageErrors: string[] = [];
  for (const page of [a, b]) page.on('pageerror', (error) => pageErrors.push(error.message));

  // A reports it closed: one report is not enough to show a status.
  await a.goto(`/restaurants/${closing.id}`);
  await expect(a.getByRole('heading', { level: 1, name: closing.name })).toBeVisible();
  const aSection = a.getByRole('region', { name: 'Segnala chiusura o cambio gestione' });
  await expect(aSection.getByText(/Uno stato appare quando lo segnalano due utenti diversi/)).toBeVisible();
  await reportClosed(a);
  await expect(aSection.getByTestId('venue-status-counts')).toHaveText('Chiuso: 1 · Nuova gestione: 0 · Ancora aperto: 0');
  await expect(a.getByTestId('venue-status')).toHaveCount(0);
  await expectNoSeriousA11yViolations(a);

  // B reports it too: the status is shown, and A's open page follows without a reload.
  await b.goto(`/restaurants/${closing.id}`);
  await reportClosed(b);
  const aStatus = a.getByTestId('venue-status').first();
  await expect(aStatus).toHaveText('Chiuso definitivamente (segnalata da utenti, non verificata)');
  await expect(aSection.getByTestId('venue-status-counts')).toHaveText('Chiuso: 2 · Nuova gestione: 0 · Ancora aperto: 0');

  // The list leaves it out.
  await b.evaluate(() => window.localStorage.setItem('allerguida-location-consent', 'denied'));
  await b.goto(`/restaurants?city=${city}`);
  const rows = b.getByTestId('restaurant-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('heading', { name: staying.name })).toBeVisible();

  // 'Mostra anche chiusi' brings it back, marked, and stays in the URL.
  const showClosed = b.getByRole('checkbox', { name: 'Mostra anche chiusi' });
  await expect(showClosed).not.toBeChecked();
  // The box follows the URL: it shows ticked once the navigation it starts is done, so click and then wait for it.
  await showClosed.click();
  await expect(showClosed).toBeChecked();
  await expect(b).toHaveURL(/show_closed=1/);
  await expect(rows).toHaveCount(2);
  const closedRow = rows.filter({ has: b.getByRole('heading', { name: closing.name }) });
  await expect(closedRow.getByTestId('venue-status')).toHaveText('Chiuso definitivamente (segnalata da utenti, non verificata)');
  await expect(rows.filter({ has: b.getByRole('heading', { name: staying.name }) }).getByTestId('venue-status')).toHaveCount(0);
  await expectNoSeriousA11yViolations(b);
  await b.reload();
  await expect(showClosed).toBeChecked();
  await expect(rows).toHaveCount(2);

  // Its page says it is closed.
  await closedRow.getByRole('link', { name: /Scopri/ }).click();
  await expect(b.getByRole('heading', { level: 1, name: closing.name })).toBeVisible();
  await expect(b.getByTestId('venue-status').first()).toHaveText('Chiuso definitivamente (segnalata da utenti, non verificata)');

  // The map leaves it out too, and its own 'Mostra anche chiusi' brings it back.
  await b.goto(`/restaurants/map?search=${encodeURIComponent(city)}`);
  await expect(b.getByTestId('map-count')).toHaveText('1 locale');
  await expect(b.locator(`.venue-marker[title="${closing.name}"]`)).toHaveCount(0);
  const mapShowClosed = b.getByRole('button', { name: 'Mostra anche chiusi' });
  await expect(mapShowClosed).toHaveAttribute('aria-pressed', 'false');
  await mapShowClosed.click();
  await expect(mapShowClosed).toHaveAttribute('aria-pressed', 'true');
  await expect(b).toHaveURL(/show_closed=1/);
  await expect(b.getByTestId('map-count')).toHaveText('2 locali');
  await expect(b.locator(`.venue-marker[title="${closing.name}"]`)).toBeVisible();

  expect(pageErrors).toEqual([]);
});
