// `npm run bench`: loads the restaurant API over HTTP on 127.0.0.1 and writes
// bench/results/restaurants-<date>.md. Needs the dataset of `npm run
// bench:data` (BENCH_DATABASE_URL). For each scenario:
//   1. the API under load: autocannon, 32 connections, BENCH_DURATION s (10)
//      after a warm-up, each request picking one of the scenario's paths;
//   2. the API one request at a time (1 connection);
//   3. the same SQL straight to PostgreSQL: the statements the service runs
//      for each path are captured (Drizzle's query log) and replayed with a
//      plain pg client one request at a time, and with pgbench at 32 clients;
//   4. EXPLAIN (ANALYZE, BUFFERS) of one request's statements.
// The server runs in its own process (rate limits off, LOG_LEVEL=warn), as
// does pgbench; autocannon shares the same two cores.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { restaurantDetailQuerySchema, restaurantListQuerySchema } from '../domain/schemas/restaurants';
import type { Database } from '../server/db/client';
import * as schema from '../server/db/schema';
import { ListCache } from '../server/restaurants/list-cache';
import { getRestaurantDetail, listRestaurants, suggest } from '../server/restaurants/restaurants.service';
import { benchDatabaseUrl, databaseName, pick, seededRandom } from './bench-config';
import { startBenchServer, waitForHealth } from './bench-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const SQL_SAMPLES = 30;
const SQL_REPEATS = 10;
const TARGET_P95_MS = 50;
const TARGET_RATIO = 2;

/**
 * `emptyCachesEveryMs`: during the warm-up and the run, the server's caches
 * are emptied this often, as every write to restaurants or reviews does (an
 * announcement on the realtime channel, like the triggers send).
 */
type Scenario = { key: string; title: string; paths: string[]; isTarget: boolean; emptyCachesEveryMs?: number };
/** A statement as the server sends it; `name` when it is a prepared (named) statement. */
type Statement = { text: string; params: unknown[]; name?: string };

