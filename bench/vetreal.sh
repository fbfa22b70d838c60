#!/usr/bin/env bash
# Vet speed on real servers (issue 9: `mcperr vet --no-cache` within 1.3 times `go vet`): times,
# in each module directory,
#
#   go vet      `go vet ./...` with its caches warm: it answers from the build cache and runs no
#               vet process at all (the comparison the issue's figures were first taken against);
#   go re-vet   `go vet ./...` after the vet results of the module's own packages (their test
#               variants included, as go vet vets them) are evicted from the build cache: go vet
#               runs its analyzers again on those packages, over compiled dependencies and
#               dependency facts that stay cached, which is what `mcperr vet --no-cache` does;
#   no-cache    `mcperr vet --no-cache --format jsonl ./...` (the binary built from this tree);
#   +tests      the same with --tests: go vet vets each package's test files too (a package with
#               tests is vetted twice, once with its in-package tests, and its external test
#               package once more), mcperr vet only with --tests;
#   cached      `mcperr vet --format jsonl ./...`, its result cache warm (as go vet's);
#
# and, with BEFORE=BIN, an earlier mcperr binary's `--no-cache` run beside them.
#
#   bench/vetreal.sh                 the Go servers under /work/real (REAL=DIR to change), when present
#   bench/vetreal.sh DIR...          those module directories instead
#
# The evicted entries are the action entries (<id>-a under GOCACHE) of the vet actions named
# "vet <module path>..." that GODEBUG=gocachehash=1 prints, read from a warm go vet; removing
# one is what the cache's own trimming does, so the next go vet recomputes that action. A flag
# whose value changes each run (go vet keys vet actions on the flags) would not do: every vet
# action takes the flags, so go vet would also analyze every dependency, the standard library
# included, for its facts (about 47 CPU seconds on github-mcp-server against 1 warm). Before
# timing, one evicted run under `go vet -x` checks that vet runs for each evicted action and
# that nothing is compiled: the "re-vet" column gives the vet runs and compiles it counted.
#
# Each command runs once to warm the caches, then RUNS times (default 5), in turn, so that a
# change in the load of the shared machine falls on all of them alike. The table gives, per
# directory, the median wall time and the median CPU time (user + sys, children included: the go
# command that mcperr runs and the vet tools go vet runs) of each command, then ratios, wall and
# CPU: no-cache over warm go vet (the old column), no-cache and +tests over go re-vet, and cached
# over warm go vet; then the load average before and after. Per-run figures: bench/out/vetreal/.
# GOFLAGS=-mod=mod as the baseline runs (/work/vetall.sh), GOTOOLCHAIN=local.
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

gocache=$(go env GOCACHE)

# vetids DIR writes to $out/NAME.vetids the cache action IDs of the vet actions of DIR's main
# module packages, as a warm go vet computes them.
vetids() {
  local dir=$1 name
  name=$(basename "$dir")
  (cd "$dir" && GODEBUG=gocachehash=1 go vet ./... >/dev/null 2>"$out/gocachehash.tmp") || true
  (cd "$dir" && go list -m) >"$out/modpaths.tmp"
  # lines "HASH[vet <import path>]: <64 hex digits>"; a package of the module is the module's
  # path, a path below it, or its external test package (path_test)
  awk 'NR == FNR { mod[$1] = 1; next }
    /^HASH\[vet .*\]: [0-9a-f]+$/ && length($NF) == 64 {
      p = substr($0, 10, length($0) - 10 - 66)
      for (m in mod)
        if (p == m || index(p, m "/") == 1 || p == m "_test") { print $NF; break }
    }' "$out/modpaths.tmp" "$out/gocachehash.tmp" | sort -u >"$out/$name.vetids"
}

# evict NAME removes the cache entries of NAME's vet actions.
evict() {
  local id
  while read -r id; do
    rm -f "$gocache/${id:0:2}/$id-a"
  done <"$out/$1.vetids"
}

# revetcheck DIR runs go vet -x after an eviction and prints "VETS/COMPILES": the vet tool runs
# and compiler runs it made (VETS should be the number of evicted actions, COMPILES 0).
revetcheck() {
  local dir=$1 name
  name=$(basename "$dir")
  evict "$name"
  (cd "$dir" && go vet -x ./... >/dev/null 2>"$out/vetx.tmp") || true
  printf '%s/%s' "$(grep -c '/vet .*vet\.cfg$' "$out/vetx.tmp" || true)" "$(grep -c '/compile ' "$out/vetx.tmp" || true)"
}

