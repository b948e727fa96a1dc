// GET /verify (emailed links, answered with 303 redirects) and POST /verify
// (codes typed by the user or token hashes), docs/auth-api.md#links and #endpoints.
import type { Transaction } from '../db/client';
import type { DbUser } from '../db/schema';
import { isAppError, type AppError } from '../http/app-error';
import type { AuthContext, RequestMeta } from './auth.context';
import { authErrors } from './auth.errors';
import { FLOW_METHOD_BY_TOKEN } from './auth.messages';
import { normaliseEmail, normalisePhone } from './addresses';
import {
  countCodeAttempt,
  deleteOneTimeTokens,
  findOneTimeToken,
  findOneTimeTokenForUpdate,
  issueAuthCode,
  type DbOneTimeToken,
  type OneTimeTokenKey,
  type OneTimeTokenType,
} from './links.repository';
import {
  EMAIL_LINK_TYPES,
  linkHash,
  oauthErrorForStatus,
  PKCE_PREFIX,
  resolveRedirect,
  tokenHash,
  withFragment,
  withQuery,
  type EmailLinkType,
} from './links';
import { isBanned, startSession, tokenResponse, type IssuedSession, type TokenResponse } from './sessions.service';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertIdentity,
  listIdentities,
  mergeIdentityData,
  updateUser,
  type UserPatch,
} from './users.repository';

const EMAIL_VERIFY_TYPES = ['email', ...EMAIL_LINK_TYPES] as const;
const PHONE_VERIFY_TYPES = ['sms', 'phone_change'] as const;
type VerifyType = (typeof EMAIL_VERIFY_TYPES)[number] | (typeof PHONE_VERIFY_TYPES)[number];

/** Which stored tokens a verification type may consume. */
const TOKENS_BY_TYPE: Record<VerifyType, readonly OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change_current', 'email_change_new'],
  email: ['confirmation', 'recovery', 'magiclink'],
  sms: ['sms'],
  phone_change: ['phone_change'],
};

/** Codes that may be typed for one address before its pending codes die (issue: guessing 6 digits). */
export const MAX_CODE_ATTEMPTS = 5;

export const EMAIL_CHANGE_FIRST_HALF_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type Verified = { kind: 'verified'; user: DbUser; tokenType: OneTimeTokenType } | { kind: 'email_change_pending' };

const isEmailVerifyType = (type: string): type is (typeof EMAIL_VERIFY_TYPES)[number] =>
  (EMAIL_VERIFY_TYPES as readonly string[]).includes(type);
const isPhoneVerifyType = (type: string): type is (typeof PHONE_VERIFY_TYPES)[number] =>
  (PHONE_VERIFY_TYPES as readonly string[]).includes(type);

function withProvider(user: DbUser, provider: string): Record<string, unknown> {
  const providers = Array.isArray(user.appMetadata.providers) ? (user.appMetadata.providers as unknown[]) : [];
  if (providers.includes(provider)) return user.appMetadata;
  return { ...user.appMetadata, provider: user.appMetadata.provider ?? provider, providers: [...providers, provider] };
}

/** Consumes the token and applies what it confirms. Throws otp_expired for unknown or expired tokens. */
async function consumeToken(
  tx: Transaction,
  ctx: AuthContext,
  key: OneTimeTokenKey,
  types: readonly OneTimeTokenType[],
  expiredError: () => AppError,
): Promise<Verified> {
  const now = ctx.now();
  const token = await findOneTimeTokenForUpdate(tx, key, types, MAX_CODE_ATTEMPTS);
  if (!token || token.createdAt.getTime() + ctx.config.authOtpExpSeconds * 1000 < now.getTime()) {
    throw expiredError();
  }
  const user = await findUserById(tx, token.userId, { forUpdate: true });
  if (!user) throw expiredError();
  if (isBanned(user, now)) throw authErrors.userBanned(403, user.bannedUntil);

  switch (token.tokenType) {
    case 'confirmation':
    case 'recovery':
    case 'magiclink':
      await deleteOneTimeTokens(tx, user.id, [token.tokenType]);
      return { kind: 'verified', user: await confirmAddress(tx, user, 'email', now), tokenType: token.tokenType };
    case 'sms':
      await deleteOneTimeTokens(tx, user.id, ['sms']);
      return { kind: 'verified', user: await confirmAddress(tx, user, 'phone', now), tokenType: 'sms' };
    case 'email_change_current':
    case 'email_change_new':
      return applyEmailChange(tx, ctx, user, token, expiredError);
    case 'phone_change':
      return applyPhoneChange(tx, user, expiredError, now);
    default:
      throw expiredError();
  }
}

