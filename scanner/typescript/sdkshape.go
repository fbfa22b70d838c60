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
	if n < 2 || n > 4 || !f.importsZod() && !f.emptyShapeArgs(args, n) {
		return false
	}
	if _, ok := stringValue(unwrap(argument(args, 0)), f.Src); !ok {
		return false
	}
	if cb := unwrap(lastArgument(args)); cb == nil || !f.parents.isFunction(cb) {
		return false
	}
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "member_expression" {
		return false
	}
	recv := unwrap(extract.Field(callee, "object"))
	outer := f.enclosingFunction(call)
	if recv == nil || extract.Type(recv) != "identifier" || outer == nil || f.paramIndex(outer, recv) < 0 {
		return false
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
