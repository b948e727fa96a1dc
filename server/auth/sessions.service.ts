// Sessions: creation, the token response, refresh-token rotation with reuse
// detection (docs/auth-api.md#refresh-tokens), bearer checks and sign-out.
import { randomBytes } from 'node:crypto';
import type { DbUser } from '../db/schema';
import type { Executor } from '../db/query';
import type { Transaction } from '../db/client';
import type { AppError } from '../http/app-error';
import type { AuthContext, RequestMeta } from './auth.context';
import { authErrors } from './auth.errors';
import {
  deleteSession,
  deleteUserSessions,
  findActiveRefreshToken,
  findRefreshToken,
  findRefreshTokenForUpdate,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeRefreshToken,
  revokeSessionTokens,
  updateSession,
  type DbSession,
} from './sessions.repository';
import { SERVICE_ROLE, USER_ROLE, type AccessTokenClaims, type AmrEntry } from './tokens';
import { loadUserWithRelations, userJson, type UserJson } from './user-view';
import { findUserById, touchIdentitySignIn, updateUser } from './users.repository';
import { isUuid } from '../../domain/schemas/common';

export type TokenResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
};


/** Opaque, URL-safe, single use. */
export const newRefreshToken = () => randomBytes(24).toString('base64url');

export const isBanned = (user: DbUser, now: Date) => user.bannedUntil !== null && user.bannedUntil > now;

export type IssuedSession = { userId: string; session: DbSession; refreshToken: string };

/** Creates a session and its first refresh token; records the sign-in. */
export async function startSession(
  tx: Transaction,
  ctx: AuthContext,
  user: DbUser,
  options: { method: string; meta: RequestMeta; provider?: string },
): Promise<IssuedSession> {
  const now = ctx.now();
  const amr: AmrEntry[] = [{ method: options.method, timestamp: Math.floor(now.getTime() / 1000) }];
  const session = await insertSession(
    tx,
    { userId: user.id, aal: 'aal1', amr, userAgent: options.meta.userAgent, ip: options.meta.ip },
    now,
  );
  const refreshToken = newRefreshToken();
  await insertRefreshToken(tx, { token: refreshToken, userId: user.id, sessionId: session.id, parent: null }, now);
  await updateUser(tx, user.id, { lastSignInAt: now });
  const provider = options.provider ?? (user.email ? 'email' : 'phone');
  await touchIdentitySignIn(tx, user.id, provider, now);
  return { userId: user.id, session, refreshToken };
}

export function accessTokenClaims(user: DbUser, session: DbSession): Omit<AccessTokenClaims, 'iss' | 'aud' | 'exp' | 'iat'> {
  return {
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: USER_ROLE,
    aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
    // Stored oldest first; newest first on the wire, ties (same second) by order of addition.
    amr: [...session.amr].reverse().sort((a, b) => b.timestamp - a.timestamp),
    session_id: session.id,
    is_anonymous: false,
  };
}

/** The session body of every grant. Call it after the transaction has committed. */
export async function tokenResponse(ctx: AuthContext, issued: IssuedSession, db: Executor = ctx.db): Promise<TokenResponse> {
  const relations = await loadUserWithRelations(db, issued.userId);
  if (!relations) throw authErrors.userNotFound();
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const { token, expiresAt } = await ctx.keys.sign(accessTokenClaims(relations.user, issued.session), issuedAt);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpSeconds,
    expires_at: expiresAt,
    refresh_token: issued.refreshToken,
    user: userJson(relations),
  };
}