{
  echo "# $(date -u +%FT%TZ) $(go version) runs=$runs nproc=$(nproc)"
  hdr=$(printf '%-32s %16s %16s %16s %16s %16s  %13s %13s %13s %13s' server "go vet" "go re-vet" "no-cache" "+tests" "cached" "nc/vet" "nc/re-vet" "tests/re-vet" "cached/vet")
  [ -n "$before" ] && hdr+=$(printf '  %16s %13s %13s' "before" "before/vet" "b/re-vet")
  echo "$hdr  re-vet  load before/after"
  sub=$(printf '%-32s %16s %16s %16s %16s %16s  %13s %13s %13s %13s' "" "wall cpu" "wall cpu" "wall cpu" "wall cpu" "wall cpu" "wall cpu" "wall cpu" "wall cpu" "wall cpu")
  [ -n "$before" ] && sub+=$(printf '  %16s %13s %13s' "wall cpu" "wall cpu" "wall cpu")
  echo "$sub"
  for dir in "${dirs[@]}"; do
    name=$(basename "$dir")
    govet=(go vet ./...)
    mcperr=("$out/mcperr" vet --no-cache --format jsonl --fail-on none ./...)
    tests=("$out/mcperr" vet --no-cache --tests --format jsonl --fail-on none ./...)
    cached=("$out/mcperr" vet --format jsonl --fail-on none ./...)
    old=()
    [ -n "$before" ] && old=("$before" vet --no-cache --format jsonl --fail-on none ./...)
    rm -f "$out/$name".*.times
    timed /dev/null "$dir" "${govet[@]}"
    vetids "$dir"
    check=$(revetcheck "$dir")
    timed /dev/null "$dir" "${mcperr[@]}"
    timed /dev/null "$dir" "${tests[@]}"
    timed /dev/null "$dir" "${cached[@]}"
    [ -n "$before" ] && timed /dev/null "$dir" "${old[@]}"
    l0=$(cut -d' ' -f1 /proc/loadavg)
    for _ in $(seq "$runs"); do
      timed "$out/$name.govet.times" "$dir" "${govet[@]}"
      evict "$name"
      timed "$out/$name.revet.times" "$dir" "${govet[@]}"
      timed "$out/$name.mcperr.times" "$dir" "${mcperr[@]}"
      timed "$out/$name.tests.times" "$dir" "${tests[@]}"
      timed "$out/$name.cached.times" "$dir" "${cached[@]}"
      [ -n "$before" ] && timed "$out/$name.before.times" "$dir" "${old[@]}"
    done
    l1=$(cut -d' ' -f1 /proc/loadavg)
    gw=$(col 1 "$out/$name.govet.times") gc=$(col 2 "$out/$name.govet.times")
    rw=$(col 1 "$out/$name.revet.times") rc=$(col 2 "$out/$name.revet.times")
    mw=$(col 1 "$out/$name.mcperr.times") mc=$(col 2 "$out/$name.mcperr.times")
    tw=$(col 1 "$out/$name.tests.times") tc=$(col 2 "$out/$name.tests.times")
    cw=$(col 1 "$out/$name.cached.times") cc=$(col 2 "$out/$name.cached.times")
    pair() { printf '%7.2fs %6.2fs' "$1" "$2"; }
    rat() { printf '%5sx %5sx' "$(ratio "$1" "$3")" "$(ratio "$2" "$4")"; }
    line=$(printf '%-32s %s %s %s %s %s  %s %s %s %s' "$name" "$(pair "$gw" "$gc")" "$(pair "$rw" "$rc")" \
      "$(pair "$mw" "$mc")" "$(pair "$tw" "$tc")" "$(pair "$cw" "$cc")" \
      "$(rat "$mw" "$mc" "$gw" "$gc")" "$(rat "$mw" "$mc" "$rw" "$rc")" "$(rat "$tw" "$tc" "$rw" "$rc")" "$(rat "$cw" "$cc" "$gw" "$gc")")
    if [ -n "$before" ]; then
      bw=$(col 1 "$out/$name.before.times") bc=$(col 2 "$out/$name.before.times")
      line+=$(printf '  %s %s %s' "$(pair "$bw" "$bc")" "$(rat "$bw" "$bc" "$gw" "$gc")" "$(rat "$bw" "$bc" "$rw" "$rc")")
    fi
    echo "$line  $(printf '%6s' "$check")  $l0/$l1"
  done
} | tee -a "$out/summary.txt"
