// `npm run bench:map-browser`: the map page in headless Chromium over the
// bench dataset (BENCH_DATABASE_URL, see bench/README.md). Needs the built
// app (`npm run build`). Starts the server on its own free port like
// bench/run.ts, with map tiles pointed at a closed local port (no internet;
// tiles fail fast, so the numbers are the venues' cost, not the tile
// server's), signs a user up and in through the UI, then for each view
// measures:
//   - time to first markers: from navigation (or from the zoom-out key press
//     for the Italy view, which no URL opens) to the first venue marker or
//     cluster drawn;
//   - panning: mouse drags over the map for BENCH_PAN_MS (5 s), counting
//     requestAnimationFrame callbacks in the page: mean fps and longest frame.
// Writes bench/results/map-browser-<date>.md. One run per view on purpose:
// the machine is shared.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { benchDatabaseUrl } from './bench-config';
import { freePort, startBenchServer, waitForHealth } from './bench-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAN_MS = Number(process.env.BENCH_PAN_MS ?? 5_000);
const VIEWPORT = { width: 1280, height: 800 };
const MARKERS = '.venue-marker, .venue-cluster';
const MAP_API = '/rest/v1/map/restaurants';

type View = {
  title: string;
  /** Opens the view; resolves with the time (ms) to the first markers drawn. */
  open: (page: Page, baseUrl: string) => Promise<number>;
};

const load = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

/** Milliseconds from `started` to the first marker or cluster visible and painted. */
async function firstMarkers(page: Page, started: number): Promise<number> {
  await page.locator(MARKERS).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return performance.now() - started;
}

async function navigateAndMeasure(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  return firstMarkers(page, started);
}

