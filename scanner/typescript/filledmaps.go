package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
	"slices"
)

// Registries filled by a loop over a list of tools:
//
//	const tools: Array<[ToolDef, ToolHandler]> = [[timelineDef, timelineHandler], [postDef, (c, a) => post(c, a)]];
//	const handlerMap = new Map<string, ToolHandler>();
//	for (const [def, handler] of tools) handlerMap.set(def.name, handler);  // or tools.forEach(...)
//	const byName = Object.fromEntries(list.map((t) => [t.name, t.handler])); // or new Map(list.map(...))
//	...
//	const handler = handlerMap.get(request.params.name);
//	return handler(client, args);
//
// The value a registry is filled with is then a part of the loop's element (`handler` of the
// pattern `[def, handler]`, `t.handler`, `{ handler }`): it stands for that part of each element
// of the list (loopEntries), an array's by position, an object's by member, and each is an entry
// of the registry as if the file had set it itself: a function of the file or of a module of the
// root it imports, an inline function, an instance. The list is an array literal the file binds
// (its elements names bound to array or object literals, spreads of other such lists), or
// Object.values / Object.entries of an object literal. A list of another module is not followed.

// step is one step of the way from a loop's element to the part a registry holds: a position in
// an array, or a member of an object.
type step struct {
	index  int    // the position, when member is ""
	member string // the member's name
}

// loopEntries returns the parts of each element of the list a loop iterates that a registry's
// entry v stands for, when v is a name a for..of or an iteration callback binds from its element
// (or a member of one, `t.handler`); nil for anything else.
func (f *file) loopEntries(v *sitter.Node) []*sitter.Node {
	path, iterated := f.loopPath(v)
	if iterated == nil {
		return nil
	}
	var out []*sitter.Node
	for _, e := range f.listElements(unwrap(iterated), &path, 0) {
		if p := f.follow(e, path); p != nil {
			out = append(out, p)
		}
	}
	return out
}

// loopPath returns the way from a loop's element to the part v names (a name the loop binds, or
// a member of one), and the list the loop iterates; a nil list when v is no such part.
func (f *file) loopPath(v *sitter.Node) ([]step, *sitter.Node) {
	v = unwrap(v)
	var path []step
	for v != nil && extract.Type(v) == "member_expression" {
		prop := extract.Field(v, "property")
		if prop == nil || extract.Type(prop) != "property_identifier" {
			return nil, nil
		}
		path = append([]step{{member: extract.Content(prop, f.Src)}}, path...)
		v = unwrap(extract.Field(v, "object"))
	}
	if v == nil || extract.Type(v) != "identifier" {
		return nil, nil
	}
	pattern, iterated, _ := f.loopBinding(v)
	if pattern == nil {
		return nil, nil
	}
	where, ok := patternPath(unwrapTypes(pattern), extract.Content(v, f.Src), f.Src)
	if !ok {
		return nil, nil
	}
	return append(where, path...), iterated
}

// importedListKeys returns the key of a member table of another module of the root (memberTableCalls)
// for a registry's entry that is a handler member of each element of a list the module exports
// (`t.handler` or `{ handler }` over `import { tools } from "./tools.js"`): "<module>#tools.handler",
// which that module's summary passes on to each entry's member; nil for anything else.
func (f *file) importedListKeys(v *sitter.Node) []string {
	if u := unwrap(v); u == nil || extract.Type(u) != "identifier" && extract.Type(u) != "member_expression" {
		return nil
	}
	path, iterated := f.loopPath(v)
	iterated = unwrap(iterated)
	if iterated == nil || extract.Type(iterated) != "identifier" || len(path) != 1 || path[0].member == "" ||
		!slices.Contains(tableHandlerKeys, path[0].member) {
		return nil
	}
	b, ok := f.imports[extract.Content(iterated, f.Src)]
	if !ok {
		return nil
	}
	if base, rel := f.relativeModule(b.module); rel && !exportByName(b.name) {
		return moduleKeys(base, b.name+"."+path[0].member)
	}
	return nil
}

