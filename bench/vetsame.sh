#!/usr/bin/env bash
# Same findings check for speed work on `mcperr vet`: builds mcperr at a git revision (default
# main) and from this work tree, runs `vet --no-cache --format jsonl --fail-on none ./...` with
# both in each module directory, and compares their stdout, stderr and exit status byte for byte.
#
#   bench/vetsame.sh                 the Go servers under /work/real (REAL=DIR to change), when
#                                    present, bench/vet.sh's generated modules (built here) and
#                                    the analyzers' fixture modules (analyzers/*/testdata/*)
#   bench/vetsame.sh DIR...          those module directories instead
#   BEFORE=REV bench/vetsame.sh ...  compare with revision REV instead of main
#
# Exits 0 when every directory gives the same output, 1 when one differs (the diff is printed),
# 2 when something cannot run. Outputs: bench/out/vetsame/{before,after}/NAME.{jsonl,err,rc}.
# GOFLAGS=-mod=mod as the baseline runs (/work/vetall.sh), GOTOOLCHAIN=local.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=-mod=mod GOWORK=off
rev=${BEFORE:-main}
real=${REAL:-/work/real}
out=$PWD/bench/out/vetsame
rm -rf "$out"
mkdir -p "$out/before" "$out/after" "$out/src"
# bench/out lies inside the module: its own go.mod keeps generated Go files out of ./...
[ -f "$out/../go.mod" ] || printf 'module benchout\n' > "$out/../go.mod"

git archive "$rev" | tar -x -C "$out/src"
(cd "$out/src" && go build -o "$out/mcperr-before" ./cmd/mcperr)
go build -o "$out/mcperr-after" ./cmd/mcperr

dirs=("$@")
if [ ${#dirs[@]} -eq 0 ]; then
  for n in $(grep -v '^#' bench/go-servers.txt) last9+last9-mcp-server; do
    [ -d "$real/$n" ] && dirs+=("$real/$n")
  done
  bench/vet.sh --setup >/dev/null
  for n in gen mcpgo gosdk; do dirs+=("$PWD/bench/out/vet/work/$n"); done
  # The analyzers' fixture modules: the findings their want annotations name, and more.
  for m in analyzers/{mcpsdk,panicleak,guidance,protocolerror}/testdata/*/go.mod cmd/mcperr/testdata/vet/go.mod; do
    [ -f "$m" ] && dirs+=("$PWD/$(dirname "$m")")
  done
fi
[ ${#dirs[@]} -gt 0 ] || { echo "vetsame.sh: no directory to check (give DIR... or REAL=DIR)" >&2; exit 2; }

differ=0
for dir in "${dirs[@]}"; do
  name=${dir#"$PWD"/}
  name=$(echo "${name#"$real"/}" | tr / +)
  for side in before after; do
    rc=0
    (cd "$dir" && "$out/mcperr-$side" vet --no-cache --format jsonl --fail-on none ./... \
      >"$out/$side/$name.jsonl" 2>"$out/$side/$name.err") || rc=$?
    echo "$rc" >"$out/$side/$name.rc"
  done
  n=$(grep -c '"type":"finding"' "$out/after/$name.jsonl" || true)
  if cmp -s "$out/before/$name.jsonl" "$out/after/$name.jsonl" && cmp -s "$out/before/$name.err" "$out/after/$name.err" &&
    cmp -s "$out/before/$name.rc" "$out/after/$name.rc"; then
    echo "same    $name ($n findings, exit $(cat "$out/after/$name.rc"))"
  else
    echo "DIFFERS $name"
    diff "$out/before/$name.jsonl" "$out/after/$name.jsonl" | head -20 || true
    diff "$out/before/$name.err" "$out/after/$name.err" | head -20 || true
    diff "$out/before/$name.rc" "$out/after/$name.rc" || true
    differ=1
  fi
done
exit $differ
