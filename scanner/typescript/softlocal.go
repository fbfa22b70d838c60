package typescript

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Failure text and result objects held in local variables on their way to the return:
//
//	const payload = JSON.stringify({ error: "Item not found" });
//	const response = { content: [{ type: "text", text: payload }] };
//	log.debug("response", JSON.stringify(response));
//	return response;
//
// A variable is followed when its declaration is the only value it can hold at the return: a
// const, or a let or var that nothing assigns again (assignedFailure judges variables whose
// later assignments may carry a failure; a declared failure that a success may replace is not
// followed). The finding names the failure literal as related, where the failure is said; it
// stands at the return, or, when the returned local holds the tool result literal itself, at
// that literal, where isError goes, with the return related (localanchor.go).

// heldFailureText says whether a text value is a local variable whose only value (declared in
// fn before ret) reports a failure (failureTextReason, one level down); the related place is
// the failure member of the JSON object it stringifies, or the value itself.
func (f *file) heldFailureText(t *sitter.Node, caught string, fn, ret *sitter.Node) reason {
	d, v := f.singleValue(t, fn, ret)
	if v == nil {
		return reason{}
	}
	why := f.failureTextReason(v, caught, fn, ret, 1)
	if !why.ok() {
		return reason{}
	}
	why.text += " held in " + text(extract.Field(d, "name"), f.Src)
	if why.assigned == nil {
		why.assigned, why.relMsg = f.failureLiteral(v), "the failure the returned text holds"
	}
	return why
}

// singleValue returns the declarator of a local variable t of fn, declared before ret, and its
// value when that is the only value it holds: a const, or a let or var that no assignment or
// update in fn (nested functions included) writes. nil, nil otherwise.
func (f *file) singleValue(t, fn, ret *sitter.Node) (*sitter.Node, *sitter.Node) {
	t = unwrap(t)
	if t == nil || fn == nil || ret == nil || extract.Type(t) != "identifier" && extract.Type(t) != "shorthand_property_identifier" {
		return nil, nil
	}
	name := extract.Content(t, f.Src)
	d := f.resolve(name, t)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || extract.StartByte(d) > extract.StartByte(ret) {
		return nil, nil
	}
	if n := extract.Field(d, "name"); n == nil || extract.Type(n) != "identifier" {
		return nil, nil // a destructuring
	}
	v := unwrap(extract.Field(d, "value"))
	if v == nil || !f.isConstDecl(d) && f.writtenAgain(name, d, fn) {
		return nil, nil
	}
	return d, v
}

// writtenAgain reports whether an assignment or update in fn writes the variable that the
// declarator d binds to name.
func (f *file) writtenAgain(name string, d, fn *sitter.Node) bool {
	body := functionBody(fn)
	if body == nil {
		return true
	}
	found := false
	f.walkAll(body, func(n *sitter.Node) {
		if found {
			return
		}
		if !isWrite(n) {
			return
		}
		target := writeTarget(n)
		if target == nil {
			return
		}
		if extract.Type(target) != "identifier" {
			// a destructuring assignment (`[a, b] = ...`) may write it
			found = extract.Type(target) != "member_expression" && extract.Type(target) != "subscript_expression" && mentions(extract.Content(target, f.Src), name)
			return
		}
		if extract.Content(target, f.Src) == name && same(f.resolve(name, target), d) {
			found = true
		}
	})
	return found
}

// failureLiteral returns the place in a failure value where the failure is said: the error,
// status or success member of the object a JSON.stringify (or the project's serializer) call
// is given, or the value itself.
func (f *file) failureLiteral(v *sitter.Node) *sitter.Node {
	if extract.Type(v) == "call_expression" && (isJSONStringify(extract.Field(v, "function"), f.Src) || f.isSerializer(extract.Field(v, "function"))) {
		if obj := f.objectOf(argument(extract.Field(v, "arguments"), 0), 0); obj != nil {
			if p := f.failureMember(f.members(obj, 0)); p != nil {
				return p
			}
		}
	}
	return v
}

