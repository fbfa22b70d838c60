package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// A helper's failure object embedded in a success: a same-file function returns `{ error: msg }`
// on its failure path, and the tool serializes whatever it got into its text.
//
//	async function lookup(id) { try { return { value: await get(id) } } catch (e) { return { error: String(e) } } }
//	const result = await lookup(id);
//	return { content: [{ type: "text", text: JSON.stringify(result) }] };
//
// The finding stands at the tool's return, where isError goes, with the helper's return as a
// related place.

// helperFailureObject says whether a serialized value is what a same-file function returns
// (the call itself, or a local constant bound to it) and one of that function's returns is an
// object with an error member (errorMemberReason), directly or through a local constant. A
// variable tested before the return ret is no such value.
func (f *file) helperFailureObject(v, ret *sitter.Node) reason {
	for _, call := range f.helperCalls(v, ret, 0) {
		if r := f.helperCallFailure(call); r.ok() {
			return r
		}
	}
	return reason{}
}

// helperCalls follows a serialized value to the calls whose value it may be: the call itself, a
// local constant bound to one (tested before ret in no way that tells a failure, failureTested),
// and, past that, a constant bound to another (`const result = raced`), an object literal that
// copies one with a spread and sets no flag or error member of its own (`{ ...result,
// diagnostics }`, `const response = { ...result }` then `delete response.drafts`), and each
// promise of `await Promise.race([work, deadline])`, whose tests against another promise's
// value (`raced === TIMEOUT`) tell which won, not a failure.
func (f *file) helperCalls(v, ret *sitter.Node, depth int) []*sitter.Node {
	v = unwrap(v)
	if v == nil || depth > 10 {
		return nil
	}
	switch extract.Type(v) {
	case "call_expression":
		if depth == 0 {
			return []*sitter.Node{v}
		}
		if !isRace(v, f.Src) {
			return []*sitter.Node{v}
		}
		arr := unwrap(argument(extract.Field(v, "arguments"), 0))
		if arr == nil || extract.Type(arr) != "array" {
			return nil
		}
		var out []*sitter.Node
		for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
			out = append(out, f.helperCalls(extract.NamedChild(arr, i), ret, depth+1)...)
		}
		return out
	case "identifier":
		name := extract.Content(v, f.Src)
		d := f.resolve(name, v)
		if d == nil || extract.Type(d) != "variable_declarator" {
			return nil
		}
		val := unwrap(extract.Field(d, "value"))
		race := isRace(val, f.Src)
		if ret != nil && f.failureTestedBut(name, d, ret, func(cond *sitter.Node) bool {
			return race && f.sentinelTest(cond, name) || f.defaultInArgument(cond)
		}) {
			return nil // `if ("error" in result) return { isError: true, ... }`: the return sees a success
		}
		if val == nil {
			return nil
		}
		if depth == 0 && extract.Type(val) == "call_expression" && !race {
			return []*sitter.Node{val}
		}
		if fn := f.enclosingFunction(d); fn == nil || !f.isConstDecl(d) && f.writtenAgain(name, d, fn) {
			return nil
		}
		return f.helperCalls(val, ret, depth+1)
	case "object":
		var out []*sitter.Node
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			c := extract.NamedChild(v, i)
			switch extract.Type(c) {
			case "spread_element":
				out = append(out, f.helperCalls(extract.NamedChild(c, 0), ret, depth+1)...)
			case "pair", "shorthand_property_identifier":
				k := extract.Content(c, f.Src)
				if extract.Type(c) == "pair" {
					k = propertyName(extract.Field(c, "key"), f.Src)
				}
				if copiedOver[k] {
					return nil // `{ ...result, success: true }`: the copy says for itself
				}
			case "comment":
			default:
				return nil
			}
		}
		return out
	}
	return nil
}

// copiedOver are the members an object literal that copies a helper's value may set over it,
// deciding for itself whether it reports a failure (helperCalls).
var copiedOver = map[string]bool{"success": true, "ok": true, "error": true, "errors": true, "status": true, "isError": true, "message": true}

// isRace reports whether v is `Promise.race(...)` or `Promise.any(...)`, awaited or not.
func isRace(v *sitter.Node, src []byte) bool {
	v = unwrap(v)
	if v == nil || extract.Type(v) != "call_expression" {
		return false
	}
	c := text(extract.Field(v, "function"), src)
	return c == "Promise.race" || c == "Promise.any"
}

// sentinelTest reports whether a condition compares a variable with === or !== (== or !=) to a
// name or a member, not to undefined or null: the test of which promise of a race won
// (`raced === DEADLINE`).
func (f *file) sentinelTest(cond *sitter.Node, name string) bool {
	r := f.comparedWith(cond, name)
	if r == nil || isUndefined(r, f.Src) {
		return false
	}
	return extract.Type(r) == "identifier" || extract.Type(r) == "member_expression"
}

