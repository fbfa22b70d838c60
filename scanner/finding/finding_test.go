package finding

import (
	"slices"
	"testing"
)

func TestProfile(t *testing.T) {
	cases := []struct {
		outcome Outcome
		typed   Typed
		want    string
	}{
		{IsError, Typed{}, "100000"},
		{Success, Typed{}, "000000"},
		{IsError, Typed{Code: true, Target: true, Policy: true, Retry: true, SideEffects: true}, "111111"},
		{IsError, Typed{Policy: true}, "110000"},
		{IsError, Typed{Target: true}, "100100"},
		{IsError, Typed{SideEffects: true}, "100001"},
	}
	for _, c := range cases {
		if got := Profile(c.outcome, c.typed); got != c.want {
			t.Errorf("Profile(%s, %+v) = %s, want %s", c.outcome, c.typed, got, c.want)
		}
	}
}

func TestFingerprintIgnoresWhiteSpaceOnly(t *testing.T) {
	a := Fingerprint("errorresult", "a.go", "handle", "mcp.NewToolResultError( \"x\" )")
	b := Fingerprint("errorresult", "a.go", "handle", "mcp.NewToolResultError(\"x\")")
	if a != b {
		t.Errorf("white space changed the fingerprint: %s vs %s", a, b)
	}
	for _, other := range []string{
		Fingerprint("softerror", "a.go", "handle", "mcp.NewToolResultError(\"x\")"),
		Fingerprint("errorresult", "b.go", "handle", "mcp.NewToolResultError(\"x\")"),
		Fingerprint("errorresult", "a.go", "other", "mcp.NewToolResultError(\"x\")"),
		Fingerprint("errorresult", "a.go", "handle", "mcp.NewToolResultError(\"y\")"),
	} {
		if other == a {
			t.Errorf("a different finding shares fingerprint %s", a)
		}
	}
}

func TestDisambiguate(t *testing.T) {
	fs := []Finding{{Fingerprint: "x"}, {Fingerprint: "y"}, {Fingerprint: "x"}, {Fingerprint: "x"}}
	Disambiguate(fs)
	want := []string{"x", "y", "x:2", "x:3"}
	for i, f := range fs {
		if f.Fingerprint != want[i] {
			t.Errorf("finding %d: fingerprint %q, want %q", i, f.Fingerprint, want[i])
		}
	}
}

// TestDisambiguateLegacy: legacy fingerprints get the suffixes Disambiguate gives equal
// fingerprints, in the same order; findings without one keep none.
func TestDisambiguateLegacy(t *testing.T) {
	olds := []string{"x", "", "y", "x", "", "x"}
	DisambiguateLegacy(olds)
	want := []string{"x", "", "y", "x:2", "", "x:3"}
	if !slices.Equal(olds, want) {
		t.Errorf("legacy fingerprints %q, want %q", olds, want)
	}
}

// A driver that scans several roots prefixes the paths of a finding's Brief as those of its
// Related: the human formats show the Brief, and a place there must name the same file.
func TestPrefixPathsReachesTheBrief(t *testing.T) {
	f := Finding{Path: "a.ts", Related: []Related{{Path: "b.ts", Line: 2}}, Brief: []Related{{Path: "b.ts", Line: 2}, NotShown("3 more places")}}
	f.PrefixPaths("root")
	if f.Related[0].Path != "root/b.ts" || f.Brief[0].Path != "root/b.ts" || f.Brief[1].Path != "" {
		t.Errorf("prefixed %+v, brief %+v; want root/b.ts in both and the count without a path", f.Related, f.Brief)
	}
}
