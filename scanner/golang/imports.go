package golang

import (
	"path"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The SDK packages whose constructors and types build error results.
const (
	mcpGoMCP     = "github.com/mark3labs/mcp-go/mcp"
	goSDKMCP     = "github.com/modelcontextprotocol/go-sdk/mcp"
	mcpGoMod     = "github.com/mark3labs/mcp-go"
	goSDKMod     = "github.com/modelcontextprotocol/go-sdk"
	noSDK    sdk = ""
	mcpGo    sdk = "mcp-go"
	goSDK    sdk = "go-sdk"
)

// sdk names a Go MCP SDK.
type sdk string

// sdkOfPath returns the SDK whose mcp package has the import path p.
func sdkOfPath(p string) sdk {
	switch p {
	case mcpGoMCP:
		return mcpGo
	case goSDKMCP:
		return goSDK
	}
	return noSDK
}

// imports is what a file's import declarations say.
type imports struct {
	byName  map[string]string // package name in the file -> import path
	dots    []string          // dot-imported paths
	aliases map[string]sdk    // type aliases of CallToolResult declared in the file ("type Result = mcp.CallToolResult")
}

// readImports resolves every import spec of the file.
func readImports(ms []match, src []byte) imports {
	im := imports{byName: map[string]string{}, aliases: map[string]sdk{}}
	for _, m := range ms {
		p, err := strconv.Unquote(text(m["path"], src))
		if err != nil {
			continue
		}
		alias := text(m["alias"], src)
		switch alias {
		case "_":
			continue
		case ".":
			im.dots = append(im.dots, p)
			continue
		case "":
			alias = defaultName(p)
		}
		im.byName[alias] = p
	}
	return im
}

// defaultName guesses the package name of an import path: its last element, skipping a major
// version suffix ("/v2", gopkg.in's ".v3": gopkg.in/yaml.v3 is package yaml) and a "go-" prefix
// or ".go"/"-go" suffix, as most packages are named.
func defaultName(p string) string {
	base := path.Base(p)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" {
		base = path.Base(path.Dir(p))
	}
	if strings.HasPrefix(p, "gopkg.in/") {
		if i := strings.LastIndex(base, ".v"); i > 0 && strings.Trim(base[i+2:], "0123456789") == "" && i+2 < len(base) {
			base = base[:i]
		}
	}
	base = strings.TrimPrefix(base, "go-")
	base = strings.TrimSuffix(strings.TrimSuffix(base, ".go"), "-go")
	return strings.ReplaceAll(base, "-", "_")
}

// sdkOf returns the SDK a package qualifier resolves to.
func (im imports) sdkOf(qual string) sdk {
	return sdkOfPath(im.byName[qual])
}

// dotSDK returns the SDK whose mcp package is dot-imported, mcp-go first.
func (im imports) dotSDK() sdk {
	var found sdk
	for _, p := range im.dots {
		switch s := sdkOfPath(p); s {
		case mcpGo:
			return mcpGo
		case goSDK:
			found = goSDK
		}
	}
	return found
}

// anySDK returns the SDK the file imports (directly or with a dot), mcp-go first.
func (im imports) anySDK() sdk {
	var found sdk
	for _, p := range im.byName {
		switch sdkOfPath(p) {
		case mcpGo:
			return mcpGo
		case goSDK:
			found = goSDK
		}
	}
	if d := im.dotSDK(); d != noSDK {
		return d
	}
	return found
}

// isPkg reports whether the qualifier qual names the imported package p.
func (im imports) isPkg(qual, p string) bool { return qual != "" && im.byName[qual] == p }

// stdRoots are the first elements of the standard library's import paths (and cgo's "C").
var stdRoots = map[string]bool{
	"C": true, "archive": true, "arena": true, "bufio": true, "builtin": true, "bytes": true, "cmp": true,
	"compress": true, "container": true, "context": true, "crypto": true, "database": true, "debug": true,
	"embed": true, "encoding": true, "errors": true, "expvar": true, "flag": true, "fmt": true, "go": true,
	"hash": true, "html": true, "image": true, "index": true, "internal": true, "io": true, "iter": true,
	"log": true, "maps": true, "math": true, "mime": true, "net": true, "os": true, "path": true,
	"plugin": true, "reflect": true, "regexp": true, "runtime": true, "simd": true, "slices": true,
	"sort": true, "strconv": true, "strings": true, "structs": true, "sync": true, "syscall": true,
	"testing": true, "text": true, "time": true, "unicode": true, "unique": true, "unsafe": true,
	"weak": true,
}

// isStdlib reports whether an import path belongs to the standard library, which never holds
// helpers of the scanned tree: no dot in its first element, and that element is one of the
// standard library's. A module may be named without a dot ("module toolbox"), and its packages
// ("toolbox/internal/reply") hold helpers.
func isStdlib(p string) bool {
	first, _, _ := strings.Cut(p, "/")
	return !strings.Contains(first, ".") && stdRoots[first]
}

// typeIsCallToolResult reports whether a type node names an SDK CallToolResult (by any alias or
// through a dot import), possibly behind a pointer.
func (im imports) typeIsCallToolResult(t *sitter.Node, src []byte) bool {
	t = unparenType(t)
	if t == nil {
		return false
	}
	switch extract.Type(t) {
	case "qualified_type":
		return text(extract.Field(t, "name"), src) == "CallToolResult" &&
			im.sdkOf(text(extract.Field(t, "package"), src)) != noSDK
	case "type_identifier":
		name := text(t, src)
		return (name == "CallToolResult" && im.dotSDK() != noSDK) || im.aliases[name] != noSDK
	}
	return false
}

// readAliases records the file's type aliases of an SDK CallToolResult.
func (im imports) readAliases(decl *sitter.Node, src []byte) {
	for _, a := range namedChildren(decl) {
		if extract.Type(a) != "type_alias" {
			continue
		}
		t := unparenType(extract.Field(a, "type"))
		if t != nil && extract.Type(t) == "qualified_type" && im.typeIsCallToolResult(t, src) {
			im.aliases[text(extract.Field(a, "name"), src)] = im.sdkOf(text(extract.Field(t, "package"), src))
		}
	}
}

// unparenType strips a pointer from a type node.
func unparenType(t *sitter.Node) *sitter.Node {
	for i := 0; t != nil && extract.Type(t) == "pointer_type" && i < 8; i++ {
		t = firstNamed(t)
	}
	return t
}
