// 'I Miei Locali': the restaurants the user reviewed (written through the real
// restaurants and reviews API), 20 at a time with 'Mostra altri locali', each
// with Scopri, edit review, call and directions; removing one with its
// confirmation; the empty state; and the list opening again offline.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi, createReviewThroughApi } from './support/api';
import { newConfirmedUser, signInThroughStorage } from './support/consent';
import { PHONE } from './support/phone';

// The list opens again offline from the service worker's cache (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** No location dialog: the list is in alphabetical order. */
async function declineLocation(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('allerguida-location-consent', 'denied'));
}

test('signed out, /my-restaurants sends to /auth', async ({ page }) => {
  await page.goto('/my-restaurants');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmy-restaurants$/);
});

test('a user without reviews sees the empty state leading to the restaurants', async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'mine-empty');
  await signInThroughStorage(page, user);
  await declineLocation(page);
  await page.goto('/my-restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'I Miei Locali' })).toBeVisible();
  const empty = page.getByTestId('empty-state');
  await expect(empty).toContainText('Non hai ancora recensito nessun locale.');
  await expect(empty.getByRole('link', { name: 'Esplora i Locali' })).toHaveAttribute('href', '/restaurants');
  await expect(page.getByRole('link', { name: 'Torna al Profilo' })).toHaveAttribute('href', '/profile');
});

test('lists 20 reviewed restaurants, shows more, links every action, removes one, and opens offline', PHONE, async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const user = await newConfirmedUser(request, 'mine');
  const token = await accessTokenOf(request, user);
  const tag = randomUUID().slice(0, 6);
  const restaurants = [];
  for (let index = 1; index <= 21; index += 1) {
    const number = String(index).padStart(2, '0');
    restaurants.push(
      await createRestaurantThroughApi(request, token, {
        name: `Locale ${tag} ${number}`,
        address: `Via Mia ${index}`,
        city: 'Milano',
        cuisine_type: 'italian',
        ...(index === 1 ? { phone: '+39 02 1234567', latitude: 45.4642, longitude: 9.19 } : {}),
      }),
    );
  }
  const reviews = [];
  for (const restaurant of restaurants) reviews.push(await createReviewThroughApi(request, token, restaurant.id));

  await signInThroughStorage(page, user);
  await declineLocation(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Vedi i Miei Locali' }).click();
  await expect(page).toHaveURL(/\/my-restaurants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'I Miei Locali' })).toBeVisible();
  const rows = page.getByTestId('my-restaurant-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().getByRole('heading')).toHaveText(`Locale ${tag} 01`);
  await page.getByRole('button', { name: 'Mostra altri locali' }).click();
  await expect(rows).toHaveCount(21);
  await expect(rows.last().getByRole('heading')).toHaveText(`Locale ${tag} 21`);
  await expect(page.getByRole('button', { name: 'Mostra altri locali' })).toHaveCount(0);

  const first = rows.first();
  await expect(first.getByRole('link', { name: 'Scopri' })).toHaveAttribute('href', `/restaurants/${restaurants[0]!.id}`);
  await expect(first.getByRole('link', { name: 'Modifica recensioni' })).toHaveAttribute('href', `/reviews/${reviews[0]!.id}/edit`);
  await expect(first.getByRole('link', { name: 'Chiama +39 02 1234567' })).toHaveAttribute('href', 'tel:+39021234567');
  await expect(first.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', /google\.com\/maps\/dir\/.*destination=45\.4642%2C9\.19/);
  await expect(first.getByRole('link', { name: /Apple Maps/ })).toHaveAttribute('href', /maps\.apple\.com\/\?daddr=45\.4642%2C9\.19/);
  await expect(first.getByRole('link', { name: /Waze/ })).toHaveAttribute('href', /waze\.com\/ul\?ll=45\.4642%2C9\.19/);
  // Without a phone or coordinates there is nothing to call or to navigate to.
  await expect(rows.nth(1).getByRole('link', { name: /Chiama/ })).toHaveCount(0);
  await expect(rows.nth(1).getByRole('link', { name: /Waze/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Remove the second: confirmation first; cancelling keeps it.
  const second = rows.nth(1);
  await second.getByRole('button', { name: 'Rimuovi' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Rimuovere il locale?' });
  await expect(dialog).toContainText(`Vuoi rimuovere "Locale ${tag} 02" dai tuoi locali? Tutte le tue recensioni di questo locale verranno eliminate.`);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(rows).toHaveCount(21);
  await second.getByRole('button', { name: 'Rimuovi' }).click();
  await dialog.getByRole('button', { name: 'Rimuovi' }).click();
  await expectToast(page, 'Locale rimosso');
  await expect(page.getByRole('heading', { name: `Locale ${tag} 02` })).toHaveCount(0);
  const mine = await request.get('/rest/v1/my-restaurants?page=2', { headers: { authorization: `Bearer ${token}` } });
  expect(((await mine.json()) as { total: number }).total).toBe(20);
  const review = await request.get(`/rest/v1/restaurants/${restaurants[1]!.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await review.json()) as { review_count: number }).review_count).toBe(0);

  // Seen once, the list opens again without a connection.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(rows).toHaveCount(20);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(rows.first().getByRole('heading')).toHaveText(`Locale ${tag} 01`);
  } finally {
    await context.setOffline(false);
  }
});
