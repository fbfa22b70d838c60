package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool lists that a function of another module picks from the list it is handed:
//
//	// routing/registry.ts
//	export const filterTools = (all, options) => all.filter((t) => !options.readOnly || t.readOnly);
//	// server.ts
//	const allTools = createAllTools(ctx);
//	const filtered = filterTools(allTools, { readOnly });
//	for (const tool of filtered) server.registerTool(tool.name, {...}, async (p) => tool.handler(p));
//
// A name bound to a call of a function another module exports is that function's list
// (fetchedTableKeys, "<module>#filterTools.handler"). A function whose every return hands back
// its parameter j's elements (the parameter itself, `p.filter(...)`, `p.slice(...)`,
// `p.toSorted(...)`, `p.sort(...)`, `[...p]`, such a call on one of those, or a conditional
// whose branches are both such values of p) makes that key
// name what its callers pass there: its module's aliases send "<module>#fn.<member>" to
// "<module>#fn!param@j.<member>", and the file of a call that binds such a list names, under
// the latter, the members of the list it passes as argument j (a name bound to a list literal,
// to another module's list, or to a call of a function another module exports). Like every
// parameter key it is one set for all callers.

// pickMethods are the array methods that return some of the array's own elements.
var pickMethods = map[string]bool{"filter": true, "slice": true, "toSorted": true, "sort": true, "toReversed": true, "reverse": true}

// pickedListAliases returns the aliases of the module's exported functions whose every return
// hands back elements of a parameter's list (pickedParam).
func (f *file) pickedListAliases() []extract.Alias {
	var out []extract.Alias
	for _, decl := range f.exportedDeclarations() {
		var name, fn *sitter.Node
		switch extract.Type(decl) {
		case "function_declaration":
			name, fn = extract.Field(decl, "name"), decl
		case "lexical_declaration":
			if extract.NamedChildCount(decl) != 1 {
				continue
			}
			d := extract.NamedChild(decl, 0)
			if v := unwrap(extract.Field(d, "value")); extract.Type(d) == "variable_declarator" && v != nil && f.parents.isFunction(v) {
				name, fn = extract.Field(d, "name"), v
			}
		}
		if name == nil || fn == nil || extract.Type(name) != "identifier" {
			continue
		}
		j := f.pickedParam(fn)
		if j < 0 {
			continue
		}
		key := f.modPath + "#" + extract.Content(name, f.Src)
		for _, m := range tableHandlerKeys {
			out = append(out, extract.Alias{From: key + "." + m, To: paramKey(key, j) + "." + m})
		}
	}
	return out
}

// pickedParam returns the position of the parameter whose list every return of fn hands back
// elements of (pickedFrom), when fn never assigns it; -1 otherwise.
func (f *file) pickedParam(fn *sitter.Node) int {
	rs := f.returnedValuesOf(fn)
	if len(rs) == 0 {
		return -1
	}
	names := f.paramNames(fn)
	j := -1
	for _, r := range rs {
		p := f.pickedFrom(r, 0)
		if p == "" {
			return -1
		}
		i := slices.Index(names, p)
		if i < 0 || j >= 0 && i != j {
			return -1
		}
		j = i
	}
	if f.mayAssign(fn, names[j]) {
		return -1
	}
	return j
}

// pickedFrom returns the name whose list a returned value hands back elements of: the name
// itself, a pick method's call on such a value, an array of one spread of one, or a conditional
// whose branches both are such values of the name; "" otherwise.
func (f *file) pickedFrom(v *sitter.Node, depth int) string {
	v = unwrap(v)
	if v == nil || depth > 4 {
		return ""
	}
	switch extract.Type(v) {
	case "identifier":
		return extract.Content(v, f.Src)
	case "call_expression":
		callee := unwrap(extract.Field(v, "function"))
		if callee == nil || extract.Type(callee) != "member_expression" {
			return ""
		}
		obj, m := f.memberParts(callee)
		if !pickMethods[m] {
			return ""
		}
		return f.pickedFrom(obj, depth+1)
	case "ternary_expression":
		a, b := f.pickedFrom(extract.Field(v, "consequence"), depth+1), f.pickedFrom(extract.Field(v, "alternative"), depth+1)
		if a != b {
			return ""
		}
		return a
	case "array":
		if extract.NamedChildCount(v) != 1 || extract.Type(extract.NamedChild(v, 0)) != "spread_element" {
			return ""
		}
		return f.pickedFrom(extract.NamedChild(extract.NamedChild(v, 0), 0), depth+1)
	}
	return ""
}

// notePickedArgs notes, for a call of a function another module exports (base, name) that
// binds a list, what the members of the lists it is handed are: for each argument j that is a
// name declared before the call and bound to a list (tableMemberKeys),
// "<module>#name!param@j.<member>" names those members' keys.
func (f *file) notePickedArgs(call *sitter.Node, base, name, member string) {
	args := extract.Field(call, "arguments")
	for j := 0; ; j++ {
		a := argument(args, j)
		if a == nil {
			return
		}
		a = unwrap(a)
		if a == nil || extract.Type(a) != "identifier" {
			continue
		}
		d := f.resolve(extract.Content(a, f.Src), a)
		if d == nil || extract.EndByte(d) > extract.StartByte(call) {
			continue // none, or declared after the call: no way back to it (a cycle of consts)
		}
		var keys []string
		for _, ks := range f.tableMemberKeys(a, member) {
			keys = append(keys, ks...)
		}
		ps := f.paramState()
		for _, k := range moduleKeys(base, name) {
			for _, to := range keys {
				ps.alias(paramKey(k, j)+"."+member, to, false)
			}
		}
	}
}
