package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

var updateScan = flag.Bool("update-scan", false, "rewrite the golden files in testdata/scan/")

// edge is the end-to-end fixture tree, one small server per language.
var edge = filepath.Join("..", "..", "testdata", "edge", "golden")

// runScan runs `mcperr scan args...` through the real command tree.
func runScanCmd(args ...string) (string, string, int) {
	var out, errw bytes.Buffer
	code := run(append([]string{"scan"}, args...), strings.NewReader(""), &out, &errw)
	return out.String(), errw.String(), code
}

// golden compares got with testdata/scan/<name>, or rewrites it under -update-scan.
func golden(t *testing.T, name, got string) {
	t.Helper()
	file := filepath.Join("testdata", "scan", name)
	if *updateScan {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/mcperr -run TestScan -update-scan)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (run go test ./cmd/mcperr -run TestScan -update-scan if intended):\n%s", file, got)
	}
}

func scanDoc(t *testing.T, args ...string) (*finding.Document, int) {
	t.Helper()
	out, errw, code := runScanCmd(append([]string{"--format", "json"}, args...)...)
	var doc finding.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("scan %v: not a JSON document (%v); stderr %s", args, err, errw)
	}
	return &doc, code
}

// TestScanLexicalGolden: the lexical pass is the core's own, so its text output is golden whole.
func TestScanLexicalGolden(t *testing.T) {
	out, errw, code := runScanCmd("--lexical", "--sites", edge)
	if code != exitClean {
		t.Fatalf("exit %d, stderr %s", code, errw)
	}
	golden(t, "lexical.txt", out+"stderr: "+errw)
}

// TestScanSitesGolden records, for every finding, where it is and how it is classified; the
// messages belong to each language's rules and are left out, so that rewording one does not
// break this test.
func TestScanSitesGolden(t *testing.T) {
	doc, code := scanDoc(t, "--keep-candidates", edge)
	if code != exitFindings {
		t.Errorf("exit %d, want %d: the fixtures hold a soft error", code, exitFindings)
	}
	var b strings.Builder
	for _, f := range doc.Findings {
		fmt.Fprintf(&b, "%s:%d:%d %s method=%s lang=%s context=%s", f.Path, f.Line, f.Column, f.Rule, f.Method, f.Lang, f.Context)
		if f.Site != nil {
			fmt.Fprintf(&b, " shape=%s outcome=%s", f.Site.Shape, f.Site.Outcome)
		}
		b.WriteString("\n")
	}
	s := doc.Summary
	fmt.Fprintf(&b, "seen=%d parsed=%d skipped=%d sites=%d problems=%d lexicalOnly=%d\n", s.FilesSeen, s.FilesParsed, s.FilesSkipped, s.Sites, s.Problems, s.LexicalOnly)
	golden(t, "sites.txt", b.String())
}

func TestScanExitCodes(t *testing.T) {
	clean := t.TempDir()
	os.WriteFile(filepath.Join(clean, "ok.go"), []byte("package ok\n"), 0o644)
	cases := []struct {
		args []string
		want int
	}{
		{[]string{edge}, exitFindings},
		{[]string{"--fail-on", "none", edge}, exitClean},
		{[]string{"--fail-on", "site", clean}, exitClean},
		{[]string{"--fail-on", "site", "--lexical", edge}, exitFindings},
		{[]string{clean}, exitClean},
		{[]string{t.TempDir()}, exitClean}, // an empty directory
		{[]string{filepath.Join(clean, "missing")}, exitFailure},
		{[]string{"--format", "xml", clean}, exitFailure},
		{[]string{"--fail-on", "sometimes", clean}, exitFailure},
		{[]string{"--max-file-size", "lots", clean}, exitFailure},
		{[]string{"--max-file-size", "2MiB", clean}, exitClean},
		{[]string{"--jobs", "-1", clean}, exitFailure},
		{[]string{"--jobs", "100000000", clean}, exitFailure},
		{[]string{"--parse-timeout", "1ns", clean}, exitFailure},
		{[]string{"--baseline", filepath.Join(clean, "nope.json"), clean}, exitFailure},
	}
	for _, c := range cases {
		_, errw, code := runScanCmd(c.args...)
		if code != c.want {
			t.Errorf("scan %v: exit %d, want %d; stderr %s", c.args, code, c.want, errw)
		}
	}
}

