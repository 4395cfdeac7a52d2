#!/usr/bin/env bash
# Before the end-to-end tests: they drive Debian's Chromium (no browser download). When it is
# missing, install it as root, or stop at once with the command to run instead of failing every test.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  echo "No Chromium at $browser: installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$browser" ] && exit 0
  echo "chromium is installed, but not at $browser: set CHROMIUM_PATH to its path" >&2
  exit 1
fi
echo "The end-to-end tests need Chromium at $browser, and it is not there. Run:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome executable." >&2
exit 1
