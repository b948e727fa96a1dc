// 'Segnala chiusura o cambio gestione' (docs/product.md#closed-or-new-management):
// each signed-in user holds at most one claim about a restaurant ('Chiuso
// definitivamente', 'Nuova gestione' with the date of the change, or 'Ancora
// aperto / stessa gestione'); which status the claims confirm is decided here,
// and the server stores that status with the claim in one transaction.
import type { Language } from './i18n/language';
import { venueStatusMessages } from './i18n/it/venue-status';
import { addMonths, formatIncidentDay, isCalendarDate } from './incidents';

export const VENUE_STATUS_CLAIMS = ['closed', 'new_management', 'open'] as const;
export type VenueStatusClaim = (typeof VENUE_STATUS_CLAIMS)[number];

/** A status shown on the restaurant; 'open' only disputes them. */
export const VENUE_STATUSES = ['closed', 'new_management'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/** Distinct users whose claims confirm a status; the restaurant's creator counts as one of them, never alone. */
export const VENUE_STATUS_CONFIRMATIONS = 2;
/** How far back the date of a new management can go (5 years: errorMessages.change_date_too_old). */
export const VENUE_STATUS_DATE_MAX_MONTHS = 60;

export type ClaimForRule = {
  userId: string;
  status: VenueStatusClaim;
  /** 'YYYY-MM-DD', for 'new_management' only. */
  changeDate: string | null;
};

export type ConfirmedVenueStatus = {
  status: VenueStatus;
  /** The date of the new management (the earliest the confirming users gave); null when closed. */
  change_date: string | null;
};

/**
 * The status the claims confirm, or null. A status is confirmed when two
 * distinct users claim it (one claim per user; whoever added the restaurant
 * is one user like any other: one account must not close a venue), and its claims
 * outnumber the disputes ('open'). When both statuses are confirmed, the one
 * with more claims wins, 'closed' on a tie (a closed venue is the costlier
 * one to miss). A new management dates from the earliest date its claims
 * give: when in doubt, more reviews count as earlier ones.
 */
export function confirmedVenueStatus(claims: readonly ClaimForRule[]): ConfirmedVenueStatus | null {
  const disputes = claims.filter((claim) => claim.status === 'open').length;
  const candidates = VENUE_STATUSES.map((status) => {
    const supporting = claims.filter((claim) => claim.status === status);
    const isReached = new Set(supporting.map((claim) => claim.userId)).size >= VENUE_STATUS_CONFIRMATIONS;
    return { status, supporting, isShown: isReached && supporting.length > disputes };
  }).filter((candidate) => candidate.isShown);
  const [winner] = candidates.sort((a, b) => b.supporting.length - a.supporting.length);
  if (!winner) return null;
  if (winner.status === 'closed') return { status: 'closed', change_date: null };
  const dates = winner.supporting.map((claim) => claim.changeDate).filter((date): date is string => date !== null);
  return { status: 'new_management', change_date: dates.sort()[0] ?? null };
}

export type ChangeDateProblem = 'required' | 'invalid' | 'future' | 'too_old' | 'unexpected';

/** The API's error code for each problem (the server answers it; the form says the same before sending). */
export const CHANGE_DATE_ERROR_CODES = {
  required: 'change_date_required',
  invalid: 'invalid_change_date',
  future: 'change_date_in_future',
  too_old: 'change_date_too_old',
  unexpected: 'change_date_unexpected',
} as const satisfies Record<ChangeDateProblem, string>;

/** Why a claim's date cannot be accepted today (Italian days), or null: only a new management has one. */
export function changeDateProblem(status: VenueStatusClaim, changeDate: string | null, today: string): ChangeDateProblem | null {
  if (status !== 'new_management') return changeDate === null ? null : 'unexpected';
  if (changeDate === null) return 'required';
  if (!isCalendarDate(changeDate)) return 'invalid';
  if (changeDate > today) return 'future';
  if (changeDate < addMonths(today, -VENUE_STATUS_DATE_MAX_MONTHS)) return 'too_old';
  return null;
}

/** The texts a status is worded from, in any language (the server words a notification in both). */
type VenueStatusWords = { claims: Readonly<Record<VenueStatusClaim, string>>; newManagement: (date: string) => string };

/** 'Chiuso definitivamente' or 'Nuova gestione dal 2 aprile 2026'; by default in the interface's language. */
export function venueStatusLabel(status: ConfirmedVenueStatus, words: VenueStatusWords = venueStatusMessages, language?: Language): string {
  return status.status === 'closed' || status.change_date === null
    ? words.claims[status.status]
    : words.newManagement(formatIncidentDay(status.change_date, language));
}

export type VenueStatusSummary = {
  /** The confirmed status, or null. */
  status: ConfirmedVenueStatus | null;
  counts: Record<VenueStatusClaim, number>;
  /** The caller's own claim. */
  my_claim: { status: VenueStatusClaim; change_date: string | null } | null;
};
