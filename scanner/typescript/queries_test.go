package typescript

import (
	"io/fs"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
)

// TestQueriesCompile compiles every query against each of the three grammars it runs on.
func TestQueriesCompile(t *testing.T) {
	for _, d := range []extract.Dialect{extract.TypeScriptDialect, extract.TSXDialect, extract.JavaScriptDialect} {
		qs, err := compileAll(d)
		if err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		if len(qs) != len(queryNames) {
			t.Errorf("%s: compiled %d queries, want %d", d, len(qs), len(queryNames))
		}
	}
}

// TestQueryFiles keeps queryNames equal to the files under queries/, each pattern documented by
// a ";;" comment and every capture from the one vocabulary.
func TestQueryFiles(t *testing.T) {
	entries, err := fs.ReadDir(queryFiles, "queries")
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".scm")
		files = append(files, name)
		b, _ := queryFiles.ReadFile("queries/" + e.Name())
		src := string(b)
		for _, c := range captureNames(src) {
			if !slices.Contains(captureVocabulary, c) {
				t.Errorf("%s: capture @%s is not in the vocabulary %v", e.Name(), c, captureVocabulary)
			}
		}
		if !strings.Contains(src, ";; ") {
			t.Errorf("%s: no ';;' comment shows the code a pattern matches", e.Name())
		}
		// Each top-level pattern starts with "(" in column 0 after a ";;" comment block.
		lines := strings.Split(src, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "(") && (i == 0 || !strings.HasPrefix(lines[i-1], ";;")) {
				t.Errorf("%s:%d: pattern without a ';;' comment just above it", e.Name(), i+1)
			}
		}
	}
	want := slices.Clone(queryNames)
	sort.Strings(files)
	sort.Strings(want)
	if !slices.Equal(files, want) {
		t.Errorf("queries/ holds %v, queryNames lists %v", files, want)
	}
}

func TestDialects(t *testing.T) {
	l := Language()
	for ext, d := range map[string]extract.Dialect{".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
		".tsx": "tsx", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript"} {
		if got := l.Dialects()[ext]; got != d {
			t.Errorf("Dialects()[%q] = %q, want %q", ext, got, d)
		}
		if l.Grammar(d) == nil {
			t.Errorf("Grammar(%q) is nil", d)
		}
	}
}
