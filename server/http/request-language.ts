// The language a request is answered in (its API error messages, the pages the
// server draws). One rule: the `X-AllerGuida-Language` header when it names
// one of ours, because it carries the user's explicit choice, which the
// browser's Accept-Language cannot; else the first of Italian and English in
// Accept-Language; else Italian. The account's stored language is not read
// here: a request that fails before its token is checked must be answered in
// the same language as one that fails after.
import type { FastifyRequest } from 'fastify';
import { acceptLanguageTags, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_HEADER, type Language, languageFromPreferences } from '../../domain/i18n/language';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const chosen = single(request.headers[LANGUAGE_HEADER])?.trim().toLowerCase();
  if (isLanguage(chosen)) return chosen;
  return languageFromPreferences(acceptLanguageTags(single(request.headers['accept-language']))) ?? DEFAULT_LANGUAGE;
}
