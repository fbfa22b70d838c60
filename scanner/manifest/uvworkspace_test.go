package manifest

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWorkspaceMembers checks which package roots are members of a uv workspace: those a
// members pattern matches and no exclude pattern does, and the workspace root itself; a nearer
// declaration decides for the packages below it.
func TestWorkspaceMembers(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"pyproject.toml":               "[tool.uv.workspace]\nmembers = [\"packages/*\", \"./tools/cli/\"]\nexclude = [\"packages/old\"]\n",
		"packages/core/pyproject.toml": "[project]\nname = \"core\"\n",
		"packages/old/pyproject.toml":  "[project]\nname = \"old\"\n",
		"packages/a/b/pyproject.toml":  "[project]\nname = \"b\"\n",
		"tools/cli/pyproject.toml":     "[project]\nname = \"cli\"\n",
		"nested/pyproject.toml":        "[tool.uv.workspace]\nmembers = [\"libs/x\"]\n",
		"nested/libs/x/pyproject.toml": "[project]\nname = \"x\"\n",
		"nested/libs/y/pyproject.toml": "[project]\nname = \"y\"\n",
		"other/requirements.txt":       "mcp\n",
		"broken/pyproject.toml":        "[tool.uv.workspace\n",
		"broken/member/pyproject.toml": "[project]\nname = \"m\"\n",
	}
	for rel, text := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	x := NewIndex(root)
	for file, want := range map[string]string{
		"server.py":                   "@",
		"packages/core/src/core/x.py": "@",
		"tools/cli/main.py":           "@",
		"packages/old/src/old/x.py":   "packages/old",
		"packages/a/b/x.py":           "packages/a/b",
		"nested/libs/x/x.py":          "@nested",
		"nested/libs/y/y.py":          "nested/libs/y",
		"nested/main.py":              "@nested",
		"other/x.py":                  "other",
		"broken/member/x.py":          "broken/member", // broken/ declares nothing; the root does not list it
	} {
		p := x.ProjectFor(file)
		got := p.KeyRoot()
		if p.InWorkspace {
			got = "@" + got
		}
		if got != want {
			t.Errorf("%s: key root %q, want %q", file, got, want)
		}
	}
}
