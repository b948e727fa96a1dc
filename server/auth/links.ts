// Emailed links and one-time codes: token hashes, PKCE, the redirect allow-list
// and the URLs GET /verify answers with (docs/auth-api.md#links).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { authErrors } from './auth.errors';

export const PKCE_PREFIX = 'pkce_';

/** Types accepted in emailed links (`GET /verify?type=`). */
export const EMAIL_LINK_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change'] as const;
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number];

/** A 6-digit one-time code, as in the emails' `{{ .Token }}` and in SMS. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** hex(SHA-224(address + otp)): what a typed code is checked against (GoTrue's token hash). */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224').update(address + otp).digest('hex');
}

/**
 * The secret an emailed link carries (`token_hash` or `token` in its query), in
 * the shape of GoTrue's token hash but random: derived from the address and the
 * code, it would let anyone knowing the address try every code through links,
 * where the per-code limit does not count.
 */
export function generateLinkToken(pkce: boolean): string {
  return (pkce ? PKCE_PREFIX : '') + randomBytes(28).toString('hex');
}

/** What is stored of a link's secret: a leaked table gives no working link. */
export function linkHash(linkToken: string): string {
  return createHash('sha256').update(linkToken).digest('hex');
}

export type PkceParams = { challenge: string; method: 's256' | 'plain' };

const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/** Validates the optional PKCE pair; null means implicit flow. */
export function parsePkceParams(challenge: string | null | undefined, method: string | null | undefined): PkceParams | null {
  const hasChallenge = typeof challenge === 'string' && challenge !== '';
  const hasMethod = typeof method === 'string' && method !== '';
  if (!hasChallenge && !hasMethod) return null;
  if (!hasChallenge || !hasMethod) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalisedMethod = method.toLowerCase();
  if (normalisedMethod !== 's256' && normalisedMethod !== 'plain') {
    throw authErrors.validation('code challenge method not supported');
  }
  if (!CHALLENGE_PATTERN.test(challenge)) {
    throw authErrors.validation('code challenge has to be between 43 and 128 characters and contain only unreserved characters');
  }
  return { challenge, method: normalisedMethod };
}

export function isCodeVerifierValid(verifier: string, challenge: string, method: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---------------------------------------------------------------- redirects

/**
 * An allow-list entry, `scheme://host[:port][/path]`, in parts. Globs: in the
 * host `*` stands for part of one DNS label and `?` for one label character;
 * in the path `*` stays within a segment and `**` crosses segments; a port
 * of `*` is any port.
 */
type RedirectPattern = { scheme: string; host: RegExp; hostHasGlob: boolean; port: RegExp; path: RegExp };

const PATTERN_SHAPE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(\/[^?#]*)?$/i;
const LABEL_CHAR = '[a-z0-9-]';
const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

function globSource(glob: string, one: string, many: string, crossing: string): string {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += crossing;
      i += 1;
    } else if (char === '*') {
      source += many;
    } else if (char === '?') {
      source += one;
    } else {
      source += escapeRegExp(char);
    }
  }
  return source;
}

const patternCache = new Map<string, RedirectPattern | null>();

function parsePattern(pattern: string): RedirectPattern | null {
  if (patternCache.has(pattern)) return patternCache.get(pattern)!;
  const match = PATTERN_SHAPE.exec(pattern.trim());
  let parsed: RedirectPattern | null = null;
  if (match) {
    const [, scheme = '', authority = '', path = '/'] = match;
    const portAt = authority.startsWith('[') ? authority.indexOf(':', authority.indexOf(']')) : authority.lastIndexOf(':');
    const host = (portAt === -1 ? authority : authority.slice(0, portAt)).toLowerCase();
    const port = portAt === -1 ? '' : authority.slice(portAt + 1);
    const label = `${LABEL_CHAR}*`;
    parsed = {
      scheme: `${scheme.toLowerCase()}:`,
      // `**` in a host still stays within one label: hosts never match across dots.
      host: new RegExp(`^${globSource(host, LABEL_CHAR, label, label)}$`),
      hostHasGlob: /[*?]/.test(host),
      port: new RegExp(`^${port === '*' ? '\\d*' : escapeRegExp(port)}$`),
      path: new RegExp(`^${globSource(path, '[^/]', '[^/]*', '.*')}$`),
    };
  }
  patternCache.set(pattern, parsed);
  return parsed;
}

/** An IPv4 or IPv6 literal, as WHATWG URL parsing leaves it (e.g. `3232235777` becomes `192.168.1.1`). */
const isIpLiteral = (hostname: string) => hostname.startsWith('[') || /^[0-9.]+$/.test(hostname);

/**
 * Matches the parsed URL part by part, never the raw string: a glob must not
 * reach across `?`, `@` or `\\` into another host.
 */
function matchesPattern(url: URL, pattern: string): boolean {
  const parsed = parsePattern(pattern);
  if (!parsed || url.protocol !== parsed.scheme) return false;
  if (parsed.hostHasGlob && isIpLiteral(url.hostname)) return false;
  return parsed.host.test(url.hostname.toLowerCase()) && parsed.port.test(url.port) && parsed.path.test(url.pathname || '/');
}

/** The allowed target as a normalised URL, or null. */
function allowedRedirect(config: Config, candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  // Userinfo has no use in a redirect and only serves to disguise the host.
  if (url.username || url.password) return null;
  // Anything on the site's own origin is fine; other targets must be allow-listed.
  const isSiteOrigin = url.origin !== 'null' && url.origin === new URL(config.siteUrl).origin;
  if (isSiteOrigin || config.additionalRedirectUrls.some((pattern) => matchesPattern(url, pattern))) return url.href;
  return null;
}

/** The `redirect_to` to use: the requested one when allowed, otherwise SITE_URL. */
export function resolveRedirect(config: Config, requested: string | null | undefined): string {
  return (requested && allowedRedirect(config, requested)) || config.siteUrl;
}

function verifyLink(config: Config, token: string, type: EmailLinkType, redirectTo: string): string {
  const params = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${config.apiExternalUrl}/verify?${params.toString()}`;
}

/**
 * The emailed link of a PKCE request: straight to the app's `redirect_to` with
 * `token_hash` and `type`, which the app turns into a session with POST /verify
 * (auth-js `verifyOtp({ token_hash, type })`, Supabase's token-hash email
 * template). Unlike GET /verify's `?code=`, it needs no code verifier, so the
 * link works in whatever browser or device opens it; and a mail scanner that
 * only fetches the page cannot spend it.
 */
function appLink(token: string, type: EmailLinkType, redirectTo: string): string {
  return withQuery(redirectTo, { token_hash: token, type });
}

/** The link an email carries: the app's token-hash link for PKCE requests, GoTrue's GET /verify otherwise. */
export function emailLink(config: Config, token: string, type: EmailLinkType, redirectTo: string): string {
  return token.startsWith(PKCE_PREFIX) ? appLink(token, type, redirectTo) : verifyLink(config, token, type, redirectTo);
}

/** Replaces the URL's fragment with these parameters. */
export function withFragment(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  parsed.hash = new URLSearchParams(params).toString();
  return parsed.toString();
}

/** Merges these parameters into the URL's query. */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

/** OAuth-style `error` value for an HTTP status (docs/auth-api.md#links). */
export function oauthErrorForStatus(status: number): string {
  if (status === 401) return 'unauthorized_client';
  if (status === 403) return 'access_denied';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}
