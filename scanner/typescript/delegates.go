package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// indexDelegates registers, as handlers of the same tool, the same-file functions whose result a
// tool handler returns as its own, given the handler's arguments:
//
//	server.setRequestHandler(CallToolRequestSchema, async (request) => handleCall(request));
//	case "search": return await this.search(args);
//
// Their returns are the tool's results (softerror reads them) and their throws reach the SDK
// unless the delegating call sits in a try (throws.go). One level deep: a delegate's own
// delegates are not followed. A function whose every return builds an isError result is a helper
// (helpers.go), and one that copies isError from a value is a flag helper (flaghelpers.go): neither
// is a delegate, even when it is passed the arguments.
func (f *file) indexDelegates() {
	regs := f.regs
	for _, r := range regs {
		if !r.isToolKind() || r.delegate {
			continue
		}
		params := parameterNames(r.fn, f.Src)
		if len(params) == 0 {
			continue
		}
		for _, v := range f.returnedValuesOf(r.fn) {
			call := unwrap(v)
			if call == nil || extract.Type(call) != "call_expression" || !f.passesAny(call, params) {
				continue
			}
			d, wrapCaught := f.delegateOf(extract.Field(call, "function"))
			if d == nil || f.regByFn[d.ID()] != nil || f.allReturnsError(d) || f.copiesFlag(d) {
				continue
			}
			tool := r.tool
			if r.kind == regLowLevel {
				tool = f.switchCaseName(call, r.fn)
			}
			f.register(&registration{kind: r.kind, api: r.api, tool: tool, call: r.call, config: r.config,
				delegate: true, shielded: wrapCaught || r.shielded || f.caught(call, r.fn), wrapped: r.wrapped, derived: r.derived,
				via: r.via, viaMsg: r.viaMsg, shieldKeys: r.shieldKeys}, d) // what catches the handler's throws catches its delegate's
		}
	}
}

// copiesFlag reports whether a function returns a result whose isError is copied from a value
// (`{ content, isError }` with isError an argument): a result builder (a flag helper), not a
// delegate.
func (f *file) copiesFlag(fn *sitter.Node) bool {
	for _, r := range f.returnedValuesOf(fn) {
		obj := f.objectOf(r, 0)
		if obj == nil {
			continue
		}
		if v, ok := f.members(obj, 0).values["isError"]; ok && !isTrue(v, f.Src) && extract.Type(unwrap(v)) != "false" {
			return true
		}
	}
	return false
}

// parameterNames returns the identifiers a function binds as parameters, including those
// destructured from them (`({ name, arguments: args })`).
func parameterNames(fn *sitter.Node, src []byte) map[string]bool {
	out := map[string]bool{}
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		ps = extract.Field(fn, "parameter") // `x => ...`
	}
	if ps == nil {
		return out
	}
	var collect func(n *sitter.Node)
	collect = func(n *sitter.Node) {
		switch extract.Type(n) {
		case "identifier", "shorthand_property_identifier_pattern":
			out[extract.Content(n, src)] = true
			return
		case "type_annotation", "comment":
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			c := extract.NamedChild(n, i)
			if extract.Type(n) == "pair_pattern" && same(c, extract.Field(n, "key")) {
				continue
			}
			collect(c)
		}
	}
	collect(ps)
	return out
}

// passesAny reports whether a call hands over the handler's arguments as they are: some argument
// is one of the names, a member chain rooted at one (`request.params.arguments`), a local
// constant bound to either (`const args = request.params.arguments ?? {}`), or an object of
// shorthand names (`{ from, to }`). A call that builds something from them (`json({ error, id })`,
// a template mentioning id) is a result builder, not a delegate.
func (f *file) passesAny(call *sitter.Node, names map[string]bool) bool {
	args := extract.Field(call, "arguments")
	for i := 0; ; i++ {
		a := argument(args, i)
		if a == nil {
			return false
		}
		if f.isHandedOver(a, names, 0) {
			return true
		}
	}
}

