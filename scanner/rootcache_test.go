package scanner

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// copyTree copies the directory src into a new temporary directory and returns it.
func copyTree(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// optScan scans opts's roots with the real languages, the cache in dir ("" for none), and
// returns the document as JSON and how many files were extracted.
func optScan(t *testing.T, dir string, opts Options) (string, int64) {
	t.Helper()
	langs, n := countingLangs()
	opts.CacheDir = dir
	doc, err := Scan(context.Background(), opts, langs...)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(doc, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b), n.Load()
}

// dropFileEntries removes the content cache's entries in dir, keeping the root entries: a scan
// that extracts nothing afterwards took its roots' results from the root cache alone.
func dropFileEntries(t *testing.T, dir string) {
	t.Helper()
	for _, p := range entries(t, dir) {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}
}

func writeFile(t *testing.T, p, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRootCacheWarmIsCold: a warm scan prints what a scan without the cache prints, byte for
// byte, for one root and for several, and takes each root's result from its root entry alone
// (with every file entry gone, it extracts nothing).
func TestRootCacheWarmIsCold(t *testing.T) {
	for _, roots := range [][]string{
		{"../testdata/servers/typescript-sdk"},
		{"../testdata/servers", "testdata/callpass", "../testdata/servers/jlowin-fastmcp-v3/inventory.py"},
	} {
		opts := Options{Roots: roots}
		want, extracted := optScan(t, "", opts)
		dir := t.TempDir()
		if got, _ := optScan(t, dir, opts); got != want {
			t.Fatalf("%v: filling the cache changed the output:\n%s", roots, firstDiff(got, want))
		}
		if n := len(entries(t, filepath.Join(dir, "roots"))); n != len(roots) {
			t.Errorf("%v: %d root entries, want %d", roots, n, len(roots))
		}
		dropFileEntries(t, dir)
		got, n := optScan(t, dir, opts)
		if got != want {
			t.Errorf("%v: a warm scan's output differs:\n%s", roots, firstDiff(got, want))
		}
		if n != 0 {
			t.Errorf("%v: a warm scan extracted %d of %d files, want none (the root entries answer)", roots, n, extracted)
		}
	}
}

// TestRootCacheMisses: after each change of a root's input (a file's bytes, a file added,
// removed or renamed, a manifest's SDK version, an option), a warm scan prints what a scan
// without the cache prints for the new input, which differs from the old one's.
func TestRootCacheMisses(t *testing.T) {
	root := copyTree(t, "../testdata/servers/jlowin-fastmcp-v3")
	ts := copyTree(t, "../testdata/servers/typescript-sdk")
	src, err := os.ReadFile(filepath.Join(root, "inventory.py"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	opts := Options{Roots: []string{root, ts}}
	prev, _ := optScan(t, dir, opts)
	steps := []struct {
		name   string
		change func()
	}{
		{"content", func() {
			writeFile(t, filepath.Join(root, "inventory.py"), strings.Replace(string(src), "is_error=True", "is_error=False", 1))
		}},
		{"added", func() { writeFile(t, filepath.Join(root, "more.py"), string(src)) }},
		{"removed", func() { os.Remove(filepath.Join(root, "inventory.py")) }},
		{"renamed", func() { os.Rename(filepath.Join(root, "more.py"), filepath.Join(root, "stock.py")) }},
		{"sdk version", func() {
			writeFile(t, filepath.Join(root, "pyproject.toml"), "[project]\nname = \"inventory-mcp\"\ndependencies = [\"fastmcp==2.3.0\"]\n")
		}},
		{"manifest removed", func() { os.Remove(filepath.Join(root, "pyproject.toml")) }},
		{"tsconfig added", func() {
			writeFile(t, filepath.Join(ts, "tsconfig.json"), `{"compilerOptions": {"baseUrl": "src", "paths": {"@lib/*": ["lib/*"]}}}`)
		}},
		{"option", func() { opts.KeepCandidates = true }},
	}
	for _, st := range steps {
		st.change()
		want, _ := optScan(t, "", opts)
		if want == prev && st.name != "tsconfig added" {
			t.Fatalf("%s: the change changed nothing: the step shows nothing", st.name)
		}
		got, _ := optScan(t, dir, opts)
		if got != want {
			t.Errorf("%s: the warm scan's output is not the cold scan's:\n%s", st.name, firstDiff(got, want))
		}
		prev = want
	}
}

// TestRootCacheCorruptEntry: a root entry cut short, flipped, emptied or replaced is a miss:
// the root is scanned again, its output the cold one's, and its entry written again.
func TestRootCacheCorruptEntry(t *testing.T) {
	opts := Options{Roots: []string{"../testdata/servers/typescript-sdk"}}
	want, extracted := optScan(t, "", opts)
	dir := t.TempDir()
	optScan(t, dir, opts)
	es := entries(t, filepath.Join(dir, "roots"))
	if len(es) != 1 {
		t.Fatalf("%d root entries, want 1", len(es))
	}
	good, _ := os.ReadFile(es[0])
	for i, spoil := range []func([]byte) []byte{
		func(b []byte) []byte { return b[:len(b)-3] },
		func(b []byte) []byte { c := append([]byte(nil), b...); c[len(c)-1] ^= 0xff; return c },
		func([]byte) []byte { return nil },
		func(b []byte) []byte { return append(append([]byte(nil), b...), 0) },
		func([]byte) []byte { return []byte(cacheFormat + " " + filepath.Base(es[0]) + " 1 00\nx") },
	} {
		if err := os.WriteFile(es[0], spoil(good), 0o644); err != nil {
			t.Fatal(err)
		}
		dropFileEntries(t, dir)
		got, n := optScan(t, dir, opts)
		if got != want || n != extracted {
			t.Errorf("spoil %d: %d of %d files extracted, output identical %v", i, n, extracted, got == want)
		}
		if b, _ := os.ReadFile(es[0]); string(b) != string(good) {
			t.Errorf("spoil %d: the entry was not written again", i)
		}
	}
}

// TestRootCacheOneRootChanged: with two roots, a file changed in one re-links that root only:
// the other's entry answers (nothing of its files is extracted, and the hit refreshes its
// entry's time, which was two hours old, while the changed root's old entry stays as it was).
func TestRootCacheOneRootChanged(t *testing.T) {
	a := copyTree(t, "../testdata/servers/typescript-sdk")
	b := copyTree(t, "../testdata/servers/jlowin-fastmcp-v3")
	opts := Options{Roots: []string{a, b}}
	dir := t.TempDir()
	optScan(t, dir, opts)
	es := entries(t, filepath.Join(dir, "roots"))
	if len(es) != 2 {
		t.Fatalf("%d root entries, want 2", len(es))
	}
	old := time.Now().Add(-2 * time.Hour).Truncate(time.Second)
	for _, p := range es {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	dropFileEntries(t, dir)
	p := filepath.Join(a, "src", "tracker.ts")
	body, _ := os.ReadFile(p)
	writeFile(t, p, string(body)+"\n// changed\n")
	_, extractedA := optScan(t, "", Options{Roots: []string{a}})
	got, n := optScan(t, dir, opts)
	if n != extractedA {
		t.Errorf("%d files extracted, want root a's %d alone", n, extractedA)
	}
	cold, _ := optScan(t, "", opts)
	if got != cold {
		t.Errorf("output differs from the cold scan's:\n%s", firstDiff(got, cold))
	}
	used := 0
	for _, p := range es {
		if fi, err := os.Stat(p); err == nil && fi.ModTime().After(old.Add(time.Hour)) {
			used++
		}
	}
	if used != 1 {
		t.Errorf("%d of the two root entries used, want 1 (root b's)", used)
	}
	if n := len(entries(t, filepath.Join(dir, "roots"))); n != 3 {
		t.Errorf("%d root entries, want 3 (a's new one)", n)
	}
}
