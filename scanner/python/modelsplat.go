package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A result model built from what a call returned, spread into its fields:
//
//	class PageResponse(BaseModel):
//	    id: str
//	    text: Optional[str] = None
//	    error: Optional[str] = None
//
//	if provider == "exa":
//	    result = _exa_fetch(url)      # may return {"error": "..."}
//	else:
//	    result = _basic_fetch(url)
//	return PageResponse(id=url, **result)
//
// When the call may return an error object, the model's "error" field holds it and the client
// gets it in a success. Only a class of the file that declares an annotated "error" field (a
// pydantic model, a dataclass) and no __init__ of its own counts: pydantic drops a key its model
// does not declare, and a class that takes its own arguments says nothing of where they go.

// A model class of another module of the root counts when its file says the class declares the
// field: the class's file gives "<module>.<Class>!error-field" the fact Holds (errorFields), and
// the pending finding needs it (Also), so a model without the field builds no finding.

// errorFieldMark ends the key under which a module says that its class declares an "error" field.
const errorFieldMark = "!error-field"

// errorFields returns a summary with Holds for each class of the file that declaresError.
func (c *fileCtx) errorFields() []extract.Summary {
	return c.classSummaries(errorFieldMark, extract.Holds, "declares an error field", func(name string, def *sitter.Node) bool {
		_, ok := c.defs[name+".__init__"]
		return !ok && c.hasErrorField(def) // declaresError, asked of this definition
	})
}

// classSummaries returns a summary keyed "<module>.<Class>"+mark, with fact and a place saying
// "<Class> says", for each top-level class of the file that keep accepts.
func (c *fileCtx) classSummaries(mark string, fact extract.Fact, says string, keep func(name string, def *sitter.Node) bool) []extract.Summary {
	var out []extract.Summary
	for _, def := range c.classDefs {
		name := c.text(extract.Field(def, "name"))
		if !c.topClasses[name] || !keep(name, def) {
			continue
		}
		s := extract.Summary{Key: c.xkey(c.modID, name+mark), Name: name, Facts: fact}
		s.Line, s.Column = position(def)
		s.Places = []extract.Place{{Fact: fact, Line: s.Line, Column: s.Column, Message: name + " " + says}}
		out = append(out, s)
	}
	return out
}

// importedErrorField returns the key of "<module>.<Class>!error-field" for a class imported from
// another module of the root, or "".
func (c *fileCtx) importedErrorField(fn *sitter.Node) string {
	if _, imported := c.names[string(c.bytesOf(fn))]; !imported {
		return ""
	}
	return c.classKey(fn, errorFieldMark)
}

// classKey returns the key "<module>.<Class><mark>" of the class of the root that n names
// (classNamed), or "".
func (c *fileCtx) classKey(n *sitter.Node, mark string) string {
	k := c.classNamed(n)
	i := strings.LastIndex(k, ".")
	if i <= 0 {
		return ""
	}
	return c.xkey(k[:i], k[i+1:]+mark)
}

// modelSplatPending returns, for a returned model (or a variable bound to one) built with
// `**d` where d is what a call of the root returned (d = helper(...) before the model, on
// any branch, or helper(...) itself), the condition that one of those callees may return a
// failure, and the model's and the first callee's names; nil when there is none.
func (c *fileCtx) modelSplatPending(v, ret *sitter.Node) (*extract.Pending, string, string) {
	model, calls, field := c.splatCalls(v, ret)
	var p *extract.Pending
	var callee string
	for _, call := range calls {
		k := c.callTarget(call)
		if p == nil {
			p, callee = &extract.Pending{Keys: c.keysOf(k), Need: extract.SoftFailure}, c.calleeName(call, k)
		} else {
			p.AnyOf = append(p.AnyOf, c.keysOf(k))
		}
	}
	if p != nil && field != "" {
		p.Also, p.AlsoNeed = c.keysOf(field), extract.Holds // the model's module says it has the field
	}
	return p, model, callee
}

// splatForwards returns, for a function's return of such a model, a forward of the error
// objects each callee may return: the function may return one in the model's "error" field.
func (c *fileCtx) splatForwards(v, ret *sitter.Node) []extract.Forward {
	_, calls, field := c.splatCalls(v, ret)
	if field != "" {
		return nil // whether the model has the field is its module's to say: no forward
	}
	var out []extract.Forward
	for _, call := range calls {
		line, col := position(call)
		out = append(out, extract.Forward{Facts: extract.SoftFailure, Keys: c.keysOf(c.callTarget(call)), Line: line, Column: col})
	}
	return out
}

