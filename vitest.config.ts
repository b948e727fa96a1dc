import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { tailwindClassGroups } from './scripts/tailwind-class-groups';

const root = import.meta.dirname;
const alias = { '@domain': path.join(root, 'domain'), '@web': path.join(root, 'web') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one on the
    // two-core CI machines, where the API files then ran one at a time. Each
    // API file opens its own database (ADR 002), so two run side by side.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        resolve: { alias },
        // web/lib/cn.ts reads the class groups the build computes.
        plugins: [tailwindClassGroups([path.join(root, 'web'), path.join(root, 'domain')])],
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // Two files share the two cores (maxWorkers): the map's 'clusters' test,
          // which writes a few hundred venues, took 45 s so on a loaded machine.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Files run in parallel forks (maxWorkers above), each on its own database.
          pool: 'forks',
          // A fork runs file after file with the modules it has loaded (PGlite's
          // WebAssembly, Fastify, the server's own) instead of a new process per
          // file: each file still builds its own server on its own database, and no
          // API test mocks a module or stubs a global (ADR 002).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Two server processes behind HAProxy on PostgreSQL (scripts/test.sh runs it with TEST_DATABASE_URL).
          name: 'cluster',
          include: ['cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
