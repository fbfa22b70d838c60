package corpus

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// Repositories whose trees a normal git client would never write: they are built object by
// object, so that acquisition meets what a hostile server could send.

// putBlob stores a blob and returns its hash.
func (tr *testRepo) putBlob(content string) plumbing.Hash {
	tr.t.Helper()
	obj := tr.repo.Storer.NewEncodedObject()
	obj.SetType(plumbing.BlobObject)
	w, err := obj.Writer()
	if err != nil {
		tr.t.Fatal(err)
	}
	w.Write([]byte(content))
	w.Close()
	h, err := tr.repo.Storer.SetEncodedObject(obj)
	if err != nil {
		tr.t.Fatal(err)
	}
	return h
}

// putTree stores a tree with the given entries, unchecked, and returns its hash.
func (tr *testRepo) putTree(entries []object.TreeEntry) plumbing.Hash {
	tr.t.Helper()
	obj := tr.repo.Storer.NewEncodedObject()
	if err := (&object.Tree{Entries: entries}).Encode(obj); err != nil {
		tr.t.Fatal(err)
	}
	h, err := tr.repo.Storer.SetEncodedObject(obj)
	if err != nil {
		tr.t.Fatal(err)
	}
	return h
}

// commitTree commits a tree on the default branch and returns the commit hash.
func (tr *testRepo) commitTree(tree plumbing.Hash) string {
	tr.t.Helper()
	sig := object.Signature{Name: "t", Email: "t@example.com", When: time.Unix(1700000000, 0)}
	obj := tr.repo.Storer.NewEncodedObject()
	if err := (&object.Commit{Author: sig, Committer: sig, Message: "hostile", TreeHash: tree}).Encode(obj); err != nil {
		tr.t.Fatal(err)
	}
	h, err := tr.repo.Storer.SetEncodedObject(obj)
	if err != nil {
		tr.t.Fatal(err)
	}
	if err := tr.repo.Storer.SetReference(plumbing.NewHashReference(plumbing.NewBranchReferenceName("master"), h)); err != nil {
		tr.t.Fatal(err)
	}
	return h.String()
}

// TestAcquireHostileTreePaths: tree entries named "..", ".git" (any case), with a backslash or
// absolute are skipped with a note, never written, and the rest of the checkout is kept.
func TestAcquireHostileTreePaths(t *testing.T) {
	tr := newTestRepo(t)
	evil := tr.putBlob("owned\n")
	sub := tr.putTree([]object.TreeEntry{{Name: "evil", Mode: filemode.Regular, Hash: evil}})
	tree := tr.putTree([]object.TreeEntry{
		{Name: "..", Mode: filemode.Dir, Hash: sub},
		{Name: ".GIT", Mode: filemode.Dir, Hash: sub},
		{Name: ".git", Mode: filemode.Dir, Hash: sub},
		{Name: `a\..\..\evil`, Mode: filemode.Regular, Hash: evil},
		{Name: "ok.go", Mode: filemode.Regular, Hash: tr.putBlob("package ok\n")},
		{Name: "pkg", Mode: filemode.Dir, Hash: tr.putTree([]object.TreeEntry{
			{Name: "..", Mode: filemode.Dir, Hash: sub},
			{Name: "x.go", Mode: filemode.Regular, Hash: tr.putBlob("package pkg\n")},
		})},
	})
	tr.commitTree(tree)
	parent := t.TempDir()
	cache := filepath.Join(parent, "cache")
	rec, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Files != 2 {
		t.Errorf("files %d, want 2 (ok.go, pkg/x.go)", rec.Files)
	}
	if n := strings.Count(rec.Detail, "skipped an entry: invalid path"); n != 5 {
		t.Errorf("%d entries noted as skipped, want 5: %s", n, rec.Detail)
	}
	err = filepath.Walk(parent, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.Name() == "evil" {
			t.Errorf("hostile entry written at %s", p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(rec.Dir, "pkg", "x.go")); err != nil {
		t.Errorf("safe file missing: %v", err)
	}
}

// TestAcquireManyFiles: a tree of many files (one blob under many names, as a hostile
// repository would send a million) stops at the file cap with a reason, leaving nothing behind.
func TestAcquireManyFiles(t *testing.T) {
	tr := newTestRepo(t)
	blob := tr.putBlob("x\n")
	var files []object.TreeEntry
	for i := 0; i < 100; i++ {
		files = append(files, object.TreeEntry{Name: fmt.Sprintf("f%03d", i), Mode: filemode.Regular, Hash: blob})
	}
	leaf := tr.putTree(files)
	var dirs []object.TreeEntry
	for i := 0; i < 50; i++ {
		dirs = append(dirs, object.TreeEntry{Name: fmt.Sprintf("d%02d", i), Mode: filemode.Dir, Hash: leaf})
	}
	tr.commitTree(tr.putTree(dirs)) // 5,000 files
	cache := t.TempDir()
	rec, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache, MaxFiles: 1000})
	if ReasonOf(err) != ReasonTooLarge || rec.Status != StatusFailed || !strings.Contains(rec.Detail, "more than 1000 files") {
		t.Fatalf("got %v, record %+v", err, rec)
	}
	if ents, _ := os.ReadDir(cache); len(ents) != 0 {
		t.Errorf("partial checkout left behind: %v", ents)
	}
	rec, _, err = acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache})
	if err != nil || rec.Files != 5000 {
		t.Fatalf("under the default cap: %v, %d files", err, rec.Files)
	}
}

