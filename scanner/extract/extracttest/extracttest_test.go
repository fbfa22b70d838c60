package extracttest

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

func TestRelatedCheck(t *testing.T) {
	f := finding.Finding{Rule: "softerror", Path: "src/tool.ts", Line: 9, Related: []finding.Related{
		{Path: "src/errors.ts", Line: 7}, {Path: "src/tool.ts", Line: 4},
	}}
	for _, c := range []struct {
		want string
		ok   bool
	}{
		{"softerror related=4,src/errors.ts:7", true},
		{"softerror related=src/errors.ts:7,src/tool.ts:4", true},
		{"softerror related=src/errors.ts:7", false}, // one place missing
		{"softerror related=4,5,src/errors.ts:7", false},
		{"softerror related=none", false},
		{"softerror", true},
	} {
		ws, err := parseWants([]byte("x // want: " + c.want))
		if err != nil {
			t.Fatal(err)
		}
		if got := ws[0].accepts(f); got != c.ok {
			t.Errorf("want %q accepts %v related: got %v, want %v", c.want, f.Related, got, c.ok)
		}
	}
	ws, _ := parseWants([]byte("x // want: softerror related=none"))
	if !ws[0].accepts(finding.Finding{Rule: "softerror"}) {
		t.Error("related=none does not accept a finding without related places")
	}
}
