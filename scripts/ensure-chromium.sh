#!/usr/bin/env bash
# Finds the two Chromium binaries of Debian's packages and installs what is missing with apt-get
# when we are root on Debian:
#   /usr/bin/chromium-headless-shell (package chromium-headless-shell): the e2e tests. Headless
#     only, it used about an eighth less CPU than the full browser on four spec files (README, "Chromium").
#   /usr/bin/chromium (package chromium): the bench and the screenshots, the browser users run.
# It never downloads a browser any other way (no `npx playwright install`): the tests run against
# the distribution's Chromium so they also work on machines without internet access to CDNs.
set -euo pipefail

declare -A PACKAGE_OF=([/usr/bin/chromium]=chromium [/usr/bin/chromium-headless-shell]=chromium-headless-shell)

missing=()
for binary in "${!PACKAGE_OF[@]}"; do
  [[ -x "$binary" ]] || missing+=("${PACKAGE_OF[$binary]}")
done
((${#missing[@]} == 0)) && exit 0

if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} (apt-get install -y ${missing[*]})..."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
  for binary in "${!PACKAGE_OF[@]}"; do
    [[ -x "$binary" ]] || { echo "apt-get ran, but $binary still does not exist." >&2; exit 1; }
  done
  exit 0
fi

cat >&2 <<MSG
The end-to-end tests and the bench need Debian's Chromium, and ${missing[*]} is missing.
Install it with your system's package manager, for example on Debian or Ubuntu:
    sudo apt-get update && sudo apt-get install -y ${missing[*]}
(This script installs it by itself only when run as root on Debian.)
The project does not use 'npx playwright install'.
MSG
exit 1
