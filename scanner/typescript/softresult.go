package typescript

import (
	"fmt"
	"iter"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper that builds the whole failure result, which tools return as their own:
//
//	export function formatError(e) { return { content: [{ type: "text", text: `Error: ${e}` }] } }
//	server.registerTool("fetch", schema, async ({ id }) => { try { ... } catch (e) { return formatError(e) } })
//
// The fix (isError: true) goes in the helper's result, so the finding stands at the helper's
// return, once for all its callers, and names the tools' returns as related places
// (extract.Pending.Returned). When the helper hands back only a failure text or object that
// the tool wraps into its result, the fix goes in the tool's result: that finding stands at the
// tool's return, with the helper's return related (softPendingNamed).

// builtResult returns the result object a returned value is, when it is one: an object literal
// (or a local constant bound to one) with content and without isError or an unresolved spread.
func (f *file) builtResult(v *sitter.Node) *sitter.Node {
	obj, _ := f.builtResultMembers(v)
	return obj
}

// builtResultMembers is builtResult with the result object's members, read once for the
// callers that judge them next; nil and no members when v is no built result.
func (f *file) builtResultMembers(v *sitter.Node) (*sitter.Node, members) {
	obj := f.returnedObject(v)
	if obj == nil {
		return nil, members{}
	}
	m := f.members(obj, 0)
	if !f.isBuiltResult(m) {
		return nil, members{}
	}
	return obj, m
}

// builtResultTexts yields each return statement of fn that builds a result
// (builtResultMembers), with the text values of the result's content blocks.
func (f *file) builtResultTexts(fn *sitter.Node) iter.Seq2[*sitter.Node, []*sitter.Node] {
	return func(yield func(*sitter.Node, []*sitter.Node) bool) {
		for _, stmt := range f.returnStatements(fn) {
			if obj, m := f.builtResultMembers(extract.NamedChild(stmt, 0)); obj != nil && !yield(stmt, f.classify(m).texts) {
				return
			}
		}
	}
}

// isBuiltResult reports whether an object of members m is a result builtResult returns: with
// content, without isError or an unresolved spread.
func (f *file) isBuiltResult(m members) bool {
	if f.flagChosen(m) {
		return false
	}
	_, ok := m.values["content"]
	return ok
}

// resultPending returns the pending softerror at a return of fn (with key) of the failure
// result of members m that says builds (builtResultSays, contentlessResultSays): it stands when
// a tool returns fn's value as its own.
func (f *file) resultPending(stmt *sitter.Node, m members, fn *sitter.Node, key string, why reason, says func(name, why string) string) extract.Pending {
	name := f.displayName(fn)
	w := where{fn: fn, name: name}
	fd := f.softFinding(stmt, w, f.classify(m).shape, says(name, why.text))
	f.relateAssigned(&fd, why)
	// A test of what the callers' schemas guarantee (schemaargs.go, handedobjects.go): the
	// result stands only if some call may meet it.
	p := extract.Pending{Finding: fd, Within: key, Returned: true}
	if same(f.enclosingFunction(stmt), fn) {
		p.RunsIf = f.schemaRunsIf(stmt, fn)
	}
	return p
}

// builtResultSays is the message of a helper's result that reports a failure without isError.
func builtResultSays(name, why string) string {
	return fmt.Sprintf("%s builds a result that reports a failure (%s) without isError, and a tool returns it as its own (see related): the client and the model take it for success; set isError: true in this result", name, why)
}

// boundCall returns the call a returned identifier is bound to, when the value returned is
// that call's as is: a local variable of fn declared with the call's value and not tested
// between its declaration and ret in a way that may tell a failure (failureTested), or set to
// it by the statement right before ret.
func (f *file) boundCall(v, ret, fn *sitter.Node) *sitter.Node {
	if v == nil || extract.Type(v) != "identifier" || fn == nil {
		return nil
	}
	if c := f.declaredCall(v, ret, fn); c != nil {
		return c
	}
	// `let result; ... result = await run(x); return result;`: the statement right before the
	// return sets the local (assignedJustBefore), nothing comes between.
	if d := f.resolve(extract.Content(v, f.Src), v); d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
		return nil
	}
	if a := unwrap(f.assignedJustBefore(v)); a != nil && extract.Type(a) == "call_expression" {
		return a
	}
	return nil
}

