#!/usr/bin/env bash
# Differential check of `mcperr scan` between two builds: the prefilter and the passes may change
# which files are parsed, never what is reported (issue 10). Both builds scan the same roots cold
# (--no-cache); their JSON Lines must be identical but for the summary's filesParsed, which the
# script prints beside each build's CPU time.
#
#   bench/scandiff.sh                     main's build against this tree's, on the fixtures
#   BEFORE=REV|BIN bench/scandiff.sh      another revision (git) or a built mcperr as the before
#   bench/scandiff.sh ROOT...             also on ROOT... (each scanned as one root: a directory
#                                         of repositories is linked as one tree)
#   CORPUS=1 bench/scandiff.sh            also on the real corpus of bench/scan.sh (bench/out/
#                                         scan-real, one root per repository, as scan.sh runs it)
#
# The fixtures are every directory below scanner/*/testdata, scanner/testdata and testdata, each
# one root of one multi-root scan. A difference is printed by rule, then finding by finding (the
# fields that differ), and the script exits 1. Outputs stay in bench/out/scandiff-*.jsonl.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
out=bench/out
mkdir -p "$out"
[ -f "$out/go.mod" ] || printf 'module benchout\n' >"$out/go.mod"

before=${BEFORE:-main}
if [ -x "$before" ] && [ ! -d "$before" ]; then
  cp "$before" "$out/scandiff-before"
else
  tmp=$(mktemp -d)
  trap 'git worktree remove --force "$tmp/src" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
  git worktree add --detach -q "$tmp/src" "$before"
  (cd "$tmp/src" && go build -o "$OLDPWD/$out/scandiff-before" ./cmd/mcperr)
fi
go build -o "$out/scandiff-after" ./cmd/mcperr

fixtures=()
for d in scanner/*/testdata/*/ scanner/testdata/*/ testdata/*/; do
  [ -d "$d" ] && fixtures+=("${d%/}")
done

# compare NAME ROOT...: scan ROOT... with both builds and compare.
status=0
compare() {
  local name=$1
  shift
  local b a
  for b in before after; do
    # The tree-sitter scan only: a build with the typed Go analyzers (scan --types) runs them
    # off, as their findings are vet's (bench/vetsame.sh compares those).
    local types=()
    "$out/scandiff-$b" scan --help 2>/dev/null | grep -q -- '--types' && types=(--types off)
    /usr/bin/time -f '%U %S' -o "$out/scandiff-$name-$b.time" \
      "$out/scandiff-$b" scan --no-cache "${types[@]}" --format jsonl --fail-on none "$@" >"$out/scandiff-$name-$b.jsonl" ||
      { echo "scandiff.sh: $b failed on $name" >&2; exit 2; }
  done
  python3 - "$name" "$out/scandiff-$name-before.jsonl" "$out/scandiff-$name-after.jsonl" \
    "$(cat "$out/scandiff-$name-before.time")" "$(cat "$out/scandiff-$name-after.time")" <<'PY' || status=1
import collections, json, sys
name, bpath, apath, btime, atime = sys.argv[1:6]
def load(p):
    lines, parsed = [], None
    for line in open(p):
        d = json.loads(line)
        if d.get("type") == "summary":
            parsed = d.pop("filesParsed", None)
            line = json.dumps(d, sort_keys=True)
        lines.append(line.rstrip("\n"))
    return lines, parsed
b, bp = load(bpath)
a, ap = load(apath)
cpu = lambda t: sum(float(x) for x in t.split())
nf = sum(1 for l in a if l.startswith('{"type":"finding"'))
print("%s: %d findings; filesParsed %s -> %s; CPU s %.2f -> %.2f" % (name, nf, bp, ap, cpu(btime), cpu(atime)))
if a == b:
    print("  identical")
    sys.exit(0)
def key(l):
    d = json.loads(l)
    return (d.get("type"), d.get("path"), d.get("line"), d.get("column"), d.get("rule"))
ca, cb = collections.Counter(a), collections.Counter(b)
lost, gained = list((cb - ca).elements()), list((ca - cb).elements())
if not lost and not gained:
    print("  same lines in another order")
    sys.exit(1)
kl = {key(l): l for l in lost}
kg = {key(l): l for l in gained}
byrule = collections.Counter()
for k in set(kl) | set(kg):
    what = "changed" if k in kl and k in kg else ("lost" if k in kl else "gained")
    byrule[(k[4] or k[0], what)] += 1
for (rule, what), n in sorted(byrule.items()):
    print("  %s %s: %d" % (rule, what, n))
for k in sorted(set(kl) | set(kg), key=lambda k: tuple(str(x) for x in k))[:40]:
    if k in kl and k in kg:
        x, y = json.loads(kl[k]), json.loads(kg[k])
        fields = sorted(f for f in set(x) | set(y) if x.get(f) != y.get(f))
        print("  ~ %s:%s %s:" % (k[1], k[2], k[4] or k[0]))
        for f in fields:
            print("      %s: %s -> %s" % (f, json.dumps(x.get(f))[:300], json.dumps(y.get(f))[:300]))
    elif k in kl:
        print("  - " + kl[k][:400])
    else:
        print("  + " + kg[k][:400])
sys.exit(1)
PY
}

compare fixtures "${fixtures[@]}"
for root in "$@"; do
  compare "$(basename "$root")" "$root"
done
if [ "${CORPUS:-0}" = 1 ]; then
  dirs=()
  while read -r repo commit; do
    case $repo in "#"* | "") continue ;; esac
    [ -d "$out/scan-real/${repo/\//+}" ] && dirs+=("$out/scan-real/${repo/\//+}")
  done <bench/real-repos.lock
  [ ${#dirs[@]} -gt 0 ] || { echo "scandiff.sh: no corpus under $out/scan-real: run bench/scan.sh first" >&2; exit 2; }
  compare corpus "${dirs[@]}"
fi
exit $status
