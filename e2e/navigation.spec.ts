// The app shell: every route renders without a script error and passes axe,
// the navigation highlights the right tab and moves to the bottom on small
// screens, and the public pages (landing, info, about, 404) show their content.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { it as messages } from '../domain/i18n/it';
import { createConfirmedUser, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE } from './support/phone';

// Fresh ids for the parametrised routes; test and step titles show the
// route pattern so they stay the same in every worker.
const IDS: Record<string, string> = { restaurantId: randomUUID(), reviewId: randomUUID() };
const concrete = (pattern: string) => pattern.replace(/\{(\w+)\}/g, (_, name: string) => IDS[name] ?? name);

/**
 * Every route of both spec documents, in groups: each group is one test
 * (a browser context and its start paid once), each route a step of it.
 */
const ROUTE_GROUPS = {
  'the public pages': ['/', '/home', '/about', '/cookies-policy', '/privacy-policy', '/terms-and-conditions', '/intellectual-property'],
  'the sign-in and account pages': ['/auth', '/reset-password', '/profile', '/my-restaurants'],
  'the restaurant pages': ['/restaurants', '/restaurants/search', '/restaurants/map', '/restaurants/{restaurantId}', '/restaurants/{restaurantId}/edit'],
  'the review and add forms': [
    '/restaurants/{restaurantId}/review',
    '/reviews/{reviewId}/edit',
    '/add-restaurant',
    '/add-review?restaurant_id={restaurantId}',
  ],
};

const TABS = [
  { label: 'Locali', path: '/restaurants' },
  { label: 'Profilo', path: '/profile' },
  { label: 'Info', path: '/home' },
  { label: 'Chi Siamo', path: '/about' },
];

const isSmallScreen = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Collects uncaught script errors for the whole test. */
function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The tab navigation the current screen size shows. */
function visibleTabs(page: Page) {
  return isSmallScreen(page)
    ? page.getByRole('navigation', { name: messages.nav.tabBar })
    : page.getByRole('navigation', { name: messages.nav.mainNavigation });
}

