package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A registration module that never imports the SDK: the server comes in as an untyped
// parameter of the function that registers its tools, and the entry point (which imports the
// SDK) passes its McpServer:
//
//	import { z } from "zod";
//	export function registerDocumentTools(server, api) {
//	  server.tool("get_document", { id: z.number() }, async (args) => api.getDocument(args.id));
//	}
//
// `.tool(` is a common method name, so such a call counts as McpServer.tool only in its exact
// shape: the receiver a parameter of the enclosing function with no type (or `any`), a string
// literal first, a function last, two to four arguments, and the file imports zod (the SDK's
// schema library, which the argument shapes are written in). A module whose tools take no
// arguments need not import zod: the four-argument form with a string description and an
// empty object literal (`server.tool("get_labels", "List the labels", {}, async () => ...)`,
// an empty params shape to SDK 1.x) counts without it.
//
// A table's entries registered in a loop name their tools by the element's member, and SDK
// 1.x's five-argument form takes annotations before the callback, which a const of the loop
// body may hold:
//
//	toolDefinitions.forEach((tool) => {
//	  const wrapped = async (params) => { try { return await tool.handler(params); } finally { track(tool.name); } };
//	  server.tool(tool.name, tool.description, tool.schema, annotations, wrapped);
//	});
//
// so the name may be a member of the element of an iteration over a table (elementTables), the
// callback a local function by name, the arguments five, and the receiver a parameter of a
// function around the loop's callback.

// sdkShapedTool reports whether a `.tool(...)` call in a file that does not import the SDK
// registers an McpServer tool by its shape (see above).
func (f *file) sdkShapedTool(call, args *sitter.Node) bool {
	if f.usesSDK || f.usesFastMCP || f.usesToolHost {
		return false
	}
	n := 0
	for i := 0; i < int(extract.NamedChildCount(args)); i++ {
		if extract.Type(extract.NamedChild(args, i)) != "comment" {
			n++
		}
	}
	if n < 2 || n > 5 || !f.importsZod() && !f.emptyShapeArgs(args, n) {
		return false
	}
	if _, ok := stringValue(unwrap(argument(args, 0)), f.Src); !ok && !f.isElementMember(argument(args, 0)) {
		return false
	}
	if !f.isLocalFunction(lastArgument(args)) {
		return false
	}
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "member_expression" {
		return false
	}
	recv := unwrap(extract.Field(callee, "object"))
	outer := f.enclosingFunction(call)
	if recv == nil || extract.Type(recv) != "identifier" || outer == nil {
		return false
	}
	if f.paramIndex(outer, recv) < 0 {
		// the loop's callback inside the function the server comes in to
		if outer, _ = f.paramOf(recv); outer == nil || !f.isElementMember(argument(args, 0)) {
			return false
		}
	}
	return f.untypedParam(outer, extract.Content(recv, f.Src))
}

// emptyShapeArgs reports whether n arguments are `"name", "description", {}, fn`: a
// description written as a string literal and an empty object literal as the params shape.
func (f *file) emptyShapeArgs(args *sitter.Node, n int) bool {
	if n != 4 {
		return false
	}
	if _, ok := stringValue(unwrap(argument(args, 1)), f.Src); !ok {
		return false
	}
	shape := unwrap(argument(args, 2))
	return shape != nil && extract.Type(shape) == "object" && extract.NamedChildCount(shape) == 0
}

// importsZod reports whether the file imports zod (or a subpath of it).
func (f *file) importsZod() bool {
	for _, b := range f.imports {
		if b.module == "zod" || len(b.module) > 4 && b.module[:4] == "zod/" {
			return true
		}
	}
	return false
}

// untypedParam reports whether fn's parameter name has no type annotation, or `any`.
func (f *file) untypedParam(fn *sitter.Node, name string) bool {
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		return extract.Field(fn, "parameter") != nil // `server => ...`
	}
	for i := 0; i < int(extract.NamedChildCount(ps)); i++ {
		p := extract.NamedChild(ps, i)
		if paramName(p, f.Src) != name {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(p)); j++ {
			if c := extract.NamedChild(p, j); extract.Type(c) == "type_annotation" {
				return text(c, f.Src) == ": any" || text(c, f.Src) == ":any"
			}
		}
		return true
	}
	return false
}

// isElementMember reports whether n is a member of the element of an iteration over a table
// (`tool.name` in `tools.forEach((tool) => ...)`, elementTables).
func (f *file) isElementMember(n *sitter.Node) bool {
	obj, _ := f.localMember(unwrap(n))
	return obj != nil && len(f.elementTables(obj, 0)) > 0
}

// isLocalFunction reports whether n is a function literal or names a local const bound to one.
func (f *file) isLocalFunction(n *sitter.Node) bool {
	n = unwrap(n)
	if n == nil {
		return false
	}
	if f.parents.isFunction(n) {
		return true
	}
	if extract.Type(n) != "identifier" {
		return false
	}
	v := unwrap(f.constValue(n))
	return v != nil && f.parents.isFunction(v)
}
