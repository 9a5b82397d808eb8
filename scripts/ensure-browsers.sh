#!/usr/bin/env bash
# Makes sure the browsers of the named engines exist for the end-to-end tests (default: chromium), from
# Debian's packages through apt-get when they are missing, and prints what it found.
#   chromium  Debian's chromium-headless-shell: Chromium's engine without the desktop browser around it, which
#             runs the end-to-end suite in half the time of the full browser in headless mode (10.5 against
#             20 minutes on the project's 2-core machine, same tests, same results); else Debian's chromium,
#             else Playwright's own download, where the network allows it
#   lighthouse  Debian's chromium-headless-shell too: the full browser run headless also starts its own interface's
#             pages (a 'WebUI Top Renderer': the omnibox popup, ~400 files) while Lighthouse loads the page, and on two
#             cores that work, not the page's, was most of the blocking time Lighthouse measured
#   firefox   Debian's firefox-esr, driven by Playwright over WebDriver BiDi
#   webkit    Debian's webkit2gtk-driver (WebKitWebDriver, WebKitGTK), xvfb, and python3-gi with
#             gir1.2-webkit2-4.1 for the bare WebKitGTK window the tests drive (tests/e2e/engines/)
# Usage: bash scripts/ensure-browsers.sh [chromium] [lighthouse] [firefox] [webkit]
set -euo pipefail
engines=("$@")
[ ${#engines[@]} -gt 0 ] || engines=(chromium)

missing=()
need() { # need PACKAGE TEST...: PACKAGE is missing unless the test command succeeds
  local package=$1
  shift
  [[ " ${missing[*]} " == *" $package "* ]] && return 0
  "$@" >/dev/null 2>&1 || missing+=("$package")
}
has() { [ -x "$1" ] || command -v "$1" >/dev/null 2>&1; }
# The Chromium the end-to-end tests run (playwright.config.ts looks in the same places, in the same order).
chromium_path() {
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium-headless-shell /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

for engine in "${engines[@]}"; do
  case "$engine" in
    chromium) need chromium-headless-shell has "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ;;
    lighthouse) need chromium-headless-shell has "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ;;
    firefox) need firefox-esr has "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ;;
    webkit)
      need webkit2gtk-driver has WebKitWebDriver
      need xvfb has Xvfb
      need python3-gi /usr/bin/python3 -c 'import gi'
      need gir1.2-webkit2-4.1 /usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2'
      ;;
    *) echo "ensure-browsers: unknown engine '$engine' (chromium, lighthouse, firefox or webkit)" >&2; exit 2 ;;
  esac
done

if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing from Debian: ${missing[*]}"
  if ! { command -v apt-get >/dev/null 2>&1 && $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    if [ "${missing[*]}" = chromium-headless-shell ]; then
      if chromium_path >/dev/null; then
        echo "No chromium-headless-shell; the tests run in $(chromium_path) (slower)."
      else
        echo "No system Chromium; asking Playwright for its own."
        npx playwright install chromium
      fi
      exit 0
    fi
    echo "ensure-browsers: could not install ${missing[*]} (apt-get); install them and run again." >&2
    exit 1
  fi
fi

for engine in "${engines[@]}"; do
  case "$engine" in
    chromium) echo "Chromium: $(chromium_path)" ;;
    lighthouse) echo "Chromium for Lighthouse: ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ;;
    firefox) echo "Firefox: ${FIREFOX_PATH:-/usr/bin/firefox-esr}" ;;
    webkit) echo "WebKit: $(command -v WebKitWebDriver) (WebKitGTK $(/usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2; print(f"{WebKit2.get_major_version()}.{WebKit2.get_minor_version()}.{WebKit2.get_micro_version()}")'))" ;;
  esac
done
