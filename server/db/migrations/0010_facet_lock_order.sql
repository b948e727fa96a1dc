-- Facet counters (restaurant_facets) are shared by every restaurant: a
-- transaction that moves a restaurant from one cuisine or city to another, or
-- gives it its first review of an allergen, changes two or more of them. The
-- triggers of migration 0004 changed each counter when its statement ran, so
-- two transactions could take the same counters in opposite orders (a review
-- moving a restaurant from pizza to sushi while another moves one from sushi
-- to pizza, or a city edit and a cuisine change in either order) and deadlock.
-- Now the triggers only record the change in restaurant_facet_changes (rows of
-- the transaction, no shared lock), and the transaction applies its changes
-- when it commits, in one order for everybody: (kind, key). Locks taken in one
-- order cannot form a cycle. Design: server/restaurants/README.md.
CREATE TABLE "restaurant_facet_changes" (
  "xid" bigint NOT NULL,
  "seq" bigserial NOT NULL,
  "kind" text NOT NULL,
  "key" text NOT NULL,
  "label" text NOT NULL,
  "delta" integer NOT NULL,
  CONSTRAINT "restaurant_facet_changes_pkey" PRIMARY KEY ("xid", "seq")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION restaurant_facet_add(p_kind text, p_key text, p_label text, p_delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta <> 0 THEN
    INSERT INTO restaurant_facet_changes (xid, kind, key, label, delta)
    VALUES (txid_current(), p_kind, p_key, p_label, p_delta);
  END IF;
END;
$$;
--> statement-breakpoint
-- Runs at commit (deferred). The first recorded change of the transaction
-- applies them all, sorted, and removes them; the later calls find none. Each
-- change keeps its own effect (in the order it was made for one counter): a
-- value that comes back takes the spelling of its new first restaurant.
CREATE FUNCTION restaurant_facet_changes_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT kind, key, label, delta FROM restaurant_facet_changes
    WHERE xid = txid_current() ORDER BY kind, key, seq
  LOOP
    IF change.delta > 0 THEN
      INSERT INTO restaurant_facets AS f (kind, key, label, restaurant_count)
      VALUES (change.kind, change.key, change.label, change.delta)
      ON CONFLICT (kind, key) DO UPDATE
        SET restaurant_count = f.restaurant_count + excluded.restaurant_count,
            label = CASE WHEN f.restaurant_count > 0 THEN f.label ELSE excluded.label END;
    ELSE
      UPDATE restaurant_facets SET restaurant_count = restaurant_count + change.delta
      WHERE kind = change.kind AND key = change.key;
    END IF;
  END LOOP;
  DELETE FROM restaurant_facet_changes WHERE xid = txid_current();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER restaurant_facet_changes_apply AFTER INSERT ON "restaurant_facet_changes"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION restaurant_facet_changes_apply();
--> statement-breakpoint
-- The rebuild recomputes every counter from the tables; the changes its own
-- statements recorded (and any recorded earlier in its transaction) are
-- already counted, so they are dropped rather than applied again at commit.
ALTER FUNCTION restaurant_stats_rebuild() RENAME TO restaurant_stats_recompute;
--> statement-breakpoint
CREATE FUNCTION restaurant_stats_rebuild() RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM restaurant_stats_recompute();
  DELETE FROM restaurant_facet_changes WHERE xid = txid_current();
END;
$$;
