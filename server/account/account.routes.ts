// HTTP surface of the account: the caller's data export (a JSON download) and
// the deletion of the account, which needs the typed confirmation word.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName } from '../../domain/account-export';
import { en } from '../../domain/i18n/en';
import { it } from '../../domain/i18n/it';
import { deleteAccountInputSchema } from '../../domain/schemas/profile';
import { appError } from '../http/app-error';
import { requestLanguage } from '../http/request-language';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { deleteUserPhotoFilesFrom, type DeleteUserPhotoFiles } from './account.photos';
import { accountExportSchema } from './account.schemas';
import { deleteOwnAccount, exportOwnData } from './account.service';

export type AccountRoutesOptions = {
  /** Deletes the photo files of a deleted account (see account.photos.ts). */
  deleteUserPhotoFiles?: DeleteUserPhotoFiles;
};

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const deletePhotoFiles = options.deleteUserPhotoFiles ?? deleteUserPhotoFilesFrom(app.photoStore);

  app.get(
    '/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything stored about the caller, as a JSON file download',
        security: [{ bearerAuth: [] }],
        response: { 200: accountExportSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      // Reading everything is the heaviest call a user can make: limit it like a write.
      ...ownDataWriteLimit(app),
    },
    async (request, reply) => {
      const now = new Date();
      const language = requestLanguage(request);
      const data = await exportOwnData(app.database.db, callerId(request), { appName: app.config.appName, now, language, siteUrl: app.config.siteUrl });
      const filename = exportFileName(app.config.appName, now, (language === 'en' ? en : it).profile.exportFileWords);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`);
      return data;
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary:
          'Deletes the caller\'s account and personal data; their reviews stay as anonymous community content',
        security: [{ bearerAuth: [] }],
        body: deleteAccountInputSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      attachValidation: true,
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request, reply) => {
      if (request.validationError) {
        throw appError('account_deletion_not_confirmed');
      }
      await deleteOwnAccount(app.database.db, callerId(request), { deletePhotoFiles, log: request.log });
      return reply.status(204).send(null);
    },
  );
};