async function confirmAddress(tx: Transaction, user: DbUser, provider: 'email' | 'phone', now: Date): Promise<DbUser> {
  const patch: UserPatch = { appMetadata: withProvider(user, provider) };
  if (provider === 'email' && !user.emailConfirmedAt) patch.emailConfirmedAt = now;
  if (provider === 'phone' && !user.phoneConfirmedAt) patch.phoneConfirmedAt = now;
  await mergeIdentityData(tx, user.id, provider, provider === 'email' ? { email_verified: true } : { phone_verified: true });
  return updateUser(tx, user.id, patch);
}

async function applyEmailChange(
  tx: Transaction,
  ctx: AuthContext,
  user: DbUser,
  token: DbOneTimeToken,
  expiredError: () => AppError,
): Promise<Verified> {
  const newEmail = user.emailChange;
  if (!newEmail) throw expiredError();
  const otherType = token.tokenType === 'email_change_new' ? 'email_change_current' : 'email_change_new';
  const other = await findOneTimeToken(tx, user.id, otherType);
  await deleteOneTimeTokens(tx, user.id, [token.tokenType]);
  if (ctx.config.authSecureEmailChange && other && user.emailChangeConfirmStatus === 0) {
    // First of the two links: remember it and wait for the other one.
    await updateUser(tx, user.id, { emailChangeConfirmStatus: 1 });
    return { kind: 'email_change_pending' };
  }
  const owner = await findUserByEmail(tx, newEmail);
  if (owner && owner.id !== user.id) throw authErrors.emailExists();
  const now = ctx.now();
  await deleteOneTimeTokens(tx, user.id, ['email_change_current', 'email_change_new']);
  const identities = await listIdentities(tx, user.id);
  if (identities.some((identity) => identity.provider === 'email')) {
    await mergeIdentityData(tx, user.id, 'email', { email: newEmail, email_verified: true });
  } else {
    await insertIdentity(tx, {
      userId: user.id,
      provider: 'email',
      providerId: user.id,
      identityData: { sub: user.id, email: newEmail, email_verified: true, phone_verified: false },
    });
  }
  const updated = await updateUser(tx, user.id, {
    email: newEmail,
    emailChange: null,
    emailChangeConfirmStatus: 0,
    emailConfirmedAt: now,
    appMetadata: withProvider(user, 'email'),
  });
  return { kind: 'verified', user: updated, tokenType: token.tokenType };
}

async function applyPhoneChange(tx: Transaction, user: DbUser, expiredError: () => AppError, now: Date): Promise<Verified> {
  const newPhone = user.phoneChange;
  if (!newPhone) throw expiredError();
  const owner = await findUserByPhone(tx, newPhone);
  if (owner && owner.id !== user.id) throw authErrors.phoneExists();
  await deleteOneTimeTokens(tx, user.id, ['phone_change']);
  const identities = await listIdentities(tx, user.id);
  if (identities.some((identity) => identity.provider === 'phone')) {
    await mergeIdentityData(tx, user.id, 'phone', { phone: newPhone, phone_verified: true });
  } else {
    await insertIdentity(tx, {
      userId: user.id,
      provider: 'phone',
      providerId: user.id,
      identityData: { sub: user.id, phone: newPhone, email_verified: false, phone_verified: true },
    });
  }
  const updated = await updateUser(tx, user.id, {
    phone: newPhone,
    phoneChange: null,
    phoneConfirmedAt: now,
    appMetadata: withProvider(user, 'phone'),
  });
  return { kind: 'verified', user: updated, tokenType: 'phone_change' };
}

// ---------------------------------------------------------------- GET /verify

export type LinkVerification = { token?: string; type?: string; redirect_to?: string };

/** Validates the query; these problems are answered as JSON 400, not as redirects. */
export function parseLinkQuery(query: LinkVerification): { token: string; type: EmailLinkType } {
  if (!query.token) throw authErrors.validation('Verify requires a token or a token hash');
  if (!query.type || !(EMAIL_LINK_TYPES as readonly string[]).includes(query.type)) {
    throw authErrors.validation('Verify requires a verification type');
  }
  return { token: query.token, type: query.type as EmailLinkType };
}