func TestScanMissingPathNamesIt(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing")
	_, errw, code := runScanCmd(missing)
	if code != exitFailure || !strings.Contains(errw, missing) {
		t.Errorf("exit %d, stderr %q; want exit 2 naming the path", code, errw)
	}
}

// TestScanFormatsAgree: jsonl (streamed) and sarif carry what the json document does.
func TestScanFormatsAgree(t *testing.T) {
	doc, _ := scanDoc(t, edge)
	out, _, _ := runScanCmd("--format", "jsonl", edge)
	var types []string
	findings := 0
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var line struct{ Type string }
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("jsonl line %q: %v", sc.Text(), err)
		}
		types = append(types, line.Type)
		if line.Type == "finding" {
			findings++
		}
	}
	if len(types) < 2 || types[0] != "header" || types[len(types)-1] != "summary" || findings != len(doc.Findings) {
		t.Errorf("jsonl: line types %v, %d findings; want header first, summary last, %d findings", types, findings, len(doc.Findings))
	}
	out, _, _ = runScanCmd("--format", "sarif", edge)
	var sarif struct {
		Runs []struct{ Results []json.RawMessage }
	}
	if err := json.Unmarshal([]byte(out), &sarif); err != nil || len(sarif.Runs) != 1 || len(sarif.Runs[0].Results) == 0 {
		t.Errorf("sarif: %v, %d runs", err, len(sarif.Runs))
	}
}

// TestScanBaseline: a baseline written from a run accepts its failing findings, and an entry
// that no longer matches anything fails the run.
func TestScanBaseline(t *testing.T) {
	file := filepath.Join(t.TempDir(), "baseline.json")
	if _, errw, code := runScanCmd("--write-baseline", file, edge); code != exitClean || !strings.Contains(errw, "wrote "+file) {
		t.Fatalf("first run: exit %d, stderr %s", code, errw)
	}
	after, code := scanDoc(t, "--baseline", file, edge)
	if code != exitClean || after.Summary.Problems != 0 || after.Summary.Sites == 0 {
		t.Errorf("with the baseline: exit %d, summary %+v; want exit 0, no problems, the sites still listed", code, after.Summary)
	}
	if _, errw, code := runScanCmd("--baseline", file, t.TempDir()); code != exitFindings || !strings.Contains(errw, "stale") {
		t.Errorf("stale baseline: exit %d, stderr %q; want exit 1 naming the stale entry", code, errw)
	}
}

// TestScanDirective: a mcperr:ignore directive with a reason suppresses the finding it names.
func TestScanDirective(t *testing.T) {
	dir := t.TempDir()
	src := "import mcp.types as types\nfrom mcp.server.lowlevel import Server\n\nserver = Server(\"d\")\n\n\n" +
		"@server.call_tool()\nasync def call_tool(name: str, arguments: dict):\n    try:\n        return list(arguments)\n    except OSError as e:\n" +
		"        # mcperr:ignore softerror the client of this tool parses the text itself\n" +
		"        return [types.TextContent(type=\"text\", text=f\"Error: {e}\")]\n"
	os.WriteFile(filepath.Join(dir, "server.py"), []byte(src), 0o644)
	doc, code := scanDoc(t, dir)
	if code != exitClean || doc.Summary.Problems != 0 {
		t.Errorf("exit %d, findings %+v; want the soft error suppressed", code, doc.Findings)
	}
	os.WriteFile(filepath.Join(dir, "server.py"), []byte(strings.Replace(src, "# mcperr:ignore softerror the client of this tool parses the text itself", "pass", 1)), 0o644)
	if _, _, code := runScanCmd(dir); code != exitFindings {
		t.Errorf("without the directive: exit %d, want 1 (the fixture must hold a soft error)", code)
	}
}

