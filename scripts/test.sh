#!/usr/bin/env bash
# `npm test`: every check, cheapest first, stopping at the first failure.
#   lint -> import cycles -> typecheck -> unit tests (Vitest) -> find Chromium -> production build -> e2e (Playwright)
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  local name=$1
  shift
  echo
  echo "==> $name: $*"
  local start=$SECONDS
  "$@"
  echo "<== $name ok ($((SECONDS - start)) s)"
}

step lint npx eslint .
step cycles npx depcruise src/engine --config .dependency-cruiser.cjs --output-type err
step typecheck npx tsc
step unit npx vitest run
step chromium bash scripts/ensure-chromium.sh
step build npx vite build
step e2e npx playwright test
echo
echo "All checks passed."
