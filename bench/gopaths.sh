#!/usr/bin/env bash
# Semantic paths of Go servers before and after a change of pathKeys (issue 12): for each server
# of bench/go-servers.txt under REAL (default /work/real), or each DIR given, the production
# error-result sites of `mcperr scan --types off` (errorresult and raisederror, found by
# tree-sitter) and the distinct pathKeys among them, which is how the study's ledger counts
# paths (adjudication.Paths) before its projection drops duplicates and files outside a
# server's subfolder; with BEFORE=BIN, an earlier mcperr's counts beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
real=${REAL:-/work/real}
before=${BEFORE:-}
out=$PWD/bench/out/gopaths
mkdir -p "$out"
[ -f "$out/../go.mod" ] || printf 'module benchout\n' > "$out/../go.mod"
go build -o "$out/mcperr" ./cmd/mcperr

dirs=("$@")
if [ ${#dirs[@]} -eq 0 ]; then
  for n in $(grep -v '^#' bench/go-servers.txt); do
    [ -d "$real/$n" ] && dirs+=("$real/$n")
  done
fi

# paths BIN DIR: "sites paths" of DIR's production Go error-result sites
paths() {
  (cd "$2" && "$1" scan --types off --no-cache --format json --fail-on none . 2>/dev/null || true) | python3 -c '
import json, sys
d = json.load(sys.stdin)
keys, sites = set(), 0
for f in d["findings"]:
    s = f.get("site")
    if f["rule"] in ("errorresult", "raisederror") and f["lang"] == "go" and f["context"] == "production" and f["method"] != "lexical" and s:
        sites += 1
        keys.add(s["pathKey"] or "site:" + f["fingerprint"])
print(sites, len(keys))'
}

{
  echo "# $(date -u +%FT%TZ)"
  printf '%-32s %6s %6s %8s\n' server sites paths "before"
  ts=0 tp=0 tb=0
  for dir in "${dirs[@]}"; do
    read -r s p <<<"$(paths "$out/mcperr" "$dir")"
    b="-"
    if [ -n "$before" ]; then
      read -r _ b <<<"$(paths "$before" "$dir")"
      tb=$((tb + b))
    fi
    ts=$((ts + s)) tp=$((tp + p))
    printf '%-32s %6d %6d %8s\n' "$(basename "$dir")" "$s" "$p" "$b"
  done
  printf '%-32s %6d %6d %8s\n' total "$ts" "$tp" "$([ -n "$before" ] && echo "$tb" || echo -)"
} | tee -a "$out/summary.txt"
