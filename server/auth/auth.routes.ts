// The GoTrue-compatible HTTP surface under /auth/v1 (docs/auth-api.md).
// HTTP only: parsing, rate limits, status codes and GoTrue's error format.
// Rules live in the services.
import type { FastifyError, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteUserPhotoFilesFrom } from '../account/account.photos';
import { deleteOwnAccount } from '../account/account.service';
import { databaseErrorCode, driverMessage, isDatabaseUnavailable, isTransientConflict } from '../db/errors';
import { errorCatalogueIn, isAppError } from '../http/app-error';
import { adminRoutes } from './admin.routes';
import { createAuthContext, type AuthContext, type RequestMeta } from './auth.context';
import { authErrors, OAuthError } from './auth.errors';
import { passwordGrant, pkceGrant, recoverPassword, resend, signInWithOtp, signUp } from './auth.service';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.service';
import { reauthenticate } from './reauthentication.service';
import { refreshTokenGrant, requireBearer, SIGN_OUT_SCOPES, signOut, type SignOutScope } from './sessions.service';
import { idTokenGrant } from './switched-off.service';
import { getUser, settings, updateUser } from './user.service';
import { verifyLinkRedirect, verifyOtp } from './verify.service';
import { requestLanguage } from '../http/request-language';

export const API_VERSION = '2024-01-01';
/** Auth bodies are small; this bounds parsing work well below the app-wide limit. */
const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

const optionalString = z.string().max(10_000).nullish();
const metadata = z.record(z.string(), z.unknown()).nullish();
const pkceFields = { code_challenge: optionalString, code_challenge_method: optionalString };
const redirectQuery = z.object({ redirect_to: z.string().max(2048).optional() });

const schemas = {
  signup: z
    .object({ email: optionalString, phone: optionalString, password: optionalString, data: metadata, channel: optionalString, ...pkceFields })
    .default({}),
  token: z
    .object({
      email: optionalString,
      phone: optionalString,
      password: optionalString,
      refresh_token: optionalString,
      auth_code: optionalString,
      code_verifier: optionalString,
      id_token: optionalString,
      provider: optionalString,
      client_id: optionalString,
      issuer: optionalString,
      link_identity: z.boolean().nullish(),
    })
    .default({}),
  verifyQuery: z.object({
    token: z.string().max(1000).optional(),
    type: z.string().max(50).optional(),
    redirect_to: z.string().max(2048).optional(),
  }),
  verifyBody: z
    .object({ type: optionalString, token: optionalString, token_hash: optionalString, email: optionalString, phone: optionalString })
    .default({}),
  recover: z.object({ email: optionalString, ...pkceFields }).default({}),
  resend: z.object({ email: optionalString, phone: optionalString, type: optionalString, ...pkceFields }).default({}),
  otp: z
    .object({
      email: optionalString,
      phone: optionalString,
      data: metadata,
      create_user: z.boolean().nullish(),
      channel: optionalString,
      ...pkceFields,
    })
    .default({}),
  updateUser: z
    .object({ email: optionalString, phone: optionalString, password: optionalString, nonce: optionalString, data: metadata, ...pkceFields })
    .default({}),
  logoutQuery: z.object({ scope: z.string().optional() }),
  enroll: z.object({ factor_type: optionalString, friendly_name: optionalString, issuer: optionalString }).default({}),
  factorParams: z.object({ id: z.string().max(100) }),
  factorVerify: z.object({ challenge_id: optionalString, code: optionalString }).default({}),
};

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  language: requestLanguage(request),
});

