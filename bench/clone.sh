#!/usr/bin/env bash
# Clone benchmark (issue 4): acquire 50 local repositories of realistic size with
# `mcperr clone --jobs 1`, `--jobs 2` and `--jobs 4`, reporting wall time and peak RSS, then compare one
# go-git shallow clone with `git clone --depth 1` of the same repository over file://.
#
# The repositories are made once under bench/out/repos from real source files in the Go
# module cache (Go, C, Markdown, JSON...), 100 to 700 files each, three commits of history.
# Nothing here touches the network. Usage: bench/clone.sh [runs] (default 3; medians are reported).
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
runs=${1:-3}
out=bench/out
mkdir -p "$out"
# bench/out lies inside the module: its own go.mod keeps generated Go files out of ./...
[ -f "$out/go.mod" ] || printf 'module benchout\n' > "$out/go.mod"
go build -o "$out/mcperr" ./cmd/mcperr
bin=$out/mcperr
# timev prints wall seconds, peak RSS (KB) and CPU seconds (user+sys, children such as the
# git-upload-pack that go-git runs for file:// included): on a shared machine the CPU time is
# the figure that does not depend on the load.
timev() {
  /usr/bin/time -f '%e %M %U %S' -o "$out/time.txt" "$@" >/dev/null 2>"$out/stderr.txt" || { cat "$out/stderr.txt" >&2; return 1; }
  awk '{printf "%s %s %.2f\n", $1, $2, $3 + $4}' "$out/time.txt"
}

if [ ! -f "$out/repos/.done" ]; then
  rm -rf "$out/repos"
  mkdir -p "$out/repos"
  python3 - "$out/repos" "$(go env GOMODCACHE)" <<'PY'
import os, random, subprocess, sys
dest, cache = sys.argv[1], sys.argv[2]
pool = []
for root, dirs, files in os.walk(cache):
    dirs[:] = [d for d in dirs if d not in ("cache", "testdata")]
    for f in files:
        if f.endswith((".go", ".c", ".h", ".md", ".json", ".py", ".ts", ".js", ".yaml", ".txt")):
            p = os.path.join(root, f)
            try:
                if 0 < os.path.getsize(p) < 512 * 1024:
                    pool.append(p)
            except OSError:
                pass
pool.sort()
env = dict(os.environ, GIT_AUTHOR_NAME="b", GIT_AUTHOR_EMAIL="b@example.com", GIT_COMMITTER_NAME="b",
           GIT_COMMITTER_EMAIL="b@example.com", GIT_AUTHOR_DATE="2025-01-01T00:00:00Z", GIT_COMMITTER_DATE="2025-01-01T00:00:00Z")
def git(repo, *args):
    subprocess.run(["git", "-C", repo, *args], check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for i in range(50):
    rnd = random.Random(i)
    repo = os.path.join(dest, "r%02d" % i)
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    picks = rnd.sample(pool, 100 + (i * 37) % 600)
    half = len(picks) // 2
    for n, batch in enumerate((picks[:half], picks[half:])):
        for j, src in enumerate(batch):
            rel = os.path.join("src", "pkg%d" % (j % 12), "%d_%s" % (n * half + j, os.path.basename(src)))
            os.makedirs(os.path.join(repo, os.path.dirname(rel)), exist_ok=True)
            with open(src, "rb") as f, open(os.path.join(repo, rel), "wb") as g:
                g.write(f.read())
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", "commit %d" % n)
    for root, _, files in os.walk(os.path.join(repo, "src")):
        for f in files[: max(1, len(files) // 10)]:
            with open(os.path.join(root, f), "ab") as g:
                g.write(b"\n// edited\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "edit")
PY
  touch "$out/repos/.done"
fi

files=$(find "$out/repos" -path '*/.git' -prune -o -type f -print | wc -l)
size=$(du -sm --exclude=.git "$out/repos" | cut -f1)
packs=$(du -cm "$out"/repos/*/.git | tail -1 | cut -f1)
echo "repositories: 50, $files files, $size MB checked out, $packs MB of .git (3 commits each)"

python3 - "$out/repos" > "$out/servers.json" <<'PY'
import json, os, sys
root = os.path.abspath(sys.argv[1])
print(json.dumps([{"name": "io.github.bench/r%02d" % i, "version": "1.0.0",
                   "repository": {"url": "file://" + os.path.join(root, "r%02d" % i)}} for i in range(50)]))
PY
"$bin" sample --frame "$out/servers.json" --n 50 --seed 1 --allow-local -o "$out/sample.json" >/dev/null

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
load() { cut -d' ' -f1 /proc/loadavg; }
echo "cores: $(nproc); each figure is the median of $runs runs, with the 1-minute load before each run"

for jobs in 1 2 4; do
  walls=() rsss=() cpus=() loads=()
  for i in $(seq "$runs"); do
    rm -rf "$out/cache"
    loads+=("$(load)")
    read -r wall rss cpu < <(timev "$bin" clone --sample "$out/sample.json" --cache "$out/cache" --allow-local --jobs "$jobs")
    walls+=("$wall") rsss+=("$rss") cpus+=("$cpu")
  done
  echo "mcperr clone --jobs $jobs: 50 repositories in $(printf '%s\n' "${walls[@]}" | median)s (runs: ${walls[*]}), CPU $(printf '%s\n' "${cpus[@]}" | median)s, peak RSS $(($(printf '%s\n' "${rsss[@]}" | sort -n | tail -1) / 1024)) MB, load ${loads[*]}"
done
read -r wall2 rss2 _ < <(timev "$bin" clone --sample "$out/sample.json" --cache "$out/cache" --allow-local --jobs 4)
echo "re-run on a full cache: ${wall2}s, peak RSS $((rss2 / 1024)) MB"

# One repository, the largest, cloned shallow both ways.
big=$(du -s "$out"/repos/r* | sort -n | tail -1 | cut -f2)
big=$(cd "$big" && pwd)
echo "single repository: $(basename "$big"), $(find "$big" -path '*/.git' -prune -o -type f -print | wc -l) files"
gws=() cws=() gcs=() ccs=() gr=0 cr=0 loads=()
for i in $(seq "$runs"); do
  rm -rf "$out/one" "$out/one-git"
  loads+=("$(load)")
  read -r gw r gc < <(timev "$bin" clone --cache "$out/one" --allow-local --jobs 1 "file://$big")
  gws+=("$gw") gcs+=("$gc") gr=$((r > gr ? r : gr))
  read -r cw r cc < <(timev git clone -q --depth 1 --no-tags "file://$big" "$out/one-git")
  cws+=("$cw") ccs+=("$cc") cr=$((r > cr ? r : cr))
done
echo "  go-git shallow (mcperr clone): $(printf '%s\n' "${gws[@]}" | median)s (runs: ${gws[*]}), CPU $(printf '%s\n' "${gcs[@]}" | median)s, peak RSS $((gr / 1024)) MB"
echo "  git clone --depth 1:           $(printf '%s\n' "${cws[@]}" | median)s (runs: ${cws[*]}), CPU $(printf '%s\n' "${ccs[@]}" | median)s, peak RSS $((cr / 1024)) MB"
echo "  load before each pair: ${loads[*]}"
