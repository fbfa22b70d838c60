package extract

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

func TestNumRangeDecides(t *testing.T) {
	var none NumRange
	atLeast1 := none.AtLeast(1, false)
	intAbove0 := none.AtLeast(0, true)
	intAbove0.Bits |= RangeInt
	ten := none.AtLeast(10, false).AtMost(100, false)
	cases := []struct {
		r            NumRange
		op           string
		c            float64
		holds, known bool
	}{
		{atLeast1, "<", 1, false, true},
		{atLeast1, "<=", 1, false, false}, // x == 1 meets it
		{atLeast1, "<=", 0.5, false, true},
		{atLeast1, ">=", 1, true, true},
		{atLeast1, ">", 1, false, false},
		{atLeast1, "===", 0, false, true},
		{atLeast1, "===", 2, false, false},
		{atLeast1, "!==", 0, true, true},
		{atLeast1, "<", 2, false, false},
		{intAbove0, "<", 1, false, true}, // an integer above 0 is at least 1
		{intAbove0, "<=", 0, false, true},
		{intAbove0, "===", 0.5, false, true},
		{none.AtLeast(0, true), "<", 1, false, false}, // 0.5 meets it
		{ten, ">", 100, false, true},
		{ten, "<", 10, false, true},
		{ten, ">=", 100, false, false},
		{none, "<", 1, false, false},
	}
	for _, c := range cases {
		h, k := c.r.Decides(c.op, c.c)
		if h != c.holds || k != c.known {
			t.Errorf("%+v %s %v: got (%v, %v), want (%v, %v)", c.r, c.op, c.c, h, k, c.holds, c.known)
		}
	}
}

func TestMayRunComparison(t *testing.T) {
	var none NumRange
	shapes := []ArgShape{{Param: 0, Range: none.AtLeast(1, false)}, {Param: 1, Path: ".length", Range: none.AtLeast(3, false)}}
	below1 := ArgTest{Param: 0, Op: "<", Bound: 1}
	below2 := ArgTest{Param: 0, Op: "<", Bound: 2}
	short := ArgTest{Param: 1, Path: ".length", Op: "===", Bound: 0}
	if mayRun(0, &shapes, []ArgTest{below1, short}) {
		t.Error("a value of at least 1 and a length of at least 3 met `< 1` or `=== 0`")
	}
	if !mayRun(0, &shapes, []ArgTest{below1, below2}) {
		t.Error("1 meets `< 2`")
	}
	if !mayRun(0, nil, []ArgTest{below1}) {
		t.Error("a call with no shapes may meet any comparison")
	}
	other := []ArgShape{{Param: 1, Range: none.AtLeast(1, false)}}
	if !mayRun(0, &other, []ArgTest{below1}) {
		t.Error("another parameter's range decided the test")
	}
}

// A helper's UserError under `rows < 1` (Pending.AllCalls) drops only when the root calls the
// helper and every call, from a function or in a try (no From), passes a value of at least 1;
// a helper no file calls keeps it.
func TestAllCallsCountsEveryCall(t *testing.T) {
	var none NumRange
	atLeast1 := []ArgShape{{Param: 0, Range: none.AtLeast(1, false)}}
	pending := Pending{Finding: finding.Finding{Rule: "raisederror", Line: 3}, Within: "sheet#cut", AllCalls: true,
		RunsIf: []ArgTest{{Param: 0, Op: "<", Bound: 1}}}
	for _, c := range []struct {
		name   string
		calls  []Call
		stands bool
	}{
		{"no call", nil, true},
		{"every call validated", []Call{{Key: "sheet#cut", Line: 5, From: "tools#cut", Shapes: atLeast1},
			{Key: "sheet#cut", Line: 9, Shapes: atLeast1}}, false},
		{"a call in a try passes anything", []Call{{Key: "sheet#cut", Line: 5, From: "tools#cut", Shapes: atLeast1},
			{Key: "sheet#cut", Line: 9}}, true},
		{"a call through a barrel passes anything", []Call{{Key: "sheet#cut", Line: 5, Shapes: atLeast1},
			{Key: "index#cut", Line: 9}}, true},
	} {
		ix := NewIndex()
		ix.Add(Unit{Path: "tools.ts", Summaries: []Summary{{Key: "tools#cut", Name: "cut", Line: 1, Column: 1, Tool: "cut"}},
			Calls: c.calls, Aliases: []Alias{{From: "index#", To: "sheet#", Prefix: true}}})
		ix.Add(Unit{Path: "sheet.ts", Summaries: []Summary{{Key: "sheet#cut", Name: "cut", Line: 1, Column: 1}}})
		if _, ok := ix.Resolve(pending, "sheet.ts"); ok != c.stands {
			t.Errorf("%s: stands = %v, want %v", c.name, ok, c.stands)
		}
	}
}
