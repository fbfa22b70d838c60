package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A function of the project's that registers a tool for each spec object it is handed, and
// whose registered callback answers with the JSON of what a member function of the spec gives
// back as the text of a success:
//
//	// toolkit.ts
//	export function okJson(data) {
//	  return { structuredContent: data, content: [{ type: "text", text: JSON.stringify(data) }] };
//	}
//	export function defineTool(mcp, spec) {
//	  const cb = async (args) => {
//	    const out = await spec.handler(args);
//	    return okJson(out);
//	  };
//	  return mcp.tool(spec.name, spec.description, spec.params, cb);
//	}
//	// tools.ts
//	defineTool(mcp, { name: "brew", params: {...}, handler: async ({ leaf }) => {
//	  try { ... } catch (e) { return { success: false, error: String(e) }; }
//	} });
//
// The handler's failure object reaches the client as a success. Two files each know a part:
//
//   - the registering function's file gives its key, suffixed by memberAnswersSuffix(i, m),
//     the fact SoftFailure at each return of the registered callback whose result, without
//     isError, has as its text JSON.stringify of a const bound to the call of member m of the
//     function's parameter i, not tested for a failure on the way; the result is an object
//     literal or the call of a function of the file that builds one from its parameter
//     (summarizeMemberWrappers);
//   - the file that calls the function with an object literal as argument i holds a pending
//     softerror at each return of a failure object (as it is or through a local) of the
//     function in the literal's member m (memberWrappedPendings), which stands only when the
//     registering function's marker has SoftFailure (Pending.Also); related names the callback's
//     return.

// memberAnswersSuffix ends the key under which a function says the tool callback it registers
// answers with a text result, without isError, of the JSON of what member m of its parameter i
// gives back.
func memberAnswersSuffix(i int, m string) string { return fmt.Sprintf("!answers@%d.%s", i, m) }

// summarizeMemberWrappers gives each keyed function of the file that registers a callback it
// defines the marker of memberAnswersSuffix(i, m) at each return of the callback that answers
// with the JSON of what member m of its parameter i returns (see above).
func (f *file) summarizeMemberWrappers(sz *summarizer) {
	for _, r := range f.regs {
		if r.fn == nil || r.shielded || r.call == nil {
			continue
		}
		outer := f.enclosingFunction(r.call)
		if outer == nil || !isInside(r.fn, outer) {
			continue
		}
		key := f.keyOf(outer)
		params := f.paramNames(outer)
		if key == "" || len(params) == 0 {
			continue
		}
		for _, stmt := range f.returnStatements(r.fn) {
			name := f.jsonTextOf(extract.NamedChild(stmt, 0), r.fn)
			if name == nil {
				continue
			}
			i, m := f.paramMemberAnswer(name, r.fn, stmt, params)
			if i < 0 {
				continue
			}
			sz.place(sz.get(key+memberAnswersSuffix(i, m), outer), extract.SoftFailure, stmt,
				fmt.Sprintf("%s's tool callback answers with the JSON of what %s.%s returns as the text of a result without isError", f.displayName(outer), params[i], m))
			if j, tm := paramMemberLabel(toolLabel(r, f), params); j >= 0 {
				sz.place(sz.get(key+memberNamedSuffix(j, tm), outer), extract.SoftFailure, r.fn, // where the registration's tool stands
					fmt.Sprintf("%s names the tool it registers by %s.%s", f.displayName(outer), params[j], tm))
			}
		}
	}
}

// memberNamedSuffix ends the key under which a function says the tool it registers (one whose
// callback answers with the JSON of what a member of a parameter returns) is named by member m
// of its parameter i: a literal of that member in the object a file hands it names the tool
// (Pending.ToolKeys).
func memberNamedSuffix(i int, m string) string { return fmt.Sprintf("!named@%d.%s", i, m) }

// paramMemberLabel returns the index of the parameter (of params) and the member a tool's label
// spells when the registration names the tool by a member of a parameter ("[spec.name]"); -1
// otherwise.
func paramMemberLabel(label string, params []string) (int, string) {
	inner, ok := strings.CutPrefix(label, "[")
	if !ok {
		return -1, ""
	}
	inner, ok = strings.CutSuffix(inner, "]")
	base, m, dot := strings.Cut(inner, ".")
	if !ok || !dot || m == "" || strings.ContainsAny(m, ".[]()?! ") {
		return -1, ""
	}
	for i, p := range params {
		if p != "" && p == base {
			return i, m
		}
	}
	return -1, ""
}

