// Prepares one migrated, seeded database template per run, so each test file
// gets a fresh database in a fraction of a second instead of migrating again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedAllergenCatalogue } from '../allergens/allergens.repository';
import { randomBytes } from 'node:crypto';
import { testDatabaseKind, withDatabaseName, withoutCommitFlush } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A name of its own per run, so two runs on one server never drop each other's template.
    const templateName = `allerguida_template_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.query(withoutCommitFlush(templateName));
    const template = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, templateName) });
    await migrateDatabase(template);
    await seedAllergenCatalogue(template.db);
    await template.close();
    project.provide('pgliteTemplatePath', '');
    project.provide('postgresTemplateName', templateName);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
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
  project.provide('postgresTemplateName', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
