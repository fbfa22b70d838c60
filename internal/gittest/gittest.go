// Package gittest makes real git repositories with go-git for tests: files written and
// committed under a fixed author and time, so that tests never need a git binary.
package gittest

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// Signature is the author and committer of every commit: the same hashes on every run.
var Signature = object.Signature{Name: "t", Email: "t@example.com", When: time.Unix(1700000000, 0)}

// Write writes files (slash-separated names relative to dir, and their contents) under dir,
// creating directories as needed.
func Write(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// Commit writes files under dir, adds exactly those files and commits them with message msg; dir
// becomes a repository first when it is none. It returns the commit's hash.
func Commit(t testing.TB, dir string, files map[string]string, msg string) plumbing.Hash {
	t.Helper()
	Write(t, dir, files)
	wt := worktree(t, dir)
	for name := range files {
		if _, err := wt.Add(name); err != nil {
			t.Fatal(err)
		}
	}
	return commit(t, wt, msg)
}

// CommitAll adds everything under dir and commits it with message msg; dir becomes a repository
// first when it is none. It returns the commit's hash.
func CommitAll(t testing.TB, dir, msg string) plumbing.Hash {
	t.Helper()
	wt := worktree(t, dir)
	if err := wt.AddGlob("."); err != nil {
		t.Fatal(err)
	}
	return commit(t, wt, msg)
}

// worktree opens dir's repository, or makes one there.
func worktree(t testing.TB, dir string) *git.Worktree {
	t.Helper()
	r, err := git.PlainOpen(dir)
	if errors.Is(err, git.ErrRepositoryNotExists) {
		r, err = git.PlainInit(dir, false)
	}
	if err != nil {
		t.Fatal(err)
	}
	wt, err := r.Worktree()
	if err != nil {
		t.Fatal(err)
	}
	return wt
}

func commit(t testing.TB, wt *git.Worktree, msg string) plumbing.Hash {
	t.Helper()
	sig := Signature
	h, err := wt.Commit(msg, &git.CommitOptions{Author: &sig, Committer: &sig})
	if err != nil {
		t.Fatal(err)
	}
	return h
}
