// An address typed or followed in the browser that looks like an API path but
// names nothing shows the app's 404 page, not a raw JSON error.
import { expect, test } from '@playwright/test';

for (const path of ['/auth/extra', '/rest/foo']) {
  test(`opening ${path} in the browser shows the 404 page`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('"code"')).toHaveCount(0);
    // An API client asking for data still gets the JSON error.
    const data = await request.get(path, { headers: { accept: 'application/json' } });
    expect(data.status()).toBe(404);
    expect(await data.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
  });
}