/** A pool that records every statement, Drizzle's and the repository's prepared ones alike. */
class RecordingPool extends pg.Pool {
  statements: Statement[] = [];
  // The overloads of pg.Pool.query are not expressible here; all calls pass through.
  override query(...args: unknown[]): never {
    const [first, second] = args;
    if (typeof first === 'string') this.statements.push({ text: first, params: (second as unknown[] | undefined) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[]; name?: string };
      const params = config.values ?? (second as unknown[] | undefined) ?? [];
      this.statements.push({ text: config.text, params, ...(config.name ? { name: config.name } : {}) });
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

// ---------------------------------------------------------------- helpers

const percentile = (sorted: number[], p: number) => {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
};
const sortNumbers = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : 'n/a');
const load = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

/** Drizzle's query text with its parameters written in, for pgbench and EXPLAIN. */
function inline(statement: Statement, client: pg.Client): string {
  return statement.text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = statement.params[Number(index) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') return Number.isFinite(value) ? `(${String(value)})` : 'NULL';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return client.escapeLiteral(String(value));
  });
}

// ---------------------------------------------------------------- scenarios

async function buildScenarios(client: pg.Client): Promise<Scenario[]> {
  const random = seededRandom(7);
  const cities = (
    await client.query(
      `SELECT label FROM restaurant_facets WHERE kind = 'city' AND restaurant_count > 0 ORDER BY restaurant_count DESC LIMIT 16`,
    )
  ).rows.map((row: { label: string }) => row.label);
  const centres = (
    await client.query(
      `SELECT city, avg(latitude) AS lat, avg(longitude) AS lng FROM restaurants
       WHERE has_reviews AND latitude IS NOT NULL AND city = ANY($1) GROUP BY city`,
      [cities],
    )
  ).rows as { city: string; lat: number; lng: number }[];
  const restaurantIds = (
    await client.query(`SELECT id FROM restaurants TABLESAMPLE BERNOULLI (1) REPEATABLE (7) WHERE has_reviews LIMIT 400`)
  ).rows.map((row: { id: string }) => row.id);
  const page = () => pick(random, [1, 1, 1, 1, 1, 1, 2, 2, 3, 5]);
  const repeat = <T>(count: number, make: () => T) => Array.from({ length: count }, make);

  const unfiltered = repeat(200, () => `/restaurants?page=${pick(random, [1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 10, 50])}`);
  const allergenNames = ['Gluten', 'Lattosio', 'glutine', 'Frutta a Guscio', 'Arachidi', 'Crostacei', 'Pesce', 'Uovo', 'Soia', 'Sesamo', 'Lactose', 'Nichel'];
  const allergen = repeat(200, () => `/restaurants?allergen=${encodeURIComponent(pick(random, allergenNames))}&page=${page()}`);
  const city = repeat(200, () => {
    const name = pick(random, cities);
    return `/restaurants?city=${encodeURIComponent(random() < 0.3 ? name.toLowerCase() : name)}&page=${page()}`;
  });
  const terms = ['pizzeria', 'trattoria', 'da mario', 'sushi', 'glutine', 'via roma', 'la pergola', 'osteria del mare',
    'gatto nero', 'napoli', 'bistrot', 'mulino', 'zì teresa', 'caffè', 'piazza garibaldi', 'giapponese', 'fiore di zucca', 'braceria'];
  const text = repeat(200, () => `/restaurants?q=${encodeURIComponent(pick(random, terms))}`);
  // Text searches are cached until the data changes (server/restaurants/list-cache.ts), so the popular
  // terms above are mostly hits. These are hundreds of terms, a word or the start of one from sampled
  // venues, each on its first three pages, and the caches are emptied as writes empty them: the
  // dataset's 1,000,000 reviews over three years are one every 95 s, and a write every 10 s is ten
  // times that; once a second shows the searches' own cost (most requests read the matches).
  const sampled = (
    await client.query(`SELECT name, address FROM restaurants TABLESAMPLE BERNOULLI (25) REPEATABLE (11) WHERE has_reviews LIMIT 20000`)
  ).rows as { name: string; address: string }[];
  const coldTerms = [
    ...new Set(
      sampled.flatMap(({ name, address }) => {
        const words = `${name} ${address}`.split(/\s+/).filter((word) => word.length >= 4);
        if (words.length === 0) return [];
        const word = pick(random, words).toLowerCase();
        return [word.slice(0, 4 + Math.floor(random() * (word.length - 3)))];
      }),
    ),
  ];
  const coldText = coldTerms.flatMap((term) => [1, 2, 3].map((n) => `/restaurants?q=${encodeURIComponent(term)}&page=${n}`));
  const distance = repeat(200, () => {
    const centre = pick(random, centres);
    const lat = Number(centre.lat) + (random() - 0.5) * 0.08;
    const lng = Number(centre.lng) + (random() - 0.5) * 0.1;
    return `/restaurants?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&page=${page()}`;
  });
  const prefixes = ['mi', 'mil', 'pi', 'piz', 'tra', 'trat', 'sus', 'glu', 'lat', 'ro', 'rom', 'oste', 'bo', 'fir', 'gatto',
    'da m', 'pesce', 've', 'na', 'ara', 'sushi', 'bar', 'giap', 'caf', 'tor'];
  const suggestions = repeat(200, () => `/restaurants/suggestions?q=${encodeURIComponent(pick(random, prefixes))}`);
  const detail = restaurantIds.map((id) => `/restaurants/${id}`);
  const combined = repeat(200, () => {
    const name = pick(random, cities.slice(0, 6));
    return `/restaurants?city=${encodeURIComponent(name)}&allergen=${encodeURIComponent(pick(random, allergenNames))}`;
  });
  // The practice chips: one practice (the rare 'fully_gluten_free' among them), or a practice with a city.
  const practiceKeys = ['dedicated_gluten_free_fryer', 'separate_preparation', 'trained_staff', 'written_allergen_info',
    'gluten_free_menu', 'fully_gluten_free', 'aic_network'];
  const practice = repeat(200, () => {
    const filter = `practice=${pick(random, practiceKeys)}`;
    return random() < 0.3 ? `/restaurants?${filter}&city=${encodeURIComponent(pick(random, cities))}` : `/restaurants?${filter}&page=${page()}`;
  });
  return [
    // Lists keep their totals and rows until a write (list-cache.ts): their caches are emptied every 10 s,
    // as for the cold text searches below (ten times the dataset's write rate).
    { key: 'list', title: 'List, no filter (Italian order)', paths: unfiltered, isTarget: true, emptyCachesEveryMs: 10_000 },
    { key: 'practice', title: 'List, practice filter (alone, or with a city)', paths: practice, isTarget: true, emptyCachesEveryMs: 10_000 },
    {
      key: 'closed',
      title: "List, closed venues too ('Mostra anche chiusi')",
      paths: unfiltered.map((p) => `${p}&show_closed=1`),
      isTarget: true,
      emptyCachesEveryMs: 10_000,
    },
    { key: 'allergen', title: 'List, allergen filter', paths: allergen, isTarget: true, emptyCachesEveryMs: 10_000 },
    { key: 'city', title: 'List, city filter', paths: city, isTarget: true, emptyCachesEveryMs: 10_000 },
    { key: 'text', title: 'List, free text (18 popular terms: mostly cache hits)', paths: text, isTarget: true },
    {
      key: 'text-cold',
      title: `List, free text (${coldTerms.length} terms × pages 1–3, the caches emptied every 10 s as by a write)`,
      paths: coldText,
      isTarget: true,
      emptyCachesEveryMs: 10_000,
    },
    {
      key: 'text-writes',
      title: `List, free text (the same ${coldText.length} requests, the caches emptied every second; not a target)`,
      paths: coldText,
      isTarget: false,
      emptyCachesEveryMs: 1_000,
    },
    { key: 'distance', title: 'List, distance order', paths: distance, isTarget: true, emptyCachesEveryMs: 10_000 },
    { key: 'suggestions', title: 'Suggestions', paths: suggestions, isTarget: true },
    { key: 'detail', title: 'Detail', paths: detail, isTarget: true },
    { key: 'combined', title: 'List, city + allergen (not a target)', paths: combined, isTarget: false },
    // The floor of any authenticated request here: JWT check, session lookup,
    // routing and serialisation, and no query of this module.
    { key: 'baseline', title: 'Reference: authenticated request without queries (not a target)', paths: ['/restaurants/suggestions?q=a'], isTarget: false },
  ];
}

// ---------------------------------------------------------------- measurements

type LoadResult = { p50: number; p95: number; p99: number; rps: number; requests: number; non2xx: number; errors: number };

async function loadTest(baseUrl: string, token: string, paths: string[], connections: number, options: { duration?: number; amount?: number }): Promise<LoadResult> {
  const random = seededRandom(connections * 1000 + paths.length);
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    ...(options.duration !== undefined ? { duration: options.duration } : {}),
    ...(options.amount !== undefined ? { amount: options.amount } : {}),
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/rest/v1${pick(random, paths)}` }) }],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  const sorted = sortNumbers(latencies);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: latencies.length / (result.duration || 1),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Empties the server's caches now and then every `everyMs`, with the
 * announcement a write to a restaurant makes (trigger of migration 0005).
 */
function emptyServerCaches(client: pg.Client, everyMs: number): { stop: () => void } {
  const announce = () =>
    void client.query(`SELECT pg_notify('realtime', $1)`, [JSON.stringify({ topic: 'restaurants', event: 'UPDATE', id: randomUUID() })]);
  announce();
  const timer = setInterval(announce, everyMs);
  return { stop: () => clearInterval(timer) };
}

/** Runs the service function of `path` over a pool that records the statements it sends. */
async function captureStatements(pool: RecordingPool, viewerId: string, requestPath: string): Promise<Statement[]> {
  pool.statements = [];
  // node-postgres drizzle's own result type, seen as the app's one Database as server/db/client.ts does.
  const db = drizzle(pool, { schema }) as unknown as Database;
  const url = new URL(`http://bench${requestPath}`);
  if (url.pathname === '/restaurants') {
    const raw: Record<string, string | string[]> = {};
    for (const [key, value] of url.searchParams) {
      const existing = raw[key];
      raw[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
    // As the server sends them between two writes for a page not read since: the closed counts and totals
    // a list needs are kept in its cache after the first request (the second request's statements), its rows
    // are read (this cache keeps none: they are the cost a kept row saves), and a text search's page is read
    // on a miss only (the first request's, when the second is served from the cache).
    const cache = new ListCache({ maxEntries: 100, maxRows: 0, ttlMs: 60_000 });
    const query = restaurantListQuerySchema.parse(raw);
    await listRestaurants(db, query, cache);
    const miss = pool.statements;
    pool.statements = [];
    await listRestaurants(db, query, cache);
    if (pool.statements.length === 0) pool.statements = miss;
  } else if (url.pathname === '/restaurants/suggestions') {
    await suggest(db, url.searchParams.get('q') ?? '');
  } else {
    const detailQuery = restaurantDetailQuerySchema.parse(Object.fromEntries(url.searchParams));
    await getRestaurantDetail(db, viewerId, url.pathname.split('/').pop()!, detailQuery);
  }
  return pool.statements;
}

const send = (client: pg.Client, statement: Statement) =>
  client.query(
    statement.name
      ? { name: statement.name, text: statement.text, values: statement.params }
      : { text: statement.text, values: statement.params },
  );

type SqlTiming = { p50: number; p95: number; p99: number; executionP50: number };

/** One request's statements, one after the other, as a client would send them. */
async function sequentialSql(client: pg.Client, requests: Statement[][]): Promise<SqlTiming> {
  const totals: number[] = [];
  for (const statements of requests) {
    for (const statement of statements) await send(client, statement);
  }
  for (let repeat = 0; repeat < SQL_REPEATS; repeat += 1) {
    for (const statements of requests) {
      const started = performance.now();
      for (const statement of statements) await send(client, statement);
      totals.push(performance.now() - started);
    }
  }
  // Server-side time only (planning + execution), from EXPLAIN ANALYZE without buffers.
  const serverSide: number[] = [];
  for (const statements of requests) {
    let total = 0;
    for (const statement of statements) {
      const result = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.params);
      const [plan] = result.rows[0]['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
      total += plan!['Planning Time'] + plan!['Execution Time'];
    }
    serverSide.push(total);
  }
  const sorted = sortNumbers(totals);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), executionP50: percentile(sortNumbers(serverSide), 50) };
}

type PgbenchResult = { p50: number; p95: number; p99: number; tps: number; available: boolean };

/** The same statements at CONNECTIONS clients: one pgbench script per captured request. */
function pgbench(url: string, client: pg.Client, requests: Statement[][], key: string): PgbenchResult {
  const dir = mkdtempSync(path.join(os.tmpdir(), `allerguida-pgbench-${key}-`));
  try {
    const scripts = requests.map((statements, index) => {
      const file = path.join(dir, `request-${index}.sql`);
      writeFileSync(file, statements.map((statement) => `${inline(statement, client).replace(/\s*\n\s*/g, ' ')};`).join('\n') + '\n');
      return file;
    });
    const parsed = new URL(url);
    const args = [
      '-h', parsed.hostname, '-p', parsed.port || '5432', '-U', decodeURIComponent(parsed.username || 'postgres'),
      // Prepared when the server prepares these statements too (plans reused), simple otherwise.
      '-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION_S),
      '-M', requests.every((statements) => statements.every((statement) => statement.name)) ? 'prepared' : 'simple',
      '-l', '--log-prefix', path.join(dir, 'log'),
      ...scripts.flatMap((file) => ['-f', file]),
      databaseName(url),
    ];
    const run = spawnSync('pgbench', args, { encoding: 'utf8', cwd: dir });
    if (run.status !== 0) {
      console.warn(`pgbench failed for ${key}: ${run.stderr || run.error?.message}`);
      return { p50: NaN, p95: NaN, p99: NaN, tps: NaN, available: false };
    }
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((name) => name.startsWith('log'))) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const fields = line.trim().split(/\s+/);
        if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
      }
    }
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
    const sorted = sortNumbers(latencies);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), tps, available: true };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function explain(client: pg.Client, statements: Statement[]): Promise<string> {
  const parts: string[] = [];
  for (const [index, statement] of statements.entries()) {
    const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
    const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    parts.push(`-- statement ${index + 1} of ${statements.length}\n${inline(statement, client)}\n\n${plan}`);
  }
  return parts.join('\n\n');
}

