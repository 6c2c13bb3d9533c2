#!/usr/bin/env bash
# The system packages the tests need, in one apt run: Debian's `chromium` (journeys, Lighthouse) and `postgresql`
# (`npm run test:pg`). `npm test` runs it first, side by side with the linter and the type check, so that on a fresh
# machine the download and install overlap them instead of stopping the suite twice later (one `apt-get update` and
# one install instead of two of each). When everything is there it returns at once; not root or without apt-get, it
# installs nothing and the step that needs a missing package says how to install it.
#   bash scripts/ensure-system-packages.sh chromium postgresql
set -euo pipefail
CHROMIUM_BIN=${CHROMIUM_PATH:-/usr/lib/chromium/chromium}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

missing=()
for package in "$@"; do
  case "$package" in
    chromium) [ -x "$CHROMIUM_BIN" ] || missing+=(chromium) ;;
    postgresql) [ -x "$PG_BIN/initdb" ] || missing+=(postgresql) ;;
    *) echo "Paquet inconnu : $package (chromium ou postgresql)" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then exit 0; fi

echo "Installation des paquets Debian manquants : ${missing[*]} (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq "${missing[@]}" >/dev/null
echo "Installés : ${missing[*]}"