// declaredCall is boundCall for a name v spells (an identifier, or a shorthand member).
func (f *file) declaredCall(v, ret, fn *sitter.Node) *sitter.Node {
	d := f.resolve(extract.Content(v, f.Src), v)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
		return nil
	}
	val := unwrap(extract.Field(d, "value"))
	if val == nil || extract.Type(val) != "call_expression" || f.failureTested(extract.Content(v, f.Src), d, ret) {
		return nil
	}
	return val
}

// returnsCallValue reports whether a tool's returned value is the value of call as is (the
// call itself, or a local bound to it): the tool sends whatever result the callee builds.
func (f *file) returnsCallValue(value, call, ret, fn *sitter.Node) bool {
	v := unwrap(value)
	return v == call || f.boundCall(v, ret, fn) == call
}

// boxedFailure judges an object of one member that is no part of a tool result (`return { data:
// errorMessage }`) as that member's text: whoever reads the object reads that member, so a
// failure text in it is what the function gives back (failureTextReason).
func (f *file) boxedFailure(m members, caught string, fn, ret *sitter.Node) reason {
	if m.opaque || len(m.values) != 1 {
		return reason{}
	}
	for k, v := range m.values {
		if k == "content" || k == "isError" || k == "structuredContent" {
			return reason{}
		}
		if extract.Type(v) == "shorthand_property_identifier" {
			v = f.valueOf(v)
		}
		if why := f.failureTextReason(v, caught, fn, ret, 0); why.ok() {
			why.text = fmt.Sprintf("{ %s: %s }", k, why.text)
			return why
		}
	}
	return reason{}
}

// A tool's helper that serializes what a call gives back into a result of its own, which a
// tool returns as its own:
//
//	export async function callEndpoint(url, args) {
//	  const result = await service.callEndpoint(url, args.path); // catch { return { error: e.message } }
//	  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
//	}
//	case "call_endpoint": return handlers.callEndpoint(url, args);
//
// The result is built here without isError, so the fix goes here: the finding stands at this
// return when the callee gives back a failure as a value (SoftFailure) and a tool returns the
// helper's value as its own (Returned). A tool's own returns are judged where it is registered
// (softPendingNamed), and a text the helper can judge itself by softValue.

// servedCallPending records the pending softerror of fn's return of a result (builtResult) whose
// text or structuredContent is what a call gives back (sourceCall), for a function no
// registration of the file makes a tool.
func (f *file) servedCallPending(key string, fn, stmt, v *sitter.Node) {
	if key == "" || f.regByFn[fn.ID()] != nil {
		return
	}
	obj, m := f.builtResultMembers(v)
	if obj == nil {
		return
	}
	cl := f.classify(m)
	var call *sitter.Node
	for _, t := range append(cl.texts, m.values["structuredContent"]) {
		if call = f.sourceCall(t, stmt, fn, 0); call != nil {
			break
		}
	}
	var others []*sitter.Node // the other calls a variable the cases set may hold (softassigned.go)
	if call == nil {
		if calls := f.valueAssignedCalls(obj, stmt, fn); len(calls) > 0 {
			call, others = calls[0], calls[1:]
		}
	}
	if call == nil {
		return
	}
	callee := extract.Field(call, "function")
	keys := f.edgeKeys(callee)
	if len(keys) == 0 {
		return
	}
	if never, _ := f.catchMayNotRun(stmt); never {
		return
	}
	called, anyOf := f.withOtherSources(clip(extract.Content(callee, f.Src)), others, nil)
	name := f.displayName(fn)
	w := where{fn: fn, name: name}
	fd := f.softFinding(stmt, w, cl.shape,
		fmt.Sprintf("%s builds a result of what %s gives back, a failure on some path (see related), without isError, and a tool returns it as its own: the client and the model take it for success; test the value and set isError: true for a failure",
			name, called))
	f.pending = append(f.pending, extract.Pending{Finding: fd, Keys: keys, AnyOf: anyOf, Need: extract.SoftFailure, Within: key, Returned: true})
}
