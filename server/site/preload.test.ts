import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPagePreloads } from './preload';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with only its manifest. */
function buildWith(manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-preload-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'], dynamicImports: ['_start.js', '_auth-client.js'], css: ['assets/index-1.css'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_start.js': { file: 'assets/start-1.js', name: 'start', imports: ['_runtime.js', 'index.html'], dynamicImports: ['app/routes/restaurant-list-page.tsx'] },
  '_auth-client.js': { file: 'assets/auth-client-1.js', imports: ['_start.js'] },
  'app/routes/restaurant-list-page.tsx': { file: 'assets/list-1.js', imports: ['_start.js', '_card.js'] },
  '_card.js': { file: 'assets/card-1.js', imports: ['_runtime.js'] },
  'app/routes/restaurant-map-page.tsx': { file: 'assets/map-1.js', imports: ['_start.js'], css: ['assets/map-1.css'] },
  'app/not-found-page.tsx': { file: 'assets/not-found-1.js', imports: ['_start.js'] },
};

const HTML = '<!doctype html><html><head><title>AllerGuida</title></head><body><div id="root"></div></body></html>';
const hint = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

describe("a page's code named in its HTML", () => {
  it("names the page's module with its static imports (the app among them), each after what it imports, leaving out what the entry loads itself", () => {
    const preloads = readPagePreloads(buildWith(MANIFEST));
    expect(preloads.addTo(HTML, '/restaurants')).toBe(
      HTML.replace('</head>', `${hint('assets/start-1.js')}${hint('assets/card-1.js')}${hint('assets/list-1.js')}</head>`),
    );
    expect(preloads.addTo(HTML, '/Restaurants/Map/')).toBe(HTML.replace('</head>', `${hint('assets/start-1.js')}${hint('assets/map-1.js')}</head>`));
  });

  it("names the 404 page's code for a path no page answers, and nothing for a page the build does not list", () => {
    const preloads = readPagePreloads(buildWith(MANIFEST));
    expect(preloads.addTo(HTML, '/unknown/page')).toBe(HTML.replace('</head>', `${hint('assets/start-1.js')}${hint('assets/not-found-1.js')}</head>`));
    expect(preloads.addTo(HTML, '/about')).toBe(HTML);
  });

  it('leaves the HTML as it is without a manifest or a web app', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-preload-'));
    dirs.push(dir);
    expect(readPagePreloads(dir).addTo(HTML, '/restaurants')).toBe(HTML);
    expect(readPagePreloads(false).addTo(HTML, '/restaurants')).toBe(HTML);
    expect(readPagePreloads(dir).listIn(HTML, '/restaurants')).toBe(HTML);
    expect(readPagePreloads(false).listIn(HTML, '/restaurants')).toBe(HTML);
  });
});

describe("a page sent drawn names its own files in a meta tag", () => {
  it("lists the page's files, each after what it imports, without what the entry script asks for itself (the app, the auth client)", () => {
    const preloads = readPagePreloads(buildWith(MANIFEST));
    expect(preloads.listIn(HTML, '/restaurants')).toBe(
      HTML.replace('</head>', '<meta name="page-modules" content="/assets/card-1.js /assets/list-1.js"></head>'),
    );
    expect(preloads.listIn(HTML, '/restaurants/map')).toBe(HTML.replace('</head>', '<meta name="page-modules" content="/assets/map-1.js"></head>'));
    expect(preloads.listIn(HTML, '/unknown/page')).toBe(HTML.replace('</head>', '<meta name="page-modules" content="/assets/not-found-1.js"></head>'));
  });

  it('adds nothing for a page the build does not list', () => {
    expect(readPagePreloads(buildWith(MANIFEST)).listIn(HTML, '/about')).toBe(HTML);
  });
});
