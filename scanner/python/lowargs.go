package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The arguments of a python-sdk 1.x low-level handler are always a dict. @server.call_tool()
// calls the handler with `req.params.arguments or {}` (lowlevel/server.py from v1.2.0 to
// v1.29.0, src/mcp/server/__init__.py before; the same in 0.9), where arguments is the
// validated `dict[str, Any] | None` of CallToolRequestParams. python-sdk 2.x has no call_tool
// decorator. So a handler's test that its arguments are not a dict, or are None, never holds,
// and what it raises or returns there never reaches a client:
//
//	@server.call_tool()
//	async def call_tool(name: str, arguments: Any):
//	    if not isinstance(arguments, dict):
//	        raise RuntimeError("arguments must be dictionary")   # dead
//	    if not arguments:
//	        raise ValueError("no arguments")                     # an empty dict: live
//
// cannotRun (invariants.go) reads such tests in the handler itself, and argFacts hands the fact
// (a dict, never None) to the functions the handler passes its arguments to, as it hands on the
// annotations of FastMCP's validated parameters (paramtypes.go).

// nonDictTypes are the types whose isinstance test a dict fails.
var nonDictTypes = map[string]bool{"str": true, "bytes": true, "list": true, "tuple": true, "int": true,
	"float": true, "bool": true, "set": true, "List": true, "Tuple": true, "Set": true}

// dictArgs returns the name of the arguments parameter of the python-sdk 1.x low-level handler
// whose own body holds n, when the handler never rebinds it; "" otherwise.
func (c *fileCtx) dictArgs(n *sitter.Node) string {
	if len(c.tools) == 0 {
		return ""
	}
	def := c.enclosingDef(n)
	if def == nil {
		return ""
	}
	p, ok := c.lowArgsParam(def)
	if !ok {
		return ""
	}
	return p.name
}

// lowArgsParam returns the parameter of def that holds the arguments, when def is a python-sdk
// 1.x low-level call_tool handler (name, arguments) that never rebinds or deletes it.
func (c *fileCtx) lowArgsParam(def *sitter.Node) (param, bool) {
	t := c.tools[extract.StartByte(def)]
	if t == nil || t.fw != fwLowV1 || t.server != nil {
		return param{}, false
	}
	for _, p := range c.callParams(def) {
		if p.index != 1 {
			continue
		}
		if len(c.assignmentsOf(def, p.name)) > 0 || c.deletes(def, p.name) {
			return param{}, false
		}
		return p, true
	}
	return param{}, false
}

// isinstanceDict reads `isinstance(args, T)` of the arguments args: true when a T is a dict type,
// false when every T is a type no dict is; false, false for any other call or type.
func (c *fileCtx) isinstanceDict(call *sitter.Node, args string) (value, known bool) {
	v, types, ok := c.isinstanceCall(call)
	if !ok || string(c.bytesOf(unparen(v))) != args {
		return false, false
	}
	all := true
	for _, t := range types {
		name := c.text(t)
		if dictTypes[name] {
			return true, true
		}
		all = all && nonDictTypes[name]
	}
	return false, all
}

// lowArgsShapes returns what a call in def passes when it passes def's parameter p on
// unchanged and p holds the arguments of a python-sdk 1.x low-level handler: a dict, never None.
func (c *fileCtx) lowArgsShapes(def *sitter.Node, p param, index int, name string) []extract.ArgShape {
	if lp, ok := c.lowArgsParam(def); !ok || lp.name != p.name {
		return nil
	}
	const facts = extract.ArgNonNull | extract.ArgObject
	return []extract.ArgShape{{Param: index, Name: name, Facts: facts}, {Param: index, Name: name, Path: notNone, Facts: facts}}
}
