#!/usr/bin/env bash
# `npm test`: every check, stopping at the first failure. The unit tests (a Vitest worker per core, one
# module graph per worker) and the single-threaded steps run side by side in two lanes:
#   lane unit:   unit tests (Vitest)
#   lane checks: lint -> import cycles -> typecheck -> find Chromium -> production build
# then the e2e tests (Playwright) against that build. It ends with each step's seconds and the ten
# slowest tests (from the JSON reports in reports/), whether it passed or not.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each lane its own process group, so a failing lane can stop the other one and its children.
set -m

mkdir -p reports
rm -f reports/vitest.json reports/playwright.json reports/steps.txt
started=$SECONDS

step() {
  local name=$1
  shift
  echo "==> $name: $*"
  local start=$SECONDS
  "$@"
  echo "$name $((SECONDS - start))" >>reports/steps.txt
  echo "<== $name ok ($((SECONDS - start)) s)"
}

summary() {
  local status=$?
  echo
  echo "Seconds per step (the two lanes overlap):"
  [[ -f reports/steps.txt ]] && awk '{ printf "%7d s  %s\n", $2, $1 }' reports/steps.txt
  printf '%7d s  total\n' $((SECONDS - started))
  echo
  npx tsx scripts/slowestTests.ts || true
  exit "$status"
}
trap summary EXIT

# A lane's output, each line marked with the lane, as it comes.
lane() {
  local name=$1
  shift
  ("$@") > >(sed -u "s/^/[$name] /") 2>&1
}

unit() { step unit npx vitest run; }
checks() {
  step lint npx eslint .
  step cycles npx depcruise src/engine --config .dependency-cruiser.cjs --output-type err
  step typecheck npx tsc
  step chromium bash scripts/ensure-chromium.sh
  step build npx vite build
}

lane unit unit &
unit_lane=$!
lane checks checks &
checks_lane=$!

# The first lane to fail stops the other.
running=("$unit_lane" "$checks_lane")
while ((${#running[@]})); do
  status=0
  wait -n -p finished "${running[@]}" || status=$?
  for i in "${!running[@]}"; do if [[ ${running[i]} == "$finished" ]]; then unset 'running[i]'; fi; done
  if ((status)); then
    for pid in "${running[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    echo "A step failed; see its lane above." >&2
    exit 1
  fi
done

step e2e npx playwright test
echo
echo "All checks passed."