const VIEWS: View[] = [
  {
    // URL coordinates open the map at the app's zoom for them (16).
    title: 'streets: Rome centre, zoom 16 (?lat&lng)',
    open: (page, baseUrl) => navigateAndMeasure(page, `${baseUrl}/restaurants/map?lat=41.9009&lng=12.4833`),
  },
  {
    // Without a search or a position the map opens on Milan at zoom 12.
    title: 'city: Milan, zoom 12 (default view)',
    open: (page, baseUrl) => navigateAndMeasure(page, `${baseUrl}/restaurants/map`),
  },
  {
    // No URL opens zoom 6: from the default view, Shift+minus twice zooms out
    // 3 levels each (Leaflet's keyboard handler). Timed from the last key
    // press to the wide view's markers drawn.
    title: 'Italy: zoom 6 (zoomed out from Milan, zoom 12)',
    open: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/restaurants/map`);
      await page.locator(MARKERS).first().waitFor({ state: 'visible', timeout: 60_000 });
      await page.locator('.leaflet-container').focus();
      await page.keyboard.press('Shift+Minus');
      await page.waitForTimeout(600);
      const wide = page.waitForResponse((response) => {
        if (!response.url().includes(MAP_API)) return false;
        const params = new URL(response.url()).searchParams;
        return Number(params.get('east')) - Number(params.get('west')) > 20;
      }, { timeout: 60_000 });
      const started = performance.now();
      await page.keyboard.press('Shift+Minus');
      await wide;
      return firstMarkers(page, started);
    },
  },
];

type PanResult = { frames: number; durationMs: number; meanFps: number; longestFrameMs: number; p95FrameMs: number; requests: number };

/** Drags the map back and forth for PAN_MS while the page counts animation frames. */
async function pan(page: Page): Promise<PanResult> {
  let requests = 0;
  const onRequest = (request: { url: () => string }) => {
    if (request.url().includes(MAP_API)) requests += 1;
  };
  page.on('request', onRequest);
  // A string, not a function: tsx's transform would add helpers (__name) the page does not have.
  await page.evaluate(`(() => {
    const state = { frames: [], running: true };
    window.__bench = state;
    const tick = (time) => {
      state.frames.push(time);
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const deadline = performance.now() + PAN_MS;
  let direction = 1;
  while (performance.now() < deadline) {
    await page.mouse.move(cx - direction * 200, cy - direction * 80);
    await page.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(cx - direction * 200 + direction * 20 * step, cy - direction * 80 + direction * 8 * step);
    }
    await page.mouse.up();
    direction = -direction;
  }
  const frames = await page.evaluate(() => {
    // The counter the script added above keeps on window, which the DOM types do not know.
    const state = (window as unknown as { __bench: { frames: number[]; running: boolean } }).__bench;
    state.running = false;
    return state.frames;
  });
  page.off('request', onRequest);
  const gaps = frames.slice(1).map((time, index) => time - frames[index]!).sort((a, b) => a - b);
  const durationMs = frames.at(-1)! - frames[0]!;
  return {
    frames: frames.length,
    durationMs,
    meanFps: ((frames.length - 1) / durationMs) * 1000,
    longestFrameMs: gaps.at(-1) ?? NaN,
    p95FrameMs: gaps[Math.min(gaps.length - 1, Math.ceil(gaps.length * 0.95) - 1)] ?? NaN,
    requests,
  };
}

async function main() {
  if (!existsSync(`${ROOT}dist/web/index.html`)) {
    throw new Error('bench: no built app; run `npm run build` first');
  }
  const url = benchDatabaseUrl();
  const closedPort = await freePort();
  const startLoad = load();
  const { server, baseUrl, log: serverLog } = await startBenchServer(url, {
    MAP_TILE_URL: `http://127.0.0.1:${closedPort}/{z}/{x}/{y}.png`,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    await waitForHealth(baseUrl, server);
    const email = `bench-map-browser-${Date.now()}@bench.allerguida.test`;
    const password = `bench-${Date.now()}-password`;
    const signup = await fetch(`${baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, data: { nickname: `BenchMap${Date.now() % 100000}` } }),
    });
    if (!signup.ok) throw new Error(`bench: signup failed (${signup.status}): ${await signup.text()}`);

    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'it-IT', timezoneId: 'Europe/Rome' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL((target) => target.pathname === '/', { timeout: 30_000 });
    // Warm the lazy map chunk and Leaflet's CSS once, as a returning visitor has them.
    await page.goto(`${baseUrl}/restaurants/map?lat=45.4642&lng=9.19`);
    await page.locator('.leaflet-container').waitFor({ timeout: 60_000 });

    const rows: string[] = [];
    for (const view of VIEWS) {
      const firstMs = await view.open(page, baseUrl);
      const markers = await page.locator(MARKERS).count();
      const panned = await pan(page);
      const row = `| ${view.title} | ${firstMs.toFixed(0)} | ${markers} | ${panned.meanFps.toFixed(1)} | ${panned.longestFrameMs.toFixed(0)} | ${panned.p95FrameMs.toFixed(0)} | ${panned.requests} |`;
      rows.push(row);
      console.info(row);
    }
    await context.close();

    const date = new Date().toISOString().slice(0, 10);
    const lines = [
      `# Map page in a browser (${date})`,
      '',
      `Headless Chromium (${browser.version()}, --disable-gpu: software rendering), ${VIEWPORT.width}×${VIEWPORT.height}, signed in, the built app`,
      `served by the API on 127.0.0.1 over the bench database. Map tiles point at a closed local port (no tile images:`,
      'the cost measured is the venues\', not the tile server\'s). One measurement per view; the lazy map chunk was loaded once before.',
      `Load average at start: ${startLoad} (${os.cpus().length} cores, shared with other work).`,
      '',
      '- **first markers ms**: navigation (for zoom 6: the zoom-out key press) to the first venue marker or cluster visible and painted.',
      `- **panning**: mouse drags back and forth over the map for ${PAN_MS / 1000} s; requestAnimationFrame callbacks counted in the page.`,
      '  Each drag ends in a moveend, so the page fetches the new bounds and redraws markers while the next drag runs.',
      '',
      '| view | first markers ms | markers+clusters drawn | pan mean fps | longest frame ms | p95 frame ms | map requests while panning |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ];
    mkdirSync(`${ROOT}bench/results`, { recursive: true });
    const file = `${ROOT}bench/results/map-browser-${date}.md`;
    writeFileSync(file, lines.join('\n'));
    console.info(`bench: wrote ${file}`);
  } catch (error) {
    console.error(serverLog.join('').slice(-4000));
    throw error;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
