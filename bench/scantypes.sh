#!/usr/bin/env bash
# The types pass of `mcperr scan` on real Go servers (issue 12): for each server of
# bench/go-servers.txt under REAL (default /work/real), or each DIR given,
#
#   - the panicleak and protocolerror findings (pl, pe; s scan, v vet) of `mcperr scan` (method types) against those of
#     `mcperr vet --no-cache ./...` run in each Go module scan finds under the directory (scan's
#     module search: every go.mod outside testdata, vendor, node_modules, .* and _*), which
#     should match, and the modules or packages scan skipped (skip: types-failed, -timeout,
#     -refused);
#   - the wall time and peak RSS (/usr/bin/time %M: the largest process, mcperr or a go command
#     it runs) of `mcperr scan --types off` and of `mcperr scan` (types auto), so the cost the
#     types pass adds (--types off is the scan as it was before the types pass, finding for
#     finding: cmd/mcperr TestScanTypesOff).
#
# Every command runs once to warm the build, module and content caches, then RUNS times
# (default 3), interleaved; the table gives medians of wall time and the largest peak RSS. Runs
# with GOTOOLCHAIN=local and the user's GOFLAGS unset (scan never uses -mod=mod, so vet does not
# either here). Per-run output: bench/out/scantypes/.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
unset GOFLAGS
runs=${RUNS:-3}
real=${REAL:-/work/real}
out=$PWD/bench/out/scantypes
mkdir -p "$out"
[ -f "$out/../go.mod" ] || printf 'module benchout\n' > "$out/../go.mod"
[ -x /usr/bin/time ] || { echo "scantypes.sh: /usr/bin/time is missing: apt-get install time" >&2; exit 2; }
go build -o "$out/mcperr" ./cmd/mcperr
bin=$out/mcperr

dirs=("$@")
if [ ${#dirs[@]} -eq 0 ]; then
  for n in $(grep -v '^#' bench/go-servers.txt); do
    [ -d "$real/$n" ] && dirs+=("$real/$n")
  done
fi
[ ${#dirs[@]} -gt 0 ] || { echo "scantypes.sh: no directory (give DIR... or REAL=DIR)" >&2; exit 2; }

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
maxof() { sort -g | tail -1; }

# timed FILE DIR CMD... runs CMD in DIR, its stdout to $out/last.out, and appends "wall maxrss_kb"
# to FILE; exit status 1 (findings) is not a failure.
timed() {
  local file=$1 dir=$2
  shift 2
  (cd "$dir" && /usr/bin/time -f '%e %M' -o "$out/time.tmp" "$@" >"$out/last.out" 2>"$out/stderr.tmp") || true
  tail -n 1 "$out/time.tmp" >>"$file" # a failed run has "Command exited with non-zero status N" first
}

# count RULES < jsonl: the number of findings of those rules (method types when TYPES=1)
count() {
  python3 -c '
import json, sys
rules, types = sys.argv[1].split(","), sys.argv[2] == "1"
n = 0
for line in sys.stdin:
    try:
        d = json.loads(line)
    except ValueError:
        continue
    if d.get("type") == "finding" and d.get("rule") in rules and (not types or d.get("method") == "types"):
        n += 1
print(n)' "$1" "$2"
}

# modules DIR: the Go modules scan analyzes under DIR
modules() {
  find "$1" \( -type d \( -name testdata -o -name vendor -o -name node_modules -o -name '.?*' -o -name '_*' \) -prune \) -o \( -type f -name go.mod -print \) | xargs -r -n1 dirname | sort
}

{
  echo "# $(date -u +%FT%TZ) $(go version) runs=$runs nproc=$(nproc)"
  printf '%-32s %4s %4s %5s %5s %5s %5s  %8s %7s  %8s %7s  %8s %7s  %s\n' server mods skip pl:s pl:v pe:s pe:v "off" rss "types" rss "added" rss "load before/after"
  for dir in "${dirs[@]}"; do
    name=$(basename "$dir")
    rm -f "$out/$name".*.times
    # what vet finds, module by module
    vpl=0 vpe=0 mods=0
    for m in $(modules "$dir"); do
      mods=$((mods + 1))
      (cd "$m" && "$bin" vet --no-cache --format jsonl --fail-on none ./... >"$out/$name.vet.jsonl" 2>/dev/null) || true
      vpl=$((vpl + $(count panicleak 0 <"$out/$name.vet.jsonl")))
      vpe=$((vpe + $(count protocolerror 0 <"$out/$name.vet.jsonl")))
    done
    off=("$bin" scan --format jsonl --fail-on none --types off .)
    on=("$bin" scan --format jsonl --fail-on none .)
    timed /dev/null "$dir" "${off[@]}"
    timed /dev/null "$dir" "${on[@]}"
    l0=$(cut -d' ' -f1 /proc/loadavg)
    for _ in $(seq "$runs"); do
      timed "$out/$name.off.times" "$dir" "${off[@]}"
      timed "$out/$name.on.times" "$dir" "${on[@]}"
    done
    # the counts of the last run: the warm-up may have spent its time compiling dependencies
    spl=$(count panicleak 1 <"$out/last.out") spe=$(count protocolerror 1 <"$out/last.out")
    skip=$(grep -c '"reason":"types-' "$out/last.out" || true)
    cp "$out/last.out" "$out/$name.scan.jsonl"
    l1=$(cut -d' ' -f1 /proc/loadavg)
    ow=$(awk '{print $1}' "$out/$name.off.times" | median) orss=$(awk '{print $2}' "$out/$name.off.times" | maxof)
    tw=$(awk '{print $1}' "$out/$name.on.times" | median) trss=$(awk '{print $2}' "$out/$name.on.times" | maxof)
    printf '%-32s %4d %4d %5d %5d %5d %5d  %7.2fs %5dMB  %7.2fs %5dMB  %+7.2fs %+5dMB  %s/%s\n' "$name" "$mods" "$skip" "$spl" "$vpl" "$spe" "$vpe" \
      "$ow" $((orss / 1024)) "$tw" $((trss / 1024)) "$(echo "$tw - $ow" | bc)" $(((trss - orss) / 1024)) "$l0" "$l1"
  done
} | tee -a "$out/summary.txt"
