package typescript

import sitter "github.com/smacker/go-tree-sitter"

// throughWrapper reports whether cb, an anonymous function, is handed to a wrapper of the file
// whose result a tool handler returns, and which returns what cb returns: `return await
// withConnection(async () => { ... })` with `async function withConnection(call) { ... return
// await call() }`. What cb returns is then the tool's answer. It returns the handler's where (its
// fn still cb, the function the return sits in) and the wrapper call. Wrappers nest up to three
// deep.
func (f *file) throughWrapper(cb *sitter.Node) (where, *sitter.Node, bool) {
	fn := cb
	for depth := 0; depth < 3; depth++ {
		args := f.parent(fn)
		if args == nil || args.Type() != "arguments" {
			return where{}, nil, false
		}
		call := f.parent(args)
		if call == nil || call.Type() != "call_expression" || !f.returnsArgument(call, fn) {
			return where{}, nil, false
		}
		outer := f.returningFunction(call)
		if outer == nil {
			return where{}, nil, false
		}
		w := f.locate(call)
		if w.direct {
			w.fn = cb
			return w, call, true
		}
		fn = outer
	}
	return where{}, nil, false
}

// returningFunction returns the function that returns the value of call as its own: call,
// past await and parentheses, is the value of its return statement or an arrow's expression
// body. nil otherwise.
func (f *file) returningFunction(call *sitter.Node) *sitter.Node {
	v := call
	for p := f.parent(v); p != nil && (p.Type() == "await_expression" || p.Type() == "parenthesized_expression"); p = f.parent(p) {
		v = p
	}
	outer := f.enclosingFunction(call)
	p := f.parent(v)
	if p == nil || outer == nil || !(p.Type() == "return_statement" || same(p, outer)) {
		return nil
	}
	return outer
}

// returnsArgument reports whether the function a call calls, one of the file's, returns what
// its parameter for the argument arg returns when it calls it: `return await call()`, or an
// arrow whose body is that call.
func (f *file) returnsArgument(call, arg *sitter.Node) bool {
	callee := f.calledFunction(call.ChildByFieldName("function"))
	if callee == nil {
		return false
	}
	args, params := call.ChildByFieldName("arguments"), callee.ChildByFieldName("parameters")
	i := argumentIndex(args, arg)
	if i < 0 {
		return false
	}
	name := paramName(argument(params, i), f.Src)
	if name == "" {
		return false
	}
	callsParam := func(n *sitter.Node) bool {
		n = unwrap(n)
		return n != nil && n.Type() == "call_expression" && text(n.ChildByFieldName("function"), f.Src) == name
	}
	body := functionBody(callee)
	if body == nil {
		return false
	}
	if body.Type() != "statement_block" {
		return callsParam(body)
	}
	found := false
	walkOwn(body, func(n *sitter.Node) {
		found = found || n.Type() == "return_statement" && n.NamedChildCount() > 0 && callsParam(n.NamedChild(0))
	})
	return found
}
