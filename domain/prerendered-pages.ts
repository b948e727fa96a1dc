// The pages whose first screen the build keeps as HTML
// (scripts/vite-prerender.ts), and where it keeps them: the server sends a
// page's copy instead of the bare index.html, and adds the copies' script
// hashes to its Content-Security-Policy. Pure data, read by the build and the server.
import { pathInLanguage, type Language } from './i18n/language';
import { PUBLIC_WEB_PAGES, WEB_ROUTES, type WebRoute } from './web-routes';

/** A page's address in a language, as the copies are kept: '/about' and '/en/about', '/' and '/en'. */
export const pageInLanguage = (page: string, language: Language): string => pathInLanguage(page, language).replace(/(.)\/$/, '$1');

const ITALIAN_PAGES: readonly string[] = [...PUBLIC_WEB_PAGES, WEB_ROUTES.auth];

/** The public pages and the sign-in page, in Italian and in English (/en/…): the same for every first-time visitor. */
export const PRERENDERED_PAGES: readonly string[] = [...ITALIAN_PAGES, ...ITALIAN_PAGES.map((page) => pageInLanguage(page, 'en'))];

/**
 * A public page's two addresses, for its `hreflang` links and the sitemap:
 * '/en/about' and '/about' are both { it: '/about', en: '/en/about' }.
 */
export function pageLanguages(page: string): Record<Language, string> {
  return { it: pageInLanguage(page, 'it'), en: pageInLanguage(page, 'en') };
}

/** A public page's `hreflang` alternates, as the copies' <link>s and the sitemap list them: each language, then Italian as the default. */
export function pageAlternates(page: string): readonly (readonly [hreflang: Language | 'x-default', address: string])[] {
  const { it, en } = pageLanguages(page);
  return [
    ['it', it],
    ['en', en],
    ['x-default', it],
  ];
}

/**
 * The site's address, which the build cannot know: the copies' `hreflang`
 * links are written on this stand-in and the server puts SITE_URL in its place.
 */
export const SITE_URL_PLACEHOLDER = 'https://site.prerender.invalid';

/**
 * The signed-in pages most visits open on, kept as the app first draws them
 * for a stored session (header, the page's skeleton, the cookie banner)
 * before its code has read the session and the page's data: the same for
 * every signed-in visitor. Each is drawn at the path given here, and sent for
 * every path of its route (any restaurant's page).
 */
export const SIGNED_IN_SHELLS: Readonly<Partial<Record<WebRoute, string>>> = {
  restaurants: WEB_ROUTES.restaurants,
  restaurantMap: WEB_ROUTES.restaurantMap,
  restaurantDetail: WEB_ROUTES.restaurantDetail.replace(':restaurantId', '00000000-0000-4000-8000-000000000000'),
};

/** 'restaurantMap' in English → 'signed-in-restaurantMap-en.html', beside the public pages' copies. */
export const shellFileName = (route: WebRoute, language: Language) => `signed-in-${route}-${language}.html`;

/** Under the build's output folder. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';

/**
 * What the build wrote: each page's file and each signed-in route's shell
 * (relative to the output folder), and the CSP hashes of their inline scripts.
 */
export type PrerenderManifest = {
  pages: Record<string, string>;
  /** Each language's shells: the English ones are drawn and sent at the routes' /en addresses. */
  shells?: Partial<Record<Language, Partial<Record<WebRoute, string>>>>;
  scriptHashes: string[];
};

/** '/' → 'index.html', '/about' → 'about.html'. */
export const prerenderedFileName = (page: string) => `${page.replace(/^\/+|\/+$/g, '').replace(/\//g, '_') || 'index'}.html`;

/**
 * The legal pages show the server's contact address for legal questions
 * (LEGAL_CONTACT_EMAIL), which the build cannot know: their copies carry this
 * stand-in, in the text and in the <meta name="legal-contact"> the app reads
 * at start-up, and the server puts its own address in its place.
 */
export const LEGAL_CONTACT_PLACEHOLDER = 'legal-contact@prerender.invalid';
export const LEGAL_CONTACT_META = 'legal-contact';

/**
 * The map's shell shows the map's first view (its tiles as plain images),
 * whose addresses come from the server's tile template (MAP_TILE_URL): the
 * build draws them from this stand-in template (on a retina screen, as most
 * phones have: '@2x' for {r}), and the server writes each tile's address from
 * its own template in their place.
 */
export const MAP_TILE_PLACEHOLDER_TEMPLATE = 'https://map-tiles.prerender.invalid/{z}/{x}/{y}{r}.png';

/**
 * A page sent drawn names the files of its code in <meta name="page-modules">
 * (space-separated addresses, each after what it imports), written by the
 * server from the build's manifest: the entry script asks for them a few at a
 * time once the page is painted, rather than the router asking for all of
 * them in the one task that loads the page.
 */
export const PAGE_MODULES_META = 'page-modules';
