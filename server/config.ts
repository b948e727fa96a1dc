// Every environment variable the server reads, parsed once. Defaults give a
// working local install; production refuses to start without real mail and URL.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_RESEND_WAIT_SECONDS } from '../domain/limits';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GoTrue's secure password change: 24 h, as in its code (AUTH_PASSWORD_REAUTH_AFTER, docs/auth-api.md#user-changes). */
export const PASSWORD_REAUTH_AFTER_SECONDS = 24 * 60 * 60;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  // Which peers may set X-Forwarded-For: none by default, else a hop count or proxy addresses/CIDRs.
  TRUST_PROXY: z.string().default(''),
  APP_NAME: z.string().min(1).default('AllerGuida'),
  // The web app's Google Analytics id, also read here: its script must be allowed by the CSP.
  VITE_ANALYTICS_ID: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  SITE_URL: optionalUrl,
  ADDITIONAL_REDIRECT_URLS: z.string().default(''),
  API_EXTERNAL_URL: optionalUrl,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600000).default(10000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_AUTOCONFIRM: booleanFromEnv,
  JWT_EXP: z.coerce.number().int().min(60).max(86400).default(3600),
  AUTH_SESSION_RECHECK_MS: z.coerce.number().int().min(0).max(60000).default(5000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('AllerGuida <no-reply@allerguida.local>'),
  LEGAL_CONTACT_EMAIL: z.string().email().default('legal@allerguida.it'),
  RATE_LIMITS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  CORS_ORIGINS: z.string().default(''),
  // Auth (GoTrue-compatible /auth/v1; see docs/auth-api.md)
  AUTH_SECURE_EMAIL_CHANGE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  AUTH_DISABLE_SIGNUP: booleanFromEnv,
  AUTH_OTP_EXP: z.coerce.number().int().min(60).max(604800).default(3600),
  AUTH_FLOW_STATE_TTL: z.coerce.number().int().min(10).max(3600).default(300),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).default(10),
  AUTH_EMAIL_MAX_FREQUENCY: z.coerce.number().int().min(0).max(86400).default(EMAIL_RESEND_WAIT_SECONDS),
  AUTH_SMS_MAX_FREQUENCY: z.coerce.number().int().min(0).max(86400).default(60),
  AUTH_PASSWORD_REAUTH_AFTER: z.coerce.number().int().min(0).max(31536000).default(PASSWORD_REAUTH_AFTER_SECONDS),
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  ARGON2_MEMORY_COST: z.coerce.number().int().min(8).max(4194304).optional(),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).optional(),
  RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).max(86400).default(300),
  RATE_LIMIT_TOKEN: z.coerce.number().int().min(1).default(150),
  RATE_LIMIT_VERIFY: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_OTP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_MFA: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_EMAIL_SENT: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_EMAIL_SENT_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_EMAIL_SENT_NEW_ADDRESSES: z.coerce.number().int().min(1).optional(),
  // Photo storage: an S3-compatible bucket when S3_BUCKET is set, else files under DATA_DIR/storage
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Map, geocoding and places (docs/product.md#map, #geocoding, #places-search-and-import)
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  GEOCODER_URL: z.string().url().default('https://nominatim.openstreetmap.org/search'),
  GEOCODER_USER_AGENT: z.string().min(1).default('AllerGuida/1.0 (+https://allerguida.it; legal@allerguida.it)'),
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  GOOGLE_PLACES_API_KEY: z.string().default(''),
  GOOGLE_PLACES_URL: z.string().url().default('https://maps.googleapis.com/maps/api/place'),
  PLACES_NOMINATIM_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
  PLACES_OVERPASS_URL: z.string().url().default('https://overpass-api.de/api/interpreter'),
  // The alerts worker (docs/architecture.md#alerts)
  ALERTS_WORKER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  ALERTS_POLL_MS: z.coerce.number().int().min(10).max(60000).default(1000),
  ALERTS_SEND_TIMEOUT_MS: z.coerce.number().int().min(50).max(120000).default(10000),
  ALERTS_LEASE_MS: z.coerce.number().int().min(100).max(3600000).default(120000),
  ALERTS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3600000).default(10000),
  // The fan-out of one alert to its recipients, out of the writer's request (migration 0031).
  ALERTS_FANOUT_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  ALERTS_FANOUT_BATCH_SIZE: z.coerce.number().int().min(1).max(50000).default(1000),
  ALERTS_FANOUT_LEASE_MS: z.coerce.number().int().min(100).max(3600000).default(60000),
  // Web Push (README "Web Push"): the VAPID key pair, else made at first start and kept in the database.
  WEB_PUSH_PUBLIC_KEY: z.string().default(''),
  WEB_PUSH_PRIVATE_KEY: z.string().default(''),
  WEB_PUSH_SUBJECT: z.string().default(''),
  // Push services besides the browsers' own, as URL prefixes (tests: a fake one on 127.0.0.1).
  WEB_PUSH_EXTRA_SERVICES: z.string().default(''),
  PLACES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  PLACES_CACHE_SECONDS: z.coerce.number().int().min(0).max(2592000).default(86400),
  // Native app links (README, Native apps): the site vouches for the app, so emailed links open it.
  NATIVE_APP_ID: z.string().regex(/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/).default('it.allerguida.app'),
  ANDROID_CERT_SHA256: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((fingerprint) => fingerprint.trim().toUpperCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'a SHA-256 fingerprint, AB:CD:… (32 bytes)'))),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^([A-Z0-9]{10})?$/, 'ten capital letters or digits')
    .default(''),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * Fastify's trustProxy: false (the socket address is the client), a number of
   * proxy hops, or the proxies' addresses/CIDRs. Every per-IP limit keys on the result.
   */
  trustProxy: false | number | string[];
  appName: string;
  /** The web app was built with VITE_ANALYTICS_ID: gtag.js may load (after consent). */
  analyticsEnabled: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  additionalRedirectUrls: string[];
  apiExternalUrl: string;
  logLevel: string;
  /** On SIGTERM/SIGINT, how long running requests may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  authAutoconfirm: boolean;
  jwtExpSeconds: number;
  /** How long a verified access token is trusted before its session is looked up again (0: every request). */
  authSessionRecheckMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  legalContactEmail: string;
  rateLimitsEnabled: boolean;
  /** What /.well-known serves for the native apps; nothing without a fingerprint or a team id. */
  appLinks: { appId: string; androidCertSha256: string[]; appleTeamId: string | undefined };
  corsOrigins: string[];
  /** Email changes need a click on a link sent to the old and to the new address. */
  authSecureEmailChange: boolean;
  authDisableSignup: boolean;
  /** Lifetime of emailed links and one-time codes. */
  authOtpExpSeconds: number;
  /** PKCE: how long an issued auth code can be exchanged. */
  authFlowStateTtlSeconds: number;
  /** A revoked refresh token presented again within this window is a concurrent refresh, not reuse. */
  authRefreshTokenReuseIntervalSeconds: number;
  /** Minimum gap between two emails of the same kind to one user (429 over_email_send_rate_limit). */
  authEmailMaxFrequencySeconds: number;
  authSmsMaxFrequencySeconds: number;
  /**
   * A password change from a session older than this needs the emailed
   * re-authentication code (`nonce`); GoTrue's secure password change.
   */
  authPasswordReauthAfterSeconds: number;
  /** 'outbox' is the only SMS provider: messages are stored and logged, never sent. */
  smsProvider: 'outbox';
  /** Argon2id cost; undefined fields mean the library defaults. */
  passwordHashing: { memoryCost?: number; timeCost?: number };
  /** Per-IP request limits of /auth/v1 (all off when rateLimitsEnabled is false). */
  authRateLimits: { windowSeconds: number; token: number; verify: number; otp: number; mfaPerMinute: number };
  /** Auth emails the whole project may send per clock hour, all instances together (429 over_email_send_rate_limit). */
  authEmailsPerHour: number;
  /** Shares of authEmailsPerHour (docs/auth-api.md#limits). */
  authEmailShares: { perClient: number; perAddress: number; newAddresses: number };
  /** Where photos live: files under DATA_DIR/storage, or an S3-compatible bucket (path-style URLs). */
  photoStorage:
    | { kind: 'local'; root: string }
    | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** Map tiles: a Leaflet URL template and its attribution (HTML), handed to the browser. */
  mapTiles: { url: string; attribution: string };
  /** Nominatim-compatible search endpoint; called at most once per minIntervalMs, with this User-Agent. */
  geocoder: { url: string; userAgent: string; minIntervalMs: number };
  /** Google Places when apiKey is set (it never reaches the browser), else OpenStreetMap (Nominatim + Overpass). */
  /** The alerts worker: off only where another process sends (never in production). */
  alerts: {
    workerEnabled: boolean;
    pollMs: number;
    sendTimeoutMs: number;
    leaseMs: number;
    retryBaseMs: number;
    /** The fan-out that expands one alert into its recipients' bell rows and outbox rows: off only where another process does it. */
    fanout: { enabled: boolean; batchSize: number; leaseMs: number };
  };
  /** VAPID keys from the environment (both or neither), the contact the push services see, and extra push services. */
  webPush: { publicKey: string | undefined; privateKey: string | undefined; subject: string; extraServices: string[] };
  places: {
    googleApiKey: string | undefined;
    googleUrl: string;
    nominatimUrl: string;
    overpassUrl: string;
    timeoutMs: number;
    cacheSeconds: number;
  };
};

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The origins the native shells load the app from (capacitor.config.ts):
 * iOS capacitor://localhost, Android https://localhost (and http://localhost
 * with the older androidScheme). Always allowed: the API is called with a
 * bearer token, never with cookies, so these origins gain nothing ambient.
 */
