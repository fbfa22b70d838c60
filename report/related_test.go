package report

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The tests below fail when a writer drops a finding's related places (or, for json, jsonl and
// SARIF, its suggested fixes), format by format; the golden files show the same, but a golden
// file can be rewritten with -update without anyone reading it.

// related returns the sample's findings that have related places, by rule.
func related(t *testing.T) map[string]finding.Finding {
	t.Helper()
	out := map[string]finding.Finding{}
	for _, f := range sample().Findings {
		if len(f.Related) > 0 {
			out[f.Rule] = f
		}
	}
	if len(out) < 2 {
		t.Fatal("the sample has too few findings with related places to test")
	}
	return out
}

func TestTextPrintsRelatedUnderTheFinding(t *testing.T) {
	doc := sample()
	lines := strings.Split(string(render(t, "text", Options{}, doc)), "\n")
	for rule, f := range related(t) {
		head := fmt.Sprintf("%s:%d:%d: %s: ", displayPath(doc.Root, f.Path), f.Line, f.Column, rule)
		i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, head) })
		if i < 0 {
			t.Fatalf("no line starts with %q", head)
		}
		for j, r := range f.Related {
			want := fmt.Sprintf("\t%s:%d:%d: %s", displayPath(doc.Root, r.Path), r.Line, r.Column, r.Message)
			if i+1+j >= len(lines) || lines[i+1+j] != want {
				t.Errorf("line %d after the %s finding is not %q:\n%s", j+1, rule, want, strings.Join(lines, "\n"))
			}
		}
	}
}

func TestJSONAndJSONLCarryRelatedAndFixes(t *testing.T) {
	want := related(t)
	decoded := map[string][]finding.Finding{}
	var doc finding.Document
	if err := json.Unmarshal(render(t, "json", Options{}, sample()), &doc); err != nil {
		t.Fatal(err)
	}
	decoded["json"] = doc.Findings
	sc := bufio.NewScanner(bytes.NewReader(render(t, "jsonl", Options{}, sample())))
	for sc.Scan() {
		var f struct {
			Type string
			finding.Finding
		}
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatal(err)
		}
		if f.Type == LineFinding {
			decoded["jsonl"] = append(decoded["jsonl"], f.Finding)
		}
	}
	for format, fs := range decoded {
		n := 0
		for _, f := range fs {
			w, ok := want[f.Rule]
			if !ok {
				continue
			}
			n++
			if !reflect.DeepEqual(f.Related, w.Related) || !reflect.DeepEqual(f.Fixes, w.Fixes) {
				t.Errorf("%s: %s finding reads back with related %+v fixes %+v, want %+v %+v", format, f.Rule, f.Related, f.Fixes, w.Related, w.Fixes)
			}
		}
		if n != len(want) {
			t.Errorf("%s: %d findings with related places, want %d", format, n, len(want))
		}
	}
}

func TestJSONFixWithoutEditsIsAnEmptyList(t *testing.T) {
	doc := &finding.Document{Findings: []finding.Finding{{Rule: "panicleak", Fixes: []finding.Fix{{Message: "m"}}}}}
	for _, format := range []string{"json", "jsonl"} {
		out := string(render(t, format, Options{}, doc))
		if strings.Contains(out, "null") || !strings.Contains(out, `"edits":`) {
			t.Errorf("%s: a fix without edits prints %s", format, out)
		}
	}
	if doc.Findings[0].Fixes[0].Edits != nil {
		t.Errorf("writing changed the caller's document")
	}
	if out := string(render(t, "json", Options{}, &finding.Document{Findings: []finding.Finding{{Rule: "x"}}})); strings.Contains(out, `"related"`) || strings.Contains(out, `"fixes"`) {
		t.Errorf("a finding without related places or fixes prints them:\n%s", out)
	}
}

