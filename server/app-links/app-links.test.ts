// The files phones fetch before opening the site's links in the app.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase()).join(':');

describe('/.well-known for the native apps', () => {
  describe('configured', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await createTestApp({ ANDROID_CERT_SHA256: ` ${FINGERPRINT.toLowerCase()} `, APPLE_TEAM_ID: 'ABCDE12345' });
    });
    afterAll(async () => {
      await sut.close();
    });

    it('vouches for the Android app signed with the configured certificate', async () => {
      const response = await fetch(`${sut.baseUrl}/.well-known/assetlinks.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: { namespace: 'android_app', package_name: 'it.allerguida.app', sha256_cert_fingerprints: [FINGERPRINT] },
        },
      ]);
    });

    it('hands the emailed links to the iOS app of the configured team', async () => {
      const response = await fetch(`${sut.baseUrl}/.well-known/apple-app-site-association`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        applinks: {
          details: [
            {
              appIDs: ['ABCDE12345.it.allerguida.app'],
              components: [{ '/': '/auth' }, { '/': '/reset-password' }, { '/': '/profile' }],
            },
          ],
        },
      });
    });
  });

  it('answers a JSON 404, never the web app, while the release identity is not configured', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'allerguida-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const sut = await createTestApp({}, { webDistDir: distDir });
    try {
      for (const file of ['assetlinks.json', 'apple-app-site-association']) {
        const response = await fetch(`${sut.baseUrl}/.well-known/${file}`);
        expect(response.status, file).toBe(404);
        expect(await response.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
      }
    } finally {
      await sut.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed fingerprint or team id at start-up', () => {
    expect(() => loadConfig({ ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(ConfigError);
    expect(() => loadConfig({ APPLE_TEAM_ID: 'team' })).toThrow(ConfigError);
  });
});
