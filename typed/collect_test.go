package typed

import (
	"strings"
	"testing"
)

// TestFingerprintMessage: positions named in a message do not reach the fingerprint, the file
// names and the rest of the message do.
func TestFingerprintMessage(t *testing.T) {
	a := "tool handler h can panic: glob.MustCompile on argument-derived input at search_files.go:140 at search_files.go:84"
	b := "tool handler h can panic: glob.MustCompile on argument-derived input at search_files.go:152:7 at search_files.go:90"
	if FingerprintMessage(a) != FingerprintMessage(b) {
		t.Errorf("line shifts change the fingerprint message:\n%s\n%s", FingerprintMessage(a), FingerprintMessage(b))
	}
	for _, other := range []string{
		strings.Replace(a, "search_files.go:140", "list_files.go:140", 1),
		strings.Replace(a, "glob.MustCompile", "regexp.MustCompile", 1),
	} {
		if FingerprintMessage(other) == FingerprintMessage(a) {
			t.Errorf("%q and %q share a fingerprint message", other, a)
		}
	}
	if got := FingerprintMessage("v1.2.1 sends a -32603 error"); got != "v1.2.1 sends a -32603 error" {
		t.Errorf("a message without a position changed: %q", got)
	}
}

// TestFingerprintMessageModuleRelative: positions named with module-relative paths, as messages
// name them now, lose their line and column in the fingerprint as bare file names did; the
// paths themselves still tell two sites apart.
func TestFingerprintMessageModuleRelative(t *testing.T) {
	a := "tool handler h can panic: call of load, which can panic at pkg/store/load.go:140:7 at pkg/tools/search.go:84"
	b := "tool handler h can panic: call of load, which can panic at pkg/store/load.go:152:3 at pkg/tools/search.go:90"
	if FingerprintMessage(a) != FingerprintMessage(b) {
		t.Errorf("line shifts change the fingerprint message:\n%s\n%s", FingerprintMessage(a), FingerprintMessage(b))
	}
	if other := strings.Replace(a, "pkg/store/load.go", "pkg/cache/load.go", 1); FingerprintMessage(other) == FingerprintMessage(a) {
		t.Errorf("%q and %q share a fingerprint message", other, a)
	}
}
