// GET and PUT /user, GET /settings (docs/auth-api.md#endpoints, #user-changes).
import type { Config } from '../config';
import type { AuthContext, RequestMeta } from './auth.context';
import { authErrors } from './auth.errors';
import { assertSendAllowed, deliver, reserveEmails, type PendingMessage } from './auth.messages';
import { prepareEmailChange, preparePhoneChange } from './auth.service';
import { normaliseEmail, normalisePhone } from './addresses';
import { deleteOneTimeTokens } from './links.repository';
import { parsePkceParams, resolveRedirect } from './links';
import { assertPasswordAcceptable } from './passwords';
import { noteSessionsRevoked } from './caller-cache';
import { checkNonce, isReauthenticationNeeded, spendNonce, type CheckedNonce } from './reauthentication.service';
import { deleteUserSessions } from './sessions.repository';
import type { BearerAuth } from './sessions.service';
import { loadUserWithRelations, userJson, type UserJson } from './user-view';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  listFactors,
  mergeIdentityData,
  updateUser as updateUserRow,
  type UserPatch,
} from './users.repository';

export async function getUser(ctx: AuthContext, auth: BearerAuth): Promise<UserJson> {
  const relations = await loadUserWithRelations(ctx.db, auth.user);
  return userJson(relations!);
}

export type UpdateUserInput = {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  /** The code from GET /reauthenticate, needed for a password change from an old session. */
  nonce?: string | null;
  data?: Record<string, unknown> | null;
  code_challenge?: string | null;
  code_challenge_method?: string | null;
};

/** Shallow merge; a key set to null is removed. */
export function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateUser(
  ctx: AuthContext,
  auth: BearerAuth,
  input: UpdateUserInput,
  options: { redirectTo?: string; meta: RequestMeta },
): Promise<UserJson> {
  const password = typeof input.password === 'string' && input.password !== '' ? input.password : undefined;
  const email = typeof input.email === 'string' && input.email.trim() !== '' ? normaliseEmail(input.email) : undefined;
  const phone = typeof input.phone === 'string' && input.phone.trim() !== '' ? normalisePhone(input.phone) : undefined;
  const pkce = email ? parsePkceParams(input.code_challenge, input.code_challenge_method) : null;
  const redirectTo = resolveRedirect(ctx.config, options.redirectTo);
  const isEmailChange = email !== undefined && email !== auth.user.email;
  const isPhoneChange = phone !== undefined && phone !== auth.user.phone;

  if (password !== undefined) assertPasswordAcceptable(password);
  // GoTrue asks aal2 for email and password; every change of the account is held to it here.
  if (password !== undefined || isEmailChange || isPhoneChange || input.data) {
    const factors = await listFactors(ctx.db, auth.user.id);
    if (factors.some((factor) => factor.status === 'verified') && auth.session.aal !== 'aal2') {
      throw authErrors.insufficientAal(401, 'AAL2 session is required to update the user when MFA is enabled.');
    }
  }
  let encryptedPassword: string | undefined;
  let nonce: CheckedNonce | undefined;
  if (password !== undefined) {
    if (isReauthenticationNeeded(ctx, auth)) {
      nonce = await checkNonce(ctx, auth, typeof input.nonce === 'string' && input.nonce !== '' ? input.nonce : undefined);
    }
    if (auth.user.encryptedPassword && (await ctx.passwords.verify(auth.user.encryptedPassword, password))) {
      throw authErrors.samePassword();
    }
    encryptedPassword = await ctx.passwords.hash(password);
  }

  const messages = await ctx.db.transaction(async (tx) => {
    const pending: PendingMessage[] = [];
    let user = await findUserById(tx, auth.user.id, { forUpdate: true });
    if (!user) throw authErrors.userNotFound();
    const patch: UserPatch = {};
    if (input.data) patch.userMetadata = mergeMetadata(user.userMetadata, input.data);
    if (nonce) await spendNonce(tx, nonce);
    if (encryptedPassword) {
      patch.encryptedPassword = encryptedPassword;
      // A new password ends pending resets and every other session; this one stays.
      await deleteOneTimeTokens(tx, user.id, ['recovery', 'magiclink', 'reauthentication']);
      await deleteUserSessions(tx, user.id, { except: auth.session.id });
    }
    if (Object.keys(patch).length) user = await updateUserRow(tx, user.id, patch);

    if (isEmailChange) {
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== user.id) throw authErrors.emailExists();
      if (ctx.config.authAutoconfirm) {
        await mergeIdentityData(tx, user.id, 'email', { email, email_verified: true });
        user = await updateUserRow(tx, user.id, { email, emailConfirmedAt: ctx.now(), emailChange: null });
      } else {
        assertSendAllowed(ctx, user.emailChangeSentAt, 'email');
        pending.push(...(await prepareEmailChange(tx, ctx, user, email, { pkce, redirectTo })));
      }
    }
    if (isPhoneChange) {
      const owner = await findUserByPhone(tx, phone);
      if (owner && owner.id !== user.id) throw authErrors.phoneExists();
      assertSendAllowed(ctx, user.phoneChangeSentAt, 'sms');
      pending.push(await preparePhoneChange(tx, ctx, user, phone));
    }
    await reserveEmails(tx, ctx, pending, options.meta.ip);
    return pending;
  });
  // Again after the commit: a request verified while the transaction ran may have cached a session it ended.
  if (encryptedPassword) noteSessionsRevoked();
  await deliver(ctx, messages, options.meta.language);
  const relations = await loadUserWithRelations(ctx.db, auth.user.id);
  return userJson(relations!);
}

export function settings(config: Config) {
  return {
    external: {
      email: true,
      phone: true,
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: config.authDisableSignup,
    mailer_autoconfirm: config.authAutoconfirm,
    phone_autoconfirm: config.authAutoconfirm,
    sms_provider: config.smsProvider,
    saml_enabled: false,
    passkeys_enabled: false,
  };
}
