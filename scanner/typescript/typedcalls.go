package typescript

import (
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Typed fields built by a call. `structuredContent: normalizeError({ code: inferCode(e), hint })`
// carries what normalizeError's returned object carries: the keys it writes itself (objectOf
// follows a same-file call to its returned literal) and those of the arguments it copies into
// that object (`return { error: { ...fields, retryable } }`, `return { error: input }`,
// `return input`). A same-file callee is followed here; a callee imported from a relative
// module is recorded (extract.TypedCall) for the link, which reads what the callee's file says
// its returned objects carry (extract.Builds, from builds below).

// typer gathers the typed fields of a value.
type typer struct {
	f *file
	t *finding.Typed
	// calls receives the calls of other modules' functions that may supply typed fields; nil
	// when they are not followed.
	calls *[]extract.TypedCall
	hops  int // calls followed to get here
}

// maxTypedHops bounds the calls followed for one value's typed fields.
const maxTypedHops = 3

// callFields credits what the call a value evaluates to (itself or through a local) copies
// from its arguments into the object it returns.
func (ty *typer) callFields(v *sitter.Node, depth int) {
	f := ty.f
	call := f.callOf(v)
	if call == nil || ty.hops >= maxTypedHops {
		return
	}
	callee := extract.Field(call, "function")
	args := callArguments(call)
	if extract.Type(callee) == "identifier" {
		if fn := f.functionValue(callee, 0); fn != nil {
			for _, i := range f.builtParams(fn) {
				if i < len(args) {
					(&typer{f: f, t: ty.t, calls: ty.calls, hops: ty.hops + 1}).fields(args[i], depth)
				}
			}
			return
		}
	}
	if ty.calls == nil {
		return
	}
	keys := f.importedKeys(callee)
	if len(keys) == 0 {
		return
	}
	tc := extract.TypedCall{Keys: keys}
	for _, a := range args {
		var t finding.Typed
		(&typer{f: f, t: &t, hops: ty.hops + 1}).fields(a, depth)
		tc.Args = append(tc.Args, t)
	}
	*ty.calls = append(*ty.calls, tc)
}

// spreadFields credits what the calls an object spreads (`{ ...toError(e), hint }`) copy from
// their arguments.
func (ty *typer) spreadFields(obj *sitter.Node, depth int) {
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		if c := extract.NamedChild(obj, i); extract.Type(c) == "spread_element" {
			ty.callFields(extract.NamedChild(c, 0), depth)
		}
	}
}

// callOf returns the call a value evaluates to, itself or as a local's initializer, or nil.
func (f *file) callOf(v *sitter.Node) *sitter.Node {
	v = unwrap(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unwrap(f.valueOf(v))
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return nil
	}
	if callee := extract.Field(v, "function"); callee == nil || isJSONStringify(callee, f.Src) {
		return nil
	}
	return v
}

// callArguments returns a call's arguments, or nil for a tagged template.
func callArguments(call *sitter.Node) []*sitter.Node {
	args := extract.Field(call, "arguments")
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	return namedNodes(args)
}

// importedKeys returns the keys of a callee imported from a relative module (`normalizeError`
// from "./errors", `errors.normalize` from `import * as errors`), or nil.
func (f *file) importedKeys(callee *sitter.Node) []string {
	var out []string
	for _, k := range f.callKeys(callee) {
		if strings.Contains(k, "#") && !strings.HasPrefix(k, f.modPath+"#") {
			out = append(out, k)
		}
	}
	return out
}

// builtParams returns the indexes of the parameters whose typed fields every object a
// function returns carries: returned, spread into it, or nested as its error envelope.
func (f *file) builtParams(fn *sitter.Node) []int {
	if ps, ok := f.built[fn.ID()]; ok {
		return ps
	}
	var out []int
	for i, r := range f.returnedValuesOf(fn) {
		got := f.paramsIn(fn, r, 0)
		if i == 0 {
			out = got
			continue
		}
		out = slices.DeleteFunc(out, func(p int) bool { return !slices.Contains(got, p) })
	}
	f.built[fn.ID()] = out
	return out
}

// paramsIn returns the parameters of fn whose typed fields a returned value carries.
func (f *file) paramsIn(fn, v *sitter.Node, depth int) []int {
	v = unwrap(v)
	if v == nil || depth > 2 {
		return nil
	}
	var out []int
	add := func(n *sitter.Node) {
		if i := f.paramSlot(fn, n); i >= 0 && !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	switch extract.Type(v) {
	case "identifier":
		if i := f.paramSlot(fn, v); i >= 0 {
			return []int{i}
		}
		if o := f.valueOf(v); o != nil && extract.Type(o) == "object" && isInside(o, fn) {
			return f.paramsIn(fn, o, depth+1)
		}
	case "object":
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			c := extract.NamedChild(v, i)
			switch extract.Type(c) {
			case "spread_element":
				add(extract.NamedChild(c, 0))
			case "shorthand_property_identifier":
				if isEnvelopeKey(extract.Content(c, f.Src)) {
					add(c)
				}
			case "pair":
				if isEnvelopeKey(propertyName(extract.Field(c, "key"), f.Src)) {
					for _, p := range f.paramsIn(fn, extract.Field(c, "value"), depth+1) {
						if !slices.Contains(out, p) {
							out = append(out, p)
						}
					}
				}
			}
		}
	}
	return out
}

// paramSlot returns the index of the parameter an identifier names: a parameter itself, or
// the rest of a destructured one (`({ code, ...rest })`); -1 when it names none.
func (f *file) paramSlot(fn, n *sitter.Node) int {
	if i := f.paramIndex(fn, n); i >= 0 {
		return i
	}
	n = unwrap(n)
	ps := extract.Field(fn, "parameters")
	if n == nil || ps == nil || (extract.Type(n) != "identifier" && extract.Type(n) != "shorthand_property_identifier") {
		return -1
	}
	name := extract.Content(n, f.Src)
	if d := f.resolve(name, n); d != nil && isInside(d, fn) && extract.Type(d) == "variable_declarator" {
		return -1 // shadowed by a local declaration
	}
	i := 0
	for j := 0; j < int(extract.NamedChildCount(ps)); j++ {
		p := extract.NamedChild(ps, j)
		if extract.Type(p) == "comment" {
			continue
		}
		if pat := extract.Field(p, "pattern"); pat != nil {
			p = pat
		}
		if extract.Type(p) == "object_pattern" {
			for k := 0; k < int(extract.NamedChildCount(p)); k++ {
				if r := extract.NamedChild(p, k); extract.Type(r) == "rest_pattern" && extract.NamedChild(r, 0) != nil && extract.Content(extract.NamedChild(r, 0), f.Src) == name {
					return i
				}
			}
		}
		i++
	}
	return -1
}

// builds says what every object a function returns carries, for the link: the typed fields it
// writes itself in every return and the parameters it copies. Nil when it says nothing.
func (f *file) builds(fn *sitter.Node) *extract.Builds {
	rs := f.returnedValuesOf(fn)
	if len(rs) == 0 {
		return nil
	}
	var bits uint64
	for i, r := range rs {
		var t finding.Typed
		if f.objectOf(r, 0) != nil {
			f.typedFields(r, &t, 0)
		}
		if i == 0 {
			bits = extract.TypedBits(t)
		} else {
			bits &= extract.TypedBits(t)
		}
	}
	b := &extract.Builds{Typed: extract.TypedFromBits(bits), Params: f.builtParams(fn)}
	if bits == 0 && len(b.Params) == 0 {
		return nil
	}
	return b
}
