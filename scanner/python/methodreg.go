package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A bound method of an object of a class another file defines, registered as a tool:
//
//	class SemaphoreMCPServer:
//	    def __init__(self):
//	        self.mcp = FastMCP("semaphore")
//	        self.event_tools = EventTools(client)   # from .tools.events import EventTools
//	        self.mcp.tool()(self.event_tools.list_events)
//
// FastMCP calls the bound method with the tool's arguments: the method is the tool, as an
// imported function handed to mcp.tool() is (registerForeign). The method's key is the one a
// call of it would have (refTarget: the class of self.event_tools, of a variable assigned
// EventTools(...), or of an imported object); the tool's name is the method's.

// registerMethodVia records the tool a registration of the attribute value (obj.method) names
// when the file says which class obj is, and reports whether it did.
func (c *fileCtx) registerMethodVia(value, at *sitter.Node, name string, fw framework, via []string) bool {
	value = unparen(value)
	if value == nil || extract.Type(value) != "attribute" {
		return false
	}
	k := c.refTarget(value, at)
	if k == "" {
		return false
	}
	if name == "" {
		name = c.text(extract.Field(value, "attribute"))
	}
	c.registerKeyVia(k, name, at, fw, via)
	return true
}
