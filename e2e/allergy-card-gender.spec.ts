// The allergy card in a chosen grammatical gender (#43): neutral by default
// ('Non posso mangiare:'); 'Femminile' or 'Maschile' make the heading say
// 'Sono allergica/allergico o intollerante a:' in Italian and in the second
// language where it needs a gender (Spanish here), none in English; the
// choice is kept on the device, like the card's language.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accessTokenOf, saveAllergensThroughApi } from './support/api';
import { newConfirmedUser, signInThroughStorage } from './support/consent';
import { PHONE } from './support/phone';

test('the card’s sentences in a chosen gender, kept on the device', PHONE, async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'gender');
  const token = await accessTokenOf(request, user);
  await saveAllergensThroughApi(request, token, ['Lactose', 'Eggs']);
  await signInThroughStorage(page, user);

  await page.goto('/profile/allergy-card');
  const italian = page.getByTestId('allergy-card-it');
  const translation = page.getByTestId('allergy-card-translation');
  const gender = page.getByLabel('Genere delle frasi');
  await expect(gender).toHaveValue('neutral');
  await expect(italian.locator('[data-card-heading]')).toHaveText('Non posso mangiare:');

  await gender.selectOption({ label: 'Femminile (Sono allergica o intollerante a:)' });
  await expect(italian.locator('[data-card-heading]')).toHaveText('Sono allergica o intollerante a:');
  // English says it without a gender.
  await expect(translation.locator('[data-card-heading]')).toHaveText('I cannot eat:');
  await page.getByLabel('Seconda lingua della carta').selectOption('es');
  await expect(translation.locator('[data-card-heading]')).toHaveText('Soy alérgica o intolerante a:');
  await expectNoSeriousA11yViolations(page);

  await gender.selectOption('masculine');
  await expect(italian.locator('[data-card-heading]')).toHaveText('Sono allergico o intollerante a:');
  await expect(translation.locator('[data-card-heading]')).toHaveText('Soy alérgico o intolerante a:');

  // Kept on the device: a fresh page opens in the same gender and language.
  await page.reload();
  await expect(page.getByLabel('Genere delle frasi')).toHaveValue('masculine');
  await expect(page.getByTestId('allergy-card-translation').locator('[data-card-heading]')).toHaveText('Soy alérgico o intolerante a:');
  await expect(page.getByTestId('allergy-card-it').locator('[data-card-entry]')).toHaveText(['🥚3Uova', '🥛7Lattosio — intolleranza']);
});