function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: Record<string, unknown>) {
  return reply
    .header('x-sb-error-code', code)
    .status(status)
    .send({ code, error_code: code, message, ...details });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AuthContext = createAuthContext({ config: app.config, db: app.database.db, log: app.log });
  // Creates the signing key at first start, so the first request does not pay for it.
  await ctx.keys.publicJwks();
  app.addHook('onClose', async () => ctx.mailer.close());

  // auth-js sends `Content-Type: application/json` with no body on POST /logout
  // and DELETE /factors/:id: an empty body means `{}` here.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT_BYTES }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    jsonParser(request, text, done);
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    // auth-js reads error codes only from responses that carry the version header (docs/auth-api.md#errors).
    reply.header('x-supabase-api-version', API_VERSION);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OAuthError) {
      return reply.status(error.status).send({ error: error.oauthError, error_description: error.message });
    }
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'auth error');
      return sendError(reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? ` (${first.instancePath.replace(/^\//, '')})` : '';
      return sendError(reply, 400, 'validation_failed', `Invalid request${where}: ${first?.message ?? 'bad input'}`);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 400, 'bad_json', 'Could not parse request body as JSON');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 413, 'request_too_large', 'Request body is too large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 415, 'bad_json', 'Request body must be JSON');
      default:
        break;
    }
    if (error.statusCode === 429) return sendError(reply, 429, 'over_request_rate_limit', 'Request rate limit reached');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'validation_failed', error.message);
    }
    // As on every other route family: the database went away (or a write kept
    // colliding) and nothing was kept; the same request shortly will work.
    // auth-js treats 503 as retryable (docs/auth-api.md#errors).
    if (isDatabaseUnavailable(error) || isTransientConflict(error)) {
      request.log.warn({ code: databaseErrorCode(error), reason: driverMessage(error) }, 'database unavailable');
      reply.header('retry-after', '1');
      return sendError(reply, 503, 'database_unavailable', errorCatalogueIn(requestLanguage(request)).errors.database_unavailable);
    }
    request.log.error({ err: error }, 'unhandled auth error');
    const unexpected = authErrors.unexpected();
    return sendError(reply, unexpected.status, unexpected.code, unexpected.message);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'not_found', 'Not found'));

  // ---------------------------------------------------------------- rate limits (per IP)
  const { rateLimitsEnabled, authRateLimits: limits } = app.config;
  const limiter = (group: string, max: number, windowSeconds: number): { onRequest?: onRequestHookHandler } =>
    rateLimitsEnabled
      ? {
          onRequest: app.rateLimit({
            // Names the group's counters in the store that instances share.
            groupId: `auth:${group}`,
            max,
            timeWindow: windowSeconds * 1000,
            errorResponseBuilder: () => authErrors.overRequestRateLimit(),
          }),
        }
      : {};
  // One bucket per group: the routes of a group share it, as in GoTrue.
  const tokenLimit = limiter('token', limits.token, limits.windowSeconds);
  const verifyLimit = limiter('verify', limits.verify, limits.windowSeconds);
  const otpLimit = limiter('otp', limits.otp, limits.windowSeconds);
  const mfaLimit = limiter('mfa', limits.mfaPerMinute, 60);

  // Documented in /rest/v1/openapi.json; docs/auth-api.md gives the rules behind each answer.
  const doc = (summary: string, options: { isSignedIn?: boolean } = {}) => ({
    tags: ['auth'],
    summary,
    ...(options.isSignedIn ? { security: [{ bearerAuth: [] }] } : {}),
  });

  // ---------------------------------------------------------------- sign-up and grants
  app.post(
    '/signup',
    { ...otpLimit, schema: { ...doc('Signs up with email or phone and a password'), querystring: redirectQuery, body: schemas.signup } },
    async (request) => {
      // GoTrue reads a sign-up with neither address as an anonymous sign-in, switched off here.
      if (!request.body.email && !request.body.phone) throw authErrors.anonymousProviderDisabled();
      const result = await signUp(ctx, request.body, { redirectTo: request.query.redirect_to, meta: meta(request) });
      return result.kind === 'session' ? result.session : result.user;
    },
  );

  app.post(
    '/token',
    {
      ...tokenLimit,
      schema: {
        ...doc('Issues a session: grant_type password, refresh_token or pkce (id_token and web3 are switched off)'),
        querystring: z.object({ grant_type: z.string().optional() }),
        body: schemas.token,
      },
    },
    async (request) => {
      const body = request.body;
      switch (request.query.grant_type) {
        case 'password':
          return passwordGrant(ctx, body, meta(request));
        case 'refresh_token':
          if (!body.refresh_token) throw authErrors.missingRefreshToken();
          return refreshTokenGrant(ctx, body.refresh_token);
        case 'pkce':
          return pkceGrant(ctx, body, meta(request));
        case 'id_token':
          return idTokenGrant(ctx, body, request.headers.authorization);
        case 'web3':
          throw authErrors.web3ProviderDisabled();
        default:
          throw authErrors.unsupportedGrantType();
      }
    },
  );

  // ---------------------------------------------------------------- verification
  app.get('/verify', { ...verifyLimit, schema: { ...doc('Opens an emailed link; answers 303 to redirect_to with a session or an error'), querystring: schemas.verifyQuery } }, async (request, reply) => {
    const location = await verifyLinkRedirect(ctx, request.query, meta(request));
    return reply.redirect(location, 303);
  });

  app.post(
    '/verify',
    { ...verifyLimit, schema: { ...doc('Verifies a typed code or a token hash; answers a session'), querystring: redirectQuery, body: schemas.verifyBody } },
    async (request) => verifyOtp(ctx, request.body, { redirectTo: request.query.redirect_to, meta: meta(request) }),
  );

  // ---------------------------------------------------------------- links and codes
  app.post(
    '/recover',
    { ...otpLimit, schema: { ...doc('Sends a password recovery link; {} for unknown addresses too'), querystring: redirectQuery, body: schemas.recover } },
    async (request) => recoverPassword(ctx, request.body, { redirectTo: request.query.redirect_to, meta: meta(request) }),
  );

  app.post(
    '/resend',
    { ...otpLimit, schema: { ...doc('Sends a confirmation or change link or code again'), querystring: redirectQuery, body: schemas.resend } },
    async (request) => resend(ctx, request.body, { redirectTo: request.query.redirect_to, meta: meta(request) }),
  );

  app.post(
    '/otp',
    { ...otpLimit, schema: { ...doc('Sends a magic link or a one-time code'), querystring: redirectQuery, body: schemas.otp } },
    async (request) => signInWithOtp(ctx, request.body, { redirectTo: request.query.redirect_to, meta: meta(request) }),
  );

  // ---------------------------------------------------------------- the signed-in user
  app.get('/user', { schema: doc('The signed-in user', { isSignedIn: true }) }, async (request) => {
    const auth = await requireBearer(ctx, request.headers.authorization);
    return getUser(ctx, auth);
  });

  app.put(
    '/user',
    { ...otpLimit, schema: { ...doc('Changes the email, phone, password or metadata of the signed-in user', { isSignedIn: true }), querystring: redirectQuery, body: schemas.updateUser } },
    async (request) => {
      const auth = await requireBearer(ctx, request.headers.authorization);
      return updateUser(ctx, auth, request.body, { redirectTo: request.query.redirect_to, meta: meta(request) });
    },
  );

  app.get(
    '/reauthenticate',
    { ...otpLimit, schema: doc('Sends the signed-in user a code (nonce) that a password change from an old session needs', { isSignedIn: true }) },
    async (request) => {
      const auth = await requireBearer(ctx, request.headers.authorization);
      return reauthenticate(ctx, auth, meta(request));
    },
  );

  app.post('/logout', { schema: { ...doc('Signs out: scope global, local or others', { isSignedIn: true }), querystring: schemas.logoutQuery } }, async (request, reply) => {
    const scope = request.query.scope ?? 'global';
    if (!(SIGN_OUT_SCOPES as readonly string[]).includes(scope)) {
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    }
    const auth = await requireBearer(ctx, request.headers.authorization);
    await signOut(ctx, auth, scope as SignOutScope);
    return reply.status(204).send();
  });

  // ---------------------------------------------------------------- public
  app.get('/settings', { schema: doc('Public settings: providers, sign-up and autoconfirm') }, async () => settings(app.config));

  app.get('/.well-known/jwks.json', { schema: doc('Public keys that verify access tokens') }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return { keys: await ctx.keys.publicJwks() };
  });

  // ---------------------------------------------------------------- switched off (docs/auth-api.md#switched-off-features)
  const samlDisabled = async () => {
    throw authErrors.samlProviderDisabled();
  };
  app.post('/sso', { schema: doc('Single sign-on (SAML): switched off') }, samlDisabled);
  app.get('/sso/saml/metadata', { schema: doc('SAML metadata: switched off') }, samlDisabled);
  app.post('/sso/saml/acs', { schema: doc('SAML assertions: switched off') }, samlDisabled);

  // GoTrue asks for the session before it looks at the feature.
  const manualLinkingDisabled = async (request: FastifyRequest) => {
    await requireBearer(ctx, request.headers.authorization);
    throw authErrors.manualLinkingDisabled();
  };
  app.get('/user/identities/authorize', { schema: doc('Links an external identity: switched off', { isSignedIn: true }) }, manualLinkingDisabled);
  app.delete('/user/identities/:id', { schema: { ...doc('Unlinks an identity: switched off', { isSignedIn: true }), params: schemas.factorParams } }, manualLinkingDisabled);

  // ---------------------------------------------------------------- MFA (TOTP)
  app.post('/factors', { schema: { ...doc('Enrols a TOTP factor', { isSignedIn: true }), body: schemas.enroll } }, async (request) => {
    const auth = await requireBearer(ctx, request.headers.authorization);
    return enrollFactor(ctx, auth, request.body);
  });

  app.post(
    '/factors/:id/challenge',
    { ...mfaLimit, schema: { ...doc('Starts a TOTP challenge', { isSignedIn: true }), params: schemas.factorParams } },
    async (request) => {
      const auth = await requireBearer(ctx, request.headers.authorization);
      return challengeFactor(ctx, auth, request.params.id, meta(request));
    },
  );

  app.post(
    '/factors/:id/verify',
    { ...mfaLimit, schema: { ...doc('Verifies a TOTP code; answers an aal2 session', { isSignedIn: true }), params: schemas.factorParams, body: schemas.factorVerify } },
    async (request) => {
      const auth = await requireBearer(ctx, request.headers.authorization);
      return verifyFactor(ctx, auth, request.params.id, request.body, meta(request));
    },
  );

  app.delete('/factors/:id', { schema: { ...doc('Removes a factor', { isSignedIn: true }), params: schemas.factorParams } }, async (request) => {
    const auth = await requireBearer(ctx, request.headers.authorization);
    return unenrollFactor(ctx, auth, request.params.id);
  });

  // ---------------------------------------------------------------- operator API (service-role key)
  await app.register(adminRoutes, {
    ctx,
    eraseAccount: (userId) =>
      deleteOwnAccount(app.database.db, userId, { deletePhotoFiles: deleteUserPhotoFilesFrom(app.photoStore), log: app.log }),
  });
};