// splatCalls returns the name of the model a returned value v builds and the calls of the root
// whose values it spreads into its fields, when v (or the variable v, unless the function tests
// it and raises before ret) is a call of a class of the file that declaresError, or of a class
// imported from another module of the root, whose field key it returns too.
func (c *fileCtx) splatCalls(v, ret *sitter.Node) (string, []*sitter.Node, string) {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		a := c.valueOf(v)
		if a == nil || extract.Parent(a) == nil || c.raisesOn(c.text(v), extract.Parent(a), ret) {
			return "", nil, ""
		}
		v = unparen(a)
	}
	if v == nil || extract.Type(v) != "call" {
		return "", nil, ""
	}
	if m := c.serializedModel(v); m != nil {
		v = m // Model(**result).dict(): the model's fields, as a dictionary
	}
	fn := extract.Field(v, "function")
	args := extract.Field(v, "arguments")
	if fn == nil || args == nil || extract.Type(fn) != "identifier" {
		return "", nil, ""
	}
	field := ""
	if !c.declaresError(c.text(fn)) {
		if field = c.importedErrorField(fn); field == "" {
			return "", nil, ""
		}
	}
	var calls []*sitter.Node
	for _, a := range namedChildren(args) {
		if extract.Type(a) != "dictionary_splat" || extract.NamedChildCount(a) == 0 {
			continue
		}
		var cs []*sitter.Node
		if d := unparen(extract.NamedChild(a, 0)); extract.Type(d) == "identifier" {
			cs = c.boundCalls(d, v, ret)
		} else if call := awaitedCall(d); call != nil {
			cs = []*sitter.Node{call}
		}
		for _, call := range cs {
			if c.callTarget(call) != "" {
				calls = append(calls, call)
			}
		}
	}
	return c.text(fn), calls, field
}

// boundCalls returns the calls whose value the statements of its function bind to the variable
// d before the expression at (d = helper(x), d = await helper(x), on any branch), unless the
// function tests d and raises between the binding and use.
func (c *fileCtx) boundCalls(d, at, use *sitter.Node) []*sitter.Node {
	def := c.enclosingDef(d)
	if def == nil {
		return nil
	}
	var out []*sitter.Node
	for _, a := range c.assignmentsOf(def, c.text(d)) {
		if extract.Type(a) != "assignment" || extract.EndByte(a) > extract.StartByte(at) || string(c.bytesOf(extract.Field(a, "left"))) != string(c.bytesOf(d)) {
			continue
		}
		if call := awaitedCall(unparen(extract.Field(a, "right"))); call != nil && !c.raisesOn(c.text(d), a, use) {
			out = append(out, call)
		}
	}
	return out
}

// awaitedCall returns n when it is a call, or the call n awaits; nil otherwise.
func awaitedCall(n *sitter.Node) *sitter.Node {
	if n != nil && extract.Type(n) == "await" {
		n = unparen(extract.NamedChild(n, 0))
	}
	if n == nil || extract.Type(n) != "call" {
		return nil
	}
	return n
}

// declaresError reports whether the file defines, at its top level, a class called name whose
// body declares an annotated field "error" (error: Optional[str] = None) and no __init__.
func (c *fileCtx) declaresError(name string) bool {
	if !c.isLocalClass(name) {
		return false
	}
	if _, ok := c.defs[name+".__init__"]; ok {
		return false
	}
	for _, def := range c.classDefs {
		if string(c.bytesOf(extract.Field(def, "name"))) == name && c.hasErrorField(def) {
			return true
		}
	}
	return false
}

// hasErrorField reports whether a class definition's body declares an annotated field "error".
func (c *fileCtx) hasErrorField(def *sitter.Node) bool {
	body := extract.Field(def, "body")
	if body == nil {
		return false
	}
	for _, st := range namedChildren(body) {
		if extract.Type(st) != "expression_statement" || extract.NamedChildCount(st) == 0 {
			continue
		}
		a := extract.NamedChild(st, 0)
		if extract.Type(a) == "assignment" && extract.Field(a, "type") != nil && string(c.bytesOf(extract.Field(a, "left"))) == "error" {
			return true
		}
	}
	return false
}
