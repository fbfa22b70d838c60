package scanner_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestCallsOfHelpersInFilesWithoutANeedle: in testdata/callpass each language has one helper
// file, the only one with a needle of the prefilter, and callers that build their failures
// through the helper alone. Every call of theirs is a use of the helper's site; a scan that
// parses only the files with a needle counted none.
func TestCallsOfHelpersInFilesWithoutANeedle(t *testing.T) {
	for _, c := range []struct {
		dir, helper string
	}{
		{"testdata/callpass/ts", "toolFailure"},
		{"testdata/callpass/py", "tool_error"},
	} {
		calls := countCalls(t, c.dir, c.helper)
		if calls == 0 {
			t.Fatalf("%s: the fixture has no call of %s", c.dir, c.helper)
		}
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{c.dir}}, all.Languages()...)
		if err != nil {
			t.Fatal(err)
		}
		var site *finding.Finding
		for i, f := range doc.Findings {
			if f.Site != nil && strings.Contains(f.Site.PathKey+f.Message, c.helper) {
				site = &doc.Findings[i]
			}
		}
		if site == nil || len(doc.Findings) != 1 {
			t.Fatalf("%s: want one site, in %s, got %d findings: %+v", c.dir, c.helper, len(doc.Findings), doc.Findings)
		}
		if site.Site.Uses != calls {
			t.Errorf("%s: %s has uses=%d, want the %d calls of the files without a needle", c.dir, c.helper, site.Site.Uses, calls)
		}
		// The callers are read again for their calls, not reported as parsed.
		if doc.Summary.FilesParsed != 1 {
			t.Errorf("%s: filesParsed %d, want 1 (the helper's file)", c.dir, doc.Summary.FilesParsed)
		}
	}
}

// countCalls counts the calls of name in the files below dir that do not define it, leaving out
// comment lines.
func countCalls(t *testing.T, dir, name string) int {
	t.Helper()
	call := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\(`)
	def := regexp.MustCompile(`(function|def)\s+` + regexp.QuoteMeta(name) + `\b`)
	n := 0
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil || def.Match(b) {
			return err
		}
		for _, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "//") || strings.HasPrefix(line, "#") {
				continue
			}
			n += len(call.FindAllString(line, -1))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestCallsPassLeavesQuietFilesAlone: a Go package's test file spells the name of a helper of
// another package, as its production file does, but a test file yields nothing without a needle
// (golang's Quiet): the calls pass extracts the production file for its call, which counts as a
// use of the helper, and leaves the test file unparsed.
func TestCallsPassLeavesQuietFilesAlone(t *testing.T) {
	dir := t.TempDir()
	for rel, src := range map[string]string{
		"go.mod":              "module example.com/q\n\ngo 1.22\n",
		"errs/errs.go":        "package errs\n\nimport \"github.com/mark3labs/mcp-go/mcp\"\n\nfunc Fail(msg string) *mcp.CallToolResult {\n\treturn mcp.NewToolResultError(msg)\n}\n",
		"tools/use.go":        "package tools\n\nimport \"example.com/q/errs\"\n\nfunc use() any { return errs.Fail(\"no\") }\n",
		"tools/use_test.go":   "package tools\n\nimport (\n\t\"testing\"\n\n\t\"example.com/q/errs\"\n)\n\nfunc TestUse(t *testing.T) { _ = errs.Fail(\"x\") }\n",
		"tools/other_test.go": "package tools\n\nfunc helperOfTests() { Fail() }\n",
	} {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	named0, modules0 := scanner.PassStats()
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 1}, all.Languages()...)
	if err != nil {
		t.Fatal(err)
	}
	named, modules := scanner.PassStats()
	if len(doc.Findings) != 1 || doc.Findings[0].Site == nil || doc.Findings[0].Site.Uses != 1 {
		t.Fatalf("want the one site of Fail, with the one use of tools/use.go, got %+v", doc.Findings)
	}
	if got := named - named0 + modules - modules0; got != 1 {
		t.Errorf("the calls pass extracted %d files, want 1 (tools/use.go, not its tests)", got)
	}
}
