package extract

import (
	"fmt"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A throw in check runs only if its first argument is not an array or is empty: the tool's call
// that tested both cannot run it, the one that passes what the model sent can; a function that
// is a tool itself gets its arguments from the SDK.
func TestRunsIfFollowsOnlyCallsThatMayRunIt(t *testing.T) {
	tests := []ArgTest{{Param: 0, Lacks: ArgArray}, {Param: 0, Lacks: ArgNonEmpty}}
	guarded := []ArgFact{ArgNonNull | ArgTruthy | ArgArray | ArgNonEmpty}
	units := func(second []ArgFact) []Unit {
		return []Unit{
			{Path: "tools.ts", Summaries: []Summary{
				{Key: "tools#pages", Name: "pages", Line: 1, Column: 1, Tool: "pages", ToolKind: "low"},
				{Key: "tools#single", Name: "single", Line: 20, Column: 1, Tool: "single", ToolKind: "low"},
			}, Calls: []Call{
				{Key: "check#check", Line: 5, Column: 3, From: "tools#pages", Args: guarded},
				{Key: "check#check", Line: 25, Column: 3, From: "tools#single", Args: second},
			}},
			{Path: "check.ts", Summaries: []Summary{{Key: "check#check", Name: "check", Line: 1, Column: 1,
				Facts: Raises, Places: []Place{{Fact: Raises, Line: 3, Column: 5, Message: "throws"}}}}},
		}
	}
	pending := Pending{Finding: finding.Finding{Rule: "protocolerror", Line: 3}, Within: "check#check", ToolKind: "low", RunsIf: tests}
	for _, c := range []struct {
		name     string
		second   []ArgFact
		stands   bool
		calledAt int
	}{
		{"both calls tested", guarded, false, 0},
		{"an array that may be empty", []ArgFact{ArgNonNull | ArgTruthy | ArgArray}, true, 25},
		{"nothing known", nil, true, 25},
	} {
		ix := NewIndex()
		for _, u := range units(c.second) {
			ix.Add(u)
		}
		f, ok := ix.Resolve(pending, "check.ts")
		if ok != c.stands {
			t.Errorf("%s: stands = %v, want %v", c.name, ok, c.stands)
			continue
		}
		if ok && (len(f.Related) < 2 || f.Related[1].Line != c.calledAt) {
			t.Errorf("%s: related %+v, want the call at line %d", c.name, f.Related, c.calledAt)
		}
	}
	ix := NewIndex()
	for _, u := range units(guarded) {
		ix.Add(u)
	}
	p := pending
	p.Within = "tools#pages"
	p.RunsIf = []ArgTest{{Param: 0, Lacks: ArgTruthy}}
	if _, ok := ix.Resolve(p, "tools.ts"); !ok {
		t.Error("a throw in a tool, which the SDK calls with the model's arguments, did not stand")
	}
}

func TestPackArgs(t *testing.T) {
	w := packArgs([]ArgFact{ArgString, 0, ArgArray | ArgNonEmpty, 0, 0, 0, 0, 0, ArgTruthy})
	for i, want := range []ArgFact{ArgString, 0, ArgArray | ArgNonEmpty, 0, 0, 0, 0, 0, 0} {
		if got := argAt(w, i); got != want {
			t.Errorf("argument %d: %v, want %v (the ninth is not kept)", i, got, want)
		}
	}
}

// A throw in a production helper that the argument tests keep from every production tool's
// call, and that example tools reach (as many as maxTools, so the walk goes on past them), runs
// only in the examples: the finding's context is theirs. Without the tests the production tool
// reaches it again and the context stays production.
func TestRunsIfContextFromTheCallsThatMayRunIt(t *testing.T) {
	guarded := []ArgFact{ArgNonNull | ArgTruthy | ArgArray | ArgNonEmpty}
	ix := NewIndex()
	ix.Add(Unit{Path: "src/tools.ts", Summaries: []Summary{{Key: "tools#pages", Name: "pages", Line: 1, Column: 1, Tool: "pages"}},
		Calls: []Call{{Key: "check#check", Line: 5, Column: 3, From: "tools#pages", Args: guarded}}})
	for i := range maxTools {
		key := fmt.Sprintf("demo%d#run", i)
		ix.Add(Unit{Path: fmt.Sprintf("examples/demo%d.ts", i), Summaries: []Summary{{Key: key, Name: "run", Line: 1, Column: 1, Tool: fmt.Sprintf("demo%d", i)}},
			Calls: []Call{{Key: "check#check", Line: 4, Column: 3, From: key}}})
	}
	ix.Add(Unit{Path: "src/check.ts", Summaries: []Summary{{Key: "check#check", Name: "check", Line: 1, Column: 1,
		Facts: Raises, Places: []Place{{Fact: Raises, Line: 3, Column: 5, Message: "throws"}}}}})
	p := Pending{Finding: finding.Finding{Rule: "protocolerror", Line: 3, Context: finding.Production}, Within: "check#check",
		RunsIf: []ArgTest{{Param: 0, Lacks: ArgArray}}}
	f, ok := ix.Resolve(p, "src/check.ts")
	if !ok || f.Context != finding.Example {
		t.Errorf("with the tests: stands %v, context %q, want %q", ok, f.Context, finding.Example)
	}
	p.RunsIf = nil
	if f, ok = ix.Resolve(p, "src/check.ts"); !ok || f.Context != finding.Production {
		t.Errorf("without the tests: stands %v, context %q, want %q", ok, f.Context, finding.Production)
	}
}

// A test of a value inside a parameter (Path) reads the call's Shapes at that path alone, and a
// fact beyond the packed word (ArgBoolean) counts from them too.
func TestMayRunReadsShapes(t *testing.T) {
	member := []ArgTest{{Param: 0, Path: "[].m", Lacks: ArgString}}
	flag := []ArgTest{{Param: 1, Lacks: ArgBoolean}}
	typed := &[]ArgShape{{Param: 0, Path: "[].m", Facts: ArgNonNull | ArgString}, {Param: 1, Facts: ArgNonNull | ArgBoolean}}
	other := &[]ArgShape{{Param: 0, Path: ".m", Facts: ArgString}, {Param: 0, Facts: ArgString}}
	packed := packArgs([]ArgFact{ArgString, ArgNonNull})
	for _, c := range []struct {
		name   string
		args   uint64
		shapes *[]ArgShape
		tests  []ArgTest
		want   bool
	}{
		{"the element's member is a string", 0, typed, member, false},
		{"another path, or the argument itself", packed, other, member, true},
		{"no shapes", packed, nil, member, true},
		{"a boolean from the shapes", 0, typed, flag, false},
		{"a boolean the packed word cannot hold", packArgs([]ArgFact{0, ArgBoolean}), nil, flag, true},
	} {
		if got := mayRun(c.args, c.shapes, c.tests); got != c.want {
			t.Errorf("%s: mayRun = %v, want %v", c.name, got, c.want)
		}
	}
}

// A conjunction (All) may run only where each part may: `case "update": if obj_id is None:`
// needs "update" (In) and a missing obj_id; a call that passes "create", or a non-null obj_id,
// meets it not. A call that passes none of the strings In names fails In.
func TestMayRunConjunction(t *testing.T) {
	update := ArgTest{Param: 0, Name: "action", In: []string{"update"}}
	missing := ArgTest{Param: 1, Name: "obj_id", Lacks: ArgNonNull}
	both := []ArgTest{{All: []ArgTest{missing, update}}}
	create := &[]ArgShape{{Param: 0, OneOf: []string{"create"}}}
	updating := &[]ArgShape{{Param: 0, OneOf: []string{"update"}}}
	for _, c := range []struct {
		name   string
		args   uint64
		shapes *[]ArgShape
		want   bool
	}{
		{"create, no obj_id", 0, create, false},
		{"update, no obj_id", 0, updating, true},
		{"update, an obj_id", packArgs([]ArgFact{0, ArgNonNull}), updating, false},
		{"an action not known", 0, nil, true},
	} {
		if got := mayRun(c.args, c.shapes, both); got != c.want {
			t.Errorf("%s: mayRun = %v, want %v", c.name, got, c.want)
		}
	}
}

// Carrying a conjunction drops the parts the call's own values meet and names the caller's
// parameters for the others; one part left is that test alone.
func TestCarryConjunction(t *testing.T) {
	update := ArgTest{Param: 0, Name: "action", In: []string{"update"}}
	missing := ArgTest{Param: 1, Name: "obj_id", Lacks: ArgNonNull}
	passes := []ArgPass{{Param: 1, Name: "obj_id", From: 2, FromName: "id"}}
	e := edge{shapes: &[]ArgShape{{Param: 0, OneOf: []string{"update"}}}, passes: &passes}
	got, ok := carryTests(e, []ArgTest{{All: []ArgTest{missing, update}}})
	if !ok || len(got) != 1 || got[0].All != nil || got[0].Param != 2 || got[0].Name != "id" || got[0].Lacks != ArgNonNull {
		t.Errorf("carryTests = %+v, %v; want the obj_id test on id alone", got, ok)
	}
	if _, ok := carryTests(edge{shapes: &[]ArgShape{{Param: 0, OneOf: []string{"create"}}}, passes: &passes}, []ArgTest{{All: []ArgTest{missing, update}}}); ok {
		t.Errorf("carryTests of a call passing \"create\" met the conjunction")
	}
}

// A test that the value fails the entry's own schema (ArgTest.Invalid) holds for no call that
// passes what that schema validated at that parameter, and may hold for any other.
func TestMayRunInvalidEntry(t *testing.T) {
	test := []ArgTest{{Param: 0, Invalid: true, EntryMember: "inputSchema"}}
	for _, c := range []struct {
		name   string
		shapes []ArgShape
		want   bool
	}{
		{"the value the entry's schema validated", []ArgShape{{Param: 0, Entry: "inputSchema"}}, false},
		{"another member's schema", []ArgShape{{Param: 0, Entry: "schema"}}, true},
		{"validated, at another parameter", []ArgShape{{Param: 1, Entry: "inputSchema"}}, true},
		{"nothing known", nil, true},
	} {
		if got := mayRun(0, edgeShapes(c.shapes), test); got != c.want {
			t.Errorf("%s: mayRun = %v, want %v", c.name, got, c.want)
		}
	}
}
