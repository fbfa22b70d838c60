package golang

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Typed fields built by a call. `StructuredContent: normalizeError(Fields{Code: inferCode(err)})`
// carries what normalizeError, a function of the same file, returns: the typed fields every
// non-nil return sets itself, and those of the arguments it returns or nests as its error
// envelope (`return map[string]any{"error": fields}`, `return fields`). An argument the helper
// does not pass on is not credited: `fresh(Fields{Code: c})` whose return is built from
// constants carries no code.

// built is what every non-nil value a function returns carries.
type built struct {
	typed    finding.Typed
	hasError bool  // an "error" member
	params   []int // the parameters it passes on, by position
}

// builds returns what every non-nil value fn returns carries.
func (fl *file) builds(fn *sitter.Node, depth int) built {
	var out built
	first := true
	for _, r := range returns(fn) {
		v := firstNamed(r)
		if v != nil && extract.Type(v) == "expression_list" {
			v = firstNamed(v)
		}
		v = unparen(v)
		if v == nil || text(v, fl.src) == "nil" {
			continue // no value: nothing for a client to read
		}
		t, he := fl.typedOf(v, depth+1)
		ps := fl.paramsIn(fn, v, 0)
		if first {
			out, first = built{typed: t, hasError: he, params: ps}, false
			continue
		}
		out.typed = andTyped(out.typed, t)
		out.hasError = out.hasError && he
		out.params = slices.DeleteFunc(out.params, func(p int) bool { return !slices.Contains(ps, p) })
	}
	return out
}

// callTyped credits what a call of a same-file function returns; it reports false when the
// callee is not one.
func (fl *file) callTyped(call *sitter.Node, depth int) (finding.Typed, bool, bool) {
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "identifier" {
		return finding.Typed{}, false, false
	}
	fn := fl.funcs[text(callee, fl.src)]
	if fn == nil {
		return finding.Typed{}, false, false
	}
	b := fl.builds(fn, depth)
	t, hasError := b.typed, b.hasError
	args := namedChildren(extract.Field(call, "arguments"))
	for _, i := range b.params {
		if i < len(args) {
			sub, he := fl.typedOf(args[i], depth+1)
			t = orTyped(t, sub)
			hasError = hasError || he
		}
	}
	return t, hasError, true
}

// paramsIn returns the positions of fn's parameters that a returned value passes on: itself,
// its address, or the value of an error member of a composite literal.
func (fl *file) paramsIn(fn, v *sitter.Node, depth int) []int {
	v = unparen(v)
	if v == nil || depth > 2 {
		return nil
	}
	switch extract.Type(v) {
	case "identifier":
		if d, ok := fl.resolve(v, text(v, fl.src)); ok && d.param && d.fn == fn {
			return []int{d.pos}
		}
	case "unary_expression":
		return fl.paramsIn(fn, extract.Field(v, "operand"), depth)
	case "composite_literal":
		var out []int
		for _, k := range keyedElements(extract.Field(v, "body"), fl.src) {
			switch guidance.NormalizeKey(k.key) {
			case "error", "err", "errors", "details":
				for _, p := range fl.paramsIn(fn, k.value, depth+1) {
					if !slices.Contains(out, p) {
						out = append(out, p)
					}
				}
			}
		}
		return out
	}
	return nil
}

func andTyped(a, b finding.Typed) finding.Typed {
	return finding.Typed{Code: a.Code && b.Code, Target: a.Target && b.Target, Policy: a.Policy && b.Policy,
		Retry: a.Retry && b.Retry, SideEffects: a.SideEffects && b.SideEffects}
}
