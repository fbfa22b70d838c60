package golang

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Rule softerror through helpers. A tool handler often returns what a function of the module
// builds: a helper (formatError(err)), or a sub-handler that does the tool's work and returns
// its result. Extraction stays per file, so the rule reasons in the two halves of
// extract.Summary:
//
//   - A function that is not a handler and returns a CallToolResult is judged as a handler's
//     error checks are, and more: every return of a successful result whose text opens as an
//     error or carries an error parameter is a failure, which is what such a helper is called
//     for. Each one is a pending finding, standing where the fix goes (in the helper), Within
//     the helper: it stands when a tool handler reaches the helper through returned calls, and
//     its related places name the handler and the calls.
//   - A handler (or such a function) that, in the failure block of an error check, returns a
//     helper's result built from a failure text (textResult("failed to ...: " + err.Error()))
//     is a pending finding on that text, which stands when the helper has the fact SuccessText:
//     it builds a successful result from what it is given.
//
// The files say what links them: each handler is a tool (Summary.Tool), each returned call is
// a call From the function that returns it (calls.go), and each such function's returns of
// what it is given are SuccessText places or forwards.

// checkedReturn is a return statement in the failure block of an error check, with the checked
// variable (the @recv of the softerror query) of the innermost such check.
type checkedReturn struct {
	ret, recv *sitter.Node
}

// softChecks runs the softerror query on the file once and keeps its checked returns: in the
// order the matches give them (found, which softErrors judges), in source order (sorted), and
// the checked variable by the return's start (byStart).
func (fl *file) softChecks() *errCheckSet {
	if fl.soft.checks != nil {
		return fl.soft.checks
	}
	sc := &errCheckSet{byStart: map[uint32]*sitter.Node{}}
	fl.soft.checks = sc
	if !bytes.Contains(fl.src, []byte("!= nil")) && !bytes.Contains(fl.src, []byte("== nil")) {
		return sc
	}
	qs, err := queries()
	if err != nil {
		return sc
	}
	// Inner checks come later in the matches; taking them first gives a nested return the
	// error variable of the check closest to it.
	ms := run(qs[qSoftError], fl.root, fl.src)
	for i := len(ms) - 1; i >= 0; i-- {
		if !errName.MatchString(text(ms[i]["recv"], fl.src)) {
			continue
		}
		for _, ret := range blockReturns(ms[i]["value"]) {
			if _, ok := sc.byStart[extract.StartByte(ret)]; !ok {
				sc.byStart[extract.StartByte(ret)] = ms[i]["recv"]
				sc.found = append(sc.found, checkedReturn{ret, ms[i]["recv"]})
			}
		}
	}
	sc.sorted = append([]checkedReturn(nil), sc.found...)
	sort.Slice(sc.sorted, func(i, j int) bool { return extract.StartByte(sc.sorted[i].ret) < extract.StartByte(sc.sorted[j].ret) })
	return sc
}

// isResultFunc reports whether fn is a declared function or method, not a tool handler, that
// returns a CallToolResult: a helper or a sub-handler whose result a handler may return.
func (fl *file) isResultFunc(fn *sitter.Node) bool {
	span := uint64(extract.StartByte(fn))<<32 | uint64(extract.EndByte(fn))
	if r, ok := fl.soft.results[span]; ok {
		return r
	}
	if fl.soft.results == nil {
		fl.soft.results = map[uint64]bool{}
	}
	r := extract.Type(fn) != "func_literal" && !fl.isHandler(fn) && fl.returnsCallToolResult(fn)
	fl.soft.results[span] = r
	return r
}

// restNil reports whether every value after the first of a return is nil: a result returned
// with a non-nil error is dropped by both SDKs.
func restNil(vals []*sitter.Node) bool {
	for _, v := range vals[1:] {
		if extract.Type(v) != "nil" {
			return false
		}
	}
	return true
}

// resultVals returns the values of a return that say what the client gets, the result and
// then the error: all of them, but for a go-sdk typed handler's return (res, out, err) res and
// err. The output beside a result does not drop it (the SDK keeps res's content and adds out as
// structuredContent), so return res, out, nil answers with res as return res, nil does.
func (fl *file) resultVals(ret *sitter.Node) []*sitter.Node {
	vals := namedChildren(firstNamed(ret))
	if len(vals) == 3 {
		if fn := fl.enclosingFunc(ret); fn != nil && fl.isHandler(fn) {
			return []*sitter.Node{vals[0], vals[2]}
		}
	}
	return vals
}

