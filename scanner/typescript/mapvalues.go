package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Values taken out of a typed map.
//
//	export function createMCPServer(name: string, toolMap: Map<string, MCPTool>): Server {
//	  server.setRequestHandler(CallToolRequestSchema, async (request) => {
//	    const tool = toolMap.get(request.params.name);
//	    if (tool !== undefined) return await tool.handle(request.params.arguments);
//
// A variable bound to `m.get(k)`, with m a parameter or variable whose declared type is
// Map<K, V> or ReadonlyMap<K, V>, or a variable bound to `new Map<K, V>()`, holds a V: a method
// called on it is V's, which for an interface of the root is that of every class of the root
// that implements it (typemembers.go).

// mapGetValueType returns the value type's name node of a call `m.get(k)` on such a map, or nil.
func (f *file) mapGetValueType(call *sitter.Node) *sitter.Node {
	c := extract.Field(call, "function")
	if c == nil || extract.Type(c) != "member_expression" || text(extract.Field(c, "property"), f.Src) != "get" {
		return nil
	}
	m := unwrap(extract.Field(c, "object"))
	if m == nil || extract.Type(m) != "identifier" {
		return nil
	}
	name := extract.Content(m, f.Src)
	d := f.resolve(name, m)
	for fn := f.enclosingFunction(m); fn != nil; fn = f.enclosingFunction(fn) {
		if p := paramNamed(fn, name, f.Src); p != nil {
			if d != nil && isInside(d, fn) {
				break // a declaration inside the function is nearer
			}
			return mapValueType(extract.Field(p, "type"), f.Src)
		}
	}
	if d == nil || extract.Type(d) != "variable_declarator" {
		return nil
	}
	if t := mapValueType(extract.Field(d, "type"), f.Src); t != nil {
		return t
	}
	if v := unwrap(extract.Field(d, "value")); v != nil && extract.Type(v) == "new_expression" && text(extract.Field(v, "constructor"), f.Src) == "Map" {
		return typeName(secondTypeArgument(extract.Field(v, "type_arguments")))
	}
	return nil
}

// mapValueType returns the name node of V in a type annotation Map<K, V> or ReadonlyMap<K, V>
// (alone, or with undefined or null in a union), or nil.
func mapValueType(t *sitter.Node, src []byte) *sitter.Node {
	if t == nil {
		return nil
	}
	switch extract.Type(t) {
	case "type_annotation", "union_type", "parenthesized_type":
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			if v := mapValueType(extract.NamedChild(t, i), src); v != nil {
				return v
			}
		}
	case "generic_type":
		switch text(extract.Field(t, "name"), src) {
		case "Map", "ReadonlyMap":
			return typeName(secondTypeArgument(extract.Field(t, "type_arguments")))
		}
	}
	return nil
}

// secondTypeArgument returns the second type of a type_arguments node, or nil.
func secondTypeArgument(args *sitter.Node) *sitter.Node {
	if args == nil || extract.NamedChildCount(args) != 2 {
		return nil
	}
	return extract.NamedChild(args, 1)
}
