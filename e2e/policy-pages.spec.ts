// The legal pages: /privacy-policy, /cookies-policy and /terms-and-conditions
// each show a long bilingual text with the server's legal contact, 'Accetta/
// Accept' and 'Rifiuta/Refuse' with a check mark on the chosen or saved
// option, 'Salva e Continua' once a choice is made, and 'Info' to /home.
// Accept stores true and goes to /home; Refuse asks for confirmation, then
// stores false, signs out and goes to '/'. /intellectual-property is read-only.
import { expect, test, type Page } from '@playwright/test';
import { it as messages } from '../domain/i18n/it';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  accountAcceptances,
  localAcceptances,
  newConfirmedUser,
  signInThroughStorage,
  waitForLogConsent,
} from './support/consent';

const POLICIES = [
  { path: '/privacy-policy', type: 'privacy', column: 'privacy_accepted', title: 'Privacy Policy', marker: 'articolo 9' },
  { path: '/cookies-policy', type: 'cookies', column: 'cookies_accepted', title: 'Cookie Policy', marker: 'Linee guida del Garante' },
  {
    path: '/terms-and-conditions',
    type: 'terms',
    column: 'terms_accepted',
    title: 'Termini e Condizioni / Terms and Conditions',
    marker: 'Codice del Consumo',
  },
] as const;

const consent = messages.consent;
const acceptButton = (page: Page) => page.getByRole('button', { name: consent.accept, exact: true });
const refuseButton = (page: Page) => page.getByRole('button', { name: consent.refuse, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: consent.saveAndContinue, exact: true });
const refuseDialog = (page: Page) => page.getByRole('alertdialog', { name: consent.refuseDialogTitle });

async function legalContact(page: Page): Promise<string> {
  const response = await page.request.get('/rest/v1/legal-info');
  expect(response.ok()).toBe(true);
  const { contactEmail, policyVersion } = (await response.json()) as { contactEmail: string; policyVersion: string };
  expect(policyVersion).toBe('1.0');
  return contactEmail;
}

