package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// sample is a fixed document with one of everything a writer must handle: an inventory site,
// manifest notes (one minor),
// a raised error, problems with and without a site, a pseudo-rule of the driver, a message
// with a line break and one that a spreadsheet would run as a formula, related places (one
// with brackets and a pipe in its message) and a suggested fix with two edits.
func sample() *finding.Document {
	site := func(shape finding.Shape, uses int, outcome finding.Outcome, typed finding.Typed) *finding.Site {
		return &finding.Site{Construct: finding.SDKCall, API: "mcp.NewToolResultError", Function: "handleSearch",
			Shape: shape, Typed: typed, PathKey: "go/tools.go#errorResult", Uses: uses,
			Profile: finding.Profile(outcome, typed), Outcome: outcome}
	}
	return &finding.Document{
		Version: finding.Version,
		Tool:    finding.Tool{Name: "mcperr", Version: "0.1.0-test"},
		Root:    "testdata/servers",
		Findings: []finding.Finding{
			{Rule: "errorresult", Path: "go/tools.go", Line: 42, Column: 10, StartLine: 42, EndLine: 42,
				Lang: finding.Go, Context: finding.Production, Message: "isError result with prose-only text",
				Fingerprint: "a1b2c3d4e5f6a1b2c3d4e5f6", Site: site(finding.ProseOnly, 2, finding.IsError, finding.Typed{}), Method: finding.TreeSitter},
			{Rule: "raisederror", Path: "py/server.py", Line: 17, Column: 9, StartLine: 17, EndLine: 19,
				Lang: finding.Python, Context: finding.Production, Message: "ToolError becomes an isError result",
				Fingerprint: "0123456789abcdef01234567", Site: &finding.Site{Construct: finding.Exception, API: "ToolError", Function: "search",
					Shape: finding.Structured, Typed: finding.Typed{Code: true, Retry: true}, PathKey: "py/server.py#search", Profile: "101001", Outcome: finding.IsError},
				Method: finding.Both},
			{Rule: "softerror", Path: "ts/src/index.ts", Line: 88, Column: 5, StartLine: 86, EndLine: 90,
				Lang: finding.TypeScript, Context: finding.Production, Message: "=HYPERLINK(\"http://x\") failure returned as a success:\nthe client sees no isError",
				Fingerprint: "fedcba9876543210fedcba98", Site: site(finding.ProseOnly, 0, finding.Success, finding.Typed{}), Method: finding.TreeSitter,
				Related: []finding.Related{{Path: "ts/src/format.ts", Line: 7, Column: 10, Message: "formatError returns the caught error as text"}}},
			{Rule: "protocolerror", Path: "go/tools.go", Line: 60, Column: 3, StartLine: 60, EndLine: 60,
				Lang: finding.Go, Context: finding.Production, Message: "business failure | sent as a JSON-RPC error (-32603)",
				Fingerprint: "99999999aaaaaaaabbbbbbbb", Method: finding.Types,
				Related: []finding.Related{
					{Path: "go/handlers/read.go", Line: 18, Column: 3, Message: "the return that sends the error"},
					{Path: "go/handlers/read.go", Line: 12, Column: 2, Message: "args[\"path\"] comes from | the request"},
				},
				Fixes: []finding.Fix{{Message: "return the error as an isError result", Edits: []finding.Edit{
					{Path: "go/tools.go", Line: 60, Column: 3, EndLine: 60, EndColumn: 18, NewText: "return mcp.NewToolResultError(err.Error()), nil"},
					{Path: "go/tools.go", Line: 3, Column: 1, EndLine: 3, EndColumn: 1, NewText: "import \"github.com/mark3labs/mcp-go/mcp\"\n"},
				}}}},
			{Rule: "directive", Path: "go/tools.go", Line: 70, Column: 2, StartLine: 70, EndLine: 70,
				Lang: finding.Go, Context: finding.Test, Message: "mcperr:ignore directive without a reason",
				Fingerprint: "cccccccccccccccccccccccc", Method: finding.Lexical},
		},
		Skipped: []finding.Skipped{{Path: "js/bundle.min.js", Reason: finding.Minified}},
		Notes: []finding.Note{
			{Path: ".", Message: "no Python manifest found; newest SDK behaviour assumed"},
			{Path: "ts/package.json", Message: "@modelcontextprotocol/sdk range ^1.10.0 read as 1.10.0", Minor: true},
			{Path: "ts/tsconfig.json", Message: "malformed JSONC (unexpected end of JSON input); path aliases not read"},
		},
		Summary: finding.Summary{FilesSeen: 12, FilesParsed: 9, FilesSkipped: 1, Bytes: 40960, Sites: 2, Problems: 3, LexicalOnly: 1, Notes: 3,
			ByRule:   map[string]int{"errorresult": 1, "raisederror": 1, "softerror": 1, "protocolerror": 1, "directive": 1},
			ByShape:  map[finding.Shape]int{finding.ProseOnly: 2, finding.Structured: 1},
			ByMethod: map[finding.Method]int{finding.TreeSitter: 2, finding.Both: 1, finding.Types: 1, finding.Lexical: 1}},
	}
}

