// The web app manifest's screenshots (pwa.config.ts APP_SCREENSHOTS), taken
// in Debian's Chromium from a running server: `npm run build`, start the
// server, then `SCREENSHOT_BASE_URL=http://127.0.0.1:3000 npx tsx
// scripts/generate-screenshots.ts`. The cookie choice is preset so the banner
// does not cover the page. The PNGs are committed, like the icons.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APP_SCREENSHOTS } from '../pwa.config';

const root = path.join(import.meta.dirname, '..');
const OUT_DIR = path.join(root, 'web/public/screenshots');
const BASE_URL = process.env.SCREENSHOT_BASE_URL ?? 'http://127.0.0.1:3000';
/** Narrow screenshots at a phone's pixel ratio; wide ones at a desktop's. */
const PIXEL_RATIO = { narrow: 2, wide: 1 } as const;

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const shot of APP_SCREENSHOTS) {
      const ratio = PIXEL_RATIO[shot.formFactor];
      const context = await browser.newContext({
        viewport: { width: shot.width / ratio, height: shot.height / ratio },
        deviceScaleFactor: ratio,
        locale: 'it-IT',
      });
      await context.addInitScript(() => {
        localStorage.setItem('allerguida-acceptances', JSON.stringify({ privacy: null, cookies: true, terms: null }));
        localStorage.setItem('allerguida-cookie-preferences', JSON.stringify({ analytics: false, marketing: false }));
      });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}${shot.path}`, { waitUntil: 'networkidle' });
      await page.locator('main#main h1').first().waitFor();
      await page.screenshot({ path: path.join(OUT_DIR, shot.file) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Screenshots written to ${path.relative(root, OUT_DIR)}`);
}

await main();
