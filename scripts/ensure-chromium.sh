#!/usr/bin/env bash
# Finds the Chromium the e2e tests and the bench drive (Debian's package, /usr/bin/chromium) and
# prints its path. Where it is missing and we are root on Debian, installs it with apt-get.
# It never downloads a browser any other way (no `npx playwright install`): the tests run against
# the distribution's Chromium so they also work on machines without internet access to CDNs.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ -x "$CHROMIUM" ]]; then
  echo "$CHROMIUM"
  exit 0
fi

if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM; installing Debian's package (apt-get install -y chromium)..." >&2
  # Everything apt prints goes to stderr so stdout stays just the path.
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >&2
  if [[ -x "$CHROMIUM" ]]; then
    echo "$CHROMIUM"
    exit 0
  fi
  echo "apt-get installed chromium, but $CHROMIUM still does not exist." >&2
  exit 1
fi

cat >&2 <<MSG
Chromium is required for the end-to-end tests and the bench, and was not found at $CHROMIUM.
Install it with your system's package manager, for example on Debian or Ubuntu:
    sudo apt-get update && sudo apt-get install -y chromium
(This script installs it by itself only when run as root on Debian.)
The project does not use 'npx playwright install'.
MSG
exit 1
