package extract

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// errors#fail builds a failure itself; tools a and b return it as is (b through a module
// function, pass, that only hands it on, from two returns); tool c wraps it as text. errors#once builds one that
// only tool d returns.
var sharedUnits = []Unit{
	{Path: "server.py", Summaries: []Summary{
		{Key: "server#a", Name: "a", Tool: "a", Line: 1, Column: 1,
			Forward: []Forward{{Facts: SoftFailure | SoftText | ErrorResult | SoftResult, Keys: []string{"errors#fail"}, Line: 3, Column: 16}}},
		{Key: "server#b", Name: "b", Tool: "b", Line: 5, Column: 1,
			Forward: []Forward{{Facts: SoftFailure | SoftText | ErrorResult | SoftResult, Keys: []string{"lib#pass"}, Line: 7, Column: 16}}},
		{Key: "server#c", Name: "c", Tool: "c", Line: 9, Column: 1,
			Forward: []Forward{{Facts: SoftFailure | SoftText | ErrorResult, Keys: []string{"errors#fail"}, Line: 11, Column: 27}}},
		{Key: "server#d", Name: "d", Tool: "d", Line: 13, Column: 1,
			Forward: []Forward{{Facts: SoftFailure | SoftText | ErrorResult | SoftResult, Keys: []string{"errors#once"}, Line: 15, Column: 16}}},
	}},
	{Path: "lib.py", Summaries: []Summary{
		{Key: "lib#pass", Name: "pass", Line: 1, Column: 1,
			Forward: []Forward{{Facts: SoftFailure | SoftText | ErrorResult | SoftResult, Keys: []string{"errors#fail"}, Line: 2, Column: 12},
				{Facts: SoftFailure | SoftText | ErrorResult | SoftResult, Keys: []string{"errors#fail"}, Line: 3, Column: 12}}},
	}},
	{Path: "errors.py", Summaries: []Summary{
		{Key: "errors#fail", Name: "fail", Line: 1, Column: 1, Facts: SoftFailure,
			Places: []Place{{Fact: SoftFailure, Line: 2, Column: 5, Message: "fail returns error text"}}},
		{Key: "errors#once", Name: "once", Line: 4, Column: 1, Facts: SoftFailure,
			Places: []Place{{Fact: SoftFailure, Line: 5, Column: 5, Message: "once returns error text"}}},
	}},
}

func TestIndexShared(t *testing.T) {
	ix := NewIndex()
	for _, u := range sharedUnits {
		ix.Add(u)
	}
	shared := func(key string) Pending {
		return Pending{Finding: finding.Finding{Rule: "softerror", Message: "%d tools (e.g. %s)"}, Within: key, Returned: true, Shared: true}
	}
	for _, key := range []string{"errors#fail", "errors#once"} {
		ix.Expect(shared(key))
	}
	f, ok := ix.Resolve(shared("errors#fail"), "errors.py")
	if !ok {
		t.Fatal("a failure two tools return as is did not stand at the helper")
	}
	if f.Message != "2 tools (e.g. a)" || len(f.Related) != 4 {
		t.Errorf("got %q with related %+v; want 2 tools (a's return, b's and pass's two)", f.Message, f.Related)
	}
	if _, ok := ix.Resolve(shared("errors#once"), "errors.py"); ok {
		t.Error("a failure one tool returns stood at the helper")
	}
	// The tools' own findings: a's and b's are the helper's; c wraps it and d's helper has one tool.
	for keys, want := range map[string]bool{"errors#fail": false, "lib#pass": false, "errors#once": true} {
		if _, ok := ix.Resolve(Pending{LeftTo: []string{keys}}, "server.py"); ok != want {
			t.Errorf("tool return of %s: stands %v, want %v", keys, ok, want)
		}
	}
}
