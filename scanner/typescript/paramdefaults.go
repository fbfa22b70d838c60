package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Defaults of a parameter's fields that name functions.
//
//	export async function ensureReady({ backend = null, waitUntilReady = defaultWait } = {}) {
//	  if (backend) await waitUntilReady({ backend });
//	}
//	async function defaultWait({ backend }) { ... throw new Error("timed out") }
//	// a tool
//	await ensureReady({ backend });
//
// A call of a name that a parameter's object pattern binds with a default naming a function of
// the root calls what the callers' objects hold in that field ("<paramKey>.waitUntilReady",
// named by objectFieldAliases for each caller that passes one), and the default: a caller that
// leaves the field out gets it. The callee's file names the default under that key (an exact
// alias, beside the callers' own). Like every parameter key it is one set for all callers, so
// the default stays a callee even when every caller passes its own function.

// defaultedFieldKey returns the key of what a parameter's defaulted field holds when a call's
// callee is the name it binds (`waitUntilReady(...)` with `{ waitUntilReady = defaultWait }`),
// noting that the key names the default, a function of the root; "" otherwise.
func (f *file) defaultedFieldKey(callee *sitter.Node) string {
	fn, i, field, def := f.defaultedParamField(callee)
	if fn == nil {
		return ""
	}
	defKeys := f.passedFunctionKeys(def)
	if len(defKeys) == 0 {
		return ""
	}
	k := f.paramKeyOf(fn, i)
	if k == "" {
		return ""
	}
	k += "." + field
	ps := f.paramState()
	for _, d := range defKeys {
		ps.alias(k, d, false)
	}
	return k
}

// defaultedParamField returns the function, the parameter's position, the field and the
// default of an identifier bound by a field with a default of a parameter's object pattern
// (`{ wait = defaultWait }`, `{ wait: w = defaultWait }`), when that parameter is the nearest
// binding of the name and the function assigns it nowhere; nil otherwise.
func (f *file) defaultedParamField(id *sitter.Node) (*sitter.Node, int, string, *sitter.Node) {
	if id == nil || extract.Type(id) != "identifier" {
		return nil, -1, "", nil
	}
	name := extract.Content(id, f.Src)
	if _, imported := f.imports[name]; imported || f.resolve(name, id) != nil {
		return nil, -1, "", nil
	}
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		if !f.paramInfoOf(fn).bound[name] {
			continue
		}
		params := extract.Field(fn, "parameters")
		for i := 0; params != nil; i++ {
			p := argument(params, i)
			if p == nil {
				break
			}
			pat := paramPattern(p)
			if pat == nil || extract.Type(pat) != "object_pattern" {
				continue
			}
			if field, def := fieldDefault(pat, name, f.Src); field != "" && !f.mayAssign(fn, name) {
				return fn, i, field, def
			}
		}
		return nil, -1, "", nil // bound otherwise by the nearest function that binds it
	}
	return nil, -1, "", nil
}

// fieldDefault returns the field of an object pattern that binds name with a default, and the
// default (`{ name = d }`, `{ field: name = d }`); "" and nil when it binds none so.
func fieldDefault(pat *sitter.Node, name string, src []byte) (string, *sitter.Node) {
	for j := 0; j < int(extract.NamedChildCount(pat)); j++ {
		c := extract.NamedChild(pat, j)
		switch extract.Type(c) {
		case "object_assignment_pattern":
			if l := extract.Field(c, "left"); l != nil && extract.Type(l) == "shorthand_property_identifier_pattern" && extract.Content(l, src) == name {
				return name, unwrap(extract.Field(c, "right"))
			}
		case "pair_pattern":
			v := extract.Field(c, "value")
			k := extract.Field(c, "key")
			if v == nil || extract.Type(v) != "assignment_pattern" || k == nil || extract.Type(k) != "property_identifier" {
				continue
			}
			if l := extract.Field(v, "left"); l != nil && extract.Type(l) == "identifier" && extract.Content(l, src) == name {
				return extract.Content(k, src), unwrap(extract.Field(v, "right"))
			}
		}
	}
	return "", nil
}
