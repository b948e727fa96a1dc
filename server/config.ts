// Every environment variable the server reads, parsed once. Defaults give a
// working local install; production refuses to start without real mail and URL.
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_NAME: z.string().min(1).default('AllerGuida'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  SITE_URL: optionalUrl,
  ADDITIONAL_REDIRECT_URLS: z.string().default(''),
  API_EXTERNAL_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_AUTOCONFIRM: booleanFromEnv,
  JWT_EXP: z.coerce.number().int().min(60).max(86400).default(3600),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('AllerGuida <no-reply@allerguida.local>'),
  LEGAL_CONTACT_EMAIL: z.string().email().default('legal@allerguida.it'),
  RATE_LIMITS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  CORS_ORIGINS: z.string().default(''),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appName: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  additionalRedirectUrls: string[];
  apiExternalUrl: string;
  logLevel: string;
  authAutoconfirm: boolean;
  jwtExpSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  legalContactEmail: string;
  rateLimitsEnabled: boolean;
  corsOrigins: string[];
};

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && (!e.SMTP_URL || !e.SITE_URL)) {
    // The dev mailbox hands out sign-in links, so production must deliver real mail.
    throw new ConfigError('NODE_ENV=production requires SMTP_URL and SITE_URL to be set.');
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appName: e.APP_NAME,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    additionalRedirectUrls: list(e.ADDITIONAL_REDIRECT_URLS),
    apiExternalUrl: (e.API_EXTERNAL_URL ?? `${siteUrl}/auth/v1`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    authAutoconfirm: e.AUTH_AUTOCONFIRM,
    jwtExpSeconds: e.JWT_EXP,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    legalContactEmail: e.LEGAL_CONTACT_EMAIL,
    rateLimitsEnabled: e.RATE_LIMITS_ENABLED,
    corsOrigins: list(e.CORS_ORIGINS),
  };
}