// ---------------------------------------------------------------- main

type ScenarioReport = {
  scenario: Scenario;
  loaded: LoadResult;
  sequential: LoadResult;
  sql: SqlTiming;
  pgbench: PgbenchResult;
  statementsPerRequest: number;
  plan: string;
  samplePath: string;
  loadBefore: string;
  loadAfter: string;
};

async function main() {
  const url = benchDatabaseUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new Error(`bench: cannot connect to ${url} (run npm run bench:data first): ${error.message}`);
  });
  const counts = (
    await client.query(
      `SELECT (SELECT count(*) FROM restaurants)::int AS restaurants,
              (SELECT count(*) FROM restaurants WHERE has_reviews)::int AS reviewed,
              (SELECT count(*) FROM reviews)::int AS reviews,
              (SELECT count(*) FROM review_allergens)::int AS review_allergens,
              (SELECT count(*) FROM users)::int AS users,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    ).catch(() => ({ rows: [{ restaurants: 0 }] }))
  ).rows[0] as Record<string, number | string>;
  if (!counts.restaurants) throw new Error('bench: the bench database is empty: run npm run bench:data first');
  const settings = (
    await client.query(
      `SELECT name, current_setting(name) AS setting FROM pg_settings
       WHERE name IN ('server_version', 'shared_buffers', 'work_mem', 'effective_cache_size', 'jit', 'max_parallel_workers_per_gather', 'random_page_cost')
       ORDER BY name`,
    )
  ).rows.map((row: { name: string; setting: string }) => `${row.name}=${row.setting}`);

  const { server, baseUrl, port, log: serverLog } = await startBenchServer(url);
  const logFile = path.join(os.tmpdir(), `allerguida-bench-server-${port}.log`);
  console.info(`Starting the server on ${baseUrl} (log: ${logFile})`);

  const pool = new RecordingPool({ connectionString: url, max: 4 });
  const reports: ScenarioReport[] = [];
  const sweep: { connections: number; result: LoadResult }[] = [];
  const environment = { neighbours: [] as string[], startLoad: '' };
  try {
    await waitForHealth(baseUrl, server);
    const email = `bench-runner-${Date.now()}@bench.allerguida.test`;
    const signup = await fetch(`${baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `bench-${Date.now()}-password`, data: { nickname: `Bench${Date.now() % 100000}` } }),
    });
    const session = (await signup.json()) as { access_token?: string; user?: { id: string } };
    if (!session.access_token || !session.user) throw new Error(`bench: signup failed (${signup.status})`);
    const token = session.access_token;
    const viewerId = session.user.id;
    // A viewer who avoids gluten and lactose: the detail computes the personal badge.
    await client.query(
      `INSERT INTO user_allergens (user_id, allergen_id) SELECT $1, id FROM allergens WHERE name IN ('Gluten', 'Lactose') ON CONFLICT DO NOTHING`,
      [viewerId],
    );

    const scenarios = await buildScenarios(client);
    // What else runs on the machine: the numbers below share these two cores with it.
    environment.startLoad = load();
    const top = spawnSync('top', ['-b', '-n', '2', '-d', '1', '-o', '%CPU'], { encoding: 'utf8' }).stdout ?? '';
    environment.neighbours = top
      .split(/^top - /m)
      .at(-1)!
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length >= 12 && Number(fields[8]) >= 5)
      .map((fields) => `${fields[11]} ${fields[8]}%`);
    const only = process.env.BENCH_ONLY?.split(',');
    for (const scenario of scenarios.filter((s) => !only || only.includes(s.key))) {
      console.info(`\n## ${scenario.title}`);
      const loadBefore = load();
      // Every path once (correctness), then a warm-up under load.
      for (const requestPath of new Set(scenario.paths)) {
        const response = await fetch(`${baseUrl}/rest/v1${requestPath}`, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`bench: ${requestPath} answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
      }
      const emptying = scenario.emptyCachesEveryMs === undefined ? null : emptyServerCaches(client, scenario.emptyCachesEveryMs);
      let loaded: LoadResult;
      try {
        await loadTest(baseUrl, token, scenario.paths, CONNECTIONS, { duration: WARMUP_S });
        loaded = await loadTest(baseUrl, token, scenario.paths, CONNECTIONS, { duration: DURATION_S });
      } finally {
        emptying?.stop();
      }
      console.info(`API @${CONNECTIONS}: p50 ${ms(loaded.p50)} p95 ${ms(loaded.p95)} p99 ${ms(loaded.p99)} ms, ${loaded.rps.toFixed(0)} req/s`);
      const sequential = await loadTest(baseUrl, token, scenario.paths, 1, { amount: SEQUENTIAL_REQUESTS });
      console.info(`API @1: p50 ${ms(sequential.p50)} ms`);

      const sampled = [...new Set(scenario.paths)].slice(0, SQL_SAMPLES);
      const captured: Statement[][] = [];
      for (const requestPath of sampled) captured.push(await captureStatements(pool, viewerId, requestPath));
      const hasStatements = captured.some((statements) => statements.length > 0);
      const sql = hasStatements ? await sequentialSql(client, captured) : { p50: NaN, p95: NaN, p99: NaN, executionP50: NaN };
      console.info(`SQL @1: p50 ${ms(sql.p50)} ms (server-side ${ms(sql.executionP50)} ms)`);
      const bench = hasStatements
        ? pgbench(url, client, captured, scenario.key)
        : { p50: NaN, p95: NaN, p99: NaN, tps: NaN, available: false };
      console.info(`SQL @${CONNECTIONS} (pgbench): p50 ${ms(bench.p50)} p95 ${ms(bench.p95)} ms, ${bench.tps.toFixed(0)} tps`);
      const plan = hasStatements ? await explain(client, captured[0]!) : '(no statement)';
      reports.push({
        scenario,
        loaded,
        sequential,
        sql,
        pgbench: bench,
        statementsPerRequest: captured.reduce((acc, s) => acc + s.length, 0) / captured.length,
        plan,
        samplePath: sampled[0]!,
        loadBefore,
        loadAfter: load(),
      });
    }
    // Latency against concurrency for the first scenario: where the p95 target would hold.
    const sweepScenario = scenarios[0]!;
    if (!only || only.includes(sweepScenario.key)) {
      for (const connections of [1, 2, 4, 8, 16, 32]) {
        const result = await loadTest(baseUrl, token, sweepScenario.paths, connections, { duration: Math.max(3, Math.round(DURATION_S / 2)) });
        sweep.push({ connections, result });
        console.info(`sweep @${connections}: p50 ${ms(result.p50)} p95 ${ms(result.p95)} ms, ${result.rps.toFixed(0)} req/s`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await pool.end();
    await client.end();
    writeFileSync(logFile, serverLog.join(''));
  }
  writeReport(reports, counts, settings, { sweep, ...environment });
}

type Environment = { sweep: { connections: number; result: LoadResult }[]; neighbours: string[]; startLoad: string };

function writeReport(reports: ScenarioReport[], counts: Record<string, number | string>, settings: string[], environment: Environment) {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const yes = (ok: boolean) => (ok ? 'yes' : '**no**');
  const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  const rows = reports.map(({ scenario, loaded, sequential, sql, pgbench: pb }) => {
    const ratioSequential = sequential.p50 / sql.p50;
    const ratioLoaded = loaded.p50 / pb.p50;
    return `| ${scenario.title} | ${ms(loaded.p50)} | ${ms(loaded.p95)} | ${ms(loaded.p99)} | ${loaded.rps.toFixed(0)} | ${loaded.non2xx + loaded.errors} | ${ms(sequential.p50)} | ${ms(sql.p50)} | ${ms(sql.executionP50)} | ${fixed(ratioSequential, 2)} | ${ms(pb.p50)} / ${ms(pb.p95)} | ${fixed(pb.tps, 0)} | ${fixed(ratioLoaded, 2)} | ${scenario.isTarget ? `${yes(loaded.p95 <= TARGET_P95_MS)} / ${yes(ratioSequential <= TARGET_RATIO)}` : '–'} |`;
  });
  const details = reports.map(
    (report) => `### ${report.scenario.title}

- ${new Set(report.scenario.paths).size} distinct requests, picked at random; e.g. \`GET /rest/v1${report.samplePath}\`
- statements per request: ${report.statementsPerRequest.toFixed(1)}; load average before / after: ${report.loadBefore} → ${report.loadAfter}
- API @${CONNECTIONS}: ${report.loaded.requests} requests, p50 ${ms(report.loaded.p50)} ms, p95 ${ms(report.loaded.p95)} ms, p99 ${ms(report.loaded.p99)} ms, ${report.loaded.rps.toFixed(0)} req/s, errors/non-2xx ${report.loaded.errors}/${report.loaded.non2xx}
- API @1: p50 ${ms(report.sequential.p50)} ms, p95 ${ms(report.sequential.p95)} ms
- SQL @1 (client round trips): p50 ${ms(report.sql.p50)} ms, p95 ${ms(report.sql.p95)} ms, p99 ${ms(report.sql.p99)} ms; server-side planning + execution p50 ${ms(report.sql.executionP50)} ms
- SQL @${CONNECTIONS} (pgbench): p50 ${ms(report.pgbench.p50)} ms, p95 ${ms(report.pgbench.p95)} ms, p99 ${ms(report.pgbench.p99)} ms, ${fixed(report.pgbench.tps, 0)} requests/s

<details><summary>EXPLAIN (ANALYZE, BUFFERS) of the example request</summary>

\`\`\`
${report.plan}
\`\`\`
</details>
`,
  );
  const markdown = `# Restaurants API benchmark, ${date}

Generated by \`npm run bench\` (bench/run.ts) on the dataset of \`npm run bench:data\`.

- Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}
- PostgreSQL: ${settings.join(', ')}
- Dataset: ${Object.entries(counts).map(([key, value]) => `${key} ${value}`).join(', ')}
- Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per scenario after a ${WARMUP_S} s warm-up; server with
  rate limits off and LOG_LEVEL=warn, in its own process; autocannon, the server and PostgreSQL share the machine.
- Every request is authenticated as in production: the ES256 signature is checked once per token and the
  session looked up again every AUTH_SESSION_RECHECK_MS (5 s), so under load both are mostly cache hits.
- Load average when the run started: ${environment.startLoad}; other processes using ≥ 5% CPU then:
  ${environment.neighbours.length === 0 ? 'none' : environment.neighbours.map((line) => `\`${line}\``).join(', ')}.

