package python_test

import (
	"path/filepath"
	"testing"
)

// TestScanBaseMapper runs the real scanner on tool classes whose except clauses call a failure
// mapper of their base class in another module: neither module holds a needle, and both are
// extracted and linked as in the harness, which extracts every file.
func TestScanBaseMapper(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "basemapper"))
}
