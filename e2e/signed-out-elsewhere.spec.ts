// Signed out on another device. The same user is signed in
// on two browsers; the second signs out (everywhere, as the app's 'Esci'
// does). The first, on its next load, is told so, shows the signed-out header
// and the sign-in page, instead of keeping a signed-in header over pages that
// fail to load; and it can sign in again.
import type { Browser, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { signIn, toast } from './support/accounts';
import { dismissCookieBanner, newUserSignedInThroughUi, openListWithoutLocation, signInThroughUi, type Credentials } from './support/consent';
import { expect, test } from './support/page-errors';

const SESSION_ENDED = 'La sessione è terminata su un altro dispositivo: accedi di nuovo.';

const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true });
const userMenuButton = (page: Page) => page.getByRole('button', { name: 'Menu utente' });

/** Signs `user` in on a browser of its own, at a desktop width, and signs out from the user menu ('Esci': everywhere). */
async function signOutEverywhereFromAnotherDevice(browser: Browser, user: Credentials): Promise<void> {
  const other = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  try {
    const otherPage = await other.newPage();
    await signInThroughUi(otherPage, user);
    await dismissCookieBanner(otherPage);
    await userMenuButton(otherPage).click();
    const reloaded = otherPage.waitForEvent('load');
    await otherPage.getByRole('menu', { name: 'Menu utente' }).getByRole('menuitem', { name: 'Esci' }).click();
    await reloaded;
    await expect(headerSignIn(otherPage)).toBeVisible();
  } finally {
    await other.close();
  }
}

// The list reads only the data API (401 there); the profile also asks the auth
// server for the user (403 session_not_found there).
const PAGES = [
  { name: 'the restaurant list', path: '/restaurants', next: '%2Frestaurants', open: openListWithoutLocation, shown: (page: Page) => page.getByRole('heading', { level: 1, name: /^Cerca tra/ }) },
  { name: 'the profile', path: '/profile', next: '%2Fprofile', open: (page: Page) => page.goto('/profile'), shown: (page: Page) => page.getByRole('heading', { level: 1, name: 'Il Mio Profilo' }) },
];

for (const { name, path, next, open, shown } of PAGES) {
  test(`signed out everywhere from another device, ${name} says so on its next load, signs out and can sign in again`, async ({ page, request, browser }) => {
    test.slow();
    const user = await newUserSignedInThroughUi(page, request, 'elsewhere');
    await open(page);
    await expect(shown(page)).toBeVisible();

    await signOutEverywhereFromAnotherDevice(browser, user);

    // This browser still holds its access token, unexpired: the server refuses it.
    await page.goto(path);
    await expect(toast(page, SESSION_ENDED)).toBeVisible({ timeout: 20_000 });
    await expect(headerSignIn(page)).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=${next}$`));
    // Said once, however many requests were refused.
    await expect(toast(page, SESSION_ENDED)).toHaveCount(1);

    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(shown(page)).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
  });
}