export const CAPACITOR_ORIGINS = ['capacitor://localhost', 'https://localhost', 'http://localhost'] as const;

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
  if (e.ALERTS_LEASE_MS <= e.ALERTS_SEND_TIMEOUT_MS) {
    throw new ConfigError('ALERTS_LEASE_MS must be longer than ALERTS_SEND_TIMEOUT_MS: a claimed alert must be sent before another worker may claim it.');
  }
  if (!e.WEB_PUSH_PUBLIC_KEY.trim() !== !e.WEB_PUSH_PRIVATE_KEY.trim()) {
    throw new ConfigError('WEB_PUSH_PUBLIC_KEY and WEB_PUSH_PRIVATE_KEY go together: set both, or neither to keep generated keys.');
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    appName: e.APP_NAME,
    analyticsEnabled: e.VITE_ANALYTICS_ID.trim() !== '',
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    additionalRedirectUrls: list(e.ADDITIONAL_REDIRECT_URLS),
    apiExternalUrl: (e.API_EXTERNAL_URL ?? `${siteUrl}/auth/v1`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    authAutoconfirm: e.AUTH_AUTOCONFIRM,
    jwtExpSeconds: e.JWT_EXP,
    authSessionRecheckMs: e.AUTH_SESSION_RECHECK_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    legalContactEmail: e.LEGAL_CONTACT_EMAIL,
    rateLimitsEnabled: e.RATE_LIMITS_ENABLED,
    corsOrigins: [...new Set([...CAPACITOR_ORIGINS, ...list(e.CORS_ORIGINS)])],
    authSecureEmailChange: e.AUTH_SECURE_EMAIL_CHANGE,
    authDisableSignup: e.AUTH_DISABLE_SIGNUP,
    authOtpExpSeconds: e.AUTH_OTP_EXP,
    authFlowStateTtlSeconds: e.AUTH_FLOW_STATE_TTL,
    authRefreshTokenReuseIntervalSeconds: e.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    authEmailMaxFrequencySeconds: e.AUTH_EMAIL_MAX_FREQUENCY,
    authSmsMaxFrequencySeconds: e.AUTH_SMS_MAX_FREQUENCY,
    authPasswordReauthAfterSeconds: e.AUTH_PASSWORD_REAUTH_AFTER,
    smsProvider: e.SMS_PROVIDER,
    // Tests hash many passwords: cheap parameters there, library defaults elsewhere.
    passwordHashing:
      e.NODE_ENV === 'test'
        ? { memoryCost: e.ARGON2_MEMORY_COST ?? 1024, timeCost: e.ARGON2_TIME_COST ?? 1 }
        : { memoryCost: e.ARGON2_MEMORY_COST, timeCost: e.ARGON2_TIME_COST },
    authRateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW,
      token: e.RATE_LIMIT_TOKEN,
      verify: e.RATE_LIMIT_VERIFY,
      otp: e.RATE_LIMIT_OTP,
      mfaPerMinute: e.RATE_LIMIT_MFA,
    },
    authEmailsPerHour: e.RATE_LIMIT_EMAIL_SENT,
    authEmailShares: {
      perClient: e.RATE_LIMIT_EMAIL_SENT_PER_CLIENT,
      perAddress: e.RATE_LIMIT_EMAIL_SENT_PER_ADDRESS,
      // Half the cap by default: the other half stays for mail to existing accounts.
      newAddresses: e.RATE_LIMIT_EMAIL_SENT_NEW_ADDRESSES ?? Math.ceil(e.RATE_LIMIT_EMAIL_SENT / 2),
    },
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    geocoder: { url: e.GEOCODER_URL, userAgent: e.GEOCODER_USER_AGENT, minIntervalMs: e.GEOCODER_MIN_INTERVAL_MS },
    alerts: {
      workerEnabled: e.ALERTS_WORKER_ENABLED,
      pollMs: e.ALERTS_POLL_MS,
      sendTimeoutMs: e.ALERTS_SEND_TIMEOUT_MS,
      leaseMs: e.ALERTS_LEASE_MS,
      retryBaseMs: e.ALERTS_RETRY_BASE_MS,
      fanout: { enabled: e.ALERTS_FANOUT_ENABLED, batchSize: e.ALERTS_FANOUT_BATCH_SIZE, leaseMs: e.ALERTS_FANOUT_LEASE_MS },
    },
    webPush: {
      publicKey: e.WEB_PUSH_PUBLIC_KEY.trim() || undefined,
      privateKey: e.WEB_PUSH_PRIVATE_KEY.trim() || undefined,
      subject: e.WEB_PUSH_SUBJECT.trim() || `mailto:${e.LEGAL_CONTACT_EMAIL}`,
      extraServices: list(e.WEB_PUSH_EXTRA_SERVICES),
    },
    places: {
      googleApiKey: e.GOOGLE_PLACES_API_KEY.trim() || undefined,
      googleUrl: e.GOOGLE_PLACES_URL.replace(/\/$/, ''),
      nominatimUrl: e.PLACES_NOMINATIM_URL.replace(/\/$/, ''),
      overpassUrl: e.PLACES_OVERPASS_URL,
      timeoutMs: e.PLACES_TIMEOUT_MS,
      cacheSeconds: e.PLACES_CACHE_SECONDS,
    },
    photoStorage: photoStorageOf(e),
    appLinks: { appId: e.NATIVE_APP_ID, androidCertSha256: e.ANDROID_CERT_SHA256, appleTeamId: e.APPLE_TEAM_ID || undefined },
  };
}

// proxy-addr's names for the private ranges, accepted as Fastify accepts them.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty (forwarded headers ignored), a hop count, or a comma list of
 * proxy addresses/CIDRs. `true` is refused: trusting every peer lets any client
 * pick the address that the per-IP limits count.
 */
export function parseTrustProxy(value: string): Config['trustProxy'] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const items = list(trimmed);
  const invalid = items.filter((item) => !isProxyAddress(item));
  if (invalid.length || items.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY: expected a hop count or proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1), got "${invalid.join(', ') || trimmed}".`,
    );
  }
  return items;
}

function photoStorageOf(e: z.infer<typeof envSchema>): Config['photoStorage'] {
  if (!e.S3_BUCKET) return { kind: 'local', root: path.join(e.DATA_DIR, 'storage') };
  if (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_BUCKET requires S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}
