#!/bin/sh
# Playwright's executable for Firefox ESR: the BiDi pass-through of firefox-esr.ts, on the Node that runs the
# tests (PARKCLOUD_NODE, set by playwright.config.ts), with Playwright's arguments.
exec "${PARKCLOUD_NODE:-node}" "$(dirname "$0")/firefox-esr.ts" "$@"
