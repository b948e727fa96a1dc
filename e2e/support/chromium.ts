// Which Debian Chromium runs the journeys, and how it starts.
//
// Journeys run in Debian's `chromium-headless-shell`: the same Blink and V8 as
// `chromium`, without the full browser's window, GPU process and compositor,
// which drew frames no journey looks at (about a quarter of the tier's CPU,
// docs/testing.md).
// It has no notification centre, so `registration.getNotifications()` is
// always empty there: the journeys about alerts shown by the service worker run
// in the full browser (`FULL_CHROMIUM`).
import type { LaunchOptions } from '@playwright/test';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumLaunchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
