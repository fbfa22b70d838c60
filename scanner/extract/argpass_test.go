package extract

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A raise in the client runs only if tenant is None. The service passes its own parameter on, by
// keyword; the tool calls the service with a value the SDK validated as a str: no call of the
// tool's runs the raise. A service that passes something else, or a tool whose value may be
// None, keeps it.
func TestRunsIfCarriedThroughPassedParameters(t *testing.T) {
	str := []ArgShape{{Param: -1, Name: "tenant", Facts: ArgNonNull | ArgString}}
	passed := []ArgPass{{Param: -1, Name: "tenant", From: 0, FromName: "tenant"}}
	units := func(shapes []ArgShape, passes []ArgPass) []Unit {
		return []Unit{
			{Path: "server.py", Summaries: []Summary{{Key: "server.open", Name: "open", Line: 1, Column: 1, Tool: "open"}},
				Calls: []Call{{Key: "service.Service.open", Line: 3, Column: 5, From: "server.open", Shapes: shapes}}},
			{Path: "service.py", Summaries: []Summary{{Key: "service.Service.open", Name: "Service.open", Line: 1, Column: 1}},
				Calls: []Call{{Key: "client.Client.open", Line: 2, Column: 9, From: "service.Service.open", Passes: passes}}},
			{Path: "client.py", Summaries: []Summary{{Key: "client.Client.open", Name: "Client.open", Line: 1, Column: 1,
				Facts: Raises, Places: []Place{{Fact: Raises, Line: 3, Column: 9, Message: "raises"}}}}},
		}
	}
	p := Pending{Finding: finding.Finding{Rule: "raisederror", Line: 3}, Within: "client.Client.open", Raised: true,
		RunsIf: []ArgTest{{Param: 0, Name: "tenant", Lacks: ArgNonNull}}}
	for _, c := range []struct {
		name   string
		shapes []ArgShape
		passes []ArgPass
		stands bool
	}{
		{"a str passed on", str, passed, false},
		{"passed on by position", []ArgShape{{Param: 0, Facts: ArgNonNull | ArgString}}, []ArgPass{{Param: 0, From: 0, FromName: "tenant"}}, false},
		{"the service passes a value of its own", str, nil, true},
		{"the tool's value may be None", []ArgShape{{Param: -1, Name: "tenant", Path: "?", Facts: ArgString}}, passed, true},
		{"another parameter is passed on", str, []ArgPass{{Param: -1, Name: "tenant", From: 1, FromName: "region"}}, true},
	} {
		ix := NewIndex()
		for _, u := range units(c.shapes, c.passes) {
			ix.Add(u)
		}
		if _, ok := ix.Resolve(p, "client.py"); ok != c.stands {
			t.Errorf("%s: stands = %v, want %v", c.name, ok, c.stands)
		}
	}
}
