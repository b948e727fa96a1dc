// `npm run bench:web`: the web app's first visit as Lighthouse measures it on
// a phone. Builds the app, seeds the demo community into an embedded database
// of its own (a new folder under the system's temporary directory), serves
// both on 127.0.0.1 with map tiles from a local tile server (no internet),
// and runs Lighthouse (mobile form factor, default simulated throttling,
// Debian's Chromium, a new profile per run: cold, no service worker) three
// times per page (in rounds, each page once per round, once the machine's load
// has settled), reporting the median of each metric. The signed-in pages get
// the session of a demo user written into localStorage before the app starts,
// as auth-js keeps it after a sign-in. Writes bench/results/web-<date>.md.
// About 15 minutes; the machine's load inflates TBT, so the report records it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/demo/demo-data';
import { AUTH_STORAGE_KEY } from '../web/lib/auth/storage-key';
import { busiestProcesses, machineProbe } from '../scripts/machine-probe';
import { startBenchServer, waitForHealth } from './bench-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const QUIET_WAIT_MS = 120_000;
/** BENCH_WEB_PAGES=/,/about measures only those paths (the signed-in ones by their titles below). */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim()).filter(Boolean);
/** BENCH_WEB_LHR_DIR=<folder> also keeps each run's full Lighthouse report there (JSON), to see what a score is made of. */
const LHR_DIR = process.env.BENCH_WEB_LHR_DIR;

type Page = { title: string; path: string; signedIn: boolean };
type Metrics = {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  js: Bytes;
  css: Bytes;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
};
type Bytes = { sent: number; raw: number };
type PageResult = { page: Page; median: Metrics; runs: Metrics[]; failedAudits: string[] };

const load = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

/** Answers every tile with the same small PNG, so map pages draw as they would online. */
async function startTileServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8f0e4' } }).png().toBuffer();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A demo user's session, as auth-js stores it after signing in with a password. */
async function signIn(baseUrl: string): Promise<string> {
  const user = DEMO_USERS[0]!;
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench: sign-in answered ${response.status}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  return JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in });
}

