// Forgotten password: /auth -> 'Modifica Password' -> reset email -> emailed
// link -> new password -> signed out everywhere -> sign in with the new one.
// Also the recovery form on /auth, every validation message, broken links and
// axe on both steps of /reset-password.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  RECOVERY_SUBJECT,
  createConfirmedUser,
  expectToast,
  mailboxIds,
  signIn,
  uniqueEmail,
  waitForEmailCode,
  waitForEmailLink,
} from './support/accounts';

const OLD_PASSWORD = 'vecchia-password';
const NEW_PASSWORD = 'nuova-password-42';

test('reset the password through the emailed link and sign in with the new one', async ({ page, request, browser }) => {
  // A long journey: several password hashes on the server and emails in between.
  test.slow();
  const email = uniqueEmail('reset');
  const nickname = `Marco${Date.now() % 100_000}`;
  await createConfirmedUser(request, { email, password: OLD_PASSWORD, nickname });

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Modifica Password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica Password' })).toBeVisible();

  const seen = await mailboxIds(request, email);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia Email di Reset' }).click();
  await expectToast(page, 'Email inviata', 'Controlla la tua email e clicca sul link per reimpostare la password.');
  await expect(page.getByText("Ti abbiamo inviato un'email con il link per reimpostare la password.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toBeVisible();

  const link = await waitForEmailLink(request, email, RECOVERY_SUBJECT, seen);
  await page.goto(link);
  await expectToast(page, 'Verifica riuscita', 'Imposta la tua nuova password.');
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByLabel('Nuova password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Conferma password', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Too short.
  await page.getByLabel('Nuova password', { exact: true }).fill('abc');
  await page.getByLabel('Conferma password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Salva Password' }).click();
  await expectToast(page, 'Password troppo corta', 'La nuova password deve avere almeno 6 caratteri.');
  await expect(page.locator('#reset-password-message')).toHaveText('La nuova password deve avere almeno 6 caratteri.');

  // Mismatched: the live hint while typing, then the toast on saving.
  await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Conferma password', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await expect(page.locator('#reset-confirm-password-message')).toHaveText('Le password non coincidono');
  await page.getByRole('button', { name: 'Salva Password' }).click();
  await expectToast(page, 'Le password non coincidono', 'Controlla e riprova.');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Conferma password', { exact: true }).fill(NEW_PASSWORD);
  await expect(page.locator('#reset-confirm-password-message')).toHaveText('Le password coincidono');
  await page.getByRole('button', { name: 'Salva Password' }).click();
  await expectToast(page, 'Password aggiornata', 'La tua password è stata modificata con successo. Accedi nuovamente.');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi ad AllerGuida' })).toBeVisible();

  // Signed out everywhere: the recovery session is gone from storage.
  expect(await page.evaluate(() => window.localStorage.getItem('allerguida-auth'))).toBeNull();

  // The old password no longer works; the new one does.
  await signIn(page, email, OLD_PASSWORD);
  await expectToast(page, 'Errore di accesso', 'Email o password non corretti.');
  await signIn(page, email, NEW_PASSWORD);
  await expectToast(page, 'Accesso effettuato', 'Benvenuto in AllerGuida');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();

  // The link was single use.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expectToast(otherPage, 'Link non valido', 'Il link di reset è scaduto o non valido.');
  await expect(otherPage).toHaveURL(/\/reset-password$/);
  await expect(otherPage.getByRole('button', { name: 'Invia Email di Reset' })).toBeVisible();
  await other.close();
});

test('the recovery form on /auth: hint, cancel and save', async ({ page, request }) => {
  // A long journey: several password hashes on the server and emails in between.
  test.slow();
  const email = uniqueEmail('recovery');
  await createConfirmedUser(request, { email, password: OLD_PASSWORD, nickname: 'Recupero' });

  await page.goto('/reset-password');
  const seen = await mailboxIds(request, email);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia Email di Reset' }).click();
  await expectToast(page, 'Email inviata');
  await page.goto(await waitForEmailLink(request, email, RECOVERY_SUBJECT, seen));
  await expectToast(page, 'Verifica riuscita');

  // 'Torna al Login' while the recovery session waits: /auth shows its own recovery form.
  await page.getByRole('link', { name: 'Torna al Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Imposta nuova password' })).toBeVisible();
  await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Conferma password', { exact: true }).fill('altra');
  await expect(page.locator('#recovery-confirm-password-message')).toHaveText('Le password non coincidono');
  await page.getByRole('button', { name: 'Salva nuova password' }).click();
  await expectToast(page, 'Le password non coincidono', 'Controlla e riprova.');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Conferma password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salva nuova password' }).click();
  await expectToast(page, 'Password aggiornata', 'Ora puoi accedere con la nuova password.');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi ad AllerGuida' })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expectToast(page, 'Accesso effettuato');
  await expect(page).toHaveURL(/\/$/);
});

test("'Annulla' leaves the recovery without changing the password", async ({ page, request }) => {
  const email = uniqueEmail('cancel');
  await createConfirmedUser(request, { email, password: OLD_PASSWORD, nickname: 'Annulla' });

  await page.goto('/reset-password');
  const seen = await mailboxIds(request, email);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia Email di Reset' }).click();
  await expectToast(page, 'Email inviata');
  await page.goto(await waitForEmailLink(request, email, RECOVERY_SUBJECT, seen));
  await expectToast(page, 'Verifica riuscita');

  await page.getByRole('link', { name: 'Torna al Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imposta nuova password' })).toBeVisible();
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi ad AllerGuida' })).toBeVisible();
  await signIn(page, email, OLD_PASSWORD);
  await expectToast(page, 'Accesso effettuato');
});

