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
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  prerenderedFileName,
  type PrerenderManifest,
} from '../domain/prerendered-pages';

/** Every key the app stores in a browser starts with this (web/lib/auth/storage-key.ts and the others). */
export const APP_STORAGE_PREFIX = 'allerguida-';

/** Runs right after the copy is parsed, before the first paint. */
export const GUARD_SCRIPT =
  `try{if(location.search||location.hash)throw 0;for(var i=0;i<localStorage.length;i++)` +
  `if(String(localStorage.key(i)).indexOf(${JSON.stringify(APP_STORAGE_PREFIX)})===0)throw 0}` +
  `catch(e){document.getElementById('root').textContent=''}`;

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

export async function prerenderPages(outDir: string, pages: readonly string[], chromePath: string): Promise<PrerenderManifest> {
  const { default: puppeteer } = await import('puppeteer-core');
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root">');
  const site = await serveBuild(outDir);
  const browser = await puppeteer.launch({ executablePath: chromePath, args: ['--headless=new', '--no-sandbox'] });
  const manifest: PrerenderManifest = { pages: {}, scriptHashes: [cspHashOf(GUARD_SCRIPT)] };
  try {
    await mkdir(path.join(outDir, PRERENDER_DIR), { recursive: true });
    for (const page of pages) {
      const tab = await browser.newPage();
      // A phone (Lighthouse's): the layout adapts with CSS only, so the copy suits any width.
      await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(String(error)));
      await tab.goto(`${site.url}${page}`, { waitUntil: 'load' });
      // The page itself, not the skeleton shown while its code loads; then the effects of its first render.
      await tab.waitForFunction(() => document.querySelector('#main') && !document.querySelector('#main > [role="status"]'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (errors.length) throw new Error(`prerender: ${page}: ${errors.join('; ')}`);
      const { title, html } = await tab.evaluate(() => ({ title: document.title, html: document.getElementById('root')!.innerHTML }));
      await tab.close();
      const file = prerenderedFileName(page);
      const pageHtml = template
        .replace(
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(title)}</title>\n    <meta name="${LEGAL_CONTACT_META}" content="${LEGAL_CONTACT_PLACEHOLDER}" />`,
        )
        .replace(
          '<div id="root"></div>',
          // A picture of the page until the app replaces it: nothing in it can be focused or
          // pressed yet (inert), and assistive technology (and test tools) wait for the app's own page.
          `<div id="root"><div data-prerendered inert aria-hidden="true">${html}</div></div><script>${GUARD_SCRIPT}</script>`,
        );
      await writeFile(path.join(outDir, PRERENDER_DIR, file), pageHtml);
      manifest.pages[page] = `${PRERENDER_DIR}/${file}`;
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
        this.info(`prerendered ${Object.keys(manifest.pages).length} public pages`);
      },
    },
  };
}