// TestScanBadInput runs the command over a tree of hostile files: it finishes, reports each
// skip with its reason, and still finds the site in the one good file.
func TestScanBadInput(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"good.py":     "from mcp.types import CallToolResult\n\ndef f():\n    return CallToolResult(isError=True, content=[])\n",
		"nul.ts":      "const x = 1;\x00\n",
		"latin1.py":   "# caf\xe9\nx = 1\n",
		"huge.js":     strings.Repeat("var a=1;", 5<<20/8),
		"deep.py":     "x = " + strings.Repeat("(", 10000) + "1" + strings.Repeat(")", 10000) + "\n",
		"deep.ts":     "const x = " + strings.Repeat("[\n", 10000) + strings.Repeat("]\n", 10000) + ";\n",
		"deep.go":     "package deep\nvar x = " + strings.Repeat("(", 10000) + "1" + strings.Repeat(")", 10000) + "\n",
		"broken.go":   "package broken\nfunc {{{ isError: true\n",
		"unclosed.ts": "return { isError: true, content: [",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Symlink(dir, filepath.Join(dir, "loop"))
	os.Symlink(os.TempDir(), filepath.Join(dir, "escape"))
	doc, code := scanDoc(t, "--fail-on", "none", dir)
	if code != exitClean {
		t.Fatalf("exit %d", code)
	}
	reasons := map[string]finding.SkipReason{}
	for _, s := range doc.Skipped {
		reasons[s.Path] = s.Reason
	}
	want := map[string]finding.SkipReason{"nul.ts": finding.Binary, "huge.js": finding.TooLarge,
		"loop": finding.SymlinkLoop, "escape": finding.SymlinkOutside}
	for p, r := range want {
		if reasons[p] != r {
			t.Errorf("%s: skipped as %q, want %q (skipped: %v)", p, reasons[p], r, doc.Skipped)
		}
	}
	found := false
	for _, f := range doc.Findings {
		found = found || (f.Path == "good.py" && f.Rule == "errorresult")
	}
	if !found {
		t.Errorf("the site in good.py was not found among %d findings", len(doc.Findings))
	}
	if doc.Summary.FilesSeen != len(files) {
		t.Errorf("files seen %d, want %d", doc.Summary.FilesSeen, len(files))
	}
}

// TestScanCacheIsInvisible: in every format, a scan that fills the content cache and one that
// reads it print what a scan with --no-cache prints, byte for byte; --no-cache writes nothing.
func TestScanCacheIsInvisible(t *testing.T) {
	saved := scanCacheDir
	dir := t.TempDir()
	scanCacheDir = func() (string, error) { return dir, nil }
	defer func() { scanCacheDir = saved }()
	servers := filepath.Join("..", "..", "testdata", "servers")
	for _, format := range []string{"jsonl", "json", "text", "sarif"} {
		want, _, code := runScanCmd("--no-cache", "--fail-on", "none", "--format", format, servers, edge)
		if code != exitClean {
			t.Fatalf("%s: exit %d", format, code)
		}
		if format == "jsonl" {
			if m, _ := filepath.Glob(filepath.Join(dir, "*", "*")); len(m) != 0 {
				t.Fatalf("--no-cache wrote %d cache entries", len(m))
			}
		}
		for _, run := range []string{"cold", "warm"} {
			got, _, _ := runScanCmd("--fail-on", "none", "--format", format, servers, edge)
			if got != want {
				t.Errorf("%s, %s cache: output differs from --no-cache", format, run)
			}
		}
		if m, _ := filepath.Glob(filepath.Join(dir, "*", "*")); len(m) == 0 {
			t.Fatalf("%s: the scans wrote no cache entry", format)
		}
	}
}