// TestAcquireTimeout: a server that accepts the connection and never answers is given up on
// at the timeout, with the reason and the timeout in the record.
func TestAcquireTimeout(t *testing.T) {
	url, _ := silentServer(t)
	cache := t.TempDir()
	rec, _, err := acquire(context.Background(), url, AcquireOptions{CacheDir: cache, Timeout: 300 * time.Millisecond})
	if err == nil || rec.Status != StatusFailed || rec.Reason != ReasonUnreachable || !strings.Contains(rec.Detail, "timed out after 300ms") {
		t.Fatalf("got %v, record %+v", err, rec)
	}
	if ents, _ := os.ReadDir(cache); len(ents) != 0 {
		t.Errorf("partial clone left behind: %v", ents)
	}
}

// TestAcquireLocalPathPolicy: local paths are refused without AllowLocal, and with it a path
// that climbs out with ".." is refused too.
func TestAcquireLocalPathPolicy(t *testing.T) {
	tr := newTestRepo(t)
	tr.commit(map[string]string{"a.go": "package a\n"})
	for _, c := range []struct {
		url    string
		policy URLPolicy
		ok     bool
	}{
		{tr.dir, URLPolicy{}, false},
		{tr.url(), URLPolicy{}, false},
		{tr.dir, local, true},
		{tr.url() + "/../" + filepath.Base(tr.dir), local, false},
	} {
		_, _, err := acquire(context.Background(), c.url, AcquireOptions{Policy: c.policy, CacheDir: t.TempDir()})
		if (err == nil) != c.ok {
			t.Errorf("%s allow-local=%v: err %v, want ok=%v", c.url, c.policy.AllowLocal, err, c.ok)
		}
	}
}

// TestAcquireKeepsCacheWhenSourceVanishes: a repository deleted after it was acquired is still
// served from the cache, pinned or not, so a re-run loses nothing already acquired.
func TestAcquireKeepsCacheWhenSourceVanishes(t *testing.T) {
	tr := newTestRepo(t)
	head := tr.commit(map[string]string{"a.go": "package a\n"})
	cache := t.TempDir()
	if _, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache}); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(tr.dir); err != nil {
		t.Fatal(err)
	}
	for _, commit := range []string{"", head} {
		rec, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache, Commit: commit})
		if err != nil || rec.Status != StatusCached || rec.Commit != head {
			t.Errorf("commit %q after the source vanished: %+v %v", commit, rec, err)
		}
	}
	other := strings.Repeat("1", 40)
	if rec, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache, Commit: other}); err == nil || rec.Reason != ReasonUnreachable {
		t.Errorf("another commit of a vanished source: %+v %v", rec, err)
	}
	if b, err := os.ReadFile(filepath.Join(cache, cacheSlug(tr.url()), "a.go")); err != nil || string(b) != "package a\n" {
		t.Errorf("a failed acquisition of another commit touched the cached checkout: %q %v", b, err)
	}
}
