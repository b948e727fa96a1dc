// /profile: the info card (nickname, email and password changes, the emailed
// code a session signed in long ago is asked for), the
// reviewed-restaurants card, the allergen card with its confirmation dialog,
// the 30-second integrity check and a failed save, the data export download,
// and the deletion of the account (signed out, and no sign-in afterwards).
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SIGNUP_SUBJECT, expectToast, signIn, uniqueEmail, waitForEmailCode, waitForEmailLink } from './support/accounts';
import { signInThroughStorage } from './support/consent';

// With the app's motion, as most people see it: its dialogs and toasts animate in and out (playwright.config.ts reduces motion elsewhere).
test.use({ reducedMotion: 'no-preference' });

const API_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

const EMPTY_STATUS = 'Nessun allergene selezionato. Clicca su "Modifica" per aggiungerne.';

type Account = { email: string; password: string };

let pageErrors: Error[] = [];
test.beforeEach(({ page }) => {
  // Journeys of many steps, each signing up through the mailbox: generous time on a busy machine.
  test.slow();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
});
test.afterEach(() => {
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

/** A confirmed account with no nickname (signed up through the API, link opened without a browser). */
async function confirmedAccount(request: APIRequestContext, label: string): Promise<Account> {
  const account = { email: uniqueEmail(label), password: 'pane-e-riso-1' };
  const signup = await request.post('/auth/v1/signup', { headers: API_HEADERS, data: { ...account, data: {} } });
  expect(signup.ok(), `signup: ${await signup.text()}`).toBe(true);
  const link = await waitForEmailLink(request, account.email, SIGNUP_SUBJECT);
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  expect(verify.headers().location ?? '').not.toContain('error');
  return account;
}

async function accessToken(request: APIRequestContext, { email, password }: Account): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', { headers: API_HEADERS, data: { email, password } });
  expect(response.ok(), `password grant for ${email}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Signs in (cookies accepted, so the banner covers nothing) and opens /profile. */
async function openProfileSignedIn(page: Page, account: Account): Promise<void> {
  await signInThroughStorage(page, account, 'accepted');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Il Mio Profilo' })).toBeVisible();
}

const infoCard = (page: Page) => page.getByRole('region', { name: 'Informazioni personali' });
const allergenCard = (page: Page) => page.getByRole('region', { name: 'I Miei Allergeni e Intolleranze' });
const allergenStatus = (page: Page) => allergenCard(page).getByTestId('allergen-status');
const tile = (page: Page, name: string) => allergenCard(page).getByRole('button', { name, exact: true });
const confirmDialog = (page: Page) => page.getByRole('alertdialog');

async function storedAllergenNames(request: APIRequestContext, token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const catalogue = (await (await request.get('/rest/v1/allergens')).json()) as { id: string; name: string }[];
  const own = (await (await request.get('/rest/v1/profile/allergens', { headers })).json()) as { allergen_ids: string[] };
  return catalogue.filter((a) => own.allergen_ids.includes(a.id)).map((a) => a.name);
}

test('signed out, /profile sends the visitor to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
});

test('the info card: nickname, email and password; the reviewed-restaurants card', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'profile');
  await openProfileSignedIn(page, account);

  // Logout icon with its tooltip.
  const logoutButton = page.getByRole('button', { name: 'Esci', exact: true });
  await logoutButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Esci');

  // Info card: no nickname yet, the email, the member-since date and the warning.
  const today = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date());
  await expect(infoCard(page).getByTestId('profile-nickname')).toHaveText('Non impostato');
  await expect(infoCard(page).getByTestId('profile-email')).toHaveText(account.email);
  await expect(infoCard(page)).toContainText('Membro dal');
  await expect(infoCard(page).getByTestId('profile-member-since')).toHaveText(today);
  const warning = 'Imposta un nickname per proteggere la tua privacy nelle recensioni';
  await expect(infoCard(page).getByText(warning)).toBeVisible();

  // 'I Miei Locali'.
  const restaurants = page.getByRole('region', { name: 'I Miei Locali' });
  await expect(restaurants.getByTestId('reviewed-count')).toHaveText('Hai recensito 0 locali');
  await expect(restaurants.getByRole('link', { name: 'Vedi i Miei Locali' })).toHaveAttribute('href', '/my-restaurants');

  await expectNoSeriousA11yViolations(page);

  // Modifica / Annulla toggles the forms.
  await infoCard(page).getByRole('button', { name: 'Modifica' }).click();
  await expect(infoCard(page).getByLabel('Nickname')).toBeVisible();
  await infoCard(page).getByRole('button', { name: 'Annulla' }).click();
  await expect(infoCard(page).getByLabel('Nickname')).toBeHidden();

  // Nickname (upsert).
  await infoCard(page).getByRole('button', { name: 'Modifica' }).click();
  await expectNoSeriousA11yViolations(page);
  await infoCard(page).getByLabel('Nickname').fill('Celiaca Felice');
  await infoCard(page).getByRole('button', { name: 'Salva', exact: true }).click();
  await expectToast(page, 'Profilo aggiornato', 'Il tuo nickname è stato salvato con successo.');
  await expect(infoCard(page).getByTestId('profile-nickname')).toHaveText('Celiaca Felice');
  await expect(infoCard(page).getByText(warning)).toBeHidden();

  // Password: the live hint and the profile's own messages.
  await infoCard(page).getByRole('button', { name: 'Modifica' }).click();
  const newPassword = infoCard(page).getByLabel('Nuova password', { exact: true });
  const confirmPassword = infoCard(page).getByLabel('Conferma nuova password');
  await newPassword.fill('abc');
  await confirmPassword.fill('abd');
  await expect(infoCard(page).getByText('Le password non coincidono.')).toBeVisible();
  await confirmPassword.fill('abc');
  await expect(infoCard(page).getByText('Le password coincidono')).toBeVisible();
  await infoCard(page).getByRole('button', { name: 'Aggiorna password' }).click();
  await expectToast(page, 'Errore password', 'La password deve essere di almeno 6 caratteri.');
  await newPassword.fill('senza-glutine-2');
  await confirmPassword.fill('senza-glutine-2');
  await infoCard(page).getByRole('button', { name: 'Aggiorna password' }).click();
  await expectToast(page, 'Password aggiornata');
  // The new password works.
  await accessToken(request, { email: account.email, password: 'senza-glutine-2' });

  // Email: confirmed through the new address.
  const newEmail = uniqueEmail('profile-new');
  await infoCard(page).getByLabel('Nuova email').fill(newEmail);
  await infoCard(page).getByRole('button', { name: 'Aggiorna email' }).click();
  await expectToast(page, 'Email aggiornata', 'Controlla la tua nuova email per confermare il cambio.');
  // The link can be sent again, once the server's minute is over: the card says when.
  await expect(infoCard(page).getByText(`Cambio email in attesa di conferma: ${newEmail}.`)).toBeVisible();
  await expect(infoCard(page).getByRole('button', { name: 'Invia di nuovo' })).toBeDisabled();
  await expect(infoCard(page).getByText(/^Puoi richiederne un'altra tra (60|59|58|57) secondi\.$/)).toBeVisible();
  await waitForEmailLink(request, newEmail, /email/i);
  await infoCard(page).getByRole('button', { name: 'Annulla' }).click();
  await page.reload();
  await expect(infoCard(page).getByTestId('profile-nickname')).toHaveText('Celiaca Felice');
});

test('a session signed in long ago changes the password with the code sent by email', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'profile-reauth');
  await openProfileSignedIn(page, account);

  // The server asks for the code only from a session over 24 hours old
  // (server/auth/reauthentication.test.ts ages sessions in the database); a
  // fresh browser session cannot be one, so its first PUT gets the answer such
  // a session gets, and a wrong code the answer a wrong code gets. Sending the
  // code (GET /reauthenticate) and the change with it go to the real server.
  const nonces: (string | undefined)[] = [];
  await page.route('**/auth/v1/user', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    nonces.push((route.request().postDataJSON() as { nonce?: string }).nonce);
    const refusal =
      nonces.length === 1
        ? { status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' }
        : nonces.length === 2
          ? { status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' }
          : null;
    if (!refusal) return route.fallback();
    return route.fulfill({
      status: refusal.status,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', 'x-sb-error-code': refusal.code },
      body: JSON.stringify({ code: refusal.code, error_code: refusal.code, message: refusal.message }),
    });
  });

  await infoCard(page).getByRole('button', { name: 'Modifica' }).click();
  await infoCard(page).getByLabel('Nuova password', { exact: true }).fill('senza-glutine-3');
  await infoCard(page).getByLabel('Conferma nuova password').fill('senza-glutine-3');
  await infoCard(page).getByRole('button', { name: 'Aggiorna password' }).click();

  // The code step replaces the password fields, its field takes the focus.
  await expect(infoCard(page).getByRole('heading', { name: 'Conferma che sei tu' })).toBeVisible();
  const codeField = infoCard(page).getByLabel('Codice ricevuto via email');
  await expect(codeField).toBeFocused();
  await expect(infoCard(page).getByText(/ti abbiamo inviato via email un codice a 6 cifre/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const code = await waitForEmailCode(request, account.email, /Il tuo codice per cambiare la password/);

  // A wrong code is said at the field, which keeps the focus.
  await codeField.fill(code === '000000' ? '000001' : '000000');
  await infoCard(page).getByRole('button', { name: 'Cambia password' }).click();
  await expect(infoCard(page).getByText(/Il codice non è corretto o è scaduto/)).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();

  await codeField.fill(code);
  await infoCard(page).getByRole('button', { name: 'Cambia password' }).click();
  await expectToast(page, 'Password aggiornata');
  expect(nonces).toEqual([undefined, expect.any(String), code]);
  await expect(infoCard(page).getByRole('heading', { name: 'Conferma che sei tu' })).toBeHidden();
  await accessToken(request, { email: account.email, password: 'senza-glutine-3' });
});

test('the allergen card: a draft, Annulla, and Salva through the confirmation dialog', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'allergens');
  const token = await accessToken(request, account);
  await openProfileSignedIn(page, account);

  // Tiles are not toggles outside edit mode.
  await expect(allergenStatus(page)).toHaveText(EMPTY_STATUS);
  await expect(allergenCard(page).getByText('Glutine')).toBeVisible();
  await expect(tile(page, 'Glutine')).toHaveCount(0);

  // A draft, then Annulla discards it.
  await allergenCard(page).getByRole('button', { name: 'Modifica' }).click();
  await expect(allergenCard(page).getByRole('button', { name: 'Salva' })).toBeDisabled();
  await tile(page, 'Glutine').click();
  await tile(page, 'Arachidi').click();
  await expect(tile(page, 'Glutine')).toHaveAttribute('aria-pressed', 'true');
  await expect(allergenStatus(page)).toHaveText('Hai 2 allergeni salvati (modifiche non salvate)');
  await allergenCard(page).getByRole('button', { name: 'Annulla' }).click();
  await expect(allergenStatus(page)).toHaveText(EMPTY_STATUS);
  await expect(tile(page, 'Glutine')).toHaveCount(0);
  expect(await storedAllergenNames(request, token)).toEqual([]);

  // Salva asks first; declining cancels and keeps the draft.
  await allergenCard(page).getByRole('button', { name: 'Modifica' }).click();
  await tile(page, 'Glutine').click();
  await tile(page, 'Arachidi').click();
  await allergenCard(page).getByRole('button', { name: 'Salva' }).click();
  await expect(confirmDialog(page)).toBeVisible();
  await expect(confirmDialog(page).getByRole('heading')).toHaveText('ATTENZIONE: Stai modificando i tuoi allergeni.');
  await expect(confirmDialog(page)).toContainText('AGGIUNGI 2 allergeni');
  await expect(confirmDialog(page)).not.toContainText('RIMUOVI');
  await expect(confirmDialog(page)).toContainText(
    'Questo influenzerà la tua sicurezza alimentare. Sei sicuro di voler procedere?',
  );
  await expectNoSeriousA11yViolations(page);
  await confirmDialog(page).getByRole('button', { name: 'Annulla' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(allergenStatus(page)).toHaveText('Hai 2 allergeni salvati (modifiche non salvate)');
  expect(await storedAllergenNames(request, token)).toEqual([]);

  // Confirmed: saved in one go.
  await allergenCard(page).getByRole('button', { name: 'Salva' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Procedi' }).click();
  await expectToast(page, 'Allergeni salvati', 'Le tue preferenze allergeni sono state salvate con successo.');
  await expect(allergenStatus(page)).toHaveText('Hai 2 allergeni salvati');
  expect(await storedAllergenNames(request, token)).toEqual(['Gluten', 'Peanuts']);

  // Additions and removals in one change.
  await allergenCard(page).getByRole('button', { name: 'Modifica' }).click();
  await tile(page, 'Glutine').click();
  await tile(page, 'Soia').click();
  await tile(page, 'Lattosio').click();
  await allergenCard(page).getByRole('button', { name: 'Salva' }).click();
  await expect(confirmDialog(page)).toContainText('AGGIUNGI 2 allergeni');
  await expect(confirmDialog(page)).toContainText('RIMUOVI 1 allergene');
  await confirmDialog(page).getByRole('button', { name: 'Procedi' }).click();
  await expect(allergenStatus(page)).toHaveText('Hai 3 allergeni salvati');
  expect(await storedAllergenNames(request, token)).toEqual(['Lactose', 'Peanuts', 'Soy']);

  // Still there after a reload.
  await page.reload();
  await expect(allergenStatus(page)).toHaveText('Hai 3 allergeni salvati');
  await expect(allergenCard(page).getByText('Selezionato')).toHaveCount(3);
});

test('a failed save reloads the stored allergens; a change made elsewhere is caught within 30 s', async ({
  page,
  request,
}) => {
  const account = await confirmedAccount(request, 'integrity');
  const token = await accessToken(request, account);
  await page.clock.install();
  await openProfileSignedIn(page, account);
  await expect(allergenStatus(page)).toHaveText(EMPTY_STATUS);

  // The server refuses the save: the error toast, and the card shows what is stored.
  await page.route('**/rest/v1/profile/allergens', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Si è verificato un errore imprevisto.' } })
      : route.fallback(),
  );
  await allergenCard(page).getByRole('button', { name: 'Modifica' }).click();
  await tile(page, 'Pesce').click();
  await allergenCard(page).getByRole('button', { name: 'Salva' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Procedi' }).click();
  await expectToast(page, 'Errore', 'Non è stato possibile salvare gli allergeni.');
  await expect(allergenStatus(page)).toHaveText(EMPTY_STATUS);
  await page.unroute('**/rest/v1/profile/allergens');

  // Another tab (here: the API) changes the set; the next check warns and shows it.
  const catalogue = (await (await request.get('/rest/v1/allergens')).json()) as { id: string; name: string }[];
  const sesame = catalogue.find((a) => a.name === 'Sesame seeds')!;
  const put = await request.put('/rest/v1/profile/allergens', {
    headers: { authorization: `Bearer ${token}` },
    data: { allergen_ids: [sesame.id] },
  });
  expect(put.ok()).toBe(true);
  await page.clock.fastForward(30_000);
  await expectToast(page, '⚠️ ATTENZIONE: Modifiche rilevate', 'I tuoi allergeni sono stati modificati. Verifica che siano corretti.');
  await expect(allergenStatus(page)).toHaveText('Hai 1 allergene salvato');
});

test("'Scarica i miei dati' downloads everything stored about me as JSON", async ({ page, request }) => {
  const account = await confirmedAccount(request, 'export');
  await openProfileSignedIn(page, account);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica i miei dati' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^allerguida-i-miei-dati-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    format: string;
    account: { email: string };
    allergens: unknown[];
  };
  expect(data.format).toBe('allerguida-account-export');
  expect(data.account.email).toBe(account.email);
  expect(data.allergens).toEqual([]);
  expect(JSON.stringify(data)).not.toMatch(/password|refresh_token/i);
  await expectToast(page, 'Dati scaricati', 'Il file con i tuoi dati è stato scaricato.');
});

test("'Elimina account' needs the typed word, signs out, and the account can no longer sign in", async ({
  page,
  request,
}) => {
  const account = await confirmedAccount(request, 'delete');
  await openProfileSignedIn(page, account);

  await page.getByRole('button', { name: 'Elimina account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText('Eliminare il tuo account?');
  await expect(dialog).toContainText('Utente eliminato');
  const confirmButton = dialog.getByRole('button', { name: 'Elimina definitivamente' });
  await expect(confirmButton).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Declining keeps everything.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Elimina account' }).click();
  const field = dialog.getByLabel('Per confermare scrivi ELIMINA');
  await field.fill('elimina');
  await expect(confirmButton).toBeDisabled();
  await field.fill('ELIMINA');
  await expect(confirmButton).toBeEnabled();
  await confirmButton.click();

  // Signed out, on the landing page.
  await expectToast(page, 'Account eliminato', 'Il tuo account e i tuoi dati personali sono stati eliminati.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('allerguida-auth'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);

  // The credentials no longer work, in the browser or through the API.
  await signIn(page, account.email, account.password);
  await expectToast(page, 'Errore di accesso', 'Email o password non corretti.');
  const grant = await request.post('/auth/v1/token?grant_type=password', { headers: API_HEADERS, data: account });
  expect(grant.status()).toBe(400);
  expect(((await grant.json()) as { code: string }).code).toBe('invalid_credentials');
});
