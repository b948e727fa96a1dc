// 'Leggi i numeri del menu': the diner types or taps the Annex II numbers
// printed beside a dish and reads which allergens they stand for and which
// are theirs; from a restaurant's page and from the allergy card, also offline.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accessTokenOf, createRestaurantThroughApi, saveAllergensThroughApi } from './support/api';
import { newConfirmedUser, signInThroughStorage } from './support/consent';
import { PHONE } from './support/phone';

// The decoder opens offline from the service worker's cache (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the numbers beside a dish, decoded against the diner’s own allergens, from a restaurant and offline from the card', PHONE, async ({ page, context, request }) => {
  const user = await newConfirmedUser(request, 'menu');
  const token = await accessTokenOf(request, user);
  await saveAllergensThroughApi(request, token, ['Lactose', 'Peanuts']);
  const restaurant = await createRestaurantThroughApi(request, token, { name: `Trattoria dei Numeri ${randomUUID().slice(0, 8)}`, address: 'Via Roma 7', city: 'Bologna', cuisine_type: 'pizza' });
  await signInThroughStorage(page, user);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.goto(`/restaurants/${restaurant.id}`);
  await page.getByRole('link', { name: 'Leggi i numeri del menu' }).click();
  await expect(page).toHaveURL(/\/menu-numbers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leggi i numeri del menu' })).toBeVisible();

  const input = page.getByLabel('Numeri accanto al piatto');
  const verdict = page.getByTestId('menu-numbers-verdict');
  await input.fill('1, 3, 7');
  await expect(page.getByTestId('menu-numbers-meaning').getByRole('listitem')).toHaveText([
    '1Cereali contenenti glutine',
    '3Uova',
    '7Latte (incluso lattosio)',
  ]);
  // Lactose is in group 7.
  await expect(verdict).toContainText('Attenzione: contiene tuoi allergeni');
  await expect(verdict).toContainText('Tra i tuoi allergeni: Latte (incluso lattosio).');
  await expectNoSeriousA11yViolations(page);

  await input.fill('1-3-4');
  await expect(verdict).toContainText('Nessuno di questi numeri è tra i tuoi allergeni');
  await expect(verdict).toContainText('Il menu può essere incompleto');
  await expect(verdict).not.toContainText(/sicur/i);

  // Tapping the legend adds a number.
  await page.getByRole('button', { name: '5 Arachidi' }).click();
  await expect(input).toHaveValue('1, 3, 4, 5');
  await expect(page.getByRole('button', { name: '5 Arachidi' })).toHaveAttribute('aria-pressed', 'true');
  await expect(verdict).toContainText('Tra i tuoi allergeni: Arachidi.');

  await input.fill('0, 15, a');
  await expect(page.getByRole('alert')).toHaveText('Non sono numeri di allergeni: 0, 15, a. I numeri vanno da 1 a 14.');
  await expect(verdict).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Offline, from the allergy card.
  await page.goto('/profile/allergy-card');
  await expect(page.getByTestId('allergy-card')).toBeVisible();
  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('link', { name: 'Leggi i numeri del menu' }).click();
    await page.getByLabel('Numeri accanto al piatto').fill('5 7');
    await expect(page.getByTestId('menu-numbers-verdict')).toContainText('Tra i tuoi allergeni: Arachidi, Latte (incluso lattosio).');
  } finally {
    await context.setOffline(false);
  }
});

test('signed out, the numbers are decoded and a sign-in is offered for the verdict', async ({ page }) => {
  await page.goto('/menu-numbers');
  await page.getByLabel('Numeri accanto al piatto').fill('2 14');
  await expect(page.getByTestId('menu-numbers-meaning').getByRole('listitem')).toHaveText(['2Crostacei', '14Molluschi']);
  await expect(page.getByText('Accedi per vedere quali di questi sono tra i tuoi allergeni.')).toBeVisible();
  await expect(page.getByTestId('menu-numbers-verdict')).toBeHidden();
});
