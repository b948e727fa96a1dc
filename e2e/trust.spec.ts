// Practices and sensitivity (docs/product.md): a practice confirmed from a review is counted and
// dated on the restaurant page; the list filters by a practice; a diner reads
// only the reviews of people at least as sensitive as they are. axe on the
// pages touched.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi, createReviewThroughApi, saveAllergensThroughApi } from './support/api';
import { newConfirmedUser, newUserSignedIn } from './support/consent';
import { grantRole, userIdOf } from './support/staff';
import { PHONE } from './support/phone';

let pageErrors: Error[] = [];
test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="it"><title>Mappa</title><body></body></html>' }),
  );
});
test.afterEach(() => {
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

function newRestaurant(request: APIRequestContext, token: string, city: string, name: string) {
  return createRestaurantThroughApi(request, token, { name, address: 'Via Fiducia 2', city, cuisine_type: 'italian' });
}

/** The restaurant page's practices, opened: they are folded under their title (#41). */
async function openPractices(page: Page) {
  const practices = page.getByRole('region', { name: 'Cosa fa il locale' });
  await practices.getByRole('button', { name: /^Cosa fa il locale/ }).click();
  await expect(practices.getByTestId('practice')).toHaveCount(7);
  return practices;
}

/** The user's levels, by English allergen name, through PUT /rest/v1/me/sensitivity. */
async function shareLevels(request: APIRequestContext, token: string, levels: Record<string, string>, show: boolean) {
  const headers = { authorization: `Bearer ${token}` };
  const own = (await (await request.get('/rest/v1/me/sensitivity', { headers })).json()) as { levels: { allergen_id: string; allergen: string }[] };
  const response = await request.put('/rest/v1/me/sensitivity', {
    headers,
    data: {
      show_on_reviews: show,
      levels: own.levels.map((entry) => ({ allergen_id: entry.allergen_id, level: levels[entry.allergen] ?? null })),
    },
  });
  expect(response.ok(), `PUT /rest/v1/me/sensitivity: ${await response.text()}`).toBe(true);
}

test('confirms a practice from a review, sees it counted and dated, then disputes it', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'practice-review');
  const restaurant = await newRestaurant(request, await accessTokenOf(request, user), 'Pratolino', `Trattoria Fiducia ${randomUUID().slice(0, 8)}`);

  await page.goto(`/restaurants/${restaurant.id}/review`);
  await page.locator('summary', { hasText: 'Cosa hai visto in questa visita (facoltativo)' }).click();
  await page.getByRole('checkbox', { name: 'Locale 100% senza glutine' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('group', { name: 'Hai avuto una reazione?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Pubblica Recensione' }).click();
  await expectToast(page, 'Recensione aggiunta!');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));

  const practices = await openPractices(page);
  const fullyGlutenFree = practices.getByRole('listitem').filter({ hasText: 'Locale 100% senza glutine' });
  await expect(fullyGlutenFree.getByTestId('practice-counts')).toHaveText('1 conferma · 0 contestazioni · ultima conferma oggi');
  await expect(fullyGlutenFree).toHaveAttribute('data-stale', 'false');
  await expect(fullyGlutenFree.getByRole('button', { name: 'Confermo: Locale 100% senza glutine' })).toHaveAttribute('aria-pressed', 'true');
  // A practice nobody confirmed is greyed as 'da verificare'.
  const fryer = practices.getByRole('listitem').filter({ hasText: 'Friggitrice dedicata senza glutine' });
  await expect(fryer.getByText('da verificare')).toBeVisible();
  await expect(fryer.getByTestId('practice-counts')).toHaveText('0 conferme · 0 contestazioni');
  await expectNoSeriousA11yViolations(page);

  // One stance per user: disputing replaces the confirmation.
  await fullyGlutenFree.getByRole('button', { name: 'Contesto: Locale 100% senza glutine' }).click();
  await expect(fullyGlutenFree.getByTestId('practice-counts')).toHaveText('0 conferme · 1 contestazione');
  await expect(fullyGlutenFree.getByText('da verificare')).toBeVisible();
  await page.reload();
  await openPractices(page);
  await expect(fullyGlutenFree.getByRole('button', { name: 'Contesto: Locale 100% senza glutine' })).toHaveAttribute('aria-pressed', 'true');
});

