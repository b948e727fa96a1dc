// HTTP surface of the profile: the caller's own nickname, email, member-since
// date and reviewed-restaurant count; the nickname is written with an upsert.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema, updateLanguageInputSchema, updateProfileInputSchema } from '../../domain/schemas/profile';
import { appError } from '../http/app-error';
import { callerId, errorSchema, ownDataWriteLimit, validationIssues } from './own-data-routes';
import { getOwnProfile, updateOwnLanguage, updateOwnProfile } from './profiles.service';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's profile: nickname, email, member since, reviewed restaurants",
        security: [{ bearerAuth: [] }],
        response: { 200: profileSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnProfile(app.database.db, callerId(request));
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Sets the caller's nickname (creates the profile row when missing)",
        security: [{ bearerAuth: [] }],
        body: updateProfileInputSchema,
        response: { 200: profileSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
      attachValidation: true,
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request, reply) => {
      if (request.validationError) {
        // A bad nickname gets its own code and the schema's Italian message.
        const issue = validationIssues(request.validationError).find((i) => i.path === '/nickname');
        if (issue) {
          throw appError('invalid_nickname', { issue: issue.message });
        }
        throw request.validationError;
      }
      reply.header('cache-control', 'no-store');
      return updateOwnProfile(app.database.db, callerId(request), request.body);
    },
  );

  app.put(
    '/profile/language',
    {
      schema: {
        tags: ['profile'],
        summary: "Sets the caller's interface language, 'it' or 'en' (creates the profile row when missing); their emails follow it",
        security: [{ bearerAuth: [] }],
        body: updateLanguageInputSchema,
        response: { 200: profileSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return updateOwnLanguage(app.database.db, callerId(request), request.body);
    },
  );
};
