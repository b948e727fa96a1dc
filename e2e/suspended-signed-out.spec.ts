// A user suspended while signed in (docs/product.md#moderation): the open
// browser still holds an unexpired access token, which every API call now
// refuses. On its next load it is signed out and told that the account is
// suspended and until when, instead of a signed-in header over failing pages;
// and signing in again is refused with the same words.
import type { Page } from '@playwright/test';
import { accessTokenOf } from './support/api';
import { toast } from './support/accounts';
import { newUserSignedInThroughUi, openListWithoutLocation } from './support/consent';
import { expect, test } from './support/page-errors';
import { banUser, userIdOf } from './support/staff';

const SUSPENDED_UNTIL = /^Il tuo account è sospeso fino al giorno \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}\.$/;

const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Accedi', exact: true });

test('a user suspended while signed in is signed out and told until when', async ({ page, request }) => {
  test.slow();
  const user = await newUserSignedInThroughUi(page, request, 'suspended');
  await openListWithoutLocation(page);
  const userId = await userIdOf(request, await accessTokenOf(request, user));

  await banUser(request, userId, '24h');

  await page.goto('/restaurants');
  const suspended = page.locator('[data-sonner-toast]').filter({ hasText: SUSPENDED_UNTIL });
  await expect(suspended).toBeVisible({ timeout: 20_000 });
  await expect(headerSignIn(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu utente' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\?next=%2Frestaurants$/);
  // Said once, however many requests were refused.
  await expect(suspended).toHaveCount(1);
  await expect(toast(page, 'La sessione è terminata su un altro dispositivo: accedi di nuovo.')).toHaveCount(0);
});
