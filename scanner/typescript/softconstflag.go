package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A success flag read from what a same-file function returns is no run-time flag when that
// function can give nothing else than success: true: each of its returns is an object literal
// whose success member is the literal true, or a `new Promise` whose executor resolves only such
// objects (its failures reject, and the tool's catch or the SDK answers them).
//
//	async function start(args) {
//	  return new Promise((resolve, reject) => {
//	    child.stdout.on("data", () => resolve({ success: true, pid: child.pid }));
//	    child.on("error", (e) => reject(e));
//	  });
//	}
//	const result = await start(args);
//	return { content: [{ type: "text", text: JSON.stringify({ success: result.success }) }] };
//
// A source that is not known (a call of another function, a variable, a resolve handed on as a
// callback) keeps the flag a run-time one.

// constantTrueFlag reports whether a success flag v is `X.success`, X a const bound to (an await
// of) a call of a same-file function whose every return or resolve gives success: true.
func (f *file) constantTrueFlag(v *sitter.Node) bool {
	if v == nil || extract.Type(v) != "member_expression" {
		return false
	}
	prop := text(extract.Field(v, "property"), f.Src)
	obj := unwrap(extract.Field(v, "object"))
	if obj == nil || extract.Type(obj) != "identifier" {
		return false
	}
	d := f.resolve(extract.Content(obj, f.Src), obj)
	if d == nil || extract.Type(d) != "variable_declarator" {
		return false
	}
	if !f.isConstDecl(d) {
		return false
	}
	call := unwrap(extract.Field(d, "value"))
	if call == nil || extract.Type(call) != "call_expression" {
		return false
	}
	fn := f.calledFunction(extract.Field(call, "function"))
	if fn == nil {
		return false
	}
	values := f.returnedValuesOf(fn)
	if len(values) == 0 {
		return false
	}
	for _, r := range values {
		if !f.givesOnlyTrue(r, prop) {
			return false
		}
	}
	return true
}

// givesOnlyTrue reports whether a returned value is an object whose member prop is the literal
// true, or a new Promise whose executor resolves only such objects.
func (f *file) givesOnlyTrue(r *sitter.Node, prop string) bool {
	r = unwrap(r)
	if r == nil {
		return false
	}
	if extract.Type(r) == "new_expression" && text(extract.Field(r, "constructor"), f.Src) == "Promise" {
		return f.resolvesOnlyTrue(unwrap(argument(extract.Field(r, "arguments"), 0)), prop)
	}
	return f.literalTrueMember(f.returnedObject(r), prop)
}

// literalTrueMember reports whether obj is an object literal whose member prop is the literal
// true (a spread that may override it leaves it unknown).
func (f *file) literalTrueMember(obj *sitter.Node, prop string) bool {
	if obj == nil || extract.Type(obj) != "object" {
		return false
	}
	m := f.members(obj, 0)
	if m.opaque {
		return false
	}
	v, ok := m.values[prop]
	return ok && unwrap(v) != nil && extract.Type(unwrap(v)) == "true"
}

// resolvesOnlyTrue reports whether a Promise executor calls its resolve parameter at least once
// and only with objects whose member prop is the literal true: every other mention of the
// parameter (handed on as a callback, shadowed by an inner name) leaves it unknown.
func (f *file) resolvesOnlyTrue(exec *sitter.Node, prop string) bool {
	if exec == nil || !f.parents.isFunction(exec) {
		return false
	}
	name := parameterAt(exec, 0, f.Src)
	if name == "" {
		return false
	}
	body := functionBody(exec)
	if body == nil {
		return false
	}
	calls, ok := 0, true
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if !ok {
			return
		}
		if extract.Type(n) == "shorthand_property_identifier" && extract.Content(n, f.Src) == name {
			ok = false // { resolve } hands it on
			return
		}
		if extract.Type(n) == "identifier" && extract.Content(n, f.Src) == name {
			p := f.parent(n)
			if p == nil || extract.Type(p) != "call_expression" || !same(extract.Field(p, "function"), n) ||
				!f.literalTrueMember(unwrap(argument(extract.Field(p, "arguments"), 0)), prop) {
				ok = false
				return
			}
			calls++
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(body)
	return ok && calls > 0
}

// testedTrue reports whether a flag the result reads by name (`{ success }`, `success: ok`,
// `success: r.ok`) is known to be truthy there: a test before it left the function when it was
// not (`if (!success) throw new Error(...)`), so the literal answers only the success.
func (f *file) testedTrue(read *sitter.Node) bool {
	read = unwrap(read)
	if read == nil {
		return false
	}
	switch extract.Type(read) {
	case "shorthand_property_identifier", "identifier", "member_expression":
		return f.varFacts(read, read, 0)&extract.ArgTruthy != 0
	}
	return false
}
