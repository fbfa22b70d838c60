package extract

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A raise in a constructor that runs only if its argument is falsy: the tool's call passes a
// module's instance of a class, which is truthy only if the class's file says so (Holds under
// the key the shape names).
func TestShapesIfTheirClassHolds(t *testing.T) {
	shape := []ArgShape{{Param: -1, Name: "conn", Facts: ArgNonNull | ArgTruthy, If: []string{"pools.Pool.$plain@"}}}
	units := func(plain bool) []Unit {
		pools := Unit{Path: "pools.py", Summaries: []Summary{{Key: "pools.Driver.__init__@", Name: "Driver.__init__", Line: 1, Column: 1,
			Facts: Raises, Places: []Place{{Fact: Raises, Line: 5, Column: 9, Message: "raises"}}}}}
		if plain {
			pools.Summaries = append(pools.Summaries, Summary{Key: "pools.Pool.$plain@", Name: "Pool", Line: 9, Column: 1,
				Facts: Holds, Places: []Place{{Fact: Holds, Line: 9, Column: 1, Message: "always truthy"}}})
		}
		return []Unit{pools, {Path: "server.py", Summaries: []Summary{
			{Key: "server.status@", Name: "status", Line: 1, Column: 1, Tool: "status", ToolKind: "fastmcp"},
		}, Calls: []Call{{Key: "pools.Driver.__init__@", Line: 3, Column: 5, From: "server.status@", Shapes: shape}}}}
	}
	pending := Pending{Finding: finding.Finding{Rule: "raisederror", Line: 5}, Within: "pools.Driver.__init__@",
		ToolKind: "fastmcp", Raised: true, RunsIf: []ArgTest{{Param: 0, Name: "conn", Lacks: ArgTruthy}}}
	for _, plain := range []bool{true, false} {
		ix := NewIndex()
		for _, u := range units(plain) {
			ix.Add(u)
		}
		if _, ok := ix.Resolve(pending, "pools.py"); ok == plain {
			t.Errorf("class always truthy %v: the raise stands = %v", plain, ok)
		}
	}
	if shape[0].Facts == 0 {
		t.Error("settling the index's shapes changed the unit's own call")
	}
}
