-- The consent log is evidence of what each user agreed to and when: rows are
-- never rewritten. Deleting the account removes them through the foreign key.
CREATE FUNCTION consent_log_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_log_append_only BEFORE UPDATE ON consent_log
  FOR EACH ROW EXECUTE FUNCTION consent_log_refuse_update();
