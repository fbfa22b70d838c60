package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries filled by the project's own registration function, which stores the object it is
// given, and read by a dispatcher of the same module:
//
//	const entries = new Map<string, Entry>();
//	export function registerEntry(entry: Entry) { entries.set(entry.name, entry); }
//	export async function runEntry(name: string, args: unknown) {
//	  const entry = entries.get(name);
//	  return entry.handler(entry.schema.parse(args));
//	}
//	// a tool module, imported for its side effect
//	registerEntry({ name: "sow", schema, handler: async (input) => { ... } });
//
// The entry is the registration function's parameter: a call of its member is a call of what
// that member of the parameter holds, "<registerEntry>!param@0.handler" (paramflow.go), which
// each file calling registerEntry with an object literal makes name the function written there
// (objectFieldAliases). So the dispatcher calls every registered handler, and what they throw
// reaches the low-level handler that calls the dispatcher.

// storedParamKeys returns the key of member method of a registry's entry that is a parameter of
// the function storing it (`entry` of `entries.set(entry.name, entry)` in `registerEntry(entry)`):
// the parameter's key with the member, or without a method the parameter's key itself (`handler`
// of `this.entries[def.name] = handler` in `add(def, handler)`, called as it is); nil for
// anything else.
func (f *file) storedParamKeys(v *sitter.Node, method string) []string {
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(v, f.Src)]; imported {
		return nil
	}
	k := f.paramKeyOf(f.paramOf(v))
	switch {
	case k == "":
		return nil
	case method == "":
		return []string{k}
	}
	return []string{k + "." + method}
}

// storedParams returns the parameters that functions of the file store in a table by other
// means than a Map's set (registryEntries reads those): `T[entry.name] = entry` in an object,
// `T.push(entry)` in an array. T is the table's name (the same variable) or a field of this of
// the same class.
func (f *file) storedParams(table *sitter.Node) []*sitter.Node {
	if table == nil {
		return nil
	}
	want := extract.Content(table, f.Src)
	if !f.srcHas(want+"[") && !f.srcHas(want+".push(") {
		return nil
	}
	var class *sitter.Node
	if extract.Type(table) != "identifier" {
		if class = f.enclosingClass(table); class == nil {
			return nil
		}
	}
	sameTable := func(obj *sitter.Node) bool {
		if obj == nil || extract.Content(obj, f.Src) != want {
			return false
		}
		if class != nil {
			return same(f.enclosingClass(obj), class)
		}
		return same(f.resolve(want, obj), f.resolve(want, table))
	}
	var out []*sitter.Node
	for _, st := range f.storesOfFile() {
		if !sameTable(st.obj) {
			continue
		}
		if v := unwrap(st.value); v != nil && extract.Type(v) == "identifier" {
			if fn, _ := f.paramOf(v); fn != nil {
				out = append(out, v)
			}
		}
	}
	return out
}

// store is a value put in a table by other means than a Map's set: `T[k] = v` with k neither a
// string nor a number, or `T.push(v)` with one argument; obj is T, unwrapped.
type store struct {
	obj, value *sitter.Node
}

// storesOfFile returns the file's stores, in the order of the tree, read in one walk: each
// table that storedParams is asked of used to walk the whole tree.
func (f *file) storesOfFile() []store {
	if f.stores != nil {
		return *f.stores
	}
	var out []store
	f.walkAll(f.Tree.RootNode(), func(n *sitter.Node) {
		switch extract.Type(n) {
		case "assignment_expression":
			l := unwrap(extract.Field(n, "left"))
			if l != nil && extract.Type(l) == "subscript_expression" {
				idx := unwrap(extract.Field(l, "index"))
				if idx != nil && extract.Type(idx) != "string" && extract.Type(idx) != "number" {
					if obj := unwrap(extract.Field(l, "object")); obj != nil {
						out = append(out, store{obj, extract.Field(n, "right")})
					}
				}
			}
		case "call_expression":
			c := unwrap(extract.Field(n, "function"))
			if c != nil && extract.Type(c) == "member_expression" && text(extract.Field(c, "property"), f.Src) == "push" {
				if obj := unwrap(extract.Field(c, "object")); obj != nil {
					if args := extract.Field(n, "arguments"); args != nil && extract.NamedChildCount(args) == 1 {
						out = append(out, store{obj, extract.NamedChild(args, 0)})
					}
				}
			}
		}
	})
	f.stores = &out
	return out
}

// storedParamCallKeys returns, one list per stored parameter, the keys of a call of member
// method on an entry of a table that functions of the file store their parameters in
// (storedParams): nil when they store none.
func (f *file) storedParamCallKeys(table *sitter.Node, method string) [][]string {
	var out [][]string
	for _, p := range f.storedParams(table) {
		if ks := f.storedParamKeys(p, method); len(ks) > 0 {
			out = append(out, ks)
		}
	}
	return out
}
