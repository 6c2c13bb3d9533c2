#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright's own browser download cannot be reached from these machines).
# Installs it when missing and we are root (scripts/ensure-system-packages.sh); otherwise stops with a message saying how.
set -euo pipefail
CHROMIUM_BIN=${CHROMIUM_PATH:-/usr/lib/chromium/chromium}
if [ -x "$CHROMIUM_BIN" ]; then exit 0; fi
bash "$(dirname "$0")/ensure-system-packages.sh" chromium
[ -x "$CHROMIUM_BIN" ] && exit 0
echo "The browser tests and Lighthouse need Chromium ($CHROMIUM_BIN)." >&2
echo "Install it as root:  apt-get update && apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at another binary." >&2
exit 1
