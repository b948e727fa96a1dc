// Prepares one migrated, seeded database template per run, so each test file
// gets a fresh database in a fraction of a second instead of migrating again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedAllergenCatalogue } from '../allergens/allergens.repository';
import { TEMPLATE_DATABASE, testDatabaseKind, withDatabaseName } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, TEMPLATE_DATABASE) });
    await migrateDatabase(template);
    await seedAllergenCatalogue(template.db);
    await template.close();
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-test-'));
  const template = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(template);
  await seedAllergenCatalogue(template.db);
  const dump = await template.dumpDataDir!();
  await template.close();
  const templatePath = path.join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  return () => rmSync(dir, { recursive: true, force: true });
}
