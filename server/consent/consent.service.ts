// Rules of the consent module: a user records and reads only their own
// choices, and every recorded choice leaves a line in the append-only log.
import { CONSENT_POLICY_VERSION } from '../../domain/limits';
import type { ConsentType } from '../../domain/consent';
import type { LogConsentInput, UpsertAcceptancesInput } from '../../domain/schemas/consent';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import {
  NO_ACCEPTANCES,
  appendConsentLog,
  findAcceptances,
  upsertAcceptances,
  type Acceptances,
} from './consent.repository';

export type RequestMeta = { ip: string | null; userAgent: string | null };

const COLUMN_OF: Record<ConsentType, keyof Acceptances> = {
  privacy: 'privacy_accepted',
  cookies: 'cookies_accepted',
  terms: 'terms_accepted',
};

// Bounded so a hostile client cannot fill the log with huge headers.
const USER_AGENT_MAX = 512;

const forbidden = () => appError('forbidden');

function assertSelf(callerId: string, userId: string | undefined) {
  if (userId !== undefined && userId !== callerId) throw forbidden();
}

/** Appends the choice to the consent log and saves it on the user's row, atomically. */
export async function logConsent(
  db: Database,
  callerId: string,
  input: LogConsentInput,
  meta: RequestMeta,
): Promise<Acceptances> {
  assertSelf(callerId, input.userId);
  if (input.policyVersion !== CONSENT_POLICY_VERSION) {
    throw appError('invalid_policy_version');
  }
  return db.transaction(async (tx) => {
    await appendConsentLog(tx, {
      userId: callerId,
      consentType: input.consentType,
      consentGiven: input.consentGiven,
      policyVersion: input.policyVersion,
      ip: meta.ip,
      userAgent: meta.userAgent ? meta.userAgent.slice(0, USER_AGENT_MAX) : null,
    });
    return upsertAcceptances(tx, callerId, { [COLUMN_OF[input.consentType]]: input.consentGiven });
  });
}

export async function getAcceptances(db: Database, callerId: string): Promise<Acceptances> {
  return (await findAcceptances(db, callerId)) ?? NO_ACCEPTANCES;
}

/** The client's fallback when log-consent fails: saves the row only (no log line). */
export async function putAcceptances(
  db: Database,
  callerId: string,
  input: UpsertAcceptancesInput & { user_id?: string },
): Promise<Acceptances> {
  const { user_id: userId, ...patch } = input;
  assertSelf(callerId, userId);
  return upsertAcceptances(db, callerId, patch);
}
