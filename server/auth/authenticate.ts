// Who is calling, for every part of the server outside /auth/v1: a valid
// bearer access token whose session still exists. `request.auth` is null for
// anonymous callers and for invalid, expired or signed-out tokens;
// `app.requireAuth` turns that into 401 unauthorized.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages } from '../../domain/i18n/it/errors';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError, isAppError } from '../http/app-error';
import { CallerCache } from './caller-cache';
import { findSession } from './sessions.repository';
import { parseBearer, UUID_PATTERN } from './sessions.service';
import { getSigningKeyStore, type AccessTokenClaims } from './tokens';

export type AuthInfo = {
  userId: string;
  sessionId: string;
  email: string | null;
  claims: AccessTokenClaims;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `{code:'unauthorized'}` unless the request carries a valid access token. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** For the websocket layer: the caller of a raw access token, or null. */
    verifyAccessToken: (token: string) => Promise<AuthInfo | null>;
  }
}

/**
 * Verifies signature, expiry and audience, then checks that the session row
 * still exists (signed-out tokens stop working at once). Null when invalid.
 */
export async function verifyAccessToken(deps: { db: Database; config: Config }, token: string): Promise<AuthInfo | null> {
  let claims: AccessTokenClaims;
  try {
    claims = await getSigningKeyStore(deps.db, deps.config).verify(token);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
  if (!UUID_PATTERN.test(claims.session_id) || !UUID_PATTERN.test(claims.sub)) return null;
  const session = await findSession(deps.db, claims.session_id);
  if (!session || session.userId !== claims.sub) return null;
  return { userId: claims.sub, sessionId: claims.session_id, email: claims.email || null, claims };
}

export const unauthorizedError = () => new AppError(401, 'unauthorized', errorMessages.unauthorized);

/** The caller of a route guarded by `app.requireAuth` (throws 401 when there is none). */
export function authOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw unauthorizedError();
  return request.auth;
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
    app.decorate('verifyAccessToken', verifyCaller);
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      if (!request.auth) throw unauthorizedError();
    });

    app.addHook('onRequest', async (request) => {
      // /auth/v1 checks tokens itself, with GoTrue's error codes.
      if (request.url.startsWith('/auth/v1/') || request.url === '/auth/v1') return;
      const token = parseBearer(request.headers.authorization);
      request.auth = token ? await verifyCaller(token) : null;
    });
  },
  { name: 'authenticate', dependencies: [] },
);
