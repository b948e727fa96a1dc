// Votes and live notifications, with two people in two browsers: A has a
// review; B likes it; A sees the badge rise and the toast without reloading;
// A opens the notification and lands on the restaurant; B switches to
// dislike: A is told again and A's open page shows the new counts. A vote
// the server refuses rolls back. Once A deletes the review, B's open page
// drops it live and its notification says it cannot be opened.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/accounts';
import { accessTokenOf } from './support/api';
import { newConfirmedUser, signedInPage, type Credentials } from './support/consent';
import { realtimeSubscribed } from './support/realtime';

/** A restaurant and A's review of it, written through the product's API as A. */
async function restaurantReviewedBy(
  request: APIRequestContext,
  author: Credentials,
): Promise<{ id: string; name: string; reviewId: string; authorToken: string }> {
  const token = await accessTokenOf(request, author);
  const headers = { authorization: `Bearer ${token}` };
  const name = `Trattoria Live ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/rest/v1/restaurants', {
    headers,
    data: { name, address: 'Via Roma 1', city: 'Milano', cuisine_type: 'italian' },
  });
  expect(created.status(), `POST /rest/v1/restaurants: ${await created.text()}`).toBe(201);
  const restaurant = ((await created.json()) as { restaurant: { id: string } }).restaurant;
  const review = await request.post('/rest/v1/reviews', {
    headers,
    data: {
      restaurant_id: restaurant.id,
      rating: 'good',
      cuisine_type: 'italian',
      cleanliness_rating: 5,
      customer_attention_rating: 5,
      menu_flexibility_rating: 4,
      allergen_indication: 'yes',
      comment: 'Menu senza glutine chiaro e personale preparato.',
    },
  });
  expect(review.status(), `POST /rest/v1/reviews: ${await review.text()}`).toBe(201);
  const { id: reviewId } = (await review.json()) as { id: string };
  return { id: restaurant.id, name, reviewId, authorToken: token };
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const badge = (page: Page) => page.getByTestId('notification-badge');

// Two people, two sign-ins, several live round trips and axe twice: 1.8 min on a
// slow 2-core machine.
test.setTimeout(240_000);

test('B votes on A’s review and A is notified live, opens the notification and lands on the restaurant', async ({
  browser,
  request,
}) => {
  const alice = await newConfirmedUser(request, 'live-a');
  const bruno = { ...(await newConfirmedUser(request, 'live-b')) };
  const restaurant = await restaurantReviewedBy(request, alice);

  const a = await signedInPage(browser, alice);
  const b = await signedInPage(browser, bruno);
  const pageErrors: string[] = [];
  for (const page of [a, b]) page.on('pageerror', (error) => pageErrors.push(error.message));

  // A waits on the landing page: no unread notification yet.
  await expect(bell(a)).toHaveAccessibleName('Notifiche');
  await expect(badge(a)).toHaveCount(0);

  // A's own review shows the counts but no vote buttons.
  await a.goto(`/restaurants/${restaurant.id}`);
  const ownCard = a.getByTestId('review-card');
  await expect(ownCard.getByText('La tua recensione:')).toBeVisible();
  await expect(ownCard.getByRole('button', { name: /mi piace/i })).toHaveCount(0);
  // A's bell is live before B votes: a vote that came before the subscription
  // would be in the bell's first load, counted but without a toast.
  const aLive = realtimeSubscribed(a, ['notifications']);
  await a.goto('/');
  await expect(a.getByText(`Benvenuto, ${alice.nickname}!`)).toBeVisible();
  await aLive;

  // B likes the review.
  await b.goto(`/restaurants/${restaurant.id}`);
  const card = b.getByTestId('review-card');
  await expect(card.getByText('Ti è stata utile questa recensione?')).toBeVisible();
  await card.getByRole('button', { name: 'Mi piace (0)', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Mi piace (1)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Non mi piace (0)', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // A, without reloading: the badge rises and a toast names B and the restaurant.
  await expect(badge(a)).toHaveText('1');
  await expect(bell(a)).toHaveAccessibleName('Notifiche: 1 non letta');
  await expectToast(a, 'Nuovo mi piace', `${bruno.nickname} ha messo "Mi piace" alla tua recensione di "${restaurant.name}".`);

  // A opens the bell: the notification on top, dated 'Oggi'; the list passes axe.
  await bell(a).click();
  const list = a.getByTestId('notification-list');
  const item = list.getByRole('button').first();
  await expect(item).toContainText('Nuovo mi piace');
  await expect(item).toContainText('Oggi');
  await expectNoSeriousA11yViolations(a);
  await item.click();
  await expect(a).toHaveURL(new RegExp(`/restaurants/${restaurant.id}$`));
  await expect(a.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(badge(a)).toHaveCount(0);
  const ownVotes = a.getByTestId('review-votes');
  await expect(ownVotes).toContainText('Mi piace (1)');
  await expect(ownVotes).toContainText('Non mi piace (0)');

  // B switches to dislike: the counts follow at once, and A is told live again.
  await card.getByRole('button', { name: 'Non mi piace (0)', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Non mi piace (1)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Mi piace (0)', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(badge(a)).toHaveText('1');
  await expectToast(a, 'Nuovo non mi piace', `${bruno.nickname} ha messo "Non mi piace" alla tua recensione di "${restaurant.name}".`);
  // A's open page follows the counts live.
  await expect(ownVotes).toContainText('Mi piace (0)');
  await expect(ownVotes).toContainText('Non mi piace (1)');

  // 'Segna tutte lette' empties the badge, from the keyboard.
  await bell(a).focus();
  await a.keyboard.press('Enter');
  await a.getByRole('button', { name: 'Segna tutte lette' }).click();
  await expect(badge(a)).toHaveCount(0);
  await a.keyboard.press('Escape');

  // The vote survives a reload of B's page.
  await b.reload();
  await expect(b.getByTestId('review-card').getByRole('button', { name: 'Non mi piace (1)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(b);

  // A vote the server refuses goes back, with the spec's message.
  await b.route('**/rest/v1/reviews/*/votes', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal_error","message":"x"}' }),
  );
  await b.getByTestId('review-card').getByRole('button', { name: 'Mi piace (0)', exact: true }).click();
  await expectToast(b, 'Errore', 'Non è stato possibile registrare il voto.');
  await expect(b.getByTestId('review-card').getByRole('button', { name: 'Non mi piace (1)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByTestId('review-card').getByRole('button', { name: 'Mi piace (0)', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // Once the review is gone, its notification can no longer open it.
  const removed = await request.delete(`/rest/v1/reviews/${restaurant.reviewId}`, {
    headers: { authorization: `Bearer ${restaurant.authorToken}` },
  });
  expect(removed.ok(), `DELETE /rest/v1/reviews: ${await removed.text()}`).toBe(true);
  // B's open page follows live: the review disappears without a reload.
  await expect(b.getByTestId('review-card')).toHaveCount(0);
  await a.goto('/');
  await bell(a).click();
  await a.getByTestId('notification-list').getByRole('button').first().click();
  await expectToast(a, 'Errore', 'Non è stato possibile aprire la recensione.');
  await expect(a).toHaveURL(/\/$/);

  expect(pageErrors).toEqual([]);
  await a.context().close();
  await b.context().close();
});

test('the live connection of a signed-in page brings no form-validation code with it', async ({ browser, request }) => {
  const user = await newConfirmedUser(request, 'live-code');
  const page = await signedInPage(browser, user);
  await page.waitForLoadState('networkidle');
  // Only the scripts the /restaurants document asked for: one the landing asked for late may arrive
  // after the navigation, and its body is gone with that document. Each is read again from the server.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.frame().url());
    if (response.request().resourceType() === 'script' && pathname === '/restaurants') scripts.add(response.url());
  });
  const socket = page.waitForEvent('websocket', (candidate) => candidate.url().includes('/realtime/v1'));
  await page.goto('/restaurants');
  await socket;
  await expect(bell(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // zod's core names its base type '$ZodType': the server checks the socket's frames, the browser has no form here.
  const withZod = [];
  for (const url of scripts) if ((await (await page.request.get(url)).text()).includes('$ZodType')) withZod.push(url);
  expect(scripts.size).toBeGreaterThan(0);
  expect(withZod).toEqual([]);
  await page.context().close();
});