func render(t *testing.T, format string, opts Options, doc *finding.Document) []byte {
	t.Helper()
	w, err := New(format, opts)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := w.Write(&buf, doc); err != nil {
		t.Fatalf("%s: %v", format, err)
	}
	return buf.Bytes()
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	file := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./report -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test ./report -update if the change is intended)\n--- got ---\n%s", file, got)
	}
}

func TestGolden(t *testing.T) {
	cases := []struct {
		file, format string
		opts         Options
	}{
		{"sample.txt", "text", Options{}},
		{"sample-sites.txt", "text", Options{Sites: true}},
		{"sample.json", "json", Options{}},
		{"sample.jsonl", "jsonl", Options{}},
		{"sample.sarif", "sarif", Options{}},
		{"sample-sites.sarif", "sarif", Options{Sites: true}},
		{"sample.csv", "csv", Options{}},
		{"sample.md", "markdown", Options{}},
		{"sample-sites.md", "markdown", Options{Sites: true}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			if c.format != "sarif" {
				golden(t, c.file, render(t, c.format, c.opts, sample()))
				return
			}
			// The golden SARIF holds stand-in pages, so it does not follow the rule pages.
			var buf bytes.Buffer
			w := sarifWriter{opts: c.opts, page: func(r rule.Rule) string { return "# Rule " + r.ID + "\n\nThe page of " + r.ID + ".\n" }}
			if err := w.Write(&buf, sample()); err != nil {
				t.Fatal(err)
			}
			golden(t, c.file, buf.Bytes())
		})
	}
}

func TestEveryFormatHasAGolden(t *testing.T) {
	for _, f := range Formats() {
		ext := map[string]string{"text": "txt", "markdown": "md"}[f]
		if ext == "" {
			ext = f
		}
		if _, err := os.Stat(filepath.Join("testdata", "sample."+ext)); err != nil {
			t.Errorf("format %s has no golden file: %v", f, err)
		}
	}
}

func TestUnknownFormat(t *testing.T) {
	_, err := New("xml", Options{})
	if err == nil || !strings.Contains(err.Error(), `"xml"`) || !strings.Contains(err.Error(), strings.Join(Formats(), ", ")) {
		t.Errorf("New(xml) error = %v, want one naming xml and the valid formats", err)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	doc := sample()
	var back finding.Document
	if err := json.Unmarshal(render(t, "json", Options{}, doc), &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&back, doc) {
		t.Errorf("json round trip changed the document:\n got %+v\nwant %+v", back, *doc)
	}
}

func TestJSONEmptyListsAreArrays(t *testing.T) {
	out := string(render(t, "json", Options{}, &finding.Document{Version: 1}))
	for _, want := range []string{`"findings": []`, `"skipped": []`, `"byRule": {}`} {
		if !strings.Contains(out, want) {
			t.Errorf("empty document lacks %s:\n%s", want, out)
		}
	}
	if strings.Contains(out, "null") {
		t.Errorf("empty document has a null:\n%s", out)
	}
}

func TestTextPathsAreUnderTheRootAsGiven(t *testing.T) {
	for root, want := range map[string]string{"": "go/tools.go", ".": "go/tools.go", "sub/dir": "sub/dir/go/tools.go", "/abs/srv": "/abs/srv/go/tools.go"} {
		doc := sample()
		doc.Root = root
		if out := string(render(t, "text", Options{}, doc)); !strings.Contains(out, want+":60:3: protocolerror") {
			t.Errorf("root %q: text output lacks %s:\n%s", root, want, out)
		}
	}
}

func TestTextLeavesOutUnknownPositions(t *testing.T) {
	doc := &finding.Document{Findings: []finding.Finding{
		{Rule: "softerror", Path: "a.py", Line: 3, Message: "no column"},
		{Rule: "softerror", Path: "b.py", Message: "no line"},
	}}
	want := "a.py:3: softerror: no column\nb.py: softerror: no line\n"
	if got := string(render(t, "text", Options{}, doc)); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
