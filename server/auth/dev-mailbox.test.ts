import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
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
