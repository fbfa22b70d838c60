#!/usr/bin/env bash
# Vet speed on real servers (issue 9: `mcperr vet --no-cache` within 1.3 times `go vet`): times
# `go vet ./...` and `mcperr vet --no-cache --format jsonl ./...` (the binary built from this tree)
# in each module directory, and, with BEFORE=BIN, an earlier mcperr binary beside them.
#
#   bench/vetreal.sh                 the Go servers under /work/real (REAL=DIR to change), when present
#   bench/vetreal.sh DIR...          those module directories instead
#
# Each command runs once to warm the build cache (go vet answers from it, as it does for a user
# who runs it twice), then RUNS times (default 5), in turn, so that a change in the load of the
# shared machine falls on all of them alike. The table gives, per directory, the median wall time
# and the median CPU time (user + sys, children included: the go command that mcperr runs and the
# vet tools go vet runs) of each command, and mcperr's over go vet's, for wall and CPU; then the
# load average before and after. Per-run figures: bench/out/vetreal/. GOFLAGS=-mod=mod as the
# baseline runs (/work/vetall.sh), GOTOOLCHAIN=local.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=-mod=mod
runs=${RUNS:-5}
real=${REAL:-/work/real}
before=${BEFORE:-}
out=$PWD/bench/out/vetreal
mkdir -p "$out"
# bench/out lies inside the module: its own go.mod keeps generated Go files out of ./...
[ -f "$out/../go.mod" ] || printf 'module benchout\n' > "$out/../go.mod"
[ -x /usr/bin/time ] || { echo "vetreal.sh: /usr/bin/time is missing: apt-get install time" >&2; exit 2; }
go build -o "$out/mcperr" ./cmd/mcperr

dirs=("$@")
if [ ${#dirs[@]} -eq 0 ]; then
  for n in $(grep -v '^#' bench/go-servers.txt); do
    [ -d "$real/$n" ] && dirs+=("$real/$n")
  done
fi
[ ${#dirs[@]} -gt 0 ] || { echo "vetreal.sh: no directory to time (give DIR... or REAL=DIR)" >&2; exit 2; }

# median of the numbers on stdin
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# timed FILE DIR CMD... runs CMD in DIR and appends "wall cpu" to FILE; exit status 1 (findings)
# is not a failure.
timed() {
  local file=$1 dir=$2
  shift 2
  (cd "$dir" && /usr/bin/time -f '%e %U %S' -o "$out/time.tmp" "$@" >/dev/null 2>"$out/stderr.tmp") || true
  # time writes "Command exited with non-zero status N" first when the command fails (go vet
  # does when it reports something): only the last line holds the figures.
  tail -n 1 "$out/time.tmp" | awk '{printf "%s %.3f\n", $1, $2 + $3}' >>"$file"
}

col() { awk -v c="$1" '{print $c}' "$2" | median; }
ratio() { echo "$1 $2" | awk '{printf "%.2f", ($2 > 0) ? $1 / $2 : 0}'; }

{
  echo "# $(date -u +%FT%TZ) $(go version) runs=$runs nproc=$(nproc)"
  hdr=$(printf '%-32s %8s %7s  %8s %7s %6s %6s' server "go vet" cpu "mcperr" cpu "wall" "cpu")
  [ -n "$before" ] && hdr+=$(printf '  %8s %7s %6s %6s' before cpu wall cpu)
  echo "$hdr  load before/after"
  for dir in "${dirs[@]}"; do
    name=$(basename "$dir")
    govet=(go vet ./...)
    mcperr=("$out/mcperr" vet --no-cache --format jsonl --fail-on none ./...)
    old=()
    [ -n "$before" ] && old=("$before" vet --no-cache --format jsonl --fail-on none ./...)
    rm -f "$out/$name".*.times
    timed /dev/null "$dir" "${govet[@]}"
    timed /dev/null "$dir" "${mcperr[@]}"
    [ -n "$before" ] && timed /dev/null "$dir" "${old[@]}"
    l0=$(cut -d' ' -f1 /proc/loadavg)
    for _ in $(seq "$runs"); do
      timed "$out/$name.govet.times" "$dir" "${govet[@]}"
      timed "$out/$name.mcperr.times" "$dir" "${mcperr[@]}"
      [ -n "$before" ] && timed "$out/$name.before.times" "$dir" "${old[@]}"
    done
    l1=$(cut -d' ' -f1 /proc/loadavg)
    gw=$(col 1 "$out/$name.govet.times") gc=$(col 2 "$out/$name.govet.times")
    mw=$(col 1 "$out/$name.mcperr.times") mc=$(col 2 "$out/$name.mcperr.times")
    line=$(printf '%-32s %7.2fs %6.2fs  %7.2fs %6.2fs %5sx %5sx' "$name" "$gw" "$gc" "$mw" "$mc" "$(ratio "$mw" "$gw")" "$(ratio "$mc" "$gc")")
    if [ -n "$before" ]; then
      bw=$(col 1 "$out/$name.before.times") bc=$(col 2 "$out/$name.before.times")
      line+=$(printf '  %7.2fs %6.2fs %5sx %5sx' "$bw" "$bc" "$(ratio "$bw" "$gw")" "$(ratio "$bc" "$gc")")
    fi
    echo "$line  $l0/$l1"
  done
} | tee -a "$out/summary.txt"
