// Security: redirect_to is matched on the parsed URL (scheme, host,
// port, path), so tokens in the fragment only ever go to allow-listed hosts.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { resolveRedirect } from './links';

const SITE = 'https://allerguida.it';
const config = loadConfig({
  NODE_ENV: 'test',
  SITE_URL: SITE,
  ADDITIONAL_REDIRECT_URLS: 'https://*.allerguida.it/**,http://localhost:*/auth/*,allerguida://auth/*,https://app.allerguida.it:8443',
});
const resolve = (candidate: string) => resolveRedirect(config, candidate);

describe('redirect_to allow-list', () => {
  it.each([
    // The reported attack: an IP host hidden before a `?` that the raw glob read as a label.
    'https://3232235777?.allerguida.it/x',
    'https://[::1]?.allerguida.it/x',
    'https://192.168.1.1/.allerguida.it/x',
    // Classic shapes.
    '//evil.example/x',
    'https://evil.example@www.allerguida.it/x',
    'https://www.allerguida.it@evil.example/x',
    'https://user:pw@www.allerguida.it/x',
    'https://evil.example\\.allerguida.it/x',
    'https://evil.example\\@www.allerguida.it/x',
    'javascript:alert(document.cookie)//.allerguida.it/',
    'javascript://www.allerguida.it/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    // `*` stays within one label.
    'https://evil.example/www.allerguida.it/x',
    'https://www.allerguida.it.evil.example/x',
    'https://a.b.allerguida.it/x',
    'https://allerguida.it.evil.example/',
    // Scheme, port and path are checked too.
    'http://www.allerguida.it/x',
    'https://www.allerguida.it:8443/x',
    'http://localhost:5173/elsewhere/x',
    'http://localhost:5173/auth/a/b',
    'allerguida://other/callback',
    'https://app.allerguida.it:8444/',
    'not a url',
  ])('falls back to SITE_URL for %s', (candidate) => {
    expect(resolve(candidate)).toBe(SITE);
  });

  it.each([
    ['https://www.allerguida.it/reset-password', 'https://www.allerguida.it/reset-password'],
    ['https://WWW.Allerguida.IT/a/b?x=1', 'https://www.allerguida.it/a/b?x=1'],
    ['https://allerguida.it/profilo', 'https://allerguida.it/profilo'],
    ['http://localhost:5173/auth/callback', 'http://localhost:5173/auth/callback'],
    ['allerguida://auth/callback', 'allerguida://auth/callback'],
    ['https://app.allerguida.it:8443/', 'https://app.allerguida.it:8443/'],
  ])('allows %s', (candidate, expected) => {
    expect(resolve(candidate)).toBe(expected);
  });

  it('never matches an IP literal with a host glob', () => {
    const withIp = loadConfig({ NODE_ENV: 'test', SITE_URL: SITE, ADDITIONAL_REDIRECT_URLS: 'https://*/**' });
    expect(resolveRedirect(withIp, 'https://192.168.1.1/x')).toBe(SITE);
    expect(resolveRedirect(withIp, 'https://0xC0A80101/x')).toBe(SITE);
    expect(resolveRedirect(withIp, 'https://[::1]/x')).toBe(SITE);
    expect(resolveRedirect(withIp, 'https://intranet/x')).toBe('https://intranet/x');
  });
});
