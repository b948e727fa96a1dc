import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let distDir: string;

const SCRIPT = `console.log(${JSON.stringify('AllerGuida '.repeat(300))})`;
const FAVICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
const PRERENDER_SCRIPT_HASH = "'sha256-s5AW1SL+c8fUIiXpBRVCAnBOp7Rxh4UPQL/O3OGVd5Q='";
const SHELL_SCRIPT_HASH = "'sha256-shellGuardHashOfTheBuild='";
const DETAIL_SHELL = '<!doctype html><div id="root"><div data-prerendered><p>Caricamento del locale...</p></div></div>';
const ENGLISH_DETAIL_SHELL = '<!doctype html><html lang="en"><div id="root"><div data-prerendered><p>Loading the restaurant...</p></div></div>';
// The map's shell as the build draws its first view: tiles from the stand-in template (domain/prerendered-pages.ts).
const MAP_SHELL =
  '<!doctype html><div id="root"><div data-prerendered><img alt="" src="https://map-tiles.prerender.invalid/13/4305/2931@2x.png">' +
  '<img alt="" src="https://map-tiles.prerender.invalid/12/2151/1464.png"></div></div>';
// The built index.html, with its description and social card in Italian (web/index.html, vite.config.ts) and the
// Italian manifest (vite-plugin-pwa), and as sent at an English address (#43).
const headIn = (lang: string, tagline: string, locale: string, manifest: string) =>
  `<!doctype html><html lang="${lang}"><meta name="description" content="${tagline}" />` +
  `<meta property="og:title" content="AllerGuida"><meta property="og:description" content="${tagline}"><meta property="og:locale" content="${locale}">` +
  `<meta name="twitter:title" content="AllerGuida"><meta name="twitter:description" content="${tagline}">` +
  `<link rel="manifest" href="/${manifest}"><div id="root"></div>`;
