#!/usr/bin/env bash
# Report in a real browser (issue 12): run a study of the public MCP servers of
# ../shared/bench/real-repos.txt from their local mirrors (a frame of file:// URLs, --allow-local;
# nothing is fetched), print its headline, and render its report.html in headless Chromium at
# two widths, full page, into bench/out/report-<width>.png, to look at the headline, the problems
# table and the charts as a reader sees them. With STUDY given, only that study's report is shot.
#
# Needs chromium (or chrome) on PATH: `apt-get install chromium` on Debian. Without one it says so
# and exits 2. Usage: bench/report-screenshot.sh [STUDY]
# MIRRORS (default /work/.mirror) holds one OWNER+NAME/repo git directory per repository.
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local
out=bench/out
mkdir -p "$out"
[ -f "$out/go.mod" ] || printf 'module benchout\n' > "$out/go.mod"
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || command -v google-chrome-stable || true)
if [ -z "$browser" ]; then
  echo "no headless browser on PATH (chromium, chrome): install one (apt-get install chromium) to look at the report" >&2
  exit 2
fi
go build -o "$out/mcperr" ./cmd/mcperr
study=${1:-}
if [ -z "$study" ]; then
  mirrors=${MIRRORS:-/work/.mirror}
  list=${REPOS:-../shared/bench/real-repos.txt}
  [ -f "$list" ] || list=/work/shared/bench/real-repos.txt
  python3 - "$list" "$mirrors" > "$out/mirror-frame.json" <<'PY'
import json, os, sys
recs = []
for line in open(sys.argv[1]):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    repo = os.path.join(sys.argv[2], line.replace("/", "+"), "repo")
    if os.path.isdir(repo):
        recs.append({"name": "io.github." + line, "version": "1.0.0", "repository": {"url": "file://" + repo}})
json.dump(recs, sys.stdout)
PY
  n=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$out/mirror-frame.json")
  echo "frame: $n repositories with a local mirror"
  study=$out/mirror-study
  rm -rf "$study"
  /usr/bin/time -f 'audit: %e s wall, %M KB peak RSS' "$out/mcperr" audit --frame "$out/mirror-frame.json" --allow-local --n 0 --out "$study" > "$out/mirror-study.txt"
  sed -n '/^## Headline/,/^## Summary/p' "$study/report/report.md" | head -n -1
fi
page=$(realpath "$study/report/report.html")
# Headless Chromium shoots the window from the top and does not scroll to a #fragment, so each
# section is also cut into a page of its own (the report's style, that section only) and shot.
python3 - "$page" "$out" <<'PY'
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
head = page[: page.index("<body>") + len("<body>")]
ids = re.findall(r'<h2 id="([^"]+)"', page)
for i, sid in enumerate(ids):
    start = page.index('<h2 id="%s"' % sid)
    end = page.index('<h2 id="%s"' % ids[i + 1]) if i + 1 < len(ids) else page.index("</body>")
    # A chart section opens inside the charts row: take the whole row.
    if sid in ("bits", "shapes"):
        start = page.index('<div class="charts">')
        end = page.index("</div></div>", start) + len("</div></div>")
    with open("%s/report-%s.html" % (sys.argv[2], sid), "w", encoding="utf-8") as f:
        f.write(head + page[start:end] + "</body></html>\n")
PY
shot() { # URL WIDTH HEIGHT PNG
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$2,$3" --screenshot="$4" "$1" 2>/dev/null >/dev/null
  echo "$4"
}
for w in 1280 760; do
  shot "file://$page" "$w" 2400 "$out/report-$w.png"
done
for id in headline shapes prose-fallback problems; do
  [ -f "$out/report-$id.html" ] && shot "file://$(realpath "$out/report-$id.html")" 1280 1400 "$out/report-$id.png"
done
