import { defineConfig, devices } from '@playwright/test';
import { FAKE_PLACES_KEY, FAKE_PLACES_PORT } from './e2e/support/fake-google-places';
import { E2E_SERVICE_KEY_FILE } from './e2e/support/staff';

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
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
