// The cookie banner at the bottom of every screen until a cookie choice
// exists: its three paths ('Accetta tutti', 'Rifiuta non essenziali',
// 'Gestisci preferenze') signed out (kept in the browser) and signed in (saved
// through log-consent on the account), the Google consent-mode signals, the
// carry of a signed-out choice to the account, and the banner's place above
// the bottom tab bar.
import { expect, test, type Page } from '@playwright/test';
import { it as messages } from '../domain/i18n/it';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  accountAcceptances,
  consentCalls,
  localAcceptances,
  newConfirmedUser,
  signInThroughStorage,
  signInThroughUi,
  waitForLogConsent,
} from './support/consent';
import { PHONE } from './support/phone';

const DEFAULTS = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
};
const ALL_GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_personalization: 'granted' };
const ALL_DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_personalization: 'denied' };
const ANALYTICS_ONLY = { analytics_storage: 'granted', ad_storage: 'denied', ad_personalization: 'denied' };

const banner = (page: Page) => page.getByRole('region', { name: messages.consent.bannerTitle, exact: true });
const preferencesDialog = (page: Page) => page.getByRole('dialog', { name: messages.consent.preferencesTitle });

/** No request ever leaves for a third-party analytics or ads host. */
function trackThirdPartyRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (/google|doubleclick|gtag/.test(hostname)) requests.push(request.url());
  });
  return requests;
}

