import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way (web -> domain, server -> domain) and features stay
// independent of each other; see docs/architecture.md. The features are the
// folders of web/features, so a new one is covered the day it appears. A page
// or a part that composes several features lives in web/app/routes, which
// may import any feature and which no feature imports.
const FEATURES = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// SQL (tagged sql`…`, .execute(…), drizzle's query builder) lives in
// *.repository.ts: routes stay thin and services hold the rules.
const SQL_OUTSIDE_REPOSITORIES = [
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in *.repository.ts' },
  { selector: "CallExpression[callee.property.name='execute']", message: 'SQL lives in *.repository.ts' },
  {
    selector: "CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete)$/][callee.object.name=/^(db|tx|database|executor)$/]",
    message: 'drizzle queries live in *.repository.ts',
  },
];

// Errors come from the one table of server/http/app-error.ts (status, code and
// message in one place): appError('restaurant_not_found'), never by hand.
const APP_ERROR_BY_HAND = {
  selector: "NewExpression[callee.name='AppError']",
  message: "Make API errors with appError('code') from server/http/app-error.ts",
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'android/', 'ios/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Resolves extensionless, `@web/…` and `@domain/…` imports as TypeScript
    // does: without it the boundary rules below skip every such import.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './domain', from: ['./server', './web'], message: 'domain/ is pure and shared' },
            { target: './web', from: './server', message: 'web must not import server code' },
            { target: './server', from: './web', message: 'server must not import web code' },
            ...FEATURES.map((feature) => ({
              target: `./web/features/${feature}`,
              from: './web/features',
              except: [`./${feature}`],
              message: 'a feature does not import another feature: compose them in web/app/routes',
            })),
            { target: './web/features', from: './web/app/routes', message: 'a feature does not import the pages that compose features' },
            { target: './web/lib', from: './web/features', message: 'web/lib is shared by every feature and imports none of them' },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.repository.ts', 'server/db/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SQL_OUTSIDE_REPOSITORIES, APP_ERROR_BY_HAND],
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: 'SQL lives in *.repository.ts', allowTypeImports: true }] }],
    },
  },
  {
    // API files share their worker's loaded modules (isolate: false in
    // vitest.config.ts, ADR 002): a mocked module or a stubbed global would
    // reach the files that run after it.
    files: ['server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share their worker process: build what the test needs (a fake server, a config) instead',
        })),
      ],
    },
  },
  {
    files: ['server/http/app-error.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_OUTSIDE_REPOSITORIES] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // sonner loads with the first toast (web/lib/toast.ts), never with the start-up code.
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', message: "Use toast from '@web/lib/toast'.", allowTypeImports: true }] }],
    },
  },
  {
    files: ['web/components/ui/sonner-toaster.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/main.ts', 'server/**/cli.ts', 'server/db/seed-demo.ts'],
    rules: { 'no-console': 'off' },
  },
);