// failureMember returns the member of a result object that errorMemberReason reads a failure
// from (error, status, success), or nil.
func (f *file) failureMember(m members) *sitter.Node {
	if f.errorMemberReason(m) == "" {
		return nil
	}
	for _, k := range append([]string{"error", "status"}, successFlags...) {
		if p := m.pairs[k]; p != nil {
			return p
		}
	}
	return nil
}

// flagSetOn reports whether fn (nested functions included) sets or reads the isError member of
// the variable that the declarator d binds to name (`response.isError = true`,
// `response["isError"]`), or hands it to Object.assign: the result may carry the flag by the
// return, which is errorresult's business. Another variable of the same name elsewhere in fn
// (a low-level handler's cases each declare their own `response`) does not count.
func (f *file) flagSetOn(name string, d, fn *sitter.Node) bool {
	body := functionBody(fn)
	if body == nil {
		return true
	}
	found := false
	f.walkAll(body, func(n *sitter.Node) {
		if found {
			return
		}
		var obj *sitter.Node
		switch extract.Type(n) {
		case "member_expression":
			if text(extract.Field(n, "property"), f.Src) == "isError" {
				obj = extract.Field(n, "object")
			}
		case "subscript_expression":
			if s, ok := stringValue(unwrap(extract.Field(n, "index")), f.Src); ok && s == "isError" {
				obj = extract.Field(n, "object")
			}
		case "call_expression":
			if text(extract.Field(n, "function"), f.Src) == "Object.assign" {
				obj = argument(extract.Field(n, "arguments"), 0)
			}
		}
		if obj = unwrap(obj); obj != nil && extract.Type(obj) == "identifier" && extract.Content(obj, f.Src) == name && same(f.resolve(name, obj), d) {
			found = true
		}
	})
	return found
}

// literalOutside adds to a reason read from the failure member of obj that member as its
// related place, when it lies outside the return ret (the object is built in a variable before
// it): the finding then names the line that says the failure.
func (f *file) literalOutside(why reason, obj, ret *sitter.Node) reason {
	if ret == nil || why.assigned != nil {
		return why
	}
	if p := f.failureMember(f.members(obj, 0)); p != nil && !isInside(p, ret) {
		why.assigned, why.relMsg = p, "the failure the returned text holds"
	}
	return why
}

// replacedBeforeReturn reports whether a text value is a local variable of fn whose declared
// value is always replaced before ret: a statement `name = value` follows the declaration in a
// block that holds both (overwrittenBefore). Its declared text does not reach the return; the
// assignments are assignedFailure's to judge.
func (f *file) replacedBeforeReturn(t, fn, ret *sitter.Node) bool {
	t = unwrap(t)
	if t == nil || fn == nil || ret == nil || extract.Type(t) != "identifier" && extract.Type(t) != "shorthand_property_identifier" {
		return false
	}
	name := extract.Content(t, f.Src)
	d := f.resolve(name, t)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || f.isConstDecl(d) || !isInside(ret, fn) {
		return false
	}
	return f.overwrittenBefore(d, ret, name)
}

// failureResultVar resolves a returned let or var of fn that every write sets to an object
// literal reporting a failure (`let response; if (missing) { response = { content: [...], error:
// "not found" } } else { response = { content: [...], error: "denied" } } return response;`)
// to the first of those objects; nil when one write is anything else (a success, a call, a
// write in a nested function or after ret), or fn reads or sets its isError. A let that holds
// one object is localResult's.
func (f *file) failureResultVar(stmt, v *sitter.Node, w where) *sitter.Node {
	fn := w.fn
	if v == nil || fn == nil || extract.Type(v) != "identifier" {
		return nil
	}
	name := extract.Content(v, f.Src)
	d := f.resolve(name, v)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || f.isConstDecl(d) || f.flagSetOn(name, d, fn) {
		return nil
	}
	var objs []*sitter.Node
	if val := unwrap(extract.Field(d, "value")); val != nil && !isNullish(val, f.Src) {
		objs = append(objs, val)
	}
	ok := true
	f.walkAll(functionBody(fn), func(n *sitter.Node) {
		if !ok {
			return
		}
		if !isWrite(n) {
			return
		}
		target := writeTarget(n)
		if target == nil || !mentions(extract.Content(target, f.Src), name) {
			return
		}
		if extract.Type(n) != "assignment_expression" || extract.Type(target) != "identifier" {
			ok = extract.Type(target) == "member_expression" || extract.Type(target) == "subscript_expression" // response.content = ... is the object's
			return
		}
		if !same(f.resolve(name, target), d) {
			return
		}
		if !same(f.enclosingFunction(n), fn) || extract.StartByte(n) > extract.StartByte(stmt) {
			ok = false
			return
		}
		objs = append(objs, unwrap(extract.Field(n, "right")))
	})
	if !ok || len(objs) < 2 {
		return nil // one write: the declaration's (localResult) or an assignment's (assignedCalls)
	}
	for _, o := range objs {
		if o == nil || extract.Type(o) != "object" {
			return nil
		}
		if _, failed := f.softError(stmt, o, w); !failed {
			return nil
		}
	}
	return objs[0]
}

