// Who is calling, for every part of the server outside /auth/v1: a valid
// bearer access token whose session still exists and is at the highest
// assurance level the user has (Supabase's rule: with a verified second factor,
// only aal2 sessions read or write private data). `request.auth` is null for
// anonymous callers, for invalid, expired or signed-out tokens and for aal1
// sessions of such users; `app.requireAuth` answers 401 unauthorized, or 403
// insufficient_aal for the latter (the client then asks for the code).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { appError, type AppError, isAppError } from '../http/app-error';
import { CallerCache } from './caller-cache';
import { findSessionWithFactors } from './sessions.repository';
import { parseBearer } from './sessions.service';
import { getSigningKeyStore, USER_ROLE, type AccessTokenClaims } from './tokens';
import { isUuid } from '../../domain/schemas/common';

export type AuthInfo = {
  userId: string;
  sessionId: string;
  email: string | null;
  claims: AccessTokenClaims;
  /** False for an aal1 session of a user with a verified factor: it may only step up (/auth/v1). */
  aalSatisfied: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
    /** The token is valid but its session must reach aal2 first. */
    needsAal2: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 `{code:'unauthorized'}` unless the request carries a valid access token. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** For the websocket layer: the caller of a raw access token at a sufficient level, or null. */
    verifyAccessToken: (token: string) => Promise<AuthInfo | null>;
  }
}

/**
 * Verifies signature, expiry and audience, then checks that the session row
 * still exists (signed-out tokens stop working at once) and that its user is
 * not banned (docs/auth-api.md#suspension). Null when invalid.
 */
export async function verifyAccessToken(deps: { db: Database; config: Config }, token: string): Promise<AuthInfo | null> {
  let claims: AccessTokenClaims;
  try {
    claims = await getSigningKeyStore(deps.db, deps.config).verify(token);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
  // Only user sessions: a service-role key (or any other role) is nobody here.
  if (claims.role !== USER_ROLE) return null;
  if (!isUuid(claims.session_id) || !isUuid(claims.sub)) return null;
  const session = await findSessionWithFactors(deps.db, claims.session_id);
  if (!session || session.userId !== claims.sub) return null;
  if (session.bannedUntil && session.bannedUntil.getTime() > Date.now()) return null;
  return {
    userId: claims.sub,
    sessionId: claims.session_id,
    email: claims.email || null,
    claims,
    aalSatisfied: !session.hasVerifiedFactor || session.aal === 'aal2',
  };
}

export const unauthorizedError = () => appError('unauthorized');
export const insufficientAalError = () => appError('insufficient_aal');

/** For routes with their own wording of 401: 403 insufficient_aal still wins for an aal1 session. */
export function assertCaller(request: FastifyRequest, unauthorized: () => AppError = unauthorizedError): void {
  if (request.auth) return;
  throw request.needsAal2 ? insufficientAalError() : unauthorized();
}

const CALLER_CACHE_MAX_ENTRIES = 10_000;

export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    const deps = { db: app.database.db, config: app.config };
    const callers = new CallerCache<AuthInfo>({
      maxEntries: CALLER_CACHE_MAX_ENTRIES,
      sessionRecheckMs: app.config.authSessionRecheckMs,
    });
    const verifyCaller = async (token: string): Promise<AuthInfo | null> => {
      const cached = callers.get(token);
      if (cached) return cached;
      const mark = callers.mark();
      const caller = await verifyAccessToken(deps, token);
      if (caller) callers.set(token, { caller, expiresAtMs: caller.claims.exp * 1000 }, mark);
      return caller;
    };
    app.decorateRequest('auth', null);
    app.decorateRequest('needsAal2', false);
    app.decorate('verifyAccessToken', async (token: string) => {
      const caller = await verifyCaller(token);
      return caller?.aalSatisfied ? caller : null;
    });
    app.decorate('requireAuth', async (request: FastifyRequest) => assertCaller(request));

    app.addHook('onRequest', async (request) => {
      // /auth/v1 checks tokens itself, with GoTrue's error codes (and lets aal1 sessions step up).
      if (request.url.startsWith('/auth/v1/') || request.url === '/auth/v1') return;
      const token = parseBearer(request.headers.authorization);
      const caller = token ? await verifyCaller(token) : null;
      request.auth = caller?.aalSatisfied ? caller : null;
      request.needsAal2 = caller !== null && !caller.aalSatisfied;
    });
  },
  { name: 'authenticate', dependencies: [] },
);
