package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/modroot"
	"github.com/mcperr/mcperr/policy"
)

// TestDocsAreFresh fails when docs/rules/ or the README's Rules table differ from the rules'
// metadata and pages.
func TestDocsAreFresh(t *testing.T) {
	root, err := modroot.Find()
	if err != nil {
		t.Fatal(err)
	}
	stale, err := staleFiles(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) > 0 {
		t.Errorf("generated docs are stale: %s\nrun: go run ./internal/gendocs", strings.Join(keys(stale), ", "))
	}
}

func TestReadmeHasTheRulesTable(t *testing.T) {
	root, err := modroot.Find()
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), beginMarker) {
		t.Fatalf("README.md has no %q marker for the Rules table", strings.TrimSpace(beginMarker))
	}
	for _, r := range policy.Rules() {
		if !strings.Contains(string(readme), "| ["+r.ID+"](docs/rules/"+r.ID+".md) |") {
			t.Errorf("README.md's Rules table lacks %s", r.ID)
		}
	}
}

func TestGenerateFixesStaleness(t *testing.T) {
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "README.md"), []byte("# x\n\n"+beginMarker+"old\n"+endMarker+"tail\n"), 0o644)
	os.MkdirAll(filepath.Join(root, "docs", "rules"), 0o755)
	os.WriteFile(filepath.Join(root, "docs", "rules", "gone.md"), []byte("old rule"), 0o644)
	if err := run(root, true); err == nil {
		t.Fatal("-check passed on a stale tree")
	}
	if err := run(root, false); err != nil {
		t.Fatal(err)
	}
	if err := run(root, true); err != nil {
		t.Errorf("still stale after generating: %v", err)
	}
	if _, err := os.Stat(filepath.Join(root, "docs", "rules", "gone.md")); err == nil {
		t.Error("the page of a removed rule was kept")
	}
	readme, _ := os.ReadFile(filepath.Join(root, "README.md"))
	if !strings.HasSuffix(string(readme), endMarker+"tail\n") || strings.Contains(string(readme), "old\n") {
		t.Errorf("README outside the markers changed, or the old table stayed:\n%s", readme)
	}
}
