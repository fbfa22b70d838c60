package golang_test

import (
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner/golang"
	"github.com/mcperr/mcperr/scanner/internal/paritytest"
)

// goParityAllowed lists, by fixture directory, the differences between the harness and the real
// scan that are correct by design.
var goParityAllowed = map[string][]paritytest.Allowed{}

// TestParity runs the harness and the real scan on every Go fixture directory and fails on any
// finding (rule, path, line, number of related places) that one has and the other does not.
func TestParity(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, s := range []string{"mcp-go-current", "mcp-go-v0.2x", "go-sdk", "go-sdk-v1.5"} {
		dirs = append(dirs, filepath.Join("..", "..", "testdata", "servers", s))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			paritytest.Check(t, golang.Language(), dir, goParityAllowed[filepath.Base(dir)])
		})
	}
}

// TestParityCorpus runs the comparison on the directories that MCPERR_PARITY_ROOTS lists.
func TestParityCorpus(t *testing.T) { paritytest.Corpus(t, golang.Language()) }
