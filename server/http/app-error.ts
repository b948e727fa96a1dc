// One error type for the whole API, and one table of its errors. A service
// throws `appError('restaurant_not_found')`; the table gives the HTTP status,
// the machine `code` on the wire (the name, unless the entry says otherwise)
// and the message, and the error handler answers `{ code, message, ...details }`.
//
// A message is never stored as text: each entry words it from a catalogue
// (`ErrorCatalogue`, the message groups below), and the error handler asks
// `error.messageIn(catalogue)` when it writes the response, so the same error
// can be answered in any language whose catalogue has this shape. `message`
// (Error's own) is the Italian wording, for logs and the command line.
//
// The auth routes are the exception: they answer in GoTrue's format with
// GoTrue's English messages, the same in every language (auth-js reads the
// code), so server/auth/auth.errors.ts makes them with `goTrueError`.
import type { AllergenSpeciesCatalogue, Catalogue, SensitivityCatalogue } from '../../domain/i18n/catalogue';
import { en } from '../../domain/i18n/en';
import { allergenSpeciesMessages as englishAllergenSpeciesMessages } from '../../domain/i18n/en/allergen-species';
import { sensitivityMessages as englishSensitivityMessages } from '../../domain/i18n/en/sensitivity';
import { allergenSpeciesMessages } from '../../domain/i18n/it/allergen-species';
import { errorMessages } from '../../domain/i18n/it/errors';
import { incidentsMessages } from '../../domain/i18n/it/incidents';
import { moderationMessages } from '../../domain/i18n/it/moderation';
import { restaurantFormMessages } from '../../domain/i18n/it/restaurant-form';
import { sensitivityMessages } from '../../domain/i18n/it/sensitivity';
import { votesMessages } from '../../domain/i18n/it/votes';
import type { Language } from '../../domain/i18n/language';
import { schemaIssueIn } from './schema-messages';

/** The message groups the API's errors are worded from, as any language's catalogue has them. */
export type ErrorCatalogue = Pick<Catalogue, 'errors' | 'incidents' | 'moderation' | 'restaurantForm' | 'votes'> & {
  allergenSpecies: AllergenSpeciesCatalogue;
  sensitivity: SensitivityCatalogue;
  /** For the schemas' issues, worded in Italian whatever the language (server/http/schema-messages.ts). */
  language: Language;
};

export const ITALIAN_ERROR_CATALOGUE: ErrorCatalogue = {
  language: 'it',
  allergenSpecies: allergenSpeciesMessages,
  errors: errorMessages,
  incidents: incidentsMessages,
  moderation: moderationMessages,
  restaurantForm: restaurantFormMessages,
  sensitivity: sensitivityMessages,
  votes: votesMessages,
};

const ENGLISH_ERROR_CATALOGUE: ErrorCatalogue = {
  ...en,
  allergenSpecies: englishAllergenSpeciesMessages,
  sensitivity: englishSensitivityMessages,
  language: 'en',
};

/** The catalogue a request's errors are worded from (server/http/request-language.ts). */
export const errorCatalogueIn = (language: Language): ErrorCatalogue =>
  language === 'en' ? ENGLISH_ERROR_CATALOGUE : ITALIAN_ERROR_CATALOGUE;