// comparedWith returns the other side of a condition that compares the variable name with ==,
// ===, != or !== (either way round), or nil.
func (f *file) comparedWith(cond *sitter.Node, name string) *sitter.Node {
	c := unwrap(cond)
	if c == nil || extract.Type(c) != "binary_expression" {
		return nil
	}
	switch text(extract.Field(c, "operator"), f.Src) {
	case "==", "===", "!=", "!==":
	default:
		return nil
	}
	l, r := unwrap(extract.Field(c, "left")), unwrap(extract.Field(c, "right"))
	if l == nil || r == nil {
		return nil
	}
	if extract.Type(r) == "identifier" && extract.Content(r, f.Src) == name {
		l, r = r, l
	}
	if extract.Type(l) != "identifier" || extract.Content(l, f.Src) != name {
		return nil
	}
	return r
}

// defaultInArgument reports whether a condition is the left of a `??` or `||` default that only
// goes into the arguments of a call made as a statement of its own (`diagnostics.warn(\`Draft
// failed: ${result.error ?? "unknown"}\`)`): it picks a word for a note, not a way out.
func (f *file) defaultInArgument(cond *sitter.Node) bool {
	b := f.parent(cond)
	if b == nil || extract.Type(b) != "binary_expression" || !same(extract.Field(b, "left"), cond) {
		return false
	}
	if op := text(extract.Field(b, "operator"), f.Src); op != "??" && op != "||" {
		return false
	}
	args := false
	for p := f.parent(b); p != nil; p = f.parent(p) {
		switch extract.Type(p) {
		case "template_substitution", "template_string", "parenthesized_expression", "as_expression", "string":
		case "binary_expression":
			if text(extract.Field(p, "operator"), f.Src) != "+" {
				return false
			}
		case "arguments":
			args = true
		case "call_expression", "await_expression":
			if !args {
				return false
			}
		case "expression_statement":
			return args
		default:
			return false
		}
	}
	return false
}

// helperCallFailure says whether a call is of a same-file function one of whose returns is an
// object with an error member (errorMemberReason), directly or through a local constant.
func (f *file) helperCallFailure(v *sitter.Node) reason {
	v = unwrap(v)
	if v == nil || extract.Type(v) != "call_expression" {
		return reason{}
	}
	callee := extract.Field(v, "function")
	fn := f.calledFunction(callee)
	if fn == nil || f.regByFn[fn.ID()] != nil {
		return reason{}
	}
	for _, r := range f.returnedObjects(fn) {
		if f.flagChosen(r.m) {
			continue
		}
		if never, _ := f.catchMayNotRun(r.at); never { // raisedtried.go
			continue // a return in a catch whose try throws nothing: never the helper's value
		}
		if why := f.errorMemberReason(r.m); why != "" {
			return reason{text: fmt.Sprintf("JSON text with %s, from %s", why, clip(extract.Content(callee, f.Src))), assigned: r.at,
				relMsg: fmt.Sprintf("%s returns the failure object the tool serializes", f.displayName(fn))}
		}
	}
	return reason{}
}

// returnedObj is an object literal a function returns: the returned value, the place of its
// return (the return statement, or an arrow's expression body) and the literal's members.
type returnedObj struct {
	value, at *sitter.Node
	m         members
}

// returnedObjects returns the object literals fn returns, directly or through a local constant
// (returnedObject), with their members.
func (f *file) returnedObjects(fn *sitter.Node) []returnedObj {
	var out []returnedObj
	for _, r := range f.returnedValuesOf(fn) {
		if extract.Type(r) == "return_statement" {
			continue
		}
		obj := f.returnedObject(r)
		if obj == nil {
			continue
		}
		at := r
		if p := f.parent(r); p != nil && extract.Type(p) == "return_statement" {
			at = p
		}
		out = append(out, returnedObj{value: r, at: at, m: f.members(obj, 0)})
	}
	return out
}

// returnedObject resolves a returned value to an object literal: the literal, or a local
// constant bound to one (`const failure = { success: false, message }; return failure`).
func (f *file) returnedObject(r *sitter.Node) *sitter.Node {
	r = unwrap(r)
	if r == nil {
		return nil
	}
	if extract.Type(r) == "identifier" {
		r = unwrap(f.valueOf(r))
	}
	if r != nil && extract.Type(r) == "object" {
		return r
	}
	return nil
}

