// Building blocks of the API schemas: Italian messages, lengths counted in
// code points (as the DB's char_length does, so an emoji counts once), and
// empty optional text stored as null.
import { z } from 'zod';

import { isValidLatitude, isValidLongitude } from '../geo';
import { errorMessages } from '../i18n/it/errors';
import { restaurantFormMessages } from '../i18n/it/restaurant-form';

// C0/C1 controls and the bidi overrides/isolates that can disguise text; the
// zero-width joiner stays allowed because emoji sequences need it.
const CONTROL_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
// Multi-line fields keep line breaks and tabs.
const LINE_BREAKS_AND_TABS = /[\n\r\t]/g;
// One-line fields that people paste (a name copied from a web page or a
// spreadsheet) turn them into spaces, as every other whitespace.
const WHITESPACE_RUNS_WITH_BREAKS = /[ \t\n\r]*[\t\n\r][ \t\n\r]*/g;

// Ids and hidden characters fail only in hand-made requests: the generic
// message is enough there.
export const INVALID_ID_MESSAGE = errorMessages.validation_failed;
export const CONTROL_CHARACTERS_MESSAGE = errorMessages.validation_failed;

export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

export function hasControlCharacters(text: string, { allowLineBreaks = false } = {}): boolean {
  // Stryker disable next-line StringLiteral: equivalent, line breaks replaced by any text without control characters pass the same test
  return CONTROL_CHARACTERS.test(allowLineBreaks ? text.replace(LINE_BREAKS_AND_TABS, '') : text);
}

/**
 * Any 8-4-4-4-12 hex id, exactly what a PostgreSQL uuid column accepts; z.uuid()
 * would also demand an RFC version nibble, refusing ids seeded by hand.
 */
export const uuidSchema = z.guid({ error: INVALID_ID_MESSAGE }).toLowerCase();

/** Whether a raw path id can be a row's id at all: one that cannot is answered as not found, before any query. */
export const isUuid = (value: string): boolean => uuidSchema.safeParse(value).success;

export function uniqueUuidArraySchema(options: { max: number; tooManyMessage: string; duplicateMessage: string }) {
  return z
    .array(uuidSchema, { error: INVALID_ID_MESSAGE })
    .max(options.max, options.tooManyMessage)
    .refine((ids) => new Set(ids).size === ids.length, options.duplicateMessage);
}

type TextOptions = {
  max: number;
  tooLongMessage: string;
  allowLineBreaks?: boolean;
  /** Tabs and line breaks become one space instead of being refused. */
  shouldFoldBreaks?: boolean;
  invalidMessage?: string;
};

function boundedText({ max, tooLongMessage, allowLineBreaks = false, shouldFoldBreaks = false, invalidMessage }: TextOptions, typeMessage: string) {
  return z
    .string({ error: typeMessage })
    .overwrite((text) => (shouldFoldBreaks ? text.replace(WHITESPACE_RUNS_WITH_BREAKS, ' ') : text))
    .trim()
    .refine((text) => codePointLength(text) <= max, tooLongMessage)
    .refine(
      (text) => !hasControlCharacters(text, { allowLineBreaks }),
      invalidMessage ?? CONTROL_CHARACTERS_MESSAGE,
    );
}

/** Trimmed text that must not be blank. */
export function requiredTextSchema(options: TextOptions & { requiredMessage: string }) {
  return boundedText(options, options.requiredMessage).refine(
    (text) => text !== '',
    options.requiredMessage,
  );
}

/**
 * Trimmed text where blank means "no value": '' and null give null, an absent
 * field stays undefined so an update can tell "clear it" from "leave it".
 */
export function optionalTextSchema(options: TextOptions) {
  return boundedText(options, options.invalidMessage ?? CONTROL_CHARACTERS_MESSAGE)
    .nullable()
    .optional()
    .transform((text) => (text === '' ? null : text));
}

/** A search or filter term from a query string: blank is absent. */
export function optionalSearchTermSchema(max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .optional()
    .transform((text) => (text === '' ? undefined : text));
}

type CoordinateKind = 'latitude' | 'longitude';

const COORDINATE_MESSAGES: Record<CoordinateKind, string> = {
  latitude: restaurantFormMessages.latitudeInvalid,
  longitude: restaurantFormMessages.longitudeInvalid,
};

export const COORDINATES_PAIR_MESSAGE = restaurantFormMessages.coordinatesHint;

/**
 * A number, or the text of one from a form or query string (an Italian
 * decimal comma is accepted: '45,4642'). Blank and null are absent.
 */
export function optionalCoordinateSchema(kind: CoordinateKind) {
  const message = COORDINATE_MESSAGES[kind];
  const isInRange = kind === 'latitude' ? isValidLatitude : isValidLongitude;
  return z.preprocess(
    (value) => {
      // undefined goes through as it is, below.
      if (value === null) return undefined;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
    },
    z
      .number({ error: message })
      .refine((n) => isInRange(n), message)
      .optional(),
  );
}

/** Issue for a coordinate pair with only one half filled. */
export function checkCoordinatePair(
  value: { latitude?: number | undefined; longitude?: number | undefined },
  ctx: z.RefinementCtx,
  names: { latitude: string; longitude: string } = { latitude: 'latitude', longitude: 'longitude' },
): void {
  const hasLatitude = value.latitude !== undefined;
  const hasLongitude = value.longitude !== undefined;
  if (hasLatitude === hasLongitude) return;
  ctx.addIssue({
    code: 'custom',
    message: COORDINATES_PAIR_MESSAGE,
    path: [hasLatitude ? names.longitude : names.latitude],
  });
}
