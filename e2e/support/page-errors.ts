// No uncaught script error in a journey: a spec that imports `test` from here
// instead of @playwright/test fails any test whose page threw one (an
// uncaught exception or an unhandled rejection, Playwright's 'pageerror').
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ noPageErrors: void }>({
  noPageErrors: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on('pageerror', (error) => messages.push(error.message));
      await use();
      expect(messages, 'uncaught script errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
