// Sign up on /auth, confirm through the emailed link ('Email confermata!' and
// the greeting on '/'), sign out from the user menu and sign in again; every
// message the sign-in and sign-up forms can show; axe on both modes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SIGNUP_SUBJECT, expectToast, mailboxFor, signIn, uniqueEmail, waitForEmailCode, waitForEmailLink } from './support/accounts';

const SIGN_IN_TITLE = 'Accedi ad AllerGuida';
const SIGN_UP_TITLE = 'Registrati su AllerGuida';

test('sign up, confirm the email, sign out and sign in again', async ({ page, request }) => {
  // A long journey: several password hashes on the server and emails in between.
  test.slow();
  const email = uniqueEmail('signup');
  const nickname = `Giulia${Date.now() % 100_000}`;
  const password = 'pane-senza-glutine';

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Non hai un account? Registrati' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_UP_TITLE })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Nickname', { exact: true }).fill(nickname);
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();

  await expectToast(page, 'Registrazione completata', "Controlla la tua email per confermare l'account.");
  // Back on sign-in with the address kept.
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  // The email can be sent again, once the server's minute is over: the screen says when.
  await expect(page.getByRole('status').filter({ hasText: `Ti abbiamo inviato un'email di conferma a ${email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toBeDisabled();
  await expect(page.getByText(/^Puoi richiederne un'altra tra (60|59|58|57) secondi\.$/)).toBeVisible();

  // Not confirmed yet: the server refuses the sign-in, in Italian; the wait goes on.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expectToast(page, 'Errore di accesso', 'Devi confermare la tua email prima di accedere.');
  await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toBeDisabled();

  // The emailed link: GET /auth/v1/verify -> /auth?code=… -> 'Email confermata!' -> '/'.
  const link = await waitForEmailLink(request, email, SIGNUP_SUBJECT);
  await page.goto(link);
  await expectToast(page, 'Email confermata!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();

  // Signed in, /auth sends the user back to '/'.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();

  // Sign out from the user menu: storage cleared, '/' reloaded signed out.
  await page.getByRole('button', { name: 'Menu utente' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(nickname);
  await expect(menu.getByRole('menuitem', { name: 'Profilo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Signing out reloads '/': the next 'load' is that page, and only then is its storage read.
  const reloaded = page.waitForEvent('load');
  await menu.getByRole('menuitem', { name: 'Esci' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('allerguida-auth'))).toBeNull();

  // And back in with the same credentials.
  await page.getByRole('link', { name: 'Accedi / Registrati' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  await signIn(page, email, password);
  await expectToast(page, 'Accesso effettuato', 'Benvenuto in AllerGuida');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();

  // The session survives a reload (kept in storage).
  await page.reload();
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
});

test('the sign-in and sign-up forms say what is wrong', async ({ page }) => {
  // A long journey: several password hashes on the server and emails in between.
  test.slow();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica Password' })).toHaveAttribute('href', '/reset-password');

  // Nothing filled in.
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Inserisci la tua email.')).toBeVisible();
  await expect(page.getByText('Inserisci la password.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // A malformed email, then a password under 6 characters.
  await page.getByLabel('Email', { exact: true }).fill('mario');
  await expect(page.getByText('Inserisci un indirizzo email valido.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('mario@example.it');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expectToast(page, 'Password troppo corta', 'La password deve avere almeno 6 caratteri.');
  await expect(page.locator('#sign-in-password-message')).toHaveText('La password deve avere almeno 6 caratteri.');

  // Wrong credentials: the server's refusal, in Italian.
  await signIn(page, uniqueEmail('nobody'), 'password-sbagliata');
  await expectToast(page, 'Errore di accesso', 'Email o password non corretti.');

  // The show-password toggle.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostra password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Nascondi password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // Sign-up also requires the nickname.
  await page.getByRole('button', { name: 'Non hai un account? Registrati' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_UP_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica Password' })).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expect(page.getByText('Inserisci la tua email.')).toBeVisible();
  await expect(page.getByText('Inserisci la password.')).toBeVisible();
  await expect(page.getByText('Inserisci un nickname.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email', { exact: true }).fill('giulia@example.it');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Nickname', { exact: true }).fill('Giulia');
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expectToast(page, 'Password troppo corta', 'La password deve avere almeno 6 caratteri.');

  await page.getByRole('button', { name: 'Hai già un account? Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
});

test('a broken confirmation link says so on /auth', async ({ page }) => {
  await page.goto('/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expectToast(page, 'Link non valido', 'Il link è scaduto o non è valido.');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  // The error details are taken out of the address bar.
  await expect(page).toHaveURL(/\/auth$/);
});

test('a confirmation link with the tokens in the hash (implicit flow) confirms and signs in too', async ({ page, request, baseURL }) => {
  // An API client without PKCE gets a link that comes back as /auth#access_token=…&type=signup.
  const email = uniqueEmail('implicit');
  const nickname = `Luca${Date.now() % 100_000}`;
  const signup = await request.post(`/auth/v1/signup?redirect_to=${encodeURIComponent(`${baseURL}/auth`)}`, {
    headers: { 'x-supabase-api-version': '2024-01-01' },
    data: { email, password: 'riso-integrale', data: { nickname } },
  });
  expect(signup.ok()).toBe(true);
  const link = await waitForEmailLink(request, email, SIGNUP_SUBJECT);

  await page.goto(link);
  await expectToast(page, 'Email confermata!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
});

/** Signs up on /auth and waits for the 'check your email' step. */
async function signUpOnPage(page: Page, { email, password, nickname }: { email: string; password: string; nickname: string }) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Non hai un account? Registrati' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Nickname', { exact: true }).fill(nickname);
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expectToast(page, 'Registrazione completata');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
}

test('the confirmation link works in another browser than the one that signed up', async ({ page, request, browser }) => {
  test.slow();
  const email = uniqueEmail('signup-elsewhere');
  const nickname = `Altro${Date.now() % 100_000}`;
  await signUpOnPage(page, { email, password: 'pane-senza-glutine', nickname });
  const link = await waitForEmailLink(request, email, SIGNUP_SUBJECT);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expectToast(otherPage, 'Email confermata!');
  await expect(otherPage).toHaveURL(/\/$/);
  await expect(otherPage.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
  await other.close();

  // And the browser that signed up can now sign in.
  await signIn(page, email, 'pane-senza-glutine');
  await expectToast(page, 'Accesso effettuato');
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
});

test("the confirmation email's 6-digit code confirms on /auth", async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('signup-code');
  const nickname = `Codice${Date.now() % 100_000}`;
  await signUpOnPage(page, { email, password: 'pane-senza-glutine', nickname });
  const code = await waitForEmailCode(request, email, SIGNUP_SUBJECT);

  await page.getByRole('button', { name: 'Hai ricevuto un codice?' }).click();
  await expect(page.getByLabel('Codice a 6 cifre')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Codice a 6 cifre').fill(code);
  await page.getByRole('button', { name: 'Verifica codice' }).click();
  await expectToast(page, 'Email confermata!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
});

test('a made-up confirmation code is checked with the server and reported as an invalid link', async ({ page }) => {
  await page.goto('/auth?code=00000000-0000-0000-0000-000000000000');
  await expectToast(page, 'Link non valido', 'Il link è scaduto o non è valido.');
  await expect(page.getByText('Email confermata!')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unconfirmed account gets its email again at sign-in, and its code confirms in any tab', async ({ page, request, browser, baseURL }) => {
  test.slow();
  // Signed up elsewhere (another device, or an API client): this browser knows nothing of it.
  const email = uniqueEmail('unconfirmed');
  const nickname = `Rinvio${Date.now() % 100_000}`;
  const password = 'pane-senza-glutine';
  const signup = await request.post(`/auth/v1/signup?redirect_to=${encodeURIComponent(`${baseURL}/auth`)}`, {
    headers: { 'x-supabase-api-version': '2024-01-01' },
    data: { email, password, data: { nickname } },
  });
  expect(signup.ok()).toBe(true);
  await waitForEmailLink(request, email, SIGNUP_SUBJECT);
  const seen = new Set((await mailboxFor(request, email)).map((message) => String(message.id)));

  await page.goto('/auth');
  await signIn(page, email, password);
  await expectToast(page, 'Errore di accesso', 'Devi confermare la tua email prima di accedere.');
  await expect(page.getByRole('status').filter({ hasText: `L'email ${email} non è ancora confermata` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Invia di nuovo' }).click();
  await expectToast(page, 'Email inviata', "Controlla la tua email per confermare l'account.");
  await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toBeDisabled();
  await expect(page.getByText(/^Puoi richiederne un'altra tra (60|59|58|57) secondi\.$/)).toBeVisible();
  const code = await waitForEmailCode(request, email, SIGNUP_SUBJECT, seen);

  // The code, typed in a browser that neither signed up nor tried to sign in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth');
  await otherPage.getByRole('button', { name: 'Hai un codice di conferma?' }).click();
  await otherPage.locator('#confirm-elsewhere-email').fill(email);
  await otherPage.locator('#confirm-elsewhere-code').fill(code);
  await expectNoSeriousA11yViolations(otherPage);
  await otherPage.getByRole('button', { name: 'Verifica codice' }).click();
  await expectToast(otherPage, 'Email confermata!');
  await expect(otherPage).toHaveURL(/\/$/);
  await expect(otherPage.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
  await other.close();
});

test('made-up tokens in a recovery link, and an error with no description, are reported and leave the address bar', async ({ page }) => {
  await page.goto('/auth#access_token=abc&refresh_token=def&expires_in=3600&token_type=bearer&type=recovery');
  await expectToast(page, 'Link non valido', 'Il link di reset è scaduto o non valido.');
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('button', { name: 'Invia Email di Reset' })).toBeVisible();

  await page.goto('/auth#error=server_error');
  await expectToast(page, 'Link non valido');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The same links opened over a page of the app already showing (only the hash changes: no new page load).
  await page.evaluate(() => {
    window.location.hash = 'error=server_error';
  });
  await expectToast(page, 'Link non valido');
  await expect(page).toHaveURL(/\/auth$/);
  await page.evaluate(() => {
    window.location.hash = 'access_token=abc&refresh_token=def&expires_in=3600&token_type=bearer&type=recovery';
  });
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectToast(page, 'Link non valido', 'Il link di reset è scaduto o non valido.');
});
