// Builds the real server on a fresh database and listens on 127.0.0.1, so tests
// talk HTTP to it exactly like the web app and auth-js do.
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type TestAppOptions = {
  webDistDir?: string | false;
  /** Opens the app's database instead of a fresh copy of the template (closed with the app). */
  openDatabase?: () => Promise<DatabaseHandle>;
  /** Receives the app's log lines (with LOG_LEVEL set in env). */
  logStream?: { write: (line: string) => void };
  onRoute?: AppDependencies['onRoute'];
  alertSenders?: AppDependencies['alertSenders'];
};

export async function createTestApp(
  env: Record<string, string> = {},
  { webDistDir = false, openDatabase, logStream, onRoute, alertSenders }: TestAppOptions = {},
): Promise<TestApp> {
  const database = openDatabase
    ? await openDatabase()
    : await openTestDatabase({
        pgliteTemplatePath: inject('pgliteTemplatePath'),
        postgresTemplateName: inject('postgresTemplateName'),
      });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    SITE_URL: baseUrl,
    // Uploaded photos go to a throwaway folder, never into the checkout's ./data.
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'allerguida-test-')),
    ...env,
  });
  const app = await buildApp({ config, database, webDistDir, logStream, onRoute, alertSenders });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
