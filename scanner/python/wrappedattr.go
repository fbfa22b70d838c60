package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A function of an imported module handed to a wrapper of the project's at registration:
//
//	from pkg.tools import cluster_tools
//	class Server:
//	    def _register(self):
//	        self.mcp.tool()(self._wrap_tool(cluster_tools.cluster_info))
//	    def _wrap_tool(self, fn):
//	        @wraps(fn)
//	        async def wrapped(*args, **kwargs):
//	            return await fn(lambda: token, *args, **kwargs)
//	        return wrapped
//
// The wrapper calls the module's function and hands back what it returns, as it does for a
// function named by itself (wrappedHandler): the module's function is the tool, reached as a
// registration of cluster_tools.cluster_info is (registerMethodVia).

// isImportedFunctionAttr reports whether v is an attribute of an imported name, not hidden where
// v stands by a name of a function around it (importedAt), whose attribute reads as a
// function's name (module.function), not a class's or a constant's.
func (c *fileCtx) isImportedFunctionAttr(v *sitter.Node) bool {
	if v == nil || extract.Type(v) != "attribute" {
		return false
	}
	obj := extract.Field(v, "object")
	if obj == nil || extract.Type(obj) != "identifier" {
		return false
	}
	if _, imported := c.importedAt(c.text(obj), v); !imported {
		return false // a parameter or variable of that name hides the module (localBinding)
	}
	return spelledAsFunction(c.text(extract.Field(v, "attribute")))
}
