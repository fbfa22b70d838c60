// Package testmod prepares the testdata modules of the analyzer tests. Each testdata module
// depends on a real SDK module at a pinned version (its go.sum is checked in); analysistest
// loads it with GOPROXY=off, so the modules must be in the module cache first. Download fetches
// them through the ordinary module proxy, once per test binary and module.
package testmod

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var (
	mu   sync.Mutex
	done = map[string]error{}
)

// Download runs `go mod download` in the testdata module dir and fails the test if it cannot.
func Download(t testing.TB, dir string) {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	err, ok := done[abs]
	if !ok {
		cmd := exec.Command("go", "mod", "download")
		cmd.Dir = abs
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
		if out, runErr := cmd.CombinedOutput(); runErr != nil {
			err = &downloadError{dir: abs, out: string(out), err: runErr}
		}
		done[abs] = err
	}
	if err != nil {
		t.Fatal(err)
	}
}

type downloadError struct {
	dir, out string
	err      error
}

func (e *downloadError) Error() string {
	return "go mod download in " + e.dir + ": " + e.err.Error() + "\n" + e.out
}
