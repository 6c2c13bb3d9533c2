#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright's own browser download cannot be reached from these machines).
# Installs it when missing and we are root; otherwise stops with a message saying how.
set -euo pipefail
CHROMIUM_BIN=${CHROMIUM_PATH:-/usr/lib/chromium/chromium}
if [ -x "$CHROMIUM_BIN" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium absent: installation du paquet Debian 'chromium' (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM_BIN" ] && { echo "Chromium installé: $CHROMIUM_BIN"; exit 0; }
fi
echo "Les tests navigateur ont besoin de Chromium ($CHROMIUM_BIN)." >&2
echo "Installez-le en root :  apt-get update && apt-get install -y chromium" >&2
echo "ou indiquez un autre binaire avec CHROMIUM_PATH=/chemin/vers/chromium." >&2
exit 1
