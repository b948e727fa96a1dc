// The API as the benchmarks run it: its own process on a free port of
// 127.0.0.1, over the bench database, rate limits off, sign-ups confirmed at
// once. Shared by bench/run.ts and bench/map-browser.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on now (server/test/test-app.ts has its own; it imports vitest). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type BenchServer = { server: ChildProcess; baseUrl: string; port: number; log: string[] };

/** Starts server/main.ts on `port` (else a free one); `env` adds to (or overrides) the bench settings. */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<BenchServer> {
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: baseUrl,
      RATE_LIMITS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      AUTH_AUTOCONFIRM: 'true',
      JWT_EXP: '86400',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { server, baseUrl, port, log };
}

export async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  // A fresh database's migrations on a loaded shared machine can take minutes.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`bench: the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('bench: the server did not become healthy within 180 s');
}
