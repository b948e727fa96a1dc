// The real server as its own process (`server/main.ts`, as `npm start` runs
// it), for tests of what only a process shows: that it stays alive, and how it
// stops on a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './test-app';

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** What the process wrote, for a failing test's message. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      SITE_URL: baseUrl,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'allerguida-process-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not become ready: ${output}`);
    const ready = await fetch(`${baseUrl}/health/ready`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, child, output: () => output, exited };
}
