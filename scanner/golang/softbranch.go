package golang

import (
	"bytes"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A handler's failure is not always the checked error: a guard on the arguments or the
// environment ("if !ok", "if len(ids) > 20", "if name == \"\"", a switch's default case) ends
// the call with a text that names what is wrong ("Invalid IDs format - must be an array",
// "thread_id parameter is required", "BGG_USERNAME environment variable not set"). Such a text,
// returned as a success from a branch of an if or a case of a switch, is a soft error too. The
// words are the lexicon the Python and TypeScript rules ask (guidance.ReportsFailure and
// StartsAsFailure), judged on the text's first line only: a help answer or a listing may use
// the same words further on ("Usage:\n  name (required): ...").

// softBranches finds the returns of the handlers' branches that hand back a success whose
// constant text is a failure, beside those of the error checks (softErrors).
func (fl *file) softBranches() []branchFinding {
	if !bytes.Contains(fl.src, []byte("mcp")) {
		return nil
	}
	checked := fl.softChecks().byStart
	var out []branchFinding
	for _, fn := range fl.fnNodes {
		body := extract.Field(fn, "body")
		if body == nil || !fl.isHandler(fn) {
			continue
		}
		for _, ret := range blockReturns(body) {
			if _, ok := checked[extract.StartByte(ret)]; ok {
				continue
			}
			guard := branchOf(ret, fn)
			if guard == nil {
				guard = searchLoopBefore(ret)
			}
			if guard == nil {
				continue
			}
			if fd, key, ok := fl.softReturn(ret, "", guard); ok {
				fd.Related = fl.branchPlace(guard)
				out = append(out, branchFinding{fd, key})
			}
		}
	}
	return out
}

// branchFinding is a finding of softBranches, with the key of the package constant it waits
// on ("" when it stands by itself).
type branchFinding struct {
	fd  finding.Finding
	key string
}

// branchOf returns the if statement or switch case whose branch holds ret, inside fn; nil for a
// return at the top level of fn's body.
func branchOf(ret, fn *sitter.Node) *sitter.Node {
	for p := ret.Parent(); p != nil && p != fn; p = p.Parent() {
		switch extract.Type(p) {
		case "if_statement", "expression_case", "default_case", "type_case":
			return p
		case "func_literal", "function_declaration", "method_declaration":
			return nil
		}
	}
	return nil
}

// branchPlace is the related place of a soft error returned from a branch: the condition of
// its if (as checkPlace names an error check), the head of its case, or the search loop it
// follows (searchLoopBefore).
func (fl *file) branchPlace(guard *sitter.Node) []finding.Related {
	at := func(msg string) []finding.Related {
		return []finding.Related{{Path: fl.f.Path, Line: int(guard.StartPoint().Row) + 1, Column: int(guard.StartPoint().Column) + 1, Message: msg}}
	}
	switch extract.Type(guard) {
	case "if_statement":
		return fl.checkPlace(extract.Field(guard, "condition"))
	case "for_statement":
		return at("the loop that returns what it looks for, after which this return says it was not found")
	}
	return at("the " + guardText(guard, fl.src) + " branch whose failure this return hands back as a success")
}

// searchLoopBefore returns the for statement right before ret in its block when that loop
// returns, in an if of its body, what it looks for (`for _, f := range files { if f.Name ==
// name { return ... } }`): ret runs only when nothing was found, a failure branch as an else
// would be ("File 'x' not found in project"). Nil otherwise.
func searchLoopBefore(ret *sitter.Node) *sitter.Node {
	prev := ret.PrevNamedSibling()
	for prev != nil && extract.Type(prev) == "comment" {
		prev = prev.PrevNamedSibling()
	}
	if prev == nil || extract.Type(prev) != "for_statement" {
		return nil
	}
	body := extract.Field(prev, "body")
	if body == nil {
		return nil
	}
	found := false
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		for i := 0; i < int(n.NamedChildCount()) && !found; i++ {
			c := n.NamedChild(i)
			switch extract.Type(c) {
			case "func_literal":
				continue
			case "return_statement":
				b := branchOf(c, prev)
				found = b != nil && extract.Type(b) == "if_statement"
				continue
			}
			walk(c)
		}
	}
	walk(body)
	if !found {
		return nil
	}
	return prev
}