test('edits the practices of a review: the form shows its ticks, and the restaurant counts follow the change', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'practice-edit');
  const token = await accessTokenOf(request, user);
  const restaurant = await newRestaurant(request, token, 'Pratolino', `Osteria Fiducia ${randomUUID().slice(0, 8)}`);
  const review = await createReviewThroughApi(request, token, restaurant.id, { practices: ['fully_gluten_free'] });

  await page.goto(`/reviews/${review.id}/edit`);
  const fullyGlutenFree = page.getByRole('checkbox', { name: 'Locale 100% senza glutine' });
  const fryer = page.getByRole('checkbox', { name: 'Friggitrice dedicata senza glutine' });
  // Open at once, since the review ticks one.
  await expect(fullyGlutenFree).toBeChecked();
  await expect(fryer).not.toBeChecked();
  await fullyGlutenFree.uncheck();
  await fryer.check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Aggiorna Recensione' }).click();
  await expectToast(page, 'Recensione aggiornata!');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));

  const practices = await openPractices(page);
  const countsOf = (label: string) => practices.getByRole('listitem').filter({ hasText: label }).getByTestId('practice-counts');
  await expect(countsOf('Friggitrice dedicata senza glutine')).toHaveText('1 conferma · 0 contestazioni · ultima conferma oggi');
  await expect(countsOf('Locale 100% senza glutine')).toHaveText('0 conferme · 0 contestazioni');

  await page.goto(`/reviews/${review.id}/edit`);
  await expect(fryer).toBeChecked();
  await expect(fullyGlutenFree).not.toBeChecked();
});

test('filters the list by a practice, shown as a chip and in the URL, with marks and the latest review on rows', PHONE, async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'practice-filter');
  const token = await accessTokenOf(request, user);
  const city = `Fiducia${randomUUID().slice(0, 6)}`;
  // Names of their own too: the test runs on desktop and on mobile, and again on a retry, in one database.
  const fornoName = `Forno Senza Glutine ${city}`;
  const withPractice = await newRestaurant(request, token, city, fornoName);
  const without = await newRestaurant(request, token, city, `Osteria Qualunque ${city}`);
  await createReviewThroughApi(request, token, withPractice.id, { practices: ['fully_gluten_free', 'trained_staff'] });
  await createReviewThroughApi(request, token, without.id);
  // A practice is confirmed by two different people, and '100% senza glutine' is listed once a moderator verified it.
  const secondToken = await accessTokenOf(request, await newConfirmedUser(request, 'practice-filter-second'));
  for (const practice of ['fully_gluten_free', 'trained_staff']) {
    const confirmed = await request.put(`/rest/v1/restaurants/${withPractice.id}/practices/${practice}`, {
      headers: { authorization: `Bearer ${secondToken}` },
      data: { stance: 'confirm' },
    });
    expect(confirmed.status()).toBe(200);
  }
  const moderatorToken = await accessTokenOf(request, await newConfirmedUser(request, 'practice-filter-moderator'));
  await grantRole(request, await userIdOf(request, moderatorToken), 'moderator');
  const verified = await request.post(`/rest/v1/restaurants/${withPractice.id}/practices/fully_gluten_free/verification`, {
    headers: { authorization: `Bearer ${moderatorToken}` },
    data: { source: 'Certificato 100% senza glutine esposto in sala', verified_on: new Date().toISOString().slice(0, 10) },
  });
  expect(verified.status()).toBe(200);

  // The list's location question answered before: distance plays no part here.
  await page.evaluate(() => window.localStorage.setItem('allerguida-location-consent', 'denied'));
  await page.goto(`/restaurants?city=${city}`);
  const rows = page.getByTestId('restaurant-row');
  await expect(rows).toHaveCount(2);
  await page.locator('summary', { hasText: 'Filtra per pratica' }).click();
  await page.getByRole('group', { name: 'Filtra per pratica' }).getByRole('button', { name: 'Locale 100% senza glutine' }).click();
  await expect(page).toHaveURL(/practice=fully_gluten_free/);
  await expect(page.getByTestId('filter-chip').filter({ hasText: 'Pratica:' })).toHaveText(/Pratica:\s*Locale 100% senza glutine/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('heading', { name: fornoName })).toBeVisible();
  await expect(rows.first().getByRole('list', { name: 'Pratiche confermate' }).getByRole('listitem')).toHaveText([
    'Personale formato sugli allergeni',
    'Locale 100% senza glutine',
  ]);
  await expect(rows.first().getByTestId('latest-review')).toHaveText('ultima recensione oggi');
  await expectNoSeriousA11yViolations(page);

  // The URL alone brings the filter back.
  await page.goto(`/restaurants?city=${city}&practice=fully_gluten_free`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Rimuovi filtro Pratica Locale 100% senza glutine' }).click();
  await expect(rows).toHaveCount(2);
});

