// Security: a project-wide hourly cap on auth emails, shared
// by every server instance through the database, and a /recover that answers
// an unknown address exactly as a known one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { startSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { authFetch, mailbox, uniqueEmail } from './auth-test-helpers';

let sut: TestApp;

/**
 * The cap counts per clock hour, so a run that crossed the hour would start a
 * new count halfway (seen: the 4th email of the hour was sent at 23:00).
 * The server's clock here starts at least ten minutes before the next hour.
 */
function wellInsideAnHour(now: Date): Date {
  const hourStart = new Date(now);
  hourStart.setUTCMinutes(0, 0, 0);
  return now.getTime() - hourStart.getTime() < 50 * 60_000 ? now : new Date(hourStart.getTime() + 61 * 60_000);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: wellInsideAnHour(new Date()) });
  // Sign-ups may use the whole cap here: this part is about the cap itself.
  sut = await createTestApp({ RATE_LIMIT_EMAIL_SENT: '3', RATE_LIMIT_EMAIL_SENT_NEW_ADDRESSES: '3', RATE_LIMIT_OTP: '1000' });
});
afterAll(async () => {
  await sut.close();
  vi.useRealTimers();
});

const CAP_REACHED = { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' };

describe('hourly cap on auth emails', () => {
  it('refuses the 4th email of the hour across two server instances, and writes nothing for it', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp({ config: sut.config, database: sut.database, webDistDir: false });
    try {
      const signUpOn = async (email: string, instance: 'first' | 'second') => {
        if (instance === 'first') return authFetch(sut, '/signup', { body: { email, password: 'segreta123' } });
        const response = await other.inject({
          method: 'POST',
          url: '/auth/v1/signup',
          headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          payload: { email, password: 'segreta123' },
        });
        return { status: response.statusCode, json: response.json() as Record<string, unknown> };
      };
      expect((await signUpOn(uniqueEmail('cap'), 'first')).status).toBe(200);
      expect((await signUpOn(uniqueEmail('cap'), 'second')).status).toBe(200);
      expect((await signUpOn(uniqueEmail('cap'), 'first')).status).toBe(200);
      const late = uniqueEmail('cap');
      const refused = await signUpOn(late, 'second');
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject(CAP_REACHED);
      expect(await mailbox(sut, late)).toEqual([]);
      // Nothing was written: the address is still free.
      const login = await authFetch(sut, '/token?grant_type=password', { body: { email: late, password: 'segreta123' } });
      expect(login.json.code).toBe('invalid_credentials');
    } finally {
      await other.close();
    }
  });

  it('answers /recover with the same 429 for known and unknown addresses once the cap is reached', async () => {
    const unknown = await authFetch(sut, '/recover', { body: { email: uniqueEmail('nobody') } });
    expect(unknown.status).toBe(429);
    expect(unknown.json).toMatchObject(CAP_REACHED);
  });
});

