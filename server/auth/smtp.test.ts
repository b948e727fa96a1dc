import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, fragmentParams, mailbox, openLink, uniqueEmail } from './auth-test-helpers';

let smtp: TestSmtpServer;
let sut: TestApp;
let received: ReceivedMail[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  sut = await createTestApp({
    RATE_LIMITS_ENABLED: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'AllerGuida <no-reply@allerguida.test>',
  });
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

/** Undoes quoted-printable soft line breaks and escapes, enough to read links. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('SMTP delivery', () => {
  it('delivers the confirmation through SMTP, records it in the outbox, and the link works', async () => {
    const email = uniqueEmail('smtp');
    const { error } = await authClient(sut).signUp({ email, password: 'segreta123', options: { data: { nickname: 'Posta' } } });
    expect(error).toBeNull();

    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@allerguida.test');
    expect(message!.raw).toContain('Subject: Conferma la tua registrazione su AllerGuida');
    const body = decodeQuotedPrintable(message!.raw);
    const link = body.match(/https?:\/\/\S+\/verify\?[^\s"<]+/)?.[0];
    expect(link).toBeDefined();

    const recorded = await mailbox(sut, email);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.subject).toBe('Conferma la tua registrazione su AllerGuida');

    const { location } = await openLink(link!.replace(/&amp;/g, '&'));
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
  });
});
