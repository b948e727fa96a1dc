// A Vite plugin: after the build, opens each public page of the built app in
// headless Chromium (as a first-time visitor on a phone: no session, no
// stored choice) and keeps what it draws, so the server can send that page's
// HTML with its first screen already in it (domain/prerendered-pages.ts
// describes the files). A phone then paints the page as soon as the HTML and
// CSS arrive, instead of after the JavaScript has loaded and run; the app
// replaces the copy with the same page once its code for the route is in
// (web/start.tsx), so nothing moves.
//
// The copy is what a first-time visitor sees, so a small script in the page
// (its hash goes into the server's Content-Security-Policy) removes it before
// it is painted for anyone else: a browser that stored anything of the app
// (a session, a cookie choice) or an address with a query or a fragment (an
// emailed link) waits for the app as before.
//
// The signed-in pages most visits open on get a shell the same way
// (SIGNED_IN_SHELLS): each drawn with a stored session while the auth client
// never arrives, so what is kept is the app's first screen for any signed-in
// visitor, before the session and the page's data are read, in each language
// at its address (/restaurants and /en/restaurants). Its own script
// keeps it only where a session is stored. The map's shell shows the map's
// first view (web/features/restaurants/map/map-first-view.tsx): Leaflet's
// code is held too, and the map's tile source answers with a stand-in
// template whose addresses the server replaces with its own tiles'.
//
// Without Chromium (PRERENDER=0, or no browser at CHROME_PATH) the build keeps
// index.html only and the server sends it for every page.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CONSENT_POLICY_VERSION } from '../domain/limits';
import {
  LEGAL_CONTACT_META,
  LEGAL_CONTACT_PLACEHOLDER,
  MAP_TILE_PLACEHOLDER_TEMPLATE,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  SIGNED_IN_SHELLS,
  SITE_URL_PLACEHOLDER,
  pageAlternates,
  prerenderedFileName,
  shellFileName,
  type PrerenderManifest,
} from '../domain/prerendered-pages';
import { indexHtmlIn } from '../domain/index-html-language';
import { isEnglishPath, LANGUAGES, pathInLanguage, type Language } from '../domain/i18n/language';
import { hasManifestLink } from '../domain/web-manifest';
import { WEB_ROUTE_PAGES, type WebRoute } from '../domain/web-routes';
import type { Browser, Page } from 'puppeteer-core';
import { AUTH_STORAGE_KEY } from '../web/lib/auth/storage-key';
import { ACCEPTANCES_STORAGE_KEY, COOKIE_PREFERENCES_STORAGE_KEY } from '../web/lib/consent/storage-keys';
import type { ViteManifest } from '../server/site/build-manifest';

/** Where the app keeps the reader's language on the device (LANGUAGE_STORAGE_KEY of web/lib/language.ts, which reaches the build's config only through an alias). */
export const STORED_LANGUAGE_KEY = 'allerguida-language';

/** Every key the app stores in a browser starts with this (web/lib/auth/storage-key.ts and the others). */
export const APP_STORAGE_PREFIX = 'allerguida-';

/** Runs right after the copy is parsed, before the first paint. */
export const GUARD_SCRIPT =
  `try{if(location.search||location.hash)throw 0;for(var i=0;i<localStorage.length;i++)` +
  `if(String(localStorage.key(i)).indexOf(${JSON.stringify(APP_STORAGE_PREFIX)})===0)throw 0;` +
  // An Italian copy for a browser that puts English before Italian: the app will draw the page in English (languageFromPreferences).
  `for(var t=navigator.languages||[],k=0;k<t.length;k++){var p=String(t[k]).toLowerCase().split(/[-_]/)[0];` +
  `if(p=='it')break;if(p=='en'){if(document.documentElement.lang=='it')throw 0;break}}}` +
  `catch(e){document.getElementById('root').textContent=''}`;

/**
 * The signed-in shells' script, run at the same moment: the copy stays only
 * for a browser holding a session (no query or fragment either), and loses
 * its cookie banner where a cookie choice is stored, as the app decides
 * (web/features/consent/components/cookie-banner.tsx). Anything unreadable
 * drops the copy: the app then draws the page as before.
 */
export const SHELL_GUARD_SCRIPT =
  `try{if(location.search||location.hash||localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)})===null)throw 0;` +
  // An Italian shell where the app will draw English: the reader chose English on this device, or chose
  // nothing and the browser puts English before Italian (web/lib/language.ts; an /en address is English anyway).
  `if(document.documentElement.lang=='it'){var l=localStorage.getItem(${JSON.stringify(STORED_LANGUAGE_KEY)});if(l=='en')throw 0;` +
  `if(l!='it')for(var t=navigator.languages||[],k=0;k<t.length;k++){var q=String(t[k]).toLowerCase().split(/[-_]/)[0];` +
  `if(q=='it')break;if(q=='en')throw 0}}` +
  `var p=JSON.parse(localStorage.getItem(${JSON.stringify(COOKIE_PREFERENCES_STORAGE_KEY)})||'null'),` +
  `a=JSON.parse(localStorage.getItem(${JSON.stringify(ACCEPTANCES_STORAGE_KEY)})||'null');` +
  `if(p&&typeof p.analytics=='boolean'&&typeof p.marketing=='boolean'||a&&typeof a.cookies=='boolean'){` +
  `var b=document.querySelector('#root [data-testid="cookie-banner"]');if(b)b.remove()}}` +
  `catch(e){document.getElementById('root').textContent=''}`;

