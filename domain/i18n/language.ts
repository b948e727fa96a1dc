// The interface's languages and how one is chosen (docs/decisions/020-english-interface.md).
// Pure and dependency-free: the web app's entry script reads it before anything
// else, the server reads it for a request's Accept-Language.

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, the same in either interface: a reader finds theirs in the other's. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { it: 'Italiano', en: 'English' };

/** Italian is the app's language: the default whenever nothing says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'it';

/** The header the web app sends on every API request with the language it is drawn in ('it' or 'en'). */
export const LANGUAGE_HEADER = 'x-allerguida-language';

/** The English public pages live under this prefix: /en/, /en/about … */
export const ENGLISH_PATH_PREFIX = '/en';

export function isLanguage(value: unknown): value is Language {
  return value === 'it' || value === 'en';
}

/**
 * The first of ours among language tags in order of preference ('en-GB',
 * 'it', 'fr'…): English only when the reader puts it before Italian. Null when
 * neither is named. The tags come trimmed (acceptLanguageTags, navigator.languages).
 */
export function languageFromPreferences(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** An Accept-Language header's tags, most preferred first (q=0 left out; equal weights keep their order). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    // Array.prototype.sort is stable: equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight)
    .map(({ tag }) => tag);
}

/** Whether a path is one of the English pages (/en, /en/…). */
export function isEnglishPath(pathname: string): boolean {
  return /^\/en(\/|$)/i.test(pathname);
}

/** '/en/about' → '/about', '/en' → '/'; other paths as they are. */
export function withoutLanguagePrefix(pathname: string): string {
  return isEnglishPath(pathname) ? pathname.slice(ENGLISH_PATH_PREFIX.length) || '/' : pathname;
}

/** A path of the app in a language: '/about' → '/en/about' in English, '/en/about' → '/about' in Italian. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = withoutLanguagePrefix(pathname);
  if (language === 'it') return bare;
  return `${ENGLISH_PATH_PREFIX}${bare}`;
}

/**
 * The language a page is drawn in: an English address (/en/…) is English;
 * else the reader's explicit choice (the account's, copied to the device);
 * else the browser's preference between Italian and English; else Italian.
 */
export function resolveLanguage({
  pathname,
  stored,
  preferences,
}: {
  pathname: string;
  stored: string | null | undefined;
  preferences: readonly string[];
}): Language {
  if (isEnglishPath(pathname)) return 'en';
  if (isLanguage(stored)) return stored;
  return languageFromPreferences(preferences) ?? DEFAULT_LANGUAGE;
}
