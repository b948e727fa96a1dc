// Tree nuts and cereals as Annex II names them (#43): in the profile a user
// with 'Frutta a guscio' and 'Glutine' on their list narrows them to the
// species they react to, the choice is kept, and the allergy card names the
// species after the group, in Italian and the second language. At 390 and
// 1280 px, axe clean.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accessTokenOf, saveAllergensThroughApi } from './support/api';
import { newConfirmedUser, signInThroughStorage } from './support/consent';
import { PHONE } from './support/phone';

test('narrowing tree nuts and cereals to the species in the profile, named on the allergy card', PHONE, async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'species');
  const token = await accessTokenOf(request, user);
  await saveAllergensThroughApi(request, token, ['Tree nuts', 'Gluten', 'Peanuts']);
  await signInThroughStorage(page, user);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Frutta a guscio e cereali: quali, esattamente' });
  await expect(card).toContainText('Senza scelte vale tutto il gruppo.');
  await expect(card).toContainText('una recensione su "Frutta a guscio" vale sempre anche per te');
  const nuts = card.getByRole('group', { name: 'Frutta a guscio' });
  const cereals = card.getByRole('group', { name: 'Cereali contenenti glutine' });
  await expect(nuts.getByRole('checkbox')).toHaveCount(8);
  await expect(cereals.getByRole('checkbox')).toHaveCount(6);
  await expect(nuts).toContainText('Nessuna scelta: tutto il gruppo');
  await expect(cereals).toContainText('Nessuna scelta: tutto il gruppo');

  await nuts.getByRole('checkbox', { name: 'anacardi' }).check();
  await nuts.getByRole('checkbox', { name: 'pistacchi' }).check();
  await cereals.getByRole('checkbox', { name: 'segale' }).check();
  await expect(nuts).not.toContainText('Nessuna scelta: tutto il gruppo');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Scelte salvate')).toBeVisible();

  // Kept in the account: a fresh page shows the same choice.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Frutta a guscio e cereali: quali, esattamente' });
  await expect(reloaded.getByRole('checkbox', { name: 'anacardi' })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'pistacchi' })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'segale' })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'mandorle' })).not.toBeChecked();

  await page.getByRole('link', { name: 'Apri la carta allergie' }).click();
  await expect(page.getByTestId('allergy-card-it').locator('[data-card-entry]')).toHaveText([
    '🌾1Cereali contenenti glutine: segale',
    '🥜5Arachidi',
    '🌰8Frutta a guscio: anacardi (noci di acagiù), pistacchi',
  ]);
  await expect(page.getByTestId('allergy-card-translation').locator('[data-card-entry]')).toHaveText([
    '🌾1Cereals containing gluten: rye',
    '🥜5Peanuts',
    '🌰8Nuts (tree nuts): cashews, pistachio nuts',
  ]);
  await page.getByLabel('Seconda lingua della carta').selectOption('ja');
  await expect(page.getByTestId('allergy-card-translation').locator('[data-card-entry]').last()).toHaveText(
    '🌰8ナッツ類（木の実）：カシューナッツ、ピスタチオ',
  );
  await expectNoSeriousA11yViolations(page);
});

test('no species card for someone without tree nuts or gluten on their list', async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'nospecies');
  const token = await accessTokenOf(request, user);
  await saveAllergensThroughApi(request, token, ['Peanuts']);
  await signInThroughStorage(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Quanto sei sensibile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Frutta a guscio e cereali: quali, esattamente' })).toHaveCount(0);
});
