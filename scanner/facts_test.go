package scanner

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// askingLang counts the questions of fileFacts that the scan asks a language (one that does not
// answer one has the zero answer: both runs of the test ask the same wrapper).
type askingLang struct {
	extract.Language
	n *atomic.Int64
}

func (a askingLang) Refers(p string, src []byte) []string {
	a.n.Add(1)
	if l, ok := a.Language.(extract.Referrer); ok {
		return l.Refers(p, src)
	}
	return nil
}

func (a askingLang) TestRefs(p string, src []byte) []string {
	a.n.Add(1)
	if l, ok := a.Language.(extract.TestReferrer); ok {
		return l.TestRefs(p, src)
	}
	return nil
}

func (a askingLang) UsesTestFramework(src []byte) bool {
	a.n.Add(1)
	l, ok := a.Language.(extract.TestReferrer)
	return ok && l.UsesTestFramework(src)
}

func (a askingLang) Admit(p string, src []byte) bool {
	a.n.Add(1)
	l, ok := a.Language.(extract.Admitter)
	return ok && l.Admit(p, src)
}

func (a askingLang) Defer(p string, src []byte) bool {
	a.n.Add(1)
	l, ok := a.Language.(extract.Deferrer)
	return ok && l.Defer(p, src)
}

func (a askingLang) Gate(p string, ctx finding.Context, src []byte) bool {
	l, ok := a.Language.(extract.Gate)
	return !ok || l.Gate(p, ctx, src)
}

// TestFileFactsAnswerAsTheLanguage: a worker that has a root's recorded facts (written and read
// back through the entry's codec) asks the language nothing about a file whose bytes are as
// recorded, and its result is the one it had asking; once the file's bytes change it asks again.
func TestFileFactsAnswerAsTheLanguage(t *testing.T) {
	var n atomic.Int64
	var langs []extract.Language
	for _, l := range all.Languages() {
		if l.Lang() == finding.TypeScript || l.Lang() == finding.Python {
			langs = append(langs, askingLang{l, &n})
		}
	}
	table := dialectTable(langs)
	opts, err := Options{Roots: []string{"."}}.normalize()
	if err != nil {
		t.Fatal(err)
	}
	needles := map[extract.Language]*needleSet{}
	for _, l := range langs {
		needles[l] = newNeedleSet(l.Needles())
	}
	dir := copyTree(t, "testdata")
	var jobs []fileJob
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if ld, ok := table[extOf(p)]; ok && err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			jobs = append(jobs, fileJob{abs: p, rel: filepath.ToSlash(rel), lang: ld.lang, dialect: ld.dialect})
		}
		return nil
	})
	if len(jobs) < 10 {
		t.Fatalf("%d files of the fixtures, want more", len(jobs))
	}
	process := func(facts *rootFacts) ([]fileResult, int64) {
		cache, err := openCache(t.TempDir(), 0, langs) // empty: every parsed file is extracted
		if err != nil {
			t.Fatal(err)
		}
		w := &worker{opts: opts, needles: needles, project: func(string) *extract.Project { return nil },
			parsers: map[extract.Dialect]*sitter.Parser{}, cache: cache, facts: facts}
		defer w.close()
		n.Store(0)
		var out []fileResult
		for _, j := range jobs {
			fr := w.process(context.Background(), j)
			if facts != nil && fr.facts != nil {
				facts.record(fr.facts)
			}
			fr.facts, fr.src = nil, nil
			out = append(out, fr)
		}
		return out, n.Load()
	}
	first := &rootFacts{now: map[string]*fileFacts{}}
	want, asked := process(first)
	if asked == 0 {
		t.Fatal("the files asked their languages nothing: the test shows nothing")
	}
	old, err := decodeFacts(appendFacts(first.now))
	if err != nil {
		t.Fatal(err)
	}
	second := &rootFacts{old: old, now: map[string]*fileFacts{}}
	got, asked := process(second)
	if asked != 0 {
		t.Errorf("with the recorded facts, %d questions asked, want none", asked)
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("%s: the result with the recorded facts differs from the result asking:\n%#v\n%#v", jobs[i].rel, got[i], want[i])
		}
	}
	if !reflect.DeepEqual(second.now, first.now) {
		t.Errorf("the facts recorded again differ from the first ones")
	}
	for _, j := range jobs {
		b, _ := os.ReadFile(j.abs)
		writeFile(t, j.abs, string(b)+"\n")
	}
	third := &rootFacts{old: old, now: map[string]*fileFacts{}}
	if _, asked := process(third); asked == 0 {
		t.Errorf("with every file changed, nothing was asked: the recorded facts answered for other bytes")
	}
}

