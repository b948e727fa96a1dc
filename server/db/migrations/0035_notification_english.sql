-- Bell notifications in the reader's language (#43): a notification kept only
-- its Italian text, so an English reader, their pushes and their alert emails
-- would have read Italian. Each writer now stores the English text beside it;
-- reads, pushes and emails take it for an English reader. Rows written before
-- have none and keep showing their Italian text.
ALTER TABLE "notifications" ADD COLUMN "title_en" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_en" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_without_actor_en" text;
--> statement-breakpoint
ALTER TABLE "alert_fanout_jobs" ADD COLUMN "title_en" text;
--> statement-breakpoint
ALTER TABLE "alert_fanout_jobs" ADD COLUMN "message_en" text;
