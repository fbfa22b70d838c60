package corpus

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var local = URLPolicy{AllowLocal: true}

func TestAcquireShallowThenCached(t *testing.T) {
	tr := newTestRepo(t)
	tr.commit(map[string]string{"a.go": "package a\n"})
	head := tr.commit(map[string]string{"b.py": "print(1)\n", "sub/c.ts": "x\n"})
	cache := t.TempDir()
	rec, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Status != StatusOK || rec.Commit != head || rec.Files != 3 || rec.Pinned {
		t.Fatalf("got %+v", rec)
	}
	if b, err := os.ReadFile(filepath.Join(rec.ScanDir, "sub", "c.ts")); err != nil || string(b) != "x\n" {
		t.Fatalf("checkout content: %q %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(rec.Dir, ".git")); !os.IsNotExist(err) {
		t.Errorf("checkout has a .git: %v", err)
	}
	again, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: cache, Commit: head})
	if err != nil || again.Status != StatusCached || again.Dir != rec.Dir {
		t.Fatalf("second acquisition: %+v %v", again, err)
	}
}

func TestAcquirePinnedCommit(t *testing.T) {
	tr := newTestRepo(t)
	first := tr.commit(map[string]string{"a.go": "v1\n"})
	tr.commit(map[string]string{"a.go": "v2\n"})
	dir, commit, cleanup, err := AcquireOne(context.Background(), tr.url(), AcquireOptions{Policy: local, Commit: first})
	defer cleanup()
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.go")); commit != first || string(b) != "v1\n" {
		t.Fatalf("commit %s content %q", commit, b)
	}
	cleanup()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("cleanup left %s", dir)
	}
}

func TestAcquireSubfolder(t *testing.T) {
	tr := newTestRepo(t)
	tr.commit(map[string]string{"servers/x/main.go": "package main\n", "README.md": "r\n"})
	dir, _, cleanup, err := AcquireOne(context.Background(), tr.url(), AcquireOptions{Policy: local, Subfolder: "servers/x"})
	defer cleanup()
	if err != nil || filepath.Base(dir) != "x" {
		t.Fatalf("dir %s err %v", dir, err)
	}
	_, _, cleanup2, err := AcquireOne(context.Background(), tr.url(), AcquireOptions{Policy: local, Subfolder: "servers/missing"})
	defer cleanup2()
	if ReasonOf(err) != ReasonEmpty {
		t.Fatalf("missing subfolder: %v", err)
	}
	if _, _, _, err := AcquireOne(context.Background(), tr.url(), AcquireOptions{Policy: local, Subfolder: "../etc"}); err == nil {
		t.Fatal("subfolder with .. accepted")
	}
}

func TestAcquireSymlinksNeverLeave(t *testing.T) {
	tr := newTestRepo(t)
	tr.commit(map[string]string{
		"real/f.go":  "package f\n",
		"inside":     "->real/f.go",
		"abs":        "->/etc/passwd",
		"up":         "->../../outside",
		"dot":        "->.",
		"through":    "->dot/../outside",
		"real/again": "->../inside",
	})
	rec, cleanup, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local})
	defer cleanup()
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(rec.Symlinks)
	if want := []string{"abs", "through", "up"}; !slices.Equal(rec.Symlinks, want) {
		t.Errorf("removed links %v, want %v", rec.Symlinks, want)
	}
	for _, kept := range []string{"inside", "dot", "real/again"} {
		if fi, err := os.Lstat(filepath.Join(rec.Dir, kept)); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("link %s not kept: %v", kept, err)
		}
	}
	for _, gone := range rec.Symlinks {
		if _, err := os.Lstat(filepath.Join(rec.Dir, gone)); !os.IsNotExist(err) {
			t.Errorf("link %s still present", gone)
		}
	}
}

func TestAcquireCapsRemovePartial(t *testing.T) {
	tr := newTestRepo(t)
	tr.commit(map[string]string{"a": "1", "b": "2", "c": "3", "big": strings.Repeat("x", 200_000)})
	for name, o := range map[string]AcquireOptions{
		"files": {MaxFiles: 2},
		"bytes": {MaxBytes: 100_000},
	} {
		t.Run(name, func(t *testing.T) {
			cache := t.TempDir()
			o.Policy, o.CacheDir = local, cache
			_, _, err := acquire(context.Background(), tr.url(), o)
			if ReasonOf(err) != ReasonTooLarge {
				t.Fatalf("got %v, want too large", err)
			}
			if ents, _ := os.ReadDir(cache); len(ents) != 0 {
				t.Errorf("partial clone left behind: %v", ents)
			}
		})
	}
}

func TestAcquireFailures(t *testing.T) {
	empty := newTestRepo(t)
	cases := []struct {
		url, reason string
		policy      URLPolicy
	}{
		{empty.url(), ReasonEmpty, local},
		{"file://" + filepath.Join(t.TempDir(), "vanished"), ReasonUnreachable, local},
		{empty.url(), ReasonHostSupported, URLPolicy{}},
		{"ssh://git@github.com/a/b", ReasonHostSupported, local},
		{"git@github.com:a/b.git", ReasonHostSupported, local},
		{"http://github.com/a/b", ReasonHostSupported, local},
		{"https://github.com/a/../b", ReasonHostSupported, local},
	}
	for _, c := range cases {
		rec, _, err := acquire(context.Background(), c.url, AcquireOptions{Policy: c.policy, CacheDir: t.TempDir()})
		if err == nil || ReasonOf(err) != c.reason || rec.Status != StatusFailed {
			t.Errorf("%s: got %v (%s), want reason %q", c.url, err, ReasonOf(err), c.reason)
		}
	}
	_, _, err := acquire(context.Background(), "ftp://x/y", AcquireOptions{})
	if !errors.Is(err, ErrScheme) {
		t.Errorf("ftp: %v, want ErrScheme", err)
	}
}

func TestAcquireRedactsCredentials(t *testing.T) {
	rec, _, err := acquire(context.Background(), "https://user:hunter2@127.0.0.1:1/a/b", AcquireOptions{Timeout: 5e9})
	if err == nil {
		t.Fatal("want an error from a closed port")
	}
	if strings.Contains(rec.URL+err.Error(), "hunter2") {
		t.Errorf("credentials leaked: %s / %v", rec.URL, err)
	}
}
