// Helpers for the consent journeys: a confirmed, signed-in user; the account's
// saved choices read through the API with a separate session; the choices kept
// in the browser; and the Google consent-mode entries in window.dataLayer.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CONSENT_POLICY_VERSION } from '../../domain/limits';
import { AUTH_STORAGE_KEY } from '../../web/lib/auth/storage-key';
import { COOKIE_PREFERENCES_STORAGE_KEY } from '../../web/lib/consent/storage-keys';
import { createConfirmedUser, signIn, uniqueEmail } from './accounts';

export type Credentials = { email: string; password: string; nickname: string };

export type AccountAcceptances = {
  privacy_accepted: boolean | null;
  cookies_accepted: boolean | null;
  terms_accepted: boolean | null;
};

export type LocalAcceptances = { privacy: boolean | null; cookies: boolean | null; terms: boolean | null } | null;

export async function newConfirmedUser(request: APIRequestContext, label: string): Promise<Credentials> {
  const credentials = { email: uniqueEmail(label), password: 'riso-e-sesamo', nickname: `Consenso${randomUUID().slice(0, 8)}` };
  await createConfirmedUser(request, credentials);
  return credentials;
}

/** Signs in through /auth and waits for the greeting on '/'. */
export async function signInThroughUi(page: Page, { email, password, nickname }: Credentials): Promise<void> {
  await page.goto('/auth');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Benvenuto, ${nickname}!`)).toBeVisible();
}

/** Makes the cookie choice when the banner is up (non-essential refused), so it covers nothing. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) {
    await banner.getByRole('button', { name: 'Rifiuta non essenziali' }).click();
    await expect(banner).toBeHidden();
  }
}

/** The cookie choice a session starts with: none (the banner shows), or the banner's 'Rifiuta non essenziali' or 'Accetta tutti'. */
export type CookieChoice = 'none' | 'refused' | 'accepted';

/**
 * Signs `user` in without the form, for journeys that are not about signing
 * in (the auth journeys and the signed-in shell keep signInThroughUi): a
 * password grant through the API, written where auth-js keeps the session
 * (localStorage, AUTH_STORAGE_KEY) before the app starts, with the cookie
 * choice as the banner leaves it once signed in (logged on the account, the
 * categories kept on the device). No cookie is involved: the server's
 * signed-in shells are chosen by path and decide on their banner from
 * localStorage. Then '/' greets the user (by nickname when there is one), as after the form.
 */
export async function signInThroughStorage(
  page: Page,
  user: Pick<Credentials, 'email' | 'password'> & { nickname?: string },
  cookieChoice: CookieChoice = 'none',
): Promise<void> {
  const grant = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { 'x-supabase-api-version': '2024-01-01' },
    data: { email: user.email, password: user.password },
  });
  expect(grant.ok(), `password grant for ${user.email}`).toBe(true);
  const session = (await grant.json()) as { access_token: string; expires_in: number; expires_at?: number; user: { id: string } };
  const stored = [{ name: AUTH_STORAGE_KEY, value: JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in }) }];
  if (cookieChoice !== 'none') {
    const isAccepted = cookieChoice === 'accepted';
    const logged = await page.request.post('/functions/v1/log-consent', {
      headers: { authorization: `Bearer ${session.access_token}` },
      data: { userId: session.user.id, consentType: 'cookies', consentGiven: isAccepted, policyVersion: CONSENT_POLICY_VERSION },
    });
    expect(logged.ok(), `log-consent for ${user.email}: ${await logged.text()}`).toBe(true);
    stored.push({ name: COOKIE_PREFERENCES_STORAGE_KEY, value: JSON.stringify({ analytics: isAccepted, marketing: isAccepted }) });
  }
  const context = page.context();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const state = await context.storageState();
  const kept = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  await context.setStorageState({
    cookies: state.cookies,
    origins: [
      ...state.origins.filter((entry) => entry.origin !== origin),
      { origin, localStorage: [...kept.filter((item) => !stored.some((entry) => entry.name === item.name)), ...stored] },
    ],
  });
  await page.goto('/');
  await expect(
    user.nickname === undefined ? page.getByRole('banner').getByRole('button', { name: 'Menu utente' }) : page.getByText(`Benvenuto, ${user.nickname}!`),
  ).toBeVisible();
}

/** A browser context of its own for `user`, signed in (signInThroughStorage), non-essential cookies refused (journeys with two people). */
export async function signedInPage(browser: Browser, user: Credentials): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughStorage(page, user, 'refused');
  return page;
}

/** A confirmed user, signed in (signInThroughStorage), non-essential cookies refused so the banner covers nothing. */
export async function newUserSignedIn(page: Page, request: APIRequestContext, label: string): Promise<Credentials> {
  const user = await newConfirmedUser(request, label);
  await signInThroughStorage(page, user, 'refused');
  return user;
}

/** As newUserSignedIn, through the sign-in form and the banner: for the auth journeys. */
export async function newUserSignedInThroughUi(page: Page, request: APIRequestContext, label: string): Promise<Credentials> {
  const user = await newConfirmedUser(request, label);
  await signInThroughUi(page, user);
  await dismissCookieBanner(page);
  return user;
}

/**
 * The account's saved choices, read with a session of its own (a password
 * grant), so the check works even after the browser signed out everywhere.
 */
export async function accountAcceptances(request: APIRequestContext, { email, password }: Credentials): Promise<AccountAcceptances> {
  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers: { 'x-supabase-api-version': '2024-01-01' },
    data: { email, password },
  });
  expect(token.ok(), `password grant for ${email}`).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await request.get('/rest/v1/acceptances', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.ok(), 'GET /rest/v1/acceptances').toBe(true);
  return (await response.json()) as AccountAcceptances;
}

export async function localAcceptances(page: Page): Promise<LocalAcceptances> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('allerguida-acceptances');
    return raw ? (JSON.parse(raw) as LocalAcceptances) : null;
  });
}

/** The gtag('consent', …) calls queued so far, as plain arrays. */
export async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return layer.map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'consent');
  });
}

/** The response of the log-consent call the next action makes. */
export function waitForLogConsent(page: Page, consentType: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/functions/v1/log-consent') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { consentType?: string } | null)?.consentType === consentType,
  );
}

/** Opens the restaurant list, answering 'Non ora' to the location question of a first visit. */
export async function openListWithoutLocation(page: Page): Promise<void> {
  await page.goto('/restaurants');
  await page.getByRole('alertdialog', { name: 'Vuoi usare la tua posizione?' }).getByRole('button', { name: 'Non ora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Cerca tra/ })).toBeVisible();
}
