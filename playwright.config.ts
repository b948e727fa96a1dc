import { defineConfig, devices } from '@playwright/test';
import { FAKE_PLACES_KEY, FAKE_PLACES_PORT } from './e2e/support/fake-google-places';
import { E2E_SERVICE_KEY_FILE } from './e2e/support/staff';
import { chromiumLaunchOptions, HEADLESS_SHELL } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  // A restaurant's page draws its sections in turn after its data: on a slow 2-core
  // virtual machine the reviews of a busy one took over 10 s to show.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A trace records every frame and DOM change of a test as it runs; on two
    // cores that cost a quarter of the tier's CPU for tests that passed. CI
    // retries a failed test once, with the trace: the failure is still there
    // to read (docs/testing.md).
    trace: 'on-first-retry',
    // Journeys do not test the app's motion, and every running transition or
    // spinner makes software-rendering Chromium draw frames (its GPU process
    // took a quarter of the CPU): the app honours this setting (web/styles.css).
    // Motion stays on in profile.spec.ts, where dialogs and toasts animate.
    reducedMotion: 'reduce',
    // The service worker precaches the whole app (about 150 files) in every new
    // browser context. Journeys about the installed app, offline use and push
    // allow it in their file.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(HEADLESS_SHELL),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      // At 390 px only the journeys tagged PHONE (e2e/support/phone.ts says
      // which and why): those whose layout changes on a phone. The others'
      // steps and screens are the same at any width and run on desktop only.
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      // The Google Places web service, faked on 127.0.0.1 (the server's upstream, never the browser's).
      command: 'npx tsx e2e/support/start-fake-google-places.ts',
      url: `http://127.0.0.1:${FAKE_PLACES_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The built app on a fresh embedded database, as `npm start` runs it.
      command: 'bash e2e/start-server.sh',
      url: `${E2E_BASE_URL}/health`,
      reuseExistingServer: false,
      // Migrating a new embedded database took over two minutes on a saturated two-core machine.
      timeout: 300_000,
      env: {
        PORT: String(PORT),
        SERVICE_KEY_FILE: E2E_SERVICE_KEY_FILE,
        GOOGLE_PLACES_URL: `http://127.0.0.1:${FAKE_PLACES_PORT}`,
        GOOGLE_PLACES_API_KEY: FAKE_PLACES_KEY,
      },
    },
  ],
});
