package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A callback handed to a function of the root at a parameter the function never runs:
//
//	export async function runTool(label: string, fn: () => Promise<Result>) {
//	  console.error(`[tool] ${label} called`);
//	  try { return await fn(); } catch (e) { return errorResult(e); }
//	}
//	server.tool("export", {...}, async (a) => runTool(async () => exportSheet(a)));  // label, not fn
//
// Arguments bind by position: the callback, argument 0, is `label`, which runTool only writes
// into a template; `fn` is undefined and its call throws a TypeError that the catch answers. The
// callback is never called, so nothing it throws, or the functions it calls throw, leaves the
// call: a parameter that the function only reads as text (`${label}`) or asks the type of
// (`typeof label`), and hands to no call, stores nowhere and calls nowhere, counts as caught for
// every argument it binds (argCatch), as one run inside a try that answers does. A parameter
// that is a pattern or a rest, one that a default of another parameter reads, a function that
// reads `arguments` or declares a `this` parameter, and a name any code of the function binds
// again leave the callback as run.

// neverRuns reports whether g does nothing with its parameter i that may run it: every use of
// the name in g, nested functions included, is the expression of a template substitution (of
// a template no tag gets) or the operand of typeof.
func (f *file) neverRuns(g *sitter.Node, i int) bool {
	slot := argSlot{g.ID(), i}
	if r, ok := f.neverRun[slot]; ok {
		return r
	}
	if f.neverRun == nil {
		f.neverRun = map[argSlot]bool{}
	}
	r := f.paramNeverRuns(g, i)
	f.neverRun[slot] = r
	return r
}

// paramNeverRuns is neverRuns, unremembered.
func (f *file) paramNeverRuns(g *sitter.Node, i int) bool {
	body := functionBody(g)
	ps := extract.Field(g, "parameters")
	if body == nil || ps == nil {
		return false
	}
	names := f.paramNames(g)
	if i < 0 || i >= len(names) || names[i] == "" {
		return false
	}
	name := names[i]
	for j := 0; j < int(extract.NamedChildCount(ps)); j++ {
		p := extract.NamedChild(ps, j)
		if pat := extract.Field(p, "pattern"); pat != nil && extract.Type(pat) == "this" {
			return false // `this: T` takes no argument: positions shift
		}
	}
	decls := 0
	f.walkAll(ps, func(n *sitter.Node) {
		if extract.Type(n) == "identifier" && extract.Content(n, f.Src) == name {
			decls++
		}
	})
	if decls != 1 {
		return false // a default of another parameter reads it (`b = fn()`)
	}
	ok := true
	f.walkAll(body, func(n *sitter.Node) {
		if !ok {
			return
		}
		switch extract.Type(n) {
		case "identifier", "shorthand_property_identifier", "shorthand_property_identifier_pattern":
		default:
			return
		}
		switch extract.Content(n, f.Src) {
		case "arguments", "eval":
			ok = false
			return
		case name:
		default:
			return
		}
		p := f.parent(n)
		switch {
		case extract.Type(n) != "identifier" || p == nil:
			ok = false
		case extract.Type(p) == "template_substitution":
			if t := f.parent(p); t == nil || extract.Type(t) != "template_string" || f.tagged(t) {
				ok = false // a tag gets the value itself
			}
		case extract.Type(p) == "unary_expression" && text(extract.Field(p, "operator"), f.Src) == "typeof":
		default:
			ok = false
		}
	})
	return ok
}

// tagged reports whether a template string is a tag's argument (`tag`${x}“): the tag gets the
// substitutions' values.
func (f *file) tagged(t *sitter.Node) bool {
	p := f.parent(t)
	return p != nil && extract.Type(p) == "call_expression"
}
