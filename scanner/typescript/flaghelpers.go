package typescript

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Flag helpers take the flag as an argument: `function text(t: string, isError = false)` returns
// `{ content: [...], isError }`. Such a function is not a site for every call, only for those that
// pass true: its key carries the parameter's index (flagSuffix), and every call that passes the
// literal true at index i also names the key with that suffix (calls), so that extract.Link counts
// exactly the calls that build an error. Calls passing a variable copy a flag that may be false
// and are not counted.

// flagSuffix is the key suffix of a flag helper whose isError comes from parameter i.
func flagSuffix(i int) string { return fmt.Sprintf("!true@%d", i) }

// paramIndex returns the index among fn's parameters of the one n names, or -1.
func (f *file) paramIndex(fn, n *sitter.Node) int {
	n = unwrap(n)
	if fn == nil || n == nil || (extract.Type(n) != "identifier" && extract.Type(n) != "shorthand_property_identifier") {
		return -1
	}
	name := extract.Content(n, f.Src)
	if d := f.resolve(name, n); d != nil && isInside(d, fn) {
		return -1 // shadowed by a local declaration
	}
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		if p := extract.Field(fn, "parameter"); p != nil && extract.Content(p, f.Src) == name {
			return 0
		}
		return -1
	}
	i := 0
	for j := 0; j < int(extract.NamedChildCount(ps)); j++ {
		p := extract.NamedChild(ps, j)
		if extract.Type(p) == "comment" {
			continue
		}
		if paramName(p, f.Src) == name {
			return i
		}
		i++
	}
	return -1
}

// paramName returns the name a simple parameter binds (`x`, `x = false`, `x?: boolean`), or "".
func paramName(p *sitter.Node, src []byte) string {
	if p == nil {
		return ""
	}
	switch extract.Type(p) {
	case "identifier":
		return extract.Content(p, src)
	case "required_parameter", "optional_parameter":
		if pat := extract.Field(p, "pattern"); pat != nil && extract.Type(pat) == "identifier" {
			return extract.Content(pat, src)
		}
	case "assignment_pattern":
		if l := extract.Field(p, "left"); l != nil && extract.Type(l) == "identifier" {
			return extract.Content(l, src)
		}
	}
	return ""
}

// guardOf returns the condition of the if statement a flag assignment is the consequence of
// (`if (isError) result.isError = true;`), or nil.
func (f *file) guardOf(n, fn *sitter.Node) *sitter.Node {
	for p := f.parent(n); p != nil && (fn == nil || !same(p, fn)); p = f.parent(p) {
		switch extract.Type(p) {
		case "expression_statement", "statement_block":
			continue
		case "if_statement":
			if alt := extract.Field(p, "alternative"); alt != nil && isInside(n, alt) {
				return nil
			}
			return extract.Field(p, "condition")
		}
		return nil
	}
	return nil
}

// flagBranch recognises an object spread into a result under a condition: `...(c ? obj : {})` or
// `...(c && obj)`. It returns the outer result object and, when c is a parameter of fn, its index
// (else -1); nil when obj is not such a branch.
func (f *file) flagBranch(obj, fn *sitter.Node) (*sitter.Node, int) {
	p := f.parent(obj)
	for p != nil && extract.Type(p) == "parenthesized_expression" {
		p = f.parent(p)
	}
	if p == nil {
		return nil, -1
	}
	var cond *sitter.Node
	switch extract.Type(p) {
	case "ternary_expression":
		cond = extract.Field(p, "condition")
	case "binary_expression":
		if op := extract.Field(p, "operator"); op == nil || extract.Type(op) != "&&" {
			return nil, -1
		}
		cond = extract.Field(p, "left")
	default:
		return nil, -1
	}
	spread := f.parent(p)
	for spread != nil && extract.Type(spread) == "parenthesized_expression" {
		spread = f.parent(spread)
	}
	if spread == nil || extract.Type(spread) != "spread_element" {
		return nil, -1
	}
	outer := f.parent(spread)
	if outer == nil || extract.Type(outer) != "object" {
		return nil, -1
	}
	return outer, f.paramIndex(fn, cond)
}

