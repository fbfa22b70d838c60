package golang

import (
	"fmt"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// errName matches the names of checked error variables: err, e, readErr, apiErr, errMsg.
var errName = lazyre.New(`^(e|err|\w*Err|\w*_err|err[A-Z]\w*)$`)

// softErrors finds, in tool handlers, the returns in the failure block of an error check (that
// of "if err != nil", the else of "if err == nil"), at any depth of it, that hand back a success
// result with a nil error while the result's text is the failure (rule softerror): the checked
// error itself (err.Error(), fmt.Sprintf("...: %v", err)) or a text that opens as an error
// ("Error: ...", "failed to ..."). "No results" answers are not failures, and a per-item error in
// a batch is not returned from the error check, so neither is reported. The returns of other
// branches (guards on the arguments) and those of an error check whose text neither carries the
// error nor opens as one are judged by their words (softbranch.go).
//
// A return whose text is a constant of another file of the package is a pending finding on the
// constant (softconsts.go).
func (fl *file) softErrors() ([]finding.Finding, []extract.Pending) {
	var out []finding.Finding
	var pending []extract.Pending
	keep := func(fd finding.Finding, key string) {
		if key == "" {
			out = append(out, fd)
		} else {
			pending = append(pending, extract.Pending{Finding: fd, Keys: []string{key}, Need: extract.SoftFailure})
		}
	}
	for _, c := range fl.softChecks().found {
		if fd, _, ok := fl.softReturn(c.ret, text(c.recv, fl.src), nil); ok {
			fd.Related = fl.checkPlace(c.recv.Parent())
			out = append(out, fd)
		} else if g := c.recv.Parent(); g != nil {
			// if _, err := strconv.Atoi(s); err != nil { return ...("Invalid ID format"), nil }
			if fd, key, ok := fl.softReturn(c.ret, "", g); ok {
				fd.Related = fl.checkPlace(g)
				keep(fd, key)
			}
		}
	}
	for _, b := range fl.softBranches() {
		keep(b.fd, b.key)
	}
	replaced, waiting := fl.replacedFailures() // softreplaced.go
	out = append(out, replaced...)
	pending = append(pending, waiting...)
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out, pending
}

// checkPlace is the related place of a soft error: the error check whose failure block the
// return is in, which can sit many lines above it.
func (fl *file) checkPlace(cond *sitter.Node) []finding.Related {
	if cond == nil {
		return nil
	}
	return []finding.Related{{Path: fl.f.Path, Line: int(cond.StartPoint().Row) + 1, Column: int(cond.StartPoint().Column) + 1,
		Message: "the " + text(cond, fl.src) + " check whose failure this return hands back as a success"}}
}

// softReturn judges one return of an error check; with a guard (and no errVar), one return of
// the branch of another condition, whose text alone can tell it is a failure (softbranch.go).
// The key, when not "", is that of the package constant whose text the finding waits on.
func (fl *file) softReturn(ret *sitter.Node, errVar string, guard *sitter.Node) (finding.Finding, string, bool) {
	vals := namedChildren(firstNamed(ret))
	if len(vals) < 2 || len(vals) > 3 || extract.Type(vals[len(vals)-1]) != "nil" {
		return finding.Finding{}, "", false
	}
	fn := fl.enclosingFunc(ret)
	if fn == nil || !fl.isHandler(fn) || fl.probeAnswer(fn, firstNamed(ret), errVar) { // probe.go
		return finding.Finding{}, "", false
	}
	res := unparen(vals[0])
	if res == nil {
		return finding.Finding{}, "", false
	}
	var texts, objects []*sitter.Node
	var api, fix string
	var construct finding.Construct
	anchor := res
	switch {
	case len(vals) == 3 && (extract.Type(res) == "nil" || fl.isEmptyResult(res)):
		// A go-sdk typed handler: the output becomes the structuredContent of a success (and,
		// with no Content of the result's own, its text), whether the result is nil or an
		// empty &mcp.CallToolResult{}.
		anchor, objects = unparen(vals[1]), vals[1:2]
		api, construct = "typed output", finding.Literal
		fix = "return nil, out, err instead (a typed handler's error becomes an isError result)"
	case len(vals) == 2 && !fl.returnsCallToolResult(fn):
		// mcp-go's NewStructuredToolHandler inner function: (output, error).
		objects = vals[:1]
		api, construct = "typed output", finding.Literal
		fix = "return the zero output and err instead (mcp.NewStructuredToolHandler makes the error an isError result)"
	default:
		sr, ok := fl.successOf(res)
		if !ok {
			return finding.Finding{}, "", false
		}
		texts, objects, api, construct, fix = sr.texts, sr.objects, sr.api, sr.construct, sr.fix
		if sr.setError {
			if guard != nil {
				fix = literalFix(true, fl.branchErr(guard, ret))
			} else {
				fix = literalFix(true, errVar)
			}
		}
	}
	var why string
	var shape finding.Shape
	after := "after the " + errVar + " check"
	if guard != nil {
		if api == "typed output" {
			// A typed output's error member holds the text the branch answers with:
			// if r == nil { return nil, Out{Error: "request not found"}, nil }.
			texts = fl.errorMemberValues(objects)
		}
		why, shape = fl.branchFailureOf(texts, guard)
		after = "in the branch of " + guardText(guard, fl.src)
		if extract.Type(guard) == "for_statement" {
			after = "after " + guardText(guard, fl.src)
		}
		if construct == finding.SDKCall {
			fix = "return mcp.NewToolResultError(msg), nil instead"
		}
	} else if api == "typed output" {
		why, shape = fl.outputFailure(fn, ret, anchor, errVar)
	} else {
		why, shape = fl.checkedFailureOf(texts, objects, errVar)
		if why == "" && len(vals) == 3 {
			// A go-sdk typed handler's output beside a successful result of its own is the
			// result's structuredContent: return &mcp.CallToolResult{...}, &Out{Error:
			// err.Error()}, nil.
			if why, shape = fl.outputFailure(fn, ret, vals[1], errVar); why != "" {
				anchor, api, construct = unparen(vals[1]), "typed output", finding.Literal
				fix = "return nil, out, err instead (a typed handler's error becomes an isError result)"
			}
		}
	}
	var key string
	if why == "" && guard != nil {
		why, key = fl.constFailure(texts)
	}
	if why == "" && guard != nil {
		why, shape = fl.testedFailureOf(texts, guard, ret) // softtested.go
	}
	if why == "" {
		return finding.Finding{}, "", false
	}
	named, tool := fl.enclosing(ret)
	function := fl.nameIn(named, tool)
	if function == "" {
		function = "(function literal)"
	}
	pathKey := fl.inlinePathKey(ret, named, construct, api, shape)
	what := "a successful result (isError false)"
	if api == "typed output" {
		what = "the output as the structuredContent of a successful result (isError false)"
	}
	return finding.Finding{
		Rule:        "softerror",
		Path:        fl.f.Path,
		Line:        int(anchor.StartPoint().Row) + 1,
		Column:      int(anchor.StartPoint().Column) + 1,
		StartLine:   int(ret.StartPoint().Row) + 1,
		EndLine:     int(ret.EndPoint().Row) + 1,
		Lang:        finding.Go,
		Context:     fl.f.Context,
		Message:     fmt.Sprintf("%s returns %s with %s and a nil error %s: the client gets %s and the agent reads the failure as data; %s", function, api, why, after, what, fix),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, function, text(anchor, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: construct, API: api, Function: function, Shape: shape, PathKey: pathKey,
			Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
	}, key, true
}

// outputFailure says why a typed output (go-sdk's, or the value of mcp-go's structured
// handler) returned in the failure block of the errVar check is a failure: an error member that
// carries the error or says what failed (Out{Error: err.Error()}), or one the function sets on
// the local before ret (out.Error = fmt.Sprintf("poll failed: %v", pollErr); return nil, out,
// nil). "" when it is not one.
func (fl *file) outputFailure(fn, ret, out *sitter.Node, errVar string) (string, finding.Shape) {
	if why, shape := fl.checkedFailureOf(nil, []*sitter.Node{out}, errVar); why != "" {
		return why, shape
	}
	if o := unparen(out); o != nil && extract.Type(o) == "identifier" {
		if w, _ := fl.assignedFailure(fn, ret, text(o, fl.src), []string{errVar}); w != "" {
			return "an error member set by " + w, finding.Structured
		}
	}
	return "", finding.ProseOnly
}

// errorMemberValues returns the values of the error members (errorKeys) of the composite
// literals among objects.
func (fl *file) errorMemberValues(objects []*sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, o := range objects {
		if o = unparen(o); o != nil && extract.Type(o) == "unary_expression" {
			o = unparen(extract.Field(o, "operand"))
		}
		if o == nil || extract.Type(o) != "composite_literal" {
			continue
		}
		for _, k := range keyedElements(extract.Field(o, "body"), fl.src) {
			if errorKeys[guidance.NormalizeKey(k.key)] {
				out = append(out, k.value)
			}
		}
	}
	return out
}

// successResult is a successful result that a return builds: mcp-go's NewToolResultText,
// NewToolResultStructured or NewToolResultStructuredOnly, or a CallToolResult literal of either
// SDK with no IsError key, and the expressions its text and structured content come from.
type successResult struct {
	texts, objects []*sitter.Node
	api, fix       string
	construct      finding.Construct
	setError       bool // a go-sdk literal, whose advice may name res.SetError (literalFix)
}

// literalFix is the advice for a successful CallToolResult literal: set IsError: true on it,
// and, for go-sdk's with an error value the return stands by (errVar, not ""), res.SetError of it.
func literalFix(setError bool, errVar string) string {
	if setError && errVar != "" {
		return "set IsError: true on it (or call res.SetError(" + errVar + ")) instead"
	}
	return "set IsError: true on it instead"
}

// branchErr is the error value a branch has: the error variable its condition checks (err !=
// nil, alone or beside other conditions), or err when the return uses it; "" when it has none
// (if len(items) == 0), where advice to SetError(err) would name a variable that is not there.
func (fl *file) branchErr(guard, ret *sitter.Node) string {
	cond := guard
	if extract.Type(guard) == "if_statement" {
		cond = extract.Field(guard, "condition")
	}
	if v := checkedErrVar(cond, fl.src); v != "" {
		return v
	}
	if mentions(ret, "err", fl.src) {
		return "err"
	}
	return ""
}

// successOf reports whether res (the first value of a return) builds a successful result.
func (fl *file) successOf(res *sitter.Node) (successResult, bool) {
	var sr successResult
	if res == nil {
		return sr, false
	}
	if extract.Type(res) == "call_expression" {
		qual, name := callee(res, fl.src)
		if !fl.isMCPGo(qual, name) {
			return sr, false
		}
		as := args(res)
		switch {
		case name == "NewToolResultText" && len(as) > 0:
			sr.texts = as[:1]
		case name == "NewToolResultStructuredOnly" && len(as) > 0:
			sr.objects = as[:1]
		case name == "NewToolResultStructured" && len(as) > 1:
			sr.objects, sr.texts = as[:1], as[1:2]
		default:
			return sr, false
		}
		sr.api, sr.construct = "mcp."+name, finding.SDKCall
		sr.fix = "return mcp.NewToolResultErrorFromErr(msg, err), nil instead"
		return sr, true
	}
	lit := res
	if extract.Type(lit) == "unary_expression" {
		lit = unparen(extract.Field(lit, "operand"))
	}
	if lit == nil || extract.Type(lit) != "composite_literal" || !fl.isCallToolResultType(extract.Field(lit, "type")) {
		return sr, false
	}
	body := extract.Field(lit, "body")
	if fieldValue(body, "IsError", fl.src) != nil {
		return sr, false // IsError: true is errorresult's; IsError: failed is a choice
	}
	sr.texts = fl.contentTexts(fieldValue(body, "Content", fl.src))
	if sc := fieldValue(body, "StructuredContent", fl.src); sc != nil {
		sr.objects = []*sitter.Node{sc}
	}
	sr.api, sr.construct = "mcp.CallToolResult{}", finding.Literal
	sr.setError = fl.typeSDK(extract.Field(lit, "type")) == goSDK
	sr.fix = literalFix(sr.setError, "err")
	return sr, true
}

// failureOf says why a success result's texts or objects are a failure, with the shape of the
// text that is one; "" when none is.
func (fl *file) failureOf(texts, objects []*sitter.Node, errVar string) (string, finding.Shape) {
	return fl.failureIn(texts, objects, errVar, false)
}

// checkedFailureOf is failureOf for a return in the failure block of the check of errVar, where
// an object's error member that holds any text of its own is the failure ("error": "History
// endpoint not available").
func (fl *file) checkedFailureOf(texts, objects []*sitter.Node, errVar string) (string, finding.Shape) {
	return fl.failureIn(texts, objects, errVar, true)
}

func (fl *file) failureIn(texts, objects []*sitter.Node, errVar string, checked bool) (string, finding.Shape) {
	for _, t := range texts {
		if w, ok := fl.errorTextOf(t, errVar); ok {
			return w, fl.textShape(t, 0)
		}
	}
	for _, o := range objects {
		if w, ok := fl.errorMemberIn(o, errVar, checked, 0); ok {
			return w, finding.Structured
		}
	}
	for _, t := range texts {
		// An object written out as the text (softserial.go): yaml.Marshal(map[string]any{"error":
		// ...}), st.String() of a type whose String marshals it.
		if o, via := fl.serializedObject(t, 0); o != nil {
			if w, ok := fl.errorMemberIn(o, errVar, checked, 0); ok {
				shape := finding.JSONInText
				if fl.isYAMLMarshal(via) {
					shape = finding.Unknown
				}
				return fmt.Sprintf("%s, which %s writes into the text,", w, clip(text(via, fl.src))), shape
			}
		}
	}
	return "", finding.ProseOnly
}

// errorKeys are the member names, normalized (lowercase, without '_' and '-'), of an object
// that reports a failure: error: err.Error(), "status": "error".
var (
	errorKeys  = map[string]bool{"error": true, "err": true, "errormessage": true, "errmsg": true, "failure": true}
	statusKeys = map[string]bool{"status": true, "state": true, "result": true, "outcome": true}
	failedWord = lazyre.New(`(?i)^(error|errored|failed|failure|fail)$`)
)

// errorMember says why an object literal (a struct or map, or a local defined once from one) is
// a failure: a member named error whose value carries the checked error or opens as an error
// text, or a status member whose constant value is "error" or "failed".
func (fl *file) errorMember(o *sitter.Node, errVar string, depth int) (string, bool) {
	return fl.errorMemberIn(o, errVar, false, depth)
}

// errorMemberIn is errorMember; with checked (the failure block of an error check), an error
// member whose constant text is not empty is one too.
func (fl *file) errorMemberIn(o *sitter.Node, errVar string, checked bool, depth int) (string, bool) {
	o = unparen(o)
	if o == nil || depth > maxDepth {
		return "", false
	}
	switch extract.Type(o) {
	case "unary_expression":
		return fl.errorMemberIn(extract.Field(o, "operand"), errVar, checked, depth+1)
	case "identifier":
		if d, ok := fl.resolve(o, text(o, fl.src)); ok && d.expr != nil && !d.multi {
			return fl.errorMemberIn(d.expr, errVar, checked, depth+1)
		}
		return "", false
	case "composite_literal":
	default:
		return "", false
	}
	flagged := "" // a success flag that says the call failed (success: false)
	var others []keyed
	for _, k := range keyedElements(extract.Field(o, "body"), fl.src) {
		key := guidance.NormalizeKey(k.key)
		switch {
		case errorKeys[key]:
			if w, ok := fl.errorTextOf(k.value, errVar); ok {
				return fmt.Sprintf("an error member (%s: %s)", k.key, w), true
			}
			// In the failure block, an error member's own text says what failed ("error":
			// "History endpoint not available"); not an empty one nor a "no results" answer.
			if v, ok := stringValue(unparen(k.value), fl.src); checked && ok && strings.TrimSpace(v) != "" && !guidance.NoResults(v) {
				return fmt.Sprintf("an error member (%s: %q)", k.key, clip(v)), true
			}
			// Or an object of its own with a text ("error": {"code": "Forbidden", "message":
			// "..."}).
			if v, ok := fl.objectText(k.value); checked && ok {
				return fmt.Sprintf("an error member (%s: {%q})", k.key, clip(v)), true
			}
		case statusKeys[key]:
			if v, ok := stringValue(unparen(k.value), fl.src); ok && failedWord.MatchString(v) {
				return fmt.Sprintf("an error member (%s: %q)", k.key, v), true
			}
		case successKeys[key]:
			if b := unparen(k.value); b != nil && extract.Type(b) == "false" {
				flagged = k.key + ": false"
			}
		default:
			others = append(others, k)
		}
	}
	if flagged != "" {
		// {"success": false, "message": "failed to download media: " + err.Error()}: the flag
		// and a member that carries the failure.
		for _, k := range others {
			if w, ok := fl.errorTextOf(k.value, errVar); ok {
				return fmt.Sprintf("a failed flag (%s) with %s in %s", flagged, w, k.key), true
			}
		}
	}
	return "", false
}

// objectText returns a text of an object literal's members (a constant, or the constant a
// formatted text opens with) that is not empty nor a "no results" answer: its message member's
// when that is one, else the first; false when it has none.
func (fl *file) objectText(o *sitter.Node) (string, bool) {
	o = unparen(o)
	if o != nil && extract.Type(o) == "unary_expression" {
		o = unparen(extract.Field(o, "operand"))
	}
	if o == nil || extract.Type(o) != "composite_literal" {
		return "", false
	}
	first, found := "", false
	for _, k := range keyedElements(extract.Field(o, "body"), fl.src) {
		if v, ok := fl.leadingText(k.value, 0); ok && strings.TrimSpace(v) != "" && !guidance.NoResults(v) {
			if guidance.NormalizeKey(k.key) == "message" {
				return v, true
			}
			if !found {
				first, found = v, true
			}
		}
	}
	return first, found
}

// isEmptyResult reports whether an expression is a CallToolResult literal with no members
// (&mcp.CallToolResult{}): what a go-sdk typed handler returns beside its output when the
// output is the answer.
func (fl *file) isEmptyResult(e *sitter.Node) bool {
	e = unparen(e) // the & too
	return e != nil && extract.Type(e) == "composite_literal" && fl.isCallToolResultType(unparenType(extract.Field(e, "type"))) &&
		len(namedChildren(extract.Field(e, "body"))) == 0
}

// isMCPGo reports whether a call's qualifier (or a dot import) resolves to mcp-go's mcp package.
func (fl *file) isMCPGo(qual, name string) bool {
	if qual != "" {
		return fl.im.sdkOf(qual) == mcpGo
	}
	return fl.funcs[name] == nil && fl.im.dotSDK() == mcpGo
}

// errorTextOf says why a text expression is a failure: it carries the checked error, or its
// constant text opens as an error. A "no results" answer is never one.
func (fl *file) errorTextOf(t *sitter.Node, errVar string) (string, bool) {
	lead, ok := fl.leadingText(t, 0)
	if ok && guidance.NoResults(lead) {
		return "", false
	}
	if ok && guidance.StartsAsError(lead) {
		return fmt.Sprintf("error text (%q)", clip(lead)), true
	}
	if fl.carries(t, errVar, 0) {
		return "the text of " + errVar, true
	}
	return "", false
}

// carries reports whether a text expression holds the checked error: it mentions errVar, or it
// is a local variable defined once from an expression that does (msg := err.Error()).
func (fl *file) carries(t *sitter.Node, errVar string, depth int) bool {
	if mentions(t, errVar, fl.src) {
		return true
	}
	t = unparen(t)
	if t == nil || extract.Type(t) != "identifier" || depth > maxDepth {
		return false
	}
	d, ok := fl.resolve(t, text(t, fl.src))
	return ok && d.expr != nil && !d.multi && fl.carries(d.expr, errVar, depth+1)
}

// mentions reports whether the identifier name occurs in the expression e.
func mentions(e *sitter.Node, name string, src []byte) bool {
	if e == nil {
		return false
	}
	if extract.Type(e) == "identifier" && text(e, src) == name {
		return true
	}
	if isFuncNode(e) {
		return false
	}
	for i := 0; i < int(extract.NamedChildCount(e)); i++ {
		if mentions(extract.NamedChild(e, i), name, src) {
			return true
		}
	}
	return false
}