type Details = Record<string, unknown>;
type Wordings = (catalogue: ErrorCatalogue) => string;

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Details | undefined;
  /** The message in the language of a catalogue. */
  readonly messageIn: Wordings;

  /** Only through `appError` (the table) or `goTrueError` (GoTrue's fixed English). */
  constructor(status: number, code: string, messageIn: Wordings, details?: Details) {
    super(messageIn(ITALIAN_ERROR_CATALOGUE));
    this.status = status;
    this.code = code;
    this.messageIn = messageIn;
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

type Entry = {
  readonly status: number;
  /** The code on the wire when it is not the entry's name (several wordings of one code). */
  readonly code?: string;
  /** The message; a second parameter is what the wording needs (a venue's name, a validation detail). */
  readonly message: (catalogue: ErrorCatalogue, params: never) => string;
};

const PLACES_QUERY = { status: 400, message: (c) => c.errors.validation_failed } as const satisfies Entry;

/** The places proxy's refusals (server/places): each bad parameter has its own code, all worded 'Dati non validi.' */
const PLACES_QUERY_ERRORS = {
  invalid_endpoint: PLACES_QUERY,
  invalid_location: PLACES_QUERY,
  invalid_radius: PLACES_QUERY,
  invalid_type: PLACES_QUERY,
  invalid_keyword: PLACES_QUERY,
  invalid_query: PLACES_QUERY,
  missing_query: PLACES_QUERY,
  missing_place_id: PLACES_QUERY,
  invalid_place_id: PLACES_QUERY,
  missing_photo_reference: PLACES_QUERY,
  invalid_photo_reference: PLACES_QUERY,
  invalid_maxwidth: PLACES_QUERY,
} as const;

export type PlacesQueryError = keyof typeof PLACES_QUERY_ERRORS;

/** Every error the API answers outside the auth routes. */
export const API_ERRORS = {
  // Generic
  validation_failed: { status: 400, message: (c) => c.errors.validation_failed },
  unauthorized: { status: 401, message: (c) => c.errors.unauthorized },
  unauthorized_to_report: { status: 401, code: 'unauthorized', message: (c) => c.moderation.signInToReport },
  unauthorized_to_vote: { status: 401, code: 'unauthorized', message: (c) => c.votes.accessRequired },
  insufficient_aal: { status: 403, message: (c) => c.errors.insufficient_aal },
  forbidden: { status: 403, message: (c) => c.errors.forbidden },
  not_found: { status: 404, message: (c) => c.errors.not_found },
  id_conflict: { status: 409, message: (c) => c.errors.id_conflict },
  upstream_unavailable: { status: 502, message: (c) => c.errors.upstream_unavailable },
  /** The photo bucket could not be reached or answered with an error. */
  storage_unavailable: { status: 503, message: (c) => c.errors.storage_unavailable },
  // Profiles, allergens, consent, account, notifications, push
  profile_not_found: { status: 404, message: (c) => c.errors.profile_not_found },
  nickname_taken: { status: 409, message: (c) => c.errors.nickname_taken },
  /** The schema's own wording of what is wrong, when it has one. */
  invalid_nickname: {
    status: 400,
    message: (c, params: { issue?: string }) => schemaIssueIn(c.language, params.issue) || c.errors.invalid_nickname,
  },
  unknown_allergen: { status: 400, message: (c) => c.errors.unknown_allergen },
  duplicate_allergen: { status: 400, message: (c) => c.errors.duplicate_allergen },
  not_your_allergen: { status: 400, message: (c) => c.sensitivity.notYourAllergen },
  level_not_allowed: { status: 400, message: (c) => c.sensitivity.levelNotAllowed },
  // A tree nut or cereal whose group is not on the caller's list: the same code as a level's.
  species_group_not_yours: { status: 400, code: 'not_your_allergen', message: (c) => c.allergenSpecies.notYourGroup },
  invalid_consent_type: { status: 400, message: (c) => c.errors.invalid_consent_type },
  invalid_policy_version: { status: 400, message: (c) => c.errors.invalid_policy_version },
  account_deletion_not_confirmed: { status: 400, message: (c) => c.errors.account_deletion_not_confirmed },
  notification_not_found: { status: 404, message: (c) => c.errors.notification_not_found },
  push_device_not_found: { status: 404, message: (c) => c.errors.push_device_not_found },
  push_endpoint_not_allowed: { status: 400, message: (c) => c.errors.push_endpoint_not_allowed },
  push_device_limit: { status: 409, message: (c) => c.errors.push_device_limit },
  // Restaurants, venue status, saved venues, practices
  restaurant_not_found: { status: 404, message: (c) => c.errors.restaurant_not_found },
  not_deleted: { status: 403, message: (c) => c.errors.not_deleted },
  duplicate_restaurant: { status: 409, message: (c, params: { name: string }) => c.restaurantForm.duplicate(params.name) },
  duplicate_restaurant_hidden: {
    status: 409,
    message: (c, params: { name: string }) => c.restaurantForm.duplicateHidden(params.name),
  },
  change_date_required: { status: 400, message: (c) => c.errors.change_date_required },
  invalid_change_date: { status: 400, message: (c) => c.errors.invalid_change_date },
  change_date_in_future: { status: 400, message: (c) => c.errors.change_date_in_future },
  change_date_too_old: { status: 400, message: (c) => c.errors.change_date_too_old },
  change_date_unexpected: { status: 400, message: (c) => c.errors.change_date_unexpected },
  saved_limit_reached: { status: 409, message: (c) => c.errors.saved_limit_reached },
  practice_not_verifiable: { status: 400, message: (c) => c.errors.practice_not_verifiable },
  practice_verification_source_invalid: { status: 400, message: (c) => c.errors.practice_verification_source_invalid },
  practice_verification_date_invalid: { status: 400, message: (c) => c.errors.practice_verification_date_invalid },
  // Reviews, votes, photos
  review_not_found: { status: 404, message: (c) => c.errors.review_not_found },
  review_not_owned: { status: 404, message: (c) => c.errors.review_not_owned },
  cannot_vote_own_review: { status: 403, message: (c) => c.errors.cannot_vote_own_review },
  invalid_photo: { status: 400, message: (c) => c.errors.invalid_photo },
  not_an_image: { status: 400, message: (c) => c.errors.not_an_image },
  file_too_large: { status: 413, message: (c) => c.errors.file_too_large },
  object_exists: { status: 409, message: (c) => c.errors.object_exists },
  object_not_found: { status: 404, message: (c) => c.errors.object_not_found },
  // Reaction reports
  incident_not_found: { status: 404, message: (c) => c.errors.incident_not_found },
  incident_not_owned: { status: 403, message: (c) => c.errors.incident_not_owned },
  incident_close_reason_invalid: { status: 400, message: (c) => c.errors.incident_close_reason_invalid },
  incident_already_closed: { status: 409, message: (c) => c.errors.incident_already_closed },
  incident_already_reported: { status: 409, message: (c) => c.errors.incident_already_reported },
  invalid_meal_date: { status: 400, message: (c) => c.incidents.mealDateInvalid },
  meal_date_in_future: { status: 400, message: (c) => c.incidents.mealDateInFuture },
  meal_date_too_old: { status: 400, message: (c) => c.incidents.mealDateTooOld },
  // Moderation
  restaurant_locked: { status: 403, message: (c) => c.moderation.restaurantLocked },
  version_not_found: { status: 404, message: (c) => c.moderation.versionNotFound },
  target_not_found: { status: 404, message: (c) => c.moderation.targetNotFound },
  statement_not_found: { status: 404, message: (c) => c.moderation.statementNotFound },
  report_own_content: { status: 400, message: (c) => c.moderation.reportOwnContent },
  report_limit: { status: 429, message: (c) => c.moderation.reportLimit },
  report_exists: { status: 409, message: (c) => c.moderation.reportExists },
  already_in_state: { status: 409, message: (c) => c.moderation.alreadyInState },
  suspension_period_required: { status: 400, message: (c) => c.moderation.suspensionPeriodRequired },
  action_not_allowed: { status: 400, message: (c) => c.moderation.actionNotAllowed },
  rule_required: { status: 400, message: (c) => c.moderation.ruleRequired },
  own_content_needs_other_moderator: { status: 403, message: (c) => c.moderation.forbiddenOwnContent },
  staff_suspension_needs_admin: { status: 403, message: (c) => c.moderation.staffSuspensionNeedsAdmin },
  staff_set_aside_needs_admin: { status: 403, message: (c) => c.moderation.staffSetAsideNeedsAdmin },
  appeal_not_allowed: { status: 400, message: (c) => c.moderation.appealNotAllowed },
  appeal_exists: { status: 409, message: (c) => c.moderation.appealExists },
  appeal_not_found: { status: 404, message: (c) => c.errors.not_found },
  appeal_needs_other_moderator: { status: 403, message: (c) => c.moderation.forbiddenAppealDecision },
  // Places proxy and geocoding
  ...PLACES_QUERY_ERRORS,
  geocoding_failed: { status: 404, message: (c) => c.errors.geocoding_failed },
} as const satisfies Record<string, Entry>;

export type ApiErrorName = keyof typeof API_ERRORS;

type ParamsOf<N extends ApiErrorName> = (typeof API_ERRORS)[N]['message'] extends (catalogue: ErrorCatalogue, params: infer P) => string
  ? Parameters<(typeof API_ERRORS)[N]['message']>['length'] extends 1
    ? never
    : P
  : never;

/** `(details?)`, or `(params, details?)` for an error whose wording takes parameters. */
type AppErrorArgs<N extends ApiErrorName> = [ParamsOf<N>] extends [never] ? [details?: Details] : [params: ParamsOf<N>, details?: Details];

/** The error of the table named `name`; `details` are answered beside `code` and `message`. */
export function appError<N extends ApiErrorName>(name: N, ...args: AppErrorArgs<N>): AppError {
  const entry: Entry = API_ERRORS[name];
  const hasParams = entry.message.length > 1;
  const params = hasParams ? args[0] : undefined;
  const details = (hasParams ? args[1] : args[0]) as Details | undefined;
  const message = entry.message as (catalogue: ErrorCatalogue, params: unknown) => string;
  return new AppError(entry.status, entry.code ?? name, (catalogue) => message(catalogue, params), details);
}

/** One of GoTrue's errors: its English message on the wire in every language (server/auth/auth.errors.ts). */
export function goTrueError(status: number, code: string, message: string, details?: Details): AppError {
  return new AppError(status, code, () => message, details);
}