// copiesIsError reports whether the condition an object is spread under reads another isError
// flag (`...(message.isError ? { isError: true } : {})`): the copy of a flag that may be false.
func (f *file) copiesIsError(branch *sitter.Node) bool {
	p := f.parent(branch)
	if p == nil {
		return false
	}
	var cond *sitter.Node
	switch extract.Type(p) {
	case "ternary_expression":
		cond = extract.Field(p, "condition")
	case "binary_expression":
		cond = extract.Field(p, "left")
	}
	return cond != nil && strings.Contains(strings.ToLower(extract.Content(cond, f.Src)), "iserror")
}

// flagArgKeys returns the flag-helper keys a call names: for each argument that is the literal
// true, every key of the callee with that argument's suffix.
func (f *file) flagArgKeys(call *sitter.Node, keys []string) []string {
	if len(keys) == 0 {
		return nil
	}
	args := extract.Field(call, "arguments")
	if args == nil || !bytes.Contains(f.Src[extract.StartByte(args):extract.EndByte(args)], []byte("true")) {
		return nil
	}
	var out []string
	for i := 0; ; i++ {
		a := argument(args, i)
		if a == nil {
			break
		}
		if isTrue(a, f.Src) {
			for _, k := range keys {
				out = append(out, k+flagSuffix(i))
			}
		}
	}
	return out
}

// flagParamOf returns the index of the parameter a function copies into the isError of a result it
// returns, or -1.
func (f *file) flagParamOf(fn *sitter.Node) int {
	for _, r := range f.returnedValuesOf(fn) {
		obj := f.objectOf(r, 0)
		if obj == nil {
			continue
		}
		if v, ok := f.members(obj, 0).values["isError"]; ok {
			if i := f.paramIndex(fn, v); i >= 0 {
				return i
			}
		}
	}
	return -1
}

// wrapperHelpers returns Helper records for the same-file functions that only wrap a helper of
// this file (`const errorResponse = (m) => createResponse(m, true)`): every non-null return calls
// it (passing true at a flag helper's flag). Their calls count as uses of the wrapped helper's
// site, the wrapper's own call among them.
func (f *file) wrapperHelpers(sites []*site) []extract.Helper {
	byFn := map[uintptr]*site{}
	for _, s := range sites {
		if s.helper != "" && s.where.fn != nil {
			if _, ok := byFn[s.where.fn.ID()]; !ok {
				byFn[s.where.fn.ID()] = s
			}
		}
	}
	if len(byFn) == 0 {
		return nil
	}
	var out []extract.Helper
	for _, name := range slices.Sorted(maps.Keys(f.decls)) { // records in a stable order
		for _, d := range f.decls[name] {
			fn := d
			if extract.Type(d) == "variable_declarator" {
				fn = unwrap(extract.Field(d, "value"))
			}
			if fn == nil || !f.parents.isFunction(fn) || f.sdkReg(fn) != nil || byFn[fn.ID()] != nil {
				continue
			}
			if pk := f.wrappedHelper(fn, byFn); pk != "" {
				out = append(out, extract.Helper{Key: f.modPath + "#" + name, PathKey: pk}, extract.Helper{Key: name, PathKey: pk})
			}
		}
	}
	return out
}

// wrappedHelper returns the pathKey of the one helper every non-null return of fn calls, or "".
func (f *file) wrappedHelper(fn *sitter.Node, byFn map[uintptr]*site) string {
	pk := ""
	for _, r := range f.returnedValuesOf(fn) {
		if isNullish(r, f.Src) {
			continue
		}
		call := unwrap(r)
		if call == nil || extract.Type(call) != "call_expression" {
			return ""
		}
		target := f.calledFunction(extract.Field(call, "function"))
		if target == nil {
			return ""
		}
		s := byFn[target.ID()]
		if s == nil || (s.flagParam >= 0 && !isTrue(argument(extract.Field(call, "arguments"), s.flagParam), f.Src)) {
			return ""
		}
		if pk != "" && pk != s.helper {
			return ""
		}
		pk = s.helper
	}
	return pk
}
