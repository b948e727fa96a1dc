// The public pages the build kept with their first screen drawn
// (scripts/vite-prerender.ts, domain/prerendered-pages.ts): the server sends
// such a page's copy instead of the bare index.html, with its own legal
// contact address in place of the build's stand-in, and allows the copy's
// inline script in the Content-Security-Policy by hash.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LEGAL_CONTACT_PLACEHOLDER,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '../../domain/prerendered-pages';

export type PrerenderedPages = {
  /** The page's copy for a path, else null (the app's index.html then). */
  pageFor: (pathname: string) => string | null;
  scriptHashes: string[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Read once at start-up; a build without copies (or no web app) sends index.html everywhere. */
export function readPrerenderedPages(spaDir: string | false, legalContactEmail: string): PrerenderedPages {
  const manifestPath = spaDir === false ? null : path.join(spaDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  if (spaDir === false || !manifestPath || !existsSync(manifestPath)) return { pageFor: () => null, scriptHashes: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PrerenderManifest;
  const contact = escapeHtml(legalContactEmail);
  const pages = new Map(
    Object.entries(manifest.pages).map(([page, file]) => [
      page.toLowerCase(),
      readFileSync(path.join(spaDir, file), 'utf8').replaceAll(LEGAL_CONTACT_PLACEHOLDER, contact),
    ]),
  );
  return {
    // As react-router matches: case-insensitive, one trailing slash allowed.
    pageFor: (pathname) => pages.get(pathname.toLowerCase().replace(/(.)\/$/, '$1')) ?? null,
    scriptHashes: manifest.scriptHashes,
  };
}
