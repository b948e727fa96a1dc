// Restaurants found again: a restaurant added by hand (no review yet, so not
// listed) leads to its first review from the toast and from My restaurants;
// a filter seen before comes back on page 1; 'Usa la mia posizione' asks
// again after 'Non ora'; closing a dialog gives focus back to its opener; the
// allergens read in Italian order.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addRestaurantThroughForm } from './support/add-restaurant';
import { accessTokenOf, createRestaurantThroughApi, createReviewThroughApi } from './support/api';
import { newUserSignedIn } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';

const LOCATION_CONSENT_KEY = 'allerguida-location-consent';
const ITALIAN_ORDER_START = ['Aglio', 'Arachidi', 'Cetriolo', 'Crostacei', 'Fava'];

async function setLocationConsent(page: Page, value: 'granted' | 'denied') {
  await page.evaluate(([key, consent]) => window.localStorage.setItem(key!, consent!), [LOCATION_CONSENT_KEY, value]);
}

test('a restaurant added by hand: the toast leads to its first review, and My restaurants keeps it until then', async ({ page, request }) => {
  await newUserSignedIn(page, request, 'added');
  const name = `Osteria Nuova ${randomUUID().slice(0, 8)}`;
  await addRestaurantThroughForm(page, { name, address: 'Via dei Mille 7', city: 'Genova', cuisine: 'pesce' });

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Ristorante aggiunto!' });
  await expect(toast).toBeVisible();
  // The spec's navigation to the list stays.
  await expect(page).toHaveURL(/\/restaurants$/);
  const reviewLink = toast.getByRole('link', { name: 'Scrivi la prima recensione' });
  await expect(reviewLink).toHaveAttribute('href', /^\/restaurants\/[0-9a-f-]{36}\/review$/);
  const reviewPath = (await reviewLink.getAttribute('href'))!;

  await setLocationConsent(page, 'denied');
  // Searching its name: the list (reviewed venues only) finds nothing, but names the one the user added.
  await page.goto('/restaurants');
  const search = page.getByRole('combobox', { name: 'Cerca locali' });
  await search.fill(name);
  await search.press('Enter');
  const added = page.getByTestId('empty-state').getByTestId('added-by-you');
  await expect(added).toContainText(`Hai già aggiunto "${name}" (Via dei Mille 7, Genova): comparirà tra i Locali dopo la prima recensione.`);
  await expect(added.getByRole('link', { name: 'Scrivi la prima recensione' })).toHaveAttribute('href', reviewPath);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/my-restaurants');
  const section = page.getByRole('region', { name: 'Aggiunti da te, in attesa di recensione' });
  const row = section.getByTestId('awaiting-review-row').filter({ hasText: name });
  await expect(row).toContainText('Via dei Mille 7, Genova');
  await row.getByRole('link', { name: 'Scrivi la prima recensione' }).click();
  await expect(page).toHaveURL(new RegExp(`${reviewPath}$`));
  await expect(page.getByText(name).first()).toBeVisible();
});

test('any filter change shows page 1, also for a combination seen before', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'pages');
  const token = await accessTokenOf(request, user);
  const tag = `Pagine${randomUUID().slice(0, 6)}`;
  for (let index = 1; index <= 22; index += 1) {
    const restaurant = await createRestaurantThroughApi(request, token, {
      name: `${tag} ${String(index).padStart(2, '0')}`,
      address: `Via Po ${index}`,
      city: 'Torino',
      cuisine_type: 'italian',
    });
    await createReviewThroughApi(request, token, restaurant.id);
  }
  await page.goto('/restaurants');
  await setLocationConsent(page, 'denied');
  await page.goto('/restaurants');
  const search = page.getByRole('combobox', { name: 'Cerca locali' });
  const shown = page.getByTestId('shown-of-total');
  await search.fill(tag);
  await search.press('Enter');
  await expect(shown).toHaveText('20 di 22');
  await page.getByRole('button', { name: 'Visualizza più Locali' }).click();
  await expect(shown).toHaveText('22 di 22');

  await page.getByRole('button', { name: 'Cancella filtri' }).click();
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);
  await search.fill(tag);
  await search.press('Enter');
  await expect(shown).toHaveText('20 di 22');
  await expect(page.getByRole('button', { name: 'Visualizza più Locali' })).toBeVisible();

  // Going back to it through the browser history is a filter change too.
  await page.getByRole('button', { name: 'Visualizza più Locali' }).click();
  await expect(shown).toHaveText('22 di 22');
  await page.getByRole('button', { name: 'Cancella filtri' }).click();
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('filter-chip')).toHaveCount(1);
  await expect(shown).toHaveText('20 di 22');
});

