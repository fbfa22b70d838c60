package golang

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Rule softerror through a replaced answer. A tool handler keeps its answer in a local (diags,
// resp) and, in the failure block of an error check, replaces it with a literal that holds only
// the failure, a struct (or a slice of structs) whose error member carries the error:
//
//	if runErr != nil {
//		diags = []diagnostic.Diagnostic{{Tool: name, Error: runErr.Error()}}
//	}
//	return marshalDiagnostics(diags)
//
// and returns it after the check as a success: through a helper of the module that builds a
// successful result from what it is given (a pending finding on the helper's SuccessText), or
// itself (mcp.NewToolResultJSON(diags), NewToolResultStructuredOnly, NewToolResultText of its
// json.Marshal, a go-sdk typed handler's output). The finding stands at the literal.
//
// Only a whole replacement counts: the local holds nothing but the failure on that path. An
// append counts only under a check that the local is empty (len(diags) == 0); entries appended
// beside successes (per-item errors of a batch) are not failures of the call.

// replacedFailures returns the findings and pending findings of the file's handlers that
// replace their answer with a failure literal and return it as a success.
func (fl *file) replacedFailures() ([]finding.Finding, []extract.Pending) {
	if fl.isTest || fl.f.Context == finding.Test || !fl.mayHoldResults() {
		return nil, nil
	}
	var out []finding.Finding
	var pending []extract.Pending
	for _, fn := range fl.fnNodes {
		body := extract.Field(fn, "body")
		if body == nil || !strings.Contains(text(body, fl.src), "!= nil") || !fl.isHandler(fn) {
			continue
		}
		var visit func(n *sitter.Node)
		visit = func(n *sitter.Node) {
			if n == nil || (isFuncNode(n) && !sameNode(n, fn)) {
				return
			}
			if extract.Type(n) == "if_statement" {
				if lit, ret, name, errVar, why := fl.replacedAt(n); lit != nil {
					if fd, p, ok := fl.replacedFinding(fn, n, ret, lit, name, errVar, why); ok {
						if p != nil {
							pending = append(pending, *p)
						} else {
							out = append(out, fd)
						}
					}
				}
			}
			for i := 0; i < int(extract.NamedChildCount(n)); i++ {
				visit(extract.NamedChild(n, i))
			}
		}
		visit(body)
	}
	return out, pending
}

// replacedAt returns the failure literal that the block of an error check ifst assigns to a
// local (name) without returning, the first return after the check of the block that holds it,
// the error variable the check tests, and why the literal is a failure; a nil literal when there
// is none.
func (fl *file) replacedAt(ifst *sitter.Node) (lit, ret *sitter.Node, name, errVar, why string) {
	cond := extract.Field(ifst, "condition")
	if errVar = checkedErrVar(cond, fl.src); errVar == "" {
		return nil, nil, "", "", ""
	}
	stmts := blockStatements(extract.Field(ifst, "consequence"))
	for i, st := range stmts {
		if extract.Type(st) != "assignment_statement" {
			continue
		}
		if op := extract.Field(st, "operator"); op == nil || text(op, fl.src) != "=" {
			continue
		}
		ls, rs := namedChildren(extract.Field(st, "left")), namedChildren(extract.Field(st, "right"))
		if len(ls) != 1 || len(rs) != 1 || extract.Type(ls[0]) != "identifier" {
			continue
		}
		name = text(ls[0], fl.src)
		lit, why = fl.failureReplacement(unparen(rs[0]), name, errVar, cond)
		if lit == nil {
			continue
		}
		returns := false
		for _, later := range stmts[i+1:] {
			returns = returns || extract.Type(later) == "return_statement"
		}
		if returns {
			continue
		}
		if ret = fl.laterReturn(ifst, name); ret != nil {
			return lit, ret, name, errVar, why
		}
	}
	return nil, nil, "", "", ""
}

// isSliceFunc reports whether fn is a declared function or method, neither a handler nor a
// result function, whose results are a slice of structs and an error ([]diagnostic.Diagnostic,
// error): a checker whose answer a tool marshals, and which may answer its own failure with
// one entry that carries it.
func (fl *file) isSliceFunc(fn *sitter.Node) bool {
	if extract.Type(fn) == "func_literal" || fl.isHandler(fn) || fl.isResultFunc(fn) {
		return false
	}
	res := extract.Field(fn, "result")
	if res == nil || extract.Type(res) != "parameter_list" {
		return false
	}
	ps := namedChildren(res)
	if len(ps) != 2 || len(childrenByField(ps[0], "name")) > 0 || len(childrenByField(ps[1], "name")) > 0 ||
		text(extract.Field(ps[1], "type"), fl.src) != "error" {
		return false
	}
	t := unparenType(extract.Field(ps[0], "type"))
	return t != nil && extract.Type(t) == "slice_type" && structType(unparenType(extract.Field(t, "element")))
}

// sliceFailures returns the pending findings of a slice function (isSliceFunc) that answers a
// failure with a nil error and entries that hold only the failure: a slice literal of failure
// structs returned from an error check, or a local replaced by one (or appended to while
// empty) in an error check and returned after it. Each stands if a tool returns the function's
// value as its result (Pending.Returned), as structFailures' do.
func (fl *file) sliceFailures(fn *sitter.Node) []extract.Pending {
	if fl.isTest || fl.f.Context == finding.Test || !fl.isSliceFunc(fn) {
		return nil
	}
	body := extract.Field(fn, "body")
	if body == nil || !strings.Contains(text(body, fl.src), "!= nil") {
		return nil
	}
	var out []extract.Pending
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if n == nil || (isFuncNode(n) && !sameNode(n, fn)) {
			return
		}
		if extract.Type(n) == "if_statement" {
			if lit, ret, name, _, why := fl.replacedAt(n); lit != nil {
				if vals := namedChildren(firstNamed(ret)); len(vals) == 2 && restNil(vals) && text(unparen(vals[0]), fl.src) == name {
					out = append(out, fl.structFinding(fn, ret, lit, nil, why))
				}
			} else if errVar := checkedErrVar(extract.Field(n, "condition"), fl.src); errVar != "" {
				for _, st := range blockStatements(extract.Field(n, "consequence")) {
					if extract.Type(st) != "return_statement" {
						continue
					}
					vals := namedChildren(firstNamed(st))
					if len(vals) != 2 || !restNil(vals) {
						continue
					}
					if v := unparen(vals[0]); v != nil && extract.Type(v) == "composite_literal" {
						if lit, why := fl.failureReplacement(v, "", errVar, nil); lit != nil {
							out = append(out, fl.structFinding(fn, st, lit, nil, why))
						}
					}
				}
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(body)
	return out
}

// checkedErrVar returns the error variable a condition checks for a failure (err != nil,
// alone or beside other conditions), or "".
func checkedErrVar(cond *sitter.Node, src []byte) string {
	cond = unparen(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return ""
	}
	op := extract.Field(cond, "operator")
	l, r := unparen(extract.Field(cond, "left")), unparen(extract.Field(cond, "right"))
	switch text(op, src) {
	case "!=":
		if l != nil && r != nil && extract.Type(l) == "identifier" && extract.Type(r) == "nil" && errName.MatchString(text(l, src)) {
			return text(l, src)
		}
	case "&&", "||":
		if v := checkedErrVar(l, src); v != "" {
			return v
		}
		return checkedErrVar(r, src)
	}
	return ""
}

// checksEmpty reports whether a condition requires the local name to be empty (len(name) == 0).
func checksEmpty(cond *sitter.Node, name string, src []byte) bool {
	cond = unparen(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return false
	}
	switch text(extract.Field(cond, "operator"), src) {
	case "&&":
		return checksEmpty(extract.Field(cond, "left"), name, src) || checksEmpty(extract.Field(cond, "right"), name, src)
	case "==":
		l, r := unparen(extract.Field(cond, "left")), unparen(extract.Field(cond, "right"))
		return l != nil && r != nil && text(l, src) == "len("+name+")" && text(r, src) == "0"
	}
	return false
}

// blockStatements returns the statements of a block.
func blockStatements(b *sitter.Node) []*sitter.Node {
	stmts := namedChildren(b)
	if len(stmts) == 1 && extract.Type(stmts[0]) == "statement_list" {
		stmts = namedChildren(stmts[0])
	}
	return stmts
}

// failureReplacement returns the literal that a value assigned to name in the block of the
// errVar check is, when it holds only failures, and why: a struct literal whose error member
// carries an error text, a slice literal of such structs, or (under a check that name is
// empty) name appended with such structs. nil when it is none.
func (fl *file) failureReplacement(v *sitter.Node, name, errVar string, cond *sitter.Node) (*sitter.Node, string) {
	if v == nil {
		return nil, ""
	}
	errVars := []string{errVar}
	switch extract.Type(v) {
	case "unary_expression":
		if lit := unparen(extract.Field(v, "operand")); lit != nil && extract.Type(lit) == "composite_literal" {
			if why := fl.failureElement(lit, errVars); why != "" {
				return lit, why
			}
		}
	case "composite_literal":
		t := unparenType(extract.Field(v, "type"))
		if t != nil && extract.Type(t) == "slice_type" {
			if !structType(unparenType(extract.Field(t, "element"))) {
				return nil, ""
			}
			return fl.allFailures(v, literalElements(extract.Field(v, "body")), errVars)
		}
		if why := fl.failureElement(v, errVars); why != "" {
			return v, why
		}
	case "call_expression":
		as := args(v)
		if f := extract.Field(v, "function"); f == nil || text(f, fl.src) != "append" || len(as) < 2 ||
			text(unparen(as[0]), fl.src) != name || !checksEmpty(cond, name, fl.src) {
			return nil, ""
		}
		return fl.allFailures(as[1], as[1:], errVars)
	}
	return nil, ""
}

// allFailures returns at (the node the finding stands at) when every element is a failure
// struct, with the first one's why; nil when one is not, or there are none.
func (fl *file) allFailures(at *sitter.Node, elems []*sitter.Node, errVars []string) (*sitter.Node, string) {
	why := ""
	for _, e := range elems {
		w := fl.failureElement(e, errVars)
		if w == "" {
			return nil, ""
		}
		if why == "" {
			why = w
		}
	}
	if why == "" {
		return nil, ""
	}
	return at, why
}

// literalElements returns the elements of a composite literal's body.
func literalElements(body *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, c := range namedChildren(body) {
		if extract.Type(c) == "literal_element" {
			c = firstNamed(c)
		}
		if c != nil && extract.Type(c) != "comment" {
			out = append(out, c)
		}
	}
	return out
}

// structType reports whether a type names a struct type of the module or a package (T, *T,
// pkg.T), the element type of a slice of failure structs.
func structType(t *sitter.Node) bool {
	if t != nil && extract.Type(t) == "pointer_type" {
		t = unparenType(firstNamed(t))
	}
	return t != nil && (extract.Type(t) == "type_identifier" || extract.Type(t) == "qualified_type")
}

// failureElement says why a struct literal (T{...}, &T{...}, or an element {...} of a slice
// literal) is a failure: its error member carries an error text and no status or success
// member of it says the call succeeded. "" when it is none.
func (fl *file) failureElement(e *sitter.Node, errVars []string) string {
	e = unparen(e)
	if e != nil && extract.Type(e) == "unary_expression" {
		e = unparen(extract.Field(e, "operand"))
	}
	if e == nil {
		return ""
	}
	body := e
	if extract.Type(e) == "composite_literal" {
		if t := unparenType(extract.Field(e, "type")); !structType(t) || fl.isCallToolResultType(t) {
			return ""
		}
		body = extract.Field(e, "body")
	}
	if body == nil || extract.Type(body) != "literal_value" {
		return ""
	}
	elems := keyedElements(body, fl.src)
	for _, k := range elems {
		key := guidance.NormalizeKey(k.key)
		b := unparen(k.value)
		if successKeys[key] && b != nil && extract.Type(b) == "true" {
			return ""
		}
		if statusKeys[key] {
			if s, ok := stringValue(b, fl.src); ok && !guidance.FailedStatus(s) {
				return ""
			}
		}
	}
	for _, k := range elems {
		if errorKeys[guidance.NormalizeKey(k.key)] && fl.errorText(k.value, errVars) {
			return fmt.Sprintf("%s: %s", k.key, clipLine(text(k.value, fl.src)))
		}
	}
	return ""
}

// laterReturn returns the first return after the if statement, among the statements of the
// block that holds it, when no statement between assigns name again (a later value, or entries
// appended beside the failure); nil when there is none.
func (fl *file) laterReturn(ifst *sitter.Node, name string) *sitter.Node {
	p := ifst.Parent()
	if p == nil || (extract.Type(p) != "block" && extract.Type(p) != "statement_list") {
		return nil
	}
	after := false
	for _, st := range namedChildren(p) {
		if sameNode(st, ifst) {
			after = true
			continue
		}
		if !after {
			continue
		}
		if extract.Type(st) == "return_statement" {
			return st
		}
		if fl.assigns(st, name) {
			return nil
		}
	}
	return nil
}

// assigns reports whether a statement assigns name or a part of it (name = ..., name[i] = ...,
// name.X = ..., name = append(name, ...)), or passes its address on.
func (fl *file) assigns(st *sitter.Node, name string) bool {
	if !mentions(st, name, fl.src) {
		return false
	}
	found := false
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if n == nil || found {
			return
		}
		switch extract.Type(n) {
		case "assignment_statement", "short_var_declaration", "inc_statement", "dec_statement":
			for _, l := range namedChildren(extract.Field(n, "left")) {
				if rootName(l, fl.src) == name {
					found = true
				}
			}
			if t := extract.Type(n); (t == "inc_statement" || t == "dec_statement") && rootName(firstNamed(n), fl.src) == name {
				found = true
			}
		case "unary_expression":
			if op := extract.Field(n, "operator"); op != nil && text(op, fl.src) == "&" && rootName(extract.Field(n, "operand"), fl.src) == name {
				found = true
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(st)
	return found
}

// rootName returns the name an lvalue starts from (x of x, x.f, x[i], *x), or "".
func rootName(n *sitter.Node, src []byte) string {
	for i := 0; n != nil && i < 16; i++ {
		n = unparen(n)
		switch extract.Type(n) {
		case "identifier":
			return text(n, src)
		case "selector_expression":
			n = extract.Field(n, "operand")
		case "index_expression":
			n = extract.Field(n, "operand")
		case "unary_expression":
			n = extract.Field(n, "operand")
		default:
			return ""
		}
	}
	return ""
}

// marshalledFrom reports whether a text expression is the JSON of the local name:
// string(b), b from json.Marshal(name).
func (fl *file) marshalledFrom(e *sitter.Node, name string) bool {
	e = unparen(e)
	if e != nil && extract.Type(e) == "call_expression" {
		if f := extract.Field(e, "function"); f != nil && text(f, fl.src) == "string" && len(args(e)) == 1 {
			e = unparen(args(e)[0])
		}
	}
	if e == nil || extract.Type(e) != "identifier" {
		return false
	}
	d, ok := fl.resolve(e, text(e, fl.src))
	if !ok || d.expr == nil || d.index != 0 || !fl.isJSONMarshal(unparen(d.expr)) {
		return false
	}
	as := args(unparen(d.expr))
	return len(as) > 0 && text(unparen(as[0]), fl.src) == name
}

// replacedFinding judges the return of the replaced local: a finding when the handler builds
// the successful result itself, a pending one on a helper of the module it hands the local to,
// nothing otherwise. The if statement ifst is the check of errVar that replaces it.
func (fl *file) replacedFinding(fn, ifst, ret, lit *sitter.Node, name, errVar, why string) (finding.Finding, *extract.Pending, bool) {
	if fl.probeAnswer(fn, lit, errVar) { // probe.go
		return finding.Finding{}, nil, false
	}
	vals := namedChildren(firstNamed(ret))
	isName := func(e *sitter.Node) bool {
		e = unparen(e)
		if e != nil && extract.Type(e) == "unary_expression" {
			e = unparen(extract.Field(e, "operand"))
		}
		return e != nil && extract.Type(e) == "identifier" && text(e, fl.src) == name
	}
	var api string
	var keys []string
	switch {
	case len(vals) == 3 && extract.Type(vals[2]) == "nil" && isName(vals[1]):
		// go-sdk: the output becomes the structuredContent of a success, beside no result,
		// an SDK's successful one, or the result of a function of the module that builds one
		// (return textResult("done"), out, nil).
		api = "typed output"
		if res := unparen(vals[0]); res != nil && extract.Type(res) != "nil" && !fl.isEmptyResult(res) {
			if _, ok := fl.successOf(res); !ok {
				if extract.Type(res) != "call_expression" || fl.callsLocal(res) {
					return finding.Finding{}, nil, false
				}
				if keys = fl.returnedCallKeys(ret); len(keys) == 0 {
					return finding.Finding{}, nil, false
				}
			}
		}
	case len(vals) == 0 || len(vals) > 3 || !restNil(fl.resultVals(ret)):
		return finding.Finding{}, nil, false
	default:
		call := unparen(vals[0])
		if call == nil || extract.Type(call) != "call_expression" {
			return finding.Finding{}, nil, false
		}
		as := args(call)
		qual, cname := callee(call, fl.src)
		if fl.isMCPGo(qual, cname) {
			switch {
			case (cname == "NewToolResultJSON" || cname == "NewToolResultStructuredOnly" || cname == "NewToolResultStructured") && len(as) > 0 && isName(as[0]):
			case cname == "NewToolResultText" && len(as) == 1 && fl.marshalledFrom(as[0], name):
			default:
				return finding.Finding{}, nil, false
			}
			api = "mcp." + cname
			break
		}
		passed := false
		for _, a := range as {
			passed = passed || isName(a)
		}
		if !passed || fl.callsLocal(call) {
			return finding.Finding{}, nil, false
		}
		if keys = fl.returnedCallKeys(ret); len(keys) == 0 {
			return finding.Finding{}, nil, false
		}
		api = text(extract.Field(call, "function"), fl.src) + "()"
	}
	named, tool := fl.enclosing(lit)
	function := fl.nameIn(named, tool)
	if function == "" {
		function = "(function literal)"
	}
	how := "returns it through " + api + ", which builds a successful result from what it is given"
	fix := "return an isError result instead (mcp.NewToolResultErrorFromErr(msg, " + errVar + "))"
	switch {
	case api == "typed output":
		how = "returns it as the output, the structuredContent of a successful result"
		fix = "return nil, out, " + errVar + " instead (a typed handler's error becomes an isError result)"
	case keys == nil:
		how = "returns it as " + api + ", a successful result"
	}
	fd := finding.Finding{
		Rule: "softerror", Path: fl.f.Path,
		Line: int(lit.StartPoint().Row) + 1, Column: int(lit.StartPoint().Column) + 1,
		StartLine: int(lit.StartPoint().Row) + 1, EndLine: int(ret.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context,
		Message: fmt.Sprintf("%s replaces its answer %s with a failure (%s) after the %s check and %s (isError false): the agent reads the failure as data; %s",
			function, name, why, errVar, how, fix),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, function, text(lit, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: finding.Literal, API: api, Function: function, Shape: finding.JSONInText,
			PathKey: fl.inlinePathKey(ret, named, finding.Literal, api, finding.JSONInText),
			Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
		Related: append(fl.checkPlace(extract.Field(ifst, "condition")), finding.Related{Path: fl.f.Path,
			Line: int(ret.StartPoint().Row) + 1, Column: int(ret.StartPoint().Column) + 1,
			Message: "the return of " + clip(text(firstNamed(ret), fl.src)) + ", which answers the failure as a success"}),
	}
	if keys != nil {
		return fd, &extract.Pending{Finding: fd, Keys: keys, Need: extract.SuccessText}, true
	}
	return fd, nil, true
}