test('/reset-password asks for the email and explains missing or broken links', async ({ page }) => {
  // A long journey: several password hashes on the server and emails in between.
  test.slow();
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Invia Email di Reset' }).click();
  await expectToast(page, 'Email richiesta', 'Inserisci il tuo indirizzo email.');
  await expect(page.locator('#reset-email-message')).toHaveText('Inserisci il tuo indirizzo email.');
  await page.getByLabel('Email', { exact: true }).fill('mario@');
  await expect(page.locator('#reset-email-message')).toHaveText('Inserisci un indirizzo email valido.');
  await expectNoSeriousA11yViolations(page);

  // An unknown address gets the same answer as a known one.
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('unknown'));
  await page.getByRole('button', { name: 'Invia Email di Reset' }).click();
  await expectToast(page, 'Email inviata');
  await expect(page.getByText("Ti abbiamo inviato un'email con il link per reimpostare la password.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Torna al Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // A code this browser cannot use, on any page, lands on /reset-password as a broken link.
  await page.goto('/?code=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectToast(page, 'Link non valido', 'Il link di reset è scaduto o non valido.');

  // type=recovery in the hash without usable tokens: same.
  await page.goto('/home#type=recovery');
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectToast(page, 'Link non valido', 'Il link di reset è scaduto o non valido.');
});

test('a recovery link with the tokens in the hash (implicit flow) opens the new-password form', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('implicit-reset');
  await createConfirmedUser(request, { email, password: OLD_PASSWORD, nickname: 'Hash' });
  const seen = await mailboxIds(request, email);
  // An API client without PKCE: the link comes back as …#access_token=…&type=recovery.
  const recover = await request.post(`/auth/v1/recover?redirect_to=${encodeURIComponent(`${baseURL}/reset-password`)}`, {
    headers: { 'x-supabase-api-version': '2024-01-01' },
    data: { email },
  });
  expect(recover.ok()).toBe(true);

  await page.goto(await waitForEmailLink(request, email, RECOVERY_SUBJECT, seen));
  await expectToast(page, 'Verifica riuscita', 'Imposta la tua nuova password.');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Conferma password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salva Password' }).click();
  await expectToast(page, 'Password aggiornata', 'La tua password è stata modificata con successo. Accedi nuovamente.');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email, NEW_PASSWORD);
  await expectToast(page, 'Accesso effettuato');
});

