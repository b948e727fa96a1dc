// The code a page needs, named in the HTML the server sends for it: the
// page's own module with the chunks it imports (the app, web/start.tsx, among them),
// from the build's manifest (dist/web/.vite/manifest.json). Without these
// hints a phone learns of each file only once the one before it has run:
// the entry, then the app, then the router's chunk for the page, then what
// that imports, a round trip each; with them it asks for them all with the
// HTML. Only for a page sent empty: one sent already drawn
// (server/site/prerendered.ts) is painted first and asks for its code after
// that (web/main.tsx), since code downloading while it paints delays the
// paint on a slow connection (ADR 018). Such a page carries the list of its
// own files instead (PAGE_MODULES_META), which the entry script asks for a few
// at a time once the page is painted (web/lib/page-modules.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PAGE, WEB_ROUTE_PAGES, webRouteOf } from '../../domain/web-routes';
import { PAGE_MODULES_META } from '../../domain/prerendered-pages';
import { staticFiles, type ViteManifest } from './build-manifest';

/** The entry script index.html loads itself, as the manifest names it. */
const ENTRY = 'index.html';

export type PagePreloads = {
  /** A page sent empty: its HTML with a modulepreload hint for each file its first render needs. */
  addTo: (html: string, pathname: string) => string;
  /**
   * A page sent drawn: its HTML naming, in a meta tag, the files its first
   * render needs beyond those the entry script asks for itself (the app, React, the auth client).
   */
  listIn: (html: string, pathname: string) => string;
};

/** Read once at start-up; a build without a manifest (or no web app) sends its HTML as it is. */
export function readPagePreloads(spaDir: string | false): PagePreloads {
  const manifestPath = spaDir === false ? null : path.join(spaDir, '.vite/manifest.json');
  if (!manifestPath || !existsSync(manifestPath)) return { addTo: (html) => html, listIn: (html) => html };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const entryFiles = new Set(staticFiles(manifest, [ENTRY]));
  // A page's chunk imports the app's (web/start.tsx), so its closure holds the app too.
  const filesOf = (page: string) => staticFiles(manifest, [page]).filter((file) => !entryFiles.has(file));
  const byPage = new Map([...Object.values(WEB_ROUTE_PAGES), NOT_FOUND_PAGE].map((page) => [page, filesOf(page)]));
  const tags = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const filesFor = (pathname: string) => {
    const route = webRouteOf(pathname);
    return byPage.get(route === null ? NOT_FOUND_PAGE : WEB_ROUTE_PAGES[route]) ?? [];
  };
  // What the entry asks for itself, once the page is painted (web/main.tsx).
  const askedByEntry = new Set(staticFiles(manifest, [ENTRY, ...(manifest[ENTRY]?.dynamicImports ?? [])]));
  return {
    addTo: (html, pathname) => {
      const files = filesFor(pathname);
      return files.length === 0 ? html : html.replace('</head>', `${tags(files)}</head>`);
    },
    listIn: (html, pathname) => {
      const files = filesFor(pathname).filter((file) => !askedByEntry.has(file));
      if (files.length === 0) return html;
      return html.replace('</head>', `<meta name="${PAGE_MODULES_META}" content="${files.map((file) => `/${file}`).join(' ')}"></head>`);
    },
  };
}
