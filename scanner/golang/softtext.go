package golang

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Rule softerror through failure texts. A function of the module that renders a tool's answer
// as text (func RenderTeams(resp *Response) string) answers a failure with a text of its own
// ("【{title}】\n请求失败：{code}", "Error: {msg}"), often through a formatter of failures
// (renderError), and the tool hands the text to the SDK as a successful result (return
// toolResult(renderer.RenderTeams(resp)), nil): the agent reads the failure as an answer.
//
// A text function takes part as a struct function does (softstruct.go): it forwards SoftResult
// to the calls whose value it returns (return renderError(title, resp)), and each return of a
// failure text is a pending finding, Within the function, that stands only if a tool returns
// the text as its result. A text is a failure by its first line of words (a heading of holes
// and marks, "【%s】" or "## %s", is passed over), in the lexicon of guidance, Chinese,
// Japanese and Korean included:
//
//   - returned in an error check or a branch (if resp.Error != nil, case "failed"): it opens as
//     an error or a failure or says one happened, or it carries the checked error;
//   - returned at the top level of a function with no other return (a formatter of failures):
//     it opens as an error or a failure or says one happened.
//
// An empty answer, a text that reports success, a state already reached and a warning beside
// an answer are none (branchFailureOf's exceptions). Methods that render a value for fmt
// (String, Error, GoString) are no text functions: what they return is not a tool's answer.

// notTextFuncs are the method names whose string is fmt's, not a tool's answer.
var notTextFuncs = map[string]bool{"String": true, "Error": true, "GoString": true}

// isTextFunc reports whether fn is a declared function or method, neither a handler nor a
// result function, whose one unnamed result is a string.
func (fl *file) isTextFunc(fn *sitter.Node) bool {
	if n := extract.Field(fn, "name"); n == nil || notTextFuncs[text(n, fl.src)] {
		return false
	}
	res := fl.answerType(fn) // softstruct.go; (string, error) too: a text returned with a nil error is the answer
	return res != nil && extract.Type(res) == "type_identifier" && text(res, fl.src) == "string"
}

// headingLine matches a line of holes and marks only ("【%s】", "## %s", ""): a heading, or a
// blank, above the words of a text.
var headingLine = lazyre.New(`^[\s\p{P}\p{S}]*(?:%[-+# 0]*\d*(?:\.\d+)?[a-zA-Z][\s\p{P}\p{S}]*)*$`)

// firstWords returns the first line of a text that holds words, "" when none does.
func firstWords(s string) string {
	for _, line := range strings.Split(s, "\n") {
		if !headingLine.MatchString(line) {
			return line
		}
	}
	return ""
}

// textFailures returns the pending findings of the failure texts a text function returns.
func (fl *file) textFailures(fn *sitter.Node) []extract.Pending {
	rets := fl.fnReturns(fn)
	checked := fl.softChecks().byStart
	var out []extract.Pending
	for _, ret := range rets {
		vals := namedChildren(firstNamed(ret))
		if len(vals) == 0 || len(vals) > 2 || !restNil(vals) {
			continue // with an error result, only a text returned with a nil error is the answer
		}
		v := unparen(vals[0])
		recv := checked[extract.StartByte(ret)]
		guard := branchOf(ret, fn)
		if recv == nil && guard == nil && len(rets) > 1 {
			continue // the answer of a function that answers otherwise too
		}
		why := ""
		if lead, ok := fl.leadingText(v, 0); ok {
			first := firstWords(lead)
			switch {
			case first == "" || answerText(first, lead):
				continue
			case guidance.StartsAsError(first) || guidance.StartsAsFailure(first) || guidance.ReportsFailure(first):
				why = fmt.Sprintf("failure text (%q)", clip(first))
			}
		}
		if why == "" && recv != nil && fl.carries(v, text(recv, fl.src), 0) {
			why = "text that carries " + text(recv, fl.src)
		}
		if why == "" {
			continue
		}
		var related []finding.Related
		if recv != nil {
			related = fl.checkPlace(recv.Parent())
		} else if guard != nil {
			related = fl.branchPlace(guard)
		}
		out = append(out, fl.textFinding(fn, ret, v, why, related))
	}
	return out
}

// textFinding is the pending finding of a failure text v that ret returns.
func (fl *file) textFinding(fn, ret, v *sitter.Node, why string, related []finding.Related) extract.Pending {
	name := fl.qualifiedName(fn)
	fd := finding.Finding{
		Rule: "softerror", Path: fl.f.Path,
		Line: int(v.StartPoint().Row) + 1, Column: int(v.StartPoint().Column) + 1,
		StartLine: int(ret.StartPoint().Row) + 1, EndLine: int(ret.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context,
		Message: fmt.Sprintf("%s returns a %s, and the tools that return its text put it in a successful result (isError false): the agent reads the failure as an answer; return an error from %s and %s",
			name, why, fl.funcName(fn), fl.errorAdvice()),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, name, text(v, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: finding.Literal, API: clip(text(v, fl.src)), Function: name, Shape: fl.textShape(v, 0),
			PathKey: fl.helperKey(fn), Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
		Related: related,
	}
	return extract.Pending{Finding: fd, Within: fl.helperKey(fn), Returned: true}
}

// errorAdvice says how a tool answers the error a function of the module returns, in the SDK
// the module uses: mcp-go builds an isError result with NewToolResultErrorFromErr, and a go-sdk
// typed handler (mcp.AddTool) turns the error it returns into one. The SDK is the file's, or,
// for a file that imports neither (a renderer's package), the module's when it requires only
// go-sdk.
func (fl *file) errorAdvice() string {
	if fl.adviceSDK() == goSDK {
		return "return it from the tool, which a typed mcp.AddTool handler answers with an isError result (or set IsError: true on the result)"
	}
	return "answer it in the tool with an isError result (mcp.NewToolResultErrorFromErr(msg, err))"
}

// adviceSDK is the SDK whose calls a finding's advice names: the file's, or, for a file that
// imports neither (a renderer's package, a module's own result helpers), the module's when it
// requires only go-sdk.
func (fl *file) adviceSDK() sdk {
	s := fl.im.anySDK()
	if s == noSDK {
		_, goSDKDep := fl.f.Project.Version(goSDKMod)
		if _, mcpGoDep := fl.f.Project.Version(mcpGoMod); goSDKDep && !mcpGoDep {
			s = goSDK
		}
	}
	return s
}
