package extract

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestCasesFollowTheValuePassedOn: a helper called only in the tools/list case of a switch on
// its caller's parameter is reached from a tool only through calls that pass that parameter
// on (here run's third parameter) from a literal of that case, or from a value the index
// does not know.
func TestCasesFollowTheValuePassedOn(t *testing.T) {
	for _, tc := range []struct {
		name string
		top  ArgValue // what the tool passes as run's third argument
		want bool
	}{
		{"a literal of another case", ArgValue{Str: "tools/call", Lit: true}, false},
		{"the case's literal", ArgValue{Str: "tools/list", Lit: true}, true},
		{"a value of its own", ArgValue{}, true},
	} {
		ix := root()
		ix.Add(Unit{Path: "src/mw.ts", Summaries: []Summary{{Key: "mw#assertList", Name: "assertList"}},
			Calls: []Call{
				{Key: "mw#assertList", From: "mw#check", Line: 3, When: []ParamIs{{Param: 0, Values: []string{"tools/list"}}}},
				{Key: "mw#check", From: "mw#run", Line: 9, Values: []ArgValue{{Param: 3}}},
			}})
		ix.Add(Unit{Path: "src/server.ts", Summaries: []Summary{{Key: "server#tool", Name: "tool", Tool: "echo"}},
			Calls: []Call{{Key: "mw#run", From: "server#tool", Line: 5, Values: []ArgValue{{}, {}, tc.top}}}})
		p := Pending{Finding: finding.Finding{Rule: "raisederror"}, Within: "mw#assertList"}
		if _, ok := ix.Resolve(p, "src/mw.ts"); ok != tc.want {
			t.Errorf("%s: stands %v, want %v", tc.name, ok, tc.want)
		}
	}
}