// localResult resolves a returned identifier to the object literal a constant of fn binds it
// to (`const result = { content: [...] }; return result`; a let or var that nothing assigns
// again counts as a constant), or nil; nil too when fn sets a
// flag on it later (`result.isError = true`), which is errorresult's business.
func (f *file) localResult(v, fn *sitter.Node) *sitter.Node {
	if v == nil || fn == nil || extract.Type(v) != "identifier" {
		return nil
	}
	name := extract.Content(v, f.Src)
	d := f.resolve(name, v)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
		return nil
	}
	if !f.isConstDecl(d) && f.writtenAgain(name, d, fn) {
		return nil // a let or var assigned again may hold another result (softlocal.go)
	}
	obj := unwrap(extract.Field(d, "value"))
	if obj == nil || extract.Type(obj) != "object" {
		return nil
	}
	if f.flagSetOn(name, d, fn) {
		return nil // softlocal.go
	}
	return obj
}

// failureTested reports whether a variable is tested between its declaration and ret in a way
// that may tell its failure from a success (testedBetween), not counting tests of whether it is
// there at all (`if (!result)`, `result == null`): a helper's `{ error }` passes those. Nor does
// an if count whose condition is made only of such tests, of `typeof result === "object"` and of
// the result's isError flag (`"isError" in result && result.isError === true`), which a failure
// without isError passes as a success does; nor one whose branches answer nothing but results
// without isError of their own (`if ("report" in result) return { content: [...] }`), which
// turn no failure into one (divertsFailure); nor a condition inside what another return answers.
func (f *file) failureTested(name string, decl, ret *sitter.Node) bool {
	return f.failureTestedBut(name, decl, ret, func(*sitter.Node) bool { return false })
}

// failureTestedBut is failureTested counting no condition that skip accepts.
func (f *file) failureTestedBut(name string, decl, ret *sitter.Node, skip func(cond *sitter.Node) bool) bool {
	return f.conditionBetween(name, decl, ret, func(cond *sitter.Node) bool {
		if f.isPresenceTest(cond, name) || skip(cond) || f.picksSerialization(cond, name) {
			return false
		}
		if ifs := enclosingIf(cond); ifs != nil {
			if f.testsFailure(extract.Field(ifs, "condition"), name) && isInside(ret, extract.Field(ifs, "consequence")) {
				return false // if ("error" in result) return { text: JSON.stringify(result) }: the failure itself
			}
			if f.flagTestLeaves(ifs, name, ret) { // flagleaves.go
				return true
			}
			return !f.isNeutralTest(extract.Field(ifs, "condition"), name) && f.divertsFailure(ifs, name)
		}
		return !inOtherReturn(cond, ret)
	})
}

// picksSerialization reports whether cond is the condition of a ternary whose branches are
// both the variable name, as it is or serialized (`typeof result === "string" ? result :
// JSON.stringify(result)`): it picks how the value is written, and whatever it holds, failure
// or not, goes on.
func (f *file) picksSerialization(cond *sitter.Node, name string) bool {
	t := cond.Parent()
	if t == nil || extract.Type(t) != "ternary_expression" || !same(extract.Field(t, "condition"), cond) {
		return false
	}
	o := f.eitherOperand(t) // softclient.go
	return o != nil && extract.Content(o, f.Src) == name
}

// inOtherReturn reports whether a node lies in the value of a return statement other than ret,
// in the same function: a condition there (`text: "message" in result ? ... : ...`) picks what
// that return answers, and keeps nothing from ret.
func inOtherReturn(n, ret *sitter.Node) bool {
	for p := n.Parent(); p != nil && !isFunction(p); p = p.Parent() {
		if extract.Type(p) == "return_statement" {
			return !same(p, ret)
		}
	}
	return false
}

// enclosingIf returns the if statement whose condition a condition is, or is a part of through
// !, &&, || and parentheses; nil for any other.
func enclosingIf(cond *sitter.Node) *sitter.Node {
	for n := cond; n != nil; {
		p := n.Parent()
		if p == nil {
			return nil
		}
		switch extract.Type(p) {
		case "if_statement":
			if c := extract.Field(p, "condition"); c != nil && same(c, n) {
				return p
			}
			return nil
		case "parenthesized_expression", "unary_expression":
		case "binary_expression":
			if op := extract.Field(p, "operator"); op == nil || extract.Type(op) != "&&" && extract.Type(op) != "||" {
				return nil
			}
		default:
			return nil
		}
		n = p
	}
	return nil
}

