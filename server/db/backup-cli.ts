// npm run db:backup [-- <file>]            the embedded database into one file
// npm run db:restore -- <file> [--replace]  a backup into DATA_DIR/db
// With DATABASE_URL the database is a PostgreSQL server: these print the
// pg_dump / pg_restore commands instead.
import path from 'node:path';
import { loadConfig } from '../config';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './backup';

const POSTGRES_RECIPE = `DATABASE_URL points at a PostgreSQL server; back it up with its own tools:
  pg_dump --format=custom --file=allerguida.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" allerguida.dump`;

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(POSTGRES_RECIPE);
    process.exitCode = 1;
    return;
  }
  const dataDir = path.join(config.dataDir, 'db');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = files[0] ?? path.join('backups', `allerguida-${stamp}.tar.gz`);
    const bytes = await backupEmbeddedDatabase(dataDir, file);
    console.info(`Backed up ${dataDir} to ${file} (${Math.ceil(bytes / 1024)} KB).`);
    return;
  }
  if (command === 'restore' && files.length === 1) {
    const { movedAside } = await restoreEmbeddedDatabase(files[0]!, dataDir, { replace: args.includes('--replace') });
    if (movedAside) console.info(`The database that was in ${dataDir} is now in ${movedAside}.`);
    console.info(`Restored ${files[0]} into ${dataDir}. Start the server: migrations newer than the backup run then.`);
    return;
  }
  console.error('Usage: npm run db:backup [-- <file>] | npm run db:restore -- <file> [--replace]');
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  // One clear line for the operator, not a stack trace.
  console.error((error as Error).message);
  process.exit(1);
});