/** grant_type=refresh_token: rotation, the parent-of-active rule and the reuse window. */
export async function refreshTokenGrant(ctx: AuthContext, presented: string): Promise<TokenResponse> {
  const outcome = await ctx.db.transaction(async (tx): Promise<IssuedSession | { error: AppError }> => {
    const now = ctx.now();
    // Lock the session before its tokens, the same order sign-out uses.
    const peek = await findRefreshToken(tx, presented);
    if (!peek) return { error: authErrors.refreshTokenNotFound() };
    const session = await findSession(tx, peek.sessionId, { forUpdate: true });
    if (!session) return { error: authErrors.sessionNotFound(400) };
    const token = await findRefreshTokenForUpdate(tx, presented);
    if (!token) return { error: authErrors.refreshTokenNotFound() };
    const user = await findUserById(tx, token.userId);
    if (!user) return { error: authErrors.refreshTokenNotFound() };
    if (isBanned(user, now)) return { error: authErrors.userBanned(400, user.bannedUntil) };

    let issued: string;
    if (token.revoked) {
      const active = await findActiveRefreshToken(tx, session.id);
      const reuseUntil = (token.revokedAt ?? token.updatedAt).getTime() + ctx.config.authRefreshTokenReuseIntervalSeconds * 1000;
      if (active && active.parent === token.token) {
        // The client lost our last answer: give it the token it should hold.
        issued = active.token;
      } else if (active && now.getTime() <= reuseUntil) {
        // Two tabs refreshed with the same token at once: both get a child.
        issued = newRefreshToken();
        await insertRefreshToken(tx, { token: issued, userId: user.id, sessionId: session.id, parent: token.token }, now);
      } else {
        // Reuse of an old token: the family is compromised, nothing of it refreshes again.
        await revokeSessionTokens(tx, session.id, now);
        ctx.log.warn({ sessionId: session.id, userId: user.id }, 'refresh token reuse detected: session tokens revoked');
        return { error: authErrors.refreshTokenAlreadyUsed() };
      }
    } else {
      await revokeRefreshToken(tx, token.id, now);
      issued = newRefreshToken();
      await insertRefreshToken(tx, { token: issued, userId: user.id, sessionId: session.id, parent: token.token }, now);
    }
    const updated = await updateSession(tx, session.id, { refreshedAt: now, updatedAt: now });
    return { userId: user.id, session: updated, refreshToken: issued };
  });
  if ('error' in outcome) throw outcome.error;
  return tokenResponse(ctx, outcome);
}

/** Replaces the session's refresh token (MFA step-up keeps the session, renews the token). */
export async function rotateSessionToken(tx: Transaction, ctx: AuthContext, session: DbSession): Promise<string> {
  const now = ctx.now();
  const active = await findActiveRefreshToken(tx, session.id);
  if (active) await revokeRefreshToken(tx, active.id, now);
  const token = newRefreshToken();
  await insertRefreshToken(tx, { token, userId: session.userId, sessionId: session.id, parent: active?.token ?? null }, now);
  return token;
}

export type BearerAuth = { claims: AccessTokenClaims; user: DbUser; session: DbSession };

export function parseBearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** GoTrue's checks for user endpoints, with its codes (docs/auth-api.md#errors). */
export async function requireBearer(ctx: AuthContext, authorization: string | undefined): Promise<BearerAuth> {
  const token = parseBearer(authorization);
  if (!token) throw authErrors.noAuthorization();
  const claims = await ctx.keys.verify(token);
  const user = isUuid(claims.sub) ? await findUserById(ctx.db, claims.sub) : undefined;
  if (!user) throw authErrors.userNotFound();
  const session = isUuid(claims.session_id) ? await findSession(ctx.db, claims.session_id) : undefined;
  if (!session || session.userId !== user.id) throw authErrors.sessionNotFound();
  // A token issued before a ban stops working with it (docs/auth-api.md#suspension).
  if (isBanned(user, ctx.now())) throw authErrors.userBanned(403, user.bannedUntil);
  return { claims, user, session };
}

/**
 * GoTrue's check for the operator API (docs/auth-api.md#operator-api): a JWT
 * signed with the server's key whose role is service_role. 401 no_authorization
 * without a bearer, 403 bad_jwt for a bad or expired one, 403 not_admin for any
 * other valid token (every user's, whatever their staff role).
 */
export async function requireServiceRole(ctx: AuthContext, authorization: string | undefined): Promise<void> {
  const token = parseBearer(authorization);
  if (!token) throw authErrors.noAuthorization();
  const claims = await ctx.keys.verifyAny(token);
  if (claims.role !== SERVICE_ROLE) throw authErrors.notAdmin();
}

export const SIGN_OUT_SCOPES = ['global', 'local', 'others'] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

export async function signOut(ctx: AuthContext, auth: BearerAuth, scope: SignOutScope): Promise<void> {
  // Refresh tokens go with their session (ON DELETE CASCADE).
  if (scope === 'local') await deleteSession(ctx.db, auth.session.id);
  else if (scope === 'others') await deleteUserSessions(ctx.db, auth.user.id, { except: auth.session.id });
  else await deleteUserSessions(ctx.db, auth.user.id);
}
