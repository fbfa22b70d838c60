package scanner

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCallsPassKeepsTheBytesItTests: the calls pass tests and extracts the files without a
// needle from the bytes the main pass read, up to the bound per root, and reads again those
// beyond it. The callers vanish from disk once read: kept, all their calls count; with nothing
// kept, they are read again and gone, and only the wrapper's call (its file stays) counts.
func TestCallsPassKeepsTheBytesItTests(t *testing.T) {
	defer func(old int64) { keptLimit = old }(keptLimit)
	for _, c := range []struct {
		limit int64
		uses  int
	}{{maxKeptBytes, 4}, {0, 1}} {
		keptLimit = c.limit
		dir := tree(t, map[string]string{
			"errs/errs.go":   "package errs\nfunc fail() any { return Result{IsError: true} }\n",
			"errs/wrap.go":   "package errs\nfunc failNotFound() any { return fail() }\n",
			"tools/one.go":   "package tools\nfunc one() any { failNotFound(); return failNotFound() }\n",
			"tools/two.go":   "package tools\nfunc two() any { return fail() }\n",
			"tools/three.go": "package tools\nfunc three() any { return nil }\n",
		})
		vanish := func(rel string, _ []byte) {
			if strings.HasPrefix(rel, "tools/") {
				if err := os.Remove(filepath.Join(dir, rel)); err != nil {
					t.Error(err)
				}
			}
		}
		doc, err := Scan(context.Background(), Options{Roots: []string{dir}, Jobs: 1, Inspect: vanish}, wrapLang{})
		if err != nil {
			t.Fatal(err)
		}
		if len(doc.Findings) != 1 || doc.Findings[0].Site == nil {
			t.Fatalf("limit %d: want the one site of fail, got %+v", c.limit, doc.Findings)
		}
		if got := doc.Findings[0].Site.Uses; got != c.uses {
			t.Errorf("limit %d: fail has uses=%d, want %d", c.limit, got, c.uses)
		}
	}
}

// TestKeepBound: the collector keeps a root's bytes while their capacity stays under the bound,
// and lets them all go with dropKept.
func TestKeepBound(t *testing.T) {
	defer func(old int64) { keptLimit = old }(keptLimit)
	keptLimit = 100
	c := newCollector(nil)
	defer c.close()
	c.keep(0, make([]byte, 10, 60))
	c.keep(1, make([]byte, 50)) // 110 > 100: read again
	c.keep(2, make([]byte, 40)) // 100: kept
	c.keep(3, nil)              // nothing read
	if _, ok := c.kept[1]; ok || len(c.kept) != 2 || c.keptBytes != 100 {
		t.Errorf("kept %d files (%d bytes), want 0 and 2 (100 bytes)", len(c.kept), c.keptBytes)
	}
	c.dropKept()
	if c.kept != nil || c.keptBytes != 0 {
		t.Errorf("dropKept left %d files", len(c.kept))
	}
}
