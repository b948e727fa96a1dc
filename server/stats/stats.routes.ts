import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countMembers } from './stats.repository';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = () => countMembers(app.database.db);
  const schema = {
    tags: ['stats'],
    summary: 'Number of community members (the about page\'s "Siamo in N")',
    response: { 200: z.number().int().nonnegative() },
  };
  app.get('/rpc/get_total_user_count', { schema }, members);
  app.post('/rpc/get_total_user_count', { schema }, members);
};
