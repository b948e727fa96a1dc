// The installed app's manifest in each language (#43): the build writes both
// (pwa.config.ts) and links the Italian one from index.html; a page in
// English links the English one, so a traveller who installs the app from an
// English page gets an English name, description and shortcuts. Pure and
// tiny: the server, the build and the web app's entry script read it.
import type { Language } from './i18n/language';

/** Each language's manifest, at the root of the built site. */
export const WEB_MANIFEST_FILES: Readonly<Record<Language, string>> = { it: 'manifest.webmanifest', en: 'manifest.en.webmanifest' };

/** A page's manifest <link>, whatever file it names, as vite-plugin-pwa writes it into index.html. */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;

/** Whether a page's HTML links a manifest the way the build writes it. */
export const hasManifestLink = (html: string): boolean => MANIFEST_LINK.test(html);

/** A page's HTML linking the manifest in a language instead (index.html links the Italian one). */
export const linkingManifestIn = (html: string, language: Language): string =>
  html.replace(MANIFEST_LINK, `<link rel="manifest" href="/${WEB_MANIFEST_FILES[language]}"`);
