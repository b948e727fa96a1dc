// The unit tier alone, for Stryker (`npm run test:mutation`): the mutated code
// (domain/ and the pure helpers of web/lib) is exercised by these tests; the
// API tier needs databases and a server and is not part of the mutation run.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { tailwindClassGroups } from './scripts/tailwind-class-groups';

const root = import.meta.dirname;

export default defineConfig({
  resolve: { alias: { '@domain': path.join(root, 'domain'), '@web': path.join(root, 'web') } },
  // web/lib/cn.ts reads the class groups the build computes, as in the unit project.
  plugins: [tailwindClassGroups([path.join(root, 'web'), path.join(root, 'domain')])],
  test: {
    include: ['domain/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
