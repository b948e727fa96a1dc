// Publishing a review with several photos: the form says which photo is going
// up ('Foto 2 di 3') and lets the user stop before anything is saved.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { expectToast } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi } from './support/api';
import { newUserSignedIn } from './support/consent';

test('photo upload shows its progress per photo and can be cancelled before saving', async ({ page, request }) => {
  const user = await newUserSignedIn(page, request, 'photo-progress');
  const token = await accessTokenOf(request, user);
  const restaurant = await createRestaurantThroughApi(request, token, {
    name: `Foto ${randomUUID().slice(0, 8)}`,
    address: 'Via Roma 2',
    city: 'Modena',
    cuisine_type: 'pasta',
  });
  await page.goto(`/restaurants/${restaurant.id}/review`);
  await page.getByLabel('Tipo di cucina').selectOption('pasta');
  const photos = await Promise.all(
    ['#c8643c', '#3c8c64', '#3c64c8'].map((background) => sharp({ create: { width: 320, height: 240, channels: 3, background } }).jpeg().toBuffer()),
  );
  await page.getByLabel('Aggiungi foto').setInputFiles(photos.map((buffer, index) => ({ name: `piatto-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expectToast(page, 'Immagini ottimizzate!');
  await expect(page.getByTestId('photo-counter')).toHaveText('3/5 foto');

  // The second photo's upload hangs (a slow connection) until the user cancels.
  let uploads = 0;
  let reviewPosts = 0;
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.method() === 'POST' && pathname === '/rest/v1/reviews') reviewPosts += 1;
    if (sent.method() === 'DELETE' && pathname === '/storage/v1/object/photos') deletes.push(sent.postData() ?? '');
  });
  const deletes: string[] = [];
  await page.route('**/storage/v1/object/photos/**', async (route) => {
    uploads += 1;
    if (uploads === 1) return route.fallback();
    // Never answered: cancelling aborts it in the browser.
  });

  await page.getByRole('group', { name: 'Hai avuto una reazione?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Pubblica Recensione' }).click();
  const progress = page.getByTestId('photo-upload-progress');
  await expect(progress).toHaveText('Foto 2 di 3');
  await expect(page.getByRole('button', { name: 'Aggiungendo...' })).toBeDisabled();
  await page.getByRole('button', { name: 'Annulla caricamento' }).click();
  await expectToast(page, 'Caricamento annullato', 'La recensione non è stata salvata: puoi modificarla e riprovare.');
  await expect(progress).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}/review$`));
  await expect(page.getByRole('button', { name: 'Pubblica Recensione' })).toBeEnabled();
  // Nothing was saved, and the photo already up was taken back.
  expect(reviewPosts).toBe(0);
  await expect.poll(() => deletes.length).toBe(1);
  expect(deletes[0]).toMatch(/_0\.jpg/);
});
