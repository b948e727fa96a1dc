// SQL for the outbox: every email and SMS the app sends, newest first.
import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutboxChannel = 'email' | 'sms';
export type DbOutboxMessage = typeof outboxMessages.$inferSelect;

export async function insertOutboxMessage(
  db: Database | Transaction,
  values: { channel: OutboxChannel; recipient: string; subject: string; textBody: string; htmlBody: string | null },
): Promise<DbOutboxMessage> {
  const [row] = await db.insert(outboxMessages).values(values).returning();
  return row!;
}

export async function listOutboxMessages(
  db: Database,
  options: { recipient?: string; limit: number },
): Promise<DbOutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(options.recipient ? eq(outboxMessages.recipient, options.recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit);
}
