// An address typed or followed in the browser that looks like an API path but
// names nothing shows the app's 404 page, not a raw JSON error. That the
// server answers such a navigation with the app and status 404, and the same
// path asked for as data with the JSON error, is server/http/spa-fallback.test.ts's
// ('answers a browser navigation to an unknown API-looking path…'); here, that
// the app's router then shows its 404 page.
import { expect, test } from '@playwright/test';

test('opening /auth/extra or /rest/foo in the browser shows the 404 page', async ({ page }) => {
  for (const path of ['/auth/extra', '/rest/foo']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByText('"code"')).toHaveCount(0);
    });
  }
});