// realScan scans opts's roots with the real languages (which a countingLang would hide the
// questions of fileFacts from) and the cache in dir ("" for none), as JSON.
func realScan(t *testing.T, dir string, opts Options) string {
	t.Helper()
	opts.CacheDir = dir
	doc, err := Scan(context.Background(), opts, all.Languages()...)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(doc, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestFileFactsWarmIsCold: after each change of a root (a file's bytes, a file added or
// removed, a needle added to a file the main pass left unparsed, the helper that files without
// a needle call renamed, a facts entry spoiled), a scan with the cache, which misses the root
// and reads its facts entry, prints what a scan without the cache prints.
func TestFileFactsWarmIsCold(t *testing.T) {
	ts := copyTree(t, "testdata/callpass/ts")
	py := copyTree(t, "testdata/deferred/py")
	sdk := copyTree(t, "../testdata/servers/typescript-sdk")
	dir := t.TempDir()
	opts := Options{Roots: []string{ts, py, sdk}}
	read := func(p string) string {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	search := filepath.Join(ts, "src", "tools", "search.ts")
	common := filepath.Join(ts, "src", "common.ts")
	prev := realScan(t, dir, opts)
	if fs, _ := filepath.Glob(filepath.Join(dir, "facts", "*", "*")); len(fs) != 3 {
		t.Fatalf("%d facts entries, want one per root (3)", len(fs))
	}
	steps := []struct {
		name   string
		change func()
	}{
		{"content", func() {
			writeFile(t, search, strings.Replace(read(search), `"query is required"`, `"a query is required"`, 1))
		}},
		{"added", func() { writeFile(t, filepath.Join(ts, "src", "tools", "more.ts"), read(search)) }},
		{"removed", func() { os.Remove(filepath.Join(ts, "src", "tools", "files.ts")) }},
		{"needle added", func() {
			writeFile(t, search, read(search)+"\nexport const failed = { content: [], isError: true };\n")
		}},
		{"helper renamed", func() {
			writeFile(t, common, strings.Replace(read(common), "toolFailure", "toolFailed", 1))
		}},
		{"python content", func() {
			p := filepath.Join(py, "server.py")
			writeFile(t, p, read(p)+"\n\n# changed\n")
		}},
		{"facts spoiled", func() {
			fs, _ := filepath.Glob(filepath.Join(dir, "facts", "*", "*"))
			for _, p := range fs {
				b := []byte(read(p))
				b[len(b)-2] ^= 0xff
				os.WriteFile(p, b, 0o644)
			}
			writeFile(t, common, read(common)+"\n")
		}},
	}
	for _, st := range steps {
		st.change()
		want := realScan(t, "", opts)
		if want == prev && st.name != "python content" && st.name != "facts spoiled" {
			t.Fatalf("%s: the change changed nothing: the step shows nothing", st.name)
		}
		if got := realScan(t, dir, opts); got != want {
			t.Errorf("%s: the scan with the cache differs from the one without:\n%s", st.name, firstDiff(got, want))
		}
		if got := realScan(t, dir, opts); got != want {
			t.Errorf("%s: the warm scan differs from the one without the cache:\n%s", st.name, firstDiff(got, want))
		}
		prev = want
	}
}
