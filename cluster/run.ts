// `npm run cluster`: two instances on the PostgreSQL of DATABASE_URL behind
// HAProxy on PORT (default 3000), the instances on PORT+1 and PORT+2. Stops
// everything on Ctrl-C. CLUSTER_STARTUP_TIMEOUT_MS (each piece's wait to be
// ready) and CLUSTER_CHECK_TIMEOUT_MS (HAProxy's health-check answer) tune the
// start on a slow machine.
import { findHaproxy, HAPROXY_MISSING, startCluster } from './cluster';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  fail('npm run cluster needs DATABASE_URL: several instances share one PostgreSQL server (the embedded database serves one process).');
}
if (!findHaproxy()) fail(HAPROXY_MISSING);

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65533) fail(`PORT must be a port number (got ${process.env.PORT}).`);

/** A positive whole number of milliseconds from the environment, else undefined (the default). */
function milliseconds(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) fail(`${name} must be a number of milliseconds (got ${value}).`);
  return parsed;
}

const cluster = await startCluster({
  databaseUrl,
  port,
  instancePorts: [port + 1, port + 2],
  startupTimeoutMs: milliseconds('CLUSTER_STARTUP_TIMEOUT_MS'),
  checkTimeoutMs: milliseconds('CLUSTER_CHECK_TIMEOUT_MS'),
  // The instances' JSON log lines, each tagged with the instance that wrote it.
  onOutput: (source, line) => console.info(`[${source}] ${line}`),
}).catch((error: unknown) => fail(`The cluster did not start: ${(error as Error).message}`));

console.info(`
AllerGuida cluster ready: ${cluster.url} (HAProxy, round robin)
${cluster.instances.map((instance) => `  ${instance.name}: ${instance.url}`).join('\n')}
Every answer names its instance in the X-Served-By header. Ctrl-C stops everything.
`);

let isStopping = false;
const stop = async () => {
  if (isStopping) return;
  isStopping = true;
  await cluster.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
for (const instance of cluster.instances) {
  instance.process.once('exit', (code) => {
    if (isStopping) return;
    console.error(`${instance.name} stopped (exit code ${code}); stopping the cluster.`);
    void cluster.stop().then(() => process.exit(1));
  });
}