/** Returns the Location of the 303: a session, a PKCE code, a message or an error. */
export async function verifyLinkRedirect(
  ctx: AuthContext,
  query: LinkVerification,
  meta: RequestMeta,
): Promise<string> {
  const { token, type } = parseLinkQuery(query);
  const redirectTo = resolveRedirect(ctx.config, query.redirect_to);
  const isPkce = token.startsWith(PKCE_PREFIX);
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const verified = await consumeToken(tx, ctx, { linkHash: linkHash(token) }, TOKENS_BY_TYPE[type], authErrors.emailLinkExpired);
      if (verified.kind === 'email_change_pending') return { kind: 'message' as const };
      if (isPkce) {
        const method = FLOW_METHOD_BY_TOKEN[verified.tokenType] ?? 'email/signup';
        const code = await issueAuthCode(tx, verified.user.id, method, ctx.now());
        if (!code) throw authErrors.flowStateNotFound(422);
        return { kind: 'code' as const, code };
      }
      const issued = await startSession(tx, ctx, verified.user, { method: 'otp', meta });
      return { kind: 'session' as const, issued };
    });
    if (outcome.kind === 'message') {
      const params = { message: EMAIL_CHANGE_FIRST_HALF_MESSAGE, sb: '' };
      return withFragment(isPkce ? withQuery(redirectTo, { message: params.message }) : redirectTo, params);
    }
    if (outcome.kind === 'code') return withQuery(redirectTo, { code: outcome.code });
    const session = await tokenResponse(ctx, outcome.issued);
    return withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type,
    });
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    const params = {
      error: oauthErrorForStatus(error.status),
      error_code: error.code,
      error_description: error.message,
      sb: '',
    };
    return withFragment(isPkce ? withQuery(redirectTo, params) : redirectTo, params);
  }
}

// ---------------------------------------------------------------- POST /verify

export type OtpVerification = {
  type?: string | null;
  token?: string | null;
  token_hash?: string | null;
  email?: string | null;
  phone?: string | null;
};

export type OtpVerificationResult = TokenResponse | { msg: string; code: number };

export async function verifyOtp(
  ctx: AuthContext,
  input: OtpVerification,
  options: { redirectTo?: string; meta: RequestMeta },
): Promise<OtpVerificationResult> {
  const type = input.type ?? '';
  const hasToken = typeof input.token === 'string' && input.token !== '';
  const hasTokenHash = typeof input.token_hash === 'string' && input.token_hash !== '';
  if (hasToken === hasTokenHash) throw authErrors.validation('Verify requires either a token or a token hash');
  if (!isEmailVerifyType(type) && !isPhoneVerifyType(type)) {
    throw authErrors.validation(`Verify requires a verification type: ${type || 'none given'} is not supported`);
  }

  let key: OneTimeTokenKey;
  if (hasTokenHash) {
    if (input.email || input.phone || options.redirectTo) {
      throw authErrors.validation('Only the token_hash and type should be provided');
    }
    key = { linkHash: linkHash(input.token_hash!) };
  } else {
    let address: string;
    if (isEmailVerifyType(type)) {
      if (!input.email) throw authErrors.validation('Verify requires an email address for this type');
      address = normaliseEmail(input.email);
      const hash = tokenHash(address, input.token!.trim());
      key = { codeHashes: [hash, PKCE_PREFIX + hash] };
    } else {
      if (!input.phone) throw authErrors.validation('Verify requires a phone number for this type');
      address = normalisePhone(input.phone);
      key = { codeHashes: [tokenHash(address, input.token!.trim())] };
    }
    // Counted whatever address the request comes from: 6 digits are guessable otherwise.
    await countCodeAttempt(ctx.db, address, MAX_CODE_ATTEMPTS);
  }

  const outcome = await ctx.db.transaction(async (tx): Promise<IssuedSession | null> => {
    const verified = await consumeToken(tx, ctx, key, TOKENS_BY_TYPE[type], () => authErrors.otpExpired());
    if (verified.kind === 'email_change_pending') return null;
    const provider = verified.tokenType === 'sms' || verified.tokenType === 'phone_change' ? 'phone' : 'email';
    return startSession(tx, ctx, verified.user, { method: 'otp', meta: options.meta, provider });
  });
  if (!outcome) return { msg: EMAIL_CHANGE_FIRST_HALF_MESSAGE, code: 200 };
  return tokenResponse(ctx, outcome);
}
