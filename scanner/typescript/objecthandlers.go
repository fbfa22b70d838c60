package typescript

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Handlers registered as a member of an object literal that holds a tool's schema and function:
//
//	// tools/delete-item.ts
//	const handler = async ({ id }) => {
//	  const data = await deleteApi(`/items/${id}`);
//	  if (!data) return { content: [{ type: "text", text: "Failed to delete item" }] };
//	  ...
//	};
//	export const deleteItemTool = { schema, handler };
//	// server.ts
//	import { deleteItemTool } from "./tools/delete-item.js";
//	server.registerTool("delete_item", { inputSchema: deleteItemTool.schema }, deleteItemTool.handler);
//
// The registration names the member by the object's key (receiverKeys: "<module>#handler" and
// "<module>#deleteItemTool.handler"), which no function of the module had when the member holds a
// function of another name (`handler: runDelete`), a function written in place, or a function
// the module does not export: its returns were judged as a tool's by nobody. The module gives
// the returns of the function each member of its exported object literals holds the pending
// softerrors of a tool's handler (toolReturnPendings) within the key the registration uses:
// "<module>#<object>.<member>" for `export const <object> = {...}`, "<module>#<member>" for
// `export default {...}` (an import of the default names it so). They stand when a file of the
// root registers that key, with the registration related; an object nobody registers a member
// of reports nothing. A registration of a member of an object literal of its own file
// (`const tool = { handler: run }` then `server.registerTool("x", cfg, tool.handler)`) registers
// the function itself (objectMemberFunction).

// objectMemberFunction returns the function that a member expression `obj.m` names when obj is
// a const of the file bound to an object literal whose member m holds a function of the file
// (written in place, a method, or named by an identifier or shorthand); nil otherwise.
func (f *file) objectMemberFunction(n *sitter.Node) *sitter.Node {
	n = unwrap(n)
	if n == nil || extract.Type(n) != "member_expression" {
		return nil
	}
	obj, prop := unwrap(extract.Field(n, "object")), text(extract.Field(n, "property"), f.Src)
	if obj == nil || prop == "" || extract.Type(obj) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(obj, f.Src)]; imported {
		return nil
	}
	lit := unwrap(f.constValue(obj))
	if lit == nil || extract.Type(lit) != "object" {
		return nil
	}
	return f.memberFunction(lit, prop)
}

// memberFunction returns the function of the file that an object literal's member key holds,
// or nil.
func (f *file) memberFunction(obj *sitter.Node, key string) *sitter.Node {
	v := f.memberValue(obj, key)
	if v == nil {
		return nil
	}
	if extract.Type(v) == "shorthand_property_identifier" {
		v = f.valueOf(v)
	}
	v = unwrap(v)
	if v == nil {
		return nil
	}
	if f.parents.isFunction(v) {
		return v
	}
	if extract.Type(v) == "identifier" {
		return f.functionValue(v, 0)
	}
	return nil
}

// exportedObjectLiterals returns the object literals the module exports, each with the prefix
// of the key a registration of its member uses: "<object>." for `export const <object> = {...}`
// and "" for `export default {...}` (or a const of the file holding one).
func (f *file) exportedObjectLiterals() (objs []*sitter.Node, prefixes []string) {
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "export_statement" || extract.Field(st, "source") != nil {
			continue
		}
		if d := extract.Field(st, "declaration"); d != nil {
			if extract.Type(d) != "lexical_declaration" || d.Child(0) == nil || extract.Type(d.Child(0)) != "const" {
				continue
			}
			for j := 0; j < int(extract.NamedChildCount(d)); j++ {
				decl := extract.NamedChild(d, j)
				if extract.Type(decl) != "variable_declarator" {
					continue
				}
				name := extract.Field(decl, "name")
				if v := unwrap(extract.Field(decl, "value")); name != nil && extract.Type(name) == "identifier" && v != nil && extract.Type(v) == "object" {
					objs, prefixes = append(objs, v), append(prefixes, extract.Content(name, f.Src)+".")
				}
			}
			continue
		}
		if !strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(extract.Content(st, f.Src), "export")), "default") {
			continue
		}
		v := unwrap(extract.Field(st, "value"))
		if v != nil && extract.Type(v) == "identifier" {
			if d := f.resolve(extract.Content(v, f.Src), v); d != nil && extract.Type(d) == "variable_declarator" && f.isConstDecl(d) {
				v = unwrap(extract.Field(d, "value"))
			}
		}
		if v != nil && extract.Type(v) == "object" {
			objs, prefixes = append(objs, v), append(prefixes, "")
		}
	}
	return objs, prefixes
}

