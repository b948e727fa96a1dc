// A real SMTP server on 127.0.0.1 for the tests that send mail through
// SMTP_URL: it keeps every message it receives (envelope and raw text) and can
// take its time to accept each one, like a slow mail provider.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = {
  /** The SMTP_URL that reaches it (plain text: no STARTTLS). */
  url: string;
  /** Every message accepted so far, oldest first. */
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/**
 * How the server behaves, read at each connection, recipient and message, so
 * a test may change it between sends. `delayMs`: the wait after a message's
 * last byte before accepting it (the message counts as received at once: a
 * real server that has the whole message may deliver it whatever the client
 * does next); `greetingDelayMs`: the wait before greeting a new connection;
 * `isRefusingRecipients`: every RCPT TO is answered 550 naming the address,
 * as Postfix answers an unknown user.
 */
export type SmtpBehaviour = { delayMs?: number; greetingDelayMs?: number; isRefusingRecipients?: boolean };

/** `port`: a given one (a server that comes back). */
export async function startSmtpServer(options: SmtpBehaviour & { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const after = (ms: number | undefined, callback: () => void) => (ms ? setTimeout(callback, ms) : callback());
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      after(options.greetingDelayMs, () => callback());
    },
    onRcptTo(address, _session, callback) {
      if (!options.isRefusingRecipients) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown in virtual mailbox table`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        after(options.delayMs, () => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
