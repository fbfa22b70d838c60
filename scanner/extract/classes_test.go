package extract

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A dispatcher whose own place fails with Unknown runs the effects of two functions of another
// file, one failing with NotFound, one with Busy: a catch of NotFound names the way to the
// NotFound place only, past the dispatcher's own place (which the first way would stop at); a
// catch of any class names all three.
func TestClassOrigins(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "src/tools.ts", Summaries: []Summary{
		{Key: "src/tools#dispatch", Name: "dispatch", Line: 3, Column: 1, Facts: Fails,
			Places: []Place{{Fact: Fails, Line: 9, Column: 5, Message: "dispatch fails with Unknown", Class: "Unknown"}},
			Forward: []Forward{{Facts: Fails, Keys: []string{"src/jobs#busy"}, Line: 5, Column: 12},
				{Facts: Fails, Keys: []string{"src/jobs#find"}, Line: 7, Column: 12}}},
		{Key: "src/tools#<catch>@20:3", Name: "the catch", Line: 20, Column: 3, Facts: Fails},
	}})
	ix.Add(Unit{Path: "src/jobs.ts", Summaries: []Summary{
		{Key: "src/jobs#find", Name: "find", Line: 1, Column: 1, Facts: Fails,
			Places: []Place{{Fact: Fails, Line: 2, Column: 3, Message: "find fails with NotFound", Class: "NotFound"}}},
		{Key: "src/jobs#busy", Name: "busy", Line: 4, Column: 1, Facts: Fails,
			Places: []Place{{Fact: Fails, Line: 5, Column: 3, Message: "busy fails with Busy", Class: "Busy"}}},
	}})
	anyOf := [][]string{{"src/tools#dispatch"}, {"src/tools#<catch>@20:3"}}
	f, ok := ix.Resolve(Pending{Finding: finding.Finding{Line: 21}, AnyOf: anyOf, Need: Fails, Classes: []string{"NotFound"}}, "src/tools.ts")
	if !ok {
		t.Fatal("the finding did not stand")
	}
	want := []finding.Related{
		{Path: "src/tools.ts", Line: 7, Column: 12, Message: "dispatch runs the effect find returns, which may fail"},
		{Path: "src/jobs.ts", Line: 2, Column: 3, Message: "find fails with NotFound"},
	}
	if !reflect.DeepEqual(f.Related, want) {
		t.Errorf("NotFound: related = %v, want %v", f.Related, want)
	}
	f, _ = ix.Resolve(Pending{Finding: finding.Finding{Line: 21}, AnyOf: anyOf, Need: Fails, Classes: []string{"*"}}, "src/tools.ts")
	if len(f.Related) != 5 {
		t.Errorf("*: related = %v, want the dispatcher's place and the way to each of two others", f.Related)
	}
	f, _ = ix.Resolve(Pending{Finding: finding.Finding{Line: 21}, AnyOf: anyOf, Need: Fails, Classes: []string{"Gone"}}, "src/tools.ts")
	if len(f.Related) != 0 {
		t.Errorf("Gone: related = %v, want none", f.Related)
	}
}

// Ways that do not fit beside their places are cut to their first call.
func TestShortWays(t *testing.T) {
	at := func(line int) namedPlace { return namedPlace{Related: finding.Related{Path: "a.ts", Line: line}} }
	origins := []origin{
		{way: []namedPlace{at(1), at(2), at(3)}, places: []namedPlace{at(10)}},
		{way: []namedPlace{at(1), at(4), at(5)}, places: []namedPlace{at(11)}},
	}
	if got := shortWays(origins, 7); !reflect.DeepEqual(got, origins) {
		t.Errorf("within the budget: %v, want the origins whole", got)
	}
	got := shortWays(origins, 6)
	if len(got) != 2 || len(got[0].way) != 1 || len(got[1].way) != 1 || got[1].way[0] != at(1) || got[1].places[0] != at(11) {
		t.Errorf("past the budget: %v, want each way cut to its first call", got)
	}
}

// The ways of classed origins are cut by the room the tools' side leaves too: six ways of two
// forwards, each to one place (18 places), fit beside no tool but not beside a tool's chain of
// three, so in the brief each way is cut to its first call and every place is named, with no
// overflow; Related names every way whole.
func TestShortWaysLeaveRoomForTheTools(t *testing.T) {
	ix := NewIndex()
	dispatch := Summary{Key: "src/tools#dispatch", Name: "dispatch", Line: 1, Column: 1, Facts: Fails}
	var jobs []Summary
	for i := range 6 {
		mid, leaf := fmt.Sprintf("src/jobs#mid%d", i), fmt.Sprintf("src/jobs#leaf%d", i)
		dispatch.Forward = append(dispatch.Forward, Forward{Facts: Fails, Keys: []string{mid}, Line: 2 + i, Column: 5})
		jobs = append(jobs,
			Summary{Key: mid, Name: fmt.Sprintf("mid%d", i), Line: 10 * i, Column: 1, Facts: Fails,
				Forward: []Forward{{Facts: Fails, Keys: []string{leaf}, Line: 10*i + 1, Column: 5}}},
			Summary{Key: leaf, Name: fmt.Sprintf("leaf%d", i), Line: 100 + 10*i, Column: 1, Facts: Fails,
				Places: []Place{{Fact: Fails, Line: 100 + 10*i + 1, Column: 3, Message: "fails with NotFound", Class: "NotFound"}}})
	}
	ix.Add(Unit{Path: "src/tools.ts", Summaries: []Summary{dispatch, {Key: "src/tools#handler", Name: "handler", Line: 40, Column: 1}}})
	ix.Add(Unit{Path: "src/jobs.ts", Summaries: jobs})
	ix.Add(Unit{Path: "src/index.ts", Summaries: []Summary{
		{Key: "src/index#main", Name: "main", Line: 1, Column: 1, Tool: "find"},
		{Key: "src/index#mid", Name: "mid", Line: 10, Column: 1}},
		Calls: []Call{{Key: "src/index#mid", Line: 3, Column: 3, From: "src/index#main"},
			{Key: "src/tools#handler", Line: 12, Column: 3, From: "src/index#mid"}}})
	p := Pending{AnyOf: [][]string{{"src/tools#dispatch"}}, Need: Fails, Classes: []string{"NotFound"}}
	if f, _ := ix.Resolve(p, "src/tools.ts"); len(f.Related) != 18 {
		t.Fatalf("no tool: %d related, want the 6 ways of 2 and their places: %v", len(f.Related), f.Related)
	}
	p.Within = "src/tools#handler"
	f, ok := ix.Resolve(p, "src/tools.ts")
	if !ok || len(f.Brief) != 15 || f.Brief[len(f.Brief)-1].Path == "" {
		t.Errorf("beside a tool's chain of 3: stands %v, %d in brief, want 6 cut ways, 6 places and the 3 of the tool, no overflow: %v", ok, len(f.Brief), f.Brief)
	}
	if len(f.Related) != 21 {
		t.Errorf("beside a tool's chain of 3: %d related, want the 6 ways of 2, their places and the 3 of the tool: %v", len(f.Related), f.Related)
	}
}