// jsonTextOf returns the identifier whose JSON (JSON.stringify of it) is a text of the result
// a returned value v of fn builds without isError: an object literal (builtResultMembers), or
// the call of another function of the file with the identifier as the argument whose JSON a
// text of that function's built result is. nil otherwise.
func (f *file) jsonTextOf(v, fn *sitter.Node) *sitter.Node {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	if obj, m := f.builtResultMembers(v); obj != nil {
		for _, t := range f.classify(m).texts {
			if id := stringifiedIdent(t, f.Src); id != nil {
				return id
			}
		}
		return nil
	}
	if extract.Type(v) != "call_expression" {
		return nil
	}
	g := f.calledFunction(extract.Field(v, "function"))
	if g == nil || same(g, fn) {
		return nil
	}
	params := f.paramNames(g)
	for _, texts := range f.builtResultTexts(g) {
		for _, t := range texts {
			id := stringifiedIdent(t, f.Src)
			if id == nil {
				continue
			}
			for j, p := range params {
				if p != "" && p == extract.Content(id, f.Src) {
					if a := unwrap(argument(extract.Field(v, "arguments"), j)); a != nil && extract.Type(a) == "identifier" {
						return a
					}
				}
			}
		}
	}
	return nil
}

// stringifiedIdent returns the identifier a text t is JSON.stringify of, or nil.
func stringifiedIdent(t *sitter.Node, src []byte) *sitter.Node {
	t = unwrap(t)
	if t == nil || extract.Type(t) != "call_expression" || !isJSONStringify(extract.Field(t, "function"), src) {
		return nil
	}
	id := unwrap(argument(extract.Field(t, "arguments"), 0))
	if id == nil || extract.Type(id) != "identifier" {
		return nil
	}
	return id
}

// paramMemberAnswer returns the index of the parameter (of params) and the member whose call's
// value an identifier id is: a const of fn bound to `params[i].m(...)` (maybe awaited), not
// tested for a failure between its declaration and ret (failureTested). -1 otherwise.
func (f *file) paramMemberAnswer(id, fn, ret *sitter.Node, params []string) (int, string) {
	v := extract.Content(id, f.Src)
	d := f.resolve(v, id)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || !f.isConstDecl(d) || f.failureTestedBut(v, d, ret, func(cond *sitter.Node) bool { return f.passesResultOn(cond, v) }) {
		return -1, ""
	}
	call := unwrap(extract.Field(d, "value"))
	if call == nil || extract.Type(call) != "call_expression" {
		return -1, ""
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return -1, ""
	}
	obj, prop := unwrap(extract.Field(callee, "object")), extract.Field(callee, "property")
	if obj == nil || prop == nil || extract.Type(obj) != "identifier" || extract.Type(prop) != "property_identifier" {
		return -1, ""
	}
	name := extract.Content(obj, f.Src)
	if b := f.resolve(name, obj); b != nil && isInside(b, fn) {
		return -1, "" // a name the callback binds itself
	}
	for i, p := range params {
		if p == name {
			return i, extract.Content(prop, f.Src)
		}
	}
	return -1, ""
}

// passesResultOn reports whether cond sits in the condition of an if that requires name to
// hold a content member (`Array.isArray(out.content)`, `out.content`, `"content" in out`, among
// others joined by &&) and whose consequence only returns name: it passes a tool result on as
// it is, and a failure object without content goes on past it.
func (f *file) passesResultOn(cond *sitter.Node, name string) bool {
	ifs := enclosingIf(cond)
	if ifs == nil || !f.requiresContent(extract.Field(ifs, "condition"), name) {
		return false
	}
	c := extract.Field(ifs, "consequence")
	if c != nil && extract.Type(c) == "statement_block" && extract.NamedChildCount(c) == 1 {
		c = extract.NamedChild(c, 0)
	}
	if c == nil || extract.Type(c) != "return_statement" {
		return false
	}
	v := unwrap(extract.NamedChild(c, 0))
	return v != nil && extract.Type(v) == "identifier" && extract.Content(v, f.Src) == name
}

// requiresContent reports whether a condition holds only when name has a content member: a
// test of it, alone or joined with others by &&.
func (f *file) requiresContent(cond *sitter.Node, name string) bool {
	c := unwrap(cond)
	if c == nil {
		return false
	}
	switch extract.Type(c) {
	case "binary_expression":
		l, r := extract.Field(c, "left"), extract.Field(c, "right")
		switch text(extract.Field(c, "operator"), f.Src) {
		case "&&":
			return f.requiresContent(l, name) || f.requiresContent(r, name)
		case "in":
			k, ok := stringValue(unwrap(l), f.Src)
			return ok && k == "content" && text(unwrap(r), f.Src) == name
		}
	case "call_expression": // Array.isArray(name.content)
		if text(extract.Field(c, "function"), f.Src) == "Array.isArray" {
			return f.requiresContent(argument(extract.Field(c, "arguments"), 0), name)
		}
	case "member_expression":
		return text(unwrap(extract.Field(c, "object")), f.Src) == name && text(extract.Field(c, "property"), f.Src) == "content"
	}
	return false
}

