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
