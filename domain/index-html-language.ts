// The built index.html in a page's language (#43). The build writes its head
// in Italian (web/index.html's description; vite.config.ts's social card); a
// page at an /en address, whether the build's drawn copy
// (scripts/vite-prerender.ts) or the bare index.html the server sends for the
// others (server/app.ts), gets <html lang>, the description, the social
// card's text and locale, and the installed app's manifest in English, so a
// search result or a shared link of an English page reads English.
import { commonMessages as englishCommon } from './i18n/en/common';
import { commonMessages as italianCommon } from './i18n/it/common';
import type { Language } from './i18n/language';
import { linkingManifestIn } from './web-manifest';

/** index.html as the build writes it (Italian), or with its language's head. */
export function indexHtmlIn(html: string, language: Language): string {
  if (language === 'it') return html;
  return (
    linkingManifestIn(html, 'en')
      .replace('<html lang="it">', '<html lang="en">')
      // The description, og:description and twitter:description all say the tagline (og:title and twitter:title are the app's name).
      // Both taglines are written as they are in an attribute: neither holds a character HTML escapes (index-html-language.test.ts).
      .replaceAll(`content="${italianCommon.tagline}"`, `content="${englishCommon.tagline}"`)
      .replace('<meta property="og:locale" content="it_IT">', '<meta property="og:locale" content="en_GB">')
  );
}