/**
 * Held while the signed-in shells are drawn (both loaded only by dynamic
 * imports): the auth client (web/lib/auth/auth-client.ts), and the map's
 * Leaflet (web/features/restaurants/map/venue-map.tsx, in the chunk of
 * web/app/routes/components/venue-map-with-popups.tsx, which loads it).
 */
const HELD_CHUNKS = ['auth-client', 'venue-map-with-popups'];

/** What a shell waits for beyond its page's code: the map's first view, drawn once its tile source has answered. */
const SHELL_DRAWN: Partial<Record<WebRoute, string>> = { restaurantMap: '[data-testid="map-first-view"] img' };

export const cspHashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built files, with the app's page for any other path. The API never
 * answers (what a page shows from it is kept as it is drawn while the answer
 * is on its way, as every visitor's browser first draws it too), apart from
 * the legal information, which the server puts in each page it sends.
 */
function serveBuild(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(outDir, path.normalize(pathname));
    const isFile = file.startsWith(outDir) && path.extname(file) !== '' && existsSync(file);
    if (pathname === '/rest/v1/legal-info') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ contactEmail: LEGAL_CONTACT_PLACEHOLDER, policyVersion: CONSENT_POLICY_VERSION }));
      return;
    }
    if (pathname === '/rest/v1/map/config') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ tile_url: MAP_TILE_PLACEHOLDER_TEMPLATE, attribution: '' }));
      return;
    }
    if (!isFile && /^\/(rest|auth\/v1|functions|storage|realtime)\//.test(pathname)) return;
    const served = isFile ? file : path.join(outDir, 'index.html');
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream' });
    response.end(await readFile(served));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

type Drawn = { title: string; html: string };

/** A phone (Lighthouse's, and a retina screen as most phones have): the layout adapts with CSS only, so the copy suits any width. */
async function openAsPhone(browser: Pick<Browser, 'newPage'>, url: string, beforeLoad: (tab: Page) => Promise<void>) {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(String(error)));
  // The app picks English for a browser that prefers it (web/lib/language.ts): the drawing browser
  // prefers Italian, so a page is English only at an English address.
  await tab.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'languages', { get: () => ['it-IT', 'it'] }));
  await beforeLoad(tab);
  await tab.goto(url, { waitUntil: 'load' });
  return { tab, errors };
}

/** The page as drawn now, once the effects of its first render have run; the tab is closed. */
async function takeDrawing(tab: Page, url: string, errors: string[]): Promise<Drawn> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (errors.length) throw new Error(`prerender: ${url}: ${errors.join('; ')}`);
  const drawn = await tab.evaluate(() => ({ title: document.title, html: document.getElementById('root')!.innerHTML }));
  await tab.close();
  return drawn;
}

/** A public page as a first-time visitor sees it: the page itself, not the skeleton shown while its code loads. */
async function drawPublicPage(browser: Browser, url: string): Promise<Drawn> {
  const { tab, errors } = await openAsPhone(browser, url, async () => {});
  await tab.waitForFunction(() => document.querySelector('#main') && !document.querySelector('#main > [role="status"]'));
  return takeDrawing(tab, url, errors);
}

/**
 * A signed-in page as the app draws it while it reads the stored session
 * (the auth client is held, so the session is never read): once the page's
 * own code has arrived, its skeleton under the signed-in header.
 */
async function drawSignedInShell(
  browser: Browser,
  url: string,
  { pageFile, heldFiles, drawnWhen }: { pageFile: string; heldFiles: string[]; drawnWhen: string | undefined },
): Promise<Drawn> {
  // A browser profile of its own: the public pages' service worker would answer the requests.
  const context = await browser.createBrowserContext();
  let pageCode: Promise<unknown> = Promise.resolve();
  const { tab, errors } = await openAsPhone(context, url, async (tab) => {
    pageCode = tab
      .waitForResponse((response) => new URL(response.url()).pathname === `/${pageFile}`, { timeout: 30_000 })
      .catch(() => Promise.reject(new Error(`prerender: ${url}: the page's code (${pageFile}) never arrived`)));
    await tab.setRequestInterception(true);
    // The held chunks' requests are left unanswered; the stand-in tiles are refused (they are not drawn into the copy, only their addresses).
    const stubTiles = new URL(MAP_TILE_PLACEHOLDER_TEMPLATE).host;
    tab.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.host === stubTiles) void request.abort();
      else if (!heldFiles.includes(requested.pathname.slice(1))) void request.continue();
    });
    await tab.evaluateOnNewDocument((key: string) => {
      localStorage.setItem(key, '{}');
      // Nor does the position (the map asks for it at once): the page as drawn while it is awaited, not a refusal.
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition() {}, watchPosition: () => 0, clearWatch() {} } });
    }, AUTH_STORAGE_KEY);
  });
  await pageCode;
  if (drawnWhen) await tab.waitForSelector(drawnWhen, { timeout: 30_000 });
  try {
    return await takeDrawing(tab, url, errors);
  } finally {
    await context.close();
  }
}

