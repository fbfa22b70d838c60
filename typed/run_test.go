package typed

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestProxyOnly: "direct" never stays in the proxy list the scanned modules get.
func TestProxyOnly(t *testing.T) {
	for in, want := range map[string]string{
		"https://proxy.golang.org,direct": "https://proxy.golang.org",
		"direct":                          "off",
		"":                                "off",
		"off":                             "off",
		"https://a.example|https://b.example,direct": "https://a.example|https://b.example",
		"https://a.example,direct|https://b.example": "https://a.example,https://b.example",
		" https://a.example , https://b.example ":    "https://a.example,https://b.example",
	} {
		if got := proxyOnly(in); got != want {
			t.Errorf("proxyOnly(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDedupe: a tree-sitter finding of the rule, path and line of a typed one goes; others stay.
func TestDedupe(t *testing.T) {
	r := &Result{Findings: []finding.Finding{{Rule: "guidance", Path: "a.go", Line: 3, Method: finding.Types}}}
	in := []finding.Finding{
		{Rule: "guidance", Path: "a.go", Line: 3, Method: finding.TreeSitter},  // the same finding
		{Rule: "guidance", Path: "a.go", Line: 4, Method: finding.TreeSitter},  // another line
		{Rule: "softerror", Path: "a.go", Line: 3, Method: finding.TreeSitter}, // another rule
		{Rule: "guidance", Path: "b.go", Line: 3, Method: finding.TreeSitter},  // another file
	}
	out := r.Dedupe(in)
	if len(out) != 3 || out[0].Line != 4 || len(in) != 4 {
		t.Errorf("Dedupe kept %+v", out)
	}
	var none *Result
	if len(none.Dedupe(in)) != 4 {
		t.Errorf("a nil result dropped findings")
	}
}

// TestFindModules: the modules under a root, without the directories the go command and the
// scanner leave out.
func TestFindModules(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"a", "a/nested", "testdata/fixture", "vendor/x", ".hidden", "_skip", "node_modules/m", "b/c"} {
		os.MkdirAll(filepath.Join(root, d), 0o755)
		os.WriteFile(filepath.Join(root, d, "go.mod"), []byte("module example.com/m\n\ngo 1.22\n"), 0o644)
	}
	mods, err := findModules(root)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range mods {
		rel, _ := filepath.Rel(root, m.dir)
		got = append(got, filepath.ToSlash(rel)+"|"+m.refuse)
	}
	want := []string{"a|", "a/nested|", "b/c|"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("modules %q, want %q", got, want)
	}
}
