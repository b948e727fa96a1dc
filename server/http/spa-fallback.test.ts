import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  sut = await createTestApp({}, { webDistDir: distDir });
});
afterAll(async () => {
  await sut.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('single-page app hosting', () => {
  it('serves index.html for any app route, revalidated on every visit', async () => {
    for (const route of ['/', '/restaurants/123', '/unknown/page']) {
      const response = await fetch(`${sut.baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await fetch(`${sut.baseUrl}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
      expect(page.headers.get('content-type'), route).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
      // The same path asked for as data keeps the JSON error.
      const data = await fetch(`${sut.baseUrl}${route}`, { headers: { accept: 'application/json' } });
      expect(data.status, route).toBe(404);
      expect(await data.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
  });

  it('asks map tile servers to receive the origin as referrer', async () => {
    const response = await fetch(`${sut.baseUrl}/`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
