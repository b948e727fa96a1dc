-- Reaction reports can be reported ('Segnala') and hidden like reviews, and a
-- moderator can set aside every contribution of an account ('set_aside') and
-- put it back ('reinstate'): docs/product.md#moderation.
ALTER TABLE "incident_reports" ADD COLUMN "hidden_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "moderation_reports" DROP CONSTRAINT "moderation_reports_target_type_check";
--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_target_type_check"
  CHECK ("target_type" IN ('review', 'photo', 'restaurant', 'profile', 'incident'));
--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_target_type_check";
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_target_type_check"
  CHECK ("target_type" IN ('review', 'photo', 'restaurant', 'profile', 'incident', 'user'));
--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check"
  CHECK ("action" IN ('dismiss', 'hide', 'restore', 'revert', 'lock', 'unlock', 'suspend', 'unsuspend', 'set_aside', 'reinstate'));
