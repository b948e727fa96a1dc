-- Emailed links carry a random secret of their own, stored as its SHA-256
-- (link_hash). token_hash stays hex(SHA-224(address + code)) and only serves
-- codes typed by the user, which are limited per code. Before, links carried
-- token_hash itself, so anyone knowing the address could try every code through
-- a link without the per-code limit counting. Tokens made before this change
-- have no link secret: their links stop working and their codes still do.
ALTER TABLE "one_time_tokens" ADD COLUMN "link_hash" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_link_hash_key" ON "one_time_tokens" ("link_hash");
