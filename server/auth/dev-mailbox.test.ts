import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { outboxExposureWarning } from '../mail/dev-mailbox.routes';
import { authClient, mailbox, uniqueEmail } from './auth-test-helpers';

let sut: TestApp;

beforeAll(async () => {
  sut = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
});
afterAll(async () => {
  await sut.close();
});

describe('dev mailbox', () => {
  it('lists messages newest first as JSON, filtered by recipient', async () => {
    const first = uniqueEmail('box');
    const second = uniqueEmail('box');
    await authClient(sut).signUp({ email: first, password: 'segreta123' });
    await authClient(sut).signUp({ email: second, password: 'segreta123' });
    const all = await mailbox(sut);
    expect(all.map((m) => m.to).slice(0, 2)).toEqual([second, first]);
    expect(Object.keys(all[0]!).sort()).toEqual(['channel', 'created_at', 'html', 'id', 'subject', 'text', 'to']);
    const filtered = await mailbox(sut, first.toUpperCase());
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ channel: 'email', to: first });
  });

  it('shows an accessible Italian page with clickable links', async () => {
    const email = uniqueEmail('page');
    await authClient(sut).signUp({ email, password: 'segreta123' });
    const response = await fetch(`${sut.baseUrl}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<h1>');
    expect(html).toContain(email);
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]{56}&amp;type=signup&amp;redirect_to=/);
    expect(html).not.toContain('<script');
  });

  it('answers only to a loopback socket, whatever X-Forwarded-For says', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      sut.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json', remoteAddress, headers });
    const remote = await from('203.0.113.7');
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
    expect((await from('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await sut.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('ignores a trusted proxy too: the proxy forwards everyone', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const viaProxy = await proxied.app.inject({
        method: 'GET',
        url: '/dev/mailbox/messages.json',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      // The socket is the proxy on this machine: the request is local, the header is not consulted.
      expect(viaProxy.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('warns at start when listening beyond loopback without SMTP', () => {
    const base = { isProduction: false, smtpUrl: undefined };
    expect(outboxExposureWarning({ ...base, host: '0.0.0.0' })).toBe(
      'Listening on 0.0.0.0 without SMTP_URL: emails are only stored in the outbox and logged, ' +
        'and /dev/mailbox answers only on this machine. Set SMTP_URL before letting anyone else sign up.',
    );
    expect(outboxExposureWarning({ ...base, host: '192.168.1.5' })).not.toBeNull();
    expect(outboxExposureWarning({ ...base, host: '127.0.0.1' })).toBeNull();
    expect(outboxExposureWarning({ ...base, host: 'localhost' })).toBeNull();
    expect(outboxExposureWarning({ ...base, host: '::1' })).toBeNull();
    expect(outboxExposureWarning({ ...base, host: '0.0.0.0', smtpUrl: 'smtp://mail.example.it:587' })).toBeNull();
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9/' });
    try {
      expect((await fetch(`${production.baseUrl}/dev/mailbox`)).status).toBe(404);
      expect((await fetch(`${production.baseUrl}/dev/mailbox/messages.json`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