// loopBinding returns the pattern that binds an identifier's name to each element of a list, the
// list, and the for..of statement or callback that binds it, when the nearest binding of the
// name is a for..of's or the first parameter of a forEach, map or flatMap callback's; nil
// otherwise.
//
// The answer depends on the name and on the nodes from the nearest for..in statement or
// function above the identifier up (and, at a for..in, on whether the identifier is in its
// left or right): the rules ask it of every `E.m(...)` of a file, the same few names in the
// same functions, and it is kept by those (ps.loops), each walk up ending at the first such
// node.
func (f *file) loopBinding(id *sitter.Node) (pattern, iterated, binder *sitter.Node) {
	name := extract.Content(id, f.Src)
	p, child := f.parent(id), id
	for p != nil && !(forInSymbols.Holds(p) && extract.Type(p) == "for_in_statement") && !f.parents.isFunction(p) {
		p, child = f.parent(p), p
	}
	if p == nil {
		return nil, nil, nil
	}
	k := loopFrom{name, p.ID(), false}
	if !f.parents.isFunction(p) {
		k.side = same(child, extract.Field(p, "left")) || same(child, extract.Field(p, "right"))
	}
	ps := f.paramState()
	if b, ok := ps.loops[k]; ok {
		return b.pattern, b.iterated, b.binder
	}
	pattern, iterated, binder = f.loopBindingFrom(name, p, child)
	if ps.loops == nil {
		ps.loops = map[loopFrom]loopBound{}
	}
	ps.loops[k] = loopBound{pattern, iterated, binder}
	return pattern, iterated, binder
}

// loopFrom is where loopBinding's walk up meets its first for..in statement or function: the
// name, the node, and whether the walk came from the statement's left or right.
type loopFrom struct {
	name string
	at   uintptr
	side bool
}

// loopBound is loopBinding's answer.
type loopBound struct{ pattern, iterated, binder *sitter.Node }

// loopBindingFrom is loopBinding's walk up, from p, the parent of child.
func (f *file) loopBindingFrom(name string, p, child *sitter.Node) (pattern, iterated, binder *sitter.Node) {
	for ; p != nil; p, child = f.parent(p), p {
		switch {
		case forInSymbols.Holds(p) && extract.Type(p) == "for_in_statement":
			left := extract.Field(p, "left")
			if same(child, left) || same(child, extract.Field(p, "right")) || !f.binding(p).names[name] {
				continue
			}
			if text(extract.Field(p, "operator"), f.Src) != "of" {
				return nil, nil, nil
			}
			return left, extract.Field(p, "right"), p
		case f.parents.isFunction(p):
			b := f.binding(p)
			if !b.names[name] {
				continue
			}
			if b.first == nil {
				return nil, nil, nil
			}
			args := f.parent(p)
			if args == nil || extract.Type(args) != "arguments" || argumentIndex(args, p) != 0 {
				return nil, nil, nil
			}
			callee := unwrap(extract.Field(f.parent(args), "function"))
			if callee == nil || extract.Type(callee) != "member_expression" ||
				!iterationMethods[text(extract.Field(callee, "property"), f.Src)] {
				return nil, nil, nil
			}
			return b.first, extract.Field(callee, "object"), p
		}
	}
	return nil, nil, nil
}

// patternPath returns the way from the value a pattern destructures to the name it binds.
func patternPath(pattern *sitter.Node, name string, src []byte) ([]step, bool) {
	if pattern == nil {
		return nil, false
	}
	switch extract.Type(pattern) {
	case "identifier", "shorthand_property_identifier_pattern":
		return nil, extract.Content(pattern, src) == name
	case "assignment_pattern", "object_assignment_pattern":
		return patternPath(extract.Field(pattern, "left"), name, src)
	case "array_pattern":
		k := 0
		for i := 0; i < int(pattern.ChildCount()); i++ {
			c := pattern.Child(i)
			switch {
			case extract.Type(c) == ",":
				k++
			case c.IsNamed() && extract.Type(c) != "comment":
				if extract.Type(c) == "rest_pattern" {
					return nil, false
				}
				if rest, ok := patternPath(c, name, src); ok {
					return append([]step{{index: k}}, rest...), true
				}
			}
		}
	case "object_pattern":
		for i := 0; i < int(extract.NamedChildCount(pattern)); i++ {
			c := extract.NamedChild(pattern, i)
			switch extract.Type(c) {
			case "shorthand_property_identifier_pattern":
				if extract.Content(c, src) == name {
					return []step{{member: name}}, true
				}
			case "object_assignment_pattern":
				l := extract.Field(c, "left")
				if l != nil && extract.Content(l, src) == name {
					return []step{{member: name}}, true
				}
			case "pair_pattern":
				key := propertyName(extract.Field(c, "key"), src)
				if rest, ok := patternPath(extract.Field(c, "value"), name, src); ok && key != "" {
					return append([]step{{member: key}}, rest...), true
				}
			}
		}
	}
	return nil, false
}

