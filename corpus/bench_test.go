package corpus

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// benchRepo makes a repository of realistic size for the acquisition benchmark: files of a few
// kilobytes of source-like text in a dozen folders, two commits (each staged in one pass: adding
// file by file costs a worktree status per file).
func benchRepo(b *testing.B, files int) *testRepo {
	b.Helper()
	tr := newTestRepo(b)
	wt, err := tr.repo.Worktree()
	if err != nil {
		b.Fatal(err)
	}
	for c := 0; c < 2; c++ {
		for i := c * files / 2; i < (c+1)*files/2; i++ {
			var sb strings.Builder
			for l := 0; l < 40+i%200; l++ {
				fmt.Fprintf(&sb, "func f%d_%d(x int) int { return x*%d + %d } // line %d\n", i, l, l, i, l)
			}
			p := filepath.Join(tr.dir, "src", fmt.Sprintf("pkg%d", i%12), fmt.Sprintf("file%d.go", i))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				b.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(sb.String()), 0o644); err != nil {
				b.Fatal(err)
			}
		}
		if err := wt.AddWithOptions(&git.AddOptions{All: true}); err != nil {
			b.Fatal(err)
		}
		sig := &object.Signature{Name: "b", Email: "b@example.com", When: time.Unix(1700000000, 0)}
		if _, err := wt.Commit(fmt.Sprint("c", c), &git.CommitOptions{Author: sig, Committer: sig}); err != nil {
			b.Fatal(err)
		}
	}
	return tr
}

// BenchmarkAcquire measures one shallow acquisition of a local repository of 600 files (about
// 5 MB), fetch and checkout, without the cache. Compare with bench/clone.sh, which also times
// git clone --depth 1 of the same kind of repository.
func BenchmarkAcquire(b *testing.B) {
	tr := benchRepo(b, 600)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rec, cleanup, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local})
		if err != nil {
			b.Fatal(err)
		}
		b.SetBytes(rec.Bytes)
		cleanup()
	}
}