test("a moderator verifies 'Locale 100% senza glutine' on the restaurant page: 'dichiarato dagli utenti' becomes 'Verificato il …'", async ({ page, request }) => {
  test.slow();
  const city = `Verifica${randomUUID().slice(0, 6)}`;
  const name = `Pizzeria Verificata ${city}`;
  const [first, second] = await Promise.all([newConfirmedUser(request, 'verify-first'), newConfirmedUser(request, 'verify-second')]);
  const firstToken = await accessTokenOf(request, first);
  const restaurant = await newRestaurant(request, firstToken, city, name);
  await createReviewThroughApi(request, firstToken, restaurant.id, { practices: ['fully_gluten_free'] });
  const confirmed = await request.put(`/rest/v1/restaurants/${restaurant.id}/practices/fully_gluten_free`, {
    headers: { authorization: `Bearer ${await accessTokenOf(request, second)}` },
    data: { stance: 'confirm' },
  });
  expect(confirmed.status()).toBe(200);

  const moderator = await newUserSignedIn(page, request, 'verify-moderator');
  const practices = page.getByRole('region', { name: 'Cosa fa il locale' });
  const fully = practices.getByRole('listitem').filter({ hasText: 'Locale 100% senza glutine' });
  // Before the role, no form: the server says who may verify, on every request.
  await page.goto(`/restaurants/${restaurant.id}`);
  await openPractices(page);
  await expect(fully.getByTestId('practice-counts')).toHaveText('2 conferme · 0 contestazioni · ultima conferma oggi');
  await expect(fully.getByText('confermata', { exact: true })).toBeVisible();
  await expect(fully.getByTestId('practice-verification-status')).toHaveText('dichiarato dagli utenti');
  await expect(fully.getByTestId('practice-verification-rule')).toHaveText(
    "Dichiarato dagli utenti: nessun moderatore l'ha ancora verificato su una fonte, come l'elenco pubblico AIC o il certificato.",
  );
  await expect(page.getByText('Verifica del moderatore')).toHaveCount(0);

  await grantRole(request, await userIdOf(request, await accessTokenOf(request, moderator)), 'moderator');
  await page.reload();
  await openPractices(page);
  await fully.getByText('Verifica del moderatore', { exact: true }).click();
  await fully.getByRole('button', { name: 'Segna come verificato' }).click();
  await expect(fully.getByRole('alert')).toHaveText('Indica la fonte della verifica (da 10 a 500 caratteri).');
  await fully.getByLabel('Fonte della verifica').fill('Elenco pubblico AIC consultato sul sito');
  await expect(fully.getByLabel('Data della verifica')).not.toHaveValue('');
  await fully.getByRole('button', { name: 'Segna come verificato' }).click();
  await expectToast(page, 'Verifica salvata');
  await expect(fully.getByTestId('practice-verification-status')).toHaveText(/^Verificato il \d{1,2} [a-z]+ \d{4}$/);
  await expect(fully.getByTestId('practice-verification-rule')).toHaveText(
    /^Verificato il \d{1,2} [a-z]+ \d{4} da un moderatore\. Fonte: Elenco pubblico AIC consultato sul sito$/,
  );
  await expectNoSeriousA11yViolations(page);

  // Confirmed by two people and verified: the list's '100% senza glutine' filter selects it.
  await page.evaluate(() => window.localStorage.setItem('allerguida-location-consent', 'denied'));
  await page.goto(`/restaurants?city=${city}&practice=fully_gluten_free`);
  await expect(page.getByTestId('restaurant-row').getByRole('heading', { name })).toBeVisible();
});

