-- /health/ready counts the alert messages abandoned in the last days, per
-- channel (#42): few rows, asked by every readiness probe, so they get their
-- own small index instead of a walk through the week's sent messages.
CREATE INDEX "alert_outbox_abandoned_idx" ON "alert_outbox" ("failed_at") WHERE "failed_at" IS NOT NULL AND "sent_at" IS NULL;
