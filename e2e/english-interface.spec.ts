// The English interface (#43): an /en/ address, or the choice kept on the
// device, draws the app in English with <html lang="en">, its links staying
// under /en/; with neither, the Italian app is as it was. The journeys through
// it are english-journeys.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { en } from '../domain/i18n/en';
import { it as italian } from '../domain/i18n/it';
import { signIn } from './support/accounts';
import { accessTokenOf } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dismissCookieBanner, newConfirmedUser, newUserSignedIn } from './support/consent';
import { PHONE } from './support/phone';

/** The tabs the screen shows: the bottom bar on a phone, the header's tabs on a wide screen. */
const visibleTabs = (page: Page, nav: { tabBar: string; mainNavigation: string }) =>
  page.getByRole('navigation', { name: page.viewportSize()!.width < 768 ? nav.tabBar : nav.mainNavigation });

test('an English address draws the landing in English, and its links stay English', PHONE, async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const tabs = visibleTabs(page, en.nav);
  await expect(tabs.getByRole('link', { name: en.nav.restaurants })).toBeVisible();
  await expect(tabs.getByRole('link', { name: en.nav.restaurants })).toHaveAttribute('href', '/en/restaurants');
  await expectNoSeriousA11yViolations(page);
});

test("signed in, an English address's tabs are English too", PHONE, async ({ page, request }) => {
  // With a stored session the auth client is asked for early, and its chunk evaluates the app's: before
  // the English texts were in, the tabs' labels were read in Italian (Locali, Profilo, Chi Siamo).
  await newUserSignedIn(page, request, 'tabs-en');
  await page.goto('/en/restaurants');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const tabs = visibleTabs(page, en.nav);
  for (const label of [en.nav.restaurants, en.nav.profile, en.nav.info, en.nav.about]) {
    await expect(tabs.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
});

test('with no choice and an Italian browser, the app is Italian as before', PHONE, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const tabs = visibleTabs(page, italian.nav);
  await expect(tabs.getByRole('link', { name: italian.nav.restaurants })).toHaveAttribute('href', '/restaurants');
  await expectNoSeriousA11yViolations(page);
});

test('signed out, the footer switches to English and back; the device keeps the choice', PHONE, async ({ page }) => {
  await page.goto('/about');
  await dismissCookieBanner(page);
  const toEnglish = page.locator('footer').getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await toEnglish.press('Enter');
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.about.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The choice is the device's: an Italian address opens in English too.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: en.about.title })).toBeVisible();

  await page.locator('footer').getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: italian.about.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('allerguida-language'))).toBe('it');
});

test('signed in, the profile and the user menu switch the language and keep it in the account', PHONE, async ({ page, request }) => {
  const user = await newUserSignedIn(page, request, 'lingua');
  const token = await accessTokenOf(request, user);
  const accountLanguage = async () =>
    ((await (await request.get('/rest/v1/profile', { headers: { authorization: `Bearer ${token}` } })).json()) as { language: string | null }).language;

  await page.goto('/profile');
  const languages = page.getByRole('group', { name: italian.profile.languageTitle });
  await expect(languages.getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.profile.title })).toBeVisible();
  await expect(page.getByRole('group', { name: en.profile.languageTitle }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(await accountLanguage()).toBe('en');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('banner').getByRole('button', { name: en.nav.userMenu }).click();
  const toItalian = page.getByRole('menuitem', { name: 'Italiano' });
  await expect(toItalian).toHaveAttribute('lang', 'it');
  await toItalian.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: italian.profile.title })).toBeVisible();
  expect(await accountLanguage()).toBe('it');
});

test("on sign-in the account's language wins over the device's", PHONE, async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'lingua-account');
  const token = await accessTokenOf(request, user);
  const saved = await request.put('/rest/v1/profile/language', { headers: { authorization: `Bearer ${token}` }, data: { language: 'en' } });
  expect(saved.ok()).toBe(true);

  await page.goto('/auth');
  await dismissCookieBanner(page);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(en.landing.welcome(user.nickname))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('allerguida-language'))).toBe('en');
});

test("a signed-in page's live connection asks for its notifications in the page's language", async ({ page, request }) => {
  await newUserSignedIn(page, request, 'live-en');
  for (const [address, language] of [
    ['/en/restaurants', 'en'],
    ['/restaurants', 'it'],
  ] as const) {
    const socket = page.waitForEvent('websocket', (candidate) => candidate.url().includes('/realtime/v1'));
    await page.goto(address);
    expect(new URL((await socket).url()).searchParams.get('language'), address).toBe(language);
  }
});