describe('shares of the hourly cap: one client cannot spend it for everyone', () => {
  let shared: TestApp;
  beforeAll(async () => {
    // Each X-Forwarded-For is a client address (the proxy on 127.0.0.1 is trusted);
    // no per-address send window, so the recipient's hourly share shows.
    shared = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_EMAIL_SENT: '20',
      RATE_LIMIT_EMAIL_SENT_PER_CLIENT: '3',
      RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: '3',
      RATE_LIMIT_OTP: '1000',
      AUTH_EMAIL_MAX_FREQUENCY: '0',
    });
  });
  afterAll(async () => {
    await shared.close();
  });

  const from = (client: string) => ({ 'x-forwarded-for': client });
  const signUp = (email: string, client: string) =>
    authFetch(shared, '/signup', { body: { email, password: 'segreta123' }, headers: from(client) });
  const recover = (email: string, client: string) => authFetch(shared, '/recover', { body: { email }, headers: from(client) });
  const registered = uniqueEmail('registered');

  it('answers 429 to the client that spent its share, and mails the others', async () => {
    expect((await signUp(registered, '198.51.100.1')).status).toBe(200);
    const attacker = '203.0.113.9';
    const statuses: number[] = [];
    let refused: Record<string, unknown> = {};
    for (let i = 0; i < 6; i += 1) {
      const answer = await signUp(uniqueEmail('madeup'), attacker);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer.json;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(refused).toMatchObject({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded for this client' });
    // A registered user's password reset and a newcomer's sign-up, from their own addresses, go out.
    expect(await recover(registered, '198.51.100.2')).toMatchObject({ status: 200, json: {} });
    expect(await mailbox(shared, registered)).toHaveLength(2);
    const newcomer = uniqueEmail('newcomer');
    expect((await signUp(newcomer, '198.51.100.3')).status).toBe(200);
    expect(await mailbox(shared, newcomer)).toHaveLength(1);
  });

  it('keeps half the hour for existing accounts: sign-ups from many clients stop at theirs', async () => {
    // 20 an hour, 10 of them for sign-ups to new addresses; 5 taken above.
    const statuses: number[] = [];
    for (let client = 1; client <= 4; client += 1) {
      for (let i = 0; i < 2; i += 1) statuses.push((await signUp(uniqueEmail('crowd'), `192.0.2.${client}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Recovery mail still goes out.
    expect(await recover(registered, '192.0.2.200')).toMatchObject({ status: 200, json: {} });
    expect(await mailbox(shared, registered)).toHaveLength(3);
  });

  it('mails one address at most its share an hour, answering the same {} after it', async () => {
    expect(await recover(registered, '192.0.2.201')).toMatchObject({ status: 200, json: {} });
    expect(await mailbox(shared, registered)).toHaveLength(3);
  });
});

describe('/recover does not reveal accounts', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMIT_OTP: '1000' });
  });
  afterAll(async () => {
    await open.close();
  });

  it('answers a first request and a repeat within the window alike for a known and an unknown address', async () => {
    const known = uniqueEmail('known');
    const unknown = uniqueEmail('unknown');
    await authFetch(open, '/signup', { body: { email: known, password: 'segreta123' } });
    for (const email of [known, unknown]) {
      const first = await authFetch(open, '/recover', { body: { email } });
      expect([first.status, first.json]).toEqual([200, {}]);
      // The repeat is refused with the seconds left (GoTrue's 429), whether or not the account exists.
      const repeat = await authFetch(open, '/recover', { body: { email: email.toUpperCase() } });
      expect(repeat.status).toBe(429);
      expect(repeat.json).toMatchObject({ code: 'over_email_send_rate_limit' });
      expect(repeat.json.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    }
    expect(await mailbox(open, known)).toHaveLength(1);
  });

  it('takes about as long for an unknown address as for a known one, even with slow mail', async () => {
    // An SMTP server that takes 400 ms per message: without care, only known addresses would wait for it.
    const smtp = await startSmtpServer({ delayMs: 400 });
    const slow = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMIT_OTP: '1000', SMTP_URL: smtp.url });
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await authFetch(slow, '/recover', { body: { email } });
        expect([response.status, response.json]).toEqual([200, {}]);
        return performance.now() - started;
      };
      const known = uniqueEmail('known');
      await authFetch(slow, '/signup', { body: { email: known, password: 'segreta123' } });
      expect(await timed(known)).toBeGreaterThanOrEqual(400);
      // The typical delivery (400 ms and a little), give or take a fifth.
      expect(await timed(uniqueEmail('absent'))).toBeGreaterThanOrEqual(300);
      const another = uniqueEmail('known');
      await authFetch(slow, '/signup', { body: { email: another, password: 'segreta123' } });
      expect(await timed(another)).toBeGreaterThanOrEqual(300);
    } finally {
      await slow.close();
      await smtp.close();
    }
  });
});
