package report

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

func TestCountIsSingularForOne(t *testing.T) {
	for n, want := range map[int]string{0: "0 entries", 1: "1 entry", 2: "2 entries"} {
		if got := Count(n, "entry", "entries"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestSummaryLineSingular(t *testing.T) {
	one := &finding.Document{Summary: finding.Summary{FilesSeen: 1, FilesParsed: 1, Sites: 1, Problems: 1, Notes: 1,
		ByShape: map[finding.Shape]int{finding.ProseOnly: 1}}}
	if got, want := SummaryLine(one), "mcperr: 1 file seen, 1 parsed, 0 skipped; 1 site (prose-only 1); 1 problem; 1 manifest note"; got != want {
		t.Errorf("SummaryLine = %q\nwant %q", got, want)
	}
	two := &finding.Document{Summary: finding.Summary{FilesSeen: 2, Sites: 0, Problems: 2, Notes: 2}}
	if got, want := SummaryLine(two), "mcperr: 2 files seen, 0 parsed, 0 skipped; 0 sites; 2 problems; 2 manifest notes"; got != want {
		t.Errorf("SummaryLine = %q\nwant %q", got, want)
	}
}
