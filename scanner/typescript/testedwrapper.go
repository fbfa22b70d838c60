package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A wrapper of the file that tests what the handler it is given returns before passing it on:
//
//	function withToolHandler(handler, fallback) {
//		return async (args) => {
//			const result = await handler(args);
//			if (!result.success) {
//				return { content: [{ type: "text", text: result.error ?? fallback }], isError: true };
//			}
//			return { content: [{ type: "text", text: JSON.stringify(result) }] };
//		};
//	}
//	server.registerTool("list", {...}, withToolHandler((args) => listThings(args), "list failed"));
//
// The handler (the callback, a wrapped registration) returns listThings's `{ success: false,
// error }`, which the wrapper's falsy test of the success flag answers with an isError result:
// a value whose flag is missing or false does not reach the return that passes it on. Only a
// falsy test (`!result.success`, `!result?.ok`) of a flag of successFlags counts, in an if
// without else straight after the call's const (nothing between returns), whose every way out
// is a return of an isError result or a throw. A value the handler's return hands over whose
// flag may be true (a literal object with the flag set otherwise) passes the test and is
// judged as before; so does every value under `result.success === false` or `result.error`,
// which a failure object without that member passes. A call's value counts as answered: the
// callee's failure objects are another function's, not known here, and a failure object that
// sets the flag true (`{ success: true, error }`) would pass the test unseen; the root's
// failure objects set it false or leave it out.

// wrapperTestedFlag returns the success flag whose falsy test the wrapper a wrapped
// registration's handler is handed to answers with an isError result before passing the
// handler's value on, or "".
func (f *file) wrapperTestedFlag(r *registration) string {
	if r == nil || !r.wrapped || r.fn == nil {
		return ""
	}
	args := f.parent(r.fn)
	if args == nil || extract.Type(args) != "arguments" {
		return ""
	}
	call := f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return ""
	}
	wrapper := f.calledFunction(extract.Field(call, "function"))
	if wrapper == nil {
		return ""
	}
	param := parameterAt(wrapper, argumentIndex(args, r.fn), f.Src)
	runner := f.returnedFunction(wrapper)
	if param == "" || runner == nil {
		return ""
	}
	body := functionBody(runner)
	if body == nil || extract.Type(body) != "statement_block" {
		return ""
	}
	name := ""
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		stmt := extract.NamedChild(body, i)
		if name == "" {
			name = f.paramCallConst(stmt, param)
			if name == "" && f.namesIn(stmt, param) {
				return "" // the handler called, or handed on, before
			}
			continue
		}
		if extract.Type(stmt) == "if_statement" {
			if flag := falsyFlagTest(extract.Field(stmt, "condition"), name, f.Src); flag != "" {
				if extract.Field(stmt, "alternative") == nil && f.answersWithError(extract.Field(stmt, "consequence")) {
					return flag
				}
			}
			return ""
		}
		if hasReturn(stmt) {
			return ""
		}
	}
	return ""
}

// paramCallConst returns the name a const declaration binds to the call of param, awaited or
// not (`const result = await handler(args)`), or "".
func (f *file) paramCallConst(stmt *sitter.Node, param string) string {
	if extract.Type(stmt) != "lexical_declaration" || extract.NamedChildCount(stmt) != 1 {
		return ""
	}
	d := extract.NamedChild(stmt, 0)
	if extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return ""
	}
	id := extract.Field(d, "name")
	v := unwrap(extract.Field(d, "value"))
	if id == nil || extract.Type(id) != "identifier" || v == nil || extract.Type(v) != "call_expression" {
		return ""
	}
	if c := unwrap(extract.Field(v, "function")); c == nil || extract.Type(c) != "identifier" || extract.Content(c, f.Src) != param {
		return ""
	}
	return extract.Content(id, f.Src)
}

// hasReturn reports whether a statement holds a return of its function's own.
func hasReturn(stmt *sitter.Node) bool {
	if extract.Type(stmt) == "return_statement" {
		return true
	}
	found := false
	walkOwn(stmt, func(n *sitter.Node) {
		if extract.Type(n) == "return_statement" {
			found = true
		}
	})
	return found
}

// falsyFlagTest returns the flag of successFlags a condition tests falsy on name
// (`!name.success`, `!name?.ok`, parenthesized), or "".
func falsyFlagTest(cond *sitter.Node, name string, src []byte) string {
	c := unwrap(cond)
	if c == nil || extract.Type(c) != "unary_expression" || text(extract.Field(c, "operator"), src) != "!" {
		return ""
	}
	m := unwrap(extract.Field(c, "argument"))
	if m == nil || extract.Type(m) != "member_expression" {
		return ""
	}
	obj := unwrap(extract.Field(m, "object"))
	if obj == nil || extract.Type(obj) != "identifier" || extract.Content(obj, src) != name {
		return ""
	}
	p := text(extract.Field(m, "property"), src)
	for _, k := range successFlags {
		if p == k {
			return p
		}
	}
	return ""
}

// answersWithError reports whether every way out of a branch is a return of an isError result
// or a throw: each of its own returns gives one, and it ends in a return or a throw.
func (f *file) answersWithError(branch *sitter.Node) bool {
	if branch == nil {
		return false
	}
	last := branch
	if extract.Type(branch) == "statement_block" {
		last = lastStatement(branch)
	}
	if last == nil || extract.Type(last) != "return_statement" && extract.Type(last) != "throw_statement" {
		return false
	}
	ok := true
	walkOwn(branch, func(n *sitter.Node) {
		if extract.Type(n) == "return_statement" && !f.returnsError(extract.NamedChild(n, 0), 0) {
			ok = false
		}
	})
	if extract.Type(branch) == "return_statement" && !f.returnsError(extract.NamedChild(branch, 0), 0) {
		return false
	}
	return ok
}

// flagTestAnswers reports whether the falsy test of flag answers a value a handler returns: a
// call (what the callee returns is another function's failure object, judged by the flag it
// leaves out or sets false), text or a template (no flag at all), or an object literal whose
// flag is missing or a false, null or undefined literal.
func (f *file) flagTestAnswers(v *sitter.Node, flag string) bool {
	v = unwrap(v)
	if v == nil {
		return false
	}
	switch extract.Type(v) {
	case "call_expression", "await_expression", "string", "template_string":
		return true
	case "object":
		fv, ok := f.members(v, 0).values[flag]
		if !ok {
			return true
		}
		fv = unwrap(fv)
		return fv != nil && (extract.Type(fv) == "false" || isNullish(fv, f.Src))
	}
	return false
}
