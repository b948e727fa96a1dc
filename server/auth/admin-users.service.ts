// The operator API (docs/auth-api.md#operator-api): GoTrue's /admin/users,
// /admin/users/{id}/factors, /admin/generate_link and /invite, as auth-js's
// `auth.admin.*` calls them. The routes let only a service-role key in.
import { randomBytes } from 'node:crypto';
import type { Language } from '../../domain/i18n/language';
import { ROLE_CHOICES, type RoleChoice, isStaffRole } from '../../domain/moderation';
import type { Transaction } from '../db/client';
import { violatedConstraint } from '../db/errors';
import type { DbUser } from '../db/schema';
import { saveRole } from '../moderation/roles.repository';
import { NICKNAME_UNIQUE_CONSTRAINT } from '../profiles/profiles.service';
import { normaliseEmail, normalisePhone } from './addresses';
import { insertAccount } from './new-account';
import type { AuthContext } from './auth.context';
import { authErrors } from './auth.errors';
import { createOneTimeToken, deliver, reserveEmails, type PendingMessage } from './auth.messages';
import { noteSessionsRevoked } from './caller-cache';
import { deleteOneTimeTokens } from './links.repository';
import { emailLink, resolveRedirect, type EmailLinkType } from './links';
import { deleteFactor, downgradeSessionsOfFactor, findFactor } from './mfa.repository';
import { assertPasswordAcceptable } from './passwords';
import { deleteUserSessions } from './sessions.repository';
import { mergeMetadata } from './user.service';
import { factorJson, loadUserWithRelations, userJson, usersJson, type UserJson } from './user-view';
import {
  countUsers,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertIdentity,
  listFactors,
  listIdentities,
  listUsersPage,
  mergeIdentityData,
  updateUser as updateUserRow,
  type UserPatch,
} from './users.repository';
import { isUuid } from '../../domain/schemas/common';

export const AUDIENCE_NAME = 'authenticated';
export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 1000;

// ---------------------------------------------------------------- input rules

/** Go's time.ParseDuration units, in milliseconds. */
const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, 'μs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION_PART = /^(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/;

/**
 * GoTrue's `ban_duration`: a Go duration ("24h", "1h30m", "90s") from now, or
 * "none" (or any zero duration) to lift the ban. Returns the new `banned_until`.
 */
export function banUntil(text: string, now: Date): Date | null {
  const invalid = () => authErrors.validation(`invalid format for ban duration: time: invalid duration "${text}"`);
  if (text === 'none') return null;
  const sign = text.startsWith('-') ? -1 : 1;
  let rest = text.replace(/^[-+]/, '');
  if (rest === '0') return null;
  if (rest === '') throw invalid();
  let totalMs = 0;
  while (rest !== '') {
    const part = DURATION_PART.exec(rest);
    if (!part) throw invalid();
    totalMs += Number(part[1]) * DURATION_UNITS_MS[part[2]!]!;
    rest = rest.slice(part[0].length);
  }
  if (totalMs === 0) return null;
  const until = new Date(now.getTime() + sign * totalMs);
  if (Number.isNaN(until.getTime())) throw invalid();
  return until;
}

/** `app_metadata.role` names a staff role (user_roles); the rest of app_metadata is merged as GoTrue does. */
function splitRole(appMetadata: Record<string, unknown> | null | undefined): { role?: RoleChoice; rest?: Record<string, unknown> } {
  if (!appMetadata) return {};
  const { role, ...rest } = appMetadata;
  if (!('role' in appMetadata)) return { rest };
  const choice = role === null ? 'user' : role;
  if (!ROLE_CHOICES.includes(choice as RoleChoice)) {
    throw authErrors.validation(`app_metadata.role must be one of ${ROLE_CHOICES.join(', ')}`);
  }
  return { role: choice as RoleChoice, rest };
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A password nobody knows, for accounts created without one (as GoTrue does). */
const unknownPassword = (ctx: AuthContext) => ctx.passwords.hash(randomBytes(32).toString('base64url'));

// ---------------------------------------------------------------- accounts

/** Runs the work; a nickname taken by a concurrent request is 409 nickname_taken too. */
async function withNicknameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === NICKNAME_UNIQUE_CONSTRAINT) throw authErrors.nicknameTaken();
    throw error;
  }
}