async function openWithBanner(page: Page, path = '/home') {
  await page.goto(path);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('signed out: the choice stays in this browser', () => {
  test("'Accetta tutti' stores true, grants every signal and hides the banner for good", async ({ page }) => {
    const thirdParty = trackThirdPartyRequests(page);
    await openWithBanner(page);
    await expect(banner(page)).toContainText(messages.consent.bannerText('AllerGuida'));
    await expect(banner(page).getByRole('link', { name: messages.consent.cookiePolicyLink })).toHaveAttribute(
      'href',
      '/cookies-policy',
    );
    await expectNoSeriousA11yViolations(page);
    // Load defaults first, before any choice.
    expect(await consentCalls(page)).toEqual([['consent', 'default', DEFAULTS]]);

    await banner(page).getByRole('button', { name: messages.consent.acceptAll }).click();
    await expect(banner(page)).toBeHidden();
    expect(await localAcceptances(page)).toEqual({ privacy: null, cookies: true, terms: null });
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', ALL_GRANTED],
    ]);

    // Every screen, and after a reload: the choice is remembered and re-applied.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => consentCalls(page)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', ALL_GRANTED],
    ]);
    // No analytics id is configured in the test build: nothing third-party loads, even with consent.
    expect(thirdParty).toEqual([]);
  });

  test("'Rifiuta non essenziali' stores false and denies the signals", async ({ page }) => {
    await openWithBanner(page, '/');
    await banner(page).getByRole('button', { name: messages.consent.rejectNonEssential }).click();
    await expect(banner(page)).toBeHidden();
    expect(await localAcceptances(page)).toEqual({ privacy: null, cookies: false, terms: null });
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', ALL_DENIED],
    ]);
    await page.reload();
    await expect(page.getByText(messages.common.tagline)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("'Gestisci preferenze': essential locked on, analytics alone gives true", async ({ page }) => {
    await openWithBanner(page, '/about');
    await banner(page).getByRole('button', { name: messages.consent.managePreferences }).click();
    const dialog = preferencesDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(messages.consent.preferencesIntro);

    const essential = dialog.getByRole('switch', { name: messages.consent.categories.essential.title });
    const analytics = dialog.getByRole('switch', { name: messages.consent.categories.analytics.title });
    const marketing = dialog.getByRole('switch', { name: messages.consent.categories.marketing.title });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(dialog).toContainText(messages.consent.alwaysOn);
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await analytics.click();
    await expect(analytics).toBeChecked();
    await dialog.getByRole('button', { name: messages.consent.savePreferences }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await localAcceptances(page)).toEqual({ privacy: null, cookies: true, terms: null });
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', ANALYTICS_ONLY],
    ]);

    // The category detail survives a reload, so the signals stay the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
    await expect.poll(() => consentCalls(page)).toEqual([
      ['consent', 'default', DEFAULTS],
      ['consent', 'update', ANALYTICS_ONLY],
    ]);
  });

  test("'Gestisci preferenze' with both optional categories off gives false", async ({ page }) => {
    await openWithBanner(page);
    await banner(page).getByRole('button', { name: messages.consent.managePreferences }).click();
    await preferencesDialog(page).getByRole('button', { name: messages.consent.savePreferences }).click();
    await expect(banner(page)).toBeHidden();
    expect(await localAcceptances(page)).toEqual({ privacy: null, cookies: false, terms: null });
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', ALL_DENIED]);
  });

  test('closing the preferences dialog makes no choice', async ({ page }) => {
    await openWithBanner(page);
    await banner(page).getByRole('button', { name: messages.consent.managePreferences }).click();
    await expect(preferencesDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preferencesDialog(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await localAcceptances(page)).toBeNull();
  });

  test('the banner sits above the bottom tab bar and never hides the end of the page', PHONE, async ({ page }) => {
    await openWithBanner(page);
    const bannerBox = await banner(page).boundingBox();
    const tabBar = page.getByRole('navigation', { name: messages.nav.tabBar });
    if (await tabBar.isVisible()) {
      const barBox = await tabBar.boundingBox();
      expect(bannerBox && barBox && bannerBox.y + bannerBox.height <= barBox.y + 1).toBe(true);
      // Every tab stays clickable while the banner is shown.
      await tabBar.getByRole('link', { name: 'Chi Siamo', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await openWithBanner(page);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = page.getByRole('link', { name: messages.home.policies.intellectualProperty.title });
    const cardBox = await lastCard.locator('xpath=ancestor::li[1]').boundingBox();
    const scrolledBanner = await banner(page).boundingBox();
    expect(cardBox && scrolledBanner && cardBox.y + cardBox.height <= scrolledBanner.y + 1).toBe(true);
  });
});

test.describe('signed in: the choice is saved on the account through log-consent', () => {
  const paths = [
    { button: messages.consent.acceptAll, expected: true },
    { button: messages.consent.rejectNonEssential, expected: false },
  ];
  for (const { button, expected } of paths) {
    test(`'${button}' appends to the consent log and saves cookies_accepted = ${expected}`, async ({ page, request }) => {
      const user = await newConfirmedUser(request, 'banner');
      await signInThroughStorage(page, user);
      await expect(banner(page)).toBeVisible();

      const logged = waitForLogConsent(page, 'cookies');
      await banner(page).getByRole('button', { name: button }).click();
      const response = await logged;
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, acceptances: { cookies_accepted: expected } });
      await expect(banner(page)).toBeHidden();

      expect(await accountAcceptances(request, user)).toEqual({
        privacy_accepted: null,
        cookies_accepted: expected,
        terms_accepted: null,
      });
      // Saved on the account, not in the browser.
      expect(await localAcceptances(page)).toBeNull();
      await page.reload();
      await expect(page.getByText(`Benvenuto, ${user.nickname}!`)).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    });
  }

  test("'Gestisci preferenze' saves the overall choice on the account", async ({ page, request }) => {
    const user = await newConfirmedUser(request, 'manage');
    await signInThroughStorage(page, user);
    await banner(page).getByRole('button', { name: messages.consent.managePreferences }).click();
    const dialog = preferencesDialog(page);
    await dialog.getByRole('switch', { name: messages.consent.categories.marketing.title }).click();
    const logged = waitForLogConsent(page, 'cookies');
    await dialog.getByRole('button', { name: messages.consent.savePreferences }).click();
    expect((await logged).status()).toBe(200);
    await expect(banner(page)).toBeHidden();
    expect((await accountAcceptances(request, user)).cookies_accepted).toBe(true);
    expect((await consentCalls(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'granted', ad_personalization: 'granted' },
    ]);
  });

  test('when log-consent fails, the choice is still saved by the acceptances fallback', async ({ page, request }) => {
    const user = await newConfirmedUser(request, 'fallback');
    await signInThroughStorage(page, user);
    await page.route('**/functions/v1/log-consent', (route) =>
      route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'down' } }),
    );
    const fallback = page.waitForResponse(
      (response) => response.url().endsWith('/rest/v1/acceptances') && response.request().method() === 'PUT',
    );
    await banner(page).getByRole('button', { name: messages.consent.rejectNonEssential }).click();
    expect((await fallback).status()).toBe(200);
    await expect(banner(page)).toBeHidden();
    expect((await accountAcceptances(request, user)).cookies_accepted).toBe(false);
  });

  test('a choice made signed out is carried to the account at the next sign-in', async ({ page, request }) => {
    const user = await newConfirmedUser(request, 'carry');
    await openWithBanner(page);
    await banner(page).getByRole('button', { name: messages.consent.rejectNonEssential }).click();
    expect(await localAcceptances(page)).toEqual({ privacy: null, cookies: false, terms: null });

    const carried = waitForLogConsent(page, 'cookies');
    await signInThroughUi(page, user);
    expect((await carried).status()).toBe(200);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await accountAcceptances(request, user)).cookies_accepted).toBe(false);
    // Moved, not copied: the browser no longer holds it.
    await expect.poll(() => localAcceptances(page)).toBeNull();
  });
});
