// Reviews: a signed-in user writes a review with a photo from the restaurant
// page, sees it there with the photo (and the comment as plain text), edits
// it (rating changed, photo removed at once), deletes it after the
// confirmation; another user opening the edit page is sent to /profile.
// axe on both new pages.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi } from './support/api';
import { newConfirmedUser, newUserSignedIn } from './support/consent';

let pageErrors: Error[] = [];
test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // No test reaches the internet: the detail page's map frame gets a blank page.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="it"><title>Mappa</title><body></body></html>' }),
  );
});
test.afterEach(() => {
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

function createRestaurant(request: APIRequestContext, token: string) {
  return createRestaurantThroughApi(request, token, {
    name: `Osteria Recensita ${randomUUID().slice(0, 8)}`,
    address: 'Via Garibaldi 3',
    city: 'Torino',
    cuisine_type: 'italian',
  });
}

test('writes a review with a photo, sees it, edits it and deletes it', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'review-author');
  const restaurant = await createRestaurant(request, await accessTokenOf(request, user));

  await page.goto(`/restaurants/${restaurant.id}`);
  await page.getByRole('link', { name: 'Aggiungi Recensione' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}/review$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Aggiungi Recensione' })).toBeVisible();
  await expect(page.getByText(`Recensisci ${restaurant.name}`)).toBeVisible();

  // The spec's defaults: good, five stars, allergens indicated.
  await expect(page.getByLabel('Valutazione generale')).toHaveValue('good');
  await expect(page.getByRole('group', { name: 'Pulizia' }).getByRole('radio', { name: '5 stelle su 5' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'SI', exact: true })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Valutazione generale').selectOption('excellent');
  await page.getByLabel('Tipo di cucina').selectOption('pizza');
  // The stars are the radios' labels: a tap on the third star.
  const flexibility = page.getByRole('group', { name: 'Flessibilità del menu' });
  await flexibility.locator('label', { has: page.getByRole('radio', { name: '3 stelle su 5' }) }).click();
  await expect(flexibility.getByRole('radio', { name: '3 stelle su 5' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Glutine' }).check();
  const comment = '<b>Ottimo</b> impasto senza glutine';
  await page.getByLabel('Commento').fill(comment);

  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c8643c' } }).png().toBuffer();
  await page.getByLabel('Aggiungi foto').setInputFiles({ name: 'piatto.png', mimeType: 'image/png', buffer: photo });
  await expectToast(page, 'Immagini ottimizzate!', '1 immagine pronta per il caricamento.');
  await expect(page.getByTestId('photo-counter')).toHaveText('1/5 foto');

  await page.getByRole('group', { name: 'Hai avuto una reazione?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Pubblica Recensione' }).click();
  await expectToast(page, 'Recensione aggiunta!');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));

  const card = page.getByTestId('review-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Eccellente')).toBeVisible();
  await expect(card.getByText('La tua recensione:')).toBeVisible();
  // The comment is text: the tags show, nothing is bold.
  await expect(card.getByText(comment)).toBeVisible();
  await expect(card.locator('b')).toHaveCount(0);
  await expect(card.getByRole('listitem').filter({ hasText: 'Glutine' })).toContainText('🌾');
  const image = card.getByRole('img', { name: /^Foto 1 della recensione di / });
  await expect(image).toHaveAttribute('src', /^\/storage\/v1\/object\/public\/photos\/reviews\/[0-9a-f-]{36}\/\d+_0\.jpg$/);
  // Loaded lazily: the reviews sit below the venue's card and its averages, which may be farther than Chromium looks ahead.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1620);
  await expect(card.getByRole('link', { name: /Foto 1 della recensione/ })).toHaveAttribute('target', '_blank');
  // The restaurant took the review's cuisine.
  await expect(page.getByText(/Tipo di cucina:\s*Pizza/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(/\/reviews\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica Recensione' })).toBeVisible();
  await expect(page.getByLabel('Valutazione generale')).toHaveValue('excellent');
  await expect(page.getByLabel('Commento')).toHaveValue(comment);
  await expect(page.getByRole('checkbox', { name: 'Glutine' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Rimuovi foto 1' }).click();
  await expectToast(page, 'Foto eliminata');
  await expect(page.getByTestId('photo-counter')).toHaveText('0/5 foto');
  await page.getByLabel('Valutazione generale').selectOption('poor');
  await page.getByRole('button', { name: 'Aggiorna Recensione' }).click();
  await expectToast(page, 'Recensione aggiornata!');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));
  await expect(card.getByText('Scarso')).toBeVisible();
  await expect(card.getByRole('img', { name: /della recensione di/ })).toHaveCount(0);

  await card.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sei sicuro di voler eliminare questa recensione? Questa azione non può essere annullata.');
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expectToast(page, 'Successo', 'Recensione eliminata con successo.');
  await expect(page.getByTestId('no-reviews')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a failed photo upload shows 'Errore upload foto' and the review is saved without it; a non-image is refused", async ({ page, request }) => {
  const user = await newUserSignedIn(page, request, 'review-upload-fails');
  const restaurant = await createRestaurant(request, await accessTokenOf(request, user));
  await page.goto(`/restaurants/${restaurant.id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aggiungi Recensione' })).toBeVisible();

  await page.getByLabel('Aggiungi foto').setInputFiles({ name: 'menu.jpg', mimeType: 'text/plain', buffer: Buffer.from('non una foto') });
  await expectToast(page, 'File non valido', "menu.jpg non è un'immagine valida");
  await expect(page.getByTestId('photo-counter')).toHaveText('0/5 foto');

  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3c8c64' } }).jpeg().toBuffer();
  await page.getByLabel('Aggiungi foto').setInputFiles({ name: 'sala.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectToast(page, 'Immagini ottimizzate!');
  // The storage answers with a server error, as a broken bucket would.
  await page.route('**/storage/v1/object/photos/reviews/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'Servizio momentaneamente non disponibile.' } })
      : route.fallback(),
  );
  await page.getByRole('group', { name: 'Hai avuto una reazione?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Pubblica Recensione' }).click();
  await expectToast(page, 'Errore upload foto', 'sala.jpg');
  await expectToast(page, 'Recensione aggiunta!');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));
  const card = page.getByTestId('review-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: /della recensione di/ })).toHaveCount(0);
});

test("another user opening someone's review edit page is sent to /profile", async ({ page, request }) => {
  const author = await newConfirmedUser(request, 'review-owner');
  const token = await accessTokenOf(request, author);
  const restaurant = await createRestaurant(request, token);
  const created = await request.post('/rest/v1/reviews', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      restaurant_id: restaurant.id,
      rating: 'good',
      cuisine_type: 'italian',
      cleanliness_rating: 4,
      customer_attention_rating: 4,
      menu_flexibility_rating: 4,
      allergen_indication: 'yes',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const review = (await created.json()) as { id: string };

  await newUserSignedIn(page, request, 'review-intruder');
  await page.goto(`/reviews/${review.id}/edit`);
  await expectToast(page, 'Recensione non trovata o non autorizzato.');
  await expect(page).toHaveURL(/\/profile$/);
});

test('signed-out visitors are sent to /auth from both review pages', async ({ page }) => {
  await page.goto(`/restaurants/${randomUUID()}/review`);
  await expect(page).toHaveURL(/\/auth\?next=%2Frestaurants%2F[0-9a-f-]{36}%2Freview$/);
  await page.goto(`/reviews/${randomUUID()}/edit`);
  await expect(page).toHaveURL(/\/auth\?next=%2Freviews%2F[0-9a-f-]{36}%2Fedit$/);
});

test("the spec's /add-review?restaurant_id= opens that restaurant's review form", async ({ page, request }) => {
  const user = await newUserSignedIn(page, request, 'add-review-link');
  const restaurant = await createRestaurant(request, await accessTokenOf(request, user));
  await page.goto(`/add-review?restaurant_id=${restaurant.id}`);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}/review$`));
  await expect(page.getByText(restaurant.name).first()).toBeVisible();
  // Without a usable id: My restaurants, where the user's reviews are.
  await page.goto('/add-review?restaurant_id=not-an-id');
  await expect(page).toHaveURL(/\/my-restaurants$/);
});