async function answerUser(ctx: AuthContext, userId: string): Promise<UserJson> {
  const relations = await loadUserWithRelations(ctx.db, userId);
  if (!relations) throw authErrors.adminUserNotFound();
  return userJson(relations);
}

/** The user of a path id: 404 validation_failed for a malformed id, 404 user_not_found for an unknown one. */
export async function findAdminUser(ctx: AuthContext, id: string): Promise<DbUser> {
  if (!isUuid(id)) throw authErrors.invalidPathId('user_id');
  const user = await findUserById(ctx.db, id);
  if (!user) throw authErrors.adminUserNotFound();
  return user;
}

export type UsersPage = { users: UserJson[]; aud: string; total: number; page: number; perPage: number };

function pageNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw authErrors.validation(`Bad Pagination Parameters: ${name} must be a positive integer`);
  }
  return Number(raw);
}

/** GET /admin/users: newest first, `page` from 1, `per_page` (50, at most 1000). */
export async function listUsers(ctx: AuthContext, query: { page?: string; per_page?: string }): Promise<UsersPage> {
  const page = pageNumber(query.page, 1, 'page');
  const perPage = Math.min(pageNumber(query.per_page, DEFAULT_PER_PAGE, 'per_page'), MAX_PER_PAGE);
  const rows = await listUsersPage(ctx.db, { limit: perPage, offset: (page - 1) * perPage });
  return { users: await usersJson(ctx.db, rows), aud: AUDIENCE_NAME, total: await countUsers(ctx.db), page, perPage };
}

/**
 * GoTrue's Link header: `next` while there are more pages, always `last`; the
 * page number comes first in each URL (auth-js reads the digit after the first `=`).
 */
export function paginationLink(path: string, otherQuery: URLSearchParams, result: UsersPage): string {
  const lastPage = Math.ceil(result.total / result.perPage);
  const url = (page: number) => {
    const query = new URLSearchParams({ page: String(page), per_page: String(result.perPage) });
    for (const [key, value] of otherQuery) if (key !== 'page' && key !== 'per_page') query.append(key, value);
    return `<${path}?${query.toString()}>`;
  };
  const links = result.page < lastPage ? [`${url(result.page + 1)}; rel="next"`] : [];
  links.push(`${url(lastPage)}; rel="last"`);
  return links.join(', ');
}

export type AdminUserInput = {
  id?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  email_confirm?: boolean | null;
  phone_confirm?: boolean | null;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
  ban_duration?: string | null;
};

/** POST /admin/users: no email is sent; without a password nobody can sign in with one. */
export async function createUser(ctx: AuthContext, input: AdminUserInput): Promise<UserJson> {
  const email = present(input.email) ? normaliseEmail(input.email) : undefined;
  const phone = present(input.phone) ? normalisePhone(input.phone) : undefined;
  if (!email && !phone) throw authErrors.validation('Cannot create a user without either an email or phone');
  if (present(input.id) && (!isUuid(input.id) || /^[0-]+$/.test(input.id))) {
    throw authErrors.validation('ID must conform to the uuid v4 format');
  }
  if (present(input.password)) assertPasswordAcceptable(input.password);
  const bannedUntil = present(input.ban_duration) ? banUntil(input.ban_duration, ctx.now()) : null;
  const { role, rest: appMetadata } = splitRole(input.app_metadata);
  const encryptedPassword = present(input.password) ? await ctx.passwords.hash(input.password) : await unknownPassword(ctx);

  const user = await withNicknameCheck(() =>
    ctx.db.transaction(async (tx) => {
      if (email && (await findUserByEmail(tx, email))) throw authErrors.emailExists();
      if (phone && (await findUserByPhone(tx, phone))) throw authErrors.phoneExists();
      if (present(input.id) && (await findUserById(tx, input.id))) throw authErrors.validation('A user with this ID already exists');
      const created = await insertAccount(tx, ctx, {
        id: present(input.id) ? input.id.toLowerCase() : undefined,
        email,
        phone,
        encryptedPassword,
        userMetadata: input.user_metadata ?? {},
        appMetadata: appMetadata ? mergeMetadata({}, appMetadata) : undefined,
        emailConfirmed: input.email_confirm ?? false,
        phoneConfirmed: input.phone_confirm ?? false,
        bannedUntil,
      });
      if (role && isStaffRole(role)) await saveRole(tx, created.id, role);
      return created;
    }),
  );
  return answerUser(ctx, user.id);
}

