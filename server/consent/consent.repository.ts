// SQL of the consent module: the user's one acceptances row and the
// append-only consent log. No rules here; the service decides who may call.
import { eq, sql } from 'drizzle-orm';
import type { ConsentType } from '../../domain/consent';
import type { Executor } from '../db/query';
import { consentLog, userAcceptances } from '../db/schema';

export type Acceptances = {
  privacy_accepted: boolean | null;
  cookies_accepted: boolean | null;
  terms_accepted: boolean | null;
};

export type AcceptancesPatch = Partial<Acceptances>;

export const NO_ACCEPTANCES: Acceptances = {
  privacy_accepted: null,
  cookies_accepted: null,
  terms_accepted: null,
};

const acceptanceColumns = {
  privacy_accepted: userAcceptances.privacyAccepted,
  cookies_accepted: userAcceptances.cookiesAccepted,
  terms_accepted: userAcceptances.termsAccepted,
};

export async function findAcceptances(db: Executor, userId: string): Promise<Acceptances | undefined> {
  const [row] = await db.select(acceptanceColumns).from(userAcceptances).where(eq(userAcceptances.userId, userId));
  return row;
}

/** Inserts the user's row or updates only the given columns; returns the whole row. */
export async function upsertAcceptances(db: Executor, userId: string, patch: AcceptancesPatch): Promise<Acceptances> {
  const values = {
    ...(patch.privacy_accepted !== undefined && { privacyAccepted: patch.privacy_accepted }),
    ...(patch.cookies_accepted !== undefined && { cookiesAccepted: patch.cookies_accepted }),
    ...(patch.terms_accepted !== undefined && { termsAccepted: patch.terms_accepted }),
  };
  const [row] = await db
    .insert(userAcceptances)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userAcceptances.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning(acceptanceColumns);
  if (!row) throw new Error('upsert of user_acceptances returned no row');
  return row;
}

export type ConsentLogEntry = {
  userId: string;
  consentType: ConsentType;
  consentGiven: boolean;
  policyVersion: string;
  ip: string | null;
  userAgent: string | null;
};

export async function appendConsentLog(db: Executor, entry: ConsentLogEntry): Promise<void> {
  await db.insert(consentLog).values(entry);
}
