#!/usr/bin/env bash
# Vet benchmark: warm wall time of `mcperr vet ./...` (answered from its result cache, as go vet
# answers from the build cache), `mcperr vet --no-cache ./...` (analyzing every time),
# `go vet ./...` and `go vet -vettool=mcperrvet ./...` on
#   gen     a generated mcp-go server: 10 packages of 20 tool handlers each (200 handlers), some
#           with unchecked assertions and errors returned as protocol errors, plus a main package
#           that registers them all;
#   mcpgo   the example programs of github.com/mark3labs/mcp-go, copied from the module cache into a
#           module of their own that requires the SDK;
#   gosdk   the example programs of github.com/modelcontextprotocol/go-sdk (likewise).
# Each command runs once to warm the caches, then RUNS times (default 5), the three in turn; the
# median is reported, with the ratio to go vet and the load average. The SDK modules'
# dependencies come from the module cache, or from the module proxy on the first run.
#
#   bench/vet.sh [RUNS]          results in bench/out/vet/ (summary.txt, per-run times)
#   bench/vet.sh --setup         only build the three modules, in bench/out/vet/work/{gen,mcpgo,gosdk}
set -euo pipefail
cd "$(dirname "$0")/.."
export GOTOOLCHAIN=local GOFLAGS=-mod=mod GOWORK=off
setup=false
if [ "${1:-}" = --setup ]; then
  setup=true
  shift
fi
runs=${1:-5}
mcpgo_version=v1.2.1
gosdk_version=v1.8.0
out=$PWD/bench/out/vet
work=$out/work
rm -rf "$work"
mkdir -p "$out" "$work"
# bench/out lies inside the module: its own go.mod keeps generated Go files out of ./...
[ -f "$out/../go.mod" ] || printf 'module benchout\n' > "$out/../go.mod"

go build -o "$out/mcperr" ./cmd/mcperr
go build -o "$out/mcperrvet" ./cmd/mcperrvet
modcache=$(go env GOMODCACHE)

# gen: the generated server.
gen_module() {
  local dir=$1
  mkdir -p "$dir/cmd/server"
  cat >"$dir/go.mod" <<EOF
module example.com/vetbench

go 1.25.5

require github.com/mark3labs/mcp-go $mcpgo_version
EOF
  cp cmd/mcperr/testdata/vet/go.sum "$dir/go.sum"
  local main="$dir/cmd/server/main.go"
  {
    echo 'package main'
    echo
    echo 'import ('
    echo '	"github.com/mark3labs/mcp-go/server"'
    for p in $(seq -w 0 9); do echo "	\"example.com/vetbench/tools$p\""; done
    echo ')'
    echo
    echo 'func main() {'
    echo '	s := server.NewMCPServer("bench", "1.0.0")'
    for p in $(seq -w 0 9); do echo "	tools$p.Register(s)"; done
    echo '	_ = server.ServeStdio(s)'
    echo '}'
  } >"$main"
  for p in $(seq -w 0 9); do
    local pkg="$dir/tools$p"
    mkdir -p "$pkg"
    cat >"$pkg/helpers.go" <<EOF
package tools$p

import (
	"fmt"
	"strings"
)

type store struct{ items map[string]string }

var db = &store{items: map[string]string{}}

func (s *store) get(key string) (string, error) {
	v, ok := s.items[key]
	if !ok {
		return "", fmt.Errorf("no item %q", key)
	}
	return v, nil
}

func firstField(s string) string { return strings.Split(s, ":")[1] }
EOF
    {
      echo "package tools$p"
      echo
      echo 'import ('
      echo '	"context"'
      echo '	"fmt"'
      echo '	"strings"'
      echo
      echo '	"github.com/mark3labs/mcp-go/mcp"'
      echo '	"github.com/mark3labs/mcp-go/server"'
      echo ')'
      echo
      echo '// Register adds the package tools to s.'
      echo 'func Register(s *server.MCPServer) {'
      for h in $(seq -w 0 19); do
        echo "	s.AddTool(mcp.NewTool(\"tool_${p}_$h\", mcp.WithDescription(\"tool $h\"), mcp.WithString(\"key\", mcp.Required())), handle$h)"
      done
      echo '}'
      for h in $(seq -w 0 19); do
        echo
        case $((10#$h % 4)) in
        0) cat <<EOF
func handle$h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key, err := req.RequireString("key")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	v, err := db.get(key)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("lookup failed; list the keys first", err), nil
	}
	return mcp.NewToolResultText(strings.ToUpper(v)), nil
}
EOF
        ;;
        1) cat <<EOF
func handle$h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key := req.GetArguments()["key"].(string)
	v, err := db.get(key)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(v), nil
}
EOF
        ;;
        2) cat <<EOF
