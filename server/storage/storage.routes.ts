// /storage/v1 in the shape @supabase/storage-js calls: upload with
// POST /object/{bucket}/{path} (raw image body; no overwrite, 409 when the name
// is taken), public read at GET /object/public/{bucket}/{path} (cached 3600 s),
// delete with DELETE /object/{bucket} and `{ prefixes: [...] }`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_OPTIMISED_MAX_BYTES, PHOTO_STORAGE_CACHE_SECONDS, PHOTOS_MAX_PER_REVIEW } from '../../domain/limits';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { assertPhotosBucket, deleteOwnUnusedPhotos, readPublicPhoto, uploadPhoto } from './storage.service';

const objectParams = z.object({ bucket: z.string(), '*': z.string().max(300) });


export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  // 60 a minute per user: at most 5 photos a review; this stops a runaway client.
  const uploadRateLimit = ownDataWriteLimit(app);
  // The body is the file itself. Anything over 2 MB is refused while it is read.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: PHOTO_OPTIMISED_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/object/:bucket/*',
    {
      schema: {
        tags: ['storage'],
        security: [{ bearerAuth: [] }],
        summary: 'Uploads a review photo into the caller\'s folder (re-encoded as JPEG, metadata removed, never overwrites)',
        params: objectParams,
        response: {
          200: z.object({ Key: z.string() }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
      preHandler: app.requireAuth,
      ...uploadRateLimit,
    },
    async (request) => {
      assertPhotosBucket(request.params.bucket);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return uploadPhoto(app.photoStore, callerId(request), request.params['*'], body);
    },
  );

  app.get(
    '/object/public/:bucket/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'A stored photo, publicly readable',
        params: objectParams,
      },
    },
    async (request, reply) => {
      assertPhotosBucket(request.params.bucket);
      const object = await readPublicPhoto(app.database.db, app.photoStore, request.params['*']);
      return reply
        .header('content-type', object.contentType)
        .header('cache-control', `public, max-age=${PHOTO_STORAGE_CACHE_SECONDS}`)
        // Public photos are shown by the native apps too, another origin (helmet's default is same-origin).
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(object.bytes);
    },
  );

  app.delete(
    '/object/:bucket',
    {
      schema: {
        tags: ['storage'],
        security: [{ bearerAuth: [] }],
        summary: 'Deletes the caller\'s own uploads that no review uses',
        params: z.object({ bucket: z.string() }),
        body: z.object({ prefixes: z.array(z.string().max(300)).min(1).max(PHOTOS_MAX_PER_REVIEW * 4) }),
        response: { 200: z.array(z.object({ name: z.string() })), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
      ...uploadRateLimit,
    },
    async (request) => {
      assertPhotosBucket(request.params.bucket);
      return deleteOwnUnusedPhotos(app.database.db, app.photoStore, callerId(request), request.body.prefixes);
    },
  );
};
