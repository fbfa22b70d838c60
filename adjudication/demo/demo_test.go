package demo

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/go-git/go-git/v5"
)

func head(t *testing.T, dir string) string {
	t.Helper()
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	h, err := r.Head()
	if err != nil {
		t.Fatal(err)
	}
	return h.Hash().String()
}

func TestMaterialiseIsReproducible(t *testing.T) {
	a, err := Materialise(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	b, err := Materialise(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Mirrors) != 5 {
		t.Fatalf("mirrors %v, want the frame's 5 repositories", a.Mirrors)
	}
	for u, p := range a.Mirrors {
		if _, err := os.Stat(p); err != nil {
			if u != URLPrefix+"archive-py" {
				t.Errorf("%s: %v", u, err)
			}
			continue
		}
		if ha, hb := head(t, p), head(t, b.Mirrors[u]); ha != hb {
			t.Errorf("%s: commit %s in one place, %s in another", u, ha, hb)
		}
	}
	if _, err := os.Stat(filepath.Join(a.Mirrors[URLPrefix+"weather-go"], "go.mod")); err != nil {
		t.Errorf("the Go server has no go.mod: %v", err)
	}
}
