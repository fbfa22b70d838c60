package python_test

import (
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner/internal/paritytest"
	"github.com/mcperr/mcperr/scanner/python"
)

// pythonParityAllowed lists, by fixture directory, the differences between the harness and the
// real scan that are correct by design.
var pythonParityAllowed = map[string][]paritytest.Allowed{}

// TestParity runs the harness and the real scan on every Python fixture directory and fails on
// any finding (rule, path, line, number of related places) that one has and the other does not.
func TestParity(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "tries", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no tries fixtures: %v", err)
	}
	dirs = append(dirs, filepath.Join("testdata", "internalleak"), filepath.Join("testdata", "unversioned"),
		filepath.Join("testdata", "negative"))
	for _, s := range []string{"python-sdk-v1-fastmcp", "python-sdk-v1-lowlevel", "python-sdk-v2", "jlowin-fastmcp", "jlowin-fastmcp-v3"} {
		dirs = append(dirs, filepath.Join("..", "..", "testdata", "servers", s))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			paritytest.Check(t, python.Language(), dir, pythonParityAllowed[filepath.Base(dir)])
		})
	}
}

// TestParityCorpus runs the comparison on the directories that MCPERR_PARITY_ROOTS lists.
func TestParityCorpus(t *testing.T) { paritytest.Corpus(t, python.Language()) }
