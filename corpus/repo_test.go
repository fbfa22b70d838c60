package corpus

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// testRepo is a repository made with go-git in a temporary directory.
type testRepo struct {
	t    testing.TB
	dir  string
	repo *git.Repository
}

func newTestRepo(t testing.TB) *testRepo {
	t.Helper()
	dir := t.TempDir()
	r, err := git.PlainInit(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	return &testRepo{t: t, dir: dir, repo: r}
}

// commit writes files (content "" with a "->" prefix makes a symlink) and commits them.
func (tr *testRepo) commit(files map[string]string) string {
	tr.t.Helper()
	wt, err := tr.repo.Worktree()
	if err != nil {
		tr.t.Fatal(err)
	}
	for name, content := range files {
		p := filepath.Join(tr.dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			tr.t.Fatal(err)
		}
		os.Remove(p)
		if len(content) > 2 && content[:2] == "->" {
			if err := os.Symlink(content[2:], p); err != nil {
				tr.t.Fatal(err)
			}
		} else if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			tr.t.Fatal(err)
		}
		if _, err := wt.Add(name); err != nil {
			tr.t.Fatal(err)
		}
	}
	sig := &object.Signature{Name: "t", Email: "t@example.com", When: time.Unix(1700000000, 0)}
	h, err := wt.Commit("c", &git.CommitOptions{Author: sig, Committer: sig})
	if err != nil {
		tr.t.Fatal(err)
	}
	return h.String()
}

// url is the file:// URL of the repository.
func (tr *testRepo) url() string { return "file://" + filepath.ToSlash(tr.dir) }
