// Boots the server: config -> database (migrated, catalogue seeded) -> app -> listen.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client';
import { seedAllergenCatalogue } from './allergens/allergens.repository';
import { buildApp, WEB_DIST_DIR } from './app';
import { outboxExposureWarning } from './mail/dev-mailbox.routes';

async function main() {
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  } catch (error) {
    const where = config.databaseUrl ? new URL(config.databaseUrl).host : path.join(config.dataDir, 'db');
    throw new StartupError(`Cannot open the database at ${where}: ${(error as Error).message}`);
  }
  await migrateDatabase(database);
  await seedAllergenCatalogue(database.db);

  const app = await buildApp({ config, database });
  // Graceful stop: the listener closes at once (a load balancer's next probe
  // fails and new connections go elsewhere), requests already running finish,
  // WebSockets close with 1012 so clients reconnect to another instance, and
  // the pools close last. After SHUTDOWN_TIMEOUT_MS the process exits anyway.
  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down');
    // What was still running when the deadline came: the operator's clue (#40, item 7).
    let stage = 'closing the server';
    const deadline = setTimeout(() => {
      app.server.getConnections((_error, openConnections) => {
        app.log.error(
          { timeoutMs: config.shutdownTimeoutMs, stage, openConnections },
          'shutdown took too long: exiting with requests still running',
        );
        process.exit(1);
      });
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      stage = 'closing the database';
      await database.close();
    } catch (error) {
      app.log.error({ reason: (error as Error).message }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    // `npm run serve` serves an existing build and never builds one.
    app.log.warn(`No web app build in ${WEB_DIST_DIR}: only the API answers. Run \`npm run build\` first (\`npm start\` does both).`);
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.appName} ready on ${config.siteUrl} (database: ${database.kind})`);
  const exposure = outboxExposureWarning(config);
  if (exposure) app.log.warn(exposure);
}

class StartupError extends Error {}

main().catch((error: unknown) => {
  // One clear line for the operator, not a stack trace.
  const isExpected = error instanceof ConfigError || error instanceof StartupError;
  console.error(`${isExpected ? '' : 'Startup failed: '}${(error as Error).message}`);
  process.exit(1);
});
