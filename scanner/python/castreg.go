package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Servers renamed by a typing.cast, which gives back its second argument unchanged:
//
//	def register_search_tool(mcp: Any, *, backend: SearchBackend) -> None:
//	    tool_server = cast(ToolRegistrar, mcp)   # a Protocol with a tool method, for the type checker
//	    @tool_server.tool(name="search")
//	    async def search(query: str) -> dict: ...
//
// The decorator registers on mcp itself: the receiver of a registration (@x.tool, x.tool(f),
// x.add_tool(f)) that is a variable bound to cast(T, v) stands for v, a server or the
// parameter a server is passed through (valueOf: the variable's last binding before the
// registration). A cast of anything but a plain name is left as it was.

// castFrom returns the name that a registration's receiver obj is a cast of (cast(T, mcp)
// gives mcp), or obj itself.
func (c *fileCtx) castFrom(obj *sitter.Node) *sitter.Node {
	if obj == nil || extract.Type(obj) != "identifier" {
		return obj
	}
	v := c.castValue(unparen(c.valueOf(obj))) // guards.go
	if v == nil || extract.Type(v) != "identifier" || string(c.bytesOf(v)) == string(c.bytesOf(obj)) {
		return obj
	}
	return v
}
