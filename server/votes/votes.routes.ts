// HTTP surface of review votes: POST /rest/v1/reviews/:id/votes { is_like }.
// The answer is the caller's vote after the toggle and the review's counts,
// so the card can confirm (or correct) its optimistic update.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { voteInputSchema } from '../../domain/schemas/votes';
import { assertCaller } from '../auth/authenticate';
import { appError } from '../http/app-error';
import { voteOnReview } from './votes.service';

const errorSchema = z.object({ code: z.string(), message: z.string() }).passthrough();
const voteResultSchema = z.object({
  review_id: z.string(),
  my_vote: z.boolean().nullable(),
  likes: z.number().int(),
  dislikes: z.number().int(),
});

// Voting is a click; this stops a script flooding an author with notifications.
const VOTE_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
} as const;

export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = app.config.rateLimitsEnabled ? { config: { rateLimit: VOTE_LIMIT } } : {};

  app.post(
    '/reviews/:id/votes',
    {
      schema: {
        tags: ['votes'],
        security: [{ bearerAuth: [] }],
        summary: "Votes on someone else's review: the same vote again removes it, the other switches it",
        params: z.object({ id: z.string() }),
        body: voteInputSchema,
        response: { 200: voteResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
      // The spec's own words for a signed-out voter, rather than the generic 401.
      preHandler: async (request) => assertCaller(request, () => appError('unauthorized_to_vote')),
      ...rateLimit,
    },
    async (request) => voteOnReview(app.database.db, request.auth!.userId, request.params.id, request.body.is_like),
  );
};
