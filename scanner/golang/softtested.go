package golang

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A branch whose condition found a failure word at the start of a value, or in it, and that
// hands the value back:
//
//	output, err := runCommand(ctx, args)
//	...
//	if strings.HasPrefix(output, "Error") {
//	    return mcp.NewToolResultText(output), nil
//	}
//
// The condition is the handler's own judgement that the value reports a failure (a command's
// "Error: ..." on its standard output), so the text returned in its branch is one whatever its
// words: the value itself, or a text around it ("plugin is not installed: " + output).

// testedFailure matches a condition that a value starts with, or holds, a literal:
// strings.HasPrefix(out, "Error"), strings.Contains(strings.ToLower(out), "error:").
var testedFailure = lazyre.New(`^\(?\s*strings\.(?:HasPrefix|Contains)\(\s*(?:strings\.To(?:Lower|Upper)\(\s*)?([A-Za-z_][\w.]*)\s*\)?\s*,\s*"([^"\\]+)"\s*\)\s*\)?$`)

// testedFailureOf says why texts returned in the then-branch of guard are a failure: the
// condition found a failure word in a value (testedFailure) that one of the texts hands on;
// "" otherwise. A negated condition (!strings.HasPrefix(...)) is the other branch and says
// nothing.
func (fl *file) testedFailureOf(texts []*sitter.Node, guard, ret *sitter.Node) (string, finding.Shape) {
	if guard == nil || extract.Type(guard) != "if_statement" || !within(ret, extract.Field(guard, "consequence")) {
		return "", finding.ProseOnly
	}
	m := testedFailure.FindStringSubmatch(text(extract.Field(guard, "condition"), fl.src))
	if m == nil || !failureLine(m[2]) {
		return "", finding.ProseOnly
	}
	how := "hold"
	if strings.Contains(m[0], "HasPrefix") {
		how = "start with"
	}
	for _, t := range texts {
		if mentions(t, m[1], fl.src) || fl.carries(t, m[1], 0) {
			return fmt.Sprintf("the text of %s, which the condition found to %s %q", m[1], how, m[2]), fl.textShape(t, 0)
		}
	}
	return "", finding.ProseOnly
}

// within reports whether n lies inside outer.
func within(n, outer *sitter.Node) bool {
	return outer != nil && extract.StartByte(n) >= extract.StartByte(outer) && extract.EndByte(n) <= extract.EndByte(outer)
}
