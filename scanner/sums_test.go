package scanner

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// scanLater moves the scans' start d ahead of the clock for the test: the files the test wrote
// are then settled (sums.go), as a checkout's files are at a later scan.
func scanLater(t *testing.T, d time.Duration) {
	old := scanClock
	scanClock = func() time.Time { return time.Now().Add(d) }
	t.Cleanup(func() { scanClock = old })
}

// inspected returns options that show each file read to a record, and the record's reader and
// reset.
func inspected(roots ...string) (Options, func() []string) {
	var mu sync.Mutex
	var seen []string
	opts := Options{Roots: roots, InspectMarker: "mcperr:ignore", Inspect: func(p string, _ []byte) {
		mu.Lock()
		seen = append(seen, p)
		mu.Unlock()
	}}
	take := func() []string {
		mu.Lock()
		defer mu.Unlock()
		out := seen
		seen = nil
		slices.Sort(out)
		return out
	}
	return opts, take
}

// TestFileSumsSpareReads: a warm scan of a settled tree reads again only the files whose bytes
// Inspect must see (they hold InspectMarker); a file rewritten with bytes of the same length
// and its modification time set back, which only its change time tells apart, is read again and
// the output is the cold scan's for its new bytes; a tree written just before the scan is read
// every time.
func TestFileSumsSpareReads(t *testing.T) {
	root := copyTree(t, "../testdata/servers/jlowin-fastmcp-v3")
	writeFile(t, filepath.Join(root, "marked.py"), "x = 1  # mcperr:ignore errorresult -- a test\n")
	opts, take := inspected(root)
	dir := t.TempDir()

	// Written just now: not settled, so every warm scan reads every file.
	optScan(t, dir, opts)
	all := take()
	if !slices.Equal(all, []string{"inventory.py", "marked.py"}) {
		t.Fatalf("the scan showed %d files to Inspect: %v", len(all), all)
	}
	optScan(t, dir, opts)
	if got := take(); !slices.Equal(got, all) {
		t.Errorf("files just written: the warm scan read %v, want all of %v", got, all)
	}

	scanLater(t, time.Hour)
	optScan(t, dir, opts) // records the settled files' sums
	take()
	want, _ := optScan(t, "", opts)
	take()
	got, _ := optScan(t, dir, opts)
	if shown := take(); !slices.Equal(shown, []string{"marked.py"}) {
		t.Errorf("settled tree: the warm scan read %v, want only marked.py", shown)
	}
	if got != want {
		t.Errorf("settled tree: the warm scan's output is not the cold scan's:\n%s", firstDiff(got, want))
	}

	p := filepath.Join(root, "inventory.py")
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile(p)
	changed := strings.Replace(string(src), "is_error=True", "is_error=None", 1)
	writeFile(t, p, changed)
	if err := os.Chtimes(p, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if now, _ := os.Stat(p); now.Size() != fi.Size() || !now.ModTime().Equal(fi.ModTime()) {
		t.Fatal("the rewritten file's size or time differs: the step shows nothing")
	}
	cold, _ := optScan(t, "", opts)
	take()
	if cold == want {
		t.Fatal("the change changed nothing: the step shows nothing")
	}
	got, _ = optScan(t, dir, opts)
	if shown := take(); !slices.Equal(shown, []string{"inventory.py", "marked.py"}) {
		t.Errorf("one file rewritten: the warm scan read %v, want inventory.py and marked.py", shown)
	}
	if got != cold {
		t.Errorf("one file rewritten: the warm scan's output is not the cold scan's:\n%s", firstDiff(got, cold))
	}
}

// TestFileSumsMissesSettled is TestRootCacheMisses on settled files, whose sums the warm scans
// take from the root's sums entry instead of reading them.
func TestFileSumsMissesSettled(t *testing.T) {
	scanLater(t, time.Hour)
	TestRootCacheMisses(t)
}

// TestFileSumsEntry: a sums entry holds what it was given, and a spoiled one is no entry.
func TestFileSumsEntry(t *testing.T) {
	c, err := openCache(t.TempDir(), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := rootSpec{arg: "a", real: "/a", isDir: true}
	start := time.Now()
	rs := c.getSums(r, start, "m")
	st := fileStat{ok: true, dev: 1, ino: 2, size: 3, mtime: 4, ctime: 5, mode: 6}
	rs.record("/a/x", st, []byte("abc"), [32]byte{7})
	rs.record("/a/y", fileStat{ok: true, size: 2, ctime: start.UnixNano()}, []byte("ab"), [32]byte{8}) // not settled
	rs.record("/a/z", fileStat{ok: true, size: 9}, []byte("ab"), [32]byte{9})                          // grew
	c.putSums(rs)
	back := c.getSums(r, start, "m")
	if len(back.old) != 1 || back.old["/a/x"] != (fileSum{st: st, n: 3, sum: [32]byte{7}}) {
		t.Fatalf("entry read back: %+v", back.old)
	}
	if _, ok := back.lookup("/a/x", st, 3); !ok {
		t.Error("lookup of the recorded stat missed")
	}
	for name, o := range map[string]fileStat{"ctime": {ok: true, dev: 1, ino: 2, size: 3, mtime: 4, ctime: 6, mode: 6},
		"inode": {ok: true, dev: 1, ino: 3, size: 3, mtime: 4, ctime: 5, mode: 6}} {
		if _, ok := back.lookup("/a/x", o, 3); ok {
			t.Errorf("lookup with another %s hit", name)
		}
	}
	if _, ok := back.lookup("/a/x", st, 2); ok {
		t.Error("lookup of a file larger than the limit hit")
	}
	if other := c.getSums(r, start, "n"); len(other.old) != 0 {
		t.Error("another InspectMarker read the entry")
	}
	p := c.entryPath("sums", rs.key)
	b, _ := os.ReadFile(p)
	os.WriteFile(p, b[:len(b)-1], 0o644)
	if spoiled := c.getSums(r, start, "m"); len(spoiled.old) != 0 {
		t.Error("a cut entry was read")
	}
}
