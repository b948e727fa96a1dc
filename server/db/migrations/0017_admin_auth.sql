-- The operator API (docs/auth-api.md#operator-api): when an account was invited
-- by POST /auth/v1/invite or an invite link, as GoTrue's users.invited_at. The
-- suspension column (banned_until) has been there since 0001.
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;
