package golang

import (
	"bytes"
	"fmt"
	"path"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Rule softerror through failure structs. A function of the module (an API client's method,
// not a handler) answers a failure with a value of its own response type, built as one
// (types.BreakpointResponse{Status: "error", Context: types.DebugContext{ErrorMessage: ...}}),
// and a tool handler returns that value through a helper that marshals it into the text of a
// successful result (return newToolResultJSON(resp), whose body is json.Marshal and
// mcp.NewToolResultText): the agent gets {"status":"error",...} with isError false.
//
// The fix goes where the failure is built (return an error there, and let the handler answer
// it with an isError result), so the finding stands at that return, Within the function, and
// only if a tool returns the function's value (Pending.Returned, through forwards of
// SoftResult):
//
//   - a handler that returns H(v), v the value of a call g(...) (directly or through a local),
//     forwards SoftResult to g if H has the fact SuccessText (Forward.If); one that marshals v
//     into its own mcp.NewToolResultText forwards it unconditionally;
//   - a function that returns the value of another call (return c.createStepResponse(...))
//     forwards SoftResult to it.

// failureStruct says why a value a return hands back is a failure struct: a composite literal
// of a named type (not a CallToolResult), or a local defined once from one or whose members
// the function sets before the return, whose status member is a failed status or whose error
// member carries an error text; nested literals of its members count too. "" when it is none.
func (fl *file) failureStruct(fn, ret, v *sitter.Node, errVars []string, depth int) (string, *sitter.Node) {
	return fl.failureStructIn(fn, ret, v, errVars, false, depth)
}

// failureStructIn is failureStruct inside a literal whose own status member says the call
// succeeded (succeeded): an error text in a member literal is then a note of a partial success.
// The node is the assignment that makes a local a failure, nil for a literal.
func (fl *file) failureStructIn(fn, ret, v *sitter.Node, errVars []string, succeeded bool, depth int) (string, *sitter.Node) {
	v = unparen(v)
	if v == nil || depth > 2 {
		return "", nil
	}
	switch extract.Type(v) {
	case "unary_expression":
		return fl.failureStructIn(fn, ret, extract.Field(v, "operand"), errVars, succeeded, depth+1)
	case "identifier":
		name := text(v, fl.src)
		if w, at := fl.assignedFailure(fn, ret, name, errVars); w != "" {
			return w, at
		}
		if d, ok := fl.resolve(v, name); ok && d.expr != nil && !d.multi && !d.param && sameNode(d.fn, fn) && fl.flowsTo(d.expr, ret) {
			return fl.failureStructIn(fn, ret, d.expr, errVars, succeeded, depth+1)
		}
		return "", nil
	case "composite_literal":
	default:
		return "", nil
	}
	t := unparenType(extract.Field(v, "type"))
	if t == nil || (extract.Type(t) != "type_identifier" && extract.Type(t) != "qualified_type") || fl.isCallToolResultType(t) {
		return "", nil // maps and slices are other rules' business; a CallToolResult is softerror's own
	}
	elems := keyedElements(extract.Field(v, "body"), fl.src)
	flagged := "" // a flag member that says the call failed (Success: false)
	for _, k := range elems {
		if successKeys[guidance.NormalizeKey(k.key)] {
			switch b := unparen(k.value); {
			case b != nil && extract.Type(b) == "false":
				flagged = k.key + ": false"
			case b != nil && extract.Type(b) == "true":
				succeeded = true
			}
		}
		if statusKeys[guidance.NormalizeKey(k.key)] {
			if s, ok := stringValue(unparen(k.value), fl.src); ok {
				if guidance.FailedStatus(s) {
					return fmt.Sprintf("%s: %q", k.key, s), nil
				}
				succeeded = true
			}
		}
	}
	for _, k := range elems {
		if errorKeys[guidance.NormalizeKey(k.key)] {
			// A literal that says in its own status member that the call succeeded and carries
			// an error text beside it answers a partial success with a note (state unavailable,
			// output captured): its own words say which.
			if !succeeded && fl.errorText(k.value, errVars) {
				return fmt.Sprintf("%s: %s", k.key, clipLine(text(k.value, fl.src))), nil
			}
			continue
		}
		if w, at := fl.failureStructIn(fn, ret, k.value, errVars, succeeded, depth+1); w != "" {
			return w, at
		}
	}
	// The flag makes the literal a failure whatever its error member holds ("no programs
	// found"), or when it has none.
	return flagged, nil
}

// assignedFailure says why a local the function returns (or puts in its result) is a failure
// by what the function sets on it before ret: resp.Status = "error", ctx.ErrorMessage =
// err.Error(). "" when it sets no such member.
func (fl *file) assignedFailure(fn, ret *sitter.Node, name string, errVars []string) (string, *sitter.Node) {
	body := extract.Field(fn, "body")
	if body == nil {
		return "", nil
	}
	src := text(body, fl.src)
	if !strings.Contains(src, name+".") {
		return "", nil
	}
	// The offsets of the name in the body: a node that holds none holds no assignment to a
	// member of it, and the walk skips it.
	var names []uint32
	for i, base := 0, extract.StartByte(body); ; {
		j := strings.Index(src[i:], name)
		if j < 0 {
			break
		}
		names = append(names, base+uint32(i+j))
		i += j + 1
	}
	end := extract.StartByte(ret)
	found := ""
	var at *sitter.Node
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if n == nil || found != "" {
			return
		}
		start := extract.StartByte(n)
		if start >= end {
			return
		}
		k := sort.Search(len(names), func(i int) bool { return names[i] >= start })
		if k == len(names) || names[k]+uint32(len(name)) > extract.EndByte(n) {
			return
		}
		t := extract.Type(n)
		if (t == "function_declaration" || t == "method_declaration" || t == "func_literal") && !sameNode(n, fn) {
			return
		}
		if t == "assignment_statement" {
			ls, rs := namedChildren(extract.Field(n, "left")), namedChildren(extract.Field(n, "right"))
			if len(ls) == 1 && len(rs) == 1 && extract.Type(ls[0]) == "selector_expression" &&
				text(unparen(extract.Field(ls[0], "operand")), fl.src) == name {
				field := text(extract.Field(ls[0], "field"), fl.src)
				key := guidance.NormalizeKey(field)
				if !fl.reachesReturn(n, ret) {
					return
				}
				if s, ok := stringValue(unparen(rs[0]), fl.src); ok && statusKeys[key] && guidance.FailedStatus(s) {
					found, at = fmt.Sprintf("%s.%s = %q", name, field, s), n
				} else if errorKeys[key] && fl.errorText(rs[0], errVars) {
					found, at = fmt.Sprintf("%s.%s = %s", name, field, clipLine(text(rs[0], fl.src))), n
				}
			}
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(body)
	return found, at
}

// errorText reports whether a value set on an error member is an error text: a constant text
// that is not empty (and no "no results" answer), or an expression that carries an error
// variable (err.Error(), fmt.Sprintf("failed: %v", err)) other than the variable as it is,
// which may be nil where the member is set.
func (fl *file) errorText(v *sitter.Node, errVars []string) bool {
	v = unparen(v)
	if v == nil {
		return false
	}
	if s, ok := stringValue(v, fl.src); ok {
		return strings.TrimSpace(s) != "" && !guidance.NoResults(s)
	}
	if extract.Type(v) == "identifier" {
		return false
	}
	for _, e := range errVars {
		if fl.carries(v, e, 0) {
			return true
		}
	}
	return false
}

// errVarsOf returns the names that hold an error where ret stands: fn's error parameters and
// the variable of the error check ret is in.
func (fl *file) errVarsOf(fn, ret *sitter.Node) []string {
	out := paramNames(fn, fl.src, true)
	if recv := fl.softChecks().byStart[extract.StartByte(ret)]; recv != nil {
		out = append(out, text(recv, fl.src))
	}
	if len(out) == 0 {
		out = append(out, "err")
	}
	return out
}

// isStructFunc reports whether fn is a declared function or method, neither a handler nor a
// result function, with one result of a named type (T, *T, pkg.T), or that and an error: a
// function that may answer with a response struct (and, with an error result, answer a
// failure with one and a nil error: `return ListResult{Error: err.Error()}, nil`).
func (fl *file) isStructFunc(fn *sitter.Node) bool {
	res := fl.answerType(fn)
	if res != nil && extract.Type(res) == "pointer_type" {
		res = unparenType(firstNamed(res))
	}
	if res == nil {
		return false
	}
	switch extract.Type(res) {
	case "qualified_type":
		return true
	case "type_identifier":
		if text(res, fl.src) == "any" {
			return true // a registry's tool function: func(input) (any, error) (softadapter.go)
		}
		return !builtins[text(res, fl.src)] && text(res, fl.src) != "string" && text(res, fl.src) != "bool"
	case "interface_type":
		return extract.NamedChildCount(res) == 0
	}
	return false
}

// answerType returns the type of what a declared function or method, neither a handler nor a
// result function, answers: its one unnamed result, or the first of two unnamed results whose
// second is an error (a value returned with a nil error is the answer); unparenType'd. nil for
// any other function.
func (fl *file) answerType(fn *sitter.Node) *sitter.Node {
	if extract.Type(fn) == "func_literal" || fl.isHandler(fn) || fl.isResultFunc(fn) {
		return nil
	}
	res := extract.Field(fn, "result")
	if res != nil && extract.Type(res) == "parameter_list" {
		ps := namedChildren(res)
		if len(ps) == 2 && len(childrenByField(ps[1], "name")) == 0 && text(extract.Field(ps[1], "type"), fl.src) == "error" {
			ps = ps[:1]
		}
		if len(ps) != 1 || len(childrenByField(ps[0], "name")) > 0 {
			return nil
		}
		res = extract.Field(ps[0], "type")
	}
	return unparenType(res)
}

// structPending returns the pending findings of the failure structs the file's functions
// return: each stands if a tool returns the function's value as its result.
func (fl *file) structPending() []extract.Pending {
	return fl.structFailures(nil)
}

// buildsFailure reports whether a struct function returns a failure struct.
func (fl *file) buildsFailure(fn *sitter.Node) bool {
	return len(fl.structFailures(fn)) > 0
}

// structFailures returns the pending findings of the failure structs of fn (of every struct
// function of the file when fn is nil), and of the failure texts of a text function
// (softtext.go).
func (fl *file) structFailures(only *sitter.Node) []extract.Pending {
	if fl.isTest || fl.f.Context == finding.Test {
		return nil
	}
	var out []extract.Pending
	for _, fn := range fl.fnNodes {
		if only != nil && !sameNode(fn, only) {
			continue
		}
		if fl.isTextFunc(fn) {
			out = append(out, fl.textFailures(fn)...) // softtext.go
			continue
		}
		if !fl.isStructFunc(fn) {
			out = append(out, fl.sliceFailures(fn)...) // softreplaced.go
			continue
		}
		for _, ret := range fl.fnReturns(fn) {
			if keys, call := fl.droppedError(fn, ret); call != nil {
				out = append(out, fl.droppedFinding(fn, ret, call, keys)) // softadapter.go
				continue
			}
			vals := namedChildren(firstNamed(ret))
			if len(vals) == 0 || len(vals) > 2 || !restNil(vals) {
				continue // with an error result, only a failure returned with a nil error is a soft one
			}
			why, at := fl.failureStruct(fn, ret, vals[0], fl.errVarsOf(fn, ret), 0)
			if why == "" {
				continue
			}
			out = append(out, fl.structFinding(fn, ret, unparen(vals[0]), at, why))
		}
	}
	return out
}

// structFinding is the pending finding of a failure struct v that ret returns, standing at the
// assignment that makes it one (at) when there is one: where the failure is set.
func (fl *file) structFinding(fn, ret, v, at *sitter.Node, why string) extract.Pending {
	name := fl.qualifiedName(fn)
	what := text(v, fl.src)
	if extract.Type(v) == "composite_literal" {
		what = text(extract.Field(v, "type"), fl.src) + "{}"
	}
	anchor := v
	if at != nil {
		anchor = at
	}
	fd := finding.Finding{
		Rule: "softerror", Path: fl.f.Path,
		Line: int(anchor.StartPoint().Row) + 1, Column: int(anchor.StartPoint().Column) + 1,
		StartLine: int(anchor.StartPoint().Row) + 1, EndLine: int(ret.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context,
		Message: fmt.Sprintf("%s returns %s built as a failure (%s), and the tools that return its value marshal it into a successful result (isError false): the agent reads the failure as data; return an error from %s and %s",
			name, clip(what), why, fl.funcName(fn), fl.errorAdvice()),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, name, text(v, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: finding.Literal, API: clip(what), Function: name, Shape: finding.JSONInText,
			PathKey: fl.helperKey(fn), Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
	}
	if at != nil {
		fd.Related = []finding.Related{{Path: fl.f.Path, Line: int(ret.StartPoint().Row) + 1, Column: int(ret.StartPoint().Column) + 1,
			Message: "the return of " + clip(text(v, fl.src)) + ", which carries it"}}
	}
	return extract.Pending{Finding: fd, Within: fl.helperKey(fn), Returned: true}
}

// structForwards returns the forwards of SoftResult of a handler or a struct function: the
// calls whose value it returns as its own (a struct function), or hands to a helper that builds
// a successful result from it, or marshals into its own successful result (a handler).
func (fl *file) structForwards(fn *sitter.Node, handler bool) []extract.Forward {
	var out []extract.Forward
	for _, ret := range fl.fnReturns(fn) {
		vals := namedChildren(firstNamed(ret))
		line, col := int(ret.StartPoint().Row)+1, int(ret.StartPoint().Column)+1
		if handler && len(vals) == 3 && restNil(vals[1:]) {
			// A go-sdk typed handler's output (return nil, out, nil): the SDK marshals it into
			// structuredContent and the text of a successful result.
			if c := fl.sourceCall(vals[1], 0); c != nil {
				if keys := fl.valueCallKeys(c); len(keys) > 0 {
					out = append(out, extract.Forward{Facts: extract.SoftResult, Keys: keys, Line: line, Column: col})
				}
			}
			// The result beside the output is the tool's answer too: return
			// NewTextResult(text), out, nil.
			vals = fl.resultVals(ret)
		}
		if len(vals) == 0 || !restNil(vals) {
			continue
		}
		v := unparen(vals[0])
		if !handler {
			if c := fl.sourceCall(v, 0); c != nil {
				if keys := fl.valueCallKeys(c); len(keys) > 0 {
					out = append(out, extract.Forward{Facts: extract.SoftResult, Keys: keys, Line: line, Column: col})
				}
			}
			continue
		}
		// An SDK's successful result, a constructor's or a literal of either SDK
		// (&mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: render(r)}}}),
		// whose text or structured content is the value of a call.
		if sr, ok := fl.successOf(v); ok {
			for _, t := range append(append([]*sitter.Node(nil), sr.texts...), sr.objects...) {
				if c := fl.sourceCall(t, 0); c != nil {
					if keys := fl.valueCallKeys(c); len(keys) > 0 {
						out = append(out, extract.Forward{Facts: extract.SoftResult, Keys: keys, Line: line, Column: col})
					}
				}
			}
			continue
		}
		if v == nil || extract.Type(v) != "call_expression" {
			continue
		}
		hkeys := fl.returnedCallKeys(ret)
		if len(hkeys) == 0 {
			continue
		}
		if !fl.callsLocal(v) {
			// What a result function of the module returns, the tool returns (an adapter's
			// result: softadapter.go).
			out = append(out, extract.Forward{Facts: extract.SoftResult, Keys: hkeys, Line: line, Column: col})
		}
		for _, a := range args(v) {
			calls := []*sitter.Node{fl.sourceCall(a, 0)}
			if calls[0] == nil {
				// A local whose last value is not a call (a failure literal set in an error
				// check, a nil guard) may still hold what a call gave it on another path.
				calls = fl.assignedCalls(fn, ret, a)
			}
			for _, c := range calls {
				if keys := fl.valueCallKeys(c); len(keys) > 0 {
					out = append(out, extract.Forward{Facts: extract.SoftResult, Keys: keys, Line: line, Column: col,
						If: []extract.Cond{{Keys: hkeys, Need: extract.SuccessText}}})
				}
			}
		}
	}
	return out
}

// sourceCall returns the call of the module whose value e is: the call itself, a local
// defined from it (resp := c.Get(id), or resp, err := ...), or text marshalled from it
// (string(b), b from json.Marshal(resp), or st.String() of a type whose String marshals it).
// nil when e is none.
func (fl *file) sourceCall(e *sitter.Node, depth int) *sitter.Node {
	e = unparen(e)
	if e == nil || depth > 4 {
		return nil
	}
	switch extract.Type(e) {
	case "unary_expression":
		return fl.sourceCall(extract.Field(e, "operand"), depth+1)
	case "identifier":
		d, ok := fl.resolve(e, text(e, fl.src))
		if !ok || d.param || d.expr == nil || d.index != 0 || d.fn == nil {
			return nil
		}
		return fl.sourceCall(d.expr, depth+1)
	case "call_expression":
		if fl.isSerializer(e) { // json.Marshal, a YAML writer's Marshal (softserial.go)
			if as := args(e); len(as) > 0 {
				return fl.sourceCall(as[0], depth+1)
			}
			return nil
		}
		if x := fl.stringerValue(e); x != nil { // st.String() that marshals st (softserial.go)
			return fl.sourceCall(x, depth+1)
		}
		if f := extract.Field(e, "function"); f != nil && extract.Type(f) == "identifier" && (text(f, fl.src) == "string" || fl.declaresType(text(f, fl.src))) {
			if as := args(e); len(as) == 1 { // string(b), or a conversion to a type of the file: listOutput(res)
				return fl.sourceCall(as[0], depth+1)
			}
			return nil
		}
		if _, ok := fl.successOf(e); ok || fl.callsLocal(e) {
			return nil
		}
		return e
	}
	return nil
}

// assignedCalls returns the calls of the module whose first value fn assigns to the local a
// before ret (diags, runErr = h.Run(ctx), or diags := check(x)), in source order; none when a
// is no local of fn.
func (fl *file) assignedCalls(fn, ret, a *sitter.Node) []*sitter.Node {
	a = unparen(a)
	if a == nil || extract.Type(a) != "identifier" {
		return nil
	}
	name := text(a, fl.src)
	if d, ok := fl.resolve(a, name); !ok || d.param || !sameNode(d.fn, fn) {
		return nil
	}
	var out []*sitter.Node
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if n == nil || extract.StartByte(n) >= extract.StartByte(ret) || (isFuncNode(n) && !sameNode(n, fn)) || len(out) > 3 {
			return
		}
		if t := extract.Type(n); t == "assignment_statement" || t == "short_var_declaration" {
			ls, rs := namedChildren(extract.Field(n, "left")), namedChildren(extract.Field(n, "right"))
			if len(ls) > 0 && len(rs) == 1 && text(ls[0], fl.src) == name {
				if c := unparen(rs[0]); c != nil && extract.Type(c) == "call_expression" {
					if sc := fl.sourceCall(c, 0); sc != nil {
						out = append(out, sc)
					}
				}
			}
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(extract.Field(fn, "body"))
	return out
}

// declaresType reports whether the file declares a type by that name at its top level.
func (fl *file) declaresType(name string) bool {
	for _, top := range namedChildren(fl.root) {
		if extract.Type(top) != "type_declaration" {
			continue
		}
		for _, spec := range namedChildren(top) {
			if n := extract.Field(spec, "name"); n != nil && text(n, fl.src) == name {
				return true
			}
		}
	}
	return false
}

// valueCallKeys returns the keys a call may have: callKeys', and for a method called on a field
// of the receiver whose type the file declares (s.client.Get(), client *api.Client), the keys
// of that type's package.
func (fl *file) valueCallKeys(call *sitter.Node) []string {
	f := extract.Field(call, "function")
	switch {
	case f == nil:
		return nil
	case extract.Type(f) == "identifier":
		return fl.callKeys(text(f, fl.src), nil)
	case extract.Type(f) != "selector_expression":
		return nil
	}
	name := text(extract.Field(f, "field"), fl.src)
	recv := unparen(extract.Field(f, "operand"))
	if recv != nil && extract.Type(recv) == "selector_expression" {
		field := text(extract.Field(recv, "field"), fl.src)
		if p := fl.fieldPackage(field); p != "" {
			return fl.packageKeys(p, "*."+name)
		}
		if field != "" {
			// A field the file does not declare may be one of a struct another file of the
			// package declares (deps.Sri.Check(), Sri *sri.Service in tools.go): that file's
			// alias (fieldAliases) makes the key name the method of the field type's package.
			return append([]string{fieldKey(fl.dir, field, name)}, fl.callKeys(name, recv)...)
		}
	}
	if recv != nil && extract.Type(recv) == "identifier" {
		if p := fl.localPackage(recv); p != "" {
			return fl.packageKeys(p, "*."+name)
		}
	}
	if recv != nil && extract.Type(recv) == "index_expression" {
		// handlers[0].Run(ctx): an element of a local that a function of the file returns as a
		// slice of a type of a module package ([]checkers.Handler): that package's methods.
		if p := fl.elementPackage(unparen(extract.Field(recv, "operand"))); p != "" {
			return fl.packageKeys(p, "*."+name)
		}
	}
	return fl.callKeys(name, recv)
}

// localPackage returns the import path of the module package whose type a local of the
// function holds, when the local is defined from that package's constructor or literal
// (g := sbom.NewGenerator(), c := &api.Client{}); "" otherwise. A method called on it is then
// that package's, not one of the file's own directory.
func (fl *file) localPackage(id *sitter.Node) string {
	d, ok := fl.resolve(id, text(id, fl.src))
	if !ok || d.param || d.fn == nil || d.expr == nil || d.multi {
		return ""
	}
	e := unparen(d.expr)
	if e != nil && extract.Type(e) == "unary_expression" {
		e = unparen(extract.Field(e, "operand"))
	}
	var pkg string
	switch {
	case e == nil:
		return ""
	case extract.Type(e) == "call_expression":
		q, name := callee(e, fl.src)
		if q == "" || !strings.HasPrefix(name, "New") {
			return ""
		}
		pkg = q
	case extract.Type(e) == "composite_literal":
		t := unparenType(extract.Field(e, "type"))
		if t == nil || extract.Type(t) != "qualified_type" {
			return ""
		}
		pkg = text(extract.Field(t, "package"), fl.src)
	default:
		return ""
	}
	p := fl.im.byName[pkg]
	if p == "" || isStdlib(p) || strings.HasPrefix(p, mcpGoMod) || strings.HasPrefix(p, goSDKMod) {
		return ""
	}
	return p
}

// fieldPackage returns the import path of the package of the type of a struct field the file
// declares by that name (client *api.Client), when it is a package of the module's (not the
// standard library's or an SDK's); "".
func (fl *file) fieldPackage(field string) string {
	if !bytes.Contains(fl.src, []byte(field)) {
		return ""
	}
	for _, mf := range fl.moduleFields() {
		if mf.name == field {
			return mf.pkg
		}
	}
	return ""
}

// moduleField is a struct field a file declares whose type is a module package's (`Sri
// *sri.Service`): its name and that package's import path.
type moduleField struct{ name, pkg string }

// moduleFields returns the fields of the file's struct types whose type (or the type it
// points to) is qualified by an import of the module, not the standard library nor an MCP SDK,
// in source order; read once per file.
func (fl *file) moduleFields() []moduleField {
	if fl.soft.fieldsOK {
		return fl.soft.fields
	}
	fl.soft.fieldsOK = true
	for _, top := range namedChildren(fl.root) {
		if extract.Type(top) != "type_declaration" {
			continue
		}
		var visit func(n *sitter.Node)
		visit = func(n *sitter.Node) {
			if n == nil {
				return
			}
			if extract.Type(n) != "field_declaration" {
				for i := 0; i < int(extract.NamedChildCount(n)); i++ {
					visit(extract.NamedChild(n, i))
				}
				return
			}
			t := unparenType(extract.Field(n, "type"))
			if t != nil && extract.Type(t) == "pointer_type" {
				t = unparenType(firstNamed(t))
			}
			if t == nil || extract.Type(t) != "qualified_type" {
				return
			}
			p := fl.im.byName[text(extract.Field(t, "package"), fl.src)]
			if p == "" || isStdlib(p) || strings.HasPrefix(p, mcpGoMod) || strings.HasPrefix(p, goSDKMod) {
				return
			}
			for _, id := range childrenByField(n, "name") {
				fl.soft.fields = append(fl.soft.fields, moduleField{text(id, fl.src), p})
			}
		}
		visit(top)
	}
	return fl.soft.fields
}

// fieldMark joins a package directory and a field name in the key of a method called on a
// field of that name that the calling file does not declare: "<dir>!field.<F>.*.<M>".
const fieldMark = "!field."

// fieldKey is the key of method m called on the field f of a struct of the package dir.
func fieldKey(dir, f, m string) string { return dir + fieldMark + f + ".*." + m }

// fieldAliases returns the file's prefix aliases from the keys of methods called on each struct
// field it declares whose type is one of a module package's (Sri *sri.Service) to that
// package's methods: a file of the same package that calls a method on such a field, with the
// struct declared here, reaches the method as if it declared the field itself (fieldPackage).
// Like fieldPackage, a field is known by its name alone.
func (fl *file) fieldAliases() []extract.Alias {
	if fl.isTest || fl.f.Context == finding.Test || !bytes.Contains(fl.src, []byte("struct")) {
		return nil
	}
	root := ""
	if fl.f.Project != nil {
		root = fl.f.Project.Root
	}
	var out []extract.Alias
	seen := map[string]bool{}
	for _, mf := range fl.moduleFields() {
		from := fl.dir + fieldMark + mf.name + "."
		for _, d := range suffixes(mf.pkg) {
			to := path.Join(root, d) + "."
			if !seen[from+"\x00"+to] {
				seen[from+"\x00"+to] = true
				out = append(out, extract.Alias{From: from, To: to, Prefix: true})
			}
		}
	}
	return out
}

// structSummaries returns the summaries of the file's struct functions, and text functions
// (softtext.go), that return the value of another call (forwards of SoftResult), so that a
// tool's return reaches the function that builds the failure through the functions between.
func (fl *file) structSummaries() []extract.Summary {
	if fl.isTest || fl.f.Context == finding.Test {
		return nil
	}
	var out []extract.Summary
	for _, fn := range fl.fnNodes {
		isText := fl.isTextFunc(fn)              // softtext.go
		isSlice := !isText && fl.isSliceFunc(fn) // softreplaced.go
		if !isText && !isSlice && !fl.isStructFunc(fn) {
			continue
		}
		// One that builds a failure is summarised too: the index then knows the file defines
		// it, and the tools' forwards resolve to it.
		if fws := fl.structForwards(fn, false); len(fws) > 0 || fl.buildsFailure(fn) {
			out = append(out, extract.Summary{Key: fl.helperKey(fn), Name: fl.qualifiedName(fn),
				Line: int(fn.StartPoint().Row) + 1, Column: int(fn.StartPoint().Column) + 1, Forward: fws})
		}
		if isText || isSlice {
			continue
		}
		if s, ok := fl.withErrSummary(fn); ok { // softadapter.go
			out = append(out, s)
		}
	}
	return out
}

// successKeys are the names of a boolean member that says whether the call succeeded.
var successKeys = map[string]bool{"success": true, "succeeded": true, "ok": true}

// flowsTo reports whether the statement of n may run before ret with no return between: the
// blocks around it, up to the one that holds ret, do not return after it (a failure assigned
// in an error check that returns is not what a later return hands back).
func (fl *file) flowsTo(n, ret *sitter.Node) bool {
	for b := n.Parent(); b != nil; b = b.Parent() {
		if isFuncNode(b) {
			return true
		}
		if extract.Type(b) != "block" && extract.Type(b) != "statement_list" {
			continue
		}
		if extract.StartByte(ret) >= extract.StartByte(b) && extract.EndByte(ret) <= extract.EndByte(b) {
			return true
		}
		for i := 0; i < int(extract.NamedChildCount(b)); i++ {
			if st := extract.NamedChild(b, i); extract.StartByte(st) > extract.StartByte(n) && extract.Type(st) == "return_statement" {
				return false
			}
		}
	}
	return true
}

// reachesReturn reports whether what the assignment as sets may reach ret: ret is in the
// block of the assignment, or that block does not return after it (if err != nil {
// ctx.ErrorMessage = err.Error() } before a return of ctx).
func (fl *file) reachesReturn(as, ret *sitter.Node) bool {
	b := as.Parent()
	for b != nil && extract.Type(b) != "block" {
		b = b.Parent()
	}
	if b == nil || (extract.StartByte(ret) >= extract.StartByte(b) && extract.EndByte(ret) <= extract.EndByte(b)) {
		return true
	}
	for _, st := range blockStatements(b) { // softreplaced.go
		if extract.StartByte(st) > extract.StartByte(as) && extract.Type(st) == "return_statement" {
			return false
		}
	}
	return true
}

// elementPackage returns the import path of the module package whose type the elements of a
// local hold, when the local is defined from a call of a function of the file that returns a
// slice of that type (hs := buildHandlers(...), func buildHandlers(...) []checkers.Handler);
// "" otherwise.
func (fl *file) elementPackage(id *sitter.Node) string {
	if id == nil || extract.Type(id) != "identifier" {
		return ""
	}
	d, ok := fl.resolve(id, text(id, fl.src))
	if !ok || d.param || d.fn == nil || d.expr == nil || d.multi {
		return ""
	}
	c := unparen(d.expr)
	if c == nil || extract.Type(c) != "call_expression" {
		return ""
	}
	f := extract.Field(c, "function")
	if f == nil || extract.Type(f) != "identifier" || fl.funcs[text(f, fl.src)] == nil {
		return ""
	}
	res := unparenType(extract.Field(fl.funcs[text(f, fl.src)], "result"))
	if res == nil || extract.Type(res) != "slice_type" {
		return ""
	}
	t := unparenType(extract.Field(res, "element"))
	if t != nil && extract.Type(t) == "pointer_type" {
		t = unparenType(firstNamed(t))
	}
	if t == nil || extract.Type(t) != "qualified_type" {
		return ""
	}
	p := fl.im.byName[text(extract.Field(t, "package"), fl.src)]
	if p == "" || isStdlib(p) || strings.HasPrefix(p, mcpGoMod) || strings.HasPrefix(p, goSDKMod) {
		return ""
	}
	return p
}
