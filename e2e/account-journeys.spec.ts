// Account journeys, walked as a person would: the email change
// through both emailed links, a changed nickname in the greeting and
// the user menu, also after a new sign-in, sign-in from a restaurant
// page returning to it, and the allergen integrity check on a page
// that is not the profile.
import { randomUUID } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { expectToast, mailboxIds, signIn, uniqueEmail, waitForEmailLink } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi, saveAllergensThroughApi } from './support/api';
import { dismissCookieBanner, newConfirmedUser, newUserSignedInThroughUi, openListWithoutLocation, signInThroughUi } from './support/consent';
import { expect, test } from './support/page-errors';

const infoCard = (page: Page) => page.getByRole('region', { name: 'Informazioni personali' });

/** The user menu, opened: the name and address it shows. */
async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu utente' }).click();
  const menu = page.getByRole('menu', { name: 'Menu utente' });
  await expect(menu).toBeVisible();
  return menu;
}

async function closeUserMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Menu utente' })).toBeHidden();
}

async function signOutFromMenu(page: Page) {
  const menu = await openUserMenu(page);
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('menuitem', { name: 'Esci' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true })).toBeVisible();
}

test('an email change confirmed from both addresses says how far it is, in Italian, and the menu shows the new address', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await newUserSignedInThroughUi(page, request, 'email-change');
  const newEmail = uniqueEmail('email-change-new');
  const seenOld = await mailboxIds(request, user.email);

  await page.goto('/profile');
  await infoCard(page).getByRole('button', { name: 'Modifica' }).click();
  await infoCard(page).getByLabel('Nuova email').fill(newEmail);
  await infoCard(page).getByRole('button', { name: 'Aggiorna email' }).click();
  await expectToast(page, 'Email aggiornata', 'Controlla la tua nuova email per confermare il cambio.');

  // The first link (to the current address): progress, not an English message nor an error page.
  const toCurrent = await waitForEmailLink(request, user.email, /Conferma il cambio di email/, seenOld);
  const toNew = await waitForEmailLink(request, newEmail, /Conferma il tuo nuovo indirizzo email/);
  await page.goto(toCurrent);
  await expectToast(
    page,
    "Conferma anche dall'altro indirizzo",
    "Questo indirizzo è confermato: apri anche il link che ti abbiamo inviato all'altro per completare il cambio.",
  );
  await expect(page).toHaveURL(/\/profile$/);
  await expect(infoCard(page).getByTestId('profile-email')).toHaveText(user.email);

  // The second link: done, on the profile, and the user menu already shows the new address.
  await page.goto(toNew);
  await expectToast(page, 'Email cambiata', `Il tuo indirizzo email ora è ${newEmail}.`);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(infoCard(page).getByTestId('profile-email')).toHaveText(newEmail);
  const menu = await openUserMenu(page);
  await expect(menu).toContainText(newEmail);
  await expect(menu).not.toContainText(user.email);
  await closeUserMenu(page);

  // The new address signs in.
  await signOutFromMenu(page);
  await signInThroughUi(page, { ...user, email: newEmail });
});

test('a changed nickname greets and names the user everywhere, also after signing in again', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedInThroughUi(page, request, 'nickname');
  const renamed = `${user.nickname}Bis`;

  await page.goto('/profile');
  await infoCard(page).getByRole('button', { name: 'Modifica' }).click();
  await infoCard(page).getByLabel('Nickname').fill(renamed);
  await infoCard(page).getByRole('button', { name: 'Salva', exact: true }).click();
  await expectToast(page, 'Profilo aggiornato', 'Il tuo nickname è stato salvato con successo.');
  await expect(infoCard(page).getByTestId('profile-nickname')).toHaveText(renamed);

  // Without a reload: the user menu, then the greeting.
  let menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-menu-name')).toHaveText(renamed);
  await closeUserMenu(page);
  await page.getByRole('link', { name: 'AllerGuida - pagina iniziale' }).click();
  await expect(page.getByText(`Benvenuto, ${renamed}!`, { exact: true })).toBeVisible();

  // A new sign-in keeps the new name (the sign-up nickname in the account's metadata is the old one).
  await signOutFromMenu(page);
  await signInThroughUi(page, { ...user, nickname: renamed });
  menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-menu-name')).toHaveText(renamed);
  await closeUserMenu(page);
  await expect(page.getByText(`Benvenuto, ${user.nickname}!`, { exact: true })).toHaveCount(0);
});

test('signing in from a restaurant page comes back to that restaurant', async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'return');
  const token = await accessTokenOf(request, user);
  const restaurant = await createRestaurantThroughApi(request, token, {
    name: `Ritorno ${randomUUID().slice(0, 8)}`,
    address: 'Via Po 3',
    city: 'Torino',
    cuisine_type: 'pizza',
  });

  await page.goto(`/restaurants/${restaurant.id}`);
  await dismissCookieBanner(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Accesso richiesto' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Frestaurants%2F${restaurant.id}$`));
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
});

test('allergens changed elsewhere are caught by the integrity check on the list, not only on the profile', async ({
  page,
  request,
}) => {
  test.slow();
  await page.clock.install();
  const user = await newUserSignedInThroughUi(page, request, 'integrity-list');
  const token = await accessTokenOf(request, user);
  await openListWithoutLocation(page);

  // The first check of this page load reads the stored set (none yet).
  const firstCheck = page.waitForResponse((response) => response.url().endsWith('/rest/v1/profile/allergens'));
  await page.clock.fastForward(30_000);
  await firstCheck;

  // Another device saves allergens; the next check, 30 s later, warns here.
  await saveAllergensThroughApi(request, token, ['Sesame seeds']);
  await page.clock.fastForward(30_000);
  await expectToast(page, '⚠️ ATTENZIONE: Modifiche rilevate', 'I tuoi allergeni sono stati modificati. Verifica che siano corretti.');
  await expect(page).toHaveURL(/\/restaurants$/);
});

test('the sign-in page runs auth-js and zod only once someone starts on the form, and signing in then works', async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'auth-js-on-demand');
  const authClientRequests: string[] = [];
  const scripts: Response[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/auth-client-[^/]*\.js$/.test(new URL(sent.url()).pathname)) authClientRequests.push(sent.url());
  });
  page.on('response', (answer) => {
    if (answer.request().resourceType() === 'script') scripts.push(answer);
  });
  // auth-js names itself in the header it sends with every call, and zod's core names its base type
  // '$ZodType': any script holding one of these holds that library.
  const scriptsHolding = async (marker: string) => {
    const bodies = await Promise.all(scripts.map(async (script) => ({ url: script.url(), body: await script.text() })));
    return bodies.filter(({ body }) => body.includes(marker)).map(({ url }) => url);
  };
  const scriptsWithAuthJs = () => scriptsHolding('gotrue-js/');
  const scriptsWithZod = () => scriptsHolding('$ZodType');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Looking at the page: the app has started (the form answers), and neither the client nor the library it is made
  // with has been asked for, nor the forms' checks.
  await page.waitForLoadState('networkidle');
  expect(authClientRequests).toEqual([]);
  expect(await scriptsWithAuthJs()).toEqual([]);
  expect(await scriptsWithZod()).toEqual([]);

  await page.getByLabel('Email', { exact: true }).focus();
  await expect.poll(() => authClientRequests.length).toBe(1);
  await expect.poll(async () => (await scriptsWithAuthJs()).length).toBeGreaterThan(0);
  await expect.poll(async () => (await scriptsWithZod()).length).toBeGreaterThan(0);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${user.nickname}!`)).toBeVisible();
});