func TestCSVRelatedColumn(t *testing.T) {
	rows, err := csv.NewReader(bytes.NewReader(render(t, "csv", Options{}, sample()))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if rows[0][len(rows[0])-1] != "related" {
		t.Fatalf("the last column is %q, want related (new columns go at the end)", rows[0][len(rows[0])-1])
	}
	want := related(t)
	n := 0
	for _, row := range rows[1:] {
		f, ok := want[row[0]]
		cell := row[len(row)-1]
		if !ok {
			if cell != "" {
				t.Errorf("%s row has related %q, want none", row[0], cell)
			}
			continue
		}
		n++
		var lines []string
		for _, r := range f.Related {
			lines = append(lines, fmt.Sprintf("%s:%d:%d: %s", r.Path, r.Line, r.Column, r.Message))
		}
		if cell != strings.Join(lines, "\n") {
			t.Errorf("%s row has related %q, want %q", row[0], cell, strings.Join(lines, "\n"))
		}
	}
	if n != len(want) {
		t.Errorf("%d rows with related places, want %d", n, len(want))
	}
}

func TestMarkdownRelatedColumn(t *testing.T) {
	doc := sample()
	out := string(render(t, "markdown", Options{}, doc))
	if !strings.Contains(out, "| Related |") {
		t.Fatalf("no Related column:\n%s", out)
	}
	for rule, f := range related(t) {
		var cells []string
		for _, r := range f.Related {
			cells = append(cells, fmt.Sprintf("`%s:%d:%d` %s", displayPath(doc.Root, r.Path), r.Line, r.Column, mdCell(r.Message)))
		}
		if !strings.Contains(out, "| "+strings.Join(cells, "<br>")+" |\n") {
			t.Errorf("the %s row lacks its related places %q:\n%s", rule, cells, out)
		}
	}
	doc.Findings = slices.DeleteFunc(doc.Findings, func(f finding.Finding) bool { return len(f.Related) > 0 })
	if out := string(render(t, "markdown", Options{}, doc)); strings.Contains(out, "Related") {
		t.Errorf("a Related column without related places:\n%s", out)
	}
}

func TestSARIFRelatedLocationsAndFixes(t *testing.T) {
	doc := sample()
	rep := readSARIF(t, render(t, "sarif", Options{}, doc))
	want := related(t)
	n := 0
	for _, res := range rep.Runs[0].Results {
		f, ok := want[*res.RuleID]
		if !ok {
			if len(res.RelatedLocations) > 0 || strings.Contains(*res.Message.Text, "Related:") {
				t.Errorf("%s result has related locations it should not", *res.RuleID)
			}
			continue
		}
		n++
		if len(res.RelatedLocations) != len(f.Related) {
			t.Fatalf("%s result has %d related locations, want %d", *res.RuleID, len(res.RelatedLocations), len(f.Related))
		}
		for i, r := range f.Related {
			loc := res.RelatedLocations[i]
			phys := loc.PhysicalLocation
			if loc.ID != i+1 || *loc.Message.Text != r.Message || *phys.ArtifactLocation.URI != displayPath(doc.Root, r.Path) ||
				*phys.Region.StartLine != r.Line || *phys.Region.StartColumn != r.Column {
				t.Errorf("%s related location %d: id %d %q at %s:%d:%d, want id %d %q at %s:%d:%d", *res.RuleID, i, loc.ID, *loc.Message.Text,
					*phys.ArtifactLocation.URI, *phys.Region.StartLine, *phys.Region.StartColumn, i+1, r.Message, r.Path, r.Line, r.Column)
			}
			// GitHub code scanning shows a related location through a link in the message.
			if link := fmt.Sprintf("](%d)", i+1); !strings.Contains(*res.Message.Text, link) {
				t.Errorf("%s message does not link related location %d: %q", *res.RuleID, i+1, *res.Message.Text)
			}
		}
		if !strings.HasPrefix(*res.Message.Text, sarifEscape(f.Message)) {
			t.Errorf("%s message %q does not start with the finding's", *res.RuleID, *res.Message.Text)
		}
		if len(res.Fixes) != len(f.Fixes) {
			t.Errorf("%s result has %d fixes, want %d", *res.RuleID, len(res.Fixes), len(f.Fixes))
		}
		for i, x := range f.Fixes {
			if i >= len(res.Fixes) {
				break
			}
			got := res.Fixes[i]
			var edits []finding.Edit
			for _, ch := range got.ArtifactChanges {
				for _, rp := range ch.Replacements {
					e := finding.Edit{Path: strings.TrimPrefix(*ch.ArtifactLocation.URI, doc.Root+"/"),
						Line: *rp.DeletedRegion.StartLine, Column: *rp.DeletedRegion.StartColumn,
						EndLine: *rp.DeletedRegion.EndLine, EndColumn: *rp.DeletedRegion.EndColumn}
					if rp.InsertedContent != nil {
						e.NewText = *rp.InsertedContent.Text
					}
					edits = append(edits, e)
				}
			}
			if *got.Description.Text != x.Message || !reflect.DeepEqual(edits, x.Edits) {
				t.Errorf("%s fix %d reads back as %q %+v, want %q %+v", *res.RuleID, i, *got.Description.Text, edits, x.Message, x.Edits)
			}
		}
	}
	if n != len(want) {
		t.Errorf("%d results with related places, want %d", n, len(want))
	}
}

func TestSARIFMessageLinksEscapeBrackets(t *testing.T) {
	f := &finding.Finding{Message: `args["a"] \ x`, Related: []finding.Related{
		{Path: "pages/[id].ts", Line: 3, Column: 1, Message: "m[0]"},
		{Message: "no place"},
	}}
	want := `args\["a"\] \\ x` + "\n\nRelated: m\\[0\\] [pages/\\[id\\].ts:3:1](1); no place [here](2)."
	if got := sarifMessage(f, ""); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	f.Related = nil
	if got := sarifMessage(f, ""); got != f.Message {
		t.Errorf("a message without related places changed: %q", got)
	}
}
