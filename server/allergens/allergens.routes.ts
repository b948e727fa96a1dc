import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAllergens } from './allergens.repository';

const allergenSchema = z.object({ id: z.string().uuid(), name: z.string(), emoji: z.string() });

export const allergensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/allergens',
    {
      schema: {
        tags: ['allergens'],
        summary: 'The allergen catalogue, ordered by English name',
        response: { 200: z.array(allergenSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listAllergens(app.database.db);
    },
  );
};