/** index.html with a drawn page in it, as a picture until the app replaces it. */
function pageHtml(template: string, { title, html }: Drawn, guardScript: string): string {
  return template
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(title)}</title>\n    <meta name="${LEGAL_CONTACT_META}" content="${LEGAL_CONTACT_PLACEHOLDER}" />`,
    )
    .replace(
      '<div id="root"></div>',
      // Nothing in it can be focused or pressed yet (inert), and assistive technology (and test tools) wait for the app's own page.
      `<div id="root"><div data-prerendered inert aria-hidden="true">${html}</div></div><script>${guardScript}</script>`,
    );
}

/**
 * index.html for a public page: <html lang> in the page's language, and its
 * address in each language for search engines (hreflang; Italian is the default).
 */
export function inLanguageOf(template: string, page: string): string {
  const links = pageAlternates(page).map(([hreflang, address]) => `<link rel="alternate" hreflang="${hreflang}" href="${SITE_URL_PLACEHOLDER}${address}" />`);
  return inLanguage(template.replace('</head>', `  ${links.join('\n    ')}\n  </head>`), isEnglishPath(page) ? 'en' : 'it');
}

/**
 * index.html in a language (domain/index-html-language.ts), stopping the
 * build where the template no longer has what that replaces.
 */
export function inLanguage(template: string, language: Language): string {
  if (!template.includes('<html lang="it">')) throw new Error('prerender: index.html has no <html lang="it">');
  if (!hasManifestLink(template)) throw new Error('prerender: index.html links no manifest');
  return indexHtmlIn(template, language);
}

export async function prerenderPages(outDir: string, pages: readonly string[], chromePath: string): Promise<PrerenderManifest> {
  const { default: puppeteer } = await import('puppeteer-core');
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root">');
  const buildManifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const heldFiles = HELD_CHUNKS.map((name) => {
    const file = Object.values(buildManifest).find((chunk) => chunk.name === name)?.file;
    if (!file) throw new Error(`prerender: the build has no chunk named ${name}`);
    return file;
  });
  const site = await serveBuild(outDir);
  const browser = await puppeteer.launch({ executablePath: chromePath, args: ['--headless=new', '--no-sandbox'] });
  const manifest: PrerenderManifest = {
    pages: {},
    shells: {},
    scriptHashes: [cspHashOf(GUARD_SCRIPT), cspHashOf(SHELL_GUARD_SCRIPT)],
  };
  try {
    await mkdir(path.join(outDir, PRERENDER_DIR), { recursive: true });
    for (const page of pages) {
      const file = prerenderedFileName(page);
      const drawn = await drawPublicPage(browser, `${site.url}${page}`);
      await writeFile(path.join(outDir, PRERENDER_DIR, file), pageHtml(inLanguageOf(template, page), drawn, GUARD_SCRIPT));
      manifest.pages[page] = `${PRERENDER_DIR}/${file}`;
    }
    for (const language of LANGUAGES) {
      const shells: Partial<Record<WebRoute, string>> = {};
      for (const [route, drawnAt] of Object.entries(SIGNED_IN_SHELLS) as [WebRoute, string][]) {
        const pageFile = buildManifest[WEB_ROUTE_PAGES[route]]?.file;
        if (!pageFile) throw new Error(`prerender: the build has no ${WEB_ROUTE_PAGES[route]}`);
        const file = shellFileName(route, language);
        const url = `${site.url}${pathInLanguage(drawnAt, language)}`;
        const drawn = await drawSignedInShell(browser, url, { pageFile, heldFiles, drawnWhen: SHELL_DRAWN[route] });
        await writeFile(path.join(outDir, PRERENDER_DIR, file), pageHtml(inLanguage(template, language), drawn, SHELL_GUARD_SCRIPT));
        shells[route] = `${PRERENDER_DIR}/${file}`;
      }
      manifest.shells![language] = shells;
    }
    await writeFile(path.join(outDir, PRERENDER_DIR, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await browser.close();
    await site.close();
  }
}

export function prerender(pages: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'allerguida-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
        if (process.env.PRERENDER === '0' || !existsSync(chromePath)) {
          this.warn(`public pages not prerendered (${process.env.PRERENDER === '0' ? 'PRERENDER=0' : `no browser at ${chromePath}`}): every page starts empty until the app runs`);
          return;
        }
        const manifest = await prerenderPages(outDir, pages, chromePath);
        this.info(`prerendered ${Object.keys(manifest.pages).length} public pages and ${Object.values(manifest.shells ?? {}).flatMap(Object.keys).length} signed-in shells`);
      },
    },
  };
}
