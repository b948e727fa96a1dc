// npm run bench:alerts: reaction reports on venues saved by 10, 1,000 and
// 10,000 users, each with a Web Push device on a fake push service on
// 127.0.0.1, with two server instances (two alert workers) on one PostgreSQL
// (a database of its own, created fresh). Measures the reporter's request
// latency (the bell rows are written in that request's transaction), the time
// from the report to the last push accepted, and pushes per second. Writes
// bench/results/alerts-<date>.md. Not part of npm test. Settings:
// BENCH_ALERTS_DATABASE_URL, BENCH_ALERTS_SAVERS (comma list), BENCH_ALERTS_PORT (first of three ports).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { startFakePushService } from '../server/test/fake-push-service';
import { databaseName, maintenanceUrl } from './bench-config';
import { startBenchServer, waitForHealth } from './bench-server';

const DATABASE_URL = process.env.BENCH_ALERTS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/allerguida_bench_alerts';
const SAVERS = (process.env.BENCH_ALERTS_SAVERS || '10,1000,10000').split(',').map(Number);
const FIRST_PORT = Number(process.env.BENCH_ALERTS_PORT || 3936);

async function main() {
  const name = databaseName(DATABASE_URL);
  const maintenance = new pg.Client({ connectionString: maintenanceUrl(DATABASE_URL) });
  await maintenance.connect();
  await maintenance.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await maintenance.query(`CREATE DATABASE ${name}`);
  const pushService = await startFakePushService(FIRST_PORT + 2);
  pushService.countOnly = true;
  const env = { WEB_PUSH_EXTRA_SERVICES: `${pushService.url}/`, ALERTS_POLL_MS: '100' };
  const first = await startBenchServer(DATABASE_URL, env, FIRST_PORT);
  await waitForHealth(first.baseUrl, first.server);
  const second = await startBenchServer(DATABASE_URL, env, FIRST_PORT + 1);
  await waitForHealth(second.baseUrl, second.server);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const loadBefore = os.loadavg();
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const allergenId = (await db.query<{ id: string }>(`SELECT id FROM allergens ORDER BY name LIMIT 1`)).rows[0]!.id;
  const rows: string[] = [];
  try {
    for (const savers of SAVERS) {
      const restaurantId = (
        await db.query<{ id: string }>(
          `INSERT INTO restaurants (name, sort_name, address, city) VALUES ($1, lower($1), 'Via Prova 1', 'Milano') RETURNING id`,
          [`Banco ${savers}`],
        )
      ).rows[0]!.id;
      await db.query(
        `WITH saver AS (INSERT INTO users (email) SELECT 'saver-' || $1 || '-' || n || '@bench.test' FROM generate_series(1, $1::int) n RETURNING id),
           saved AS (INSERT INTO saved_restaurants (user_id, restaurant_id) SELECT id, $2 FROM saver)
         INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
         SELECT id, $3 || '/push/' || $1 || '-' || id, $4, $5 FROM saver`,
        [savers, restaurantId, pushService.url, p256dh, auth],
      );
      const signup = await fetch(`${first.baseUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `reporter-${savers}-${randomUUID()}@bench.test`, password: `pw-${randomUUID()}` }),
      });
      const token = ((await signup.json()) as { access_token: string }).access_token;
      const prefix = `/push/${savers}-`;
      const before = pushService.received.length;
      const started = Date.now();
      const response = await fetch(`${first.baseUrl}/rest/v1/restaurants/${restaurantId}/incidents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ allergen_ids: [allergenId], severity: 'mild', meal_date: new Date().toISOString().slice(0, 10), staff_informed: false }),
      });
      const requestMs = Date.now() - started;
      if (response.status !== 201) throw new Error(`report answered ${response.status}: ${await response.text()}`);
      const bell = Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM notifications WHERE restaurant_id = $1`, [restaurantId])).rows[0]!.n,
      );
      const deadline = Date.now() + 10 * 60_000;
      let mine = pushService.received.slice(before).filter((push) => push.path.startsWith(prefix));
      while (mine.length < savers && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mine = pushService.received.slice(before).filter((push) => push.path.startsWith(prefix));
      }
      const unique = new Set(mine.map((push) => push.path)).size;
      const firstAt = Math.min(...mine.map((push) => push.at));
      const lastAt = Math.max(...mine.map((push) => push.at));
      const rate = mine.length > 1 ? Math.round((mine.length / Math.max(1, lastAt - firstAt)) * 1000) : mine.length;
      const workers = (
        await db.query<{ claimed_by: string; n: string }>(
          `SELECT o.claimed_by, count(*) AS n FROM alert_outbox o JOIN notifications n ON n.id = o.notification_id WHERE n.restaurant_id = $1 GROUP BY 1`,
          [restaurantId],
        )
      ).rows.map((row) => row.n).join(' + ');
      const row = `| ${savers} | ${requestMs} | ${bell} | ${mine.length} (${unique} distinct) | ${lastAt - started} | ${firstAt - started} | ${rate} | ${workers} |`;
      rows.push(row);
      console.log(row);
    }
  } finally {
    await db.end();
    first.server.kill('SIGTERM');
    second.server.kill('SIGTERM');
    await pushService.close();
    await maintenance.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await maintenance.end();
  }
  const date = new Date().toISOString().slice(0, 10);
  const report = `# Alerts benchmark, ${date}

\`npm run bench:alerts\`: for each row, a restaurant saved by N users, each with
one Web Push device on a fake push service on 127.0.0.1 (it answers 201 and
counts; it does not decrypt, to leave the CPU to the server). One reaction
report through the API; two server instances (two alert workers) on one
PostgreSQL 15, all on this machine (${os.cpus().length} cores, shared; load
before: ${loadBefore.map((value) => value.toFixed(2)).join(' ')}). Worker settings: poll 100 ms, batches of
200, 50 sends at once per worker.

| savers N | reporter request (ms) | bell rows after the response | pushes received | report → last push (ms) | report → first push (ms) | pushes/s (first → last) | sent by worker 1 + 2 |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

The bell rows are written by the report's own transaction (one INSERT … SELECT
with the outbox rows in the same statement), so the time from the report to the
last bell row is at most the request's latency.
`;
  writeFileSync(new URL(`./results/alerts-${date}.md`, import.meta.url), report);
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
