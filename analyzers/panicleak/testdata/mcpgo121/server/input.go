package main

import (
	"context"
	"errors"
	"net/http"
	"regexp"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The handlers of this file show which values count as tool input: Must* calls and
// strings.Split indexes are panic sources only on what comes from the request.

type depsKey struct{}

type deps struct{ prefix string }

// defaultPattern is configuration, not tool input.
var defaultPattern = `^[a-z]+$`

// mustDeps panics when the server forgot to install its dependencies: a wiring mistake that
// no tool argument can cause.
func mustDeps(ctx context.Context) deps {
	d, ok := ctx.Value(depsKey{}).(deps)
	if !ok {
		panic("dependencies missing from the context")
	}
	return d
}

// MustDeps is mustDeps under a Must* name, as servers often write it.
func MustDeps(ctx context.Context) deps { return mustDeps(ctx) }

// compileDefault compiles configuration: no tool input reaches it.
func compileDefault() *regexp.Regexp { return regexp.MustCompile(defaultPattern) }

// compileUser compiles whatever it is given, which is a tool argument at its call below.
func compileUser(pattern string) *regexp.Regexp { // want compileUser:`summary\(regexp.MustCompile on argument-derived input at server/input.go:43 if \[0\]\)`
	return regexp.MustCompile(pattern) // want `^regexp.MustCompile on argument-derived input in compileUser, which tool handler grep calls: mcp-go v1.2.1` related=49,88
}

func registerInput(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tags"), tags)
	s.AddTool(mcp.NewTool("pair"), pair)
	s.AddTool(mcp.NewTool("grep"), grep)
	s.AddTool(mcp.NewTool("lookup"), bind(lookup))
	s.AddTool(mcp.NewTool("count"), typedNamed("count", count))
	s.AddTool(mcp.NewTool("safe_count"), typedSafe(count2))
	s.AddTool(mcp.NewTool("opt"), opt)
	s.AddTool(mcp.NewTool("twice"), twice)
	s.AddTool(mcp.NewTool("checkedPair"), checkedPair)
}

// tags indexes a Split result only with the keys of a range over it: in bounds.
func tags(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	parts := strings.Split(request.GetString("tags", ""), ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	for i, _ := range parts {
		parts[i] = strings.ToLower(parts[i])
	}
	return mcp.NewToolResultText(strings.Join(parts, ",")), nil
}

// pair indexes Split and Fields results inline.
func pair(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := request.GetString("pair", "")
	key := strings.Split(v, "=")[0]                // index 0 of a Split result is always there
	val := strings.Split(v, "=")[1]                // want `index into a strings.Split result without a length check in tool handler pair` related=48
	first := strings.Fields(v)[0]                  // want `index into a strings.Fields result without a length check in tool handler pair` related=48
	label := strings.Split(defaultPattern, "$")[1] // configuration, not input
	return mcp.NewToolResultText(key + val + first + label), nil
}

// grep calls Must* on its context, on configuration and on an argument: only the argument
// can make it panic.
func grep(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	d := MustDeps(ctx)
	re := compileDefault()
	_ = regexp.MustCompile(defaultPattern)
	_ = regexp.MustCompile(`\b` + regexp.QuoteMeta(request.GetString("word", "")) + `\b`) // quoted: always valid
	user := regexp.MustCompile(request.GetString("pattern", ""))                          // want `regexp.MustCompile on argument-derived input in tool handler grep` related=49
	other := compileUser(request.GetString("other", ""))                                  // reported in compileUser
	return mcp.NewToolResultText(d.prefix + re.String() + user.String() + other.String()), nil
}

// toolFunc is this server's own tool shape, not an SDK handler signature.
type toolFunc[T any] func(ctx context.Context, args T) (string, error)

// bind turns a toolFunc into a handler, binding the arguments first.
func bind[T any](f toolFunc[T]) server.ToolHandlerFunc { // want bind:`wraps\(0:\[1\]\)`
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		if err := request.BindArguments(&args); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		text, err := f(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

type lookupArgs struct {
	Addr string `json:"addr"`
}

// lookup is a handler only through bind.
func lookup(ctx context.Context, args lookupArgs) (string, error) { // want lookup:`summary\(index into a strings.Split result without a length check at server/input.go:116 if \[1\]\)`
	port := strings.Split(args.Addr, ":")[1] // want `index into a strings.Split result without a length check in tool handler lookup` related=50
	return port, nil
}

type countArgs struct {
	Items []any `json:"items"`
}

// typedNamed is a generic wrapper whose handler has mcp-go's typed signature; it logs and does
// not recover.
func typedNamed[T any](name string, h func(context.Context, mcp.CallToolRequest, T) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args T) (*mcp.CallToolResult, error) {
		_ = name
		return h(ctx, req, args)
	})
}

// typedSafe is a generic wrapper that recovers.
func typedSafe[T any](h func(context.Context, mcp.CallToolRequest, T) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args T) (res *mcp.CallToolResult, err error) {
		defer func() {
			if recover() != nil {
				res = mcp.NewToolResultError("internal error")
			}
		}()
		return h(ctx, req, args)
	})
}

