#!/usr/bin/env bash
# Starts the built server (`npm run build`: dist/web and dist/server) for the
# end-to-end run on a throwaway embedded database, as `npm run serve` would.
set -euo pipefail
DATA_DIR="$(mktemp -d /tmp/allerguida-e2e-XXXXXX)"
export DATA_DIR
export NODE_ENV=test
export HOST=127.0.0.1
export SITE_URL="http://127.0.0.1:${PORT}"
export RATE_LIMITS_ENABLED=false
export LOG_LEVEL=warn
# No test reaches the internet: map tiles and geocoding point at a closed local port (4: Chromium refuses some ports, e.g. 9, before any request).
# (Not "${MAP_TILE_URL:-…}": the template's first "}" would end the expansion and leave "{z/{x}/{y}.png}".)
if [ -z "${MAP_TILE_URL:-}" ]; then export MAP_TILE_URL='http://127.0.0.1:4/{z}/{x}/{y}.png'; fi
export GEOCODER_URL="${GEOCODER_URL:-http://127.0.0.1:4/search}"
# The database starts as a copy of a migrated template instead of migrating an
# empty one: migrating took 14 s of a 20 s start at a load of 12 on two cores. The template is made once per set of migrations, PGlite and
# Drizzle (its folder name is a hash of them), by the compiled CLI's own
# migration (`list` migrates first and writes nothing else: no signing key, no
# account), and renamed into place whole, so runs side by side never copy a
# half-made one. The server still migrates (nothing is left to do) and seeds
# the allergen catalogue on start, as in production.
template_key="$(cat server/db/migrations/*.sql server/db/migrations/meta/_journal.json \
  node_modules/@electric-sql/pglite/package.json node_modules/drizzle-orm/package.json | sha256sum | cut -c1-16)"
TEMPLATE_DIR="${TMPDIR:-/tmp}/allerguida-e2e-template-${template_key}"
if [ ! -d "$TEMPLATE_DIR" ]; then
  making="$(mktemp -d "${TEMPLATE_DIR}.making-XXXXXX")"
  DATA_DIR="$making" node dist/server/auth/cli.js list >/dev/null
  # Another run may have put one in place meanwhile: theirs is as good.
  mv -T "$making/db" "$TEMPLATE_DIR" 2>/dev/null || true
  rm -rf "$making"
fi
cp -R "$TEMPLATE_DIR" "$DATA_DIR/db"

# The operator's service-role key, minted before the server holds the database
# folder (one process at a time): the moderation journey grants staff roles with
# it through the admin API, as an operator would.
if [ -n "${SERVICE_KEY_FILE:-}" ]; then
  (umask 077 && node dist/server/auth/cli.js service-key --days 1 | tail -n 1 > "$SERVICE_KEY_FILE")
fi
exec node dist/server/main.js