test('reads only the reviews of people as sensitive as me, with their shared levels', async ({ page, request }) => {
  test.slow();
  const severe = await newConfirmedUser(request, 'sensitive-severe');
  const mild = await newConfirmedUser(request, 'sensitive-mild');
  const severeToken = await accessTokenOf(request, severe);
  const mildToken = await accessTokenOf(request, mild);
  await saveAllergensThroughApi(request, severeToken, ['Peanuts']);
  await saveAllergensThroughApi(request, mildToken, ['Peanuts']);
  await shareLevels(request, severeToken, { Peanuts: 'severe_allergy' }, true);
  await shareLevels(request, mildToken, { Peanuts: 'intolerance' }, true);
  const restaurant = await newRestaurant(request, severeToken, 'Sensibilia', `Bistrot Arachidi ${randomUUID().slice(0, 8)}`);
  const catalogue = (await (await request.get('/rest/v1/allergens')).json()) as { id: string; name: string }[];
  const peanuts = catalogue.find((allergen) => allergen.name === 'Peanuts')!.id;
  await createReviewThroughApi(request, severeToken, restaurant.id, { allergen_ids: [peanuts], comment: 'Attentissimi alle arachidi.' });
  await createReviewThroughApi(request, mildToken, restaurant.id, { allergen_ids: [peanuts], comment: 'Qualche traccia, per me va bene.' });

  const viewer = await newUserSignedIn(page, request, 'sensitive-viewer');
  await saveAllergensThroughApi(request, await accessTokenOf(request, viewer), ['Peanuts']);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Quanto sei sensibile' });
  await card.getByLabel('Livello per Arachidi').selectOption({ label: 'allergia' });
  await expect(card.getByLabel('Mostra il mio livello nelle recensioni')).not.toBeChecked();
  await card.getByRole('button', { name: 'Salva livelli' }).click();
  await expectToast(page, 'Livelli salvati');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByTestId('review-card')).toHaveCount(2);
  await expect(page.getByTestId('personal-as-sensitive')).toHaveText('1 recensione di persone sensibili quanto te');
  const only = page.getByLabel('Solo le recensioni di persone sensibili quanto me (1)');
  await only.check();
  const cards = page.getByTestId('review-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { name: severe.nickname })).toBeVisible();
  await expect(cards.first().getByTestId('reviewer-levels')).toContainText('Arachidi: allergia grave (anafilassi)');
  await expectNoSeriousA11yViolations(page);
  await only.uncheck();
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: mild.nickname }).getByTestId('reviewer-levels')).toContainText('Arachidi: intolleranza');
});

