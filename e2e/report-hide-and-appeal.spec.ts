// Moderation end to end (docs/product.md#moderation), four people in four
// browsers: a diner reports a review ('Segnala'); a moderator hides it; its
// author receives the statement of reasons and the reporter the outcome; the
// author appeals once from the statement; the moderator who hid it may not
// decide the appeal, another one reverses it, and the review is back. Then a
// suspension for the period the moderator chooses, listed on the page with who
// decided, when and why, and lifted from there.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast } from './support/accounts';
import { accessTokenOf, createRestaurantThroughApi, createReviewThroughApi } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dismissCookieBanner, newConfirmedUser, signedInPage, signInThroughUi, type Credentials } from './support/consent';
import { grantRole, userIdOf } from './support/staff';

/** Signs in through /auth in a browser of its own: the suspended author's way back. */
async function signedInThroughUiPage(browser: Browser, user: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, user);
  await dismissCookieBanner(page);
  return page;
}

/** Opens the bell and the newest notification with this title. */
async function openNotification(page: Page, title: string) {
  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-list').getByRole('button').filter({ hasText: title }).first();
  await expect(item).toBeVisible();
  return item;
}

test.setTimeout(180_000);

test('a reported review is hidden, its author appeals, another moderator restores it', async ({ browser, request }) => {
  const author = await newConfirmedUser(request, 'mod-author');
  const reporter = await newConfirmedUser(request, 'mod-reporter');
  const firstModerator = await newConfirmedUser(request, 'mod-first');
  const secondModerator = await newConfirmedUser(request, 'mod-second');
  for (const moderator of [firstModerator, secondModerator]) {
    await grantRole(request, await userIdOf(request, await accessTokenOf(request, moderator)), 'moderator');
  }
  const authorToken = await accessTokenOf(request, author);
  const restaurant = await createRestaurantThroughApi(request, authorToken, {
    name: `Trattoria Segnalata ${randomUUID().slice(0, 8)}`,
    address: 'Via Roma 1',
    city: 'Bologna',
    cuisine_type: 'italian',
  });
  const comment = `Il cuoco è un incapace ${randomUUID().slice(0, 8)}`;
  await createReviewThroughApi(request, authorToken, restaurant.id, { comment });

  // The reporter reports the review from the restaurant page, from the keyboard.
  const diner = await signedInPage(browser, reporter);
  await diner.goto(`/restaurants/${restaurant.id}`);
  const card = diner.getByTestId('review-card').filter({ hasText: comment });
  await expect(card).toBeVisible();
  const report = card.getByTestId('report-review');
  await expect(report).toHaveAccessibleName('Segnala');
  await report.focus();
  await diner.keyboard.press('Enter');
  const dialog = diner.getByRole('dialog', { name: 'Segnala: recensione' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Scegli un motivo.');
  await dialog.getByRole('radio', { name: 'Offensivo' }).check();
  await dialog.getByLabel('Dettagli (facoltativo)').fill('Insulta il personale del locale.');
  await expectNoSeriousA11yViolations(diner);
  await dialog.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(dialog).toBeHidden();
  // The dialog gives the focus back to the button that opened it.
  await expect(report).toBeFocused();
  await expectToast(diner, 'Segnala', "Segnalazione ricevuta: la esamineremo e ti faremo sapere l'esito.");

  // The first moderator hides it from the queue, with a rule and a reason.
  const first = await signedInPage(browser, firstModerator);
  await first.goto('/moderation');
  await expect(first.getByRole('heading', { level: 1, name: 'Moderazione' })).toBeVisible();
  const item = first.getByTestId('moderation-item').filter({ hasText: comment });
  await expect(item).toContainText('1 segnalazione');
  await expect(item).toContainText('Offensivo: Insulta il personale del locale.');
  await item.getByRole('button', { name: 'Nascondi', exact: true }).click();
  await expect(item.getByRole('alert')).toHaveText('Scrivi la motivazione.');
  await item.getByLabel("Motivazione (la riceve l'utente interessato)").fill('Offende il cuoco: non è una critica.');
  await item.getByRole('button', { name: 'Nascondi', exact: true }).click();
  await expect(item.getByRole('alert')).toHaveText('Indica la regola violata.');
  await item.getByLabel('Regola violata').selectOption({
    label: 'Termini di servizio, punto 5: contenuti offensivi, discriminatori, minacciosi o diffamatori',
  });
  await expectNoSeriousA11yViolations(first);
  await item.getByRole('button', { name: 'Nascondi', exact: true }).click();
  await expectToast(first, 'Fatto: nascosto.');
  await expect(first.getByTestId('moderation-item').filter({ hasText: comment })).toHaveCount(0);

  // Gone for the reporter, who is told the outcome (a notification that opens nothing).
  await diner.reload();
  await expect(diner.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(diner.getByTestId('review-card').filter({ hasText: comment })).toHaveCount(0);
  const outcome = await openNotification(diner, 'Esito della tua segnalazione');
  await expect(outcome).toContainText('Abbiamo esaminato la tua segnalazione: il contenuto è stato nascosto. Grazie.');

  // The author opens the statement of reasons from the notification and appeals, once.
  const owner = await signedInPage(browser, author);
  const notice = await openNotification(owner, 'Recensione: nascosta');
  await notice.click();
  await expect(owner).toHaveURL(/\/decisioni\/[0-9a-f-]{36}$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Motivazione della decisione' })).toBeVisible();
  const statement = owner.getByTestId('statement');
  await expect(statement).toContainText(comment);
  await expect(statement).toContainText('Offende il cuoco: non è una critica.');
  await expect(statement).toContainText('Termini di servizio, punto 5: contenuti offensivi, discriminatori, minacciosi o diffamatori');
  await expectNoSeriousA11yViolations(owner);
  await owner.getByLabel('Il tuo ricorso').fill('Era una critica al servizio, non un insulto.');
  await owner.getByRole('button', { name: 'Presenta ricorso' }).click();
  await expectToast(owner, 'Ricorso inviato: un moderatore lo esaminerà.');
  await expect(owner.getByTestId('appeal-status')).toHaveText('Ricorso in esame');
  await expect(owner.getByRole('button', { name: 'Presenta ricorso' })).toHaveCount(0);

  // The moderator who hid it may not decide the appeal: another one must.
  await first.reload();
  const ownAppeal = first.getByTestId('moderation-appeal').filter({ hasText: 'Era una critica al servizio, non un insulto.' });
  await ownAppeal.getByLabel("Motivazione (la riceve l'utente interessato)").fill('Confermo.');
  await ownAppeal.getByRole('button', { name: 'Respingi il ricorso' }).click();
  await expectToast(first, 'Il ricorso deve essere deciso da un altro moderatore.');

  const second = await signedInPage(browser, secondModerator);
  await second.goto('/moderation');
  const appeal = second.getByTestId('moderation-appeal').filter({ hasText: 'Era una critica al servizio, non un insulto.' });
  await expect(appeal).toContainText(comment);
  await expect(appeal).toContainText('Nascondi — Offende il cuoco: non è una critica.');
  await appeal.getByLabel("Motivazione (la riceve l'utente interessato)").fill('Critica dura ma legittima.');
  await appeal.getByRole('button', { name: 'Accogli il ricorso' }).click();
  await expectToast(second, 'Ricorso accolto: la decisione è stata annullata');
  await expect(second.getByTestId('moderation-appeal').filter({ hasText: 'Era una critica al servizio, non un insulto.' })).toHaveCount(0);

  // The review is back for everyone, and the author is told.
  await diner.goto(`/restaurants/${restaurant.id}`);
  await expect(diner.getByTestId('review-card').filter({ hasText: comment })).toBeVisible();
  await owner.goto('/');
  const decided = await openNotification(owner, 'Esito del tuo ricorso');
  await expect(decided).toContainText('Il tuo ricorso è stato accolto: la decisione è stata annullata.');
  await decided.click();
  await expect(owner.getByTestId('appeal-status')).toHaveText('Ricorso accolto: la decisione è stata annullata: Critica dura ma legittima.');
});

test('a moderator suspends an author for the period chosen and lifts the suspension from the page', async ({ browser, request }) => {
  const author = await newConfirmedUser(request, 'mod-suspended');
  const reporter = await newConfirmedUser(request, 'mod-reporter');
  const moderator = await newConfirmedUser(request, 'mod-suspends');
  await grantRole(request, await userIdOf(request, await accessTokenOf(request, moderator)), 'moderator');
  const authorToken = await accessTokenOf(request, author);
  const restaurant = await createRestaurantThroughApi(request, authorToken, {
    name: `Osteria Spam ${randomUUID().slice(0, 8)}`,
    address: 'Via Po 2',
    city: 'Torino',
    cuisine_type: 'italian',
  });
  const comment = `Visitate il mio sito ${randomUUID().slice(0, 8)}`;
  const review = await createReviewThroughApi(request, authorToken, restaurant.id, { comment });
  const reported = await request.post('/rest/v1/reports', {
    headers: { authorization: `Bearer ${await accessTokenOf(request, reporter)}` },
    data: { target_type: 'review', target_id: review.id, reason: 'spam' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  const page = await signedInPage(browser, moderator);
  await page.goto('/moderation');
  const item = page.getByTestId('moderation-item').filter({ hasText: comment });
  await item.getByLabel('Regola violata').selectOption({ label: 'Termini di servizio, punto 5: pubblicità e spam' });
  await item.getByLabel("Motivazione (la riceve l'utente interessato)").fill('Pubblicità ripetuta.');
  // No period chosen: the page asks for one and suspends nobody.
  await item.getByRole('button', { name: "Sospendi l'autore" }).click();
  await expect(item.getByRole('alert')).toHaveText('Scegli la durata della sospensione.');
  await expect(item.getByLabel('Durata della sospensione').locator('option')).toHaveText(['—', '1 giorno', '7 giorni', '30 giorni', 'A tempo indeterminato']);
  await item.getByLabel('Durata della sospensione').selectOption({ label: '30 giorni' });
  await item.getByRole('button', { name: "Sospendi l'autore" }).click();
  await expectToast(page, 'Fatto: sospeso.');

  // Listed with who decided, when and why; the author cannot sign in.
  const suspension = page.getByTestId('moderation-suspension').filter({ hasText: author.nickname });
  await expect(suspension).toContainText('Sospeso fino al');
  await expect(suspension).toContainText(`Deciso da ${moderator.nickname} il`);
  await expect(suspension).toContainText('Pubblicità ripetuta.');
  await expectNoSeriousA11yViolations(page);
  const refused = await request.post('/auth/v1/token?grant_type=password', {
    headers: { 'x-supabase-api-version': '2024-01-01' },
    data: { email: author.email, password: author.password },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { code: string }).code).toBe('user_banned');

  // Lifted from the page, with a reason: the author signs in again.
  await suspension.getByRole('button', { name: 'Revoca sospensione' }).click();
  await expect(suspension.getByRole('alert')).toHaveText('Scrivi la motivazione.');
  await suspension.getByLabel('Motivazione (resta tra le azioni precedenti)').fill('Ha rimosso la pubblicità.');
  await suspension.getByRole('button', { name: 'Revoca sospensione' }).click();
  await expectToast(page, 'Fatto: riattivato.');
  await expect(page.getByTestId('moderation-suspension').filter({ hasText: author.nickname })).toHaveCount(0);
  const welcome = await signedInThroughUiPage(browser, author);
  await expect(welcome.getByText(`Benvenuto, ${author.nickname}!`)).toBeVisible();
});
