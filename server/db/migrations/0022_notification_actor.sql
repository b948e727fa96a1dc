-- A vote notification names the voter in its text. When a moderator hides the
-- voter's nickname, or the voter deletes their account, the bell must stop
-- naming them, and name them again if the nickname is restored. So the row
-- keeps who acted (actor_id, emptied when that account is deleted) and the same
-- text without the name (message_without_actor); reads choose between the two
-- (server/notifications/notifications.repository.ts, visibleMessage).
ALTER TABLE "notifications" ADD COLUMN "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_without_actor" text;--> statement-breakpoint
-- Deleting an account empties its actor_id in others' notifications: found by this index, not a scan.
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id") WHERE actor_id IS NOT NULL;--> statement-breakpoint
-- Vote notifications written before this migration: the voter is the one whose
-- vote on that review still stands and whose nickname opens the text.
UPDATE "notifications" n
SET "actor_id" = l.user_id,
    "message_without_actor" = 'Un utente' || substr(n.message, length(p.nickname) + 1)
FROM "review_likes" l JOIN "profiles" p ON p.id = l.user_id
WHERE n.type IN ('review_like', 'review_dislike')
  AND l.review_id = n.review_id
  AND l.is_like = (n.type = 'review_like')
  AND p.nickname IS NOT NULL AND p.nickname <> ''
  AND starts_with(n.message, p.nickname || ' ha messo ');
