// 'La mia carta allergie': from the profile, the saved allergens in Italian and
// a chosen language, large and high-contrast; printable on its own; and, once
// opened, available with the network cut.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accessTokenOf, saveAllergensThroughApi } from './support/api';
import { newConfirmedUser, signInThroughStorage } from './support/consent';
import { PHONE } from './support/phone';

const AXE_OPTIONS = { exclude: ['[data-sonner-toaster]'] };

test('the allergy card shows the saved allergens in Italian and German, also offline, and prints alone', PHONE, async ({ page, context, request }) => {
  const user = await newConfirmedUser(request, 'card');
  await saveAllergensThroughApi(request, await accessTokenOf(request, user), ['Peanuts', 'Gluten']);
  await signInThroughStorage(page, user);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Apri la carta allergie' }).click();
  await expect(page).toHaveURL(/\/profile\/allergy-card$/);
  const italian = page.getByTestId('allergy-card-it');
  const translation = page.getByTestId('allergy-card-translation');
  await expect(italian).toHaveAttribute('lang', 'it');
  await expect(italian.getByRole('listitem')).toHaveText(['🥜Arachidi', '🌾Glutine']);
  await expect(italian).toContainText('Sono allergico a:');
  await expect(italian).toContainText('Per favore evitate anche le contaminazioni.');
  // English by default.
  await expect(translation).toHaveAttribute('lang', 'en');
  await expect(translation.getByRole('listitem')).toHaveText(['🥜Peanuts', '🌾Gluten']);
  await expect(translation).toContainText('Please also avoid cross-contamination.');

  await page.getByLabel('Seconda lingua della carta').selectOption('de');
  await expect(translation).toHaveAttribute('lang', 'de');
  await expect(translation.getByRole('listitem')).toHaveText(['🥜Erdnüsse', '🌾Gluten']);
  await expect(translation).toContainText('Ich bin allergisch gegen:');
  await expect(translation).toContainText('Bitte vermeiden Sie auch Kreuzkontaminationen.');
  await expectNoSeriousA11yViolations(page, AXE_OPTIONS);

  // Large text: the allergen names are at least 30 px.
  const fontSize = await italian.getByRole('listitem').first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(30);

  // Printed, only the card is on paper: not the app, not the controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stampa' })).toBeHidden();
  await expect(page.getByTestId('allergy-card')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('allergy-card')).toBeVisible();
    await expect(italian.getByRole('listitem')).toHaveText(['🥜Arachidi', '🌾Glutine']);
    // The chosen language is remembered.
    await expect(translation.getByRole('listitem')).toHaveText(['🥜Erdnüsse', '🌾Gluten']);
  } finally {
    await context.setOffline(false);
  }
});