export async function getUser(ctx: AuthContext, id: string): Promise<UserJson> {
  return answerUser(ctx, (await findAdminUser(ctx, id)).id);
}

/** Marks an address's identity verified; the user's columns that confirm it are the patch returned. */
async function confirmedAddressPatch(tx: Transaction, user: DbUser, provider: 'email' | 'phone', now: Date): Promise<UserPatch> {
  await mergeIdentityData(tx, user.id, provider, provider === 'email' ? { email_verified: true } : { phone_verified: true });
  if (provider === 'email') return user.emailConfirmedAt ? {} : { emailConfirmedAt: now };
  return user.phoneConfirmedAt ? {} : { phoneConfirmedAt: now };
}

/** A new address for one provider: the identity follows, or is created (GoTrue's admin update). */
async function setAddress(tx: Transaction, user: DbUser, provider: 'email' | 'phone', address: string, verified: boolean) {
  const identities = await listIdentities(tx, user.id);
  const data = provider === 'email' ? { email: address, email_verified: verified } : { phone: address, phone_verified: verified };
  if (identities.some((identity) => identity.provider === provider)) {
    await mergeIdentityData(tx, user.id, provider, data);
  } else {
    await insertIdentity(tx, {
      userId: user.id,
      provider,
      providerId: user.id,
      identityData: { sub: user.id, email_verified: false, phone_verified: false, ...data },
    });
  }
  const providers = Array.isArray(user.appMetadata.providers) ? (user.appMetadata.providers as string[]) : [];
  return providers.includes(provider) ? user.appMetadata : { ...user.appMetadata, providers: [...providers, provider] };
}

/**
 * PUT /admin/users/{id}: address, password, confirmations, metadata (merged;
 * null removes a key), `app_metadata.role` (the staff role) and `ban_duration`.
 * A new password ends every session and pending link, as in GoTrue.
 */
export async function updateUser(ctx: AuthContext, id: string, input: AdminUserInput): Promise<UserJson> {
  await findAdminUser(ctx, id);
  const email = present(input.email) ? normaliseEmail(input.email) : undefined;
  const phone = present(input.phone) ? normalisePhone(input.phone) : undefined;
  const password = typeof input.password === 'string' ? input.password : undefined;
  if (password !== undefined) assertPasswordAcceptable(password);
  const now = ctx.now();
  const bannedUntil = present(input.ban_duration) ? banUntil(input.ban_duration, now) : undefined;
  const { role, rest: appMetadata } = splitRole(input.app_metadata);
  const encryptedPassword = password !== undefined ? await ctx.passwords.hash(password) : undefined;

  await ctx.db.transaction(async (tx) => {
    let user = await findUserById(tx, id, { forUpdate: true });
    if (!user) throw authErrors.adminUserNotFound();
    let patch: UserPatch = {};
    if (encryptedPassword) {
      patch.encryptedPassword = encryptedPassword;
      await deleteOneTimeTokens(tx, id, ['confirmation', 'recovery', 'magiclink', 'email_change_current', 'email_change_new', 'phone_change', 'reauthentication']);
      await deleteUserSessions(tx, id);
    }
    if (email && email !== user.email) {
      const owner = await findUserByEmail(tx, email);
      if (owner) throw authErrors.emailExists();
      patch = { ...patch, email, emailChange: null, appMetadata: await setAddress(tx, user, 'email', email, Boolean(input.email_confirm)) };
    }
    if (phone && phone !== user.phone) {
      const owner = await findUserByPhone(tx, phone);
      if (owner) throw authErrors.phoneExists();
      patch = { ...patch, phone, phoneChange: null, appMetadata: await setAddress(tx, { ...user, ...patch }, 'phone', phone, Boolean(input.phone_confirm)) };
    }
    if (Object.keys(patch).length) user = await updateUserRow(tx, id, patch);
    patch = {};
    if (input.email_confirm && user.email) patch = { ...patch, ...(await confirmedAddressPatch(tx, user, 'email', now)) };
    if (input.phone_confirm && user.phone) patch = { ...patch, ...(await confirmedAddressPatch(tx, user, 'phone', now)) };
    if (input.user_metadata) patch.userMetadata = mergeMetadata(user.userMetadata, input.user_metadata);
    if (appMetadata) patch.appMetadata = mergeMetadata(user.appMetadata, appMetadata);
    if (bannedUntil !== undefined) patch.bannedUntil = bannedUntil;
    if (Object.keys(patch).length) await updateUserRow(tx, id, patch);
    if (role) await saveRole(tx, id, isStaffRole(role) ? role : null);
  });
  // Cached callers are checked again: a ban or a new password must stop old tokens now.
  if (encryptedPassword || bannedUntil !== undefined) noteSessionsRevoked();
  return answerUser(ctx, id);
}

