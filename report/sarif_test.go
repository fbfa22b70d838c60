package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/xeipuuv/gojsonschema"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

func readSARIF(t *testing.T, out []byte) *sarif.Report {
	t.Helper()
	rep, err := sarif.FromBytes(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.Validate(); err != nil {
		t.Fatalf("not valid SARIF 2.1.0: %v", err)
	}
	validateBytes(t, out)
	return rep
}

// validateBytes checks the log as written against the SARIF 2.1.0 schema. (Report.Validate checks
// go-sarif's structs after reading, which fill in what the log leaves out.) The schema is the one
// go-sarif embeds, read from its module's source.
func validateBytes(t *testing.T, out []byte) {
	t.Helper()
	schema := sarifSchema(t)
	res, err := gojsonschema.Validate(gojsonschema.NewStringLoader(schema), gojsonschema.NewBytesLoader(out))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.Errors() {
		t.Errorf("not valid SARIF 2.1.0 as written: %s", e)
	}
}

var schemaOnce struct {
	sync.Once
	text string
	err  error
}

// sarifSchema returns the SARIF 2.1.0 JSON schema of the go-sarif module in the module cache.
func sarifSchema(t *testing.T) string {
	schemaOnce.Do(func() {
		cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/owenrumney/go-sarif/v3")
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOPROXY=off")
		dir, err := cmd.Output()
		if err != nil {
			schemaOnce.err = fmt.Errorf("locating go-sarif: %w", err)
			return
		}
		src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(dir)), "pkg", "report", "v210", "sarif", "schema.go"))
		if err != nil {
			schemaOnce.err = err
			return
		}
		_, rest, ok := strings.Cut(string(src), "const schema = `")
		text, _, ok2 := strings.Cut(rest, "`")
		if !ok || !ok2 {
			schemaOnce.err = fmt.Errorf("no schema constant in go-sarif's schema.go")
			return
		}
		schemaOnce.text = text
	})
	if schemaOnce.err != nil {
		t.Fatal(schemaOnce.err)
	}
	return schemaOnce.text
}

func TestSARIFValidAndComplete(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{Sites: true}, sample()))
	run := rep.Runs[0]
	if n := len(run.Tool.Driver.Rules); n < len(rule.All()) {
		t.Errorf("rules table has %d rules, want every one of the registry's %d", n, len(rule.All()))
	}
	if len(run.Results) != len(sample().Findings) {
		t.Fatalf("%d results, want %d", len(run.Results), len(sample().Findings))
	}
	levels := map[string]string{}
	for _, r := range run.Results {
		levels[*r.RuleID] = r.Level
		if r.PartialFingerprints[FingerprintKey] == "" {
			t.Errorf("result %s has no %s fingerprint", *r.RuleID, FingerprintKey)
		}
		if idx := r.RuleIndex; idx < 0 || *run.Tool.Driver.Rules[idx].ID != *r.RuleID {
			t.Errorf("result %s has rule index %d that names another rule", *r.RuleID, idx)
		}
	}
	if levels["errorresult"] != "note" || levels["softerror"] != "warning" || levels["directive"] != "warning" {
		t.Errorf("levels %v: want inventory as note, problems as warning", levels)
	}
	loc := run.Results[0].Locations[0].PhysicalLocation
	if *loc.ArtifactLocation.URI != "testdata/servers/go/tools.go" || *loc.Region.StartLine != 42 || *loc.Region.StartColumn != 10 {
		t.Errorf("first location %s:%d:%d, want testdata/servers/go/tools.go:42:10", *loc.ArtifactLocation.URI, *loc.Region.StartLine, *loc.Region.StartColumn)
	}
}

func TestSARIFWithoutSitesHasProblemsOnly(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{}, sample()))
	for _, r := range rep.Runs[0].Results {
		if r.Level == "note" {
			t.Errorf("inventory result %s without Sites", *r.RuleID)
		}
	}
}

func TestSARIFTruncatesWithANotification(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{Sites: true, MaxSARIFResults: 2}, sample()))
	run := rep.Runs[0]
	if len(run.Results) != 2 {
		t.Errorf("%d results, want the cap of 2", len(run.Results))
	}
	notes := run.Invocations[0].ToolExecutionNotifications
	if len(notes) != 1+len(sample().Notes) || notes[0].Level != "warning" || !strings.Contains(*notes[0].Message.Text, "3 results were left out") {
		t.Errorf("notifications %v, want a warning saying 3 results were left out, then the notes", notes)
	}
}

