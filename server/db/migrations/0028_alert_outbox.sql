-- Alerts that leave the app (docs/architecture.md#alerts): every Web Push and
-- alert email is a row of alert_outbox written in the same transaction as the
-- change it announces, then sent by a worker in each server process. A row is
-- claimed by moving next_attempt_at forward by a lease (claimed_by names the
-- worker): a worker that dies leaves its rows to be claimed again when the
-- lease ends, and FOR UPDATE SKIP LOCKED keeps two workers off the same row.
CREATE TABLE "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "device_label" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
--> statement-breakpoint
CREATE TABLE "alert_outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "channel" text NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "notification_id" uuid REFERENCES "notifications"("id") ON DELETE CASCADE,
  "subscription_id" uuid REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
  "recipient" text NOT NULL,
  "payload" jsonb NOT NULL,
  "urgency" text DEFAULT 'normal' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "claimed_by" text,
  "sent_at" timestamp with time zone,
  "failed_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_outbox_channel_check" CHECK ("channel" in ('push', 'email')),
  CONSTRAINT "alert_outbox_urgency_check" CHECK ("urgency" in ('very-low', 'low', 'normal', 'high')),
  CONSTRAINT "alert_outbox_push_subscription_check" CHECK ("channel" <> 'push' OR "subscription_id" IS NOT NULL)
);
--> statement-breakpoint
-- The worker's only question: what is due, oldest first. Sent and abandoned rows leave the index.
CREATE INDEX "alert_outbox_due_idx" ON "alert_outbox" ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "alert_outbox_done_idx" ON "alert_outbox" (coalesce("sent_at", "failed_at")) WHERE "sent_at" IS NOT NULL OR "failed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "alert_outbox_user_idx" ON "alert_outbox" ("user_id");
--> statement-breakpoint
CREATE INDEX "alert_outbox_notification_idx" ON "alert_outbox" ("notification_id") WHERE "notification_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "alert_outbox_subscription_idx" ON "alert_outbox" ("subscription_id") WHERE "subscription_id" IS NOT NULL;
--> statement-breakpoint
-- Secrets the server makes for itself at first start and every instance shares:
-- the VAPID key pair of Web Push, the HMAC key of unsubscribe links.
CREATE TABLE "server_secrets" (
  "name" text PRIMARY KEY NOT NULL,
  "value" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