// isWrite reports whether n writes a variable or member: an assignment, an augmented
// assignment (`x += 1`) or an update (`x++`).
func isWrite(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "assignment_expression", "augmented_assignment_expression", "update_expression":
		return true
	}
	return false
}

// writeTarget returns what the write n (isWrite) writes, unwrapped: an assignment's left side,
// an update's argument.
func writeTarget(n *sitter.Node) *sitter.Node {
	if extract.Type(n) == "update_expression" {
		return unwrap(extract.Field(n, "argument"))
	}
	return unwrap(extract.Field(n, "left"))
}

// caughtPart says whether a text put together in a catch clause (a template, a + chain) puts
// in a local variable that the clause declares with the caught error's rendering, its only
// value: `const errorMessage = formatError(error); return { content: [{ type: "text", text:
// \`${contextMessage}: ${errorMessage}\` }] }`. The text shows the caught error as the
// catch's own mention of it does (failureTextReason), one variable away; its place in the
// text is no matter, the words around it none either.
func (f *file) caughtPart(t *sitter.Node, caught string, fn, ret *sitter.Node) reason {
	t = unwrap(t)
	if t == nil || caught == "" || fn == nil || ret == nil {
		return reason{}
	}
	if txt, ok := f.phraseText(t); ok && besideNote.MatchString(txt) {
		return reason{} // `${rows}\n⚠️ Partial: ${note}`: the caught error is a note beside an answer
	}
	var parts []*sitter.Node
	switch extract.Type(t) {
	case "template_string":
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			if c := extract.NamedChild(t, i); extract.Type(c) == "template_substitution" {
				parts = append(parts, extract.NamedChild(c, 0))
			}
		}
	case "binary_expression":
		parts = concatParts(t)
	}
	for _, p := range parts {
		p = unwrap(p)
		if p == nil || extract.Type(p) != "identifier" {
			continue
		}
		d, v := f.singleValue(p, fn, ret)
		if v == nil || !mentions(extract.Content(v, f.Src), caught) || !sameCatch(f, d, ret) {
			continue
		}
		name := text(extract.Field(d, "name"), f.Src)
		return reason{text: "the text of " + caught + ", the caught error, held in " + name, caught: true,
			assigned: d, relMsg: "the caught error's text the returned text holds"}
	}
	return reason{}
}

// besideNote matches a text that puts what it holds beside an answer, as a warning or a note:
// a warning sign, or the words warning, partial, note.
var besideNote = lazyre.New(`(?i)⚠|\b(warning|partial|note)\b`)

// sameCatch reports whether d and ret sit in the same innermost catch clause.
func sameCatch(f *file, d, ret *sitter.Node) bool {
	in := func(n *sitter.Node) *sitter.Node {
		for p := f.parent(n); p != nil; p = f.parent(p) {
			if extract.Type(p) == "catch_clause" {
				return p
			}
			if f.parents.isFunction(p) {
				return nil
			}
		}
		return nil
	}
	c := in(d)
	return c != nil && same(c, in(ret))
}