/** Asserts the visible tabs: only the tab whose route equals the current path is current. */
async function expectCurrentTab(page: Page) {
  const { pathname } = new URL(page.url());
  const tabs = visibleTabs(page);
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('link')).toHaveCount(TABS.length);
  for (const tab of TABS) {
    const link = tabs.getByRole('link', { name: tab.label, exact: true });
    await expect(link).toHaveAttribute('href', tab.path);
    if (tab.path === pathname) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

/** Waits until `path`'s tab is current (the app may still be rendering), then checks all four. */
async function expectCurrentTabOn(page: Page, path: string) {
  const label = TABS.find((tab) => tab.path === path)?.label;
  if (!label) throw new Error(`${path} is not a tab route`);
  await expect(visibleTabs(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  await expectCurrentTab(page);
}

async function gotoAndSettle(page: Page, path: string) {
  await page.goto(path);
  // A prerendered page's copy (scripts/vite-prerender.ts) is on screen until the app replaces it.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('main#main h1').first()).toBeVisible();
  // Let queries and lazy chunks finish so axe sees the settled page.
  await page.waitForLoadState('networkidle');
}

test.describe('every route', PHONE, () => {
  // Each route opened as a first visit, from the server: a service worker
  // registered by the group's first page would answer the next ones itself.
  test.use({ serviceWorkers: 'block' });
  for (const [group, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`${group} render without errors and pass axe`, async ({ page }) => {
      const errors = trackPageErrors(page);
      for (const route of routes) {
        await test.step(route, async () => {
          await gotoAndSettle(page, concrete(route));
          await expect(page.locator('html')).toHaveAttribute('lang', 'it');
          await expect(page.getByRole('link', { name: messages.nav.home('AllerGuida') })).toBeVisible();
          await expect(page.getByRole('heading', { name: messages.notFound.message })).toHaveCount(0);
          await expectNoSeriousA11yViolations(page);
          expect(errors.map(String), `uncaught script errors on ${route}`).toEqual([]);
        });
      }
    });
  }
});

test.describe('404', () => {
  test('an unknown path shows the 404 page with a link to the info page', async ({ page }) => {
    const errors = trackPageErrors(page);
    // Status 404 for crawlers (no "soft 404"), the app's page for people.
    const document = page.waitForResponse((response) => response.url().endsWith('/questa/pagina/non-esiste'));
    await gotoAndSettle(page, '/questa/pagina/non-esiste');
    expect((await document).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const toInfo = page.getByRole('main').getByRole('link', { name: messages.notFound.backToInfo });
    await expect(toInfo).toHaveAttribute('href', '/home');
    await toInfo.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dine with Confidence' })).toBeVisible();
    expect(errors.map(String)).toEqual([]);
  });
});

test.describe('error page', () => {
  test('a page that fails to load shows the error page inside the shell, and Riprova recovers', async ({ page }) => {
    // Simulate a lost network or a stale deploy: the about page's code chunk fails.
    await page.route('**/assets/about-page-*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: messages.common.routeError.title })).toBeVisible();
    await expect(page.getByRole('link', { name: messages.nav.home('AllerGuida') })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/assets/about-page-*.js');
    await page.getByRole('button', { name: messages.common.routeError.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
  });
});

test.describe('navigation', () => {
  // One visit per route, as steps of one test. Public for a signed-out
  // visitor (the list shows its access-required message in place), so the
  // visit stays on the tab's own route; the landing page and sub-pages
  // highlight no tab; signed in, Profilo is current on /profile, while a
  // visitor is sent to /auth, where no tab is: either way the highlight
  // follows the path.
  test('only the tab of the current route is current, on every tab route and none on the others', PHONE, async ({ page }) => {
    for (const current of TABS.filter((tab) => tab.path !== '/profile')) {
      await test.step(`on ${current.path} only the ${current.label} tab is current`, async () => {
        await gotoAndSettle(page, current.path);
        expect(new URL(page.url()).pathname).toBe(current.path);
        await expectCurrentTab(page);
      });
    }
    for (const route of ['/', '/restaurants/search', '/restaurants/{restaurantId}']) {
      await test.step(`on ${route} no tab is current`, async () => {
        await gotoAndSettle(page, concrete(route));
        await expectCurrentTab(page);
        await expect(visibleTabs(page).locator('[aria-current]')).toHaveCount(0);
      });
    }
    await test.step('on /profile the highlight follows where the visit ends', async () => {
      await gotoAndSettle(page, '/profile');
      await expectCurrentTab(page);
    });
  });

  test('small screens get the bottom tab bar, wide screens the top tabs', PHONE, async ({ page }) => {
    await gotoAndSettle(page, '/home');
    const topTabs = page.getByRole('navigation', { name: messages.nav.mainNavigation, includeHidden: true });
    const bottomBar = page.getByRole('navigation', { name: messages.nav.tabBar, includeHidden: true });
    await expect(topTabs).toHaveCount(1);
    await expect(bottomBar).toHaveCount(1);
    if (isSmallScreen(page)) {
      await expect(bottomBar).toBeVisible();
      await expect(topTabs).toBeHidden();
      // Every tab has an icon and a label.
      for (const tab of TABS) {
        const link = bottomBar.getByRole('link', { name: tab.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link.locator('svg')).toHaveCount(1);
      }
      // Nothing hides behind the bar: the end of the page scrolls clear of it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastCard = page.getByRole('link', { name: messages.home.policies.intellectualProperty.title });
      const cardBox = await lastCard.locator('xpath=ancestor::li[1]').boundingBox();
      const barBox = await bottomBar.boundingBox();
      expect(cardBox && barBox && cardBox.y + cardBox.height <= barBox.y).toBe(true);
    } else {
      await expect(topTabs).toBeVisible();
      await expect(bottomBar).toBeHidden();
    }
  });

  // The header (logo, account actions) is the same at every width: desktop only.
  test('the logo goes to the landing page and the user icon to /auth when signed out', async ({ page }) => {
    await gotoAndSettle(page, '/about');
    const signIn = page.getByRole('banner').getByRole('link', { name: messages.nav.signIn, exact: true });
    await expect(signIn).toHaveAttribute('href', '/auth?next=%2Fabout');
    await page.getByRole('link', { name: messages.nav.home('AllerGuida') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Scopri ristoranti sicuri per le tue allergie alimentari')).toBeVisible();
  });

  test('a tab navigates and becomes current', PHONE, async ({ page }) => {
    await gotoAndSettle(page, '/home');
    await visibleTabs(page).getByRole('link', { name: 'Chi Siamo', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
    await expect(visibleTabs(page).getByRole('link', { name: 'Chi Siamo', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await gotoAndSettle(page, '/home');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Vai al contenuto' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('public pages', () => {
  test('landing: logo, tagline and one sign-in button when signed out', async ({ page }) => {
    await gotoAndSettle(page, '/');
    await expect(page).toHaveTitle('AllerGuida');
    await expect(page.getByRole('main').getByRole('img', { name: messages.common.logoAlt('AllerGuida') })).toBeVisible();
    await expect(page.getByText('Scopri ristoranti sicuri per le tue allergie alimentari')).toBeVisible();
    const main = page.getByRole('main');
    // The page's own links: the footer under every page has the language's.
    await expect(page.locator('main > :not(footer)').getByRole('link')).toHaveCount(1);
    const signIn = main.getByRole('link', { name: 'Accedi / Registrati' });
    await expect(signIn).toHaveAttribute('href', '/auth');
    await signIn.click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('/home: hero, three steps, features and four policy cards', async ({ page }) => {
    await gotoAndSettle(page, '/home');
    await expect(page).toHaveTitle('Info · AllerGuida');
    await expect(page.getByRole('heading', { level: 1, name: 'Dine with Confidence' })).toBeVisible();

    const steps = page.getByTestId('how-it-works-steps').getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading')).toHaveText([
      messages.home.steps.register.title,
      messages.home.steps.find.title,
      messages.home.steps.share.title,
    ]);

    const features = page.getByTestId('features').getByRole('listitem');
    await expect(features.getByRole('heading')).toHaveText([
      messages.home.features.geolocation.title,
      messages.home.features.profiles.title,
      messages.home.features.safetyRatings.title,
      messages.home.features.photoReviews.title,
    ]);

    const policies = page.getByRole('region', { name: messages.home.policiesTitle });
    await expect(policies.getByRole('link')).toHaveCount(4);
    const expected = [
      [messages.home.policies.privacy.title, '/privacy-policy'],
      [messages.home.policies.cookies.title, '/cookies-policy'],
      [messages.home.policies.terms.title, '/terms-and-conditions'],
      [messages.home.policies.intellectualProperty.title, '/intellectual-property'],
    ] as const;
    for (const [name, href] of expected) {
      await expect(policies.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await policies.getByRole('link', { name: messages.home.policies.terms.title, exact: true }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
  });

  test('/about: mission, "Siamo in N" from the member count, and the disclaimer', async ({ page }) => {
    const memberCount = async () => (await (await page.request.get('/rest/v1/rpc/get_total_user_count')).json()) as unknown;
    const before = await memberCount();
    expect(typeof before).toBe('number');
    await gotoAndSettle(page, '/about');
    await expect(page).toHaveTitle('Chi Siamo · AllerGuida');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: messages.about.missionTitle })).toBeVisible();
    // Journeys running in parallel confirm accounts meanwhile: the page shows
    // the count as it was at some moment between the two reads.
    await expect(page.getByTestId('member-count')).toHaveText(/^Siamo in /);
    const shown = await page.getByTestId('member-count').textContent();
    const after = (await memberCount()) as number;
    const possible = Array.from({ length: after - (before as number) + 1 }, (_, i) => messages.about.memberCount((before as number) + i));
    expect(possible).toContain(shown);
    const disclaimer = page.getByRole('region', { name: messages.about.disclaimerTitle });
    await expect(disclaimer).toContainText('non può verificare né le recensioni né i locali');
    await expect(disclaimer).toContainText("non si assume alcuna responsabilità sull'accuratezza");
    // No social URL is configured in the test build, so no social link is invented.
    await expect(page.getByRole('heading', { name: messages.about.followUsTitle })).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  test('landing greets by nickname with the four destinations; the header shows the user menu', PHONE, async ({ page, request }) => {
    // Signs up through the mailbox first: generous time on a busy machine.
    test.slow();
    const errors = trackPageErrors(page);
    // Nicknames are unique, and this test runs once per project (and again on a retry).
    const account = { email: uniqueEmail('nav'), password: 'pane-e-riso-1', nickname: `Giulia${Date.now() % 1_000_000}` };
    await createConfirmedUser(request, account);

    await page.goto('/auth');
    const acceptAll = page.getByRole('button', { name: messages.consent.acceptAll });
    if (await acceptAll.isVisible()) await acceptAll.click();
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);

    const main = page.getByRole('main');
    await expect(main.getByText(`Benvenuto, ${account.nickname}!`, { exact: true })).toBeVisible();
    await expect(main.getByText('Scopri ristoranti sicuri per le tue allergie alimentari')).toBeVisible();
    for (const tab of TABS) {
      await expect(main.getByRole('link', { name: tab.label, exact: true })).toHaveAttribute('href', tab.path);
    }
    await expect(main.getByRole('link', { name: 'Accedi / Registrati' })).toHaveCount(0);

    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: messages.nav.userMenu })).toBeVisible();
    await expect(header.getByRole('link', { name: messages.nav.signIn, exact: true })).toHaveCount(0);
    // The sign-in toast is checked too (hovering pauses its timer): the
    // toaster's rich colours meet AA.
    const signedInToast = page.locator('[data-sonner-toast]').filter({ hasText: messages.auth.signInSuccessTitle });
    await expect(signedInToast).toBeVisible();
    await signedInToast.hover();
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('link', { name: 'Profilo', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expectCurrentTabOn(page, '/profile');
    expect(errors.map(String)).toEqual([]);
  });
});
