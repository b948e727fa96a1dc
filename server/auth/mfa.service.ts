// TOTP multi-factor authentication: enrol, challenge, verify (aal2), unenrol
// (docs/auth-api.md#mfa). SHA-1, 6 digits, 30 s period, ±1 step of clock skew.
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AuthContext, RequestMeta } from './auth.context';
import { authErrors } from './auth.errors';
import {
  clearFactorFailures,
  deleteChallenge,
  deleteFactor,
  deleteOtherUnverifiedFactors,
  downgradeSessionsOfFactor,
  findChallengeForUpdate,
  findFactor,
  insertChallenge,
  insertFactor,
  markChallengeVerified,
  markFactorVerified,
  recordFactorFailure,
  touchFactorChallenged,
} from './mfa.repository';
import { noteSessionsRevoked } from './caller-cache';
import { findSession, updateSession } from './sessions.repository';
import { rotateSessionToken, tokenResponse, type BearerAuth, type TokenResponse } from './sessions.service';
import { listFactors } from './users.repository';
import { isUuid } from '../../domain/schemas/common';

export const MAX_FACTORS = 10;
export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes in a row after which a factor refuses every code for FACTOR_LOCK_SECONDS. */
export const MAX_FACTOR_FAILURES = 5;
export const FACTOR_LOCK_SECONDS = 300;
const FRIENDLY_NAME_MAX = 100;

const totpFor = (secret: string, issuer: string, label: string) =>
  new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

async function loadFactor(ctx: AuthContext, auth: BearerAuth, factorId: string) {
  const factor = isUuid(factorId) ? await findFactor(ctx.db, auth.user.id, factorId) : undefined;
  if (!factor) throw authErrors.mfaFactorNotFound();
  return factor;
}

export async function enrollFactor(
  ctx: AuthContext,
  auth: BearerAuth,
  input: { factor_type?: string | null; friendly_name?: string | null; issuer?: string | null },
) {
  const factorType = input.factor_type ?? '';
  if (factorType === 'phone' || factorType === 'webauthn') throw authErrors.mfaFactorTypeDisabled(factorType);
  if (factorType !== 'totp') throw authErrors.validation('factor_type needs to be totp');
  const friendlyName = input.friendly_name?.trim() || null;
  if (friendlyName && friendlyName.length > FRIENDLY_NAME_MAX) {
    throw authErrors.validation(`friendly_name cannot be longer than ${FRIENDLY_NAME_MAX} characters`);
  }
  const issuer = input.issuer?.trim() || ctx.config.appName;

  const factors = await listFactors(ctx.db, auth.user.id);
  if (factors.length >= MAX_FACTORS) throw authErrors.tooManyFactors();
  if (factors.some((factor) => factor.status === 'verified') && auth.session.aal !== 'aal2') {
    throw authErrors.insufficientAal(422, 'AAL2 required to enroll a new factor');
  }
  if (friendlyName && factors.some((factor) => factor.friendlyName === friendlyName)) {
    throw authErrors.mfaFactorNameConflict(friendlyName);
  }

  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, auth.user.email || auth.user.phone || auth.user.id).toString();
  // auth-js puts qr_code after `data:image/svg+xml;utf-8,` unencoded, so a `#` would end the
  // image's URL: colours by name, as GoTrue's SVG has them (docs/auth-api.md#mfa).
  const qrCode = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
    .replaceAll('"#ffffff"', '"white"')
    .replaceAll('"#000000"', '"black"');
  const factor = await insertFactor(ctx.db, { userId: auth.user.id, friendlyName, factorType: 'totp', secret });
  return {
    id: factor.id,
    type: 'totp' as const,
    friendly_name: factor.friendlyName ?? '',
    totp: { qr_code: qrCode, secret, uri },
  };
}

