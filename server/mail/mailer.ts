// Outgoing email. Every message is recorded in `outbox_messages` whatever the
// transport, so the dev mailbox and support can see what was sent:
// - outbox (default, no SMTP_URL): stored and written to the log with its link;
//   nothing leaves the machine.
// - SMTP (SMTP_URL set): delivered through nodemailer, then recorded. A failed
//   delivery is not recorded and the error reaches the caller.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import { insertOutboxMessage } from './outbox.repository';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's main link, printed in the log by the outbox transport. */
  link?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of alert emails). */
  headers?: Record<string, string>;
  /**
   * The Message-ID, when the caller may send one message more than once (the
   * alerts outbox retries): the same on every attempt, so a mail store that
   * keeps one copy per Message-ID (Gmail does) shows a repeated send once.
   * Without it nodemailer makes a new one per send.
   */
  messageId?: string;
  /**
   * Ends an SMTP send in flight: nodemailer closes its connection, so a message
   * not yet fully handed over is not delivered later behind the caller's back.
   */
  signal?: AbortSignal;
};

export type Mailer = {
  readonly transport: 'outbox' | 'smtp';
  /**
   * `within` records the message in that transaction: a sign-up that rolls back
   * then leaves no message behind (over SMTP, one whose link does not work).
   */
  sendEmail: (message: EmailMessage, within?: Transaction) => Promise<{ id: string }>;
  close: () => void;
};

export type MailerDependencies = { config: Config; db: Database; log: FastifyBaseLogger };

export function createMailer({ config, db, log }: MailerDependencies): Mailer {
  const record = async (message: EmailMessage, within?: Transaction) => {
    const row = await insertOutboxMessage(within ?? db, {
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
    return row.id;
  };

  if (!config.smtpUrl) {
    return {
      transport: 'outbox',
      async sendEmail(message, within) {
        const id = await record(message, within);
        log.info({ outboxId: id, to: message.to, subject: message.subject, link: message.link }, 'email stored in the outbox');
        return { id };
      },
      close: () => undefined,
    };
  }

  const transporter = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
  return {
    transport: 'smtp',
    async sendEmail(message, within) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
        signal: message.signal,
      });
      const id = await record(message, within);
      // By its outbox row, which holds the address: a log line leaves the database's protection (access, erasure with the account).
      log.info({ outboxId: id, subject: message.subject }, 'email sent over SMTP');
      return { id };
    },
    close: () => transporter.close(),
  };
}