/** DELETE /admin/users/{id}: erases the account (no soft deletion: personal data goes with it). */
export async function deleteUser(
  ctx: AuthContext,
  id: string,
  input: { should_soft_delete?: boolean | null },
  eraseAccount: (userId: string) => Promise<void>,
): Promise<Record<string, never>> {
  if (input.should_soft_delete) throw authErrors.validation('Soft deletion is not available: accounts are erased with their data');
  const user = await findAdminUser(ctx, id);
  await eraseAccount(user.id);
  return {};
}

export async function listUserFactors(ctx: AuthContext, id: string) {
  const user = await findAdminUser(ctx, id);
  return (await listFactors(ctx.db, user.id)).map(factorJson);
}

/** DELETE /admin/users/{id}/factors/{factor_id}: sessions that reached aal2 with it fall back to aal1. */
export async function deleteUserFactor(ctx: AuthContext, id: string, factorId: string) {
  const user = await findAdminUser(ctx, id);
  if (!isUuid(factorId)) throw authErrors.invalidPathId('factor_id');
  const factor = await findFactor(ctx.db, user.id, factorId);
  if (!factor) throw authErrors.mfaFactorNotFound();
  await ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await downgradeSessionsOfFactor(tx, factor.id, ctx.now());
  });
  noteSessionsRevoked();
  return factorJson(factor);
}

// ---------------------------------------------------------------- links and invites

export const GENERATE_LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type GenerateLinkType = (typeof GENERATE_LINK_TYPES)[number];

export type GenerateLinkInput = {
  type?: string | null;
  email?: string | null;
  new_email?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
  redirect_to?: string | null;
};

export type GeneratedLink = UserJson & {
  action_link: string;
  email_otp: string;
  hashed_token: string;
  verification_type: string;
  redirect_to: string;
};

const LINK_TYPE_OF: Record<GenerateLinkType, EmailLinkType> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

const isConfirmed = (user: DbUser) => user.emailConfirmedAt !== null || user.phoneConfirmedAt !== null;

/** The invite's account: created without a password, or the existing one while it is unconfirmed. */
async function invitedAccount(tx: Transaction, ctx: AuthContext, existing: DbUser | undefined, email: string, data: Record<string, unknown>) {
  if (existing && isConfirmed(existing)) throw authErrors.emailExists();
  const user = existing ?? (await insertAccount(tx, ctx, { email, encryptedPassword: null, userMetadata: data, invited: true }));
  const { token, otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'confirmation', address: email });
  await updateUserRow(tx, user.id, { confirmationSentAt: ctx.now(), invitedAt: ctx.now() });
  return { user, token, otp };
}

/**
 * POST /admin/generate_link: the link and code an email would carry, without
 * sending it. `magiclink` for an unknown address becomes a `signup`, as in GoTrue.
 */