func count(ctx context.Context, req mcp.CallToolRequest, args countArgs) (*mcp.CallToolResult, error) {
	n := args.Items[0].(float64) // want `unchecked type assertion in tool handler count` related=51
	return mcp.NewToolResultText(string(rune(int(n)))), nil
}

func count2(ctx context.Context, req mcp.CallToolRequest, args countArgs) (*mcp.CallToolResult, error) {
	n := args.Items[0].(float64)
	return mcp.NewToolResultText(string(rune(int(n)))), nil
}

// optionalParam makes its assertion only after checking it, as github-mcp-server's
// OptionalParam does: it cannot panic.
func optionalParam[T any](args map[string]any, p string) (T, error) { // want optionalParam:`summary\(returns\[\[0\] \[\]\]\)`
	var zero T
	if _, ok := args[p].(T); !ok {
		return zero, errors.New("parameter " + p + " has the wrong type")
	}
	return args[p].(T), nil
}

// cloneTransport asserts on the server's own data, which no tool argument reaches.
func cloneTransport() *http.Transport { return http.DefaultTransport.(*http.Transport).Clone() }

// opt reads an argument through optionalParam and builds a client: nothing here can panic on
// what the model sends.
func opt(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := optionalParam[string](request.GetArguments(), "name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	_ = cloneTransport()
	_ = lookupCache(name)
	return mcp.NewToolResultText(name), nil
}

// cache holds the server's own values; what it returns for a key built from an argument is
// not the argument.
var cache sync.Map

// lookupCache asserts on a cache entry found by an argument-derived key: an invariant of the
// server's data, not something the model's input can break.
func lookupCache(key string) string {
	if v, ok := cache.Load("name:" + key); ok {
		return v.(string)
	}
	return ""
}

// twice checks its argument only on one path: the assertion after that block can still fail.
func twice(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	if request.GetBool("check", false) {
		if _, ok := args["n"].(string); !ok {
			return mcp.NewToolResultError("n must be a string"), nil
		}
	}
	n := args["n"].(string) // want `unchecked type assertion on a tool argument in tool handler twice` related=54
	return mcp.NewToolResultText(n), nil
}

// hasValue is the server's own check that a pair has a value.
func hasValue(pair string) bool { return strings.Contains(pair, "=") }

// checkedPair indexes SplitN results only where a condition on the same text stands in front:
// fine.
func checkedPair(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := request.GetString("pair", "")
	if strings.Contains(v, "=") {
		return mcp.NewToolResultText(strings.SplitN(v, "=", 2)[1]), nil
	}
	if hasValue(v) {
		parts := strings.SplitN(v, "=", 2)
		return mcp.NewToolResultText(parts[1]), nil
	}
	return mcp.NewToolResultError("pair must be key=value"), nil
}
