package mcpsdk

import (
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Import paths of the SDK packages mcpsdk knows.
const (
	MCPGoMCP     = "github.com/mark3labs/mcp-go/mcp"
	MCPGoServer  = "github.com/mark3labs/mcp-go/server"
	GoSDKMCP     = "github.com/modelcontextprotocol/go-sdk/mcp"
	GoSDKJSONRPC = "github.com/modelcontextprotocol/go-sdk/jsonrpc"
	mcpGoModule  = "github.com/mark3labs/mcp-go"
	goSDKModule  = "github.com/modelcontextprotocol/go-sdk"
)

// SDK names a Go MCP SDK.
type SDK string

// The SDKs.
const (
	MCPGo SDK = "mcp-go"
	GoSDK SDK = "go-sdk"
)

// sdkOfModule returns the SDK a module path belongs to.
func sdkOfModule(path string) (SDK, bool) {
	switch path {
	case mcpGoModule:
		return MCPGo, true
	case goSDKModule:
		return GoSDK, true
	}
	return "", false
}

// SDKModule returns the SDK module an import path lies inside, or "" when none.
func SDKModule(path string) string {
	for _, m := range []string{mcpGoModule, goSDKModule} {
		if path == m || strings.HasPrefix(path, m+"/") {
			return m
		}
	}
	return ""
}

// BuildVersion is the version of the module m as the analyzers read it: its replacement's when
// it is replaced (go.mod's require names the version it replaces, not the code built; a local
// directory has none, so the version is unknown and the newest behaviour is assumed), else its
// own.
func BuildVersion(m *analysis.Module) string {
	if m.Replace != nil {
		return m.Replace.Version
	}
	return m.Version
}

// isSDKPath reports whether an import path lies inside one of the SDK modules.
func isSDKPath(path string) bool { return SDKModule(path) != "" }

// Version is a module version such as v0.26.0, comparable by its numbers. The zero Version means
// unknown (a replaced module, a GOPATH build), and the analyzers then assume the newest behaviour.
type Version struct {
	Raw                 string
	Major, Minor, Patch int
}

// ParseVersion parses vMAJOR.MINOR.PATCH with any pre-release or build suffix ignored.
func ParseVersion(s string) Version {
	v := Version{Raw: s}
	t := strings.TrimPrefix(s, "v")
	if i := strings.IndexAny(t, "-+"); i >= 0 {
		t = t[:i]
	}
	parts := strings.Split(t, ".")
	if len(parts) != 3 {
		return Version{}
	}
	nums := make([]int, 3)
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil {
			return Version{}
		}
		nums[i] = n
	}
	v.Major, v.Minor, v.Patch = nums[0], nums[1], nums[2]
	return v
}

// Known reports whether the version was read from the build list.
func (v Version) Known() bool { return v.Raw != "" }

// Less reports whether v is older than major.minor.patch; an unknown version is never older.
func (v Version) Less(major, minor, patch int) bool {
	if !v.Known() {
		return false
	}
	if v.Major != major {
		return v.Major < major
	}
	if v.Minor != minor {
		return v.Minor < minor
	}
	return v.Patch < patch
}

// String returns the raw version or "unknown version".
func (v Version) String() string {
	if !v.Known() {
		return "unknown version"
	}
	return v.Raw
}