const INDEX_HTML = headIn('it', 'Scopri ristoranti sicuri per le tue allergie alimentari', 'it_IT', 'manifest.webmanifest');
const ENGLISH_INDEX_HTML = headIn('en', 'Discover restaurants that are safe for your food allergies', 'en_GB', 'manifest.en.webmanifest');
const MAP_TILE_URL = 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png?lang=it&style=light';

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'favicon.ico'), FAVICON);
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
  // What the build writes beside each text file (scripts/vite-precompress.ts).
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  // What scripts/vite-prerender.ts writes: a public page's first screen, and the hash of its inline script.
  mkdirSync(path.join(distDir, 'prerendered'));
  writeFileSync(
    path.join(distDir, 'prerendered', 'about.html'),
    '<!doctype html><head><meta name="legal-contact" content="legal-contact@prerender.invalid"></head><div id="root"><h1>Chi Siamo</h1></div>',
  );
  // The build's chunk graph (server/site/preload.ts): a prerendered page is sent without hints all the same.
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js' },
      'features/about/pages/about-page.tsx': { file: 'assets/about-page-abc123.js' },
    }),
  );
  // And a signed-in page's shell, sent for every path of its route.
  writeFileSync(path.join(distDir, 'prerendered', 'signed-in-restaurantDetail-it.html'), DETAIL_SHELL);
  writeFileSync(path.join(distDir, 'prerendered', 'signed-in-restaurantMap-it.html'), MAP_SHELL);
  writeFileSync(path.join(distDir, 'prerendered', 'signed-in-restaurantDetail-en.html'), ENGLISH_DETAIL_SHELL);
  writeFileSync(
    path.join(distDir, 'prerendered', 'manifest.json'),
    JSON.stringify({
      pages: { '/about': 'prerendered/about.html' },
      shells: {
        it: { restaurantDetail: 'prerendered/signed-in-restaurantDetail-it.html', restaurantMap: 'prerendered/signed-in-restaurantMap-it.html' },
        en: { restaurantDetail: 'prerendered/signed-in-restaurantDetail-en.html' },
      },
      scriptHashes: [PRERENDER_SCRIPT_HASH, SHELL_SCRIPT_HASH],
    }),
  );
  sut = await createTestApp({ MAP_TILE_URL }, { webDistDir: distDir });
});
afterAll(async () => {
  await sut.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A GET whose body is read as sent (fetch would decompress it). */
function rawGet(route: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${sut.baseUrl}${route}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('single-page app hosting', () => {
  it("serves index.html for the app's pages, revalidated on every visit", async () => {
    for (const route of ['/', '/restaurants/map', '/privacy-policy', '/about/']) {
      const response = await fetch(`${sut.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("sends a prerendered page's copy for its path (any case, one trailing slash) with the server's legal contact, its own files named but not hinted, and allows its script by hash", async () => {
    for (const route of ['/about', '/About/']) {
      const response = await fetch(`${sut.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text(), route).toBe(
        '<!doctype html><head><meta name="legal-contact" content="legal@allerguida.it"><meta name="page-modules" content="/assets/about-page-abc123.js"></head><div id="root"><h1>Chi Siamo</h1></div>',
      );
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${PRERENDER_SCRIPT_HASH}`);
    }
    const other = await fetch(`${sut.baseUrl}/home`);
    expect(await other.text()).toBe(INDEX_HTML);
  });

  it("sends the signed-in shell of a path's route for every path of it, and allows its script by hash", async () => {
    for (const route of ['/restaurants/123', '/Restaurants/8c9e2f4a-1b2c-4d5e-8f90-a1b2c3d4e5f6/']) {
      const response = await fetch(`${sut.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text(), route).toBe(DETAIL_SHELL);
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${PRERENDER_SCRIPT_HASH} ${SHELL_SCRIPT_HASH}`);
    }
    // A route without a shell gets the app.
    expect(await (await fetch(`${sut.baseUrl}/profile`)).text()).toBe(INDEX_HTML);
    const unknown = await fetch(`${sut.baseUrl}/restaurants/123/photos`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(INDEX_HTML);
  });

  it("sends a route's English shell at its /en addresses, and the app where English has none (#43)", async () => {
    for (const route of ['/en/restaurants/123', '/EN/restaurants/8c9e2f4a-1b2c-4d5e-8f90-a1b2c3d4e5f6/']) {
      const response = await fetch(`${sut.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toBe(ENGLISH_DETAIL_SHELL);
    }
    // The Italian address keeps the Italian shell.
    expect(await (await fetch(`${sut.baseUrl}/restaurants/123`)).text()).toBe(DETAIL_SHELL);
    // No English map shell in this build: the app in English, never the Italian shell.
    expect(await (await fetch(`${sut.baseUrl}/en/restaurants/map`)).text()).toBe(ENGLISH_INDEX_HTML);
  });

  it("sends the map's shell (its fixed segment wins over a restaurant's id) with its first view's tiles from the server's own tile template", async () => {
    const response = await fetch(`${sut.baseUrl}/restaurants/map`);
    expect(await response.text()).toBe(
      '<!doctype html><div id="root"><div data-prerendered><img alt="" src="https://a.tiles.example/13/4305/2931@2x.png?lang=it&amp;style=light">' +
        '<img alt="" src="https://a.tiles.example/12/2151/1464.png?lang=it&amp;style=light"></div></div>',
    );
  });

  it("answers paths no page has with the app (its 404 page) and status 404", async () => {
    for (const route of ['/unknown/page', '/restaurants/123/photos', '/reviews', '/index.htm']) {
      const response = await fetch(`${sut.baseUrl}${route}`);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await fetch(`${sut.baseUrl}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli or gzip copy to browsers that accept it, the file itself to others", async () => {
    const brotli = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet('/assets/index-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('never serves source maps', async () => {
    const response = await fetch(`${sut.baseUrl}/assets/index-abc123.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret.ts');
  });

  it('serves /favicon.ico as an icon', async () => {
    const response = await fetch(`${sut.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/vnd.microsoft.icon');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FAVICON);
  });

  it('answers /robots.txt: pages may be crawled, the API may not, and where the sitemap is', async () => {
    const response = await fetch(`${sut.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /rest/',
        'Disallow: /auth/',
        'Disallow: /functions/',
        'Disallow: /storage/',
        'Disallow: /realtime/',
        'Disallow: /dev/',
        'Disallow: /health',
        'Allow: /',
        '',
        `Sitemap: ${sut.baseUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('answers an English address of an app page with the app in English, and an unknown one with 404 (#43)', async () => {
    for (const address of ['/en/restaurants', '/en/restaurants/00000000-0000-4000-8000-000000000000', '/en/profile']) {
      const response = await fetch(`${sut.baseUrl}${address}`, { headers: { accept: 'text/html' } });
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toContain('<html lang="en">');
    }
    const unknown = await fetch(`${sut.baseUrl}/en/nowhere`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<html lang="en">');
    const italian = await fetch(`${sut.baseUrl}/profile`, { headers: { accept: 'text/html' } });
    expect(await italian.text()).toContain('<html lang="it">');
  });

  it("links the English manifest from an English address's page and the Italian one from an Italian address's (#43)", async () => {
    for (const address of ['/en', '/en/', '/en/profile', '/en/restaurants/map']) {
      const page = await (await fetch(`${sut.baseUrl}${address}`, { headers: { accept: 'text/html' } })).text();
      expect(page, address).toContain('<link rel="manifest" href="/manifest.en.webmanifest">');
      expect(page, address).not.toContain('/manifest.webmanifest');
    }
    for (const address of ['/', '/profile', '/home']) {
      const page = await (await fetch(`${sut.baseUrl}${address}`, { headers: { accept: 'text/html' } })).text();
      expect(page, address).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
  });

  it("describes an English address's page in English for search results and shared links, and an Italian one as the build wrote it (#43)", async () => {
    for (const address of ['/en', '/en/', '/en/profile', '/en/restaurants/map', '/en/nowhere']) {
      const page = await (await fetch(`${sut.baseUrl}${address}`, { headers: { accept: 'text/html' } })).text();
      expect(page, address).toBe(ENGLISH_INDEX_HTML);
    }
    for (const address of ['/', '/profile', '/restaurants/123/photos']) {
      const page = await (await fetch(`${sut.baseUrl}${address}`, { headers: { accept: 'text/html' } })).text();
      expect(page, address).toBe(INDEX_HTML);
    }
  });

  it('answers /sitemap.xml with the public pages in Italian and English as absolute URLs, each naming both (#43)', async () => {
    const response = await fetch(`${sut.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await response.text();
    const locations = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      [
        ...['/', '/en', '/home', '/en/home', '/about', '/en/about', '/privacy-policy', '/en/privacy-policy', '/cookies-policy', '/en/cookies-policy'],
        ...['/terms-and-conditions', '/en/terms-and-conditions', '/intellectual-property', '/en/intellectual-property', '/menu-numbers', '/en/menu-numbers'],
      ].map((page) => `${sut.baseUrl}${page}`),
    );
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(text).toContain(
      `<url><loc>${sut.baseUrl}/en/about</loc>` +
        `<xhtml:link rel="alternate" hreflang="it" href="${sut.baseUrl}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${sut.baseUrl}/en/about"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${sut.baseUrl}/about"/></url>`,
    );
  });

  it('keeps JSON 404s for unknown API paths instead of the app shell', async () => {
    for (const route of ['/rest/v1/unknown', '/functions/v1/unknown', '/auth/v1/unknown']) {
      const response = await fetch(`${sut.baseUrl}${route}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers a browser navigation to an unknown API-looking path with the app, whose 404 page it shows', async () => {
    const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const route of ['/auth/extra', '/rest/foo', '/rest/v1/unknown', '/functions/nothing']) {
      const page = await fetch(`${sut.baseUrl}${route}`, { headers: { accept: browserAccept } });
      expect(page.status, route).toBe(404);
      expect(page.headers.get('content-type'), route).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
      // The same path asked for as data keeps the JSON error.
      const data = await fetch(`${sut.baseUrl}${route}`, { headers: { accept: 'application/json' } });
      expect(data.status, route).toBe(404);
      expect(await data.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
  });

  it('compresses JSON answers of 1 KB and more, not the small ones', async () => {
    const large = await rawGet('/rest/v1/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(zlib.brotliDecompressSync(large.body).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const gzip = await rawGet('/rest/v1/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await rawGet('/health', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('asks map tile servers to receive the origin as referrer', async () => {
    const response = await fetch(`${sut.baseUrl}/`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
