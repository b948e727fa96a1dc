// Accounts for the end-to-end journeys: unique addresses, the development
// mailbox (GET /dev/mailbox/messages.json, newest first, NODE_ENV=test only)
// and a confirmed user made through the /auth/v1 API.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type MailboxMessage = {
  id: string | number;
  channel: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
};

/** A fresh lowercase address per call (accounts are stored lowercase). */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.it`;
}

export async function mailboxFor(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`);
  expect(response.ok(), 'the development mailbox answers').toBe(true);
  return (await response.json()) as MailboxMessage[];
}

/**
 * The link in an email's text: the app's own `?token_hash=…&type=…` link for
 * requests made by the app (PKCE), the server's GET /auth/v1/verify otherwise.
 */
export function verifyLinkIn(message: MailboxMessage): string {
  const match = /https?:\/\/\S+?[?&]token(?:_hash)?=\S+/.exec(message.text);
  if (!match) throw new Error(`No link in "${message.subject}":\n${message.text}`);
  return match[0];
}

/** The 6-digit code in an email's text ('In alternativa inserisci questo codice: 123456'). */
export function codeIn(message: MailboxMessage): string {
  const match = /codice: (\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`No code in "${message.subject}":\n${message.text}`);
  return match[1]!;
}

/**
 * Waits for a new email to `to` whose subject matches. `seen` holds the ids
 * present before the action that sends it.
 */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  seen: ReadonlySet<string>,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailboxFor(request, to);
        found = messages.find((message) => subject.test(message.subject) && !seen.has(String(message.id)));
        return found !== undefined;
      },
      { message: `an email "${subject.source}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link of the next email to `to` whose subject matches (see waitForEmail). */
export async function waitForEmailLink(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  seen: ReadonlySet<string> = new Set(),
): Promise<string> {
  return verifyLinkIn(await waitForEmail(request, to, subject, seen));
}

/** The 6-digit code of the next email to `to` whose subject matches. */
export async function waitForEmailCode(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  seen: ReadonlySet<string> = new Set(),
): Promise<string> {
  return codeIn(await waitForEmail(request, to, subject, seen));
}

export async function mailboxIds(request: APIRequestContext, to: string): Promise<Set<string>> {
  return new Set((await mailboxFor(request, to)).map((message) => String(message.id)));
}

export const SIGNUP_SUBJECT = /Conferma la tua registrazione/;
export const RECOVERY_SUBJECT = /Reimposta la tua password/;

/** Signs up through the API and opens the confirmation link without a browser. */
export async function createConfirmedUser(
  request: APIRequestContext,
  { email, password, nickname }: { email: string; password: string; nickname: string },
): Promise<void> {
  const signup = await request.post('/auth/v1/signup', {
    headers: { 'x-supabase-api-version': '2024-01-01' },
    data: { email, password, data: { nickname } },
  });
  expect(signup.ok(), `signup of ${email}: ${await signup.text()}`).toBe(true);
  const link = await waitForEmailLink(request, email, SIGNUP_SUBJECT);
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status(), 'GET /verify answers 303').toBe(303);
  expect(verify.headers().location ?? '').not.toContain('error');
}

/** The sonner toast whose title is `title`. */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Expects a toast with this title and, when given, this description, then
 * closes it as a person would: a toast under the pointer never times out
 * (sonner pauses on hover) and would cover the buttons the next step taps.
 * The wait is longer than the default: after opening an emailed link the
 * toast follows a page load, a lazy route and a round trip to the server.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const item = toast(page, title).first();
  await expect(item).toBeVisible({ timeout: 20_000 });
  if (description !== undefined) await expect(item).toContainText(description);
  // A click event, not a pointer click: the toast may still be sliding in from
  // above the viewport, or sit behind a newer one, where no pointer reaches its
  // button. It may also have timed out already, leaving nothing to close.
  await item.getByRole('button', { name: 'Chiudi' }).dispatchEvent('click', undefined, { timeout: 2_000 }).catch(() => undefined);
  await expect(item).toBeHidden({ timeout: 10_000 });
}

/** Fills and submits the sign-in form on /auth. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}
