#!/usr/bin/env sh
# Runs the tests with every clock (the reference server's, the tests' and Chromium's) set to one
# instant, through libfaketime, so rules that turn with the date can be tried on any day: the
# academy year's first day (§9), New Year, a clock change.
#   scripts/test-at.sh "2027-07-01 18:00:00"                 unit, widget and server tests
#   scripts/test-at.sh "2027-07-01 18:00:00" --config vitest.e2e.config.ts   browser tests (build first)
# The instant is UTC and the clock runs on from it.
set -eu
if [ $# -lt 1 ]; then
  echo 'usage: scripts/test-at.sh "YYYY-MM-DD hh:mm:ss" [vitest arguments]' >&2
  exit 2
fi
if ! command -v faketime >/dev/null 2>&1; then
  echo 'scripts/test-at.sh needs libfaketime: apt-get install faketime' >&2
  exit 2
fi
instant=$1
shift
TZ=UTC exec faketime -f "@$instant" npx vitest run "$@"
