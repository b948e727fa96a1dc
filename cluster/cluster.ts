// Two server instances on one PostgreSQL behind HAProxy, as a production
// deployment with several instances runs (README, Several instances). Used by
// `npm run cluster` (cluster/run.ts) and by the cluster test tier.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
/** What HAProxy asks each instance before sending it traffic: it answers only when its database does. */
export const HEALTH_CHECK_PATH = '/health/ready';
/**
 * HAProxy's own readiness: 200 once it listens and sees both instances up
 * (its health checks passed), 503 before. Answered by HAProxy, never forwarded.
 */
export const HAPROXY_READY_PATH = '/haproxy/ready';
/**
 * How long each piece may take to become ready (CLUSTER_STARTUP_TIMEOUT_MS).
 * Generous: on a busy two-core machine an instance's start (tsx, migrations
 * on an empty database) took minutes.
 */
export const DEFAULT_STARTUP_TIMEOUT_MS = 300_000;
/**
 * How long HAProxy waits for one health check's answer (CLUSTER_CHECK_TIMEOUT_MS).
 * Without it HAProxy allows the check interval, 1 s, which a busy machine
 * overran: both instances went down and HAProxy never became ready (#40, item 7).
 */
export const DEFAULT_CHECK_TIMEOUT_MS = 5_000;

export type ClusterOptions = {
  databaseUrl: string;
  /** HAProxy listens here; the instances on the two instance ports. */
  port: number;
  instancePorts: [number, number];
  /** Extra environment for both instances (on top of this process's). */
  env?: Record<string, string>;
  /** Where each line of the instances' and HAProxy's output goes. */
  onOutput?: (source: string, line: string) => void;
  /** Per piece (each instance, then HAProxy); DEFAULT_STARTUP_TIMEOUT_MS when absent. */
  startupTimeoutMs?: number;
  /** HAProxy's wait for one health check; DEFAULT_CHECK_TIMEOUT_MS when absent. */
  checkTimeoutMs?: number;
};

export type Instance = { name: string; url: string; process: ChildProcess; output: string[] };

export type Cluster = {
  /** HAProxy's address: what users and the load balancer's clients use. */
  url: string;
  instances: [Instance, Instance];
  stop: () => Promise<void>;
};

export const INSTANCE_NAMES = ['instance-1', 'instance-2'] as const;

export const HAPROXY_MISSING = 'HAProxy is missing. Install it once with: sudo apt-get update && sudo apt-get install -y haproxy';

/** Debian installs HAProxy in /usr/sbin, which a non-root PATH may lack. */
export function findHaproxy(): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  return folders
    .map((folder) => path.join(folder, 'haproxy'))
    .find((candidate) => {
      try {
        accessSync(candidate, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/**
 * Starts both instances at the same moment (on an empty database they race to
 * migrate it; the migration lock lets one do it), waits until each answers its
 * own readiness probe, then puts HAProxy in front of them and waits until
 * HAProxy sees both up. A piece that exits or does not become ready in time
 * fails the start with its name, its exit code or last answer, and its last
 * output lines.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxyBinary = findHaproxy();
  if (!haproxyBinary) throw new Error(HAPROXY_MISSING);
  const url = `http://127.0.0.1:${options.port}`;
  const instances = INSTANCE_NAMES.map((name, index) => {
    const port = options.instancePorts[index]!;
    return startInstance(name, port, options, url);
  }) as [Instance, Instance];
  const workDir = mkdtempSync(path.join(tmpdir(), 'allerguida-cluster-'));
  let haproxy: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all([...instances.map((instance) => instance.process), ...(haproxy ? [haproxy] : [])].map(stopProcess));
    rmSync(workDir, { recursive: true, force: true });
  };
  const timeoutMs = options.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS;
  try {
    await Promise.all(instances.map((instance) => waitUntilReady(instance, HEALTH_CHECK_PATH, timeoutMs)));
    const configPath = path.join(workDir, 'haproxy.cfg');
    writeFileSync(
      configPath,
      haproxyConfig(options.port, options.instancePorts, { checkTimeoutMs: options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS }),
    );
    haproxy = spawn(haproxyBinary, ['-f', configPath, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const haproxyOutput: string[] = [];
    forwardLines(haproxy, (line) => {
      haproxyOutput.push(line);
      options.onOutput?.('haproxy', line);
    });
    await waitUntilReady({ name: 'haproxy', url, process: haproxy, output: haproxyOutput }, HAPROXY_READY_PATH, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, instances, stop };
}

function startInstance(name: string, port: number, options: ClusterOptions, siteUrl: string): Instance {
  const child = spawn(TSX, ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // Links in emails and redirects name the load balancer, not one instance.
      SITE_URL: siteUrl,
      ...process.env,
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  const output: string[] = [];
  forwardLines(child, (line) => {
    output.push(line);
    options.onOutput?.(name, line);
  });
  return { name, url: `http://127.0.0.1:${port}`, process: child, output };
}

/**
 * Round robin over both instances, each checked every second on
 * HEALTH_CHECK_PATH, with `checkTimeoutMs` for an answer. Every answer says
 * which instance gave it (X-Served-By). WebSockets (/realtime/v1) pass through
 * and may stay open for an hour idle. HAPROXY_READY_PATH is HAProxy's own
 * readiness.
 */
export function haproxyConfig(port: number, instancePorts: readonly number[], { checkTimeoutMs }: { checkTimeoutMs: number }): string {
  return `global
  maxconn 1024

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check ${checkTimeoutMs}ms
  option forwardfor

frontend allerguida
  bind 127.0.0.1:${port}
  monitor-uri ${HAPROXY_READY_PATH}
  monitor fail if { nbsrv(instances) lt ${instancePorts.length} }
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET ${HEALTH_CHECK_PATH}
  http-check expect status 200
  http-response set-header X-Served-By %[srv_name]
${instancePorts.map((instancePort, index) => `  server ${INSTANCE_NAMES[index]} 127.0.0.1:${instancePort} check inter 1s fall 2 rise 1`).join('\n')}
`;
}

function forwardLines(child: ChildProcess, onLine: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
}

/** The last lines a piece wrote, for the operator reading why it failed. */
const LAST_LINES = 20;

function lastLines(instance: Instance): string {
  return instance.output.length ? `\nits last lines:\n${instance.output.slice(-LAST_LINES).join('\n')}` : '\n(it wrote nothing)';
}

/** Polls `path` on the piece until it answers 200; fails at once if the piece exits. */
async function waitUntilReady(instance: Instance, readyPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastAnswer = 'no answer yet';
  for (;;) {
    const { exitCode, signalCode } = instance.process;
    if (exitCode !== null || signalCode !== null) {
      const how = exitCode !== null ? `with code ${exitCode}` : `on signal ${signalCode}`;
      throw new Error(`${instance.name} exited ${how} while starting${lastLines(instance)}`);
    }
    const isReady = await fetch(`${instance.url}${readyPath}`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => {
        lastAnswer = `HTTP ${response.status}`;
        return response.ok;
      },
      (error: unknown) => {
        lastAnswer = describeFetchError(error);
        return false;
      },
    );
    if (isReady) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${instance.name} did not answer ${readyPath} within ${Math.round(timeoutMs / 1000)} s (last answer: ${lastAnswer}; ` +
          `CLUSTER_STARTUP_TIMEOUT_MS sets the wait)${lastLines(instance)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code) return cause.code;
  return (error as Error).name === 'TimeoutError' ? 'no answer within 5 s' : (error as Error).message;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}
