package typescript

import (
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// TestQueriesCompile compiles every query alone against each of the three grammars it runs on,
// with the pattern count that compileSet reads from the text.
func TestQueriesCompile(t *testing.T) {
	for _, d := range []extract.Dialect{extract.TypeScriptDialect, extract.TSXDialect, extract.JavaScriptDialect} {
		qs, err := compileAll(d)
		if err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		if len(qs) != len(queryNames) {
			t.Errorf("%s: compiled %d queries, want %d", d, len(qs), len(queryNames))
		}
		for name, q := range qs {
			b, _ := queryFiles.ReadFile("queries/" + name + ".scm")
			if n := patternCount(string(b)); n != int(q.PatternCount()) {
				t.Errorf("%s: %s: %d patterns counted, %d compiled", d, name, n, q.PatternCount())
			}
		}
	}
}

// compileAll compiles each query file alone.
func compileAll(d extract.Dialect) (map[string]*sitter.Query, error) {
	out := map[string]*sitter.Query{}
	for _, name := range queryNames {
		src, err := queryFiles.ReadFile("queries/" + name + ".scm")
		if err != nil {
			return nil, err
		}
		q, err := sitter.NewQuery(src, grammar(d))
		if err != nil {
			return nil, fmt.Errorf("query %s: %w", name, err)
		}
		if _, err := predicatesOf(q); err != nil {
			return nil, fmt.Errorf("query %s: %w", name, err)
		}
		out[name] = q
	}
	return out, nil
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
			if !slices.Contains(captureVocabulary[:], c) {
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

// TestQuerySetsMatchAlone checks that joining query files into one query changes no match: for
// every fixture (and the files of MCPERR_TS_BENCH_DIR, when set), each file's matches from the
// index set, from all files joined and from the file alone (with go-tree-sitter's own predicate
// filter) are the same nodes in the same order.
func TestQuerySetsMatchAlone(t *testing.T) {
	srcs := benchSources(t)
	if len(srcs) == 0 {
		t.Fatal("no sources")
	}
	parsers := map[extract.Dialect]*sitter.Parser{}
	queriesAlone := map[extract.Dialect]map[string]*sitter.Query{}
	for _, s := range srcs {
		p := parsers[s.dialect]
		if p == nil {
			p = sitter.NewParser()
			defer p.Close()
			p.SetLanguage(grammar(s.dialect))
			parsers[s.dialect] = p
		}
		tree := p.Parse(nil, s.src)
		c, err := dialectQueries(s.dialect)
		if err != nil {
			t.Fatal(err)
		}
		alone := queriesAlone[s.dialect]
		if alone == nil {
			if alone, err = compileAll(s.dialect); err != nil {
				t.Fatal(err)
			}
			queriesAlone[s.dialect] = alone
		}
		for _, names := range [][]string{indexQueries, queryNames} {
			set, err := c.set(s.dialect, names)
			if err != nil {
				t.Fatal(err)
			}
			got := set.run(tree.RootNode(), s.src)
			for _, name := range names {
				want := runAlone(alone[name], tree.RootNode(), s.src)
				if d := diffMatches(got[name], want); d != "" {
					t.Errorf("%s: %s joined with %v: %s", s.path, name, names, d)
				}
			}
		}
		tree.Close()
	}
}

// runAlone runs one query file by itself, filtering with QueryCursor.FilterPredicates.
func runAlone(q *sitter.Query, root *sitter.Node, src []byte) []match {
	qc := sitter.NewQueryCursor()
	defer qc.Close()
	qc.Exec(q, root)
	var out []match
	for {
		m, ok := qc.NextMatch()
		if !ok {
			break
		}
		m = qc.FilterPredicates(m, src)
		if len(m.Captures) == 0 {
			continue
		}
		var mm match
		for _, c := range m.Captures {
			if i := slices.Index(captureVocabulary[:], q.CaptureNameForId(c.Index)); mm[i] == nil {
				mm[i] = c.Node
			}
		}
		out = append(out, mm)
	}
	start := func(m match) uint32 {
		if m[capSite] == nil {
			return 0
		}
		return m[capSite].StartByte()
	}
	sort.SliceStable(out, func(i, j int) bool { return start(out[i]) < start(out[j]) })
	return out
}

// diffMatches describes the first difference between two match lists, or returns "".
func diffMatches(got, want []match) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d matches, want %d", len(got), len(want))
	}
	for i := range got {
		for c, n := range want[i] {
			if g := got[i][c]; (g == nil) != (n == nil) || n != nil && !same(g, n) {
				return fmt.Sprintf("match %d: @%s is %v, want %v", i, captureVocabulary[c], g, n)
			}
		}
	}
	return ""
}

// TestTableHandlerKeys keeps the handler members of tables.scm's patterns and tableHandlerKeys,
// which the prefilter and the gate test, the same list: a key one of them lacks lets a table
// through one and not the other.
func TestTableHandlerKeys(t *testing.T) {
	b, err := queryFiles.ReadFile("queries/tables.scm")
	if err != nil {
		t.Fatal(err)
	}
	const open = `(#match? @key "^(`
	n := 0
	for rest := string(b); ; n++ {
		i := strings.Index(rest, open)
		if i < 0 {
			break
		}
		rest = rest[i+len(open):]
		j := strings.Index(rest, `)$"`)
		if j < 0 {
			t.Fatalf("tables.scm: unterminated key pattern %q", rest)
		}
		got := strings.Split(rest[:j], "|")
		if !slices.Equal(got, tableHandlerKeys) {
			t.Errorf("tables.scm key pattern %d: %q, tableHandlerKeys %q", n, got, tableHandlerKeys)
		}
	}
	if n == 0 {
		t.Fatal("tables.scm: no @key pattern found")
	}
}
