package manifest

import (
	"strings"
	"testing"
)

func TestDenoProject(t *testing.T) {
	const denoJSON = `{
  "tasks": {"start": "deno run src/index.ts"},
  "imports": {
    "@modelcontextprotocol/sdk": "npm:@modelcontextprotocol/sdk@^1.29.0",
    "zod": "npm:zod@^4.3.6",
    "@std/assert": "jsr:@std/assert@1"
  }
}`
	for _, tc := range []struct {
		name  string
		files map[string]string
		file  string
		root  string
		deps  map[string]string
		note  string // a substring one of the notes must contain
		nomcp bool
	}{
		{
			name:  "deno.json imports map the SDK to an npm range",
			files: map[string]string{"deno.json": denoJSON},
			file:  "src/tools/a.ts",
			deps:  map[string]string{TSSDK: "1.29.0"},
			note:  "deno.json: @modelcontextprotocol/sdk range ^1.29.0 read as 1.29.0",
		},
		{
			name: "deno.lock v4 resolves the specifier",
			files: map[string]string{"deno.json": denoJSON, "deno.lock": `{"version": "4",
  "specifiers": {"npm:@modelcontextprotocol/sdk@^1.29.0": "1.31.2_zod@4.3.6", "npm:zod@^4.3.6": "4.3.6"},
  "npm": {"@modelcontextprotocol/sdk@1.31.2_zod@4.3.6": {"integrity": "x"}, "@modelcontextprotocol/sdk@1.20.0": {}}}`},
			file: "src/a.ts",
			deps: map[string]string{TSSDK: "1.31.2"},
			note: "deno.lock: @modelcontextprotocol/sdk resolved to 1.31.2 (manifest said 1.29.0)",
		},
		{
			name: "deno.lock v3 packages section, specifier of another range: the highest installed",
			files: map[string]string{"deno.json": denoJSON, "deno.lock": `{"version": "3",
  "packages": {"specifiers": {"npm:@modelcontextprotocol/sdk@1.2": "npm:@modelcontextprotocol/sdk@1.2.0"},
    "npm": {"@modelcontextprotocol/sdk@1.2.0": {}, "@modelcontextprotocol/sdk@1.30.0": {}}}}`},
			file: "a.ts",
			deps: map[string]string{TSSDK: "1.30.0"},
			note: "locked at several versions (1.2.0, 1.30.0)",
		},
		{
			name: "deno.lock v2 npm section",
			files: map[string]string{"deno.json": denoJSON, "deno.lock": `{"version": "2",
  "npm": {"specifiers": {"@modelcontextprotocol/sdk@^1.29.0": "@modelcontextprotocol/sdk@1.29.3"},
    "packages": {"@modelcontextprotocol/sdk@1.29.3": {}}}}`},
			file: "a.ts",
			deps: map[string]string{TSSDK: "1.29.3"},
		},
		{
			name:  "malformed deno.lock keeps the manifest's version",
			files: map[string]string{"deno.json": denoJSON, "deno.lock": `{"version": "4", "npm": {`},
			file:  "a.ts",
			deps:  map[string]string{TSSDK: "1.29.0"},
			note:  "deno.lock: malformed JSON",
		},
		{
			name: "deno.jsonc with comments and trailing commas, an alias key and a subpath target",
			files: map[string]string{"deno.jsonc": `// the server
{
  /* deps */
  "imports": {
    "mcp/": "npm:/@modelcontextprotocol/sdk@1.24.3/", // pinned
    "fastmcp": "npm:fastmcp@3.20.0",
  },
}`},
			file: "main.ts",
			deps: map[string]string{TSSDK: "1.24.3", FastMCP: "3.20.0"},
		},
		{
			name: "importMap file beside deno.json",
			files: map[string]string{"deno.json": `{"importMap": "./import_map.json"}`,
				"import_map.json": `{"imports": {"@modelcontextprotocol/sdk/": "npm:/@modelcontextprotocol/sdk@1.18.0/"}}`},
			file: "a.ts",
			deps: map[string]string{TSSDK: "1.18.0"},
		},
		{
			name:  "import map outside the root is not read",
			files: map[string]string{"deno.json": `{"importMap": "../elsewhere/map.json"}`},
			file:  "a.ts",
			deps:  map[string]string{},
			note:  "not a file inside the scanned root",
		},
		{
			name:  "malformed deno.json: skipped, with the reason",
			files: map[string]string{"deno.json": `{"imports": {"@modelcontextprotocol/sdk": "npm:@modelcontextprotocol/sdk@1.29.0"`},
			file:  "a.ts",
			deps:  map[string]string{},
			note:  "deno.json: malformed JSON (unexpected end of JSON input); skipped, newest SDK behaviour assumed",
		},
		{
			name:  "deno.json imports of another shape",
			files: map[string]string{"deno.json": `{"imports": ["npm:@modelcontextprotocol/sdk@1.29.0"]}`},
			file:  "a.ts",
			deps:  map[string]string{},
			note:  "deno.json: a field of another shape",
		},
		{
			name:  "deno.json without MCP",
			files: map[string]string{"deno.json": `{"imports": {"hono": "npm:hono@4", "@std/http": "jsr:@std/http@1"}}`},
			file:  "src/a.ts",
			deps:  map[string]string{},
			nomcp: true,
		},
		{
			name: "nearest Deno manifest in a subdirectory is the package root",
			files: map[string]string{"package.json": `{"dependencies": {"react": "19.0.0"}}`,
				"server/deno.json": denoJSON},
			file: "server/src/a.ts",
			root: "server",
			deps: map[string]string{TSSDK: "1.29.0"},
		},
		{
			name: "package.json and deno.json side by side: package.json's version first",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "1.10.0"}}`,
				"deno.json": denoJSON},
			file: "a.ts",
			deps: map[string]string{TSSDK: "1.10.0"},
		},
		{
			name:  "a Python file ignores deno.json",
			files: map[string]string{"deno.json": denoJSON, "pyproject.toml": "[project]\nname = \"x\"\ndependencies = [\"mcp==1.9.0\"]\n"},
			file:  "a.py",
			deps:  map[string]string{PythonMCP: "1.9.0"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := NewIndex(write(t, tc.files)).ProjectFor(tc.file)
			if p.Root != tc.root {
				t.Errorf("root %q, want %q", p.Root, tc.root)
			}
			if len(p.Deps) != len(tc.deps) {
				t.Errorf("deps %v, want %v; notes %q", p.Deps, tc.deps, p.Notes)
			}
			for k, v := range tc.deps {
				if got, ok := p.Version(k); !ok || got != v {
					t.Errorf("%s = %q (present %v), want %q; notes %q", k, got, ok, v, p.Notes)
				}
			}
			if tc.note != "" && !strings.Contains(noteText(p.Notes), tc.note) {
				t.Errorf("notes %q lack %q", p.Notes, tc.note)
			}
			if p.NoMCP != tc.nomcp {
				t.Errorf("NoMCP %v, want %v", p.NoMCP, tc.nomcp)
			}
		})
	}
}

func TestDenoNoMCPStaysOffWhenUnknown(t *testing.T) {
	for name, files := range map[string]map[string]string{
		"malformed deno.json":                       {"deno.json": `{"imports": `},
		"an SDK package without a version recorded": {"deno.json": `{"imports": {"x": "npm:@modelcontextprotocol/node@2.0.0"}}`},
		"package.json malformed beside deno.json":   {"deno.json": `{}`, "package.json": `{`},
	} {
		t.Run(name, func(t *testing.T) {
			if NewIndex(write(t, files)).ProjectFor("a.ts").NoMCP {
				t.Error("NoMCP set where the manifests were not read whole")
			}
		})
	}
}

func TestNPMSpecifier(t *testing.T) {
	for _, tc := range []struct{ in, name, rng string }{
		{"npm:@modelcontextprotocol/sdk@^1.29.0", TSSDK, "^1.29.0"},
		{"npm:@modelcontextprotocol/sdk@1.29.0/server/mcp.js", TSSDK, "1.29.0"},
		{"npm:/@modelcontextprotocol/sdk@1.24.3/", TSSDK, "1.24.3"},
		{"npm:@modelcontextprotocol/sdk/server/mcp.js", TSSDK, ""},
		{"npm:fastmcp@3", FastMCP, "3"},
		{"npm:fastmcp", FastMCP, ""},
		{"jsr:@std/assert@1", "", ""},
		{"npm:@scope", "", ""},
		{"https://esm.sh/@modelcontextprotocol/sdk@1.0.0", "", ""},
	} {
		name, rng, _ := npmSpecifier(tc.in)
		if name != tc.name || rng != tc.rng {
			t.Errorf("npmSpecifier(%q) = %q, %q; want %q, %q", tc.in, name, rng, tc.name, tc.rng)
		}
	}
}

func TestStripJSONCKeepsOffsets(t *testing.T) {
	in := "{\n // c \"x\"\n \"a\": \"http://b/*c*/\", /* d\n e */ \"f\": [1, 2,], // g\n}"
	b, err := stripJSONC([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	out := string(b)
	if len(out) != len(in) || strings.Count(out, "\n") != strings.Count(in, "\n") {
		t.Errorf("offsets moved: %q", out)
	}
	for _, want := range []string{`"a": "http://b/*c*/"`, `"f": [1, 2 ]`} {
		if !strings.Contains(out, want) {
			t.Errorf("%q lacks %q", out, want)
		}
	}
	for _, gone := range []string{"// c", "d\n", " e */", "// g", "2,]"} {
		if strings.Contains(out, gone) {
			t.Errorf("%q still holds %q", out, gone)
		}
	}
}