/** A new confirmed user who asked for a reset on /reset-password; `seen` is their mailbox before. */
async function userAskingForReset(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await createConfirmedUser(request, { email, password: OLD_PASSWORD, nickname: label });
  await page.goto('/reset-password');
  const seen = await mailboxIds(request, email);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia Email di Reset' }).click();
  await expectToast(page, 'Email inviata');
  return { email, seen };
}

test('a refused resend leaves the first link working, and the link works in another browser', async ({ page, request, browser }) => {
  // A long journey: several password hashes on the server and emails in between.
  test.slow();
  // The page's clock, to get past the minute 'Invia di nuovo' waits after a send.
  await page.clock.install();
  const { email, seen } = await userAskingForReset(page, request, 'elsewhere');
  const link = await waitForEmailLink(request, email, RECOVERY_SUBJECT, seen);
  const verifierKey = 'allerguida-auth-code-verifier';
  const verifier = await page.evaluate((key) => window.localStorage.getItem(key), verifierKey);
  const resend = page.getByRole('button', { name: 'Invia di nuovo' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/^Puoi richiederne un'altra tra (60|59|58|57) secondi\.$/)).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(resend).toBeEnabled();
  await expect(page.getByText(/^Puoi richiederne/)).toHaveCount(0);

  // 'Invia di nuovo' within the server's 60 s window: this run switches the
  // server's limits off, so its refusal (429 over_email_send_rate_limit, as the
  // server words it) is put on the wire here.
  await page.route('**/auth/v1/recover**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'x-supabase-api-version': '2024-01-01', 'access-control-expose-headers': 'x-supabase-api-version' },
      body: JSON.stringify({ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' }),
    }),
  );
  await resend.click();
  // No 'Email inviata': the screen says when the next one can be asked for, and waits until then.
  await expectToast(page, 'Errore', "Puoi richiederne un'altra tra 42 secondi.");
  await expect(page.getByText('Email inviata')).toHaveCount(0);
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/^Puoi richiederne un'altra tra (42|41|40) secondi\.$/)).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), verifierKey)).toBe(verifier);
  await page.unroute('**/auth/v1/recover**');

  // The first link, opened in another browser (another device, the mail app's browser).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expectToast(otherPage, 'Verifica riuscita', 'Imposta la tua nuova password.');
  await expect(otherPage).toHaveURL(/\/reset-password$/);
  await otherPage.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
  await otherPage.getByLabel('Conferma password', { exact: true }).fill(NEW_PASSWORD);
  await otherPage.getByRole('button', { name: 'Salva Password' }).click();
  await expectToast(otherPage, 'Password aggiornata', 'La tua password è stata modificata con successo. Accedi nuovamente.');
  await signIn(otherPage, email, NEW_PASSWORD);
  await expectToast(otherPage, 'Accesso effettuato');
  await other.close();

  // Used once: the requesting browser is told so.
  await page.goto(link);
  await expectToast(page, 'Link non valido', 'Il link di reset è scaduto o non valido.');
  await expect(page.getByRole('button', { name: 'Invia Email di Reset' })).toBeVisible();
});

test("the reset email's 6-digit code works instead of its link", async ({ page, request }) => {
  test.slow();
  const { email, seen } = await userAskingForReset(page, request, 'reset-code');
  const code = await waitForEmailCode(request, email, RECOVERY_SUBJECT, seen);

  const question = page.getByRole('button', { name: 'Hai ricevuto un codice?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByLabel('Codice a 6 cifre');
  await expect(field).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Not six digits; then a wrong code; then the right one.
  await field.fill('123');
  await page.getByRole('button', { name: 'Verifica codice' }).click();
  await expect(page.locator('#reset-code-message')).toHaveText('Inserisci il codice di 6 cifre.');
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verifica codice' }).click();
  await expectToast(page, 'Codice non valido', 'Il codice è scaduto o non è valido.');
  await field.fill(code);
  await page.getByRole('button', { name: 'Verifica codice' }).click();
  await expectToast(page, 'Verifica riuscita', 'Imposta la tua nuova password.');
  await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Conferma password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salva Password' }).click();
  await expectToast(page, 'Password aggiornata');
  await signIn(page, email, NEW_PASSWORD);
  await expectToast(page, 'Accesso effettuato');
});
