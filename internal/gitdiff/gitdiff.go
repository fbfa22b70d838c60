// Package gitdiff tells which lines of the working tree changed since a git revision, for
// --new-from-rev: the file at the revision (from its tree, read with go-git) is diffed line by
// line against the file on disk, so committed, staged and unstaged changes all count, and a
// file the revision does not have (new, or untracked) is changed on every line.
package gitdiff

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/utils/diff"
	"github.com/sergi/go-diff/diffmatchpatch"
)

// maxBlob caps the size of a file read from the revision; a larger one counts as changed on
// every line rather than being diffed.
const maxBlob = 16 << 20

// diffTimeout bounds one file's diff; past it the diff degrades to "everything changed", which
// reports more findings, never fewer.
const diffTimeout = 5 * time.Second

// Changes answers, for files of one repository's working tree, which lines changed since a
// revision. It is safe for concurrent use.
type Changes struct {
	Rev    string        // the revision as given
	Commit plumbing.Hash // what it resolved to
	root   string        // the working tree's root, absolute, symlinks resolved
	tree   *object.Tree

	mu    sync.Mutex
	files map[string]*lineSet // by slash path relative to root
}

// lineSet is the changed lines of one file; all means every line.
type lineSet struct {
	all   bool
	lines map[int]bool
}

// Open finds the repository that holds dir (dir or a parent has its .git; linked worktrees
// included) and resolves rev in it.
func Open(dir, rev string) (*Changes, error) {
	if rev == "" || strings.HasPrefix(rev, "-") {
		return nil, fmt.Errorf("invalid revision %q", rev)
	}
	repo, err := git.PlainOpenWithOptions(dir, &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	wt, err := repo.Worktree()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	hash, err := repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		return nil, fmt.Errorf("revision %q: %w", rev, err)
	}
	commit, err := repo.CommitObject(*hash)
	if err != nil {
		return nil, fmt.Errorf("revision %q (%s): %w", rev, hash, err)
	}
	tree, err := commit.Tree()
	if err != nil {
		return nil, fmt.Errorf("revision %q (%s): %w", rev, hash, err)
	}
	root, err := filepath.EvalSymlinks(wt.Filesystem.Root())
	if err != nil {
		return nil, err
	}
	return &Changes{Rev: rev, Commit: *hash, root: root, tree: tree, files: map[string]*lineSet{}}, nil
}

// Root returns the working tree's root.
func (c *Changes) Root() string { return c.root }

// Rel returns abs as a slash path relative to the working tree, and false when it is outside.
func (c *Changes) Rel(abs string) (string, bool) {
	if real, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		abs = filepath.Join(real, filepath.Base(abs))
	}
	rel, err := filepath.Rel(c.root, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// Changed reports whether any line from first to last (1-based, inclusive) of the file at abs
// changed since the revision. A file outside the working tree, or one that cannot be compared
// (the error says why), counts as changed: a finding is never dropped for want of a diff.
func (c *Changes) Changed(abs string, first, last int) (bool, error) {
	rel, ok := c.Rel(abs)
	if !ok {
		return true, fmt.Errorf("%s is outside the repository at %s", abs, c.root)
	}
	set, err := c.linesOf(rel, abs)
	if err != nil {
		return true, err
	}
	if set.all {
		return true, nil
	}
	if last < first {
		last = first
	}
	for l := first; l <= last; l++ {
		if set.lines[l] {
			return true, nil
		}
	}
	return false, nil
}

// linesOf returns the changed lines of a file, computed once.
func (c *Changes) linesOf(rel, abs string) (*lineSet, error) {
	c.mu.Lock()
	set, ok := c.files[rel]
	c.mu.Unlock()
	if ok {
		return set, nil
	}
	set, err := c.compute(rel, abs)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.files[rel] = set
	c.mu.Unlock()
	return set, nil
}

func (c *Changes) compute(rel, abs string) (*lineSet, error) {
	f, err := c.tree.File(rel)
	if errors.Is(err, object.ErrFileNotFound) {
		return &lineSet{all: true}, nil // new since the revision, or untracked
	}
	if err != nil {
		return nil, fmt.Errorf("%s at %s: %w", rel, c.Rev, err)
	}
	if f.Size > maxBlob {
		return &lineSet{all: true}, nil
	}
	old, err := blobText(f)
	if err != nil {
		return nil, fmt.Errorf("%s at %s: %w", rel, c.Rev, err)
	}
	cur, err := os.ReadFile(abs)
	if err != nil {
		return nil, err
	}
	return changedLines(old, string(cur)), nil
}

func blobText(f *object.File) (string, error) {
	r, err := f.Reader()
	if err != nil {
		return "", err
	}
	defer r.Close()
	b, err := io.ReadAll(io.LimitReader(r, maxBlob+1))
	return string(b), err
}

// changedLines returns the lines of cur that a line diff from old inserts.
func changedLines(old, cur string) *lineSet {
	set := &lineSet{lines: map[int]bool{}}
	line := 1
	for _, d := range diff.DoWithTimeout(old, cur, diffTimeout) {
		n := countLines(d.Text)
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			line += n
		case diffmatchpatch.DiffInsert:
			for i := 0; i < n; i++ {
				set.lines[line+i] = true
			}
			line += n
		}
	}
	return set
}

// countLines counts the lines of a diff chunk, the last one possibly without its newline.
func countLines(s string) int {
	n := strings.Count(s, "\n")
	if s != "" && !strings.HasSuffix(s, "\n") {
		n++
	}
	return n
}
