// Cookie consent after the banner: 'Preferenze cookie' on every page reopens
// the preferences, refusing takes one press as accepting did, and focus comes
// back to the link. On a phone the banner stays compact; at any width toasts
// keep clear of the header, the page's title and the bell's panel.
import { expect, test } from '@playwright/test';
import { newConfirmedUser, localAcceptances } from './support/consent';
import { signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE } from './support/phone';

test("'Preferenze cookie' on every page reopens the choice; withdrawing is one press, as giving was", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accetta tutti' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  expect((await localAcceptances(page))?.cookies).toBe(true);

  for (const path of ['/home', '/about', '/auth', '/privacy-policy', '/pagina-che-non-esiste']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Preferenze cookie' }), path).toBeVisible();
  }

  const link = page.getByRole('button', { name: 'Preferenze cookie' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
  await expect(dialog).toBeVisible();
  // The dialog opens on the choice in force.
  await expect(dialog.getByRole('switch', { name: 'Analisi' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Rifiuta non essenziali' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await localAcceptances(page))?.cookies).toBe(false);
  await expect(link).toBeFocused();

});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cookie banner is compact: banner and tab bar leave most of the screen to the page', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    // The app's own banner, not the server's copy of the page it replaces (measured between the two, it has no box).
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const bannerBox = (await banner.boundingBox())!;
    const tabBarBox = (await page.getByRole('navigation', { name: 'Schede' }).boundingBox())!;
    // Before: 213 px of banner over the 64 px tab bar, 277 of 844.
    expect(bannerBox.height).toBeLessThanOrEqual(130);
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(tabBarBox.y + 1);
    for (const name of ['Accetta tutti', 'Rifiuta non essenziali', 'Gestisci preferenze']) {
      await expect(banner.getByRole('button', { name })).toBeVisible();
    }
  });

});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a toast covers neither the header, the page title nor the bell panel', PHONE, async ({ page, request }) => {
  const user = await newConfirmedUser(request, 'toast-place');
  await page.goto('/auth');
  await signIn(page, user.email, user.password);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Accesso effettuato' });
  await expect(toast).toBeVisible();
  // Held open while measured: the toast closes itself after a few seconds.
  await toast.hover();
  await expect(page).toHaveURL(/\/$/);
  // Above the cookie banner while it waits for a choice, not over its buttons.
  const banner = page.getByTestId('cookie-banner');
  await expect.poll(async () => overlaps((await toast.boundingBox())!, (await banner.boundingBox())!)).toBe(false);
  await banner.getByRole('button', { name: 'Rifiuta non essenziali' }).click();
  await expect(banner).toBeHidden();
  await toast.hover();
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  // Settled where it stays (it slides in).
  await expect.poll(async () => (await toast.boundingBox())?.y).toBe((await toast.boundingBox())?.y);
  const toastBox = (await toast.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(overlaps(toastBox, (await title.boundingBox())!)).toBe(false);

  // The bell's panel opens under the header, where toasts used to appear (before: over its title and 'Segna tutte lette').
  await page.getByTestId('notification-bell').click();
  const panelTitle = page.getByRole('heading', { level: 2, name: 'Notifiche' });
  await expect(panelTitle).toBeVisible();
  const markAll = page.getByRole('button', { name: 'Segna tutte lette' });
  for (const box of [await panelTitle.boundingBox(), await markAll.boundingBox()]) {
    expect(overlaps(toastBox, box!)).toBe(false);
  }
  await expectNoSeriousA11yViolations(page);
});
