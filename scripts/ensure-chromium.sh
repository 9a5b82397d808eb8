#!/usr/bin/env bash
# Makes sure a Chromium exists for the end-to-end tests: Debian's package where apt-get works,
# else Playwright's own download. Prints the browser it found.
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "Chromium: $candidate"; exit 0; fi
done
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null; then
    echo "Chromium: installed /usr/bin/chromium"; exit 0
  fi
fi
echo "No system Chromium; asking Playwright for its own."
npx playwright install chromium