async function firstRestaurantId(baseUrl: string, session: string): Promise<string> {
  const { access_token: token } = JSON.parse(session) as { access_token: string };
  const response = await fetch(`${baseUrl}/rest/v1/restaurants`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  if (!items[0]) throw new Error('bench: the seeded database lists no restaurant');
  return items[0].id;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function metricsOf(lhr: Result): Metrics {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const bytesOf = (type: string): Bytes =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce<Bytes>(
        (sum, request) => ({
          sent: sum.sent + Number(request.transferSize ?? 0),
          raw: sum.raw + Number(request.resourceSize ?? 0),
        }),
        { sent: 0, raw: 0 },
      );
  return {
    performance: score('performance'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    js: bytesOf('Script'),
    css: bytesOf('Stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Audits of the scored categories (other than performance) that did not pass: why a score is below 100. */
function failedAudits(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const key of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(`${key}: ${ref.id}`);
    }
  }
  return [...ids];
}

async function measure(url: string, session: string | null): Promise<Result> {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: false,
    // An Italian browser: one preferring English gets the app in English at the Italian addresses (web/lib/language.ts);
    // the English pages are measured at their /en addresses.
    args: ['--headless=new', '--no-sandbox', '--lang=it-IT', '--accept-lang=it-IT,it'],
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (session) {
      // Runs before the app's scripts on every document of the page; Lighthouse clears the origin's storage before loading.
      await page.evaluateOnNewDocument(
        (key: string, value: string) => {
          if (location.protocol.startsWith('http')) localStorage.setItem(key, value);
        },
        AUTH_STORAGE_KEY,
        session,
      );
    }
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`bench: ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** Lighthouse sometimes loses the trace on a saturated machine (NO_NAVSTART): such a run is taken again, twice at most. */
async function measureWithRetry(url: string, session: string | null): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, session);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`bench:web: ${(error as Error).message}; measuring again`);
    }
  }
}

/** The median of each metric over a page's runs; the bytes of the run whose score is the median. */
function pageResult(page: Page, runs: Metrics[], failed: Set<string>): PageResult {
  const medianOf = (pick: (m: Metrics) => number) => median(runs.map(pick));
  const bytesRun = runs.find((run) => run.performance === medianOf((m) => m.performance)) ?? runs[0]!;
  return {
    page,
    runs,
    failedAudits: [...failed],
    median: {
      performance: medianOf((m) => m.performance),
      fcp: medianOf((m) => m.fcp),
      lcp: medianOf((m) => m.lcp),
      tbt: medianOf((m) => m.tbt),
      cls: medianOf((m) => m.cls),
      accessibility: medianOf((m) => m.accessibility),
      bestPractices: medianOf((m) => m.bestPractices),
      seo: medianOf((m) => m.seo),
      js: bytesRun.js,
      css: bytesRun.css,
      benchmarkIndex: medianOf((m) => m.benchmarkIndex),
    },
  };
}

/**
 * Waits (two minutes at most) until the last minute's load average is under
 * one: building the app and seeding the database just before leave both cores
 * busy, and every task a page runs then takes longer.
 */
async function untilQuiet(): Promise<string> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (os.loadavg()[0]! >= 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(`bench:web: load average ${load()} as the runs start`);
  return load();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(results: PageResult[], context: Record<string, string>): string {
  const rows = results.map(({ page, median: m }) =>
    [
      page.title,
      m.performance,
      seconds(m.fcp),
      seconds(m.lcp),
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      m.accessibility,
      m.bestPractices,
      m.seo,
      kb(m.js.sent),
      kb(m.js.raw),
      kb(m.css.sent),
      kb(m.css.raw),
    ].join(' | '),
  );
  const perRun = results.map(
    ({ page, runs }) =>
      `| ${page.title} | ${runs.map((run) => `${run.performance} (LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, CPU ${Math.round(run.benchmarkIndex)})`).join(' · ')} |`,
  );
  const failures = results.flatMap(({ page, failedAudits: audits }) => (audits.length ? [`- ${page.title}: ${audits.join(', ')}`] : []));
  return `# Web pages: Lighthouse, mobile, cold (${context.date})

${Object.entries(context)
  .map(([key, value]) => `- ${key}: ${value}`)
  .join('\n')}

Lighthouse ${context.lighthouse}, mobile form factor, default simulated throttling (slow 4G, 4× CPU),
a new Chromium profile per run (no HTTP cache, no service worker), ${RUNS} runs per page, in
rounds that measure each page once: the median of each metric. Bytes are the page's JS and CSS requests during the load: "sent" as
transferred (compressed when the server compresses), "raw" after decompression.

| page | perf | FCP | LCP | TBT | CLS | a11y | best pr. | SEO | JS sent | JS raw | CSS sent | CSS raw |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row} |`).join('\n')}

## Each run (performance score)

CPU is Lighthouse's benchmark index of the machine during the run (higher is faster). The
simulation multiplies the task times it measured by 4 whatever the machine's speed, so a
run on a slower moment of a shared machine reports a longer TBT.

| page | runs |
|---|---|
${perRun.join('\n')}

## Audits that did not pass (accessibility, best practices, SEO; any run)

${failures.length ? failures.join('\n') : 'None.'}
`;
}

async function main() {
  const startLoad = load();
  const startBusiest = busiestProcesses();
  console.log('bench:web: building the app');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-bench-web-'));
  const tiles = await startTileServer();
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, MAP_TILE_URL: tiles.url };
  console.log(`bench:web: seeding the demo community into ${dataDir}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seed-demo.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = process.env.PORT ? Number(process.env.PORT) : undefined;
  const { server, baseUrl, log: serverLog } = await startBenchServer('', env, port);
  try {
    await waitForHealth(baseUrl, server);
    const session = await signIn(baseUrl);
    const restaurantId = await firstRestaurantId(baseUrl, session);
    const pages: Page[] = [
      // One page of each kind first in every round.
      { title: '/', path: '/', signedIn: false },
      { title: '/about', path: '/about', signedIn: false },
      { title: '/privacy-policy', path: '/privacy-policy', signedIn: false },
      { title: '/restaurants (signed in)', path: '/restaurants', signedIn: true },
      { title: 'restaurant detail (signed in)', path: `/restaurants/${restaurantId}`, signedIn: true },
      { title: '/restaurants/map (signed in)', path: '/restaurants/map', signedIn: true },
      { title: '/home', path: '/home', signedIn: false },
      { title: '/auth', path: '/auth', signedIn: false },
      { title: '/cookies-policy', path: '/cookies-policy', signedIn: false },
      { title: '/terms-and-conditions', path: '/terms-and-conditions', signedIn: false },
      { title: '/intellectual-property', path: '/intellectual-property', signedIn: false },
      // The English interface (#43): its catalogue is a chunk of its own, loaded with the app, before it runs.
      { title: '/en', path: '/en', signedIn: false },
      { title: '/en/about', path: '/en/about', signedIn: false },
      { title: '/en/auth', path: '/en/auth', signedIn: false },
      { title: '/en/restaurants (signed in)', path: '/en/restaurants', signedIn: true },
      { title: 'restaurant detail in English (signed in)', path: `/en/restaurants/${restaurantId}`, signedIn: true },
      { title: '/en/restaurants/map (signed in)', path: '/en/restaurants/map', signedIn: true },
    ].filter((page) => !ONLY || ONLY.includes(page.title) || ONLY.includes(page.path));

    const date = new Date().toISOString().slice(0, 10);
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
    const chromium = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const lighthouseVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
    const outDir = path.join(ROOT, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const file = path.resolve(outDir, process.env.BENCH_WEB_OUT || `web-${date}.md`);
    const runsStartLoad = await untilQuiet();
    const probeOfMachine = machineProbe();
    console.log(`bench:web: ${probeOfMachine}`);
    // Rewritten after every round, so a long run interrupted on a busy machine still leaves what it measured.
    const writeReport = (results: PageResult[]) => {
      const markdown = report(results, {
        date,
        commit,
        lighthouse: lighthouseVersion,
        browser: chromium,
        'load average (1/5/15 min) at start': startLoad,
        'load average as the runs start (after waiting, two minutes at most, for the 1-minute figure to fall under 1)': runsStartLoad,
        'busiest processes at start': startBusiest,
        'load average at the end': load(),
        cores: String(os.cpus().length),
        'memory and system calls (as the runs start)': probeOfMachine,
        pages: results.length === pages.length ? 'all' : `${results.length} of ${pages.length} (interrupted or still running)`,
      });
      writeFileSync(file, markdown);
      return markdown;
    };

    // Round by round, each page once per round: a slow stretch of a shared
    // machine then lands on one run of several pages, not on every run of one.
    const runsOf = new Map<Page, Metrics[]>(pages.map((page) => [page, []]));
    const failedOf = new Map<Page, Set<string>>(pages.map((page) => [page, new Set()]));
    let results: PageResult[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        const lhr = await measureWithRetry(`${baseUrl}${page.path}`, page.signedIn ? session : null);
        if (LHR_DIR) {
          mkdirSync(LHR_DIR, { recursive: true });
          writeFileSync(path.join(LHR_DIR, `${page.path.replace(/\W+/g, '_')}-${run}.json`), JSON.stringify(lhr));
        }
        const metrics = metricsOf(lhr);
        runsOf.get(page)!.push(metrics);
        for (const audit of failedAudits(lhr)) failedOf.get(page)!.add(audit);
        console.log(`bench:web: ${page.title} run ${run}: perf ${metrics.performance}, LCP ${seconds(metrics.lcp)}, TBT ${Math.round(metrics.tbt)} ms`);
      }
      results = pages.map((page) => pageResult(page, runsOf.get(page)!, failedOf.get(page)!));
      writeReport(results);
    }
    const markdown = writeReport(results);

    console.log(markdown);
    console.log(`bench:web: wrote ${path.relative(ROOT, file)}`);
  } catch (error) {
    console.error(serverLog.join(''));
    throw error;
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    await tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
