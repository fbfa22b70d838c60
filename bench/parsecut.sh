#!/usr/bin/env bash
# What parsing less could save on a cold run (issue 10, item 3): for every file the main pass
# parses in ROOT... (each scanned as a root of its own), time its parse and its language's rules,
# one file at a time, and estimate the share of that time spent on top-level declarations a cut
# could leave out, by file size (scanner/parsecut_measure_test.go says how).
#
#   bench/parsecut.sh ROOT...      e.g. bench/parsecut.sh /work/real/*/ or bench/out/scan-real/*/
#
# "cut share" is the time on declarations that hold no needle and that no kept node names
# (transitively), the issue's rule; "free share" the part of it on declarations whose lines hold
# nothing of the file's Result (no finding, summary, call or pending finding), an upper bound of
# what a cut that changes no output could save. Both assume a declaration costs its bytes' share
# of its file's time. The calls pass's parses (files without a needle) are not counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
[ $# -gt 0 ] || { echo "usage: bench/parsecut.sh ROOT..." >&2; exit 2; }
list=$(mktemp)
trap 'rm -f "$list"' EXIT
for r in "$@"; do
  (cd "$r" && pwd)
done >"$list"
MCPERR_PARSECUT_ROOTS=$list go test -count=1 -v -run '^TestMeasureParseCut$' ./scanner/ |
  grep -v -e '^=== ' -e '^--- ' -e '^PASS' -e '^ok '
