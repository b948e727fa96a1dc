// Outgoing SMS. A real provider (Twilio, MessageBird, …) would implement
// `SmsProvider` and be chosen by SMS_PROVIDER; today the outbox is the only
// implementation: messages are stored in `outbox_messages` (channel 'sms'),
// readable at /dev/mailbox outside production, never sent to a phone.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import { insertOutboxMessage } from './outbox.repository';

export type SmsMessage = { to: string; text: string };

export type SmsProvider = {
  readonly name: Config['smsProvider'];
  /** `within`: recorded in that transaction, as `Mailer.sendEmail`. */
  sendSms: (message: SmsMessage, within?: Transaction) => Promise<{ messageId: string }>;
};

export const SMS_OUTBOX_SUBJECT = 'SMS';

export function createSmsProvider({ config, db, log }: { config: Config; db: Database; log: FastifyBaseLogger }): SmsProvider {
  switch (config.smsProvider) {
    case 'outbox':
      return {
        name: 'outbox',
        async sendSms(message, within) {
          const row = await insertOutboxMessage(within ?? db, {
            channel: 'sms',
            recipient: message.to,
            subject: SMS_OUTBOX_SUBJECT,
            textBody: message.text,
            htmlBody: null,
          });
          // The code signs someone in and the number is personal data the
          // account's erasure must reach: the row holds both, the log points at it.
          log.info({ outboxId: row.id }, 'SMS stored in the outbox');
          return { messageId: row.id };
        },
      };
  }
}
