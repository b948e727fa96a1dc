-- Shares of the hourly auth email cap (RATE_LIMIT_EMAIL_SENT), so one client
-- cannot spend it for everyone: per client address, per recipient address, and
-- for sign-ups to new addresses (server/auth/attempts.repository.ts).
CREATE TABLE "auth_email_shares" (
  "hour_start" timestamp with time zone NOT NULL,
  "share" text NOT NULL,
  "sent" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "auth_email_shares_hour_start_share_pk" PRIMARY KEY ("hour_start", "share")
);
