package scanner

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// fillAny sets v, of any type the extraction model uses, to a value that is not its zero
// (strings with bytes JSON would rewrite, two elements per slice), so that a field added to the
// model and forgotten by the codec fails the round trip.
func fillAny(t *testing.T, v reflect.Value, seed int) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		v.SetString(fmt.Sprintf("s-%d-\xff\x00é", seed))
	case reflect.Int, reflect.Int64:
		v.SetInt(int64(seed*100 + 1))
	case reflect.Uint16:
		v.SetUint(uint64(seed%60000 + 1))
	case reflect.Uint32:
		v.SetUint(uint64(seed%60000 + 1<<16)) // above 16 bits: a Fact past the old width
	case reflect.Uint8:
		v.SetUint(uint64(seed%250 + 1))
	case reflect.Float64:
		v.SetFloat(float64(seed) + 0.5)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Struct:
		if filling[v.Type()] >= 2 {
			return // a recursive type (ArgTest.All): two levels show the codec follows it
		}
		filling[v.Type()]++
		defer func() { filling[v.Type()]-- }()
		for i := 0; i < v.NumField(); i++ {
			fillAny(t, v.Field(i), seed*7+i)
		}
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		fillAny(t, p.Elem(), seed+1)
		v.Set(p)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for j := 0; j < s.Len(); j++ {
			fillAny(t, s.Index(j), seed+j+1)
		}
		v.Set(s)
	default:
		t.Fatalf("fillAny does not know how to fill %s (%s)", v.Type(), v.Kind())
	}
}

// filling counts the struct types fillAny is inside, to stop a recursive type.
var filling = map[reflect.Type]int{}

func TestResultCodecRoundTrip(t *testing.T) {
	var in extract.Result
	fillAny(t, reflect.ValueOf(&in).Elem(), 1)
	in.Findings[1].Site = nil
	in.Pending[0].Finding.Line = -1 // varints, not bytes
	rec := appendResult(nil, &in)
	out, err := decodeResult(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Errorf("round trip changed the result:\n got %+v\nwant %+v", out, in)
	}
	for n := 0; n < len(rec); n++ {
		if _, err := decodeResult(rec[:n]); err == nil {
			t.Fatalf("a record cut to %d of %d bytes decoded", n, len(rec))
		}
	}
	if _, err := decodeResult(append(rec, 0)); err == nil {
		t.Error("a record with a trailing byte decoded")
	}
	empty, err := decodeResult(appendResult(nil, &extract.Result{}))
	if err != nil || len(empty.Findings)+len(empty.Helpers)+len(empty.Calls)+len(empty.Summaries)+len(empty.Pending) != 0 {
		t.Errorf("empty result: %+v, %v", empty, err)
	}
}

// countingLang counts the files a language extracts.
type countingLang struct {
	extract.Language
	n *atomic.Int64
}

func (c countingLang) Extract(f *extract.File) (extract.Result, error) {
	c.n.Add(1)
	return c.Language.Extract(f)
}

// ModuleOf and ModuleOfKey pass a Definer's methods on, so that the wrapper links as the
// language does.
func (c countingLang) ModuleOf(path string) string {
	if d, ok := c.Language.(extract.Definer); ok {
		return d.ModuleOf(path)
	}
	return ""
}

func (c countingLang) ModuleOfKey(key string) string {
	if d, ok := c.Language.(extract.Definer); ok {
		return d.ModuleOfKey(key)
	}
	return ""
}

func countingLangs() ([]extract.Language, *atomic.Int64) {
	n := &atomic.Int64{}
	var out []extract.Language
	for _, l := range all.Languages() {
		out = append(out, countingLang{l, n})
	}
	return out, n
}

// cacheScan scans roots with the real languages and the cache in dir ("" for none), and returns
// the document as JSON and how many files were extracted.
func cacheScan(t *testing.T, dir string, max int64, roots ...string) (string, int64) {
	t.Helper()
	langs, n := countingLangs()
	doc, err := Scan(context.Background(), Options{Roots: roots, CacheDir: dir, CacheMaxBytes: max}, langs...)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(doc, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b), n.Load()
}