// isNamed reports whether t (through pointers when ptr is set, and aliases) is the named type
// pkg.name; a generic instance matches its origin's name.
func isNamed(t types.Type, pkg, name string, ptr bool) bool {
	t = types.Unalias(t)
	if ptr {
		p, ok := t.(*types.Pointer)
		if !ok {
			return false
		}
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	return n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}

// IsResult reports whether t is *CallToolResult of either SDK.
func IsResult(t types.Type) bool {
	return isNamed(t, MCPGoMCP, "CallToolResult", true) || isNamed(t, GoSDKMCP, "CallToolResult", true)
}

// isContext reports whether t is context.Context.
func isContext(t types.Type) bool { return isNamed(t, "context", "Context", false) }

// IsContext reports whether t is context.Context (a context is never tool input).
func IsContext(t types.Type) bool { return isContext(t) }

// isError reports whether t is the error interface.
func isError(t types.Type) bool {
	return types.Identical(types.Unalias(t), types.Universe.Lookup("error").Type())
}

// isGoSDKRequest reports whether t is go-sdk's *CallToolRequest (an alias of
// *ServerRequest[*CallToolParamsRaw]).
func isGoSDKRequest(t types.Type) bool {
	return isNamed(t, GoSDKMCP, "ServerRequest", true) || isNamed(t, GoSDKMCP, "CallToolRequest", true)
}

// IsRequest reports whether t is a tool call request of either SDK: mcp-go's CallToolRequest
// (or a pointer to it) or go-sdk's *CallToolRequest.
func IsRequest(t types.Type) bool {
	return isNamed(t, MCPGoMCP, "CallToolRequest", false) || isNamed(t, MCPGoMCP, "CallToolRequest", true) || isGoSDKRequest(t)
}

// KindOf classifies a function signature as a tool handler, or returns NotHandler.
func KindOf(sig *types.Signature) Kind {
	if sig == nil {
		return NotHandler
	}
	p, r := sig.Params(), sig.Results()
	if p.Len() < 2 || p.Len() > 3 || !isContext(p.At(0).Type()) {
		return NotHandler
	}
	req := p.At(1).Type()
	switch {
	case isNamed(req, MCPGoMCP, "CallToolRequest", false):
		if r.Len() != 2 || !isError(r.At(1).Type()) {
			return NotHandler
		}
		if p.Len() == 2 && isNamed(r.At(0).Type(), MCPGoMCP, "CallToolResult", true) {
			return MCPGoHandler
		}
		if p.Len() == 3 && isNamed(r.At(0).Type(), MCPGoMCP, "CallToolResult", true) {
			return MCPGoTyped
		}
		if p.Len() == 3 {
			return MCPGoStructured
		}
	case isGoSDKRequest(req):
		if p.Len() == 2 && r.Len() == 2 && IsResult(r.At(0).Type()) && isError(r.At(1).Type()) {
			return GoSDKRaw
		}
		if p.Len() == 3 && r.Len() == 3 && IsResult(r.At(0).Type()) && isError(r.At(2).Type()) {
			return GoSDKTyped
		}
	}
	return NotHandler
}

// legacyMCPGo reports whether sig is the tool handler of mcp-go before v0.8.0,
// `func(arguments map[string]interface{}) (*mcp.CallToolResult, error)`: no context, no
// request, the client's arguments as they came. A returned error is -32603 there too.
func legacyMCPGo(sig *types.Signature) bool {
	if sig == nil || sig.Params().Len() != 1 || sig.Results().Len() != 2 || sig.Variadic() {
		return false
	}
	m, ok := sig.Params().At(0).Type().Underlying().(*types.Map)
	if !ok || !types.Identical(m.Key(), types.Typ[types.String]) {
		return false
	}
	if i, ok := m.Elem().Underlying().(*types.Interface); !ok || !i.Empty() {
		return false
	}
	return isNamed(sig.Results().At(0).Type(), MCPGoMCP, "CallToolResult", true) && isError(sig.Results().At(1).Type())
}

// legacyGoSDK reports whether sig is go-sdk's typed tool handler before v1,
// `func(context.Context, *mcp.ServerSession, *mcp.CallToolParamsFor[In]) (*mcp.CallToolResultFor[Out], error)`
// (mcp.ToolHandlerFor in v0.1.0 and v0.2.0; CallToolResult is CallToolResultFor[any] there).
func legacyGoSDK(sig *types.Signature) bool {
	if sig == nil || sig.Params().Len() != 3 || sig.Results().Len() != 2 || sig.Variadic() {
		return false
	}
	p, r := sig.Params(), sig.Results()
	return isContext(p.At(0).Type()) && isNamed(p.At(1).Type(), GoSDKMCP, "ServerSession", true) &&
		isNamed(p.At(2).Type(), GoSDKMCP, "CallToolParamsFor", true) &&
		isNamed(r.At(0).Type(), GoSDKMCP, "CallToolResultFor", true) && isError(r.At(1).Type())
}

// KindOf classifies a function signature as a tool handler as KindOf does, and also as the
// legacy mcp-go handler (see legacyMCPGo) when the package's mcp-go is older than v0.8.0, the
// version that gave handlers a context and a request; with a newer or unknown version a
// function of that signature is a helper. Likewise go-sdk's pre-v1 typed handler (see
// legacyGoSDK) is a handler whose returned error is a JSON-RPC error (GoSDKRaw) when the
// package's go-sdk is older than v0.2.0: v0.1.0's NewServerTool returns the handler's error
// as is (mcp/tool.go:94-97) and callTool hands it on (mcp/server.go:311); v0.2.0 made it an
// isError result (mcp/tool.go:64-72).
func (in *Info) KindOf(sig *types.Signature) Kind {
	if k := KindOf(sig); k != NotHandler {
		return k
	}
	if v := in.Versions[MCPGo]; v.Known() && v.Less(0, 8, 0) && legacyMCPGo(sig) {
		return MCPGoHandler
	}
	if v := in.Versions[GoSDK]; v.Known() && v.Less(0, 2, 0) && legacyGoSDK(sig) {
		return GoSDKRaw
	}
	return NotHandler
}

// Kind is the kind of a tool handler, which decides what a returned error becomes.
type Kind int

// The handler kinds.
const (
	NotHandler      Kind = iota
	MCPGoHandler         // mcp-go ToolHandlerFunc: a returned error is JSON-RPC -32603
	MCPGoTyped           // mcp-go NewTypedToolHandler's inner func: a returned error is -32603
	MCPGoStructured      // mcp-go NewStructuredToolHandler's inner func: a returned error is isError
	GoSDKRaw             // go-sdk ToolHandler: a returned error is a JSON-RPC error, code 0
	GoSDKTyped           // go-sdk ToolHandlerFor: a returned error is isError
)

// String names a handler kind, for facts.
func (k Kind) String() string {
	switch k {
	case MCPGoHandler:
		return "mcp-go"
	case MCPGoTyped:
		return "mcp-go-typed"
	case MCPGoStructured:
		return "mcp-go-structured"
	case GoSDKRaw:
		return "go-sdk-raw"
	case GoSDKTyped:
		return "go-sdk-typed"
	}
	return "none"
}

// SDK returns the SDK of a handler kind.
func (k Kind) SDK() SDK {
	switch k {
	case MCPGoHandler, MCPGoTyped, MCPGoStructured:
		return MCPGo
	case GoSDKRaw, GoSDKTyped:
		return GoSDK
	}
	return ""
}

// ErrorIsProtocol reports whether a non-nil error returned by a handler of this kind reaches
// the client as a JSON-RPC error rather than an isError result.
func (k Kind) ErrorIsProtocol() bool {
	return k == MCPGoHandler || k == MCPGoTyped || k == GoSDKRaw
}
