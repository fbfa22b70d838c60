package scanner

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The per-file limit bounds the rules as well as the parse (issue 14, item 3).
func TestRulesBoundedByTheFileLimit(t *testing.T) {
	dir := tree(t, map[string]string{"slow.go": "package x // SLOW\n" + site, "good.go": site})
	start := time.Now()
	doc := scan(t, Options{Roots: []string{dir}, ParseTimeout: 200 * time.Millisecond})
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("scan took %s with a 200ms limit per file", el)
	}
	if got := skips(doc)["slow.go"]; got != finding.RuleTimeout {
		t.Errorf("slow.go skipped as %q, want rule-timeout", got)
	}
	if p := strings.Join(paths(doc), ","); p != "good.go" {
		t.Errorf("findings in %q, want good.go", p)
	}
}

// Jobs and the per-file limit are bounded (issue 14, item 5).
func TestJobsAndParseTimeoutBounds(t *testing.T) {
	for _, o := range []Options{{Jobs: MaxJobs + 1}, {Jobs: 100_000_000}, {Jobs: -1}, {ParseTimeout: time.Nanosecond}, {ParseTimeout: 999}} {
		o.Roots = []string{"."}
		if _, err := o.normalize(); err == nil {
			t.Errorf("jobs %d, parse timeout %s: accepted", o.Jobs, o.ParseTimeout)
		}
	}
	o, err := Options{Roots: []string{"."}, Jobs: MaxJobs, ParseTimeout: time.Microsecond}.normalize()
	if err != nil {
		t.Fatal(err)
	}
	if want := min(MaxJobs, jobsPerCPU*runtime.GOMAXPROCS(0)); o.Jobs != want {
		t.Errorf("jobs %d clamped to %d, want %d", MaxJobs, o.Jobs, want)
	}
}

// Ignore files are read as sources are, within the root, and their patterns are capped per
// root; an identical copy below is not read again when that changes nothing (items 1, 2, 4).
func TestIgnoreFiles(t *testing.T) {
	big := strings.Repeat("x\n", DefaultMaxFileSize)
	dir := tree(t, map[string]string{
		".gitignore":          "gen.go\n*.skip.go\n",
		"gen.go":              site,
		"a/.gitignore":        "gen.go\n*.skip.go\n", // a copy: read once
		"a/x.skip.go":         site,
		"b/.gitignore":        big, // too large
		"b/gen.go":            site,
		"c/.gitignore":        "!gen.go\n", // negation: the copy below must be applied
		"c/d/.gitignore":      "gen.go\n*.skip.go\n",
		"c/d/gen.go":          site,
		"c/gen.go":            site,
		"e/.gitignore":        manyPatterns(maxIgnoreInForce), // past the cap with the root's two
		"e/kept.go":           site,
		"outside/.gitignore":  "kept.go\n",
		"outside/in/kept.go":  site,
		"fifo/placeholder.go": site,
	})
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	elsewhere := t.TempDir()
	must(os.WriteFile(filepath.Join(elsewhere, "ignore"), []byte("kept.go\n"), 0o644))
	must(os.Remove(filepath.Join(dir, "outside", ".gitignore")))
	must(os.Symlink(filepath.Join(elsewhere, "ignore"), filepath.Join(dir, "outside", ".gitignore")))
	must(mkfifo(filepath.Join(dir, "fifo", ".gitignore")))

	done := make(chan *finding.Document)
	go func() { done <- scan(t, Options{Roots: []string{dir}}) }()
	var doc *finding.Document
	select {
	case doc = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the scan hangs")
	}
	got := skips(doc)
	want := map[string]finding.SkipReason{
		"gen.go": finding.Ignored, "a/x.skip.go": finding.Ignored, "c/d/gen.go": finding.Ignored,
		"b/.gitignore": finding.TooLarge, "b/gen.go": finding.Ignored, "e/.gitignore": finding.TooLarge,
		"outside/.gitignore": finding.SymlinkOutside, "fifo/.gitignore": finding.Unreadable,
	}
	for p, r := range want {
		if got[p] != r {
			t.Errorf("%s: skipped as %q, want %q", p, got[p], r)
		}
	}
	if p := strings.Join(paths(doc), ","); p != "c/gen.go,e/kept.go,fifo/placeholder.go,outside/in/kept.go" {
		t.Errorf("findings in %s", p)
	}
	if len(doc.Skipped) != len(want) {
		t.Errorf("skipped %v, want only %v", got, want)
	}
}

func TestIgnoreDuplicates(t *testing.T) {
	base := ignores{}
	plain := ignoreFile{rel: ".gitignore", sum: [32]byte{1}}
	in := ignores{ps: base.ps, files: []ignoreFile{plain}}
	if got := in.duplicateOf(ignoreFile{rel: "a/.gitignore", sum: plain.sum}); got != ".gitignore" {
		t.Errorf("a copy of an unanchored file without negation: duplicate of %q, want .gitignore", got)
	}
	if got := in.duplicateOf(ignoreFile{rel: "a/.gitignore", sum: plain.sum, anchored: true}); got != "" {
		t.Errorf("an anchored copy matches from its own directory: duplicate of %q, want none", got)
	}
	in.files = append(in.files, ignoreFile{rel: "a/.gitignore", sum: [32]byte{2}, negates: true})
	if got := in.duplicateOf(ignoreFile{rel: "a/b/.gitignore", sum: plain.sum}); got != "" {
		t.Errorf("a copy after a negation: duplicate of %q, want none", got)
	}
}

// An unreadable root is the run's failure, not a skipped "." (issue 14, item 8).
func TestUnreadableRootIsAnError(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads any directory; the hostile suite runs this case as nobody")
	}
	dir := tree(t, map[string]string{"a.go": site})
	if err := os.Chmod(dir, 0); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	if _, err := Scan(context.Background(), Options{Roots: []string{dir}}, stubLang{}); err == nil || !strings.Contains(err.Error(), dir) {
		t.Errorf("Scan of an unreadable root: %v, want an error naming it", err)
	}
}

func manyPatterns(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "pattern-%d\n", i)
	}
	return b.String()
}
