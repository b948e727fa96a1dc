// HTTP surface of the species a user narrows tree nuts and gluten cereals to:
// the caller's own choice, read or replaced whole. Signed-in only; the id is
// the access token's, never the request's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALLERGEN_SPECIES, type AllergenSpecies } from '../../domain/allergen-species';
import { allergenSpeciesInputSchema } from '../../domain/schemas/allergen-species';
import { callerId, errorSchema, ownDataWriteLimit } from '../profiles/own-data-routes';
import { getOwnSpecies, saveOwnSpecies } from './allergen-species.service';

const settingsSchema = z.object({ species: z.array(z.enum(ALLERGEN_SPECIES as [AllergenSpecies, ...AllergenSpecies[]])) });
const security = [{ bearerAuth: [] }];
const tags = ['profile'];

export const allergenSpeciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/me/allergen-species',
    {
      schema: {
        tags,
        security,
        summary: "The tree nuts and gluten cereals the caller narrowed their groups to (health data: only the owner reads it)",
        response: { 200: settingsSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => getOwnSpecies(db(), callerId(request)),
  );

  app.put(
    '/me/allergen-species',
    {
      schema: {
        tags,
        security,
        summary: "Replaces the caller's species; each needs its group ('Tree nuts' or 'Gluten') on the caller's own list",
        body: allergenSpeciesInputSchema,
        response: { 200: settingsSchema, 400: errorSchema, 401: errorSchema },
      },
      preHandler: app.requireAuth,
      ...ownDataWriteLimit(app),
    },
    async (request) => saveOwnSpecies(db(), callerId(request), request.body),
  );
};