Targets: p95 ≤ ${TARGET_P95_MS} ms at ${CONNECTIONS} connections; API time ≤ ${TARGET_RATIO}× the bare SQL time
(compared one request at a time: API @1 p50 over SQL @1 p50, the same statements replayed with a plain pg client).

| scenario | API p50 | API p95 | API p99 | req/s | errors | API @1 p50 | SQL @1 p50 | SQL server-side | ratio @1 | SQL @${CONNECTIONS} p50 / p95 | SQL req/s | ratio @${CONNECTIONS} | targets p95 / ratio |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

All times in ms. "SQL @1" is the sum of the request's statements sent one after the other by a plain
pg client on the same machine (round trips included), as the server sends them for a page not read since
the last write: the counts and totals a list keeps per filter are left out, its rows are read, and a text
search's statements are those of a miss. The API serves kept rows and pages from its cache between writes
(emptied every 10 s where the scenario says so), so "ratio @1" compares the API with the database work its
cache stands in for; "SQL server-side" is PostgreSQL's own planning +
execution time from EXPLAIN ANALYZE; "SQL @${CONNECTIONS}" is pgbench replaying the same statements with
${CONNECTIONS} clients. "ratio @${CONNECTIONS}" compares the API's p50 under load with pgbench's.

## Latency against concurrency (${reports[0]?.scenario.title ?? ''})

| connections | p50 | p95 | p99 | req/s |
|---|---|---|---|---|
${environment.sweep.map(({ connections, result }) => `| ${connections} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.rps.toFixed(0)} |`).join('\n')}

## Scenarios and plans

${details.join('\n')}
`;
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const file = path.join(ROOT, 'bench', 'results', `restaurants-${date}.md`);
  writeFileSync(file, markdown);
  console.info(`\nReport written to ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
