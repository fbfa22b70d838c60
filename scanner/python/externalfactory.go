package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A server that a factory the file imports builds, from a package the scan may not hold:
//
//	pyproject.toml:  dependencies = ["mcp>=1.0.0", "acme-core"]
//	server.py:       from common.mcp import create_mcp_app
//	                 mcp = create_mcp_app("Notes")
//	                 @mcp.tool()
//	                 def note_get(note_id: str) -> dict: ...
//
// The file never names the server's class, so instance sees "something else" and a .tool
// decorator on it would be an agent framework's (@agent.tool on a pydantic-ai Agent). It is an
// MCP server's when the object is bound once, at module level, to the call of a function the
// file imports whose dotted name says MCP (create_mcp_app, or any function of a module named
// for it: common.mcp), from a package that is neither an MCP SDK's (a server class of those is
// serverFramework's) nor an agent framework's, in a project whose manifests depend on an MCP
// SDK; a class (MCPApp(...)) is left out, as it may be any framework's own. The SDK is the
// one guessFramework reads from the file's imports and the manifests, as for a server another
// file defines: a factory of the project's dependency builds on the SDK the project itself
// depends on (fastmcp when it is a dependency, since fastmcp depends on mcp in turn). The
// findings of its tools say that this was assumed (factoryNote).

// serverFactory returns the dotted name of the imported factory that builds obj, the object
// of a .tool decorator or registration, when it is an MCP server's as above; else "".
func (c *fileCtx) serverFactory(obj *sitter.Node) string {
	if obj == nil || extract.Type(obj) != "identifier" || !(c.sdk.mcpKnown || c.sdk.fastmcpKnown) {
		return ""
	}
	v := unparen(c.valueOf(obj))
	if v == nil || extract.Type(v) != "call" || !c.atModuleLevel(v) || c.localDef(v) != nil {
		return ""
	}
	q := c.qualify(extract.Field(v, "function"))
	if q == "" || !strings.Contains(strings.TrimPrefix(q, "."), ".") || isModelName(lastName(q)) {
		return "" // not imported, a module's own name, or a class
	}
	switch top := rootPackage(q); {
	case top == "mcp" || top == "fastmcp" || top == "mcp_types" || agentFrameworks[top]:
		return ""
	}
	if !strings.Contains(strings.ToLower(q), "mcp") {
		return ""
	}
	return strings.TrimLeft(q, ".")
}

// factoryNote says, for a tool on a server an imported factory builds, which SDK its findings
// assumed and why; "" for any other tool.
func (c *fileCtx) factoryNote(t *tool) string {
	if t == nil || t.factory == "" {
		return ""
	}
	what := t.fw.String() + " assumed from the manifests"
	if t.fw == fwUnknown {
		what = "no SDK version in the manifests"
	}
	return "server built by " + t.factory + ", whose class the scan does not see: " + what
}

// toolNote is frameworkNote for a tool, with factoryNote before it.
func (c *fileCtx) toolNote(t *tool) string {
	var notes []string
	for _, n := range []string{c.factoryNote(t), c.frameworkNote(t.fw)} {
		if n != "" {
			notes = append(notes, n)
		}
	}
	return strings.Join(notes, "; ")
}
