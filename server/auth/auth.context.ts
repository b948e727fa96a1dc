// What the auth services need, built once per app: configuration, database,
// signing keys, password hasher, mail and SMS, logger and clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Language } from '../../domain/i18n/language';
import type { Database } from '../db/client';
import { createMailer, type Mailer } from '../mail/mailer';
import { createSmsProvider, type SmsProvider } from '../mail/sms';
import { DeliveryTiming } from './auth.messages';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import { getSigningKeyStore, type SigningKeyStore } from './tokens';

export type AuthContext = {
  config: Config;
  db: Database;
  keys: SigningKeyStore;
  passwords: PasswordHasher;
  mailer: Mailer;
  sms: SmsProvider;
  deliveryTiming: DeliveryTiming;
  log: FastifyBaseLogger;
  /** The clock; services never call `new Date()` themselves. */
  now: () => Date;
};

/**
 * Who made the request: stored on sessions and MFA challenges. Its language
 * (server/http/request-language.ts) words the messages it sends to an account
 * that never chose one (a sign-up's confirmation).
 */
export type RequestMeta = { ip: string | null; userAgent: string | null; language: Language };

export function createAuthContext(deps: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  now?: () => Date;
  mailer?: Mailer;
  sms?: SmsProvider;
}): AuthContext {
  const { config, db, log } = deps;
  return {
    config,
    db,
    log,
    keys: getSigningKeyStore(db, config),
    passwords: createPasswordHasher(config.passwordHashing),
    mailer: deps.mailer ?? createMailer({ config, db, log }),
    sms: deps.sms ?? createSmsProvider({ config, db, log }),
    deliveryTiming: new DeliveryTiming(),
    now: deps.now ?? (() => new Date()),
  };
}