test.describe('with the browser position allowed', () => {
  test.use({ geolocation: { latitude: 45.464213, longitude: 9.189982 }, permissions: ['geolocation'] });

  test("'Usa la mia posizione' asks again after 'Non ora'", async ({ page, request }) => {
    await newUserSignedIn(page, request, 'ask-again');
    await page.goto('/restaurants');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Non ora' }).click();
    const status = page.getByTestId('location-status');
    await expect(status).toContainText("Accesso alla posizione negato dall'utente");
    await page.getByRole('button', { name: 'Usa la mia posizione' }).click();
    await expect(status).toHaveText('Locali ordinati per distanza dalla tua posizione.');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCATION_CONSENT_KEY)).toBe('granted');
    await expect(page.getByRole('button', { name: 'Usa la mia posizione' })).toHaveCount(0);
  });
});

test('closing the delete confirmation gives focus back to the row button that opened it', async ({ page, request }) => {
  const user = await newUserSignedIn(page, request, 'focus-delete');
  const token = await accessTokenOf(request, user);
  const name = `Focus ${randomUUID().slice(0, 8)}`;
  const restaurant = await createRestaurantThroughApi(request, token, { name, address: 'Via Roma 3', city: 'Bari', cuisine_type: 'pizza' });
  await createReviewThroughApi(request, token, restaurant.id);
  await page.goto('/restaurants');
  await setLocationConsent(page, 'denied');
  await page.goto(`/restaurants?q=${encodeURIComponent(name)}`);
  const deleteButton = page.getByRole('button', { name: `Elimina ${name}` });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare il locale?' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(deleteButton).toBeFocused();
});

test("allergens read in Italian order; the allergen card's Modifica and Annulla keep the focus", async ({ page, request }) => {
  const user = await newUserSignedIn(page, request, 'italian-order');
  const token = await accessTokenOf(request, user);
  const restaurant = await createRestaurantThroughApi(request, token, {
    name: `Ordine ${randomUUID().slice(0, 8)}`,
    address: 'Via Roma 9',
    city: 'Pisa',
    cuisine_type: 'italian',
  });

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'I Miei Allergeni e Intolleranze' });
  const tiles = card.getByRole('list', { name: 'I Miei Allergeni e Intolleranze' }).getByRole('listitem');
  await expect(tiles).toHaveCount(21);
  const tileTexts = (await tiles.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(tileTexts.slice(0, 5).map((text) => text.replace(/^\S+\s/, ''))).toEqual(ITALIAN_ORDER_START);
  expect(tileTexts.at(-1)).toContain('Uovo');

  const edit = card.getByRole('button', { name: 'Modifica' });
  await edit.click();
  const cancel = card.getByRole('button', { name: 'Annulla' });
  await expect(cancel).toBeFocused();
  await cancel.press('Enter');
  await expect(edit).toBeFocused();

  await page.goto(`/restaurants/${restaurant.id}/review`);
  const checkboxes = page.getByRole('group', { name: /Allergeni/ }).getByRole('checkbox');
  await expect(checkboxes).toHaveCount(21);
  const labels = await page.getByRole('group', { name: /Allergeni/ }).locator('label').allInnerTexts();
  expect(labels.slice(0, 5).map((text) => text.replace(/^\S+\s/, '').trim())).toEqual(ITALIAN_ORDER_START);
});
