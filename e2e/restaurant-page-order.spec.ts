// A restaurant's page on a phone (#41, item 7): the diner reaches the verdict
// for their allergens, the alerts and the reviews first; the seven practices
// are folded under 'Cosa fa il locale' with a count, and open from the
// keyboard or from 'In questa pagina'. Both widths; axe folded and open.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/page-errors';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accessTokenOf, createRestaurantThroughApi, createReviewThroughApi, saveAllergensThroughApi } from './support/api';
import { newConfirmedUser, newUserSignedIn } from './support/consent';
import { PHONE } from './support/phone';

/** The top of an element in the page (not the viewport), in CSS pixels. */
async function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

async function viewportHeight(page: Page): Promise<number> {
  return page.evaluate(() => window.innerHeight);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="it"><title>Mappa</title><body></body></html>' }),
  );
});

test('a diner reaches the verdict, the alerts and the reviews before the practices, which open from the keyboard', PHONE, async ({ page, request }) => {
  test.slow();
  const [first, second, reporter] = await Promise.all(['order-first', 'order-second', 'order-reporter'].map((label) => newConfirmedUser(request, label)));
  const [firstToken, secondToken, reporterToken] = await Promise.all([first, second, reporter].map((user) => accessTokenOf(request, user!)));
  // A venue as the diner meets it: coordinates (map and directions cards), a phone, a website, a description.
  const restaurant = await createRestaurantThroughApi(request, firstToken!, {
    name: `Trattoria in Ordine ${randomUUID().slice(0, 8)}`,
    address: 'Via dei Mille 12',
    city: 'Padova',
    cuisine_type: 'italian',
    phone: '+39 049 123 4567',
    website: 'https://example.org/trattoria',
    description: 'Cucina veneta, pasta fresca ogni giorno.',
    latitude: 45.4064,
    longitude: 11.8768,
  });
  const catalogue = (await (await request.get('/rest/v1/allergens', { headers: { authorization: `Bearer ${firstToken}` } })).json()) as {
    id: string;
    name: string;
  }[];
  const gluten = catalogue.find((allergen) => allergen.name === 'Gluten')!.id;
  await createReviewThroughApi(request, firstToken!, restaurant.id, { allergen_ids: [gluten], comment: 'Pasta senza glutine cotta a parte.' });
  await createReviewThroughApi(request, secondToken!, restaurant.id, { allergen_ids: [gluten], comment: 'Il cameriere conosceva ogni ingrediente.' });
  const reported = await request.post(`/rest/v1/restaurants/${restaurant.id}/incidents`, {
    headers: { authorization: `Bearer ${reporterToken}` },
    data: { allergen_ids: [gluten], severity: 'mild', meal_date: new Date().toISOString().slice(0, 10), staff_informed: true },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  for (const token of [firstToken!, secondToken!]) {
    const confirmed = await request.put(`/rest/v1/restaurants/${restaurant.id}/practices/trained_staff`, {
      headers: { authorization: `Bearer ${token}` },
      data: { stance: 'confirm' },
    });
    expect(confirmed.status()).toBe(200);
  }

  const viewer = await newUserSignedIn(page, request, 'order-viewer');
  await saveAllergensThroughApi(request, await accessTokenOf(request, viewer), ['Gluten']);
  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByTestId('review-card')).toHaveCount(2);

  // From the first screen: the venue, the verdict for the diner's allergens, the open alert, and links to every section.
  const sections = page.getByRole('navigation', { name: 'In questa pagina' }).getByRole('link');
  await expect(sections).toHaveText(['Recensioni (2)', 'Reazioni segnalate', 'Cosa fa il locale', 'Segnala chiusura o cambio gestione']);
  await expect(sections.filter({ hasText: 'Recensioni (2)' })).toBeInViewport();
  const verdict = page.getByTestId('personal-safety');
  const alert = page.getByTestId('incident-alert');
  await expect(verdict.getByTestId('safety-badge')).toBeInViewport();
  await expect(alert).toContainText('Reazione segnalata');
  // Then the reviews, within the first two screens at either width (at 390 px they were almost six screens down,
  // below the seven practices, the reaction reports and the closure reports), then the reaction reports.
  const reviewsHeading = page.getByRole('heading', { level: 2, name: 'Recensioni', exact: true });
  const reactionsHeading = page.getByRole('heading', { level: 2, name: 'Reazioni segnalate', exact: true });
  await expect(reactionsHeading).toBeVisible();
  const reviewsTop = await pageTop(reviewsHeading);
  expect(await pageTop(verdict)).toBeLessThan(await pageTop(alert));
  expect(await pageTop(alert)).toBeLessThan(reviewsTop);
  expect(reviewsTop).toBeLessThan(2 * (await viewportHeight(page)));
  expect(await pageTop(reactionsHeading)).toBeGreaterThan(reviewsTop);

  // The practices come after the reviews, folded: a button with the title and a count, nothing of the list shown.
  const practices = page.getByRole('region', { name: 'Cosa fa il locale' });
  const fold = practices.getByRole('button', { name: /^Cosa fa il locale/ });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(fold).toContainText('7 pratiche · 1 confermata');
  expect(await pageTop(fold)).toBeGreaterThan(reviewsTop);
  await expect(practices.getByTestId('practice')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // From the keyboard: Enter opens it, Space folds it again.
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(practices.getByTestId('practice')).toHaveCount(7);
  const trained = practices.getByTestId('practice').filter({ hasText: 'Personale formato sugli allergeni' });
  await expect(trained.getByTestId('practice-counts')).toHaveText('2 conferme · 0 contestazioni · ultima conferma oggi');
  await expect(trained.getByText('confermata', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Space');
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(practices.getByTestId('practice')).toHaveCount(0);

  // The practices' link in 'In questa pagina' opens them where it leads.
  await page.evaluate(() => window.scrollTo(0, 0));
  await sections.filter({ hasText: 'Cosa fa il locale' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}#pratiche$`));
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(practices.getByTestId('practice').first()).toBeInViewport();
  // The reviews' link brings their title on screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await sections.filter({ hasText: 'Recensioni (2)' }).click();
  await expect(reviewsHeading).toBeInViewport();
});