func handle$h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	key, ok := args["key"].(string)
	if !ok || key == "" {
		return nil, fmt.Errorf("key is required")
	}
	return mcp.NewToolResultText(firstField(key)), nil
}
EOF
        ;;
        3) cat <<EOF
func handle$h(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	n := req.GetInt("count", 1)
	parts := make([]string, 0, n)
	for i := 0; i < n; i++ {
		parts = append(parts, fmt.Sprint(i))
	}
	return mcp.NewToolResultText(strings.Join(parts, ",")), nil
}
EOF
        ;;
        esac
      done
    } >"$pkg/tools.go"
  done
}

# sdk_examples copies the example programs of an SDK module from the module cache into a module
# of their own that requires the SDK, as a server of a user's would.
sdk_examples() {
  local mod=$1 version=$2 dir=$3
  mkdir -p "$dir"
  cp -r "$modcache/$mod@$version/examples/." "$dir/"
  chmod -R u+w "$dir"
  printf 'module example.com/examples\n\ngo 1.25.5\n\nrequire %s %s\n' "$mod" "$version" >"$dir/go.mod"
  cat "$modcache/$mod@$version/go.sum" cmd/mcperr/testdata/vet/go.sum | sort -u >"$dir/go.sum"
  (cd "$dir" && go mod tidy -e >"$out/tidy-$(basename "$dir").txt" 2>&1)
}

gen_module "$work/gen"
sdk_examples github.com/mark3labs/mcp-go "$mcpgo_version" "$work/mcpgo"
sdk_examples github.com/modelcontextprotocol/go-sdk "$gosdk_version" "$work/gosdk"
$setup && exit 0

# median of the numbers on stdin
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# warm NAME DIR CMD... runs CMD in DIR once, to fill the caches and keep its output; an exit
# status of 1 (findings) counts as success.
warm() {
  local name=$1 dir=$2
  shift 2
  (cd "$dir" && "$@" >"$out/$name.out" 2>&1) || [ $? -eq 1 ] || {
    echo "vet.sh: $name failed, see $out/$name.out" >&2
    exit 2
  }
}

# timed NAME DIR CMD... runs CMD in DIR once and appends its wall time to $out/NAME.times.
timed() {
  local name=$1 dir=$2 t0 t1
  shift 2
  t0=$(date +%s.%N)
  (cd "$dir" && "$@" >/dev/null 2>&1) || true
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l >>"$out/$name.times"
}

# The three commands take turns in each round, so that a change in the machine's load (it is
# shared) falls on all of them alike.
{
  echo "# $(date -u +%FT%TZ) $(go version) runs=$runs"
  printf '%-6s %-7s %10s %10s %8s %10s %8s %10s %8s  %s\n' target pattern "go vet" "mcperr vet" "ratio" "--no-cache" "ratio" "-vettool" "ratio" "load (1 min) before/after"
  for target in gen:./... mcpgo:./... gosdk:./...; do
    name=${target%%:*} pattern=${target#*:}
    dir=$work/$name
    govet=(go vet "$pattern")
    mcperr=("$out/mcperr" vet "$pattern")
    nocache=("$out/mcperr" vet --no-cache "$pattern")
    vettool=(go vet -vettool="$out/mcperrvet" "$pattern")
    warm "$name.govet" "$dir" "${govet[@]}"
    warm "$name.mcperr" "$dir" "${mcperr[@]}"
    warm "$name.nocache" "$dir" "${nocache[@]}"
    warm "$name.vettool" "$dir" "${vettool[@]}"
    rm -f "$out/$name".*.times
    before=$(cut -d' ' -f1 /proc/loadavg)
    for _ in $(seq "$runs"); do
      timed "$name.govet" "$dir" "${govet[@]}"
      timed "$name.mcperr" "$dir" "${mcperr[@]}"
      timed "$name.nocache" "$dir" "${nocache[@]}"
      timed "$name.vettool" "$dir" "${vettool[@]}"
    done
    after=$(cut -d' ' -f1 /proc/loadavg)
    g=$(median <"$out/$name.govet.times")
    m=$(median <"$out/$name.mcperr.times")
    n=$(median <"$out/$name.nocache.times")
    v=$(median <"$out/$name.vettool.times")
    printf '%-6s %-7s %9.2fs %9.2fs %7.2fx %9.2fs %7.2fx %9.2fs %7.2fx  %s/%s\n' "$name" "$pattern" "$g" "$m" \
      "$(echo "$m / $g" | bc -l)" "$n" "$(echo "$n / $g" | bc -l)" "$v" "$(echo "$v / $g" | bc -l)" "$before" "$after"
  done
} | tee -a "$out/summary.txt"
