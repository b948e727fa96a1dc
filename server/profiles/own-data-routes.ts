// Pieces shared by the routes that serve a user their own data (profile,
// allergen set, account): the caller's id from the access token only, the
// error body shape and the per-user limit on writes.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appError } from '../http/app-error';

export const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();

/** The signed-in caller; never taken from a body, a query or a path. */
export function callerId(request: FastifyRequest): string {
  const userId = request.auth?.userId;
  if (!userId) throw appError('unauthorized');
  return userId;
}

// Counted per user after authentication (a household behind one address is
// not one bucket); runs after requireAuth, so anonymous calls never count.
const OWN_DATA_WRITE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
} as const;

/** Route options for a rate-limited write, or none when limits are switched off. */
export function ownDataWriteLimit(app: FastifyInstance) {
  return app.config.rateLimitsEnabled ? { config: { rateLimit: OWN_DATA_WRITE_LIMIT } } : {};
}

/** The validation issues of a request body, as fastify-type-provider-zod reports them. */
export function validationIssues(error: Error): { path: string; keyword: string; message: string }[] {
  const validation = (error as FastifyError).validation ?? [];
  return validation.map((issue) => ({
    path: issue.instancePath,
    keyword: issue.keyword,
    message: issue.message ?? '',
  }));
}
