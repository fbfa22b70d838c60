package golang

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Rule softerror through a disjunction. A result helper that answers two failures in one
// branch, a failed call and a status it did not expect,
//
//	if err != nil || !expected(resp.StatusCode()) {
//		return mcp.NewToolResultText("An error occurred, the server answered ..."), err
//	}
//
// returns the error with the result, which looks like a protocol error; but when the status is
// the failure, err is nil there, and the result goes out as a success whose text is the failure.
// The finding stands at that result, a pending one that a tool returning the helper's value
// makes stand, as the helper's other soft returns. Only a text that opens as an error counts:
// the checked error's own text would be empty on that way.

// orNilReturn judges a return of a result helper that hands back a successful result with an
// error variable that is nil on one way into the branch (the other side of `err != nil || ...`).
func (fl *file) orNilReturn(fn, ret *sitter.Node) (extract.Pending, bool) {
	vals := namedChildren(firstNamed(ret))
	if len(vals) != 2 || extract.Type(vals[1]) != "identifier" {
		return extract.Pending{}, false
	}
	errVar := text(vals[1], fl.src)
	cond := fl.orNilCheck(fn, ret, errVar)
	if cond == nil {
		return extract.Pending{}, false
	}
	res := unparen(vals[0])
	sr, ok := fl.successOf(res)
	if !ok {
		return extract.Pending{}, false
	}
	why := ""
	for _, t := range sr.texts {
		if lead, ok := fl.leadingText(t, 0); ok && !guidance.NoResults(lead) && guidance.StartsAsError(lead) {
			why = fmt.Sprintf("error text (%q)", clip(lead))
			break
		}
	}
	if why == "" {
		return extract.Pending{}, false
	}
	name := fl.qualifiedName(fn)
	fd := finding.Finding{
		Rule: "softerror", Path: fl.f.Path,
		Line: int(res.StartPoint().Row) + 1, Column: int(res.StartPoint().Column) + 1,
		StartLine: int(ret.StartPoint().Row) + 1, EndLine: int(ret.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context,
		Message: fmt.Sprintf("%s returns %s with %s and %s, which is nil when the %s check holds by its other side: a successful result (isError false), and the tool handlers that return it send the failure as data the agent cannot tell from an answer; %s",
			name, sr.api, why, errVar, clip(text(cond, fl.src)), sr.fix),
		Fingerprint: finding.Fingerprint("softerror", fl.f.Path, name, text(res, fl.src)),
		Method:      finding.TreeSitter,
		Site: &finding.Site{Construct: sr.construct, API: sr.api, Function: name, Shape: fl.textShape(sr.texts[0], 0), PathKey: fl.helperKey(fn),
			Profile: finding.Profile(finding.Success, finding.Typed{}), Outcome: finding.Success},
		Related: []finding.Related{{Path: fl.f.Path, Line: int(cond.StartPoint().Row) + 1, Column: int(cond.StartPoint().Column) + 1,
			Message: "the " + clip(text(cond, fl.src)) + " check, which lets a nil " + errVar + " in"}},
	}
	return extract.Pending{Finding: fd, Within: fl.helperKey(fn)}, true
}

// orNilCheck returns the condition of the nearest if statement of fn whose consequence holds
// ret and whose condition is a disjunction with `errVar != nil` as one side, when ret's block
// does not assign errVar before it; nil otherwise.
func (fl *file) orNilCheck(fn, ret *sitter.Node, errVar string) *sitter.Node {
	for n := ret.Parent(); n != nil && !sameNode(n, fn); n = n.Parent() {
		if isFuncNode(n) {
			return nil
		}
		if extract.Type(n) != "if_statement" {
			continue
		}
		cons := extract.Field(n, "consequence")
		if cons == nil || extract.StartByte(ret) < extract.StartByte(cons) || extract.EndByte(ret) > extract.EndByte(cons) {
			continue
		}
		cond := unparen(extract.Field(n, "condition"))
		if cond == nil || extract.Type(cond) != "binary_expression" || text(extract.Field(cond, "operator"), fl.src) != "||" {
			return nil
		}
		if !fl.isNotNil(extract.Field(cond, "left"), errVar) && !fl.isNotNil(extract.Field(cond, "right"), errVar) {
			return nil
		}
		if fl.assignsBefore(cons, ret, errVar) {
			return nil
		}
		return cond
	}
	return nil
}

// isNotNil reports whether e is `name != nil`.
func (fl *file) isNotNil(e *sitter.Node, name string) bool {
	e = unparen(e)
	if e == nil || extract.Type(e) != "binary_expression" || text(extract.Field(e, "operator"), fl.src) != "!=" {
		return false
	}
	l, r := unparen(extract.Field(e, "left")), unparen(extract.Field(e, "right"))
	return l != nil && r != nil && extract.Type(l) == "identifier" && text(l, fl.src) == name && extract.Type(r) == "nil"
}

// assignsBefore reports whether block assigns name (= or :=) before ret.
func (fl *file) assignsBefore(block, ret *sitter.Node, name string) bool {
	found := false
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if n == nil || found || extract.StartByte(n) >= extract.StartByte(ret) || isFuncNode(n) {
			return
		}
		if extract.Type(n) == "assignment_statement" || extract.Type(n) == "short_var_declaration" {
			for _, l := range namedChildren(extract.Field(n, "left")) {
				if extract.Type(l) == "identifier" && text(l, fl.src) == name {
					found = true
				}
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(block)
	return found
}
