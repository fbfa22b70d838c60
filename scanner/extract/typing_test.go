package extract

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestTyping completes a pending result's typed fields from the helpers its typed members call:
// what every definition of a key builds (two files define errs.wrap; only what both carry
// counts), a helper that copies no argument, a key no file defines, and a function that says
// nothing. The pending finding's own site is left as it was.
func TestTyping(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "a/errs.ts", Summaries: []Summary{
		{Key: "errs#wrap", Name: "wrap", Builds: &Builds{Typed: finding.Typed{Code: true, Retry: true}, Params: []int{0, 1}}},
		{Key: "errs#constant", Name: "constant", Builds: &Builds{Typed: finding.Typed{SideEffects: true}}},
		{Key: "errs#plain", Name: "plain"},
	}})
	ix.Add(Unit{Path: "b/errs.ts", Summaries: []Summary{
		{Key: "errs#wrap", Name: "wrap", Builds: &Builds{Typed: finding.Typed{Code: true}, Params: []int{0}}},
	}})
	args := []finding.Typed{{Target: true}, {Policy: true}}
	for _, c := range []struct {
		keys    []string
		typed   finding.Typed
		profile string
		message string
	}{
		{[]string{"errs#wrap"}, finding.Typed{Code: true, Target: true}, "101100", "tool t returns (structured; typed code, target)"},
		{[]string{"missing#wrap", "errs#constant"}, finding.Typed{SideEffects: true}, "100001", "tool t returns (structured; typed sideEffects)"},
		{[]string{"errs#plain"}, finding.Typed{}, "100000", "tool t returns (structured)"},
		{[]string{"nowhere#f"}, finding.Typed{}, "100000", "tool t returns (structured)"},
	} {
		site := &finding.Site{Outcome: finding.IsError, Profile: "100000"}
		p := Pending{Finding: finding.Finding{Rule: "errorresult", Message: "old", Site: site},
			Typing: &Typing{Calls: []TypedCall{{Keys: c.keys, Args: args}}, Before: "tool t returns (structured", After: ")"}}
		f, ok := ix.Resolve(p, "a/index.ts")
		if !ok {
			t.Fatalf("%v: a pending finding with only Typing did not stand", c.keys)
		}
		if f.Site.Typed != c.typed || f.Site.Profile != c.profile || f.Message != c.message {
			t.Errorf("%v: got %+v %s %q, want %+v %s %q", c.keys, f.Site.Typed, f.Site.Profile, f.Message, c.typed, c.profile, c.message)
		}
		if site.Typed != (finding.Typed{}) || site.Profile != "100000" {
			t.Errorf("%v: Resolve changed the pending finding's own site: %+v", c.keys, site)
		}
	}
}

func TestTypedBitsRoundTrip(t *testing.T) {
	for b := uint64(0); b < 32; b++ {
		if got := TypedBits(TypedFromBits(b)); got != b {
			t.Errorf("TypedBits(TypedFromBits(%d)) = %d", b, got)
		}
	}
}