// memberWrappedPendings returns the pending softerrors at the returns of failure objects of
// the functions the file hands, as a member of an object literal, to a function of a module's
// (the call's keys), which the file does not register otherwise: each stands when that function
// registers a callback that answers with the JSON of what the member returns
// (memberAnswersSuffix).
func (f *file) memberWrappedPendings() []extract.Pending {
	var out []extract.Pending
	for _, m := range f.matches(qCalls) {
		callee, call := m[capCallee], m[capSite]
		if callee == nil || call == nil || extract.Type(callee) != "identifier" {
			continue
		}
		var keys []string
		for _, k := range f.edgeKeys(callee) {
			if strings.Contains(k, "#") {
				keys = append(keys, k)
			}
		}
		if len(keys) == 0 {
			continue
		}
		args := extract.Field(call, "arguments")
		for i := 0; argument(args, i) != nil; i++ {
			obj := unwrap(argument(args, i))
			if obj == nil || extract.Type(obj) != "object" {
				continue
			}
			members, literals := f.literalMembers(obj)
			var toolKeys, toolMembers, toolLiterals []string // Pending.ToolKeys
			for _, k := range keys {
				for j, m := range members {
					toolKeys = append(toolKeys, k+memberNamedSuffix(i, m))
					toolMembers, toolLiterals = append(toolMembers, m), append(toolLiterals, literals[j])
				}
			}
			for _, mf := range f.memberFunctions(obj) {
				also := make([]string, len(keys))
				for j, k := range keys {
					also[j] = k + memberAnswersSuffix(i, mf.member)
				}
				ps := f.memberFailurePendings(mf.fn, also)
				for k := range ps {
					// The registration may name the tool by one of the spec's members: the
					// index names it by the literal written here (Pending.ToolMembers).
					ps[k].ToolKeys, ps[k].ToolMembers, ps[k].ToolLiterals = toolKeys, toolMembers, toolLiterals
					if len(toolKeys) > 0 {
						ps[k].ToolMessage = strings.Replace(strings.ReplaceAll(ps[k].Finding.Message, "%", "%%"), ", a tool's handler,", ", the handler of tool %s,", 1)
					}
				}
				out = append(out, ps...)
			}
		}
	}
	return out
}

// literalMembers returns the members of an object literal whose value is a string literal
// written there (`name: "brew"`), and those strings, in order.
func (f *file) literalMembers(obj *sitter.Node) (members, literals []string) {
	for _, c := range f.named(obj) {
		if extract.Type(c) != "pair" {
			continue
		}
		key := extract.Field(c, "key")
		s, ok := stringValue(unwrap(extract.Field(c, "value")), f.Src)
		if key == nil || extract.Type(key) != "property_identifier" || !ok || s == "" {
			continue
		}
		members, literals = append(members, extract.Content(key, f.Src)), append(literals, s)
	}
	return members, literals
}

// memberFunction is a member of an object literal that holds a function written there.
type memberFunction struct {
	member string
	fn     *sitter.Node
}

// memberFunctions returns, in order, each member of an object literal whose value is a function
// written there (a pair's arrow or function expression, a method), unless the file registers
// the function already.
func (f *file) memberFunctions(obj *sitter.Node) []memberFunction {
	var out []memberFunction
	for _, c := range f.named(obj) {
		var key, fn *sitter.Node
		switch extract.Type(c) {
		case "pair":
			key, fn = extract.Field(c, "key"), unwrap(extract.Field(c, "value"))
		case "method_definition":
			key, fn = extract.Field(c, "name"), c
		default:
			continue
		}
		if key == nil || fn == nil || extract.Type(key) != "property_identifier" || !f.parents.isFunction(fn) || f.regByFn[fn.ID()] != nil {
			continue
		}
		out = append(out, memberFunction{extract.Content(key, f.Src), fn})
	}
	return out
}

// memberFailurePendings returns the pending softerrors at fn's returns of a failure object (an
// error member or a failed status), as it is or through a local bound to it, each standing when
// a function of also has SoftFailure.
func (f *file) memberFailurePendings(fn *sitter.Node, also []string) []extract.Pending {
	var out []extract.Pending
	w := where{fn: fn, name: f.displayName(fn), direct: true}
	for _, stmt := range f.returnStatements(fn) {
		obj := f.returnedObject(extract.NamedChild(stmt, 0))
		if obj == nil {
			continue
		}
		m := f.members(obj, 0)
		if f.isBuiltResult(m) {
			continue // a tool result of its own: the wrapper passes it through or judges it as such
		}
		why := f.errorMemberReason(m)
		if why == "" {
			continue
		}
		never, tried := f.catchMayNotRun(stmt) // raisedtried.go
		if never {
			continue
		}
		fd := f.softFinding(stmt, w, finding.ProseOnly, wrappedFailureMessage(w.name, why, "its JSON"))
		out = append(out, extract.Pending{Finding: fd, Within: f.keyOf(fn), Also: also, AlsoNeed: extract.SoftFailure, Tried: tried})
	}
	return out
}
