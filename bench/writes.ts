// npm run bench:writes: 50 writers add reviews for 30 s through the API on
// PostgreSQL (a database of its own, created fresh and dropped after), each
// with allergens and a cuisine that moves its restaurant between facets, on
// 20 shared restaurants. Reports throughput, latency percentiles, errors
// (target 0) and a consistency check (every acknowledged review stored once,
// the counters equal a recount) to bench/results/writes-<date>.md. Not part
// of npm test. Settings: BENCH_WRITES_DATABASE_URL, BENCH_WRITERS, BENCH_SECONDS.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { databaseName, maintenanceUrl } from './bench-config';
import { startBenchServer, waitForHealth } from './bench-server';

const DATABASE_URL = process.env.BENCH_WRITES_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/allerguida_bench_writes';
const WRITERS = Number(process.env.BENCH_WRITERS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 30);
const RESTAURANTS = 20;
const CUISINES = ['pizza', 'sushi', 'vegan', 'italian', 'pesce', 'giapponese'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const name = databaseName(DATABASE_URL);
  const maintenance = new pg.Client({ connectionString: maintenanceUrl(DATABASE_URL) });
  await maintenance.connect();
  await maintenance.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await maintenance.query(`CREATE DATABASE ${name}`);
  const loadBefore = os.loadavg();
  const { server, baseUrl, log } = await startBenchServer(DATABASE_URL);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await waitForHealth(baseUrl, server);
    await db.connect();
    const restaurantIds = (
      await db.query<{ id: string }>(
        `INSERT INTO restaurants (name, sort_name, address, city, cuisine_type)
         SELECT 'Banco ' || n, 'banco ' || lpad(n::text, 2, '0'), 'Via Prova ' || n, (ARRAY['Milano', 'Roma', 'Napoli'])[n % 3 + 1], 'pizza'
         FROM generate_series(1, ${RESTAURANTS}) n RETURNING id`,
      )
    ).rows.map((row) => row.id);
    const allergenIds = (await db.query<{ id: string }>(`SELECT id FROM allergens ORDER BY name LIMIT 6`)).rows.map((row) => row.id);
    const tokens: string[] = [];
    for (let index = 0; index < WRITERS; index += 1) {
      const response = await fetch(`${baseUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `writer-${index}-${randomUUID()}@bench.test`, password: `pw-${randomUUID()}` }),
      });
      tokens.push(((await response.json()) as { access_token: string }).access_token);
    }

    const latencies: number[] = [];
    const errors = new Map<string, number>();
    const acknowledged = new Set<string>();
    let requests = 0;
    const started = Date.now();
    const stopAt = started + SECONDS * 1000;
    await Promise.all(
      tokens.map(async (token, writer) => {
        for (let sequence = 0; Date.now() < stopAt; sequence += 1) {
          const id = randomUUID();
          const body = {
            id,
            restaurant_id: restaurantIds[(writer * 7 + sequence) % RESTAURANTS],
            rating: 'good',
            cuisine_type: CUISINES[(writer + sequence) % CUISINES.length],
            cleanliness_rating: 4,
            customer_attention_rating: 4,
            menu_flexibility_rating: 3,
            allergen_indication: 'yes',
            comment: `Banco di prova ${writer}/${sequence}`,
            allergen_ids: allergenIds.filter((_, index) => (writer + sequence + index) % 3 === 0),
            photo_urls: [],
          };
          const begin = performance.now();
          requests += 1;
          try {
            const response = await fetch(`${baseUrl}/rest/v1/reviews`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(body),
            });
            await response.arrayBuffer();
            latencies.push(performance.now() - begin);
            if (response.status === 201 || response.status === 200) acknowledged.add(id);
            else errors.set(String(response.status), (errors.get(String(response.status)) ?? 0) + 1);
          } catch (error) {
            const key = (error as Error).message;
            errors.set(key, (errors.get(key) ?? 0) + 1);
          }
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    const loadAfter = os.loadavg();

    const stored = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM reviews')).rows[0]!.n);
    const storedAcknowledged = Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM reviews WHERE id = ANY($1::uuid[])', [[...acknowledged]])).rows[0]!.n,
    );
    const counters = `SELECT json_build_object(
        'stats', (SELECT json_agg(s ORDER BY s.restaurant_id) FROM restaurant_stats s WHERE s.review_count > 0),
        'allergens', (SELECT json_agg(a ORDER BY a.restaurant_id, a.allergen_id) FROM restaurant_allergen_stats a),
        'facets', (SELECT json_agg(f ORDER BY f.kind, f.key) FROM restaurant_facets f WHERE f.restaurant_count <> 0))::text AS value`;
    const incremental = (await db.query<{ value: string }>(counters)).rows[0]!.value;
    await db.query('BEGIN');
    await db.query('SELECT restaurant_stats_rebuild()');
    const recounted = (await db.query<{ value: string }>(counters)).rows[0]!.value;
    await db.query('ROLLBACK');
    const isConsistent = incremental === recounted && stored === acknowledged.size && storedAcknowledged === acknowledged.size;

    const sorted = [...latencies].sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
    const date = new Date().toISOString().slice(0, 10);
    const report = `# Write bench, ${date}

\`npm run bench:writes\`: ${WRITERS} writers, each adding reviews one after another for ${SECONDS} s
through \`POST /rest/v1/reviews\` (client-generated id, 0–2 of 6 allergens, a cuisine that
changes on every review so restaurants keep moving between cuisine facets) on ${RESTAURANTS}
shared restaurants, PostgreSQL 127.0.0.1:5432 (database \`${name}\`, created fresh), one server process.

| figure | value |
|---|---|
| requests | ${requests} in ${elapsed.toFixed(1)} s |
| throughput | ${(acknowledged.size / elapsed).toFixed(1)} reviews/s acknowledged |
| latency p50 / p95 / p99 / max | ${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} / ${(sorted.at(-1) ?? 0).toFixed(1)} ms |
| errors | ${errorCount}${errorCount ? ` (${[...errors].map(([key, count]) => `${key}: ${count}`).join(', ')})` : ''} |
| reviews acknowledged / stored | ${acknowledged.size} / ${stored} (acknowledged and found: ${storedAcknowledged}) |
| counters equal a recount (restaurant_stats_rebuild, rolled back) | ${incremental === recounted ? 'yes' : 'NO'} |
| consistency check | ${isConsistent ? 'passed' : 'FAILED'} |

Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), shared with other work:
load average ${loadBefore.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min) before the run,
${loadAfter.map((value) => value.toFixed(2)).join(' / ')} after. The server, PostgreSQL and the
${WRITERS} writers share these cores, so the figures are a floor, not a capacity.
`;
    const file = `bench/results/writes-${date}.md`;
    writeFileSync(file, report);
    console.log(report);
    console.log(`written to ${file}`);
    if (!isConsistent || errorCount > 0) process.exitCode = 1;
  } catch (error) {
    console.error(log.join(''));
    throw error;
  } finally {
    await db.end().catch(() => undefined);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await maintenance.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await maintenance.end();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:writes failed: ${(error as Error).message}`);
  process.exit(1);
});