// softHelperPending returns the pending soft errors of the file's helpers and the pending soft
// errors of failure texts handed to another function's successful result.
func (fl *file) softHelperPending() []extract.Pending {
	if fl.isTest || fl.f.Context == finding.Test || !fl.mayHoldResults() {
		return nil
	}
	var fns []*sitter.Node
	handlers := false
	for _, fn := range fl.fnNodes {
		if fl.isResultFunc(fn) {
			fns = append(fns, fn)
		} else if fl.isHandler(fn) {
			handlers = true
		}
	}
	if len(fns) == 0 && !handlers {
		return nil
	}
	sc := fl.softChecks()
	var out []extract.Pending
	for _, fn := range fns {
		errParams := paramNames(fn, fl.src, true)
		for _, ret := range fl.fnReturns(fn) {
			if p, ok := fl.softHelperReturn(fn, ret, sc.byStart[extract.StartByte(ret)], errParams); ok {
				out = append(out, p)
			} else if p, ok := fl.orNilReturn(fn, ret); ok {
				out = append(out, p)
			}
		}
	}
	out = append(out, fl.passedFailures(sc.sorted)...)
	out = append(out, fl.passedBranchFailures(sc.byStart)...)
	return out
}

// softHelperReturn judges one return of a helper: a successful result whose text or content is
// a failure, by the error check it is in (recv, when not nil) or by an error parameter.
func (fl *file) softHelperReturn(fn, ret, recv *sitter.Node, errParams []string) (extract.Pending, bool) {
	vals := namedChildren(firstNamed(ret))
	if len(vals) == 0 {
		return extract.Pending{}, false
	}
	res := unparen(vals[0])
	if !restNil(vals) {
		// return "", mcp.NewToolResultText("Required parameter 'name' is missing"): a helper that
		// reads an argument hands its failure back as the result its caller returns.
		if len(vals) != 2 || !fl.answersLast(fn) {
			return extract.Pending{}, false
		}
		res = unparen(vals[1])
	}
	sr, ok := fl.successOf(res)
	if !ok {
		return extract.Pending{}, false
	}
	var why, errVar string
	var shape finding.Shape
	if recv != nil {
		errVar = text(recv, fl.src)
		why, shape = fl.checkedFailureOf(sr.texts, sr.objects, errVar)
	} else {
		why, shape = fl.unguardedFailure(sr, errParams)
	}
	// Failing that, a branch's text is judged as a handler's is (softbranch.go): a sub-handler
	// that answers "Note not found: x" when asked not to create it (if !create { ... }).
	var guard *sitter.Node
	var key string
	if why == "" && recv == nil {
		if guard = branchOf(ret, fn); guard != nil {
			why, shape = fl.branchFailureOf(sr.texts, guard)
			if why == "" {
				why, key = fl.constFailure(sr.texts) // softconsts.go
			}
		}
	}
	if why == "" {
		return extract.Pending{}, false
	}
	if sr.setError && errVar != "" {
		sr.fix = literalFix(true, errVar)
	} else if sr.setError && guard != nil {
		sr.fix = literalFix(true, fl.branchErr(guard, ret))
	}
	name := fl.qualifiedName(fn)
	after := ""
	var related []finding.Related
	switch {
	case recv != nil:
		after = " after the " + errVar + " check"
		related = fl.checkPlace(recv.Parent())
	case guard != nil:
		after = " in the branch of " + guardText(guard, fl.src)
		related = fl.branchPlace(guard)
	}
	fd := finding.Finding{
		Rule: "softerror", Path: fl.f.Path,
		Line: int(res.StartPoint().Row) + 1, Column: int(res.StartPoint().Column) + 1,
		StartLine: int(ret.StartPoint().Row) + 1, EndLine: int(ret.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context,
		Message: fmt.Sprintf("%s returns %s with %s%s, a successful result (isError false): the tool handlers that return it send the failure as data the agent cannot tell from an answer; %s",
			name, sr.api, why, after, sr.fix),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, name, text(res, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: sr.construct, API: sr.api, Function: name, Shape: shape, PathKey: fl.helperKey(fn),
			Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
		Related: related,
	}
	p := extract.Pending{Finding: fd, Within: fl.helperKey(fn)}
	if key != "" {
		p.Keys, p.Need = []string{key}, extract.SoftFailure
	}
	return p, true
}

// answersLast reports whether fn's results are two, a value and then a CallToolResult, the
// answer its caller returns when it is not nil (name, res := requireName(req); if res != nil
// { return res, nil }).
func (fl *file) answersLast(fn *sitter.Node) bool {
	res := extract.Field(fn, "result")
	if res == nil || extract.Type(res) != "parameter_list" {
		return false
	}
	ps := namedChildren(res)
	return len(ps) == 2 && len(childrenByField(ps[0], "name")) == 0 && fl.im.typeIsCallToolResult(extract.Field(ps[1], "type"), fl.src) &&
		!fl.im.typeIsCallToolResult(extract.Field(ps[0], "type"), fl.src)
}

// failWord and failReport tell a text that names failed things ("Failed jobs: 2", "Failure
// rate 3%"), which a status report may open with, from one that reports a failure ("failed to
// ...", "Failed: ...", "Failure!").
var (
	failWord   = lazyre.New(`(?i)^\W*(failed|failure|fail)\b`)
	failReport = lazyre.New(`(?i)^\W*(failed|failure|fail)(\s+to\b|\s*[:!.\-]|\s*$)`)
)

// unguardedFailure says why a helper's success result, returned outside an error check, is a
// failure: its text carries an error parameter, or opens as an error ("Error: ...", "failed
// to ..."; not "Failed jobs: 2", which a status report may open with), or its content has an
// error member. "" when it is not one.
func (fl *file) unguardedFailure(sr successResult, errParams []string) (string, finding.Shape) {
	for _, t := range sr.texts {
		lead, ok := fl.leadingText(t, 0)
		if ok && guidance.NoResults(lead) {
			continue
		}
		if ok && guidance.StartsAsError(lead) && (!failWord.MatchString(lead) || failReport.MatchString(lead)) {
			return fmt.Sprintf("error text (%q)", clip(lead)), fl.textShape(t, 0)
		}
		for _, p := range errParams {
			if fl.carries(t, p, 0) {
				return "the text of " + p, fl.textShape(t, 0)
			}
		}
	}
	for _, o := range sr.objects {
		for _, p := range append([]string{""}, errParams...) {
			if w, ok := fl.errorMember(o, p, 0); ok {
				return w, finding.Structured
			}
		}
	}
	return "", finding.ProseOnly
}

// passedFailures finds the returns, in the failure block of an error check of a handler or a
// helper, of another function's result built from a failure text or an error object
// ("return textResult(\"failed to read: \" + err.Error()), nil"): pending findings on that
// argument that stand when the function builds a successful result from what it is given.
// The checked error passed on as it is (toolResult(nil, err)) leaves the choice to the callee,
// whose own returns are judged.
func (fl *file) passedFailures(checked []checkedReturn) []extract.Pending {
	var out []extract.Pending
	for _, c := range checked {
		fn := fl.enclosingFunc(c.ret)
		if fn == nil {
			continue
		}
		handler := fl.isHandler(fn) // isHandler and isResultFunc keep their answers
		if !handler && !fl.isResultFunc(fn) {
			continue
		}
		if p, ok := fl.passedFailureIn(fn, c.ret, c.recv, nil, handler); ok {
			out = append(out, p)
		}
	}
	return out
}

// passedFailureIn judges one return of a handler or a result function: a checked one (recv,
// the checked variable) or one of the branch of guard, where only an error object passed to
// the call is a failure (softpassed.go). The call is the returned one, or the one a returned
// local is defined from in the check's or the branch's if statement (res, err := f(obj);
// return res, err).
func (fl *file) passedFailureIn(fn, ret, recv, guard *sitter.Node, handler bool) (extract.Pending, bool) {
	all := namedChildren(firstNamed(ret))
	if len(all) == 0 || len(all) > 3 || (handler && len(all) < 2) {
		return extract.Pending{}, false
	}
	scope := guard
	if recv != nil {
		scope = enclosingIf(recv)
	}
	call := fl.forwardedCall(fn, ret, scope)
	if call == nil {
		return extract.Pending{}, false
	}
	vals := fl.resultVals(ret)
	if _, ok := fl.successOf(call); ok {
		return extract.Pending{}, false // an SDK constructor: softErrors' or softHelperReturn's
	}
	if _, name := callee(call, fl.src); strings.HasPrefix(name, "NewToolResultError") {
		// A repository's own NewToolResultError (utils.NewToolResultError(msg)) is named after
		// the SDK's error constructors and builds what they do; errorresult finds it as a
		// helper. Not waiting on it spares a pending finding per error return.
		return extract.Pending{}, false
	}
	keys := fl.keysOfCall(call)
	if len(keys) == 0 {
		return extract.Pending{}, false
	}
	if guard != nil {
		for _, a := range args(call) {
			if why, ok := fl.errorMemberIn(a, "", true, 0); ok {
				return fl.passedPending(fn, ret, call, a, nil, guard, why, keys, handler), true
			}
		}
		return extract.Pending{}, false
	}
	errVar := text(recv, fl.src)
	for _, a := range args(call) {
		if fl.isErrorValue(a, errVar) {
			continue
		}
		why, ok := fl.errorTextOf(a, errVar)
		if !ok {
			why, ok = fl.errorMember(a, errVar, 0)
		}
		if ok {
			return fl.passedPending(fn, ret, call, a, recv, nil, why, keys, handler), true
		}
	}
	if len(vals) < len(all) {
		// The output beside the result carries the failure (return textResult(msg),
		// &Out{Error: err.Error()}, nil): the SDK makes it the structuredContent of the
		// result the function builds.
		if why, _ := fl.outputFailure(fn, ret, all[1], errVar); why != "" {
			return fl.passedPending(fn, ret, call, unparen(all[1]), recv, nil, why, keys, handler), true
		}
	}
	return extract.Pending{}, false
}

// errorConstructors are the functions, by package, whose call makes an error value, not a text.
var errorConstructors = map[string]map[string]bool{
	"fmt":                   {"Errorf": true},
	"errors":                {"New": true, "Join": true},
	"github.com/pkg/errors": {"New": true, "Errorf": true, "Wrap": true, "Wrapf": true, "WithMessage": true, "WithMessagef": true, "WithStack": true},
}

// isErrorValue reports whether an argument is an error value rather than a text: the checked
// error as it is, or a new error built around it (fmt.Errorf("...: %w", err)). A function given
// an error decides itself what to answer (NewTextResult("", err) may flag it), and its own
// returns are judged.
func (fl *file) isErrorValue(a *sitter.Node, errVar string) bool {
	a = unparen(a)
	if a == nil {
		return false
	}
	switch extract.Type(a) {
	case "identifier":
		return text(a, fl.src) == errVar
	case "call_expression":
		qual, name := callee(a, fl.src)
		for pkg, names := range errorConstructors {
			if names[name] && fl.im.isPkg(qual, pkg) {
				return true
			}
		}
	}
	return false
}

// passedPending is the pending finding on arg, the failure handed to call, of a return after
// the check of recv or in the branch of guard.
func (fl *file) passedPending(fn, ret, call, arg, recv, guard *sitter.Node, why string, keys []string, handler bool) extract.Pending {
	named, tool := fl.enclosing(arg)
	function := fl.nameIn(named, tool)
	if function == "" {
		function = "(function literal)"
	}
	callName := text(extract.Field(call, "function"), fl.src)
	var errVar string
	var related []finding.Related
	if guard != nil {
		errVar, related = "an error", fl.branchPlace(guard)
	} else {
		errVar, related = text(recv, fl.src), fl.checkPlace(recv.Parent())
	}
	api := callName + "()"
	how := fmt.Sprintf("which it builds from %s after the %s check", why, errVar)
	if guard != nil {
		how = fmt.Sprintf("which it builds from %s in the branch of %s", why, guardText(guard, fl.src))
	}
	what := "the failure as data the agent cannot tell from an answer"
	fix := "return an isError result instead (mcp.NewToolResultErrorFromErr(msg, err), or IsError: true)"
	if fl.adviceSDK() == goSDK {
		fix = "return an isError result instead (set IsError: true on the result)"
	}
	shape := fl.textShape(arg, 0)
	if vals := namedChildren(firstNamed(ret)); len(vals) == 3 {
		fix = "return nil, out, " + errVar + " instead (a typed handler's error becomes an isError result)"
		if sameNode(arg, unparen(vals[1])) {
			how = fmt.Sprintf("beside an output with %s after the %s check", why, errVar)
			what = "the output as the structuredContent of that result and the agent reads the failure as data"
			shape = finding.Structured
		}
	}
	fd := finding.Finding{
		Rule: "softerror", Path: fl.f.Path,
		Line: int(arg.StartPoint().Row) + 1, Column: int(arg.StartPoint().Column) + 1,
		StartLine: int(ret.StartPoint().Row) + 1, EndLine: int(ret.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context,
		Message: fmt.Sprintf("%s returns the result of %s, %s, and %s builds a successful result (isError false) from what it is given: the client gets %s; %s",
			function, callName, how, callName, what, fix),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, function, text(arg, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: finding.SDKCall, API: api, Function: function, Shape: shape,
			PathKey: fl.inlinePathKey(ret, named, finding.SDKCall, api, finding.ProseOnly),
			Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
		Related: related,
	}
	p := extract.Pending{Finding: fd, Keys: keys, Need: extract.SuccessText}
	if !handler {
		p.Within = fl.helperKey(fn)
	}
	return p
}

// paramNames returns the names of fn's parameters (not its receiver); with onlyErrors, those
// of type error.
func paramNames(fn *sitter.Node, src []byte, onlyErrors bool) []string {
	var out []string
	for _, pd := range namedChildren(extract.Field(fn, "parameters")) {
		if onlyErrors && text(extract.Field(pd, "type"), src) != "error" {
			continue
		}
		for _, id := range childrenByField(pd, "name") {
			if n := text(id, src); n != "_" {
				out = append(out, n)
			}
		}
	}
	return out
}
