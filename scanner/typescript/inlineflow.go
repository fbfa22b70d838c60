package typescript

import "github.com/mcperr/mcperr/scanner/extract"

import sitter "github.com/smacker/go-tree-sitter"

// A registration function whose own handler calls the callback it is given and builds the
// tool's result around what the callback returns:
//
//	const tool = (name, shape, cb) => {
//	  server.registerTool(name, { inputSchema: shape }, (async (args) => {
//	    try {
//	      const text = await cb(args);
//	      return { content: [{ type: "text", text }] };
//	    } catch (e) { return { content: [{ type: "text", text: e.message }], isError: true }; }
//	  }) as any);
//	};
//
// Each callback given to tool is a tool: a string it returns becomes the text of a success
// (wrapped), and when every call of it sits in a try whose catch answers, what it throws reaches
// that catch, never the SDK (shielded). A handler that never calls the callback, or calls it
// and answers with something else, makes no tool of it.

// inlineFlow returns the index of the parameter of outer that an inline handler h calls, when
// what that call returns reaches one of h's returns, directly (`return { text: await cb(args)
// }`) or through the variable it initialises or is assigned to; whether the returned value is
// built around it (not the call's value itself: `return await cb(args)` hands it on as it is);
// and whether every call of it is caught by a try of h whose catch answers. -1 otherwise: no
// call, calls of two parameters, or no call whose value is returned.
func (f *file) inlineFlow(outer, h *sitter.Node) (param int, built, shielded bool) {
	h = unwrap(h)
	if h == nil || !f.parents.isFunction(h) {
		return -1, false, false
	}
	body := functionBody(h)
	if body == nil {
		return -1, false, false
	}
	param = -1
	var calls []*sitter.Node
	mixed := false
	f.walkOwn(body, func(n *sitter.Node) {
		if extract.Type(n) != "call_expression" {
			return
		}
		callee := unwrap(extract.Field(n, "function"))
		if callee == nil || extract.Type(callee) != "identifier" {
			return
		}
		i := f.paramIndex(outer, callee)
		if i < 0 || f.isNameParam(outer, i) {
			return
		}
		if param >= 0 && param != i {
			mixed = true
		}
		param = i
		calls = append(calls, n)
	})
	if param < 0 || mixed {
		return -1, false, false
	}
	var returns []*sitter.Node
	if extract.Type(body) == "statement_block" {
		f.walkOwn(body, func(n *sitter.Node) {
			if extract.Type(n) == "return_statement" {
				returns = append(returns, n)
			}
		})
	}
	flows := false
	built, shielded = false, true
	for _, c := range calls {
		if !f.caughtQuietly(c, h) {
			shielded = false
		}
		if asIs, ok := f.returnedFrom(c, body, returns); ok {
			flows = true
			built = built || !asIs
		}
	}
	if !flows {
		return -1, false, false
	}
	return param, built, shielded
}

// returnedFrom reports whether what call returns reaches one of the returns (or the expression
// body), and whether as it is: the returned value is the call or the variable it sets.
func (f *file) returnedFrom(call, body *sitter.Node, returns []*sitter.Node) (asIs, ok bool) {
	// Out through the wrappers that keep the value (await, parentheses, casts).
	v := call
	p := f.parent(v)
	for p != nil && unwrap(p) != nil && same(unwrap(p), call) {
		v, p = p, f.parent(p)
	}
	if same(v, body) {
		return true, true // `async (args) => await cb(args)`
	}
	for a := p; a != nil && !same(a, body); a = f.parent(a) {
		if extract.Type(a) == "return_statement" {
			return same(unwrap(extract.NamedChild(a, 0)), call), true
		}
		if f.parents.isFunction(a) {
			break
		}
	}
	// The variable it initialises or is assigned to, read by a return.
	var name, decl *sitter.Node
	switch {
	case p == nil:
		return false, false
	case extract.Type(p) == "variable_declarator" && same(extract.Field(p, "value"), v):
		name, decl = extract.Field(p, "name"), p
	case extract.Type(p) == "assignment_expression" && same(extract.Field(p, "right"), v):
		name = extract.Field(p, "left")
		if name != nil && extract.Type(name) == "identifier" {
			decl = f.resolve(extract.Content(name, f.Src), name)
		}
	}
	if name == nil || extract.Type(name) != "identifier" || decl == nil {
		return false, false
	}
	id := extract.Content(name, f.Src)
	for _, r := range returns {
		found, whole := false, false
		f.walkOwn(r, func(n *sitter.Node) {
			if found || extract.Type(n) != "identifier" && extract.Type(n) != "shorthand_property_identifier" || extract.Content(n, f.Src) != id {
				return
			}
			if d := f.resolve(id, n); d != nil && same(d, decl) {
				found = true
				whole = same(unwrap(extract.NamedChild(r, 0)), n)
			}
		})
		if found {
			return whole, true
		}
	}
	return false, false
}
