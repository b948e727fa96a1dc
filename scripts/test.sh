#!/usr/bin/env bash
# The README's test command: typecheck, lint, unit, API (PGlite, and PostgreSQL
# when TEST_DATABASE_URL is set) and end-to-end tests. Non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Chromium is missing: installing Debian's chromium for the end-to-end tests"
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing. Install it once with: sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

rm -rf .test-summary && mkdir -p .test-summary
step() { echo; echo "==> $*"; }

step typecheck
npm run --silent typecheck
step lint
npm run --silent lint
step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile=.test-summary/unit.json
step "API tests on PGlite"
TEST_DB=pglite npx vitest run --project api --reporter=default --reporter=json --outputFile=.test-summary/api-pglite.json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project api --reporter=default --reporter=json --outputFile=.test-summary/api-postgres.json
fi
step "build, and the native shells (mobile:sync)"
bash scripts/check-mobile.sh
step "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-summary/e2e.json npx playwright test --reporter=list,json
node scripts/test-summary.mjs .test-summary