// guardText names a branch's condition in a message: "if !ok", "case string", "default".
func guardText(g *sitter.Node, src []byte) string {
	var s string
	switch extract.Type(g) {
	case "if_statement":
		s = "if " + text(extract.Field(g, "condition"), src)
	case "for_statement":
		return "the loop before it, which found nothing"
	case "default_case":
		s = "default"
	default:
		s = text(g, src)
		if i := strings.IndexByte(s, ':'); i > 0 {
			s = s[:i]
		}
	}
	if r := []rune(s); len(r) > 60 {
		s = string(r[:57]) + "..."
	}
	return s
}

// statusGuard matches a condition that an HTTP response's status is not a success
// (resp.StatusCode != 200, res.StatusCode >= 400, resp.StatusCode != http.StatusOK).
var statusGuard = lazyre.New(`^\(?\s*[\w.]*\bStatusCode\s*(!=\s*(200|http\.StatusOK)|>=\s*[345]00|>\s*(299|399))\s*\)?$`)

// firstLineEnd matches the end of a text's first line.
var firstLineEnd = lazyre.New(`\r?\n|\\n`)

// branchFailureOf says why one of a success result's texts, returned from a branch, is a
// failure: its first line opens as an error or a failure, or says one happened, or the branch
// is that of a failed HTTP status (statusGuard) and the text is not an answer; "" when none
// is. An empty answer, a text that also reports success, a warning beside an answer and a
// state already reached are none.
func (fl *file) branchFailureOf(texts []*sitter.Node, guard *sitter.Node) (string, finding.Shape) {
	failedStatus := extract.Type(guard) == "if_statement" && statusGuard.MatchString(text(extract.Field(guard, "condition"), fl.src))
	for _, t := range texts {
		lead, ok := fl.leadingText(t, 0)
		if !ok {
			continue
		}
		first := firstLine(lead)
		if answerText(first, lead) {
			continue
		}
		if failureLine(first) {
			return fmt.Sprintf("failure text (%q)", clip(first)), fl.textShape(t, 0)
		}
		if failedStatus && strings.TrimSpace(first) != "" {
			// if resp.StatusCode != 200 { return ...(fmt.Sprintf("API returned status %d", ...)) }
			return fmt.Sprintf("the text of a failed HTTP status (%q)", clip(first)), fl.textShape(t, 0)
		}
	}
	return "", finding.ProseOnly
}

// branchFailureText returns the first line of a text returned from a branch, and whether that
// text is a failure: its first line opens as an error or a failure, or says one happened, and
// is no empty answer, no success, no state already reached, and no warning beside an answer.
func branchFailureText(lead string) (string, bool) {
	first := firstLine(lead)
	return first, !answerText(first, lead) && failureLine(first)
}

// firstLine returns a text's first line (firstLineEnd).
func firstLine(lead string) string {
	if loc := firstLineEnd.FindStringIndex(lead); loc != nil {
		return lead[:loc[0]]
	}
	return lead
}

// failureLine reports whether a text's first line opens as an error or a failure, says one
// happened, or says an argument is missing (also as "<name> required").
func failureLine(first string) bool {
	return guidance.StartsAsError(first) || guidance.StartsAsFailure(first) || guidance.ReportsFailure(first) || guidance.SaysArgumentMissing(first) || guidance.NamesRequired(first) || guidance.EmptyWithRemedy(first)
}

// answerText reports whether a text whose first line is first is an answer however it is
// returned: an empty answer (not one followed by a setup step, guidance.EmptyWithRemedy), a
// success, a state already reached, or a warning beside an answer (not a warning sign before a
// missing argument, guidance.WarnsArgumentMissing: no answer goes with it).
func answerText(first, lead string) bool {
	return guidance.NoResults(first) && !guidance.EmptyWithRemedy(first) || guidance.ReportsSuccess(first) || guidance.SaysAlreadyDone(first) ||
		besideAnswer.MatchString(lead) && !guidance.WarnsArgumentMissing(first)
}

var (
	// besideAnswer matches a text that gives an answer with a warning about what is missing from
	// it ("Warning: Could not retrieve complete overview. Partial data: …", "…\n**Warning**:
	// Failed to index this automatically"): a partial answer, not a failure.
	besideAnswer = lazyre.New(`(?i)⚠|\bwarning\b|\bpartial(ly)?\b`)
)