// TestSARIFNotes: each manifest note is a notification of level note that names the file.
func TestSARIFNotes(t *testing.T) {
	doc := sample()
	run := readSARIF(t, render(t, "sarif", Options{}, doc)).Runs[0]
	got := run.Invocations[0].ToolExecutionNotifications
	if len(got) != len(doc.Notes) {
		t.Fatalf("%d notifications, want %d (one per note)", len(got), len(doc.Notes))
	}
	for i, n := range doc.Notes {
		if got[i].Level != "note" || *got[i].Message.Text != n.Path+": "+n.Message {
			t.Errorf("notification %d: %s %q, want note %q", i, got[i].Level, *got[i].Message.Text, n.Path+": "+n.Message)
		}
		if uri := *got[i].Locations[0].PhysicalLocation.ArtifactLocation.URI; uri != displayPath(doc.Root, n.Path) {
			t.Errorf("notification %d names %s, want %s", i, uri, displayPath(doc.Root, n.Path))
		}
	}
}

// TestNoteLines: the text format's stderr shows the notes that assume a version or skip a
// manifest, and counts the minor ones.
func TestNoteLines(t *testing.T) {
	doc := sample()
	doc.Notes = append(doc.Notes, finding.Note{Path: "evil\x1b[2J/package.json", Message: "malformed JSON (\x1b[31m)"})
	got := strings.Join(NoteLines(doc), "\n")
	want := "mcperr: note: .: no Python manifest found; newest SDK behaviour assumed\n" +
		"mcperr: note: ts/tsconfig.json: malformed JSONC (unexpected end of JSON input); path aliases not read\n" +
		"mcperr: note: \"evil\\x1b[2J/package.json\": malformed JSON (\\x1b[31m)\n" +
		"mcperr: note: 1 more on how version ranges were read (see --format json)"
	if got != want {
		t.Errorf("NoteLines:\n%s\nwant\n%s", got, want)
	}
	if NoteLines(&finding.Document{}) != nil {
		t.Error("lines for a document without notes")
	}
}

func TestSARIFAbsoluteRootIsAURIBase(t *testing.T) {
	doc := sample()
	doc.Root = "/home/me/server"
	out := render(t, "sarif", Options{}, doc)
	readSARIF(t, out)
	var raw struct {
		Runs []struct {
			OriginalUriBaseIds map[string]struct{ URI string } `json:"originalUriBaseIds"`
		}
	}
	if err := json.Unmarshal(out, &raw); err != nil {
		t.Fatal(err)
	}
	if got := raw.Runs[0].OriginalUriBaseIds[srcRoot].URI; got != "file:///home/me/server/" {
		t.Errorf("URI base %q, want file:///home/me/server/", got)
	}
	if strings.Contains(string(out), "/home/me/server/go/tools.go") {
		t.Errorf("result URIs repeat the absolute root")
	}
}

func TestSARIFEmptyDocument(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{}, &finding.Document{}))
	if rep.Runs[0].Results == nil {
		t.Errorf("results is null; GitHub requires an array")
	}
}

