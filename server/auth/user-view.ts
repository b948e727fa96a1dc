// The User, Identity and Factor JSON shapes of GoTrue (docs/auth-api.md#shapes).
import { randomUUID } from 'node:crypto';
import type { DbUser } from '../db/schema';
import type { Executor } from '../db/query';
import type { DbFactor, DbIdentity } from './users.repository';
import { findUserById, listFactors, listIdentities, listRelationsOf } from './users.repository';

export type UserJson = Record<string, unknown> & { id: string };

export type UserWithRelations = { user: DbUser; identities: DbIdentity[]; factors: DbFactor[] };

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** Drops undefined fields, as GoTrue's `omitempty` does. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function identityJson(identity: DbIdentity) {
  const data = identity.identityData;
  return compact({
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: data,
    provider: identity.provider,
    email: typeof data.email === 'string' ? data.email : undefined,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: iso(identity.createdAt),
    updated_at: iso(identity.updatedAt),
  });
}

export function factorJson(factor: DbFactor) {
  return compact({
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: iso(factor.createdAt),
    updated_at: iso(factor.updatedAt),
    last_challenged_at: iso(factor.lastChallengedAt),
    phone: factor.phone ?? undefined,
  });
}

export function userJson({ user, identities, factors }: UserWithRelations): UserJson {
  const confirmations = [user.emailConfirmedAt, user.phoneConfirmedAt].filter((d): d is Date => d !== null);
  const confirmedAt = confirmations.length ? new Date(Math.min(...confirmations.map((d) => d.getTime()))) : null;
  return compact({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    confirmed_at: iso(confirmedAt),
    invited_at: iso(user.invitedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    email_change_sent_at: iso(user.emailChangeSentAt),
    new_email: user.emailChange ?? undefined,
    phone_change_sent_at: iso(user.phoneChangeSentAt),
    new_phone: user.phoneChange ?? undefined,
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    banned_until: iso(user.bannedUntil),
    is_anonymous: false,
  });
}

export async function loadUserWithRelations(db: Executor, user: DbUser | string): Promise<UserWithRelations | undefined> {
  const row = typeof user === 'string' ? await findUserById(db, user) : user;
  if (!row) return undefined;
  const [identities, factors] = [await listIdentities(db, row.id), await listFactors(db, row.id)];
  return { user: row, identities, factors };
}

/** The User JSON of many users, their relations loaded in two queries. */
export async function usersJson(db: Executor, rows: DbUser[]): Promise<UserJson[]> {
  const { identities, factors } = await listRelationsOf(db, rows.map((row) => row.id));
  return rows.map((user) =>
    userJson({
      user,
      identities: identities.filter((identity) => identity.userId === user.id),
      factors: factors.filter((factor) => factor.userId === user.id),
    }),
  );
}

/**
 * What a duplicate sign-up of a confirmed address gets: a user that looks new
 * but has no identities, so the answer does not reveal the account (docs/auth-api.md#enumeration).
 */
export function obfuscatedUserJson(address: { email?: string; phone?: string }, data: Record<string, unknown>, now: Date): UserJson {
  const provider = address.phone ? 'phone' : 'email';
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email: address.email ?? '',
    phone: address.phone ?? '',
    confirmation_sent_at: now.toISOString(),
    app_metadata: { provider, providers: [provider] },
    user_metadata: data,
    identities: [],
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    is_anonymous: false,
  };
}
