// A traveller's journeys in English on a phone (#43), in a browser that
// prefers Italian (the config's it-IT) but chose English by its /en/
// addresses: signing up, with the confirmation and reset emails in English and
// their links opening the English app; then, signed in, the list and its
// search, a restaurant's page, its menu numbers, writing a review and the
// allergy card and the menu numbers from it offline. Each screen has <html lang="en"> and passes axe. They
// run once, at 390 px, in the desktop project: untagged, so not twice.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/page-errors';
import { expectNoSeriousA11yViolations } from './support/axe';
import { toast, uniqueEmail, waitForEmail } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi, createReviewThroughApi, saveAllergensThroughApi } from './support/api';
import { newConfirmedUser, newUserSignedIn } from './support/consent';

// The allergy card opens offline from the service worker's cache (playwright.config.ts blocks it elsewhere).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'allow' });

test('signs up in English on an Italian browser: the emails are English and their links open the English app', async ({ page, request }) => {
  // Password hashes on the server and two emails in between.
  test.slow();
  const email = uniqueEmail('sign-up-en');
  const nickname = `Traveller${randomUUID().slice(0, 8)}`;
  const { origin } = new URL(test.info().project.use.baseURL!);

  await page.goto('/en/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject non-essential' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to AllerGuida' })).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up for AllerGuida' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('gluten-free-bread');
  await page.getByLabel('Nickname', { exact: true }).fill(nickname);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(toast(page, 'Sign-up complete')).toContainText('Check your email to confirm your account.');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to AllerGuida' })).toBeVisible();

  // The web client told the server the page's language: the browser's Accept-Language says Italian.
  const confirmation = await waitForEmail(request, email, /^Confirm your sign-up to AllerGuida$/, new Set());
  expect(confirmation.text).toContain('Thank you for signing up. To activate your account, confirm your email address.');
  const confirmationLink = /https?:\/\/\S+?[?&]token_hash=\S+/.exec(confirmation.text)?.[0] ?? '';
  expect(confirmationLink.startsWith(`${origin}/en/auth?`), confirmationLink).toBe(true);

  // A forgotten password, asked for before confirming: that email is English too.
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/en\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('We have sent you an email with the link to reset your password.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const recovery = await waitForEmail(request, email, /^Reset your AllerGuida password$/, new Set());
  expect(recovery.text).toContain('We have received a request to reset the password of your account.');
  expect(recovery.text).toContain(`${origin}/en/reset-password?token_hash=`);

  // The confirmation link: the English app confirms and greets the new user, signed in.
  await page.goto(confirmationLink);
  await expect(toast(page, 'Email confirmed!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(`Welcome, ${nickname}!`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('signed in, in English: searches the list, opens a restaurant, reads its menu numbers, writes a review, and opens the allergy card offline', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // The list shows reviewed venues: someone else's, with their review.
  const local = await accessTokenOf(request, await newConfirmedUser(request, 'english-local'));
  const restaurant = await createRestaurantThroughApi(request, local, { name: `Trattoria Inglese ${randomUUID().slice(0, 8)}`, address: 'Via Roma 9', city: 'Bologna', cuisine_type: 'pizza' });
  await createReviewThroughApi(request, local, restaurant.id, { cuisine_type: 'pizza' });
  const user = await newUserSignedIn(page, request, 'english');
  await saveAllergensThroughApi(request, await accessTokenOf(request, user), ['Lactose', 'Peanuts']);
  const languageHeaders: (string | null)[] = [];
  page.on('request', (sent) => {
    // The page's own requests, once it is an English one (not the Italian page the sign-in left, still finishing).
    if (new URL(sent.url()).pathname.startsWith('/rest/v1/') && new URL(page.url()).pathname.startsWith('/en/')) {
      languageHeaders.push(sent.headers()['x-allerguida-language'] ?? null);
    }
  });
  // No journey reaches the internet: the restaurant page's map frame gets a blank page.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><body></body></html>' }),
  );
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The list, its location question and its search.
  await page.goto('/en/restaurants');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const question = page.getByRole('alertdialog', { name: 'Do you want to use your location?' });
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Search \d+ reviewed venues?$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See on Map' })).toHaveAttribute('href', '/en/restaurants/map');
  const search = page.getByRole('combobox', { name: 'Search venues' });
  await search.fill(restaurant.name);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/restaurants\?.*q=/);
  await expect(page.getByTestId('filter-chip').first()).toContainText(`Text: ${restaurant.name}`);
  const row = page.getByTestId('restaurant-row').filter({ hasText: restaurant.name });
  await expect(row).toContainText('Via Roma 9, Bologna');
  await expect(row).toContainText('1 review');
  await expectNoSeriousA11yViolations(page);

  // The restaurant's page, from the list.
  await row.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/restaurants/${restaurant.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Its menu numbers, decoded against the diner's allergens.
  await page.getByRole('link', { name: 'Read the menu numbers' }).click();
  await expect(page).toHaveURL(/\/en\/menu-numbers$/);
  await page.getByLabel('Numbers beside the dish').fill('1, 7');
  await expect(page.getByTestId('menu-numbers-meaning').getByRole('listitem')).toHaveText(['1Cereals containing gluten', '7Milk (including lactose)']);
  await expect(page.getByTestId('menu-numbers-verdict')).toContainText('Warning: contains your allergens');
  await expectNoSeriousA11yViolations(page);

  // Back on the restaurant's page, a review written and published.
  await page.goBack();
  await page.getByRole('link', { name: 'Add Review' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/restaurants/${restaurant.id}/review$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add Review' })).toBeVisible();
  await expect(page.getByText(`Review ${restaurant.name}`)).toBeVisible();
  await page.getByLabel('Overall rating').selectOption('excellent');
  await page.getByLabel('Type of cuisine').selectOption('pizza');
  await page.getByRole('checkbox', { name: /^Lactose/ }).check();
  const comment = 'They made my pizza without cheese and knew every ingredient.';
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('group', { name: 'Did you have a reaction?' }).getByRole('radio', { name: 'No' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Publish Review' }).click();
  await expect(toast(page, 'Review added!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/restaurants/${restaurant.id}$`));
  const card = page.getByTestId('review-card');
  await expect(card.getByText('Your review:')).toBeVisible();
  await expect(card.getByText('Excellent')).toBeVisible();
  await expect(card.getByText(comment)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The allergy card, then offline: the English texts come from the service worker's cache too.
  await page.goto('/en/profile/allergy-card');
  await expect(page.getByRole('heading', { level: 1, name: 'My allergy card' })).toBeVisible();
  await expect(page.getByTestId('allergy-card-it')).toContainText('Non posso mangiare:');
  await expect(page.getByTestId('allergy-card-translation')).toContainText('I cannot eat:');
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'My allergy card' })).toBeVisible();
    await expect(page.getByTestId('allergy-card-it')).toContainText('Non posso mangiare:');
    // The decoder from the card, still offline and still in English.
    await page.getByRole('link', { name: 'Read the menu numbers' }).click();
    await expect(page).toHaveURL(/\/en\/menu-numbers$/);
    await page.getByLabel('Numbers beside the dish').fill('1 7');
    await expect(page.getByTestId('menu-numbers-meaning').getByRole('listitem')).toHaveText(['1Cereals containing gluten', '7Milk (including lactose)']);
    await expect(page.getByTestId('menu-numbers-verdict')).toContainText('Warning: contains your allergens');
  } finally {
    await context.setOffline(false);
  }

  // Every API request said the page's language.
  expect(languageHeaders.length).toBeGreaterThan(0);
  expect(new Set(languageHeaders)).toEqual(new Set(['en']));
});
