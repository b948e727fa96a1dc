// How `npm run cluster` starts (cluster.ts, #40 item 7): each piece is waited
// on through its own readiness (each instance's /health/ready, then HAProxy's
// own /haproxy/ready, which needs both instances up), on a machine whose cores
// are kept busy too; a piece that fails is named, with its exit code or last
// answer and its last output lines. Needs TEST_DATABASE_URL and Debian's haproxy.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/test/test-app';
import { withDatabaseName } from '../server/test/test-database';
import {
  DEFAULT_CHECK_TIMEOUT_MS,
  DEFAULT_STARTUP_TIMEOUT_MS,
  findHaproxy,
  HAPROXY_READY_PATH,
  HEALTH_CHECK_PATH,
  haproxyConfig,
  startCluster,
} from './cluster';

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `allerguida_cluster_start_${randomBytes(6).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'allerguida-cluster-start-'));
const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir };

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in instance whose readiness answers 200 after `delayMs`, as a busy machine's did; 404 elsewhere. */
async function slowInstance(delayMs: number): Promise<{ port: number; close: () => void }> {
  const server = http.createServer((request, response) => {
    if (request.url !== HEALTH_CHECK_PATH) return void response.writeHead(404).end();
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { port: (server.address() as net.AddressInfo).port, close };
}

const ports = async () => ({ port: await freePort(), instancePorts: [await freePort(), await freePort()] as [number, number] });
const startFailure = (error: unknown) => (error instanceof Error ? error.message : `resolved: ${String(error)}`);

beforeAll(async () => {
  if (!adminUrl) throw new Error('The cluster tier needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on)');
  await admin(`CREATE DATABASE ${databaseName}`);
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

describe('starting the cluster', () => {
  const databaseUrl = () => withDatabaseName(adminUrl!, databaseName);

  it('gives HAProxy a health-check timeout of its own and a readiness of its own', () => {
    expect([DEFAULT_STARTUP_TIMEOUT_MS, DEFAULT_CHECK_TIMEOUT_MS]).toEqual([300_000, 5_000]);
    const config = haproxyConfig(8000, [8001, 8002], { checkTimeoutMs: 7_000 });
    expect(config).toContain('timeout check 7000ms');
    expect(config).toContain(`monitor-uri ${HAPROXY_READY_PATH}`);
    expect(config).toContain('monitor fail if { nbsrv(instances) lt 2 }');
  });

  it('keeps instances whose health checks answer in 1.5 s up: HAProxy stays ready and forwards', async () => {
    // The failed starts: HAProxy gave a check the 1 s interval, marked both
    // instances down and answered 503 until the cluster's wait ran out.
    const instances = await Promise.all([slowInstance(1_500), slowInstance(1_500)]);
    const port = await freePort();
    const configPath = path.join(dataDir, 'slow-haproxy.cfg');
    writeFileSync(configPath, haproxyConfig(port, instances.map((instance) => instance.port), { checkTimeoutMs: DEFAULT_CHECK_TIMEOUT_MS }));
    const haproxy = spawn(findHaproxy()!, ['-f', configPath, '-db'], { stdio: 'ignore' });
    try {
      const url = `http://127.0.0.1:${port}`;
      const status = (requestPath: string) => fetch(`${url}${requestPath}`).then((answer) => answer.status, () => 0);
      while ((await status(HAPROXY_READY_PATH)) === 0) await sleep(100);
      // Several check intervals: long enough for two failed checks in a row (fall 2).
      const seen: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        seen.push(await status(HAPROXY_READY_PATH), await status(HEALTH_CHECK_PATH));
        await sleep(500);
      }
      expect(seen).toEqual(seen.map(() => 200));
    } finally {
      haproxy.kill('SIGKILL');
      for (const instance of instances) instance.close();
    }
  }, 60_000);

  it('names an instance that exits while starting, with its exit code and its last lines', async () => {
    const error = await startCluster({ databaseUrl: databaseUrl(), ...(await ports()), env: { ...ENV, SHUTDOWN_TIMEOUT_MS: 'soon' } }).then(
      startFailure,
      startFailure,
    );
    expect(error).toMatch(/^instance-[12] exited with code 1 while starting\nits last lines:\n/);
    expect(error).toContain('SHUTDOWN_TIMEOUT_MS');
  }, 60_000);

  it('names a piece that is not ready in time, with its last answer', async () => {
    const error = await startCluster({ databaseUrl: databaseUrl(), ...(await ports()), env: ENV, startupTimeoutMs: 1 }).then(
      startFailure,
      startFailure,
    );
    expect(error).toMatch(/^instance-[12] did not answer \/health\/ready within 0 s \(last answer: [^)]+; CLUSTER_STARTUP_TIMEOUT_MS sets the wait\)/);
  }, 60_000);

  it('starts while both cores are kept busy, HAProxy ready once it sees both instances', async () => {
    // Busy loops for the two cores, as the machine of the failed starts.
    const burners = Array.from({ length: 2 }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    try {
      const cluster = await startCluster({ databaseUrl: databaseUrl(), ...(await ports()), env: ENV });
      try {
        expect((await fetch(`${cluster.url}${HAPROXY_READY_PATH}`)).status).toBe(200);
        const servedBy = new Set<string>();
        for (let i = 0; i < 4; i += 1) {
          const answer = await fetch(`${cluster.url}/health/ready`);
          expect(answer.status).toBe(200);
          servedBy.add(answer.headers.get('x-served-by') ?? '');
        }
        expect([...servedBy].sort()).toEqual(['instance-1', 'instance-2']);
      } finally {
        await cluster.stop();
      }
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
    }
  }, 300_000);

  it('names HAProxy when it cannot take its port, with its exit code and its last lines', async () => {
    const chosen = await ports();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(chosen.port, '127.0.0.1', resolve));
    try {
      const error = await startCluster({ databaseUrl: databaseUrl(), ...chosen, env: ENV }).then(startFailure, startFailure);
      expect(error).toMatch(/^haproxy exited with code [1-9]\d* while starting\nits last lines:\n/);
      expect(error).toMatch(/bind/i);
    } finally {
      squatter.close();
    }
  }, 180_000);
});
