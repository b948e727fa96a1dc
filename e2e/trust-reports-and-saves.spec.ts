// Trust I, with two people in two browsers: A saves a venue; B reports a
// reaction there; A, on the venue's page, is notified live and sees the
// 'Reazione segnalata' alert appear without reloading; the notification opens
// the venue, and /saved lists it with the alert.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/accounts';
import { accessTokenOf } from './support/api';
import { newConfirmedUser, signedInPage, type Credentials } from './support/consent';

/** A reviewed restaurant, written through the API as `author`. */
async function reviewedRestaurant(request: APIRequestContext, author: Credentials): Promise<{ id: string; name: string }> {
  const headers = { authorization: `Bearer ${await accessTokenOf(request, author)}` };
  const name = `Osteria Fidata ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/rest/v1/restaurants', {
    headers,
    data: { name, address: 'Via Verdi 3', city: 'Torino', cuisine_type: 'italian' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { restaurant: { id: string } }).restaurant;
  const review = await request.post('/rest/v1/reviews', {
    headers,
    data: {
      restaurant_id: id,
      rating: 'excellent',
      cuisine_type: 'italian',
      cleanliness_rating: 5,
      customer_attention_rating: 5,
      menu_flexibility_rating: 5,
      allergen_indication: 'yes',
    },
  });
  expect(review.status(), await review.text()).toBe(201);
  return { id, name };
}

test.setTimeout(150_000);

test('A saves a venue, B reports a reaction, A sees the notification live and the alert on the venue', async ({ browser, request }) => {
  const alice = await newConfirmedUser(request, 'trust-a');
  const bruno = await newConfirmedUser(request, 'trust-b');
  const restaurant = await reviewedRestaurant(request, bruno);

  const a = await signedInPage(browser, alice);
  const b = await signedInPage(browser, bruno);
  const pageErrors: string[] = [];
  for (const page of [a, b]) page.on('pageerror', (error) => pageErrors.push(error.message));

  // A saves the venue from its page.
  await a.goto(`/restaurants/${restaurant.id}`);
  await expect(a.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(a.getByTestId('incident-alert')).toHaveCount(0);
  const save = a.getByTestId('save-button').first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toContainText('Salvato');
  await expectToast(a, 'Locale salvato');

  // B reports a reaction: the dialog's form, from the keyboard where it matters.
  await b.goto(`/restaurants/${restaurant.id}`);
  await b.getByRole('button', { name: 'Segnala una reazione' }).click();
  const form = b.getByTestId('incident-form');
  await expect(b.getByRole('dialog', { name: 'Segnala una reazione' })).toBeVisible();
  // Nothing chosen: the form says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(form.getByText('Seleziona almeno un allergene coinvolto.')).toBeVisible();
  await expect(form.getByText('Indica la gravità della reazione.')).toBeVisible();
  await form.getByRole('checkbox', { name: /Arachidi/ }).check();
  await form.getByRole('radio', { name: 'grave — anafilassi, pronto soccorso' }).check();
  await form.getByRole('radio', { name: 'sì' }).check();
  await form.getByLabel('Cosa hai mangiato (facoltativo)').fill('Pesto');
  await expectNoSeriousA11yViolations(b);
  await form.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expectToast(b, 'Segnalazione inviata');
  const card = b.getByTestId('incident-card');
  await expect(card).toContainText('La tua segnalazione');
  await expect(card).toContainText('grave — anafilassi, pronto soccorso');
  await expect(card).toContainText('Ha mangiato: Pesto');

  // A, without reloading: the toast, the badge, and the alert on the open page.
  await expectToast(a, 'Reazione segnalata', `Una reazione a Arachidi è stata segnalata a "${restaurant.name}"`);
  await expect(a.getByTestId('notification-badge')).toHaveText('1');
  const alert = a.getByTestId('incident-alert');
  await expect(alert).toContainText('Reazione segnalata');
  await expect(alert).toContainText('segnalata da utenti, non verificata');
  await expect(alert).toContainText('Arachidi');
  await expect(a.getByTestId('incident-card')).toContainText(bruno.nickname);
  await expectNoSeriousA11yViolations(a);

  // The notification opens the venue.
  await a.goto('/');
  await a.getByTestId('notification-bell').click();
  const item = a.getByTestId('notification-list').getByRole('button').first();
  await expect(item).toContainText('Reazione segnalata');
  await item.click();
  await expect(a).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));

  // 'Salvati', from the profile: the venue with its alert.
  await a.goto('/profile');
  await a.getByRole('link', { name: 'Salvati' }).click();
  await expect(a).toHaveURL(/\/saved$/);
  // The list order may use the position: this journey declines it.
  await a.getByRole('alertdialog', { name: 'Vuoi usare la tua posizione?' }).getByRole('button', { name: 'Non ora' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Salvati' })).toBeVisible();
  const row = a.getByTestId('saved-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(restaurant.name);
  await expect(row.getByTestId('incident-alert')).toContainText('Arachidi');
  await expectNoSeriousA11yViolations(a);

  // B withdraws the report: A's list loses the alert.
  await b.getByTestId('incident-card').getByRole('button', { name: 'Ritira' }).click();
  await b.getByRole('alertdialog').getByRole('button', { name: 'Ritira' }).click();
  await expectToast(b, 'Segnalazione ritirata');
  await expect(b.getByTestId('incident-card')).toHaveCount(0);
  await a.reload();
  await expect(a.getByTestId('saved-row')).toHaveCount(1);
  await expect(a.getByTestId('incident-alert')).toHaveCount(0);

  expect(pageErrors).toEqual([]);
  await a.context().close();
  await b.context().close();
});
