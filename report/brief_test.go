package report

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The tests below fail when a machine format (json, jsonl, SARIF) leaves out a related place
// that a finding's Brief does not show, or when a human format (text, csv, markdown) shows more
// than the Brief: a catch-all rethrow with 30 origin throws names all 30 in the machine formats,
// and what the scanner chose for a reader, with a count of the rest, in the human ones.

// manyPlaces returns a document of one protocolerror finding with n related places, of which
// its Brief shows the first 19 and a count.
func manyPlaces(n int) *finding.Document {
	doc := sample()
	var all []finding.Related
	for i := range n {
		all = append(all, finding.Related{Path: "ts/src/ops.ts", Line: 10 + i, Column: 3, Message: fmt.Sprintf("op%d throws, which reaches this rethrow", i)})
	}
	brief := append(append([]finding.Related(nil), all[:finding.MaxShown-1]...),
		finding.NotShown(fmt.Sprintf("%d more places in the ops", n-finding.MaxShown+1)))
	doc.Findings = []finding.Finding{{Rule: "protocolerror", Path: "ts/src/index.ts", Line: 5, Column: 5, StartLine: 5, EndLine: 5,
		Lang: finding.TypeScript, Context: finding.Production, Message: "throw reaches the client as a JSON-RPC error",
		Fingerprint: "dddddddddddddddddddddddd", Method: finding.TreeSitter, Related: all, Brief: brief}}
	return doc
}

func TestMachineFormatsCarryEveryPlace(t *testing.T) {
	doc := manyPlaces(30)
	want := doc.Findings[0].Related
	var fromJSON finding.Document
	if err := json.Unmarshal(render(t, "json", Options{}, doc), &fromJSON); err != nil {
		t.Fatal(err)
	}
	got := map[string][]finding.Related{"json": fromJSON.Findings[0].Related}
	sc := bufio.NewScanner(bytes.NewReader(render(t, "jsonl", Options{}, doc)))
	for sc.Scan() {
		var f struct {
			Type string
			finding.Finding
		}
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatal(err)
		}
		if f.Type == LineFinding {
			got["jsonl"] = f.Related
		}
	}
	for _, loc := range readSARIF(t, render(t, "sarif", Options{}, doc)).Runs[0].Results[0].RelatedLocations {
		got["sarif"] = append(got["sarif"], finding.Related{Path: *loc.PhysicalLocation.ArtifactLocation.URI,
			Line: *loc.PhysicalLocation.Region.StartLine, Column: *loc.PhysicalLocation.Region.StartColumn, Message: *loc.Message.Text})
	}
	for format, rs := range got {
		if len(rs) != len(want) {
			t.Errorf("%s: %d related places, want every one of %d", format, len(rs), len(want))
			continue
		}
		for i, r := range rs {
			w := want[i]
			if format == "sarif" {
				w.Path = displayPath(doc.Root, w.Path) // a URI under the root, as the user gave it
			}
			if r != w {
				t.Errorf("%s: related place %d is %+v, want %+v", format, i, r, w)
			}
		}
	}
	if out := string(render(t, "json", Options{}, doc)); strings.Contains(out, "not shown") {
		t.Errorf("json carries the brief's count:\n%s", out)
	}
}

func TestHumanFormatsShowTheBrief(t *testing.T) {
	doc := manyPlaces(30)
	f := doc.Findings[0]
	count := f.Brief[len(f.Brief)-1].Message
	text := string(render(t, "text", Options{}, doc))
	if n := strings.Count(text, "\n\t"); n != finding.MaxShown {
		t.Errorf("text shows %d related places, want %d:\n%s", n, finding.MaxShown, text)
	}
	if !strings.Contains(text, "\n\t"+count+"\n") || strings.Contains(text, "op19 throws") || !strings.Contains(text, "op18 throws") {
		t.Errorf("text does not show the brief (op0..op18 and the count):\n%s", text)
	}
	rows, err := csv.NewReader(bytes.NewReader(render(t, "csv", Options{}, doc))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if cell := rows[1][len(rows[1])-1]; strings.Count(cell, "\n") != finding.MaxShown-1 || !strings.HasSuffix(cell, count) {
		t.Errorf("csv related cell is not the brief: %q", cell)
	}
	md := string(render(t, "markdown", Options{}, doc))
	if strings.Count(md, "<br>") != finding.MaxShown-1 || !strings.Contains(md, count) {
		t.Errorf("markdown related cell is not the brief:\n%s", md)
	}
}

// A finding without a Brief (one read back from json) that names more places than a reader
// takes in is cut in the human formats: the first MaxShown-1 and a count of the rest.
func TestHumanFormatsCutAFindingWithoutBrief(t *testing.T) {
	doc := manyPlaces(30)
	doc.Findings[0].Brief = nil
	text := string(render(t, "text", Options{}, doc))
	if n := strings.Count(text, "\n\t"); n != finding.MaxShown || !strings.Contains(text, "\tand 11 more places, not shown") {
		t.Errorf("text shows %d related places, want %d, the last counting 11:\n%s", n, finding.MaxShown, text)
	}
	doc = manyPlaces(30)
	doc.Findings[0].Related, doc.Findings[0].Brief = doc.Findings[0].Related[:finding.MaxShown], nil
	if text := string(render(t, "text", Options{}, doc)); strings.Count(text, "\n\t") != finding.MaxShown || strings.Contains(text, "not shown") {
		t.Errorf("text cuts %d related places:\n%s", finding.MaxShown, text)
	}
}