// isHandedOver reports whether an argument is one of the names passed on as they are.
func (f *file) isHandedOver(n *sitter.Node, names map[string]bool, depth int) bool {
	n = unwrap(n)
	if n == nil || depth > 2 {
		return false
	}
	switch extract.Type(n) {
	case "identifier":
		if names[extract.Content(n, f.Src)] {
			return true
		}
		d := f.resolve(extract.Content(n, f.Src), n)
		if d == nil || extract.Type(d) != "variable_declarator" {
			return false
		}
		v := unwrap(extract.Field(d, "value"))
		if v != nil && extract.Type(v) == "binary_expression" {
			if op := extract.Field(v, "operator"); op != nil && (extract.Type(op) == "??" || extract.Type(op) == "||") {
				v = extract.Field(v, "left")
			}
		}
		return f.isHandedOver(v, names, depth+1)
	case "member_expression":
		for o := n; o != nil; o = unwrap(extract.Field(o, "object")) {
			if extract.Type(o) == "identifier" {
				return names[extract.Content(o, f.Src)]
			}
			if extract.Type(o) != "member_expression" {
				return false
			}
		}
	case "object":
		if extract.NamedChildCount(n) == 0 {
			return false
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			c := extract.NamedChild(n, i)
			if extract.Type(c) != "shorthand_property_identifier" || !names[extract.Content(c, f.Src)] {
				return false
			}
		}
		return true
	}
	return false
}

// calledFunction resolves a callee to a same-file function: a local function by name, or a
// method called on this (or on the class) when the file declares exactly one of that name.
func (f *file) calledFunction(callee *sitter.Node) *sitter.Node {
	if callee == nil {
		return nil
	}
	switch extract.Type(callee) {
	case "identifier":
		if _, imported := f.imports[extract.Content(callee, f.Src)]; imported {
			return nil
		}
		fn := f.functionValue(callee, 0)
		if fn != nil && f.parents.isFunction(fn) {
			return fn
		}
	case "member_expression":
		obj := extract.Field(callee, "object")
		if obj == nil || extract.Type(obj) != "this" {
			return nil
		}
		m, _ := f.soleMethod(text(extract.Field(callee, "property"), f.Src))
		return m
	}
	return nil
}

// soleMethod returns the method of that name when the file declares exactly one (nil for two or
// more), and whether it declares any.
func (f *file) soleMethod(name string) (m *sitter.Node, declared bool) {
	for _, d := range f.decls[name] {
		if extract.Type(d) == "method_definition" {
			if m != nil {
				return nil, true
			}
			m = d
		}
	}
	return m, m != nil
}

// switchCaseName returns the string value of the switch case n sits in, within fn, or "".
func (f *file) switchCaseName(n, fn *sitter.Node) string {
	for p := f.parent(n); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "switch_case" {
			s, _ := stringValue(extract.Field(p, "value"), f.Src)
			return s
		}
	}
	return ""
}

// indexDispatch records, as foreign tools, the functions of other modules that a low-level
// tools/call handler calls for one tool, in a case of its switch on the tool name:
//
//	case "force_terminate":
//	    result = await handlers.handleForceTerminate(args);
//	    break;
//
// The function's returns are that tool's results (crossrules.go).
func (f *file) indexDispatch() {
	for _, r := range f.regs {
		if r.kind != regLowLevel {
			continue
		}
		body := functionBody(r.fn)
		if body == nil {
			continue
		}
		returned := map[string]bool{}
		for _, v := range f.returnedValuesOf(r.fn) {
			if v = unwrap(v); v != nil && extract.Type(v) == "identifier" {
				returned[extract.Content(v, f.Src)] = true
			}
		}
		f.walkOwn(body, func(n *sitter.Node) {
			if extract.Type(n) != "call_expression" {
				return
			}
			p := f.parent(f.pastAwait(n))
			switch {
			case p == nil:
				return
			case extract.Type(p) == "return_statement":
			case extract.Type(p) == "assignment_expression" || extract.Type(p) == "variable_declarator":
				// `result = await handle(args)`, the handler returning result as it is
				target := extract.Field(p, "left")
				if target == nil {
					target = extract.Field(p, "name")
				}
				if !returned[text(target, f.Src)] {
					return
				}
			default:
				return
			}
			tool := f.switchCaseName(n, r.fn)
			if tool == "" {
				return
			}
			if f.calledFunction(extract.Field(n, "function")) != nil {
				return // a same-file function: a delegate's business (indexDelegates)
			}
			f.noteForeign(&registration{kind: regLowLevel, api: r.api, tool: tool, call: n}, extract.Field(n, "function"))
		})
	}
}