// TestSARIFColumnsCountUTF16 checks that SARIF regions count UTF-16 code units, as SARIF does
// by default, where findings count bytes: after "é" (2 bytes, 1 unit) and "😀" (4 bytes, 2
// units) a byte column moves back; an ASCII line and a file that cannot be read keep theirs.
func TestSARIFColumnsCountUTF16(t *testing.T) {
	root := t.TempDir()
	src := "package x\n\tmsg := \"é😀\"; return nil, err\nfunc f() { return g() }\n"
	if err := os.WriteFile(filepath.Join(root, "a.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	line := strings.Split(src, "\n")[1]
	byteCol := strings.Index(line, "return") + 1
	wantCol := byteCol - 1 - 2 // é: 2 bytes, 1 unit; 😀: 4 bytes, 2 units
	doc := &finding.Document{Root: root, Findings: []finding.Finding{{
		Rule: "protocolerror", Path: "a.go", Line: 2, Column: byteCol, StartLine: 2, EndLine: 2,
		Message: "m", Fingerprint: "fp",
		Related: []finding.Related{{Path: "a.go", Line: 3, Column: 12, Message: "ascii"}, {Path: "gone.go", Line: 2, Column: byteCol, Message: "unread"}},
		Fixes:   []finding.Fix{{Message: "fix", Edits: []finding.Edit{{Path: "a.go", Line: 2, Column: byteCol, EndLine: 2, EndColumn: len(line) + 1, NewText: "x"}}}},
	}}}
	rep := readSARIF(t, render(t, "sarif", Options{}, doc))
	res := rep.Runs[0].Results[0]
	if got := *res.Locations[0].PhysicalLocation.Region.StartColumn; got != wantCol {
		t.Errorf("start column %d, want %d (byte column %d)", got, wantCol, byteCol)
	}
	if got := *res.RelatedLocations[0].PhysicalLocation.Region.StartColumn; got != 12 {
		t.Errorf("related column on an ASCII line %d, want 12", got)
	}
	if got := *res.RelatedLocations[1].PhysicalLocation.Region.StartColumn; got != byteCol {
		t.Errorf("related column in a file that cannot be read %d, want the byte column %d", got, byteCol)
	}
	region := res.Fixes[0].ArtifactChanges[0].Replacements[0].DeletedRegion
	if *region.StartColumn != wantCol || *region.EndColumn != len(line)+1-3 {
		t.Errorf("fix region columns %d-%d, want %d-%d", *region.StartColumn, *region.EndColumn, wantCol, len(line)+1-3)
	}
}

// TestSARIFTidy: the log has none of go-sarif's placeholders (-1 for an unset index, id, offset
// or rank; empty arrays; empty property bags), a context region only where it says more than
// the region, rule names that are PascalCase and not the IDs, and the command's category.
func TestSARIFTidy(t *testing.T) {
	out := render(t, "sarif", Options{Sites: true, Command: "scan"}, sample())
	readSARIF(t, out)
	var tree any
	if err := json.Unmarshal(out, &tree); err != nil {
		t.Fatal(err)
	}
	walkJSON(tree, "", func(key string, v any) {
		switch v := v.(type) {
		case float64:
			if v == -1 {
				t.Errorf("%s is the placeholder -1", key)
			}
		case []any:
			if len(v) == 0 && key != "results" {
				t.Errorf("%s is an empty array", key)
			}
		case map[string]any:
			if len(v) == 0 && key == "properties" {
				t.Errorf("an empty property bag")
			}
			if c, ok := v["contextRegion"].(map[string]any); ok {
				r := v["region"].(map[string]any)
				if c["startLine"].(float64) >= r["startLine"].(float64) {
					t.Errorf("context region %v does not start before region %v", c, r)
				}
			}
		}
	})
	rep := readSARIF(t, out)
	run := rep.Runs[0]
	if run.AutomationDetails == nil || run.AutomationDetails.ID == nil || *run.AutomationDetails.ID != "mcperr/scan/" {
		t.Errorf("automationDetails %+v, want id mcperr/scan/", run.AutomationDetails)
	}
	for _, r := range run.Results {
		// softerror's construct starts two lines above its anchor; raisederror's on its line.
		loc := r.Locations[0].PhysicalLocation
		if got, want := loc.ContextRegion != nil, *r.RuleID == "softerror"; got != want {
			t.Errorf("result %s: context region %v, want one: %v", *r.RuleID, loc.ContextRegion, want)
		}
	}
	pascal := regexp.MustCompile(`^([A-Z][a-z0-9]*)+$`)
	for _, r := range run.Tool.Driver.Rules {
		if r.Name == nil || !pascal.MatchString(*r.Name) || strings.EqualFold(*r.Name, *r.ID) {
			t.Errorf("rule %s has name %v, want a PascalCase name other than its ID", *r.ID, r.Name)
		}
	}
}

// walkJSON calls fn on every member and element of a decoded JSON value, with the member's key
// (an element has its array's key), skipping property bags, which hold mcperr's own data.
func walkJSON(v any, key string, fn func(key string, v any)) {
	fn(key, v)
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			if k != "properties" {
				walkJSON(e, k, fn)
			}
		}
	case []any:
		for _, e := range v {
			walkJSON(e, key, fn)
		}
	}
}

// TestTidySARIFBytes: the byte filter leaves out only whole placeholder members, never text
// inside strings, numbers that start with -1, or anything inside a property bag.
func TestTidySARIFBytes(t *testing.T) {
	in := `{"a":-1,"b":[],"results":[],"properties":{"x":-1,"y":[]},"s":"-1,[]\"}","n":-10,"o":{"p":{},"properties":{}},"l":[-1,[]],"k\"q":-1}`
	want := `{"results":[],"properties":{"x":-1,"y":[]},"s":"-1,[]\"}","n":-10,"o":{"p":{}},"l":[-1,[]]}`
	got, err := tidySARIF([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, got); err != nil {
		t.Fatal(err)
	}
	if compact.String() != want {
		t.Errorf("tidied\n%s\nwant\n%s", compact.String(), want)
	}
	if _, err := tidySARIF([]byte(`{"a":[1,`)); err == nil {
		t.Error("truncated JSON tidied without an error")
	}
}
