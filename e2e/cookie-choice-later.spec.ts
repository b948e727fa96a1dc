// Cookie consent after the banner: 'Preferenze cookie' on every page reopens
// the preferences, refusing takes one press as accepting did, and focus comes
// back to the link. On a phone the banner stays compact and toasts keep clear
// of the header and its bell.
import { expect, test } from '@playwright/test';
import { newConfirmedUser, localAcceptances } from './support/consent';
import { signIn } from './support/accounts';

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

  test('a toast appears below the header, never over the bell or the logo', async ({ page, request }) => {
    const user = await newConfirmedUser(request, 'toast-place');
    await page.goto('/auth');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Rifiuta non essenziali' }).click();
    await signIn(page, user.email, user.password);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Accesso effettuato' });
    await expect(toast).toBeVisible();
    // Held open while measured: the toast closes itself after a few seconds, and its list with it.
    await toast.hover();
    // Where the toast list sits (the toast itself slides in from above it).
    const list = (await page.locator('[data-sonner-toaster]').boundingBox())!;
    await expect(page.getByRole('button', { name: /Notifiche/ })).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});
