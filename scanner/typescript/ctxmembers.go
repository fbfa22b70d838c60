package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The members of a context object a function is handed.
//
//	// server.ts
//	const store = new KnowledgeStore(path);
//	registerTools(server, { store, jobs });
//	// tools.ts
//	export function registerTools(server, ctx) {
//	  const { store } = ctx;
//	  server.registerTool("get", {...}, async (args) => text(store.getSession(args.id)));
//	  server.registerTool("drop", {...}, async (args) => text(ctx.store.dropSession(args.id)));
//	}
//
// A method called on a field of a parameter, read as a member (`ctx.store.dropSession()`) or
// through a name that the parameter's object pattern (`function f(server, { store })`) or a
// const destructuring of the parameter among its function's own statements (`const { store } =
// ctx`) binds, is keyed through the parameter as "<paramKey>.store.dropSession" (paramflow.go).
// The files of the function's callers name it by the object they pass: a field of an object
// literal (or of a const bound to one) holding an instance of a class of the root (`new
// KnowledgeStore()`, a const bound to one, or to what a function returns on every return,
// returnedinstances.go) makes "<paramKey>.store." fall back to the class's method keys. Like
// every parameter key, it is one set for all callers; a call in a try that answers gives
// nothing.

// paramFieldOf returns the function, the parameter's position and the field of an identifier
// that names a field of a parameter: bound by the parameter's object pattern (destructuredParam),
// or by a const destructuring of the plain parameter itself among the statements of the
// function's body (`const { store, jobs: queue } = ctx`) that the function never assigns; nil
// otherwise. The nearest function that binds the name decides.
func (f *file) paramFieldOf(id *sitter.Node) (*sitter.Node, int, string) {
	if id == nil || extract.Type(id) != "identifier" {
		return nil, -1, ""
	}
	if fn, i, field := f.destructuredParam(id); fn != nil {
		return fn, i, field
	}
	name := extract.Content(id, f.Src)
	if _, imported := f.imports[name]; imported {
		return nil, -1, ""
	}
	d := f.resolve(name, id)
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		pi := f.paramInfoOf(fn)
		if pi.bound[name] || d != nil && isInside(d, fn) {
			return nil, -1, "" // a parameter (paramOf, destructuredParam) or a declaration nearer
		}
		for _, c := range f.constPatternsOf(fn) {
			field := patternField(c.pat, name, f.Src)
			if field == "" {
				continue
			}
			i := slices.Index(pi.names, extract.Content(c.value, f.Src))
			if i < 0 || f.mayAssign(fn, pi.names[i]) {
				return nil, -1, ""
			}
			return fn, i, field
		}
	}
	return nil, -1, ""
}

// constPattern is a const destructuring of a name by an object pattern, `const { a, b: c } = v`
// (pat the pattern, value the identifier v).
type constPattern struct {
	pat, value *sitter.Node
}

// constPatternsOf returns the const destructurings of a name by an object pattern among the
// statements of fn's body (a statement block), in order: what paramFieldOf looks through for
// each identifier it is asked of, read once per function.
func (f *file) constPatternsOf(fn *sitter.Node) []constPattern {
	if cs, ok := f.constPats[fn]; ok {
		return cs
	}
	var out []constPattern
	if body := functionBody(fn); body != nil && extract.Type(body) == "statement_block" {
		for j := 0; j < int(extract.NamedChildCount(body)); j++ {
			st := extract.NamedChild(body, j)
			if extract.Type(st) != "lexical_declaration" {
				continue
			}
			for k := 0; k < int(extract.NamedChildCount(st)); k++ {
				decl := extract.NamedChild(st, k)
				if extract.Type(decl) != "variable_declarator" || !f.isConstDecl(decl) {
					continue
				}
				pat, v := extract.Field(decl, "name"), unwrap(extract.Field(decl, "value"))
				if pat == nil || extract.Type(pat) != "object_pattern" || v == nil || extract.Type(v) != "identifier" {
					continue
				}
				out = append(out, constPattern{pat, v})
			}
		}
	}
	if f.constPats == nil {
		f.constPats = map[*sitter.Node][]constPattern{}
	}
	f.constPats[fn] = out
	return out
}

// objectInstanceAliases notes, for an argument at position i of a call of a function of the
// root (under each of bases) that is an object literal, or a const bound to one, what each of
// its fields that holds an instance of a class of the root is: "<base>!param@<i>.field." falls
// back to the class's method keys. A call whose throws its try answers gives nothing.
func (f *file) objectInstanceAliases(call, a *sitter.Node, i int, bases []string) {
	answered, asked := false, false
	f.literalFields(a, func(field string, v *sitter.Node) bool {
		prefixes := f.instancePrefixes(v)
		if len(prefixes) == 0 {
			return true
		}
		if !asked {
			asked, answered = true, f.answeredCall(call)
		}
		if answered {
			return false
		}
		ps := f.paramState()
		for _, b := range bases {
			for _, pre := range prefixes {
				ps.alias(paramKey(b, i)+"."+field+".", pre, true)
			}
		}
		return true
	})
}

// instancePrefixes returns the method-key prefixes of the class of the root whose instance a
// value is: `new X()` (constructedClasses), or a name bound by a const to one (read as the
// `new X()` itself, so that a class its module exports by default counts as in place) or to
// what a function returns (constInstancePrefixes); nil otherwise.
func (f *file) instancePrefixes(v *sitter.Node) []string {
	switch extract.Type(v) {
	case "new_expression":
		var out []string
		for _, c := range f.constructedClasses(v) {
			out = append(out, f.classPrefixesOf(c)...)
		}
		return out
	case "identifier", "shorthand_property_identifier":
		if d := f.resolve(extract.Content(v, f.Src), v); d != nil && extract.Type(d) == "variable_declarator" && f.isConstDecl(d) {
			if n := unwrap(extract.Field(d, "value")); n != nil && extract.Type(n) == "new_expression" {
				return f.instancePrefixes(n)
			}
		}
		return f.constInstancePrefixes(v)
	}
	return nil
}

// paramPattern returns what a parameter binds: a TypeScript parameter's pattern, or a
// JavaScript parameter itself (`function f(server, { store })`), the left side of one with a
// default (`{ store } = {}`) included; nil for a rest parameter or a comment.
func paramPattern(p *sitter.Node) *sitter.Node {
	if pat := extract.Field(p, "pattern"); pat != nil {
		return pat
	}
	switch extract.Type(p) {
	case "identifier", "object_pattern", "array_pattern":
		return p
	case "assignment_pattern":
		return extract.Field(p, "left")
	}
	return nil
}
