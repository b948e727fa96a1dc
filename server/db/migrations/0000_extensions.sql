-- Trigram indexes back the free-text restaurant search; created before any table uses them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
