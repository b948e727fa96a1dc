// `npm run bench:map`: the map's bounds API (GET /rest/v1/map/restaurants)
// over the bench dataset (BENCH_DATABASE_URL, see bench/README.md), one
// request at a time, at a few zoom levels of a 1280×800 view around seeded
// random cities, plus the text and allergen filters. Reports latency p50/p95
// and payload size in bench/results/map-<date>.md. Short on purpose: the
// machine is shared (BENCH_MAP_REQUESTS per scenario, default 40).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { firstRowOf } from '../server/db/query';
import { BENCH_CITIES, benchDatabaseUrl, pick, seededRandom } from './bench-config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_MAP_REQUESTS ?? 40);
const VIEW = { width: 1280, height: 800 };

type Scenario = { title: string; zoom: number; extra: string };

const SCENARIOS: Scenario[] = [
  { title: 'zoom 6 (Italy)', zoom: 6, extra: '' },
  { title: 'zoom 9 (region)', zoom: 9, extra: '' },
  { title: 'zoom 12 (city)', zoom: 12, extra: '' },
  { title: 'zoom 15 (streets)', zoom: 15, extra: '' },
  { title: 'zoom 12 + allergen=Glutine', zoom: 12, extra: '&allergen=Glutine' },
  { title: 'zoom 12 + search=pizza', zoom: 12, extra: '&q=pizza' },
  { title: 'zoom 6 + search=Roma', zoom: 6, extra: '&q=Roma' },
];

/** The bounds a Web Mercator map of VIEW pixels shows at `zoom` around a centre. */
function boundsAround(lat: number, lng: number, zoom: number) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfWidth = (VIEW.width / 2) * degreesPerPixel;
  const halfHeight = (VIEW.height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  const clampLat = (value: number) => Math.max(-85, Math.min(85, value));
  return {
    south: clampLat(lat - halfHeight).toFixed(4),
    north: clampLat(lat + halfHeight).toFixed(4),
    west: Math.max(-180, lng - halfWidth).toFixed(4),
    east: Math.min(180, lng + halfWidth).toFixed(4),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

async function main() {
  const url = benchDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url });
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMITS_ENABLED: 'false', AUTH_AUTOCONFIRM: 'true', DATABASE_URL: url, PORT: '0' });
  const app = await buildApp({ config, database, webDistDir: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const random = seededRandom(7);
  const lines: string[] = [];
  try {
    const email = `bench-map-${Date.now()}@bench.allerguida.test`;
    const signup = await fetch(`${address}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `bench-${Date.now()}-password`, data: { nickname: `BenchMap${Date.now() % 100000}` } }),
    });
    const session = (await signup.json()) as { access_token?: string };
    if (!session.access_token) throw new Error(`bench: signup failed (${signup.status})`);
    const headers = { authorization: `Bearer ${session.access_token}` };
    const counts = await firstRowOf<{ venues: number; on_map: number }>(
      database.db,
      sql`SELECT count(*)::int AS venues, count(*) FILTER (WHERE has_reviews AND latitude IS NOT NULL)::int AS on_map FROM restaurants`,
    );

    lines.push(
      `# Map bounds API benchmark (${new Date().toISOString().slice(0, 10)})`,
      '',
      `Dataset: ${counts?.venues ?? '?'} venues, ${counts?.on_map ?? '?'} reviewed with coordinates (on the map).`,
      `GET /rest/v1/map/restaurants over HTTP on 127.0.0.1, in process, one request at a time, ${REQUESTS} requests per scenario`,
      `(after 5 warm-up requests), a 1280×800 view around seeded random bench cities. Load average at start: ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')}.`,
      '',
      '| scenario | p50 ms | p95 ms | max ms | payload p50 KB | payload max KB | markers (mean) | clusters (mean) |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const scenario of SCENARIOS) {
      const paths = Array.from({ length: REQUESTS + 5 }, () => {
        const city = pick(random, BENCH_CITIES);
        const bounds = boundsAround(city.lat + (random() - 0.5) * 0.05, city.lng + (random() - 0.5) * 0.05, scenario.zoom);
        return `/rest/v1/map/restaurants?${new URLSearchParams(bounds).toString()}${scenario.extra}`;
      });
      const times: number[] = [];
      const sizes: number[] = [];
      let markers = 0;
      let clusters = 0;
      for (const [index, path] of paths.entries()) {
        const started = performance.now();
        const response = await fetch(`${address}${path}`, { headers });
        const text = await response.text();
        const elapsed = performance.now() - started;
        if (!response.ok) throw new Error(`bench: ${path} answered ${response.status}: ${text}`);
        if (index < 5) continue;
        const body = JSON.parse(text) as { items: unknown[]; clusters: unknown[] };
        times.push(elapsed);
        sizes.push(Buffer.byteLength(text));
        markers += body.items.length;
        clusters += body.clusters.length;
      }
      const sortedTimes = [...times].sort((a, b) => a - b);
      const sortedSizes = [...sizes].sort((a, b) => a - b);
      const line = `| ${scenario.title} | ${percentile(sortedTimes, 50).toFixed(1)} | ${percentile(sortedTimes, 95).toFixed(1)} | ${sortedTimes.at(-1)!.toFixed(1)} | ${(percentile(sortedSizes, 50) / 1024).toFixed(1)} | ${(sortedSizes.at(-1)! / 1024).toFixed(1)} | ${(markers / REQUESTS).toFixed(0)} | ${(clusters / REQUESTS).toFixed(0)} |`;
      lines.push(line);
      console.info(line);
    }
    lines.push(
      '',
      'Above 2000 venues in view the API answers grid clusters (24×24 at most) instead of markers, so the payload stays',
      'bounded whatever the zoom; the browser clusters the markers it gets (supercluster).',
      'Not measured here: time to first markers and frame rate while panning in a browser.',
    );
    mkdirSync(`${ROOT}bench/results`, { recursive: true });
    const file = `${ROOT}bench/results/map-${new Date().toISOString().slice(0, 10)}.md`;
    writeFileSync(file, `${lines.join('\n')}\n`);
    console.info(`bench: wrote ${file}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
