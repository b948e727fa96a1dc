// Two-step verification: turn it on in the profile (QR code, the key as text,
// a first code from the authenticator app), sign out, sign in with the
// password and then the app's code before any page opens; remove it again.
// The authenticator app is otpauth, fed with the key the page shows.
import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import * as OTPAuth from 'otpauth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createConfirmedUser, expectToast, signIn, uniqueEmail } from './support/accounts';

/** The code an authenticator app shows now for this base32 key (SHA-1, 6 digits, 30 s). */
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** A 6-digit code that is not the current one (nor the neighbours the server accepts). */
function wrongCodeFor(secret: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const now = Date.now();
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: now + shift })));
  let candidate = 100_000;
  while (valid.has(String(candidate))) candidate += 1;
  return String(candidate);
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu utente' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Esci' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
}

test('turn on two-step verification, then sign in with the password and the code', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('mfa');
  const password = 'due-passaggi-42';
  const nickname = `Doppio${Date.now() % 100_000}`;
  await createConfirmedUser(request, { email, password, nickname });

  await page.goto('/auth');
  await signIn(page, email, password);
  await expectToast(page, 'Accesso effettuato');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: /Verifica in due passaggi/ });
  await expect(card).toContainText('Non attiva');
  await card.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();

  const qrImage = card.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" });
  await expect(qrImage).toBeVisible();
  // The image itself loads (a broken one shows only its alt text).
  await expect.poll(() => qrImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await card.getByTestId('mfa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);

  await card.getByLabel('Codice di verifica').fill(wrongCodeFor(secret));
  await card.getByRole('button', { name: 'Conferma e attiva' }).click();
  await expectToast(page, 'Codice non valido', 'Il codice di verifica non è corretto.');
  await card.getByLabel('Codice di verifica').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Conferma e attiva' }).click();
  await expectToast(page, 'Verifica in due passaggi attiva', "Da ora all'accesso ti chiederemo anche il codice dell'app.");
  await expect(card).toContainText('Attiva');
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText('App di autenticazione');

  // Sign out, then in again: the password alone opens nothing.
  await signOutFromMenu(page);
  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  await expect(page.getByLabel('Codice di verifica')).toBeFocused();
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Another address still asks for the code first.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Il Mio Profilo' })).toHaveCount(0);

  await page.getByLabel('Codice di verifica').fill(wrongCodeFor(secret));
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expectToast(page, 'Codice non valido', 'Il codice di verifica non è corretto.');
  await page.getByLabel('Codice di verifica').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expectToast(page, 'Accesso effettuato', 'Benvenuto in AllerGuida');
  await expect(page.getByRole('heading', { level: 1, name: 'Il Mio Profilo' })).toBeVisible();

  // Remove the app: the next sign-in needs the password only.
  await card.getByRole('button', { name: 'Rimuovi: App di autenticazione' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rimuovi' }).click();
  await expectToast(page, 'App rimossa');
  await expect(card).toContainText('Non attiva');
  await signOutFromMenu(page);
  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await signIn(page, email, password);
  await expectToast(page, 'Accesso effettuato');
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
});

test('the code step fits a phone and can be left with Esci', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('mfa-phone');
  const password = 'due-passaggi-42';
  await createConfirmedUser(request, { email, password, nickname: `Telefono${Date.now() % 100_000}` });
  await page.goto('/auth');
  await signIn(page, email, password);
  await expectToast(page, 'Accesso effettuato');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: /Verifica in due passaggi/ });
  await card.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  const secret = (await card.getByTestId('mfa-secret').textContent())!.trim();
  // The QR code and the key fit the width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByLabel('Codice di verifica').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Conferma e attiva' }).click();
  await expectToast(page, 'Verifica in due passaggi attiva');

  await signOutFromMenu(page);
  await page.goto('/auth');
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Esci' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('allerguida-auth'))).toBeNull();
});
