package typed

import (
	"strings"
	"testing"
)

// TestLoadErrorHint: a //go:embed pattern with nothing to embed is named with what to do about
// it; other errors are reported as they are.
func TestLoadErrorHint(t *testing.T) {
	for _, tc := range []struct {
		err  string
		hint bool
	}{
		{"main.go:5:12: pattern dist: no matching files found", true},
		{"web.go:9:12: pattern static: cannot embed directory static: contains no embeddable files", true},
		{"main.go:7:2: undefined: undefinedTool", false},
		{"main.go:3:8: no required module provides package example.com/x; to add it: go get example.com/x", false},
	} {
		got := LoadError{Pkg: "example.com/emb", Err: tc.err}.String()
		if !strings.HasPrefix(got, "could not analyze example.com/emb: "+tc.err) {
			t.Errorf("%q: the error is not kept as it is: %s", tc.err, got)
		}
		if has := strings.Contains(got, "//go:embed pattern names files missing"); has != tc.hint {
			t.Errorf("%q: hint given %v, want %v: %s", tc.err, has, tc.hint, got)
		}
	}
}
