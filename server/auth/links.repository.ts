// SQL for one-time tokens (emailed links, SMS codes) and PKCE flow states.
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { flowStates, oneTimeTokens, type ONE_TIME_TOKEN_TYPES } from '../db/schema';
import type { Executor } from '../db/query';

export type OneTimeTokenType = (typeof ONE_TIME_TOKEN_TYPES)[number];
export type DbOneTimeToken = typeof oneTimeTokens.$inferSelect;
export type DbFlowState = typeof flowStates.$inferSelect;

/** One pending token per user and type: a new one replaces the old. */
export async function saveOneTimeToken(
  db: Executor,
  values: { userId: string; tokenType: OneTimeTokenType; tokenHash: string; linkHash: string | null; relatesTo: string },
  now: Date,
): Promise<void> {
  await db
    .insert(oneTimeTokens)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [oneTimeTokens.userId, oneTimeTokens.tokenType],
      set: { tokenHash: values.tokenHash, linkHash: values.linkHash, relatesTo: values.relatesTo, attempts: 0, createdAt: now },
    });
}

/**
 * Counts one typed code against every pending token of the address, before it
 * is checked, so parallel guesses cannot slip past the limit. Tokens past it
 * are deleted: the right code no longer works either.
 */
export async function countCodeAttempt(db: Executor, address: string, maxAttempts: number): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(eq(oneTimeTokens.relatesTo, address));
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.relatesTo, address), gte(oneTimeTokens.attempts, maxAttempts + 1)));
}

/**
 * Counts one typed code against the user's pending token of this type, before
 * it is checked (the re-authentication nonce: the account is known, whatever
 * address it was sent to). Past the limit the token is deleted.
 */
export async function countUserCodeAttempt(
  db: Executor,
  userId: string,
  tokenType: OneTimeTokenType,
  maxAttempts: number,
): Promise<void> {
  const ofUser = and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.tokenType, tokenType));
  await db.update(oneTimeTokens).set({ attempts: sql`${oneTimeTokens.attempts} + 1` }).where(ofUser);
  await db.delete(oneTimeTokens).where(and(ofUser, gte(oneTimeTokens.attempts, maxAttempts + 1)));
}

/** Spends a token once: false when another request spent (or replaced) it first. */
export async function consumeOneTimeToken(db: Executor, id: string, tokenHashValue: string): Promise<boolean> {
  const rows = await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.id, id), eq(oneTimeTokens.tokenHash, tokenHashValue)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** How a token is looked up: by the hashes of a typed code, or by the hash of a link's secret. */
export type OneTimeTokenKey = { codeHashes: string[] } | { linkHash: string };

export async function findOneTimeTokenForUpdate(
  db: Executor,
  key: OneTimeTokenKey,
  types: readonly OneTimeTokenType[],
  maxAttempts: number,
): Promise<DbOneTimeToken | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        'linkHash' in key ? eq(oneTimeTokens.linkHash, key.linkHash) : inArray(oneTimeTokens.tokenHash, key.codeHashes),
        inArray(oneTimeTokens.tokenType, [...types]),
        lte(oneTimeTokens.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function findOneTimeToken(db: Executor, userId: string, tokenType: OneTimeTokenType) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.tokenType, tokenType)))
    .limit(1);
  return row;
}

export async function deleteOneTimeTokens(db: Executor, userId: string, types: readonly OneTimeTokenType[]): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.tokenType, [...types])));
}

export async function insertFlowState(
  db: Executor,
  values: { userId: string; codeChallenge: string; codeChallengeMethod: string; authenticationMethod: string },
  now: Date,
  staleBefore: Date,
): Promise<void> {
  // Flow states nobody came back for are dropped as new ones are made.
  await db
    .delete(flowStates)
    .where(and(eq(flowStates.userId, values.userId), lt(flowStates.createdAt, staleBefore)));
  await db.insert(flowStates).values({ ...values, createdAt: now });
}

/** Stamps the newest flow state of (user, method) with the issue time of its auth code. */
export async function issueAuthCode(
  db: Executor,
  userId: string,
  authenticationMethod: string,
  now: Date,
): Promise<string | undefined> {
  const [latest] = await db
    .select({ id: flowStates.id })
    .from(flowStates)
    .where(and(eq(flowStates.userId, userId), eq(flowStates.authenticationMethod, authenticationMethod)))
    .orderBy(desc(flowStates.createdAt))
    .limit(1)
    .for('update');
  if (!latest) return undefined;
  const [row] = await db
    .update(flowStates)
    .set({ authCodeIssuedAt: now })
    .where(eq(flowStates.id, latest.id))
    .returning({ authCode: flowStates.authCode });
  return row?.authCode;
}

export async function findFlowStateByAuthCodeForUpdate(db: Executor, authCode: string): Promise<DbFlowState | undefined> {
  const [row] = await db.select().from(flowStates).where(eq(flowStates.authCode, authCode)).limit(1).for('update');
  return row;
}

export async function deleteFlowState(db: Executor, id: string): Promise<void> {
  await db.delete(flowStates).where(eq(flowStates.id, id));
}
