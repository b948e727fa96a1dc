import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports flow one way (web -> domain, server -> domain) and features stay
// independent of each other; see docs/architecture.md.
const FEATURES = ['auth', 'home', 'about', 'legal', 'profile', 'consent', 'notifications', 'restaurants', 'reviews', 'my-restaurants', 'map', 'places', 'allergy-card'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'android/', 'ios/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
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
              message: 'a feature does not import another feature',
            })),
          ],
        },
      ],
    },
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
