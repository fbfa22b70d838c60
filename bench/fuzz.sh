#!/usr/bin/env bash
# Runs every fuzz target of the module for a while each and prints, per target, the
# executions, the new corpus entries and whether it found a crasher (issue 14's closing note).
#
#   bench/fuzz.sh               3 minutes a target
#   FUZZTIME=60s bench/fuzz.sh  another duration (any go test -fuzztime value)
#   PARALLEL=1 bench/fuzz.sh    fuzz workers per target (default: one per CPU)
#
# A crasher stays where go test writes it, testdata/fuzz/<Target>/ of its package, to commit as
# a regression input once fixed. The logs are in bench/out/fuzz-<package>-<Target>.log. One
# target runs at a time, with PARALLEL workers.
set -uo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
out=bench/out
mkdir -p "$out"
fuzztime=${FUZZTIME:-3m}

printf '%-22s %-18s %14s %8s  %s\n' package target execs "new" result
status=0
for pkg in $(go list ./...); do
  dir=$(go list -f '{{.Dir}}' "$pkg")
  for target in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed 's/^func //' | sort -u); do
    short=${pkg#github.com/mcperr/mcperr/}
    log="$out/fuzz-${short//\//-}-$target.log"
    go test -run '^$' -fuzz "^$target\$" -fuzztime "$fuzztime" -parallel "${PARALLEL:-$(nproc)}" "$pkg" >"$log" 2>&1
    rc=$?
    # The last progress line: "fuzz: elapsed: 3m0s, execs: 123456 (685/sec), new interesting: 12 (total: 40)"
    last=$(grep -E '^fuzz: elapsed: .*execs: ' "$log" | tail -1)
    execs=$(sed -E 's/.*execs: ([0-9]+).*/\1/' <<<"$last")
    newi=$(sed -E 's/.*new interesting: ([0-9]+).*/\1/' <<<"$last")
    result=ok
    if [ $rc -ne 0 ]; then
      result="CRASHER: $(grep -m1 -oE 'testdata/fuzz/[^ ]+' "$log" || echo "see $log")"
      status=1
    fi
    printf '%-22s %-18s %14s %8s  %s\n' "$short" "$target" "${execs:-?}" "${newi:-?}" "$result"
  done
done
exit $status
