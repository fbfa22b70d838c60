package extract

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A raise in Env.current runs only where Env.has_current returns a false value: the call that
// asks has_current first cannot run it; one that asks nothing, asks the negation, or asks
// another predicate can; a function that is a tool itself stands as before.
func TestSkipsUnderFollowsOnlyUnguardedCalls(t *testing.T) {
	units := func(under []string) []Unit {
		return []Unit{
			{Path: "tools.py", Summaries: []Summary{
				{Key: "tools.log", Name: "log", Line: 1, Column: 1, Tool: "log"},
				{Key: "tools.peek", Name: "peek", Line: 20, Column: 1, Tool: "peek"},
			}, Calls: []Call{
				{Key: "env.Env.current", Line: 5, Column: 3, From: "tools.log", Under: []string{"env.Env.has_current"}},
				{Key: "env.Env.current", Line: 25, Column: 3, From: "tools.peek", Under: under},
			}},
			{Path: "env.py", Summaries: []Summary{{Key: "env.Env.current", Name: "current", Line: 1, Column: 1,
				Facts: Raises, Places: []Place{{Fact: Raises, Line: 3, Column: 5, Message: "raises"}}}}},
		}
	}
	pending := Pending{Finding: finding.Finding{Rule: "raisederror", Line: 3}, Within: "env.Env.current", Raised: true,
		SkipsUnder: []string{"env.Env.has_current"}}
	for _, c := range []struct {
		name   string
		under  []string
		stands bool
	}{
		{"both calls guarded", []string{"other.ready", "env.Env.has_current"}, false},
		{"no guard", nil, true},
		{"the negated predicate", []string{"!env.Env.has_current"}, true},
		{"another predicate", []string{"env.Env.is_open"}, true},
	} {
		ix := NewIndex()
		for _, u := range units(c.under) {
			ix.Add(u)
		}
		f, ok := ix.Resolve(pending, "env.py")
		if ok != c.stands {
			t.Errorf("%s: stands = %v, want %v", c.name, ok, c.stands)
			continue
		}
		if ok && (len(f.Related) < 2 || f.Related[1].Line != 25) {
			t.Errorf("%s: related %+v, want the call at line 25", c.name, f.Related)
		}
	}
	ix := NewIndex()
	ix.Add(Unit{Path: "env.py", Summaries: []Summary{{Key: "env.Env.current", Name: "current", Line: 1, Column: 1, Tool: "current"}}})
	if _, ok := ix.Resolve(pending, "env.py"); !ok {
		t.Error("a raise in a tool itself dropped for a predicate no call asks")
	}
}
