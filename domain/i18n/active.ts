// The language the web app runs in, chosen once before its first render
// (web/main.tsx) and fixed until the page reloads (docs/decisions/020-english-interface.md).
// Every message object of the Italian catalogue (domain/i18n/it) is handed to
// `localise` by its file; when English is active, each is filled in place with
// its English counterpart, so the ~110 files that read `it`, or a file of
// domain/i18n/it, show English with no change to them. The server never
// activates a language: it reads both catalogues side by side, by the
// request's or the recipient's language.
import { DEFAULT_LANGUAGE, type Language } from './language';

let language: Language = DEFAULT_LANGUAGE;
let replacements: Readonly<Record<string, unknown>> | null = null;
const registered = new Map<string, object>();
const singleMessageNames = new Set<string>();

function fill(target: object, name: string) {
  const replacement = replacements?.[name];
  // Object.assign skips null and undefined; a string would be copied character by character.
  if (typeof replacement === 'object') Object.assign(target, replacement);
}

/**
 * Makes a language active, with its message objects by the Italian export's
 * name (`errorMessages`, `privacyPolicyDocument`, …). Runs before the app's
 * modules are evaluated (web/main.tsx), so a string read from the catalogue
 * when a module is evaluated is already the active language's.
 */
export function activateLanguage(next: Language, messagesByExportName: Readonly<Record<string, unknown>> | null): void {
  language = next;
  replacements = next === DEFAULT_LANGUAGE ? null : messagesByExportName;
  for (const [name, target] of registered) fill(target, name);
}

/** The language the interface is in (Italian on the server, and until the entry script chooses). */
export function activeLanguage(): Language {
  return language;
}

/** An Italian message object, filled with the active language's counterpart of the same export name (now, or when a language is activated). */
export function localise(italian: object, exportName: string): void {
  registered.set(exportName, italian);
  fill(italian, exportName);
}

/** A message that is a single string or function: the active language's counterpart of the same export name. */
export function localised<T extends string | ((...args: never[]) => string)>(exportName: string, italian: T): T {
  singleMessageNames.add(exportName);
  const replacement = replacements?.[exportName];
  return typeof replacement === typeof italian ? (replacement as T) : italian;
}

/** The export names handed to `localise` and `localised` by the Italian files evaluated so far: each needs an English counterpart. */
export function localisedExportNames(): string[] {
  return [...registered.keys(), ...singleMessageNames];
}
