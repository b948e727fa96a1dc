// HTTP surface of the reviews module (/rest/v1/reviews…): schemas in and out,
// the caller from the access token. Rules are in reviews.service.ts; the
// contract in README.md.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReviewInputSchema, ownReviewSchema as reviewSchema, updateReviewInputSchema } from '../../domain/schemas/reviews';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { createReview, deleteReview, deleteReviewPhoto, getOwnReview, updateReview, type ReviewDeps } from './reviews.service';

const idParams = z.object({ id: z.string() });


const security = [{ bearerAuth: [] }];
const tags = ['reviews'];
const writeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema };

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // 60 writes a minute per user: reviews are human-paced, this stops a runaway client.
  const writeRateLimit = ownDataWriteLimit(app);
  const deps = (request: FastifyRequest): ReviewDeps => ({ db: app.database.db, store: app.photoStore, log: request.log });

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary:
          'Adds a review with its allergens and photos, all or nothing; its cuisine becomes the restaurant\'s. ' +
          'With a client-generated id, a retry returns the stored review (200) instead of adding another; ' +
          'an id used by someone else is refused (409 id_conflict)',
        body: createReviewInputSchema,
        response: { 200: reviewSchema, 201: reviewSchema, 409: errorSchema, ...writeErrors },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      const { review, isReplay } = await createReview(deps(request), callerId(request), request.body);
      return reply.status(isReplay ? 200 : 201).send(review);
    },
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller\'s own reviews, for its edit form (404 review_not_owned otherwise)',
        params: idParams,
        response: { 200: reviewSchema, 401: errorSchema, 404: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => getOwnReview(app.database.db, callerId(request), request.params.id),
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces the fields, allergens and photo list of the caller\'s own review',
        params: idParams,
        body: updateReviewInputSchema,
        response: { 200: reviewSchema, ...writeErrors },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => updateReview(deps(request), callerId(request), request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes the caller\'s own review with its allergen links, photos (files too) and votes',
        params: idParams,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request, reply) => {
      await deleteReview(deps(request), callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/reviews/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes one photo of the caller\'s own review at once (edit mode), file included',
        params: z.object({ id: z.string(), photoId: z.string() }),
        response: { 200: reviewSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema },
      },
      preHandler: app.requireAuth,
      ...writeRateLimit,
    },
    async (request) => deleteReviewPhoto(deps(request), callerId(request), request.params.id, request.params.photoId),
  );
};
