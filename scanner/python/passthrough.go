package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool that hands what a function of the root returns to a helper of its file that wraps it
// as the result:
//
//	def format_text_response(text):
//	    return [TextContent(type="text", text=str(text))]
//
//	@mcp.tool()
//	async def analyze_health(kinds: str):
//	    result = await HealthTool(driver).health(kinds)   # may return "Error calculating ...: {e}"
//	    return format_text_response(result)
//
// softThrough (softflow.go) follows a failure the tool itself passes to such a helper; here the
// value comes from a call, and the finding stands if the callee may return a failure, as for
// `return result` (pendingSoft). A whole result the callee builds is taken apart and wrapped anew
// by the helper, so only a failure value counts (SoftFailure), not SoftResult. The helper is one
// of the file's functions, no tool, with a return that uses the parameter the value is passed to.

// throughPending is pendingSoft for a returned call of a same-file helper that returns what it is
// given: the pending of the argument whose parameter a return of the helper uses.
func (c *fileCtx) throughPending(v *sitter.Node, depth int) (*extract.Pending, string) {
	v = unparen(v)
	if depth > maxDepth || v == nil || extract.Type(v) != "call" {
		return nil, ""
	}
	def := c.localDef(v)
	if def == nil || extract.Type(def) != "function_definition" || c.tools[extract.StartByte(def)] != nil {
		return nil, ""
	}
	fn := extract.Field(v, "function")
	if fn == nil || extract.Type(fn) != "identifier" || def != c.visibleDef(c.text(fn), v) {
		return nil, ""
	}
	for _, pa := range c.paramArgs(v, def) {
		if !c.handsBackParam(def, pa.param) {
			continue
		}
		if pend, callee := c.pendingSoft(pa.arg); pend != nil {
			if pend.Need &^= extract.SoftResult; pend.Need != 0 {
				return pend, callee
			}
		}
	}
	return nil, ""
}

// handsBackParam reports whether a return of def uses its parameter name in a result the client
// may read as a success: a return that wraps it in an isError result (deliversErrorResult,
// softflow.go) hands the failure back flagged, as `return failed_result(describe(error))` does
// with `def failed_result(message): return CallToolResult(content=[...message...], isError=True)`.
func (c *fileCtx) handsBackParam(def *sitter.Node, name string) bool {
	for _, r := range c.returnValues(def) {
		if c.mentionsName(r, name, 0) && !c.deliversErrorResult(r) {
			return true
		}
	}
	return false
}

// returnsParam reports whether a return of def uses its parameter name.
func (c *fileCtx) returnsParam(def *sitter.Node, name string) bool {
	for _, r := range c.returnValues(def) {
		if c.mentionsName(r, name, 0) {
			return true
		}
	}
	return false
}
