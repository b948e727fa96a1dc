// npm run bench:alerts: reaction reports on venues saved by 10, 1,000 and
// 10,000 users, each with a Web Push device on a fake push service on
// 127.0.0.1, with two server instances (two alert workers) on one PostgreSQL
// (a database of its own, created fresh). Measures the reporter's request
// latency (the request queues one fan-out job; the fan-out writes the bell
// rows after it), the time from the report to the last bell row and to the
// last push accepted, pushes per second, and how many messages needed more
// than one attempt (what a push received twice comes from). Writes
// bench/results/alerts-<date><BENCH_ALERTS_SUFFIX>.md. Not part of npm test. Settings:
// BENCH_ALERTS_DATABASE_URL, BENCH_ALERTS_SAVERS (comma list), BENCH_ALERTS_PORT (first of three ports).
import { spawnSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { busiestProcesses, machineProbe } from '../scripts/machine-probe';
import { startFakePushService } from '../server/test/fake-push-service';
import { databaseName, maintenanceUrl } from './bench-config';
import { startBenchServer, waitForHealth } from './bench-server';

const DATABASE_URL = process.env.BENCH_ALERTS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/allerguida_bench_alerts';
const SAVERS = (process.env.BENCH_ALERTS_SAVERS || '10,1000,10000').split(',').map(Number);
const FIRST_PORT = Number(process.env.BENCH_ALERTS_PORT || 3936);
const SUFFIX = process.env.BENCH_ALERTS_SUFFIX ?? '';

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
  const probeOfMachine = machineProbe();
  const busiestBefore = busiestProcesses();
  const loadBefore = os.loadavg();
  const cpuBefore = process.cpuUsage();
  const wallBefore = Date.now();
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
      const bellCount = async () =>
        Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM notifications WHERE restaurant_id = $1`, [restaurantId])).rows[0]!.n);
      const bell = await bellCount();
      const deadline = Date.now() + 10 * 60_000;
      // The last bell row: the commit of the job's last batch (done_at; a bell row's created_at is the report's time, the job's).
      const jobDoneAt = async () =>
        (
          await db.query<{ at: string | null }>(
            `SELECT (extract(epoch FROM max(done_at)) * 1000)::bigint AS at FROM alert_fanout_jobs WHERE restaurant_id = $1 HAVING bool_and(done_at IS NOT NULL)`,
            [restaurantId],
          )
        ).rows[0]?.at;
      while (!(await jobDoneAt()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      const bellDoneAt = Number(await jobDoneAt());
      if ((await bellCount()) !== savers) throw new Error(`expected ${savers} bell rows, found ${await bellCount()}`);
      const jobWorkers = (
        await db.query<{ n: string }>(`SELECT count(DISTINCT claimed_by) AS n FROM alert_fanout_jobs WHERE restaurant_id = $1`, [restaurantId])
      ).rows[0]!.n;
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
      // A push sent twice is one the worker gave up on (its time limit) after the push service had it, then retried.
      const retried = (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM alert_outbox o JOIN notifications n ON n.id = o.notification_id WHERE n.restaurant_id = $1 AND o.attempts > 1`,
          [restaurantId],
        )
      ).rows[0]!.n;
      const row = `| ${savers} | ${requestMs} | ${bell} | ${bellDoneAt - started} (${jobWorkers} worker) | ${mine.length} (${unique} distinct) | ${lastAt - started} | ${firstAt - started} | ${rate} | ${workers} | ${retried} |`;
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
  const loadAfter = os.loadavg();
  const cpu = process.cpuUsage(cpuBefore);
  const wallSeconds = (Date.now() - wallBefore) / 1000;
  const date = new Date().toISOString().slice(0, 10);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const report = `# Alerts benchmark, ${date}

\`npm run bench:alerts\`: for each row, a restaurant saved by N users, each with
one Web Push device on a fake push service on 127.0.0.1 (it answers 201 and
counts; it does not decrypt, to leave the CPU to the server). One reaction
report through the API; two server instances (two alert workers) on one
PostgreSQL, all on this machine (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, shared with other work; load
average (1, 5, 15 min) before: ${loadBefore.map((value) => value.toFixed(2)).join(' ')}, after: ${loadAfter.map((value) => value.toFixed(2)).join(' ')};
busiest processes before: ${busiestBefore}). Commit ${commit}. What the machine charges for
memory and system calls (\`scripts/machine-probe.ts\`, before the runs): ${probeOfMachine}.
The run took ${wallSeconds.toFixed(0)} s; the benchmark process itself (fake push service and
polling) used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU. Worker settings: poll 100 ms, batches of
200, 50 sends at once per worker; fan-out batches of ${process.env.ALERTS_FANOUT_BATCH_SIZE ?? 1000} savers per transaction.

| savers N | reporter request (ms) | bell rows at the response | report → last bell row committed (ms) | pushes received | report → last push (ms) | report → first push (ms) | pushes/s (first → last) | sent by worker 1 + 2 | messages sent after a retry |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

The report's transaction queues one fan-out job (alert_fanout_jobs) whatever
the number of savers; the fan-out of whichever instance claims it first (both
hear of it by LISTEN/NOTIFY at commit) writes the bell rows and the outbox rows
in batches of INSERT … SELECT, one transaction per batch. "Report → last bell
row" is the job's done_at, the commit of its last batch.
`;
  writeFileSync(new URL(`./results/alerts-${date}${SUFFIX}.md`, import.meta.url), report);
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
