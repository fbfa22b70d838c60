package extract

import (
	"reflect"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A helper builds a failure result (SoftResult); two tools return it, one through a module
// function that passes it on; a third tool only calls it; a fourth function is a tool and
// builds one itself.
var resultUnits = []Unit{
	{Path: "src/index.ts", Summaries: []Summary{
		{Key: "index#save", Name: "", Tool: "save", Line: 3, Column: 1,
			Forward: []Forward{{Facts: SoftFailure | ErrorResult | SoftResult, Keys: []string{"results#failure"}, Line: 5, Column: 12}}},
		{Key: "index#quota", Name: "", Tool: "quota", Line: 9, Column: 1,
			Forward: []Forward{{Facts: SoftResult, Keys: []string{"answer#answerQuota"}, Line: 11, Column: 3}}},
		{Key: "index#peek", Name: "", Tool: "peek", Line: 15, Column: 1},
		{Key: "index#own", Name: "own", Tool: "own", Line: 20, Column: 1, Facts: SoftResult,
			Places: []Place{{Fact: SoftResult, Line: 21, Column: 3, Message: "own returns a result without isError"}}},
	}, Calls: []Call{{Key: "results#failure", Line: 16, Column: 13, From: "index#peek"}}},
	{Path: "src/answer.ts", Summaries: []Summary{
		{Key: "answer#answerQuota", Name: "answerQuota", Line: 1, Column: 1,
			Forward: []Forward{{Facts: SoftFailure | ErrorResult | SoftResult, Keys: []string{"results#failure"}, Line: 3, Column: 12}}},
	}},
	{Path: "src/results.ts", Summaries: []Summary{
		{Key: "results#failure", Name: "failure", Line: 1, Column: 1, Facts: SoftResult,
			Places: []Place{{Fact: SoftResult, Line: 2, Column: 3, Message: "failure returns a result without isError"}}},
		{Key: "results#unused", Name: "unused", Line: 5, Column: 1, Facts: SoftResult,
			Places: []Place{{Fact: SoftResult, Line: 6, Column: 3, Message: "unused returns a result without isError"}}},
	}},
}

func TestIndexReturned(t *testing.T) {
	ix := NewIndex()
	for _, u := range resultUnits {
		ix.Add(u)
	}
	f, ok := ix.Resolve(Pending{Finding: finding.Finding{Rule: "softerror", Line: 2}, Within: "results#failure", Returned: true}, "src/results.ts")
	if !ok {
		t.Fatal("a result that tools return did not stand")
	}
	// each tool's return, then the returns from it down to the helper
	want := []finding.Related{
		{Path: "src/index.ts", Line: 5, Column: 12, Message: "tool save returns what failure returns, as its result"},
		{Path: "src/index.ts", Line: 11, Column: 3, Message: "tool quota returns what answerQuota returns, as its result"},
		{Path: "src/answer.ts", Line: 3, Column: 12, Message: "answerQuota returns what failure returns"},
	}
	if !reflect.DeepEqual(f.Related, want) {
		t.Errorf("related:\n got %+v\nwant %+v", f.Related, want)
	}
	// A result no tool returns (peek only calls failure; nothing calls unused), and one that a
	// tool builds itself, judged as the tool's, do not stand here.
	for _, key := range []string{"results#unused", "index#own"} {
		if _, ok := ix.Resolve(Pending{Within: key, Returned: true}, "src/results.ts"); ok {
			t.Errorf("%s stood", key)
		}
	}
	// A tool that wraps the result's text anew needs SoftResult; one that returns it as is
	// needs SoftFailure, which failure lacks.
	if _, ok := ix.Resolve(Pending{Keys: []string{"results#failure"}, Need: SoftFailure}, "src/index.ts"); ok {
		t.Error("a tool returning the result as is stood at its return")
	}
	if _, ok := ix.Resolve(Pending{Keys: []string{"results#failure"}, Need: SoftFailure | SoftResult}, "src/index.ts"); !ok {
		t.Error("a tool wrapping the result's text did not stand")
	}
}

// TestIndexReturnedIf: a forward with conditions passes a result on only when each condition's
// callee has its fact (a runner that returns what it calls the callback with, marked through a
// forward of a wrapper's own marker), so a tool that hands the helper to a runner that does
// not pass its value on returns nothing of it.
func TestIndexReturnedIf(t *testing.T) {
	passes := []Cond{{Keys: []string{"wrap#handle!calls@0"}, Need: SoftResult}, {Keys: []string{"nowhere#run!calls@0", "runner#run!calls@0"}, Need: SoftResult}}
	units := []Unit{
		{Path: "src/index.ts", Summaries: []Summary{
			{Key: "index#save", Tool: "save", Line: 3, Column: 1,
				Forward: []Forward{{Facts: SoftResult, Keys: []string{"results#failure"}, Line: 5, Column: 12, If: passes}}},
			{Key: "index#peek", Tool: "peek", Line: 9, Column: 1,
				Forward: []Forward{{Facts: SoftResult, Keys: []string{"results#other"}, Line: 11, Column: 3,
					If: []Cond{{Keys: []string{"runner#record!calls@0"}, Need: SoftResult}}}}},
		}},
		{Path: "src/wrap.ts", Summaries: []Summary{
			{Key: "wrap#handle!calls@0", Forward: []Forward{{Facts: SoftResult, Keys: []string{"runner#run!calls@0"}, Line: 2, Column: 3}}},
		}},
		{Path: "src/runner.ts", Summaries: []Summary{
			{Key: "runner#run!calls@0", Facts: SoftResult, Places: []Place{{Fact: SoftResult, Line: 4, Column: 3, Message: "run returns what its parameter returns"}}},
			{Key: "runner#record", Line: 7, Column: 1},
		}},
		{Path: "src/results.ts", Summaries: []Summary{
			{Key: "results#failure", Name: "failure", Line: 1, Column: 1, Facts: SoftResult,
				Places: []Place{{Fact: SoftResult, Line: 2, Column: 3, Message: "failure returns a result without isError"}}},
			{Key: "results#other", Name: "other", Line: 5, Column: 1, Facts: SoftResult,
				Places: []Place{{Fact: SoftResult, Line: 6, Column: 3, Message: "other returns a result without isError"}}},
		}},
	}
	ix := NewIndex()
	for _, u := range units {
		ix.Add(u)
	}
	if _, ok := ix.Resolve(Pending{Within: "results#failure", Returned: true}, "src/results.ts"); !ok {
		t.Error("a result returned through runners that pass it on did not stand")
	}
	if _, ok := ix.Resolve(Pending{Within: "results#other", Returned: true}, "src/results.ts"); ok {
		t.Error("a result handed to a runner that does not pass it on stood")
	}
	if ix.Facts("index#peek")&SoftResult != 0 {
		t.Error("a forward whose condition fails passed a fact on")
	}
}
