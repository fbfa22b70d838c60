//go:build unix

package manifest

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A manifest or lockfile that is, or links to, a FIFO inside the root is noted, not opened for
// a read that would block the scan forever (issue 14, item 1).
func TestFIFOManifestsAreNotRead(t *testing.T) {
	root := write(t, map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.2.0"}}`})
	if err := syscall.Mkfifo(filepath.Join(root, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"go.mod", "pyproject.toml", "requirements.txt", "pnpm-lock.yaml"} {
		if err := os.Symlink("fifo", filepath.Join(root, m)); err != nil {
			t.Fatal(err)
		}
	}
	x := NewIndex(root)
	notes := make(chan string)
	go func() {
		var all []string
		for _, f := range []string{"a.go", "a.ts", "a.py"} {
			all = append(all, noteText(x.ProjectFor(f).Notes))
		}
		notes <- strings.Join(all, "\n")
	}()
	select {
	case got := <-notes:
		for _, want := range []string{"go.mod: not a regular file", "pyproject.toml: not a regular file", "pnpm-lock.yaml: not a regular file"} {
			if !strings.Contains(got, want) {
				t.Errorf("notes lack %q:\n%s", want, got)
			}
		}
	case <-time.After(20 * time.Second):
		t.Fatal("reading the manifests blocks on a FIFO")
	}
}
