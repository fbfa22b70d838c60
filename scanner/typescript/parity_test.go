package typescript_test

import (
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner/internal/paritytest"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// tsParityAllowed lists, by fixture directory, the differences between the harness and the real
// scan that are correct by design.
var tsParityAllowed = map[string][]paritytest.Allowed{}

// TestParity runs the harness and the real scan on every TypeScript fixture directory and fails
// on any finding (rule, path, line, number of related places) that one has and the other does not.
func TestParity(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "servers", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no server fixtures: %v", err)
	}
	dirs = append(dirs, filepath.Join("testdata", "internalleak", "ts"), filepath.Join("testdata", "internalleak", "js"))
	for _, s := range []string{"typescript-sdk", "fastmcp-js"} {
		dirs = append(dirs, filepath.Join("..", "..", "testdata", "servers", s))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			paritytest.Check(t, typescript.Language(), dir, tsParityAllowed[filepath.Base(dir)])
		})
	}
}

// TestParityCorpus runs the comparison on the directories that MCPERR_PARITY_ROOTS lists.
func TestParityCorpus(t *testing.T) { paritytest.Corpus(t, typescript.Language()) }
