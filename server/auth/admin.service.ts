// Operator tasks: `npm run user -- list|confirm|delete <email>`, and the
// suspension of an account (docs/auth-api.md#suspension).
import type { Database } from '../db/client';
import type { Executor } from '../db/query';
import { normaliseEmail } from './addresses';
import { deleteUser, findUserByEmail, listUsers, mergeIdentityData, setBannedUntil, updateUser } from './users.repository';
import { isUuid } from '../../domain/schemas/common';

export type UserSummary = {
  id: string;
  email: string | null;
  phone: string | null;
  isConfirmed: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
};

export async function listAccounts(db: Database): Promise<UserSummary[]> {
  const rows = await listUsers(db);
  return rows.map((user) => ({
    id: user.id,
    email: user.email,
    phone: user.phone,
    isConfirmed: user.emailConfirmedAt !== null || user.phoneConfirmedAt !== null,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
  }));
}

export type AdminResult = 'done' | 'already_done' | 'not_found';

/** Marks the address as confirmed, as the emailed link would. */
export async function confirmAccount(db: Database, rawEmail: string, now = new Date()): Promise<AdminResult> {
  const email = normaliseEmail(rawEmail);
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, { forUpdate: true });
    if (!user) return 'not_found';
    if (user.emailConfirmedAt) return 'already_done';
    await updateUser(tx, user.id, { emailConfirmedAt: now });
    await mergeIdentityData(tx, user.id, 'email', { email_verified: true });
    return 'done';
  });
}

/** Deletes the account; sessions, profile and personal rows go with it (ON DELETE CASCADE). */
export async function deleteAccount(db: Database, rawEmail: string): Promise<AdminResult> {
  const email = normaliseEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (!user) return 'not_found';
  await deleteUser(db, user.id);
  return 'done';
}

/**
 * Suspends the account until `until`, or lifts the suspension (`null`, or any
 * past date). While it lasts every sign-in and refresh is refused with
 * `user_banned`, and the tokens already issued stop working: at once on this
 * process, within AUTH_SESSION_RECHECK_MS on the others. Sessions are kept, so
 * they work again when the ban ends, as in GoTrue. Pass a transaction to ban
 * together with other writes; then call `noteSessionsRevoked()` (caller-cache)
 * once more after the commit, or a request verified while the transaction ran
 * may keep working for up to AUTH_SESSION_RECHECK_MS.
 */
export async function banUser(db: Executor, userId: string, until: Date | null): Promise<AdminResult> {
  if (!isUuid(userId)) return 'not_found';
  return (await setBannedUntil(db, userId, until)) ? 'done' : 'not_found';
}
