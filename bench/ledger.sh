#!/usr/bin/env bash
# Ledger benchmark: build, write and re-read a 100,000-row ledger; read two coded 100,000-row
# sheets and compute agreement and verdicts; merge eight shards of a 100,000-row study.
# Reports wall time per operation (from `go test -bench`) and the peak RSS of each benchmark's
# process (from /usr/bin/time -v), each benchmark in a process of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
out=bench/out
mkdir -p "$out"
go test -c -o "$out/adjudication.test" ./adjudication
printf '%-22s %12s %14s\n' benchmark seconds/op "peak RSS (MB)"
for b in Ledger100k Agree100k Merge100k; do
  /usr/bin/time -v "$out/adjudication.test" -test.run '^$' -test.bench "^Benchmark$b\$" -test.benchtime 3x \
    >"$out/$b.txt" 2>"$out/$b.time"
  ns=$(awk '/^Benchmark/ {print $3}' "$out/$b.txt")
  rss=$(awk -F: '/Maximum resident set size/ {gsub(/ /,"",$2); print $2}' "$out/$b.time")
  awk -v b="$b" -v ns="$ns" -v rss="$rss" 'BEGIN { printf "%-22s %12.2f %14.0f\n", b, ns/1e9, rss/1024 }'
done
