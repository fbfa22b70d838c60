package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool that returns the text of the first content block a function of the root builds:
//
//	item.py:   async def handle_create_item(...) -> list[TextContent]:
//	               ...
//	               except Exception as e:
//	                   return [TextContent(type="text", text=f"Error creating item: {e}")]
//	server.py: @mcp.tool()
//	           async def create_item(...) -> str:
//	               result = await handle_create_item(...)
//	               return result[0].text
//
// The handlers of a low-level server kept after a move to FastMCP answer with content lists,
// and the tool hands on the first block's text: a failure text the handler returns reaches the
// client as a success. Only a failure that is text goes through (SoftText): an error object has
// no [0].text, and the tool would fail on it instead.

// textProjection returns the expression whose first block's text a returned value takes
// (result for result[0].text, or a variable bound to it), or nil.
func (c *fileCtx) textProjection(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "attribute" || string(c.bytesOf(extract.Field(v, "attribute"))) != "text" {
		return nil
	}
	sub := unparen(extract.Field(v, "object"))
	if sub == nil || extract.Type(sub) != "subscript" || extract.NamedChildCount(sub) != 2 {
		return nil
	}
	if idx := extract.Field(sub, "subscript"); idx == nil || extract.Type(idx) != "integer" {
		return nil
	}
	return extract.Field(sub, "value")
}

// projectedCall returns the call of the root whose first block's text a returned value takes
// (textProjection), or nil.
func (c *fileCtx) projectedCall(v *sitter.Node) *sitter.Node {
	p := c.textProjection(v)
	if p == nil {
		return nil
	}
	call := c.asIsCall(p)
	if call == nil || c.valueTarget(call) == "" {
		return nil
	}
	return call
}

// projectedPending is pendingSoft for a returned value that takes the first block's text of
// what a call of the root returns: the finding stands if the callee may return failure text.
func (c *fileCtx) projectedPending(v *sitter.Node) (*extract.Pending, string) {
	call := c.projectedCall(v)
	if call == nil {
		return nil, ""
	}
	k := c.valueTarget(call)
	return &extract.Pending{Keys: c.keysOf(k), Need: extract.SoftText}, c.calleeName(call, k)
}

// projectedForward is the Forward of a function's return that takes the first block's text of
// what a call of the root returns: it hands on the callee's failure text, as a failure of its
// own (a caller's `return text` needs SoftFailure), when the callee has one (If).
func (c *fileCtx) projectedForward(v *sitter.Node) (extract.Forward, bool) {
	call := c.projectedCall(v)
	if call == nil {
		return extract.Forward{}, false
	}
	line, col := position(call)
	keys := c.keysOf(c.valueTarget(call))
	return extract.Forward{Facts: extract.SoftFailure | extract.SoftText, Keys: keys, Line: line, Column: col,
		If: []extract.Cond{{Keys: keys, Need: extract.SoftText}}}, true
}
