#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright's own browser download cannot be reached from these machines).
# Installs it when missing and we are root; otherwise stops with a message saying how.
set -euo pipefail
CHROMIUM_BIN=${CHROMIUM_PATH:-/usr/lib/chromium/chromium}
if [ -x "$CHROMIUM_BIN" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's 'chromium' package (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM_BIN" ] && { echo "Chromium installed: $CHROMIUM_BIN"; exit 0; }
fi
echo "The browser tests and Lighthouse need Chromium ($CHROMIUM_BIN)." >&2
echo "Install it as root:  apt-get update && apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at another binary." >&2
exit 1
