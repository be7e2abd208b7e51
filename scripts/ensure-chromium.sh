#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download
# its own browsers here). Installs it when missing and we may; else says how.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
fi
echo "Chromium not found at $chromium. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
