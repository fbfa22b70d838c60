package typescript

import "github.com/mcperr/mcperr/scanner/extract"

import sitter "github.com/smacker/go-tree-sitter"

// fastmcpToolObject returns the punkpeye fastmcp tool object a function is a member of
// (`{ name: "scrape", beforeValidate: () => ..., execute: async (args) => ... }`), or nil: an
// object with an execute member, in a file that imports fastmcp or hands objects to addTool.
func (f *file) fastmcpToolObject(fn *sitter.Node) *sitter.Node {
	if fn == nil || !(f.usesFastMCP || f.hasReg(regFastMCP)) {
		return nil
	}
	obj := f.parent(fn) // a method's object
	if extract.Type(fn) != "method_definition" {
		p := f.parent(unwrapUp(f, fn))
		if p == nil || extract.Type(p) != "pair" {
			return nil
		}
		obj = f.parent(p)
	}
	if obj == nil || extract.Type(obj) != "object" || f.memberValue(obj, "execute") == nil {
		return nil
	}
	return obj
}

// fastmcpToolName names the tool of a fastmcp tool object: its name when a string gives it,
// else how the object spells it (`[TOOLS.scrape]`, `[tool.name]` for `{ ...tool, execute }`);
// "" when the object gives none.
func (f *file) fastmcpToolName(obj *sitter.Node) string {
	if v := f.memberValue(obj, "name"); v != nil {
		if s := f.toolName(v); s != "" {
			return s
		}
		if extract.Type(v) == "shorthand_property_identifier" {
			return "[name]"
		}
		return "[" + clip(extract.Content(v, f.Src)) + "]"
	}
	for i := int(extract.NamedChildCount(obj)) - 1; i >= 0; i-- {
		if c := extract.NamedChild(obj, i); extract.Type(c) == "spread_element" {
			if src := unwrap(extract.NamedChild(c, 0)); src != nil && (extract.Type(src) == "identifier" || extract.Type(src) == "member_expression") {
				return "[" + clip(extract.Content(src, f.Src)) + ".name]"
			}
		}
	}
	return ""
}

// siteName is the name locate gives the function a node sits in: the tool's, for a member of a
// fastmcp tool object (its execute, beforeValidate or canList), rather than the member's name;
// else the function's own name.
func (f *file) siteName(fn *sitter.Node) string {
	if obj := f.fastmcpToolObject(fn); obj != nil {
		if n := f.fastmcpToolName(obj); n != "" {
			return n
		}
	}
	return f.functionName(fn)
}
