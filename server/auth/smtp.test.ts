import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { authClient, fragmentParams, mailbox, openLink, uniqueEmail } from './auth-test-helpers';

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
let sut: TestApp;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  sut = await createTestApp({
    RATE_LIMITS_ENABLED: 'false',
    SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    MAIL_FROM: 'AllerGuida <no-reply@allerguida.test>',
  });
});
afterAll(async () => {
  await sut.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