export async function generateLink(ctx: AuthContext, input: GenerateLinkInput, options: { redirectTo?: string }): Promise<GeneratedLink> {
  if (!present(input.email)) throw authErrors.validation('An email address is required');
  const email = normaliseEmail(input.email);
  if (!(GENERATE_LINK_TYPES as readonly string[]).includes(input.type ?? '')) {
    throw authErrors.validation(`Invalid email action link type requested: ${input.type ?? ''}`);
  }
  let type = input.type as GenerateLinkType;
  const redirectTo = resolveRedirect(ctx.config, input.redirect_to ?? options.redirectTo);
  const data = input.data ?? {};
  const isEmailChange = type === 'email_change_current' || type === 'email_change_new';
  const newEmail = isEmailChange ? normaliseEmail(input.new_email ?? '') : undefined;
  if (type === 'email_change_current' && !ctx.config.authSecureEmailChange) {
    throw authErrors.validation('Enable secure email change to generate link for current email');
  }
  const signupPassword = type === 'signup' || type === 'magiclink' ? input.password : undefined;
  if (type === 'signup' && present(signupPassword)) assertPasswordAcceptable(signupPassword);
  const encryptedPassword = present(signupPassword) ? await ctx.passwords.hash(signupPassword) : await unknownPassword(ctx);

  const outcome = await withNicknameCheck(() =>
    ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, { forUpdate: true });
      if (!existing) {
        if (type === 'recovery' || isEmailChange) throw authErrors.adminUserNotFound('User with this email not found');
        if (type === 'signup' && !present(signupPassword)) throw authErrors.validation('Signup requires a valid password');
        // An unknown address's magic link signs up, with a password nobody knows.
        if (type === 'magiclink') type = 'signup';
      }
      const now = ctx.now();
      switch (type) {
        case 'magiclink':
        case 'recovery': {
          const user = existing!;
          const issued = await createOneTimeToken(tx, ctx, { user, tokenType: type, address: email });
          await updateUserRow(tx, user.id, { recoverySentAt: now });
          return { user, ...issued };
        }
        case 'invite':
          return invitedAccount(tx, ctx, existing, email, data);
        case 'signup': {
          if (existing && isConfirmed(existing)) throw authErrors.emailExists();
          const user = existing
            ? await updateUserRow(tx, existing.id, { userMetadata: mergeMetadata(existing.userMetadata, data) })
            : await insertAccount(tx, ctx, { email, encryptedPassword, userMetadata: data });
          const issued = await createOneTimeToken(tx, ctx, { user, tokenType: 'confirmation', address: email });
          await updateUserRow(tx, user.id, { confirmationSentAt: now });
          return { user, ...issued };
        }
        default: {
          const user = existing!;
          const owner = await findUserByEmail(tx, newEmail!);
          if (owner) throw authErrors.emailExists();
          const address = type === 'email_change_current' ? email : newEmail!;
          const issued = await createOneTimeToken(tx, ctx, { user, tokenType: type, address });
          await updateUserRow(tx, user.id, { emailChange: newEmail, emailChangeSentAt: now, emailChangeConfirmStatus: 0 });
          return { user, ...issued };
        }
      }
    }),
  );
  return {
    ...(await answerUser(ctx, outcome.user.id)),
    action_link: emailLink(ctx.config, outcome.token, LINK_TYPE_OF[type], redirectTo),
    email_otp: outcome.otp,
    hashed_token: outcome.token,
    verification_type: type,
    redirect_to: redirectTo,
  };
}

/** POST /invite: creates the account (no password) and emails the invite link; a confirmed address is 422 email_exists. */
export async function inviteUser(
  ctx: AuthContext,
  input: { email?: string | null; data?: Record<string, unknown> | null },
  options: { redirectTo?: string; language: Language },
): Promise<UserJson> {
  if (!present(input.email)) throw authErrors.validation('An email address is required');
  const email = normaliseEmail(input.email);
  const redirectTo = resolveRedirect(ctx.config, options.redirectTo);
  const { userId, messages } = await withNicknameCheck(() =>
    ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, { forUpdate: true });
      const { user, token, otp } = await invitedAccount(tx, ctx, existing, email, input.data ?? {});
      const pending: PendingMessage[] = [
        { channel: 'email', kind: 'invite', userId: user.id, to: email, token, otp, linkType: 'invite', redirectTo },
      ];
      // The operator's own request: no client address's share to take from.
      await reserveEmails(tx, ctx, pending, null);
      return { userId: user.id, messages: pending };
    }),
  );
  await deliver(ctx, messages, options.language);
  return answerUser(ctx, userId);
}