// entries lists the content cache's file entries in dir (not the root cache's, under roots/,
// nor the roots' file facts, under facts/, nor their file sums, under sums/, nor trim's
// sizeFile).
func entries(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && (p == filepath.Join(dir, "roots") || p == filepath.Join(dir, "facts") || p == filepath.Join(dir, "sums")) {
			return filepath.SkipDir
		}
		if err == nil && !d.IsDir() && p != filepath.Join(dir, sizeFile) {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// TestCacheKeepsOutputIdentical: on the test servers and the calls-pass tree, a scan that fills
// the cache and one that reads it print what a scan without it prints, and the second extracts
// nothing; corrupt, cut and foreign entries are ignored and written again.
func TestCacheKeepsOutputIdentical(t *testing.T) {
	roots := []string{"../testdata/servers", "testdata/callpass"}
	want, extracted := cacheScan(t, "", 0, roots...)
	if extracted == 0 {
		t.Fatal("the uncached scan extracted nothing")
	}
	dir := t.TempDir()
	got, n := cacheScan(t, dir, 0, roots...)
	if got != want || n != extracted {
		t.Fatalf("filling the cache: %d files extracted (want %d), output identical %v", n, extracted, got == want)
	}
	es := entries(t, dir)
	if int64(len(es)) != extracted {
		t.Errorf("%d cache entries, want one per extracted file (%d)", len(es), extracted)
	}
	got, n = cacheScan(t, dir, 0, roots...)
	if got != want {
		t.Errorf("a warm scan's output differs:\n%s", firstDiff(got, want))
	}
	if n != 0 {
		t.Errorf("a warm scan extracted %d files, want none", n)
	}

	// Spoil every entry a different way: cut, flipped, empty, another key's, not an entry.
	spoil := []func(b []byte, other []byte) []byte{
		func(b, _ []byte) []byte { return b[:len(b)/2] },
		func(b, _ []byte) []byte { c := append([]byte(nil), b...); c[len(c)-1] ^= 0xff; return c },
		func(b, _ []byte) []byte { return nil },
		func(_, other []byte) []byte { return other },
		func(b, _ []byte) []byte { return []byte("{\"json\": true}\n") },
	}
	first, _ := os.ReadFile(es[0])
	for i, p := range append(es, entries(t, filepath.Join(dir, "roots"))...) {
		b, _ := os.ReadFile(p)
		other := first
		if i == 0 {
			other, _ = os.ReadFile(es[1])
		}
		if err := os.WriteFile(p, spoil[i%len(spoil)](b, other), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, n = cacheScan(t, dir, 0, roots...)
	if got != want || n != extracted {
		t.Errorf("over spoiled entries: %d files extracted (want %d), output identical %v", n, extracted, got == want)
	}
	if got, n = cacheScan(t, dir, 0, roots...); got != want || n != 0 {
		t.Errorf("after rewriting the spoiled entries: %d extracted, output identical %v", n, got == want)
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d:\n got %s\nwant %s", i+1, al[i], bl[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(al), len(bl))
}

// TestCacheKey: a change of a file's bytes, of its project's manifests or of mcperr's version
// misses; the same bytes at the same path in another root (a fork) hit.
func TestCacheKey(t *testing.T) {
	files := map[string]string{
		"go.mod":     "module m\nrequire github.com/mark3labs/mcp-go v0.30.0\n",
		"a/tool.go":  "package a\n\nimport \"github.com/mark3labs/mcp-go/mcp\"\n\nfunc H() *mcp.CallToolResult { return mcp.NewToolResultError(\"no\") }\n",
		"b/other.go": "package b\n\nimport \"github.com/mark3labs/mcp-go/mcp\"\n\nfunc G() *mcp.CallToolResult { return &mcp.CallToolResult{IsError: true} }\n",
	}
	root, fork := tree(t, files), tree(t, files)
	dir := t.TempDir()
	if _, n := cacheScan(t, dir, 0, root); n != 2 {
		t.Fatalf("first scan extracted %d files, want 2", n)
	}
	if _, n := cacheScan(t, dir, 0, fork); n != 0 {
		t.Errorf("a fork with the same files extracted %d, want 0", n)
	}
	if err := os.WriteFile(filepath.Join(root, "a/tool.go"), []byte(files["a/tool.go"]+"\n// changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, n := cacheScan(t, dir, 0, root); n != 1 {
		t.Errorf("one file changed: %d extracted, want 1", n)
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module m\nrequire github.com/mark3labs/mcp-go v0.20.0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, n := cacheScan(t, dir, 0, root); n != 2 {
		t.Errorf("the SDK version changed: %d extracted, want 2", n)
	}
	saved := ToolVersion
	ToolVersion = saved + "-other"
	defer func() { ToolVersion = saved }()
	if _, n := cacheScan(t, dir, 0, fork); n != 2 {
		t.Errorf("another mcperr version: %d extracted, want 2", n)
	}
}

// TestCacheTrim: a run that writes past the bound removes the least recently used entries.
func TestCacheTrim(t *testing.T) {
	dir := t.TempDir()
	want, extracted := cacheScan(t, "", 0, "../testdata/servers")
	got, _ := cacheScan(t, dir, 0, "../testdata/servers")
	var total int64
	for _, p := range entries(t, dir) {
		fi, _ := os.Stat(p)
		total += fi.Size()
	}
	max := total / 2
	old := filepath.Join(dir, "00", strings.Repeat("0", 64))
	if err := os.MkdirAll(filepath.Dir(old), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(old, []byte("stale"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(old, timeAgo(48), timeAgo(48)); err != nil {
		t.Fatal(err)
	}
	// Remove one entry so that the next run writes one and trims (and the root entries, which
	// would answer for the root without reading any file's).
	os.RemoveAll(filepath.Join(dir, "roots"))
	es := entries(t, dir)
	for _, p := range es {
		if p != old {
			os.Remove(p)
			break
		}
	}
	got, n := cacheScan(t, dir, max, "../testdata/servers")
	if got != want || n == 0 || n == extracted {
		t.Fatalf("trim run: %d of %d extracted, output identical %v", n, extracted, got == want)
	}
	total = 0
	for _, p := range append(entries(t, dir), entries(t, filepath.Join(dir, "roots"))...) {
		fi, _ := os.Stat(p)
		total += fi.Size()
	}
	if total > max {
		t.Errorf("cache holds %d bytes after the trim, bound %d", total, max)
	}
	if _, err := os.Stat(old); err == nil {
		t.Error("the least recently used entry survived the trim")
	}
}

func timeAgo(hours int) time.Time { return time.Now().Add(-time.Duration(hours) * time.Hour) }

// TestWalkSendsLargestFirst: within a window, the walk hands the workers the largest files
// first, each with its place in the walk.
func TestWalkSendsLargestFirst(t *testing.T) {
	dir := tree(t, map[string]string{"a.go": "package a\n", "b/big.go": "package b\n" + strings.Repeat("// x\n", 500),
		"c.go": "package c\n" + strings.Repeat("// x\n", 20)})
	s := &session{opts: Options{}, table: dialectTable([]extract.Language{stubLang{}})}
	real, _, err := rootOf(dir)
	if err != nil {
		t.Fatal(err)
	}
	jobs := make(chan fileJob, 10)
	if err := s.walk(context.Background(), rootSpec{arg: dir, real: real, isDir: true}, jobs, func(finding.Skipped) {}, func() {}); err != nil {
		t.Fatal(err)
	}
	close(jobs)
	var got []string
	for j := range jobs {
		got = append(got, fmt.Sprintf("%s#%d", j.rel, j.seq))
	}
	if want := "[b/big.go#1 c.go#2 a.go#0]"; fmt.Sprint(got) != want {
		t.Errorf("jobs %v, want %s", got, want)
	}
}

// TestCacheTrimSpared: a run that writes while the size the last walk found, plus what was
// written since, stays within the bound does not walk the cache (a stale temporary file, which a
// walk removes, stays); once the last walk is older than sizeWalkEvery, the next run walks.
func TestCacheTrimSpared(t *testing.T) {
	dir := t.TempDir()
	cacheScan(t, dir, 0, "../testdata/servers") // fills, walks, and notes the size
	stale := filepath.Join(dir, "zz", "stale.tmp")
	writeFile(t, stale, "left by a crash")
	if err := os.Chtimes(stale, timeAgo(2), timeAgo(2)); err != nil {
		t.Fatal(err)
	}
	rewrite := func() { // one entry gone: the next run writes it again
		os.RemoveAll(filepath.Join(dir, "roots"))
		os.Remove(entries(t, dir)[0])
	}
	rewrite()
	cacheScan(t, dir, 0, "../testdata/servers")
	if _, err := os.Stat(stale); err != nil {
		t.Fatal("a run within the bound walked the cache")
	}
	size, ok := (&contentCache{dir: dir}).lastSize()
	if !ok || size <= 0 {
		t.Fatalf("size file: %d, %v", size, ok)
	}
	writeFile(t, filepath.Join(dir, sizeFile), fmt.Sprintf("%d %d\n", size, timeAgo(25).Unix()))
	rewrite()
	cacheScan(t, dir, 0, "../testdata/servers")
	if _, err := os.Stat(stale); err == nil {
		t.Error("a run a day after the last walk did not walk the cache")
	}
}
