// Indefinite suspensions, apart from the rest of moderation: the sign-in
// page's error text needs this one rule at start-up, and the moderation
// catalogue (domain/moderation.ts) would come with it into the first load.

/**
 * An indefinite suspension lasts until a moderator lifts it. The account's
 * banned_until is a moment, as in GoTrue, whose operators write "876000h"
 * for it: 100 years.
 */
export const INDEFINITE_SUSPENSION_YEARS = 100;

const INDEFINITE_AFTER_MS = (INDEFINITE_SUSPENSION_YEARS / 2) * 365 * 24 * 60 * 60 * 1000;

/**
 * Whether a ban ending at `until` is an indefinite suspension: it ends more
 * than half of INDEFINITE_SUSPENSION_YEARS away, so it still reads as one
 * decades after it began, whoever wrote it (a moderator, or an operator's
 * "876000h" through the admin API).
 */
export const isIndefiniteSuspension = (until: Date, now: Date = new Date()): boolean =>
  until.getTime() - now.getTime() > INDEFINITE_AFTER_MS;
