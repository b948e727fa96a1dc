// HTTP surface of the personal allergen set: read it, or replace it whole.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALLERGENS_DUPLICATE_MESSAGE,
  replaceAllergensInputSchema,
  userAllergensSchema,
} from '../../domain/schemas/profile';
import { appError } from '../http/app-error';
import { callerId, errorSchema, ownDataWriteLimit, validationIssues } from '../profiles/own-data-routes';
import { getOwnAllergens, replaceOwnAllergens } from './user-allergens.service';

/** Maps a body that fails the shared schema to the set's own error codes. */
function rejectInvalidAllergenSet(error: Error): never {
  const issues = validationIssues(error);
  if (issues.some((issue) => issue.path.startsWith('/allergen_ids/'))) {
    // Not an id at all: it can be no allergen of the catalogue.
    throw appError('unknown_allergen');
  }
  if (issues.some((issue) => issue.path === '/allergen_ids' && issue.message === ALLERGENS_DUPLICATE_MESSAGE)) {
    throw appError('duplicate_allergen');
  }
  throw error;
}

export const userAllergensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/allergens',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's allergen ids (health data: only the owner can read them)",
        security: [{ bearerAuth: [] }],
        response: { 200: userAllergensSchema, 401: errorSchema, 403: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnAllergens(app.database.db, callerId(request));
    },
  );

  app.put(
    '/profile/allergens',
    {
      schema: {
        tags: ['profile'],
        summary: "Replaces the caller's whole allergen set in one transaction",
        security: [{ bearerAuth: [] }],
        body: replaceAllergensInputSchema,
        response: { 200: userAllergensSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
      attachValidation: true,
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request, reply) => {
      if (request.validationError) rejectInvalidAllergenSet(request.validationError);
      reply.header('cache-control', 'no-store');
      return replaceOwnAllergens(app.database.db, callerId(request), request.body);
    },
  );
};
