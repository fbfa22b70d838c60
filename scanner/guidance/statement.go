package guidance

import (
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// A long answer written as a markdown page ("# Plan Not Found\n\nCould not archive plan … .\n\n##
// Possible Causes\n- The plan may already be archived") says its outcome in its heading and the
// paragraph under it; the sections after that guess at causes and suggest remedies, whose words
// ("already deleted", "has been completed") tell nothing of what the call did.

// headingLine matches a markdown heading line ("# Issue Not Found: …").
var headingLine = lazyre.New(`^\s*#{1,6}\s+\S`)

// listLine matches an item of a markdown list ("- …", "* …", "1. …").
var listLine = lazyre.New(`^\s*([-*+•]|\d+[.)])\s`)

// Statement returns what a text says of the outcome: for a text that opens with a markdown
// heading, the heading and the paragraph right under it (its lines up to a blank line, a list
// or another heading); any other text whole. A template's text may keep its line ends as the
// two characters \n, which count as line ends.
func Statement(text string) string {
	lines := strings.Split(strings.ReplaceAll(text, `\n`, "\n"), "\n")
	if !headingLine.MatchString(lines[0]) {
		return text
	}
	out := []string{lines[0]}
	i := 1
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	for ; i < len(lines); i++ {
		l := lines[i]
		if strings.TrimSpace(l) == "" || headingLine.MatchString(l) || listLine.MatchString(l) {
			break
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}