// isNeutralTest reports whether each part of a condition (joined by !, && and ||) that mentions
// a variable tests only whether it is there (isPresenceTest), whether it is an object, or its
// isError flag: tests that a result without isError passes whether it reports a failure or not.
func (f *file) isNeutralTest(cond *sitter.Node, name string) bool {
	c := unwrap(cond)
	if c == nil {
		return true
	}
	if !mentions(extract.Content(c, f.Src), name) || f.isPresenceTest(c, name) {
		return true
	}
	switch extract.Type(c) {
	case "unary_expression":
		if text(extract.Field(c, "operator"), f.Src) == "!" {
			return f.isNeutralTest(extract.Field(c, "argument"), name)
		}
	case "member_expression":
		// result.isError
		o := unwrap(extract.Field(c, "object"))
		return o != nil && extract.Type(o) == "identifier" && extract.Content(o, f.Src) == name && text(extract.Field(c, "property"), f.Src) == "isError"
	case "binary_expression":
		l, r := extract.Field(c, "left"), extract.Field(c, "right")
		switch op := text(extract.Field(c, "operator"), f.Src); op {
		case "&&", "||":
			return f.isNeutralTest(l, name) && f.isNeutralTest(r, name)
		case "in":
			// "isError" in result
			k, ok := stringValue(unwrap(l), f.Src)
			return ok && k == "isError"
		case "==", "===", "!=", "!==":
			l, r = unwrap(l), unwrap(r)
			if l == nil || r == nil {
				return false
			}
			if extract.Type(l) == "string" || extract.Type(l) == "true" || extract.Type(l) == "false" {
				l, r = r, l
			}
			switch {
			case extract.Type(l) == "unary_expression" && text(extract.Field(l, "operator"), f.Src) == "typeof":
				// typeof result === "object"
				a := unwrap(extract.Field(l, "argument"))
				k, ok := stringValue(r, f.Src)
				return a != nil && extract.Type(a) == "identifier" && extract.Content(a, f.Src) == name && ok && k == "object"
			case extract.Type(r) == "true" || extract.Type(r) == "false":
				// result.isError === true
				return f.isNeutralTest(l, name)
			}
		}
	}
	return false
}

// divertsFailure reports whether an if statement's branches may keep a failure from the return
// after it: they throw, leave the function with anything but an object literal (a helper's
// result, a bare return) or with one that has an error member (`{ success: false, ... }`), set
// isError, reassign the variable, or leave a loop.
func (f *file) divertsFailure(ifs *sitter.Node, name string) bool {
	for _, field := range []string{"consequence", "alternative"} {
		b := extract.Field(ifs, field)
		if b == nil {
			continue
		}
		if f.walkOwnUntil(b, func(n *sitter.Node) bool {
			switch extract.Type(n) {
			case "throw_statement", "break_statement", "continue_statement":
				return true
			case "return_statement":
				v := unwrap(extract.NamedChild(n, 0))
				// an object literal with an error member answers the failure itself (a softerror
				// of its own when it lacks isError): the return after sees the success
				return v == nil || extract.Type(v) != "object" || f.errorMemberReason(f.members(v, 0)) != ""
			case "property_identifier", "shorthand_property_identifier":
				return extract.Content(n, f.Src) == "isError"
			case "assignment_expression":
				l := unwrap(extract.Field(n, "left"))
				return l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name
			case "call_expression":
				return text(extract.Field(n, "function"), f.Src) == "process.exit"
			}
			return false
		}) {
			return true
		}
	}
	return false
}

// testsFailure reports whether a condition holds when the variable is a failure: `"error" in
// name` or `name.error` (error, err, isError), alone or with && of other tests.
func (f *file) testsFailure(cond *sitter.Node, name string) bool {
	c := unwrap(cond)
	if c == nil {
		return false
	}
	switch extract.Type(c) {
	case "member_expression":
		o := unwrap(extract.Field(c, "object"))
		return o != nil && extract.Type(o) == "identifier" && extract.Content(o, f.Src) == name && failureMembers[text(extract.Field(c, "property"), f.Src)]
	case "binary_expression":
		l, r := extract.Field(c, "left"), extract.Field(c, "right")
		switch text(extract.Field(c, "operator"), f.Src) {
		case "&&":
			return f.testsFailure(l, name) || f.testsFailure(r, name)
		case "in":
			k, ok := stringValue(unwrap(l), f.Src)
			o := unwrap(r)
			return ok && failureMembers[k] && o != nil && extract.Type(o) == "identifier" && extract.Content(o, f.Src) == name
		}
	}
	return false
}

// failureMembers are the members whose presence or truth marks a value as a failure.
var failureMembers = map[string]bool{"error": true, "err": true, "isError": true}

// isPresenceTest reports whether a condition only tests whether a variable holds a value:
// `name`, `!name`, `name == null`, `name === undefined`.
func (f *file) isPresenceTest(cond *sitter.Node, name string) bool {
	c := unwrap(cond)
	if c == nil {
		return false
	}
	if extract.Type(c) == "unary_expression" && text(extract.Field(c, "operator"), f.Src) == "!" {
		c = unwrap(extract.Field(c, "argument"))
	}
	if c == nil {
		return false
	}
	switch extract.Type(c) {
	case "identifier":
		return extract.Content(c, f.Src) == name
	case "binary_expression":
		r := f.comparedWith(c, name)
		return r != nil && isUndefined(r, f.Src)
	}
	return false
}
