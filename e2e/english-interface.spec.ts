// The English interface (#43): an /en/ address, or the choice kept on the
// device, draws the app in English with <html lang="en">, its links staying
// under /en/; with neither, the Italian app is as it was.
import { expect, test } from '@playwright/test';
import { en } from '../domain/i18n/en';
import { it as italian } from '../domain/i18n/it';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE } from './support/phone';

const AXE_OPTIONS = { exclude: ['[data-sonner-toaster]'] };

test('an English address draws the landing in English, and its links stay English', PHONE, async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const tabs = page.getByRole('navigation', { name: en.nav.tabBar });
  await expect(tabs.getByRole('link', { name: en.nav.restaurants })).toBeVisible();
  await expect(tabs.getByRole('link', { name: en.nav.restaurants })).toHaveAttribute('href', '/en/restaurants');
  await expectNoSeriousA11yViolations(page, AXE_OPTIONS);
});

test('with no choice and an Italian browser, the app is Italian as before', PHONE, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const tabs = page.getByRole('navigation', { name: italian.nav.tabBar });
  await expect(tabs.getByRole('link', { name: italian.nav.restaurants })).toHaveAttribute('href', '/restaurants');
  await expectNoSeriousA11yViolations(page, AXE_OPTIONS);
});
