// The architecture rules of eslint.config.js fire: a feature importing another
// feature (through the `@web/…` alias, which ESLint resolves only with the
// TypeScript resolver) or a page of the composition layer (web/app/routes,
// which itself may import any feature), shared web code (web/lib) importing a feature, SQL outside a *.repository.ts file and an API error
// made by hand instead of from server/http/app-error.ts's table fail lint, and
// so does an API test that mocks a module or stubs a global (its worker runs
// the next files with the same modules).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

// The first lint of a process loads the config and its plugins: seconds on a busy machine.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuse a feature importing another feature through @web/…', async () => {
    const code = "import { showAuthError } from '@web/features/auth/show-auth-error';\nexport const planted = showAuthError;\n";
    expect(await rulesBroken(code, 'web/features/about/planted.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*a feature does not import another feature/),
    ]);
  });

  it('accept a page of web/app/routes composing several features', async () => {
    const code = [
      "import { SaveButton } from '@web/features/saved/components/save-button';",
      "import { IncidentSection } from '@web/features/incidents/components/incident-section';",
      'export const planted = [SaveButton, IncidentSection];',
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'web/app/routes/planted-page.tsx')).toEqual([]);
  });

  it('refuse a feature importing a page of web/app/routes', async () => {
    const code = "import RestaurantDetailPage from '@web/app/routes/restaurant-detail-page';\nexport const planted = RestaurantDetailPage;\n";
    expect(await rulesBroken(code, 'web/features/restaurants/planted.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*a feature does not import the pages that compose features/),
    ]);
  });

  it('refuse shared web code (web/lib) importing a feature', async () => {
    const code = "import { showAuthError } from '@web/features/auth/show-auth-error';\nexport const planted = showAuthError;\n";
    expect(await rulesBroken(code, 'web/lib/planted.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*web\/lib is shared by every feature and imports none of them/),
    ]);
  });

  it('refuse web code importing the server by a relative, extensionless path', async () => {
    const code = "import { buildApp } from '../../server/app';\nexport const planted = buildApp;\n";
    expect(await rulesBroken(code, 'web/lib/planted.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*web must not import server code/),
    ]);
  });

  const sqlCode = [
    "import { sql } from 'drizzle-orm';",
    "import type { Database } from '../db/client';",
    'export const planted = (db: Database) => db.execute(sql`SELECT 1`);',
    '',
  ].join('\n');

  it('refuse SQL in a routes file', async () => {
    expect(await rulesBroken(sqlCode, 'server/stats/planted.routes.ts')).toEqual([
      'no-restricted-imports: \'drizzle-orm\' import is restricted from being used. SQL lives in *.repository.ts',
      'no-restricted-syntax: SQL lives in *.repository.ts',
      'no-restricted-syntax: SQL lives in *.repository.ts',
    ]);
  });

  it('accept the same SQL in a repository', async () => {
    expect(await rulesBroken(sqlCode, 'server/stats/planted.repository.ts')).toEqual([]);
  });

  it('refuse an API error made by hand instead of from the table', async () => {
    const code = [
      "import { AppError } from '../http/app-error';",
      "export const planted = () => new AppError(404, 'restaurant_not_found', () => 'Ristorante non trovato.');",
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'server/stats/planted.service.ts')).toEqual([
      "no-restricted-syntax: Make API errors with appError('code') from server/http/app-error.ts",
    ]);
  });

  it('refuse an API test mocking a module or stubbing a global, and leave unit tests free to', async () => {
    const code = [
      "import { vi } from 'vitest';",
      "vi.mock('../mail/mailer', () => ({}));",
      "vi.stubGlobal('fetch', () => undefined);",
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'server/mail/planted.test.ts')).toEqual([
      expect.stringMatching(/^no-restricted-properties: 'vi.mock' is restricted .*share their worker process/),
      expect.stringMatching(/^no-restricted-properties: 'vi.stubGlobal' is restricted .*share their worker process/),
    ]);
    expect(await rulesBroken(code, 'web/lib/planted.test.ts')).toEqual([]);
  });
});
