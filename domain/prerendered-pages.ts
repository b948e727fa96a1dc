// The public pages whose first screen the build keeps as HTML
// (scripts/vite-prerender.ts), and where it keeps them: the server sends a
// page's copy instead of the bare index.html, and adds the copy's script hash
// to its Content-Security-Policy. Pure data, read by the build and the server.
import { PUBLIC_WEB_PAGES, WEB_ROUTES } from './web-routes';

/** The public pages and the sign-in page: the same for every first-time visitor. */
export const PRERENDERED_PAGES: readonly string[] = [...PUBLIC_WEB_PAGES, WEB_ROUTES.auth];

/** Under the build's output folder. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';

/** What the build wrote: each page's file (relative to the output folder) and the CSP hashes of its inline scripts. */
export type PrerenderManifest = { pages: Record<string, string>; scriptHashes: string[] };

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
