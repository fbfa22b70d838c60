package report

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/mcperr/mcperr/scanner/finding"
)

// jsonWriter prints the document exactly as DESIGN.md's contract describes it, indented.
type jsonWriter struct{}

func (jsonWriter) Write(w io.Writer, doc *finding.Document) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(normalized(doc)); err != nil {
		return fmt.Errorf("writing json report: %w", err)
	}
	return nil
}

// normalized returns a shallow copy of doc whose lists and maps are empty rather than nil, so
// a consumer reads [] and {} and never null.
func normalized(doc *finding.Document) *finding.Document {
	d := *doc
	if d.Findings == nil {
		d.Findings = []finding.Finding{}
	}
	if d.Skipped == nil {
		d.Skipped = []finding.Skipped{}
	}
	if d.Notes == nil {
		d.Notes = []finding.Note{}
	}
	d.Findings = normalizedFixes(d.Findings)
	d.Summary = normalizedSummary(d.Summary)
	return &d
}

// normalizedFixes gives a fix without edits an empty list of them, copying only what it
// changes. (related and fixes themselves are left out when empty.)
func normalizedFixes(fs []finding.Finding) []finding.Finding {
	copied := false
	for i := range fs {
		for j := range fs[i].Fixes {
			if fs[i].Fixes[j].Edits != nil {
				continue
			}
			if !copied {
				fs, copied = append([]finding.Finding(nil), fs...), true
			}
			fs[i].Fixes = append([]finding.Fix(nil), fs[i].Fixes...)
			fs[i].Fixes[j].Edits = []finding.Edit{}
		}
	}
	return fs
}

func normalizedSummary(s finding.Summary) finding.Summary {
	if s.ByRule == nil {
		s.ByRule = map[string]int{}
	}
	if s.ByShape == nil {
		s.ByShape = map[finding.Shape]int{}
	}
	if s.ByMethod == nil {
		s.ByMethod = map[finding.Method]int{}
	}
	return s
}
