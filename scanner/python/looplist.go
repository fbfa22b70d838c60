package python

import (
	"bytes"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A result's content blocks made, in a loop, of the items of another list:
//
//	try:
//	    outputs, _ = run_tool(ctx, call)
//	except Exception as e:
//	    outputs = [f"Tool failed. Error: {e}"]
//	content = []
//	for item in outputs:
//	    if isinstance(item, str):
//	        content.append(types.TextContent(type="text", text=item))
//	    else:
//	        content.append(types.ImageContent(type="image", data=item.data, mimeType=item.mime))
//	return content
//
// content holds one block per item of outputs, each carrying the item (as carriedName reads
// TextContent(text=x)): a one-item list of a failure text in outputs is a one-block answer of
// that failure, as `return [TextContent(type="text", text=outputs[0])]` would be. The returned
// name stands for the list the loop walks (loopFilledFrom), whose own bindings say what it
// holds; a list of many items (a batch) is judged there, where only a one-item list hands a
// failure on.

// loopFilledFrom returns, for a name v that its function binds only to an empty list before v
// and fills only by appends in one for loop, over a name, of a value carrying the loop's
// variable (TextContent(text=item), or the item itself) or of another content block made of
// it (ImageContent(data=item.data)), the name the loop walks (the for's own node, after the
// bindings of it that reach the loop); nil otherwise.
func (c *fileCtx) loopFilledFrom(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	def := c.enclosingDef(v)
	if def == nil {
		return nil
	}
	name := c.text(v)
	if !bytes.Contains(c.src[extract.StartByte(def):extract.EndByte(def)], []byte(name+".append(")) {
		return nil // most returned names: spared the walk of the calls
	}
	_, binds := c.reachingBindings(v)
	if len(binds) == 0 {
		return nil
	}
	for _, b := range binds {
		if extract.Type(b) != "assignment" || extract.Type(extract.Field(b, "left")) != "identifier" {
			return nil
		}
		if r := unparen(extract.Field(b, "right")); r == nil || extract.Type(r) != "list" || len(namedChildren(r)) != 0 {
			return nil
		}
	}
	var loop *sitter.Node
	carried := false
	for _, call := range c.index().calls[c.keyOf(def)] {
		fn := extract.Field(call, "function")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "object"))) != name {
			continue
		}
		if m := c.text(extract.Field(fn, "attribute")); m != "append" {
			if m == "extend" || m == "insert" {
				return nil
			}
			continue
		}
		if extract.StartByte(call) > extract.StartByte(v) {
			continue
		}
		l := enclosingFor(call, def)
		if l == nil || loop != nil && !sameNode(l, loop) {
			return nil // appended outside the loop, or in two loops
		}
		loop = l
		pos := c.positional(call)
		if len(pos) != 1 {
			return nil
		}
		item := c.text(extract.Field(l, "left"))
		switch a := unparen(c.carriedName(pos[0])); {
		case a != nil && extract.Type(a) == "identifier" && string(c.bytesOf(a)) == item:
			carried = true
		case a != nil && extract.Type(a) == "call" && c.onlyItemParts(a, item):
			// ImageContent(data=item.data, ...): another block of the item, no text of its own
		default:
			return nil
		}
	}
	if loop == nil || !carried || extract.Type(extract.Field(loop, "left")) != "identifier" {
		return nil
	}
	src := unparen(extract.Field(loop, "right"))
	if src == nil || extract.Type(src) != "identifier" || string(c.bytesOf(src)) == name {
		return nil
	}
	return src
}

// enclosingFor returns the innermost for statement of def around n, or nil.
func enclosingFor(n, def *sitter.Node) *sitter.Node {
	for p := extract.Parent(n); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		if extract.Type(p) == "for_statement" {
			return p
		}
	}
	return nil
}

// onlyItemParts reports whether every argument of call is the loop's item, an attribute of it,
// or a constant other than a string (a block built of the item's parts, with no text of its
// own); string literals name a type or a MIME type, not a failure.
func (c *fileCtx) onlyItemParts(call *sitter.Node, item string) bool {
	kw, pos := c.arguments(call)
	args := append([]*sitter.Node(nil), pos...)
	for _, a := range kw {
		args = append(args, a)
	}
	for _, a := range args {
		a = unparen(a)
		switch extract.Type(a) {
		case "identifier":
			if string(c.bytesOf(a)) != item {
				return false
			}
		case "attribute":
			if o := extract.Field(a, "object"); o == nil || string(c.bytesOf(o)) != item {
				return false
			}
		case "string":
			if extract.NamedChildCount(a) > 0 && hasInterpolation(a) {
				return false
			}
		case "integer", "float", "true", "false", "none":
		default:
			return false
		}
	}
	return true
}

// hasInterpolation reports whether a string node is an f-string with a hole.
func hasInterpolation(s *sitter.Node) bool {
	for _, ch := range namedChildren(s) {
		if extract.Type(ch) == "interpolation" {
			return true
		}
	}
	return false
}
