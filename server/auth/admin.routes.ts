// The operator API under /auth/v1 (docs/auth-api.md#operator-api): HTTP only.
// Registered inside authRoutes, so it answers in GoTrue's error format. Every
// route needs a service-role key (`npm run user -- service-key`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from './auth.context';
import {
  createUser,
  deleteUser,
  deleteUserFactor,
  generateLink,
  getUser,
  inviteUser,
  listUserFactors,
  listUsers,
  paginationLink,
  updateUser,
} from './admin-users.service';
import { requireServiceRole } from './sessions.service';
import { requestLanguage } from '../http/request-language';

export type AdminRoutesOptions = {
  ctx: AuthContext;
  /** Erases an account with its personal data and files, as the user's own deletion does. */
  eraseAccount: (userId: string) => Promise<void>;
};

const optionalString = z.string().max(10_000).nullish();
const metadata = z.record(z.string(), z.unknown()).nullish();
const flag = z.boolean().nullish();

const schemas = {
  userParams: z.object({ id: z.string().max(100) }),
  factorParams: z.object({ id: z.string().max(100), factor_id: z.string().max(100) }),
  listQuery: z.object({ page: z.string().max(20).optional(), per_page: z.string().max(20).optional() }),
  user: z
    .object({
      id: optionalString,
      email: optionalString,
      phone: optionalString,
      password: optionalString,
      email_confirm: flag,
      phone_confirm: flag,
      user_metadata: metadata,
      app_metadata: metadata,
      ban_duration: optionalString,
    })
    .default({}),
  deleteUser: z.object({ should_soft_delete: flag }).default({}),
  generateLink: z
    .object({
      type: optionalString,
      email: optionalString,
      new_email: optionalString,
      password: optionalString,
      data: metadata,
      redirect_to: optionalString,
    })
    .default({}),
  invite: z.object({ email: optionalString, data: metadata }).default({}),
  redirectQuery: z.object({ redirect_to: z.string().max(2048).optional() }),
};

const doc = (summary: string) => ({ tags: ['auth admin'], summary, security: [{ serviceRoleKey: [] }] });

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { ctx, eraseAccount }) => {
  // Before the body is read: anybody else learns nothing about the input.
  app.addHook('onRequest', async (request) => requireServiceRole(ctx, request.headers.authorization));

  app.get('/admin/users', { schema: { ...doc('Lists users, newest first, by page'), querystring: schemas.listQuery } }, async (request, reply) => {
    const result = await listUsers(ctx, request.query);
    const [path = '', query = ''] = request.url.split('?', 2);
    reply.header('link', paginationLink(path, new URLSearchParams(query), result));
    reply.header('x-total-count', String(result.total));
    return { users: result.users, aud: result.aud };
  });

  app.post('/admin/users', { schema: { ...doc('Creates a user (no email is sent)'), body: schemas.user } }, async (request) =>
    createUser(ctx, request.body),
  );

  app.get('/admin/users/:id', { schema: { ...doc('One user'), params: schemas.userParams } }, async (request) =>
    getUser(ctx, request.params.id),
  );

  app.put(
    '/admin/users/:id',
    { schema: { ...doc('Changes a user: address, password, confirmation, metadata, staff role, ban'), params: schemas.userParams, body: schemas.user } },
    async (request) => updateUser(ctx, request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id',
    { schema: { ...doc('Erases a user and their data'), params: schemas.userParams, body: schemas.deleteUser } },
    async (request) => deleteUser(ctx, request.params.id, request.body, eraseAccount),
  );

  app.get('/admin/users/:id/factors', { schema: { ...doc("A user's MFA factors"), params: schemas.userParams } }, async (request) =>
    listUserFactors(ctx, request.params.id),
  );

  app.delete(
    '/admin/users/:id/factors/:factor_id',
    { schema: { ...doc("Removes a user's MFA factor"), params: schemas.factorParams } },
    async (request) => deleteUserFactor(ctx, request.params.id, request.params.factor_id),
  );

  app.post(
    '/admin/generate_link',
    { schema: { ...doc('The link and code of an email, without sending it'), querystring: schemas.redirectQuery, body: schemas.generateLink } },
    async (request) => generateLink(ctx, request.body, { redirectTo: request.query.redirect_to }),
  );

  app.post(
    '/invite',
    { schema: { ...doc('Creates a user without a password and emails an invite link'), querystring: schemas.redirectQuery, body: schemas.invite } },
    async (request) => inviteUser(ctx, request.body, { redirectTo: request.query.redirect_to, language: requestLanguage(request) }),
  );
};
