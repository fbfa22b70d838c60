package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// fastmcp's ToolResult is a whole tool result, like CallToolResult: a helper or a service method
// that builds one reporting a failure (ToolResult(content="Error: ...", structured_content=
// {"error": ...})) without is_error, and that tools return as their own, holds the finding
// (builtResult, softresult.go), once for all the tools that return it. fastmcp before 3.4 has
// no is_error on ToolResult (sdk-catalog.md §3.3): there the fix is to raise ToolError.
//
//	class BaseService:
//	    def error_result(self, message) -> ToolResult:
//	        return ToolResult(content=f"Error: {message}")      # the finding
//	class Devices(BaseService):
//	    async def restart(self, mac): ... return self.error_result(str(e))
//	@mcp.tool
//	async def device(action, mac): return await devices.restart(mac)

// builtResultFix says what to do instead of returning the failure result built at r: set the
// flag where the class has one, else raise.
func (c *fileCtx) builtResultFix(r *sitter.Node) string {
	if _, api := c.resultCall(r); api != "ToolResult" {
		return "set isError=True in this result"
	}
	if c.sdk.fastmcpBefore(3, 4) {
		return "raise ToolError(...) instead (" + c.sdk.fastmcpNote() + "; ToolResult(is_error=...) needs fastmcp 3.4 or later)"
	}
	if c.sdk.fastmcpVersion == "" {
		return "set is_error=True in this result, or raise ToolError(...) (" + c.sdk.fastmcpNote() + "; ToolResult(is_error=...) needs fastmcp 3.4 or later)"
	}
	return "set is_error=True in this result"
}

// rebuiltFrom returns, for a result built anew from the parts of an earlier one (result =
// ToolResult(content=capped, structured_content=result.structured_content), the content capped
// in length), the call whose value the earlier one was: the new result carries that one's
// failure as is, without the flag. nil for any other value.
//
//	result = await service.run(params)
//	if result.content:
//	    result = ToolResult(content=shorten(result.content), structured_content=result.structured_content)
//	return result
func (c *fileCtx) rebuiltFrom(v *sitter.Node) *sitter.Node {
	if v == nil || extract.Type(v) != "call" || c.resultAPI(extract.Field(v, "function")) == "" {
		return nil
	}
	kw, _ := c.arguments(v)
	if kw["isError"] != nil || kw["is_error"] != nil {
		return nil
	}
	for _, field := range []string{"structured_content", "structuredContent", "content"} {
		a := unparen(kw[field])
		if a == nil || extract.Type(a) != "attribute" || string(c.bytesOf(extract.Field(a, "attribute"))) != field {
			continue
		}
		obj := extract.Field(a, "object")
		if extract.Type(obj) != "identifier" {
			continue
		}
		if call := c.earlierCall(obj, v); call != nil {
			return call
		}
	}
	return nil
}

// earlierCall returns the call (awaited or not) that id's variable holds before the value at
// is built: its last assignment that starts before at, so that `result = f(result.x)` names the
// value before this one.
func (c *fileCtx) earlierCall(id, at *sitter.Node) *sitter.Node {
	scope := c.enclosingDef(id)
	if scope == nil {
		return nil
	}
	var best *sitter.Node
	for _, a := range c.assignments(scope)[string(c.bytesOf(id))] {
		if extract.StartByte(a) >= extract.StartByte(at) || extract.EndByte(a) > extract.StartByte(at) {
			break
		}
		best = unparen(assignedValue(a))
	}
	best = awaited(best)
	if best == nil || extract.Type(best) != "call" || c.resultAPI(extract.Field(best, "function")) != "" {
		return nil
	}
	return best
}
