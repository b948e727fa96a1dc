// Helpers for the consent journeys: a confirmed, signed-in user; the account's
// saved choices read through the API with a separate session; the choices kept
// in the browser; and the Google consent-mode entries in window.dataLayer.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
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

/** A browser context of its own for `user`, signed in through /auth, the cookie banner out of the way (journeys with two people). */
export async function signedInPage(browser: Browser, user: Credentials): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, user);
  await dismissCookieBanner(page);
  return page;
}

/** A confirmed user, signed in through /auth, with the cookie banner out of the way. */
export async function newUserSignedIn(page: Page, request: APIRequestContext, label: string): Promise<Credentials> {
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