export async function challengeFactor(ctx: AuthContext, auth: BearerAuth, factorId: string, meta: RequestMeta) {
  const factor = await loadFactor(ctx, auth, factorId);
  const now = ctx.now();
  const challenge = await ctx.db.transaction(async (tx) => {
    const created = await insertChallenge(tx, { factorId: factor.id, ipAddress: meta.ip }, now);
    await touchFactorChallenged(tx, factor.id, now);
    return created;
  });
  return {
    id: challenge.id,
    type: 'totp' as const,
    expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
  };
}

export async function verifyFactor(
  ctx: AuthContext,
  auth: BearerAuth,
  factorId: string,
  input: { challenge_id?: string | null; code?: string | null },
  meta: RequestMeta,
): Promise<TokenResponse> {
  const factor = await loadFactor(ctx, auth, factorId);
  const challengeId = input.challenge_id ?? '';
  const code = (input.code ?? '').trim();
  if (!isUuid(challengeId)) {
    throw authErrors.mfaVerificationFailed('MFA factor with the provided challenge ID not found');
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Locked row: concurrent wrong codes are all counted.
    const current = await findFactor(tx, auth.user.id, factor.id, { forUpdate: true });
    if (!current) return { error: authErrors.mfaFactorNotFound() };
    if (current.lockedUntil && current.lockedUntil > now) {
      return { error: authErrors.mfaVerificationRejected(Math.ceil((current.lockedUntil.getTime() - now.getTime()) / 1000)) };
    }
    const challenge = await findChallengeForUpdate(tx, factor.id, challengeId);
    if (!challenge || challenge.verifiedAt) {
      return { error: authErrors.mfaVerificationFailed('MFA factor with the provided challenge ID not found') };
    }
    if (challenge.createdAt.getTime() + CHALLENGE_TTL_SECONDS * 1000 < now.getTime()) {
      await deleteChallenge(tx, challenge.id);
      return { error: authErrors.mfaChallengeExpired(challenge.id) };
    }
    if (challenge.ipAddress && meta.ip && challenge.ipAddress !== meta.ip) return { error: authErrors.mfaIpMismatch() };
    const totp = totpFor(factor.secret ?? '', ctx.config.appName, auth.user.id);
    const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now.getTime(), window: 1 }) : null;
    if (delta === null) {
      await recordFactorFailure(tx, factor.id, {
        maxFailures: MAX_FACTOR_FAILURES,
        lockUntil: new Date(now.getTime() + FACTOR_LOCK_SECONDS * 1000),
      });
      return { error: authErrors.mfaVerificationFailed('Invalid TOTP code entered') };
    }

    await clearFactorFailures(tx, factor.id);
    await markChallengeVerified(tx, challenge.id, now);
    if (factor.status !== 'verified') {
      await markFactorVerified(tx, factor.id, now);
      await deleteOtherUnverifiedFactors(tx, auth.user.id, factor.id);
    }
    const session = await findSession(tx, auth.session.id, { forUpdate: true });
    if (!session) return { error: authErrors.sessionNotFound() };
    const amr = [...session.amr, { method: 'totp', timestamp: Math.floor(now.getTime() / 1000) }];
    const updated = await updateSession(tx, session.id, { aal: 'aal2', factorId: factor.id, amr, updatedAt: now });
    const refreshToken = await rotateSessionToken(tx, ctx, updated);
    return { issued: { userId: auth.user.id, session: updated, refreshToken } };
  });
  if ('error' in outcome) throw outcome.error;
  // The user may now need aal2 everywhere: callers cached at aal1 are checked again.
  if (factor.status !== 'verified') noteSessionsRevoked();
  return tokenResponse(ctx, outcome.issued);
}

export async function unenrollFactor(ctx: AuthContext, auth: BearerAuth, factorId: string) {
  const factor = await loadFactor(ctx, auth, factorId);
  if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
    throw authErrors.insufficientAal(422, 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await downgradeSessionsOfFactor(tx, factor.id, ctx.now());
  });
  return { id: factor.id };
}
