import { count, isNotNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const countMembers = async () => {
    // Members are people who confirmed their address: pending sign-ups don't count.
    const [row] = await app.database.db
      .select({ total: count() })
      .from(users)
      .where(or(isNotNull(users.emailConfirmedAt), isNotNull(users.phoneConfirmedAt)));
    return row?.total ?? 0;
  };
  const schema = {
    tags: ['stats'],
    summary: 'Number of community members (the about page\'s "Siamo in N")',
    response: { 200: z.number().int().nonnegative() },
  };
  app.get('/rpc/get_total_user_count', { schema }, countMembers);
  app.post('/rpc/get_total_user_count', { schema }, countMembers);
};
