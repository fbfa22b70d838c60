#!/usr/bin/env bash
# Differential check of the manifest readers (scanner/manifest): the project that every
# directory of every repository under DIR gets, at revision REV and in this tree, diffed.
#
#   bench/manifestdiff.sh REV DIR      e.g. bench/manifestdiff.sh main /work/real
#
# Both sides run TestDumpProjects (scanner/manifest/dump_test.go, copied into REV's tree when
# REV predates it). Exit 0 when the dumps are identical; the diff is printed otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
rev=${1:?usage: bench/manifestdiff.sh REV DIR}
dir=$(cd "${2:?usage: bench/manifestdiff.sh REV DIR}" && pwd)
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/tree" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git worktree add --detach "$tmp/tree" "$rev" >/dev/null 2>&1
cp scanner/manifest/dump_test.go "$tmp/tree/scanner/manifest/dump_test.go"
dump() { (cd "$1" && MCPERR_MANIFEST_DUMP=$dir MCPERR_MANIFEST_OUT=$2 go test ./scanner/manifest -run '^TestDumpProjects$' -count=1 >/dev/null); }
dump "$tmp/tree" "$tmp/before.jsonl"
dump . "$tmp/after.jsonl"
echo "$(wc -l <"$tmp/after.jsonl") directories"
diff "$tmp/before.jsonl" "$tmp/after.jsonl" && echo "identical"
