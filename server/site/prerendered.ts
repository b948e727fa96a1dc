// The pages the build kept with their first screen drawn
// (scripts/vite-prerender.ts, domain/prerendered-pages.ts): the server sends
// a public page's copy, or the signed-in shell of the path's route in the
// address's language (/en/… in English), instead
// of the bare index.html, with its own legal contact address, map tiles and
// site address in place of the build's stand-ins, and allows the copies' inline scripts in the
// Content-Security-Policy by hash.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LEGAL_CONTACT_PLACEHOLDER,
  MAP_TILE_PLACEHOLDER_TEMPLATE,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  SITE_URL_PLACEHOLDER,
  type PrerenderManifest,
} from '../../domain/prerendered-pages';
import { tileUrl } from '../../domain/map-tiles';
import { isEnglishPath, withoutLanguagePrefix, type Language } from '../../domain/i18n/language';
import { webRouteOf, type WebRoute } from '../../domain/web-routes';

export type PrerenderedPages = {
  /** The page's copy for a path, else null (the app's index.html then). */
  pageFor: (pathname: string) => string | null;
  scriptHashes: string[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The stand-in tile addresses of the map's first view (domain/map-tiles.ts), as the build wrote them:
 * z, x, y and the retina mark (the stand-in template's only other regular-expression characters are its dots).
 */
const placeholderTiles = new RegExp(
  MAP_TILE_PLACEHOLDER_TEMPLATE.replaceAll('.', '\\.').replace(/\{[zxy]\}/g, '(\\d+)').replace('{r}', '(@2x)?'),
  'g',
);

/** Each stand-in tile's address from the server's template; none (no image drawn) for a template Leaflet cannot fill either. */
const withTiles = (html: string, tileTemplate: string) =>
  html.replace(placeholderTiles, (_address, z: string, x: string, y: string, retina: string | undefined) =>
    escapeHtml(tileUrl(tileTemplate, { x: Number(x), y: Number(y), z: Number(z) }, retina !== undefined) ?? ''),
  );

/** Read once at start-up; a build without copies (or no web app) sends index.html everywhere. */
export function readPrerenderedPages(spaDir: string | false, legalContactEmail: string, mapTileTemplate: string, siteUrl: string): PrerenderedPages {
  const manifestPath = spaDir === false ? null : path.join(spaDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  if (spaDir === false || !manifestPath || !existsSync(manifestPath)) return { pageFor: () => null, scriptHashes: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PrerenderManifest;
  const contact = escapeHtml(legalContactEmail);
  const read = (file: string) =>
    withTiles(
      readFileSync(path.join(spaDir, file), 'utf8').replaceAll(LEGAL_CONTACT_PLACEHOLDER, contact).replaceAll(SITE_URL_PLACEHOLDER, escapeHtml(siteUrl)),
      mapTileTemplate,
    );
  const pages = new Map(Object.entries(manifest.pages).map(([page, file]) => [page.toLowerCase(), read(file)]));
  const shellsIn = (language: Language) =>
    new Map(Object.entries(manifest.shells?.[language] ?? {}).flatMap(([route, file]) => (file ? [[route as WebRoute, read(file)] as const] : [])));
  const shells: Record<Language, ReadonlyMap<WebRoute, string>> = { it: shellsIn('it'), en: shellsIn('en') };
  return {
    // As react-router matches: case-insensitive, one trailing slash allowed.
    pageFor: (pathname) => {
      const page = pages.get(pathname.toLowerCase().replace(/(.)\/$/, '$1'));
      if (page !== undefined) return page;
      const route = webRouteOf(withoutLanguagePrefix(pathname));
      return (route !== null && shells[isEnglishPath(pathname) ? 'en' : 'it'].get(route)) || null;
    },
    scriptHashes: manifest.scriptHashes,
  };
}
