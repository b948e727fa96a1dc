// HTTP surface of the consent module: the log-consent function, the user's
// own acceptances row (read, and the client's fallback write) and the public
// legal info the policy pages show.
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSENT_POLICY_VERSION } from '../../domain/limits';
import { uuidSchema } from '../../domain/schemas/common';
import { logConsentInputSchema, upsertAcceptancesInputSchema } from '../../domain/schemas/consent';
import { appError } from '../http/app-error';
import { getAcceptances, logConsent, putAcceptances } from './consent.service';

const acceptancesSchema = z.object({
  privacy_accepted: z.boolean().nullable(),
  cookies_accepted: z.boolean().nullable(),
  terms_accepted: z.boolean().nullable(),
});

// The fallback may name its row like a PostgREST upsert does; it must be the caller's.
const acceptancesPatchSchema = upsertAcceptancesInputSchema.extend({ user_id: uuidSchema.optional() }).strict();

const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();

// Consent choices are a handful per user; this only stops a runaway client.
// Counted per user after authentication (so one office behind a NAT is not one
// bucket), falling back to the address for requests that carry no user.
const WRITE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
} as const;

/**
 * A body that fails the shared schema on the consent type or the policy version
 * gets its own error code, so the client (and a person reading the log) can
 * tell "unknown consent" from "stale policy" from any other malformed input.
 */
function rejectInvalidLogConsentBody(error: FastifyError): never {
  const paths = new Set((error.validation ?? []).map((issue) => issue.instancePath));
  if (paths.has('/consentType')) {
    throw appError('invalid_consent_type');
  }
  if (paths.has('/policyVersion')) {
    throw appError('invalid_policy_version');
  }
  throw error;
}

const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeRateLimit = app.config.rateLimitsEnabled ? { config: { rateLimit: WRITE_LIMIT } } : {};

  app.post(
    '/functions/v1/log-consent',
    {
      schema: {
        tags: ['consent'],
        summary: "Records the caller's consent choice in the consent log and in their acceptances",
        security: [{ bearerAuth: [] }],
        body: logConsentInputSchema,
        response: {
          200: z.object({ success: z.literal(true), acceptances: acceptancesSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
      attachValidation: true,
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => {
      if (request.validationError) rejectInvalidLogConsentBody(request.validationError as FastifyError);
      const acceptances = await logConsent(app.database.db, request.auth!.userId, request.body, requestMeta(request));
      return { success: true as const, acceptances };
    },
  );

  app.get(
    '/rest/v1/acceptances',
    {
      schema: {
        tags: ['consent'],
        summary: "The caller's privacy, cookie and terms choices (null when never made)",
        security: [{ bearerAuth: [] }],
        response: { 200: acceptancesSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAcceptances(app.database.db, request.auth!.userId);
    },
  );

  app.put(
    '/rest/v1/acceptances',
    {
      schema: {
        tags: ['consent'],
        summary: "Upserts the caller's acceptances row (fallback when log-consent fails)",
        security: [{ bearerAuth: [] }],
        body: acceptancesPatchSchema,
        response: { 200: acceptancesSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => putAcceptances(app.database.db, request.auth!.userId, request.body),
  );

  app.get(
    '/rest/v1/legal-info',
    {
      schema: {
        tags: ['consent'],
        summary: 'Contact address for legal questions and the current policy version',
        response: { 200: z.object({ contactEmail: z.string(), policyVersion: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { contactEmail: app.config.legalContactEmail, policyVersion: CONSENT_POLICY_VERSION };
    },
  );
};
