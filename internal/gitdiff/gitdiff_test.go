package gitdiff

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/gittest"
)

// repo makes a repository with go-git in a temporary directory, commits files in it, and
// returns its directory.
func repo(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	gittest.Commit(t, dir, files, "first")
	return dir
}

const five = "one\ntwo\nthree\nfour\nfive\n"

func TestChangedSinceRevision(t *testing.T) {
	dir := repo(t, map[string]string{"a/x.py": five, "b.py": five})
	// A second commit changes line 2 of x.py; then, uncommitted, line 4 changes and a line is
	// added after the last; an untracked file appears.
	gittest.Commit(t, dir, map[string]string{"a/x.py": "one\nTWO\nthree\nfour\nfive\n"}, "second")
	gittest.Write(t, dir, map[string]string{"a/x.py": "one\nTWO\nthree\nFOUR\nfive\nsix\n", "new.py": "x\ny\n"})

	c, err := Open(filepath.Join(dir, "a"), "HEAD~1")
	if err != nil {
		t.Fatal(err)
	}
	x := filepath.Join(dir, "a", "x.py")
	for _, tc := range []struct {
		path        string
		first, last int
		want        bool
	}{
		{x, 1, 1, false},
		{x, 2, 2, true}, // committed since HEAD~1
		{x, 3, 3, false},
		{x, 4, 4, true}, // unstaged
		{x, 5, 5, false},
		{x, 6, 6, true}, // added
		{x, 3, 4, true}, // a span that reaches a changed line
		{x, 5, 3, false},
		{filepath.Join(dir, "b.py"), 1, 5, false},
		{filepath.Join(dir, "new.py"), 1, 1, true}, // untracked: every line is new
	} {
		got, err := c.Changed(tc.path, tc.first, tc.last)
		if err != nil || got != tc.want {
			t.Errorf("%s %d-%d: Changed = %v, %v; want %v", filepath.Base(tc.path), tc.first, tc.last, got, err, tc.want)
		}
	}

	head, err := Open(dir, "HEAD")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := head.Changed(x, 2, 2); got {
		t.Error("line 2 counts as changed since HEAD, which has it")
	}
	if got, err := head.Changed(filepath.Join(t.TempDir(), "y.py"), 1, 1); !got || err == nil {
		t.Errorf("a file outside the repository: %v, %v; want changed, with an error", got, err)
	}
}

func TestOpenErrors(t *testing.T) {
	dir := repo(t, map[string]string{"a.py": five})
	for _, tc := range []struct{ dir, rev, want string }{
		{dir, "nosuch", `revision "nosuch"`},
		{dir, "--output=x", `invalid revision "--output=x"`},
		{dir, "", "invalid revision"},
		{t.TempDir(), "HEAD", "repository does not exist"},
	} {
		if _, err := Open(tc.dir, tc.rev); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Open(%q): err = %v, want %q", tc.rev, err, tc.want)
		}
	}
}

func TestChangedLinesWithoutFinalNewline(t *testing.T) {
	set := changedLines("a\nb", "a\nb\nc")
	if set.lines[1] || !set.lines[3] {
		t.Errorf("changed lines %v", set.lines)
	}
}
