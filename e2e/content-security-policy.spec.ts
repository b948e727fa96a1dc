// Security: the pages run under the server's strict
// Content-Security-Policy (no 'unsafe-eval') without a single violation:
// zod runs jitless, so it never probes for eval.
import { expect, test } from '@playwright/test';

const PAGES = ['/', '/home', '/auth', '/privacy-policy', '/reset-password'];

test('the built pages log no Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
