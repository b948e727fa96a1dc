// The domain's zod schemas word their issues with the Italian catalogue's texts,
// the same schemas the forms use, where the catalogue is the interface's. The
// server never swaps its catalogue (domain/i18n/active.ts), so a request answered
// in English gets each issue's English text from the same place in the English
// catalogue. A text a schema composes from a limit (a length with its number)
// is paired with the English function's text over the same limit.
import { INCIDENT_DETAILS_MAX, INCIDENT_DISHES_MAX } from '../../domain/incidents';
import { en } from '../../domain/i18n/en';
import { practicesMessages as englishPracticesMessages } from '../../domain/i18n/en/practices';
import { sensitivityMessages as englishSensitivityMessages } from '../../domain/i18n/en/sensitivity';
import { it } from '../../domain/i18n/it';
import { practicesMessages } from '../../domain/i18n/it/practices';
import { sensitivityMessages } from '../../domain/i18n/it/sensitivity';
import type { Language } from '../../domain/i18n/language';
import { PHOTOS_MAX_PER_REVIEW, REVIEW_COMMENT_MAX_LENGTH } from '../../domain/limits';

function pairTexts(italian: unknown, english: unknown, into: Map<string, string>) {
  if (typeof italian === 'string') {
    if (typeof english === 'string' && !into.has(italian)) into.set(italian, english);
    return;
  }
  if (italian === null || typeof italian !== 'object' || english === null || typeof english !== 'object') return;
  const counterparts = english as Readonly<Record<string, unknown>>;
  for (const [key, value] of Object.entries(italian)) pairTexts(value, counterparts[key], into);
}

let englishByItalian: Map<string, string> | null = null;

/** The texts domain/schemas compose, each worded by both catalogues over the limit the schema gives it. */
const composedByTheSchemas = (): [string, string][] => [
  [it.reviews.commentTooLong(REVIEW_COMMENT_MAX_LENGTH), en.reviews.commentTooLong(REVIEW_COMMENT_MAX_LENGTH)],
  [it.photos.tooMany(PHOTOS_MAX_PER_REVIEW), en.photos.tooMany(PHOTOS_MAX_PER_REVIEW)],
  [it.incidents.dishesTooLong(INCIDENT_DISHES_MAX), en.incidents.dishesTooLong(INCIDENT_DISHES_MAX)],
  [it.incidents.detailsTooLong(INCIDENT_DETAILS_MAX), en.incidents.detailsTooLong(INCIDENT_DETAILS_MAX)],
];

/** The English text at the place of an Italian catalogue text; undefined for a text not in the catalogue. */
function englishCounterpart(italian: string): string | undefined {
  if (englishByItalian === null) {
    englishByItalian = new Map();
    pairTexts(it, en, englishByItalian);
    pairTexts(practicesMessages, englishPracticesMessages, englishByItalian);
    pairTexts(sensitivityMessages, englishSensitivityMessages, englishByItalian);
    for (const [italianText, englishText] of composedByTheSchemas()) englishByItalian.set(italianText, englishText);
  }
  return englishByItalian.get(italian.trim());
}

/** A schema's issue (or another catalogue text) in a language: as it is in Italian, its catalogue counterpart in English (undefined when it has none). */
export function schemaIssueIn(language: Language, italian: string | undefined): string | undefined {
  if (language === 'it' || italian === undefined) return italian;
  return englishCounterpart(italian);
}