// listElements returns the elements of a list a loop iterates: an array literal, or a name or a
// class's field bound to one (spreads of such lists too); Object.values of an object literal (its values); for
// Object.entries, the values, the path's first step (the pair's second) taken off.
func (f *file) listElements(list *sitter.Node, path *[]step, depth int) []*sitter.Node {
	if list == nil || depth > 3 {
		return nil
	}
	switch extract.Type(list) {
	case "identifier":
		if _, imported := f.imports[extract.Content(list, f.Src)]; imported {
			return nil
		}
		v := unwrap(f.valueOf(list))
		if v == nil || extract.Type(v) != "array" && extract.Type(v) != "call_expression" {
			return nil
		}
		return f.listElements(v, path, depth+1)
	case "member_expression":
		// A class's field (`this.tools = [new PingTool(), ...]`): each array it is initialized with.
		var out []*sitter.Node
		for _, init := range f.fieldTableInits(list) {
			if v := unwrap(init); v != nil && extract.Type(v) == "array" {
				out = append(out, f.listElements(v, path, depth+1)...)
			}
		}
		return out
	case "call_expression":
		fn := text(extract.Field(list, "function"), f.Src)
		if fn != "Object.values" && fn != "Object.entries" || depth > 0 && fn == "Object.entries" {
			return nil
		}
		if fn == "Object.entries" {
			if len(*path) == 0 || (*path)[0].member != "" || (*path)[0].index != 1 {
				return nil // the key, or the pair itself
			}
			*path = (*path)[1:]
		}
		obj := unwrap(argument(extract.Field(list, "arguments"), 0))
		if obj != nil && extract.Type(obj) == "identifier" {
			obj = unwrap(f.valueOf(obj))
		}
		var out []*sitter.Node
		for i := 0; obj != nil && extract.Type(obj) == "object" && i < int(extract.NamedChildCount(obj)); i++ {
			if c := extract.NamedChild(obj, i); extract.Type(c) == "pair" {
				out = append(out, extract.Field(c, "value"))
			}
		}
		return out
	case "array":
		var out []*sitter.Node
		for i := 0; i < int(extract.NamedChildCount(list)); i++ {
			switch e := extract.NamedChild(list, i); extract.Type(e) {
			case "comment":
			case "spread_element":
				if extract.NamedChildCount(e) > 0 {
					if s := unwrap(extract.NamedChild(e, 0)); s != nil && extract.Type(s) == "identifier" {
						out = append(out, f.listElements(s, path, depth+1)...)
					}
				}
			default:
				out = append(out, e)
			}
		}
		return out
	}
	return nil
}

// follow takes the path from one element of a list to the part it names: nil when the element is
// no literal the path can be read in.
func (f *file) follow(e *sitter.Node, path []step) *sitter.Node {
	for _, s := range path {
		e = unwrap(e)
		if e != nil && extract.Type(e) == "identifier" {
			if _, imported := f.imports[extract.Content(e, f.Src)]; imported {
				return nil // an element of another module: not in sight
			}
			e = unwrap(f.valueOf(e))
		}
		if e == nil {
			return nil
		}
		switch {
		case s.member == "" && extract.Type(e) == "array":
			e = argument(e, s.index)
			if e != nil && extract.Type(e) == "spread_element" {
				return nil
			}
		case s.member != "" && extract.Type(e) == "object":
			e = f.memberValue(e, s.member)
		default:
			return nil
		}
	}
	return e
}

// mappedEntries returns the values of a registry built from a list's map: `Object.fromEntries(
// L.map((t) => [t.name, t.handler]))` or `new Map(L.map(...))`, the second of the pair the
// callback returns, each element's part when it is one (loopEntries).
func (f *file) mappedEntries(init *sitter.Node) []*sitter.Node {
	if init == nil {
		return nil
	}
	var arg *sitter.Node
	switch extract.Type(init) {
	case "call_expression":
		if text(extract.Field(init, "function"), f.Src) != "Object.fromEntries" {
			return nil
		}
		arg = argument(extract.Field(init, "arguments"), 0)
	case "new_expression":
		if text(extract.Field(init, "constructor"), f.Src) != "Map" {
			return nil
		}
		arg = argument(extract.Field(init, "arguments"), 0)
	default:
		return nil
	}
	arg = unwrap(arg)
	if arg == nil || extract.Type(arg) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(arg, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), f.Src) != "map" {
		return nil
	}
	cb := unwrap(argument(extract.Field(arg, "arguments"), 0))
	if cb == nil || !f.parents.isFunction(cb) {
		return nil
	}
	var out []*sitter.Node
	for _, r := range f.returnedValuesOf(cb) {
		pair := unwrap(r)
		if pair == nil || extract.Type(pair) != "array" {
			continue
		}
		v := argument(pair, 1)
		if v == nil {
			continue
		}
		if es := f.loopEntries(v); es != nil {
			out = append(out, es...)
		} else {
			out = append(out, v)
		}
	}
	return out
}

