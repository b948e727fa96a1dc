// `npm run user -- list | confirm <email> | delete <email> | role <email> <role> | service-key [--days N]`:
// account chores for the operator, on the same database the server uses (DATABASE_URL, or PGlite
// under DATA_DIR/db), migrated first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../config';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { isAppError } from '../http/app-error';
import { confirmAccount, deleteAccount, listAccounts } from './admin.service';
import { moderationMessages } from '../../domain/i18n/it/moderation';
import { ROLE_CHOICES, type RoleChoice } from '../../domain/moderation';
import { setUserRoleByEmail } from '../moderation/roles.service';
import { getSigningKeyStore } from './tokens';

const USAGE =
  'Uso: npm run user -- list | confirm <email> | delete <email> | role <email> moderator|admin|user | service-key [--days N]';

/** How long a service-role key lasts unless `--days` says otherwise. */
export const SERVICE_KEY_DEFAULT_DAYS = 365;
const SERVICE_KEY_MAX_DAYS = 3650;

/**
 * `service-key [--days N]`: mints a service-role key for the operator API
 * (docs/auth-api.md#operator-api), signed with the server's signing key. It is
 * printed here once and stored nowhere; nothing logs it.
 */
async function runServiceKeyCommand(db: Database, config: Config, options: string[], print: (line: string) => void): Promise<number> {
  const days = options.length === 0 ? SERVICE_KEY_DEFAULT_DAYS : options[0] === '--days' && /^\d+$/.test(options[1] ?? '') ? Number(options[1]) : NaN;
  if (options.length > 2 || !(days >= 1 && days <= SERVICE_KEY_MAX_DAYS)) {
    print(`Uso: npm run user -- service-key [--days N] (N da 1 a ${SERVICE_KEY_MAX_DAYS}, predefinito ${SERVICE_KEY_DEFAULT_DAYS})`);
    return 2;
  }
  const issuedAt = Math.floor(Date.now() / 1000);
  const lifetime = days * 86_400;
  const key = await getSigningKeyStore(db, config).signServiceKey(issuedAt, lifetime);
  const until = new Date((issuedAt + lifetime) * 1000).toISOString();
  print(`Chiave di servizio (role service_role), valida fino al ${until}. Non viene salvata: conservala in un luogo sicuro.`);
  print(key);
  return 0;
}

/** `role <email> moderator|admin|user`: the only way, with the admin API, to grant a staff role. */
async function runRoleCommand(db: Database, email: string | undefined, role: string | undefined, print: (line: string) => void): Promise<number> {
  if (!email || !ROLE_CHOICES.includes(role as RoleChoice)) {
    print(moderationMessages.roleUsage);
    return 2;
  }
  const result = await setUserRoleByEmail(db, email, role as RoleChoice);
  if (result === 'not_found') {
    print(moderationMessages.userNotFound(email));
    return 1;
  }
  print(result === 'done' ? moderationMessages.roleSet(email, role!) : moderationMessages.roleUnchanged(email, role!));
  return 0;
}

/** Runs one command; returns the process exit code. */
export async function runUserCommand(
  db: Database,
  args: string[],
  print: (line: string) => void,
  config?: Config,
): Promise<number> {
  const [command, email] = args;
  try {
    if (command === 'role') return await runRoleCommand(db, email, args[2], print);
    if (command === 'service-key') return await runServiceKeyCommand(db, config ?? loadConfig(), args.slice(1), print);
    if (command === 'list') {
      const accounts = await listAccounts(db);
      if (!accounts.length) print('Nessun utente.');
      for (const account of accounts) {
        print(
          [
            account.id,
            account.email ?? `+${account.phone ?? ''}`,
            account.isConfirmed ? 'confermato' : 'da confermare',
            `creato ${account.createdAt.toISOString()}`,
            `ultimo accesso ${account.lastSignInAt?.toISOString() ?? 'mai'}`,
          ].join('  '),
        );
      }
      return 0;
    }
    if ((command === 'confirm' || command === 'delete') && email) {
      const result = command === 'confirm' ? await confirmAccount(db, email) : await deleteAccount(db, email);
      const messages = {
        confirm: { done: `Email confermata: ${email}`, already_done: `Email già confermata: ${email}` },
        delete: { done: `Utente eliminato: ${email}`, already_done: `Utente eliminato: ${email}` },
      };
      if (result === 'not_found') {
        print(`Nessun utente con email ${email}`);
        return 1;
      }
      print(messages[command][result]);
      return 0;
    }
    print(USAGE);
    return 2;
  } catch (error) {
    if (isAppError(error)) {
      print(`${error.message}`);
      return 2;
    }
    throw error;
  }
}

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    await migrateDatabase(database);
    process.exitCode = await runUserCommand(database.db, process.argv.slice(2), (line) => console.log(line), config);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
