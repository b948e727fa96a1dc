#!/usr/bin/env bash
# The README's test command: typecheck, lint, unit, API (PGlite, and PostgreSQL
# when TEST_DATABASE_URL is set, then the cluster tier there) and end-to-end
# tests. Non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

# A Debian package the tests need: installed when running as root, else the
# run stops with the one command to type.
install_missing() { # <package> <what needs it>
  if [ "$(id -u)" = "0" ]; then
    echo "$1 is missing: installing Debian's $1 for $2"
    apt-get update -qq && apt-get install -y -qq "$1" >/dev/null
  else
    echo "$1 is missing. Install it once with: sudo apt-get update && sudo apt-get install -y $1" >&2
    exit 1
  fi
}
# The build's prerender and the push journeys run the full browser, the other journeys its headless shell (e2e/support/chromium.ts).
[ -x /usr/bin/chromium ] || install_missing chromium "the prerendered pages and the push journeys"
[ -x /usr/bin/chromium-headless-shell ] || install_missing chromium-headless-shell "the end-to-end tests"
# The cluster tier (with TEST_DATABASE_URL) puts HAProxy in front of two instances.
if [ -n "${TEST_DATABASE_URL:-}" ] && ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ]; then
  install_missing haproxy "the cluster tests"
fi

rm -rf .test-summary && mkdir -p .test-summary
# Each tier says how long it took: CI's time limit is the sum.
tier_started=0
step() { finish_step; echo; echo "==> $*"; tier_name="$*"; tier_started=$(date +%s); }
finish_step() {
  if [ "$tier_started" != 0 ]; then echo "==> $tier_name took $(( $(date +%s) - tier_started )) s"; fi
}

step "typecheck and lint, side by side"
# Neither reads the other's output; on two cores they finish together in the
# time of the longer one.
npm run --silent typecheck > .test-summary/typecheck.log 2>&1 & typecheck=$!
npm run --silent lint > .test-summary/lint.log 2>&1 & lint=$!
typecheck_status=0; lint_status=0
wait "$typecheck" || typecheck_status=$?
wait "$lint" || lint_status=$?
cat .test-summary/typecheck.log .test-summary/lint.log
if [ "$typecheck_status" != 0 ] || [ "$lint_status" != 0 ]; then
  echo "typecheck exited $typecheck_status, lint exited $lint_status" >&2
  exit 1
fi
step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile=.test-summary/unit.json
step "API tests on PGlite"
TEST_DB=pglite npx vitest run --project api --reporter=default --reporter=json --outputFile=.test-summary/api-pglite.json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project api --reporter=default --reporter=json --outputFile=.test-summary/api-postgres.json
  step "cluster tests: two instances behind HAProxy on PostgreSQL"
  npx vitest run --project cluster --reporter=default --reporter=json --outputFile=.test-summary/cluster.json
fi
step "build (the web app with the native shells' mobile:sync, and the server bundle)"
bash scripts/check-mobile.sh
# The end-to-end tier serves the compiled server, as `npm run serve` does.
npm run --silent build:server
step "landing page JavaScript budget"
npx tsx scripts/bundle-budget.ts dist/web
step "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-summary/e2e.json npx playwright test --reporter=list,json
finish_step
node scripts/test-summary.mjs .test-summary
