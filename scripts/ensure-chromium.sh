#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium, never a browser a tool
# downloads. Part of `npm test`: installs it where it can (root with apt-get), otherwise
# stops at once with one line saying how.
set -u
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests (apt-get install chromium)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && [ -x /usr/bin/chromium ] && exit 0
fi
echo "The browser tests need Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium', then npm test again." >&2
exit 1
