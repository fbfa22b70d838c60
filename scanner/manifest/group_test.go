package manifest

import "testing"

// TestGroupFor groups a file with the outermost directory holding a manifest of any ecosystem,
// so that a checkout's packages share one group and the checkouts of a directory do not, and
// the same checkout's files get the same group (under its directory) scanned on its own.
func TestGroupFor(t *testing.T) {
	parent := write(t, map[string]string{
		"kit/package.json":               `{"name": "kit"}`,
		"kit/packages/core/package.json": `{"name": "@kit/core"}`,
		"kit/packages/core/src/a.ts":     "",
		"kit/src/b.ts":                   "",
		"mixed/pyproject.toml":           "[project]\nname = \"mixed\"\n",
		"mixed/web/package.json":         `{"name": "web"}`,
		"mixed/web/src/c.ts":             "",
		"loose/one/requirements.txt":     "mcp\n",
		"loose/one/srv.py":               "",
		"loose/two/go.mod":               "module two\n",
		"loose/two/cmd/main.go":          "",
		"loose/util.js":                  "",
		"top.ts":                         "",
	})
	x := NewIndex(parent)
	for rel, want := range map[string]string{
		"kit/packages/core/src/a.ts": "kit",
		"kit/src/b.ts":               "kit",
		"mixed/web/src/c.ts":         "mixed",
		"loose/one/srv.py":           "loose/one",
		"loose/two/cmd/main.go":      "loose/two",
		"loose/util.js":              "",
		"top.ts":                     "",
	} {
		if got := x.GroupFor(rel); got != want {
			t.Errorf("GroupFor(%q) = %q, want %q", rel, got, want)
		}
	}
	alone := NewIndex(parent + "/kit")
	for _, rel := range []string{"packages/core/src/a.ts", "src/b.ts"} {
		if got := alone.GroupFor(rel); got != "" {
			t.Errorf("scanned alone: GroupFor(%q) = %q, want the root", rel, got)
		}
	}
}
