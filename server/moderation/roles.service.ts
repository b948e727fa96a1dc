// Staff roles (docs/product.md#moderation). Granted only by the operator's
// command (`npm run user -- role <email> moderator|admin|user`) or the admin
// API, both through setUserRole: no route lets a user change their own role.
import type { FastifyRequest } from 'fastify';
import { isStaffRole, type RoleChoice, type StaffRole } from '../../domain/moderation';
import type { Database } from '../db/client';
import { normaliseEmail } from '../auth/addresses';
import { assertCaller } from '../auth/authenticate';
import { findUserByEmail, findUserById } from '../auth/users.repository';
import { appError } from '../http/app-error';
import { findRole, saveRole } from './roles.repository';

export type RoleChange = 'done' | 'already_done' | 'not_found';

/**
 * Gives the user a role (`user` takes it away). The table is the truth the
 * server checks; the access token's app_metadata.role follows at the next
 * refresh, for the web app's links only. For the CLI and the admin API.
 */
export async function setUserRole(db: Database, userId: string, role: RoleChoice): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId, { forUpdate: true });
    if (!user) return 'not_found';
    const wanted = isStaffRole(role) ? role : null;
    if ((await findRole(tx, userId)) === wanted) return 'already_done';
    await saveRole(tx, userId, wanted);
    return 'done';
  });
}

export async function setUserRoleByEmail(db: Database, rawEmail: string, role: RoleChoice): Promise<RoleChange> {
  const user = await findUserByEmail(db, normaliseEmail(rawEmail));
  if (!user) return 'not_found';
  return setUserRole(db, user.id, role);
}

export async function getUserRole(db: Database, userId: string): Promise<StaffRole | null> {
  return findRole(db, userId);
}

export type Staff = { userId: string; role: StaffRole };

/**
 * The caller, when they hold a staff role now (read from the database on every
 * request: a role taken away stops working at once, whatever the token says).
 * 401 without a valid token; 403 forbidden for everybody else.
 */
export async function requireStaff(db: Database, request: FastifyRequest): Promise<Staff> {
  assertCaller(request);
  const userId = request.auth!.userId;
  const role = await findRole(db, userId);
  if (!role) throw appError('forbidden');
  return { userId, role };
}