// memberHandler is a function that a member of an exported object literal holds, with the key
// a registration of that member uses.
type memberHandler struct {
	fn     *sitter.Node
	key    string
	member string
	shown  string // what a message calls it: `deleteItemTool.handler`, or the function's name
}

// memberHandlers returns the functions the members of the module's exported object literals
// hold, each with the key a registration of the member uses (see the top of this file), read
// once. A method is keyed by its name already, and a function the file registers is judged
// there.
func (f *file) memberHandlers() []memberHandler {
	if f.memberFns != nil {
		return *f.memberFns
	}
	out := []memberHandler{}
	objs, prefixes := f.exportedObjectLiterals()
	for i, obj := range objs {
		for j := 0; j < int(extract.NamedChildCount(obj)); j++ {
			c := extract.NamedChild(obj, j)
			var key string
			switch extract.Type(c) {
			case "pair":
				key = propertyName(extract.Field(c, "key"), f.Src)
			case "shorthand_property_identifier":
				key = extract.Content(c, f.Src)
			default:
				continue
			}
			if mv := f.memberValue(obj, key); key == "" || !same(mv, extract.Field(c, "value")) && !same(mv, c) {
				continue // a key written twice: its last value
			}
			fn := f.memberFunction(obj, key)
			if fn == nil || f.regByFn[fn.ID()] != nil {
				continue
			}
			shown := f.functionName(fn)
			if prefixes[i] != "" {
				shown = prefixes[i] + key // `handler` alone names nothing on a server of fifty
			}
			out = append(out, memberHandler{fn: fn, key: f.modPath + "#" + prefixes[i] + key, member: key, shown: shown})
		}
	}
	f.memberFns = &out
	return out
}

// memberHandlerKeys returns the keys of the registrations of the members of exported object
// literals that hold fn, but for a member that an exported function's own key names already
// (`export const handler = ...` held by `{ handler }`, or a function written in place under
// its key: the registration's "<module>#handler" reaches it as an exported function).
func (f *file) memberHandlerKeys(fn *sitter.Node) []string {
	var out []string
	for _, h := range f.memberHandlers() {
		if same(h.fn, fn) && !f.namedByExport(h) {
			out = append(out, h.key)
		}
	}
	return out
}

// namedByExport reports whether an exported function of the file's is the member handler
// under the key "<module>#<member>" that a registration of the member gives too.
func (f *file) namedByExport(h memberHandler) bool {
	return f.isExported(h.fn) && f.keyOf(h.fn) == f.modPath+"#"+h.member
}

// objectMemberSoftPendings returns the pending softerrors of the returns of each function a
// member of an exported object literal holds, within the key a registration of that member
// uses.
func (f *file) objectMemberSoftPendings() []extract.Pending {
	var out []extract.Pending
	keyed := map[uintptr]bool{}
	for _, fn := range f.keyedFunctions() {
		keyed[fn.ID()] = true
	}
	for _, h := range f.memberHandlers() {
		if keyed[h.fn.ID()] && f.namedByExport(h) {
			continue // exportedSoftPendings judges it
		}
		body := functionBody(h.fn)
		if body == nil || !bytes.Contains(f.Src[extract.StartByte(body):extract.EndByte(body)], []byte("content")) {
			continue
		}
		out = append(out, f.toolReturnPendings(h.fn, h.key, h.shown)...)
	}
	return out
}