// expandEntries replaces each entry of a registry that is a part of a loop's element by that
// part of each element of the list (loopEntries).
func (f *file) expandEntries(entries []*sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, v := range entries {
		if u := unwrap(v); u != nil && (extract.Type(u) == "identifier" || extract.Type(u) == "member_expression") {
			if es := f.loopEntries(u); es != nil {
				for _, e := range es {
					f.noteEntryFunction(e) // an inline function of the list: summarized (summaries.go)
				}
				out = append(out, es...)
				continue
			}
		}
		out = append(out, v)
	}
	return out
}

// shorthandEntryKeys returns the keys of an entry read as a shorthand member of an element
// (`{ def, handler }` in a list): the function of that name, the file's or one a module of the
// root exports.
func (f *file) shorthandEntryKeys(h *sitter.Node) []string {
	if b, ok := f.imports[extract.Content(h, f.Src)]; ok {
		if base, rel := f.relativeModule(b.module); rel && (!exportByName(b.name) || b.name == "default") {
			return moduleKeys(base, b.name) // a default import: the module's default function (defaultexports.go)
		}
		return nil
	}
	if k := f.keyOf(f.functionValue(h, 0)); k != "" {
		return []string{k}
	}
	return nil
}

// tupleEntryKey returns the key of a function written as an element of an array that is itself
// an element of an array (`[[def, (c, a) => run(c)], ...]`, a list of pairs a loop puts in a
// registry): "<module>#entry@line:col", by its place; "" for any other function.
func (f *file) tupleEntryKey(fn *sitter.Node) string {
	if extract.Type(fn) != "arrow_function" && extract.Type(fn) != "function_expression" && extract.Type(fn) != "function" {
		return ""
	}
	tuple := f.parent(fn)
	if tuple == nil || extract.Type(tuple) != "array" {
		return ""
	}
	if list := f.parent(tuple); list == nil || extract.Type(list) != "array" {
		return ""
	}
	return fmt.Sprintf("%s#entry@%d:%d", f.modPath, line(fn), column(fn))
}

// exportedEntries returns the entries of a table a module exports: the values of its literal,
// and, for a registry a loop of the module fills (`export const registry = new Map(); for (const
// [d, h] of pairs) registry.set(d.name, h)`, or one built by Object.fromEntries over a list's
// map), each element's part (registryEntries).
func (f *file) exportedEntries(d, name *sitter.Node) []*sitter.Node {
	v := unwrap(extract.Field(d, "value"))
	out := f.literalEntries(v)
	if len(out) > 0 || v == nil || extract.Type(v) != "new_expression" && extract.Type(v) != "call_expression" {
		return out
	}
	return f.registryEntries(name)
}

// importedTableKeys returns the key of a table another module of the root exports, for a call of
// a lookup in it by a computed key (`const run = rhymes.get(name); run(args)` with `import {
// rhymes } from "./wordlist.js"`), which returnedLookupKeys reads as a call of what the module's
// function `get` returns: the table may be a Map the module fills (exportedEntries), whose key
// its calls leave from. nil for anything else.
func (f *file) importedTableKeys(callee *sitter.Node) [][]string {
	holder := callee
	if extract.Type(callee) == "identifier" {
		if !f.lookupNames()[extract.Content(callee, f.Src)] {
			return nil
		}
		holder = unwrap(f.valueOf(callee))
	}
	if holder == nil || extract.Type(holder) != "call_expression" {
		return nil
	}
	table := f.lookupOf(holder)
	if table == nil || extract.Type(table) != "identifier" {
		return nil
	}
	b, ok := f.imports[extract.Content(table, f.Src)]
	if !ok {
		return nil
	}
	if base, rel := f.relativeModule(b.module); rel && b.name != "*" && b.name != "default" {
		return [][]string{{base + "#" + b.name, base + "/index#" + b.name}}
	}
	return nil
}