async function openPolicy(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Italiano' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

// The three pages share one component: each journey walks the three in turn
// (a step per page) instead of starting a browser for each.
test.describe('the three policies', () => {
  test('each shows the bilingual text, the contact address, the version and Info', async ({ page }) => {
    const contactEmail = await legalContact(page);
    for (const policy of POLICIES) {
      await test.step(policy.path, async () => {
        await openPolicy(page, policy.path, policy.title);
        const main = page.getByRole('main');
        await expect(page).toHaveTitle(`${policy.title} · AllerGuida`);
        await expect(main.getByRole('heading', { level: 2, name: 'English' })).toBeVisible();
        await expect(main.locator('section[lang="en"]')).toBeVisible();
        await expect(main).toContainText(policy.marker);
        await expect(main).toContainText(messages.legal.contact(contactEmail));
        await expect(main).toContainText('Versione 1.0 / Version 1.0');
        // Long, headed documents in both languages.
        expect(await main.locator('section[lang="it"] h3').count()).toBeGreaterThanOrEqual(6);
        expect(await main.locator('section[lang="en"] h3').count()).toBe(await main.locator('section[lang="it"] h3').count());
        // No choice yet: nothing is checked and there is nothing to save.
        await expect(acceptButton(page)).toHaveAttribute('aria-pressed', 'false');
        await expect(refuseButton(page)).toHaveAttribute('aria-pressed', 'false');
        await expect(saveButton(page)).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);

        await main.getByRole('link', { name: messages.legal.info, exact: true }).click();
        await expect(page).toHaveURL(/\/home$/);
      });
    }
  });

  test('signed out: Accept stores true in the browser and goes to /home, on each', async ({ page }) => {
    for (const policy of POLICIES) {
      await test.step(policy.path, async () => {
        await openPolicy(page, policy.path, policy.title);
        await acceptButton(page).click();
        await expect(acceptButton(page)).toHaveAttribute('aria-pressed', 'true');
        await expect(acceptButton(page).getByTestId('choice-check')).toBeVisible();
        await saveButton(page).click();
        await expect(page).toHaveURL(/\/home$/);
        expect((await localAcceptances(page))?.[policy.type]).toBe(true);

        // Back on the page, the saved option carries the check mark; no save button until a new choice.
        await openPolicy(page, policy.path, policy.title);
        await expect(acceptButton(page)).toHaveAttribute('aria-pressed', 'true');
        await expect(refuseButton(page)).toHaveAttribute('aria-pressed', 'false');
        await expect(saveButton(page)).toHaveCount(0);
      });
    }
  });

  test("signed out: Refuse asks first; 'No' keeps the page, 'Si' stores false and goes to /, on each", async ({ page }) => {
    for (const policy of POLICIES) {
      await test.step(policy.path, async () => {
        await openPolicy(page, policy.path, policy.title);
        // The choices stored before this page's (none for the first).
        const before = await page.evaluate(() => window.localStorage.getItem('allerguida-acceptances'));
        await refuseButton(page).click();
        await expect(refuseButton(page)).toHaveAttribute('aria-pressed', 'true');
        await saveButton(page).click();
        const dialog = refuseDialog(page);
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(consent.refuseDialogText);
        await expectNoSeriousA11yViolations(page);

        await dialog.getByRole('button', { name: consent.refuseDialogNo, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
        // 'No' stores nothing: the browser holds what it held before.
        expect(await page.evaluate(() => window.localStorage.getItem('allerguida-acceptances'))).toBe(before);

        await saveButton(page).click();
        await refuseDialog(page).getByRole('button', { name: consent.refuseDialogYes, exact: true }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
        expect((await localAcceptances(page))?.[policy.type]).toBe(false);
      });
    }
  });

  test('signed in: Accept is logged on the account and goes to /home, on each', async ({ page, request }) => {
    const user = await newConfirmedUser(request, 'accept-policies');
    await signInThroughStorage(page, user);
    for (const policy of POLICIES) {
      await test.step(policy.path, async () => {
        await openPolicy(page, policy.path, policy.title);
        await acceptButton(page).click();
        const logged = waitForLogConsent(page, policy.type);
        await saveButton(page).click();
        expect((await logged).status()).toBe(200);
        await expect(page).toHaveURL(/\/home$/);
        expect((await accountAcceptances(request, user))[policy.column]).toBe(true);

        await openPolicy(page, policy.path, policy.title);
        await expect(acceptButton(page)).toHaveAttribute('aria-pressed', 'true');
      });
    }
  });

  test('signed in: Refuse, then Si, is logged on the account, signs out and goes to /, on each; signing back in asks to accept it again', async ({
    page,
    request,
  }) => {
    // Three accounts, each signed in twice.
    test.slow();
    for (const policy of POLICIES) {
      await test.step(policy.path, async () => {
        // Refusing signs out: a new account for each policy.
        const user = await newConfirmedUser(request, `refuse-${policy.type}`);
        await signInThroughStorage(page, user);
        await openPolicy(page, policy.path, policy.title);
        await refuseButton(page).click();
        await saveButton(page).click();
        const logged = waitForLogConsent(page, policy.type);
        await refuseDialog(page).getByRole('button', { name: consent.refuseDialogYes, exact: true }).click();
        expect((await logged).status()).toBe(200);

        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('link', { name: 'Accedi / Registrati' })).toBeVisible();
        expect(await page.evaluate(() => window.localStorage.getItem('allerguida-auth'))).toBeNull();
        expect((await accountAcceptances(request, user))[policy.column]).toBe(false);

        // Straight back in: a refused privacy policy or terms must be accepted before anything else.
        await signInThroughStorage(page, { email: user.email, password: user.password });
        await page.goto('/restaurants');
        const prompt = page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: consent.refusedPromptTitle }) });
        if (policy.type === 'cookies') {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(prompt).toHaveCount(0);
          return;
        }
        await expect(prompt).toContainText(policy.type === 'terms' ? consent.refusedTermsText : consent.refusedPrivacyText);
        await expectNoSeriousA11yViolations(page);
        await prompt.getByRole('link', { name: consent.refusedPromptRead, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
        await expect(prompt).toHaveCount(0);
        await acceptButton(page).click();
        await saveButton(page).click();
        await expect(page).toHaveURL(/\/home$/);
        expect((await accountAcceptances(request, user))[policy.column]).toBe(true);
        await page.goto('/restaurants');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(prompt).toHaveCount(0);
      });
    }
  });
});

test.describe('/intellectual-property', () => {
  test('read-only text about the trademark and the idea, with Info to /home', async ({ page }) => {
    const contactEmail = await legalContact(page);
    await openPolicy(page, '/intellectual-property', 'Proprietà Intellettuale / Intellectual Property');
    const main = page.getByRole('main');
    await expect(main).toContainText('Il marchio');
    await expect(main).toContainText('cercare e filtrare i locali per allergene');
    await expect(main).toContainText('badge di sicurezza a tre colori');
    await expect(main).toContainText('three-colour safety badges');
    await expect(main).toContainText(contactEmail);
    await expect(acceptButton(page)).toHaveCount(0);
    await expect(refuseButton(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: messages.legal.info, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
