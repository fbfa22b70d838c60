#!/usr/bin/env bash
# Ledger benchmark: build, write and re-read a 100,000-row ledger, and one shard of eight of it;
# read two coded 100,000-row sheets and compute agreement and verdicts; merge eight shards of a
# 100,000-row study. Each benchmark runs in a process of its own and reports:
#   wall s/op  wall time per operation (go test -bench), which grows with the machine's load;
#   cpu s/op   CPU time per operation (getrusage: user and system, all threads), which does not;
#   peak RSS   the process's maximum resident set (/usr/bin/time -v), synthetic input included.
# The load average is printed before and after: rerun when it is high.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
out=bench/out
mkdir -p "$out"
# bench/out lies inside the module: its own go.mod keeps generated Go files out of ./...
[ -f "$out/go.mod" ] || printf 'module benchout\n' > "$out/go.mod"
go test -c -o "$out/adjudication.test" ./adjudication
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-20s %10s %10s %14s\n' benchmark "wall s/op" "cpu s/op" "peak RSS (MB)"
for b in Ledger100k ShardLedger100k Agree100k Merge100k; do
  /usr/bin/time -v "$out/adjudication.test" -test.run '^$' -test.bench "^Benchmark$b\$" -test.benchtime 3x \
    >"$out/$b.txt" 2>"$out/$b.time"
  ns=$(awk '/^Benchmark/ {print $3}' "$out/$b.txt")
  cpu=$(awk '/^Benchmark/ {for (i = 1; i < NF; i++) if ($(i+1) == "cpu-s/op") print $i}' "$out/$b.txt")
  rss=$(awk -F: '/Maximum resident set size/ {gsub(/ /,"",$2); print $2}' "$out/$b.time")
  awk -v b="$b" -v ns="$ns" -v cpu="${cpu:-0}" -v rss="$rss" \
    'BEGIN { printf "%-20s %10.2f %10.2f %14.0f\n", b, ns/1e9, cpu, rss/1024 }'
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