test("names the allergen nobody reviewed instead of 'Sicuro', and shows an open alert on the list row", async ({ page, request }) => {
  test.slow();
  const name = `Pizzeria Poche Prove ${randomUUID().slice(0, 8)}`;
  const [first, second, reporter] = await Promise.all(['verdict-a', 'verdict-b', 'verdict-reporter'].map((label) => newConfirmedUser(request, label)));
  const [firstToken, secondToken, reporterToken] = await Promise.all([first, second, reporter].map((user) => accessTokenOf(request, user!)));
  const restaurant = await newRestaurant(request, firstToken!, 'Trento', name);
  const catalogue = (await (await request.get('/rest/v1/allergens', { headers: { authorization: `Bearer ${firstToken}` } })).json()) as {
    id: string;
    name: string;
  }[];
  const gluten = catalogue.find((allergen) => allergen.name === 'Gluten')!.id;
  for (const token of [firstToken!, secondToken!]) {
    await createReviewThroughApi(request, token, restaurant.id, { rating: 'excellent', allergen_ids: [gluten], photo_urls: [] });
  }

  const viewer = await newUserSignedIn(page, request, 'verdict-viewer');
  await saveAllergensThroughApi(request, await accessTokenOf(request, viewer), ['Gluten', 'Tree nuts']);
  await page.goto(`/restaurants/${restaurant.id}`);
  const personal = page.getByTestId('personal-safety');
  await expect(personal.getByTestId('personal-uncovered')).toHaveText('Nessuna recensione recente per: Frutta a Guscio');
  await expect(personal.getByTestId('safety-badge')).toHaveAttribute('data-level', 'caution');
  const community = page.getByTestId('community-safety');
  await expect(community.getByTestId('safety-badge')).toContainText('Sicuro · Pochi dati');
  await expect(community.getByTestId('safety-badge')).toHaveAttribute('data-few-data', 'true');
  await expect(community.getByTestId('community-people')).toHaveText('basato su 2 persone');
  await expectNoSeriousA11yViolations(page);

  const reported = await request.post(`/rest/v1/restaurants/${restaurant.id}/incidents`, {
    headers: { authorization: `Bearer ${reporterToken}` },
    data: { allergen_ids: [gluten], severity: 'severe', meal_date: new Date().toISOString().slice(0, 10), staff_informed: true },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  await page.goto(`/restaurants?q=${encodeURIComponent(name)}`);
  await page.getByRole('alertdialog', { name: 'Vuoi usare la tua posizione?' }).getByRole('button', { name: 'Non ora' }).click();
  // The search finds this one venue, whatever else the database holds.
  await expect(page.getByTestId('restaurant-row')).toHaveCount(1);
  const row = page.getByTestId('restaurant-row').filter({ hasText: name });
  await expect(row.getByTestId('incident-alert')).toContainText('Reazione segnalata');
  // Never green next to an open report.
  await expect(row.getByTestId('safety-badge')).toHaveAttribute('data-level', 'caution');
  await expectNoSeriousA11yViolations(page);
});

test("the review form ticks none of my allergens and asks about a reaction; 'Sì' opens the reaction form with nothing ticked", async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'forms-untouched');
  const token = await accessTokenOf(request, user);
  await saveAllergensThroughApi(request, token, ['Gluten', 'Peanuts']);
  const restaurant = await newRestaurant(request, token, 'Lucca', `Osteria Nulla Spuntato ${randomUUID().slice(0, 8)}`);

  await page.goto(`/restaurants/${restaurant.id}/review`);
  const allergens = page.getByRole('group', { name: 'Allergeni riscontrati' });
  await expect(allergens.getByRole('checkbox')).toHaveCount(21);
  // Mine first, marked, and not ticked: an untouched form claims nothing for them.
  const firstTwo = (await allergens.locator('label').allInnerTexts()).slice(0, 2).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(firstTwo).toEqual(['🥜 Arachidi tuo allergene', '🌾 Glutine tuo allergene']);
  await expect(allergens.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(allergens).toContainText('Nessun allergene è spuntato: spunta solo quelli che questa visita ha riguardato.');

  // The reaction question has no answer in advance, and the form says so.
  await page.getByRole('button', { name: 'Pubblica Recensione' }).click();
  const reaction = page.getByRole('group', { name: 'Hai avuto una reazione?' });
  await expect(reaction).toContainText('Rispondi: hai avuto una reazione?');
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}/review$`));
  await expectNoSeriousA11yViolations(page);

  await allergens.getByRole('checkbox', { name: /Glutine/ }).check();
  await reaction.getByRole('radio', { name: 'Sì' }).check();
  await page.getByRole('button', { name: 'Pubblica Recensione' }).click();
  await expectToast(page, 'Recensione aggiunta!');
  const dialog = page.getByRole('dialog', { name: 'Segnala una reazione' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));
  const form = dialog.getByTestId('incident-form');
  await expect(form.getByRole('checkbox')).toHaveCount(21);
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('checkbox', { name: /Glutine/ }).check();
  await form.getByRole('radio', { name: 'lieve' }).check();
  await form.getByRole('radio', { name: 'no' }).check();
  await form.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expectToast(page, 'Segnalazione inviata');
  // Only the allergen ticked goes out, not every allergen of the reporter.
  await expect(page.getByTestId('incident-card')).toContainText('Allergeni coinvolti: Glutine');
  await expect(page.getByTestId('incident-card')).not.toContainText('Arachidi');

  const review = page.getByTestId('review-card');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('Glutine');
  await expect(review).not.toContainText('Arachidi');
});

test('a moderator sees a burst with its evidence, sets the account aside, and the badge counts one person fewer', async ({ page, request }) => {
  test.slow();
  const name = `Trattoria Raffica ${randomUUID().slice(0, 8)}`;
  const [burster, first, second] = await Promise.all(['burst-author', 'burst-first', 'burst-second'].map((label) => newConfirmedUser(request, label)));
  const [bursterToken, firstToken, secondToken] = await Promise.all([burster, first, second].map((user) => accessTokenOf(request, user!)));
  const restaurant = await newRestaurant(request, firstToken!, 'Mantova', name);
  for (const token of [firstToken!, secondToken!]) await createReviewThroughApi(request, token, restaurant.id, { rating: 'good' });
  for (let visit = 0; visit < 4; visit += 1) {
    await createReviewThroughApi(request, bursterToken!, restaurant.id, { rating: 'excellent', comment: `Visita ${visit + 1}` });
  }

  const moderator = await newUserSignedIn(page, request, 'burst-moderator');
  await grantRole(request, await userIdOf(request, await accessTokenOf(request, moderator)), 'moderator');
  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByTestId('community-safety').getByTestId('community-people')).toHaveText('basato su 3 persone');

  await page.goto('/moderation');
  const bursts = page.getByRole('region', { name: 'Attività sospette' });
  const flag = bursts.getByTestId('moderation-burst').filter({ hasText: burster!.nickname }).filter({ hasText: name });
  await expect(flag).toContainText('Più di 3 contributi in 24 ore sullo stesso locale');
  await expect(flag.getByRole('list', { name: 'Contributi' }).getByRole('listitem')).toHaveCount(4);
  await expect(flag.getByRole('list', { name: 'Contributi' })).toContainText('recensione');
  await expectNoSeriousA11yViolations(page);
  await flag.getByLabel('Regola violata').selectOption({ label: "Termini di servizio, punto 5: recensioni non basate su un'esperienza reale e personale" });
  await flag.getByLabel("Motivazione (la riceve l'utente interessato)").fill('Quattro recensioni dello stesso locale in pochi minuti.');
  await flag.getByRole('button', { name: 'Metti da parte i contributi' }).click();
  await expectToast(page, 'Fatto: messo da parte: i suoi contributi non contano più.');
  await expect(flag).toHaveCount(0);
  const setAside = page.getByRole('region', { name: 'Contributi messi da parte' }).getByTestId('moderation-set-aside').filter({ hasText: burster!.nickname });
  await expect(setAside).toContainText('Messi da parte: 4 recensioni, 0 segnalazioni di reazione, 0 pratiche, 0 segnalazioni di stato.');

  await page.goto(`/restaurants/${restaurant.id}`);
  await expect(page.getByTestId('community-safety').getByTestId('community-people')).toHaveText('basato su 2 persone');
  await expect(page.getByTestId('review-card')).toHaveCount(2);
});

test("'Chi l'ha detto' names who confirmed a practice and who claimed a closure, and each can be reported", async ({ page, request }) => {
  test.slow();
  const [first, second] = await Promise.all(['said-first', 'said-second'].map((label) => newConfirmedUser(request, label)));
  const [firstToken, secondToken] = await Promise.all([first, second].map((user) => accessTokenOf(request, user!)));
  const restaurant = await newRestaurant(request, firstToken!, 'Vicenza', `Bottega Detta ${randomUUID().slice(0, 8)}`);
  for (const token of [firstToken!, secondToken!]) {
    const headers = { authorization: `Bearer ${token}` };
    expect((await request.put(`/rest/v1/restaurants/${restaurant.id}/practices/trained_staff`, { headers, data: { stance: 'confirm' } })).status()).toBe(200);
    expect((await request.put(`/rest/v1/restaurants/${restaurant.id}/status`, { headers, data: { status: 'closed' } })).status()).toBe(200);
  }

  await newUserSignedIn(page, request, 'said-viewer');
  await page.goto(`/restaurants/${restaurant.id}`);
  const status = page.getByTestId('venue-status-section');
  await status.getByText("Chi l'ha detto").click();
  const claims = status.getByRole('list', { name: "Chi l'ha detto" }).getByRole('listitem');
  await expect(claims).toHaveCount(2);
  await expect(claims.filter({ hasText: second!.nickname })).toContainText('dice: chiuso definitivamente');
  const practices = await openPractices(page);
  await practices.getByText("Chi l'ha detto").click();
  const stances = practices.getByRole('list', { name: "Chi l'ha detto" }).getByRole('listitem');
  await expect(stances).toHaveCount(2);
  await expect(stances.filter({ hasText: first!.nickname })).toContainText('conferma: Personale formato');
  await expectNoSeriousA11yViolations(page);

  await claims.filter({ hasText: second!.nickname }).getByRole('button', { name: 'Segnala' }).click();
  const dialog = page.getByRole('dialog', { name: 'Segnala: segnalazione di chiusura o nuova gestione' });
  await dialog.getByRole('radio', { name: 'Informazioni false' }).check();
  await dialog.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expectToast(page, 'Segnala', "Segnalazione ricevuta: la esamineremo e ti faremo sapere l'esito.");
});

test('a restaurant page leads to its reviews and reaction reports from links under its name', PHONE, async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedIn(page, request, 'page-order');
  const token = await accessTokenOf(request, user);
  const restaurant = await newRestaurant(request, token, 'Rovigo', `Locanda Ordinata ${randomUUID().slice(0, 8)}`);
  await createReviewThroughApi(request, token, restaurant.id, { comment: 'Attenti al glutine.' });

  await page.goto(`/restaurants/${restaurant.id}`);
  const sections = page.getByRole('navigation', { name: 'In questa pagina' }).getByRole('link');
  await expect(sections).toHaveText(['Recensioni (1)', 'Reazioni segnalate', 'Cosa fa il locale', 'Segnala chiusura o cambio gestione']);
  await expectNoSeriousA11yViolations(page);

  // Each link brings its section's title on screen.
  await sections.filter({ hasText: 'Reazioni segnalate' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}#reazioni$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Reazioni segnalate', exact: true })).toBeInViewport();
  await sections.filter({ hasText: 'Recensioni (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.id}#recensioni$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Recensioni', exact: true })).toBeInViewport();
  await expect(page.getByTestId('review-card')).toContainText('Attenti al glutine.');
});
