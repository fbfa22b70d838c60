package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A dispatcher that answers every failure of the tools it runs but the SDK's protocol errors:
//
//	async executeTool(name, args) {
//	  try { switch (name) { case "sync": return await sync(this.client); ... } }
//	  catch (error) {
//	    if (error instanceof McpError) throw error;   // sent as a JSON-RPC error
//	    return toolErrorResult(error);
//	  }
//	}
//
// passes on, of what the functions it calls throw, only the McpErrors: an API client's method
// that throws `new McpError(...)`, or `this.wrapError(e)` of a method whose every return builds
// one, reaches the client as a JSON-RPC error through it, while an Error it answers. A call in
// such a try stays a way for what its callee throws, under Call.Catches RethrownName(class); a
// throw whose value is surely of that class says so in Pending.RaisedAs, and only such a throw
// goes through (extract catchPasses).

// rethrownOnly returns, for a call in a keyed function whose only try around it (inside the
// function) has such a catch, the names under which the call's Catches say so; nil otherwise.
// The catch's every throw must throw the caught value itself, in the consequence of an if
// whose condition tests it to be an instance of one SDK class, and nothing may reassign it.
func (f *file) rethrownOnly(call *sitter.Node) []string {
	fn := f.enclosingFunction(call)
	if fn == nil || f.keyOf(fn) == "" {
		return nil
	}
	var try *sitter.Node
	for c, p := call, f.parent(call); p != nil && !same(p, fn); c, p = p, f.parent(p) {
		if f.parents.isFunction(p) {
			return nil // a callback: when it runs the function cannot tell
		}
		if extract.Type(p) == "try_statement" {
			if try != nil || !same(c, extract.Field(p, "body")) {
				return nil // a second try, or a call in a catch or finally
			}
			try = p
		}
	}
	if try == nil || f.escapesTries(call) {
		return nil
	}
	catch := extract.Field(try, "handler")
	if catch == nil {
		return nil
	}
	if cls := f.rethrownClass(catch); cls != "" {
		return []string{extract.RethrownName(cls)}
	}
	return nil
}

// rethrownClass returns the SDK class whose instances alone a catch clause throws again
// (rethrownOnly), or "".
func (f *file) rethrownClass(catch *sitter.Node) string {
	param, body := extract.Field(catch, "parameter"), extract.Field(catch, "body")
	if param == nil || body == nil || extract.Type(param) != "identifier" {
		return ""
	}
	cls, _ := f.classRethrow(body, extract.Content(param, f.Src))
	return cls
}

// classRethrow returns the SDK class whose instances alone body throws again of the value
// named name, and its first such throw: every throw in body (outside nested functions) throws
// that value itself in the consequence of an if that tests it to be an instance of the class
// (sdkClassTest), and nothing reassigns it. "" and nil otherwise, or when body throws nothing.
func (f *file) classRethrow(body *sitter.Node, name string) (string, *sitter.Node) {
	var first *sitter.Node
	cls, ok := "", true
	f.walkOwn(body, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "assignment_expression", "augmented_assignment_expression":
			if l := extract.Field(n, "left"); l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name {
				ok = false
			}
		case "throw_statement":
			v := unwrap(extract.NamedChild(n, 0))
			if v == nil || extract.Type(v) != "identifier" || extract.Content(v, f.Src) != name {
				ok = false
				return
			}
			c := f.sdkClassTest(n, body, name)
			if c == "" || (cls != "" && c != cls) {
				ok = false
				return
			}
			cls = c
			if first == nil {
				first = n
			}
		}
	})
	if !ok || first == nil {
		return "", nil
	}
	return cls, first
}

// sdkClassTest returns the SDK class that an if around a throw (below body), with the throw in
// its consequence, tests the caught value to be an instance of (`e instanceof McpError`), or "".
func (f *file) sdkClassTest(n, body *sitter.Node, name string) string {
	for c, prev := f.parent(n), n; c != nil && !same(c, body); c, prev = f.parent(c), c {
		if extract.Type(c) != "if_statement" || !same(prev, extract.Field(c, "consequence")) {
			continue
		}
		cond := unwrap(extract.Field(c, "condition"))
		if cond == nil || extract.Type(cond) != "binary_expression" {
			continue
		}
		l, r, op := f.binaryParts(cond)
		if l = unwrap(l); op != "instanceof" || l == nil || extract.Type(l) != "identifier" || extract.Content(l, f.Src) != name {
			continue
		}
		if r = unwrap(r); r != nil && extract.Type(r) == "identifier" {
			if cls := f.sdkName(r); cls == "McpError" || cls == "ProtocolError" {
				return cls
			}
		}
	}
	return ""
}

// rethrownAs returns the names under which a throw says of what SDK class its value surely is
// (Pending.RaisedAs, RethrownName): `new McpError(...)`, or a call of a same-file function or
// method whose every return builds one (`throw this.wrapError(error)`). Nil otherwise.
func (f *file) rethrownAs(stmt *sitter.Node) []string {
	v := unwrap(extract.NamedChild(stmt, 0))
	if v == nil {
		return nil
	}
	cls := f.builtSDKClass(v)
	if cls == "" && extract.Type(v) == "call_expression" {
		if fn := f.calledFunction(extract.Field(v, "function")); fn != nil {
			rs := f.returnedValuesOf(fn)
			for i, r := range rs {
				c := f.builtSDKClass(unwrap(r))
				if c == "" || (i > 0 && c != cls) {
					cls = ""
					break
				}
				cls = c
			}
		}
	}
	if cls == "" {
		return nil
	}
	return []string{extract.RethrownName(cls)}
}

// builtSDKClass returns the SDK error class a `new` expression builds (McpError,
// ProtocolError), or "".
func (f *file) builtSDKClass(v *sitter.Node) string {
	if v == nil || extract.Type(v) != "new_expression" {
		return ""
	}
	ctor := unwrap(extract.Field(v, "constructor"))
	if ctor == nil || extract.Type(ctor) != "identifier" {
		return ""
	}
	if cls := f.sdkName(ctor); cls == "McpError" || cls == "ProtocolError" {
		return cls
	}
	return ""
}
