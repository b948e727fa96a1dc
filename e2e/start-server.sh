#!/usr/bin/env bash
# Starts the built server for the end-to-end run on a throwaway embedded database.
set -euo pipefail
DATA_DIR="$(mktemp -d /tmp/allerguida-e2e-XXXXXX)"
export DATA_DIR
export NODE_ENV=test
export HOST=127.0.0.1
export SITE_URL="http://127.0.0.1:${PORT}"
export RATE_LIMITS_ENABLED=false
export LOG_LEVEL=warn
exec npx tsx server/main.ts
