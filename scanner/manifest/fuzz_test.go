package manifest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// FuzzManifests writes arbitrary bytes as each kind of manifest and lockfile and checks that the
// index never fails and always returns a project; the seeds run in every go test.
func FuzzManifests(f *testing.F) {
	f.Add([]byte("module m\nrequire github.com/mark3labs/mcp-go v0.26.0\nreplace github.com/mark3labs/mcp-go => ../x\n"))
	f.Add([]byte(`{"dependencies": {"@modelcontextprotocol/sdk": "^1.2.0"}, "packages": {"node_modules/@modelcontextprotocol/sdk": {"version": "1.3.0"}}}`))
	f.Add([]byte("[project]\ndependencies = [\n\"mcp>=1.2\",\n]\n[[package]]\nname = \"mcp\"\nversion = \"1.9.4\"\n"))
	f.Add([]byte("\"@modelcontextprotocol/sdk@^1\":\n  version \"1.2.3\"\n"))
	f.Add([]byte("require (\n\tgithub.com/modelcontextprotocol/go-sdk\n"))
	f.Add([]byte("// c\n{\"imports\": {\"m/\": \"npm:/@modelcontextprotocol/sdk@1.2/\",}, /* x */ \"specifiers\": {\"npm:@modelcontextprotocol/sdk@1.2\": \"1.2.3\"}}"))
	f.Add([]byte{0, 0xff, '"', '[', '{'})
	f.Add([]byte(`{"extends": ["./package.json"], /* c */ "compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["src/*",],},}}`))
	names := []string{"go.mod", "package.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock",
		"pyproject.toml", "requirements.txt", "uv.lock", "poetry.lock", "tsconfig.json", "deno.json", "deno.lock"}
	f.Fuzz(func(t *testing.T, b []byte) {
		root := t.TempDir()
		for _, n := range names {
			if err := os.WriteFile(filepath.Join(root, n), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for _, file := range []string{"main.go", "src/index.ts", "app/server.py", "README.md"} {
			p := NewIndex(root).ProjectFor(file)
			if p == nil || p.Deps == nil {
				t.Fatalf("%s: nil project or deps", file)
			}
			p.TSConfig.Resolve("@/x") // a nil or any config resolves without failing
		}
	})
}

// FuzzStripJSONC checks that the JSONC reader never panics and keeps plain JSON as it is.
func FuzzStripJSONC(f *testing.F) {
	f.Add([]byte(`{"a": [1, 2], "b": "c//d"}`))
	f.Add([]byte(`{"a": 1, // x` + "\n}"))
	f.Add([]byte(`"\\"`))
	f.Fuzz(func(t *testing.T, b []byte) {
		out, err := stripJSONC(b)
		if err == nil && len(out) > len(b) {
			t.Fatalf("stripJSONC grew %q to %q", b, out)
		}
		if json.Valid(b) && !bytes.HasPrefix(b, []byte("\xef\xbb\xbf")) && (err != nil || !bytes.Equal(out, b)) {
			t.Fatalf("plain JSON %q changed to %q (%v)", b, out, err)
		}
		if err == nil && !bytes.HasPrefix(b, []byte("\xef\xbb\xbf")) && (len(out) != len(b) || bytes.Count(out, []byte("\n")) != bytes.Count(b, []byte("\n"))) {
			t.Fatalf("stripJSONC moved offsets: %q -> %q", b, out)
		}
	})
}
