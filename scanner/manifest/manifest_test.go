package manifest

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
)

// write creates files (slash paths relative to a new temporary root) and returns the root.
func write(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for rel, body := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestProjectFor(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		file  string
		root  string
		deps  map[string]string
		note  string // a substring one of the notes must contain
	}{
		{
			name: "go.mod require block and single line",
			files: map[string]string{"go.mod": "module example.com/x\n\ngo 1.22\n\nrequire (\n\tgithub.com/mark3labs/mcp-go v0.26.0 // indirect\n\tgolang.org/x/sync v0.1.0\n)\nrequire github.com/modelcontextprotocol/go-sdk v1.5.0\n",
				"cmd/srv/main.go": ""},
			file: "cmd/srv/main.go",
			deps: map[string]string{MCPGo: "0.26.0", GoSDK: "1.5.0"},
		},
		{
			name:  "go.mod replace with a fork version",
			files: map[string]string{"go.mod": "module m\nrequire github.com/mark3labs/mcp-go v0.20.0\nreplace github.com/mark3labs/mcp-go => github.com/fork/mcp-go v0.32.1\n"},
			file:  "main.go",
			deps:  map[string]string{MCPGo: "0.32.1"},
			note:  "replaced by github.com/fork/mcp-go",
		},
		{
			name:  "go.mod replace with a local directory",
			files: map[string]string{"go.mod": "module m\nrequire github.com/mark3labs/mcp-go v0.20.0\nreplace github.com/mark3labs/mcp-go => ../mcp-go\n"},
			file:  "main.go",
			deps:  map[string]string{MCPGo: ""},
			note:  "local directory",
		},
		{
			name: "nearest go.mod in a monorepo",
			files: map[string]string{"go.mod": "module root\nrequire github.com/mark3labs/mcp-go v0.26.0\n",
				"services/b/go.mod": "module b\nrequire github.com/modelcontextprotocol/go-sdk v1.7.0\n"},
			file: "services/b/internal/h.go",
			root: "services/b",
			deps: map[string]string{GoSDK: "1.7.0"},
		},
		{
			name: "package.json range resolved by package-lock.json",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.12.0", "zod": "^3"}}`,
				"package-lock.json": `{"lockfileVersion": 3, "packages": {"": {}, "node_modules/@modelcontextprotocol/sdk": {"version": "1.17.2"}}}`},
			file: "src/index.ts",
			deps: map[string]string{TSSDK: "1.17.2"},
			note: "resolved to 1.17.2",
		},
		{
			name:  "package.json range without a lockfile",
			files: map[string]string{"package.json": `{"devDependencies": {"fastmcp": "~4.16.1"}}`},
			file:  "index.js",
			deps:  map[string]string{FastMCP: "4.16.1"},
			note:  "range ~4.16.1 read as 4.16.1",
		},
		{
			name: "workspace package with the lockfile at the workspace root",
			files: map[string]string{"package.json": `{"workspaces": ["packages/*"]}`,
				"packages/server/package.json": `{"dependencies": {"@modelcontextprotocol/server": "workspace:*"}}`,
				"pnpm-lock.yaml":               "lockfileVersion: '9.0'\npackages:\n\n  '@modelcontextprotocol/server@2.0.1':\n    resolution: {integrity: sha512-x}\n",
			},
			file: "packages/server/src/a.ts",
			root: "packages/server",
			deps: map[string]string{TSServer: "2.0.1"},
		},
		{
			name: "yarn.lock",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.0.0"}}`,
				"yarn.lock": "# yarn lockfile v1\n\n\"@modelcontextprotocol/sdk@^1.0.0\":\n  version \"1.22.0\"\n  resolved \"https://r/x.tgz\"\n"},
			file: "a.ts",
			deps: map[string]string{TSSDK: "1.22.0"},
		},
		{
			name:  "malformed package.json",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": `},
			file:  "a.ts",
			deps:  map[string]string{},
			note:  "malformed JSON",
		},
		{
			name:  "git dependency",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "github:modelcontextprotocol/typescript-sdk"}}`},
			file:  "a.ts",
			deps:  map[string]string{TSSDK: ""},
			note:  "non-registry source",
		},
		{
			name: "pyproject PEP 621 with uv.lock",
			files: map[string]string{"pyproject.toml": "[project]\nname = \"srv\"\ndependencies = [\n  \"mcp[cli]>=1.2.0,<2\",\n  \"httpx\",\n]\n",
				"uv.lock": "version = 1\n\n[[package]]\nname = \"httpx\"\nversion = \"0.28.1\"\n\n[[package]]\nname = \"mcp\"\nversion = \"1.9.4\"\nsource = { registry = \"https://pypi.org/simple\" }\ndependencies = [\n    { name = \"anyio\" },\n]\n"},
			file: "src/srv/server.py",
			deps: map[string]string{PythonMCP: "1.9.4"},
		},
		{
			name:  "poetry dependencies table",
			files: map[string]string{"pyproject.toml": "[tool.poetry.dependencies]\npython = \"^3.10\"\nfastmcp = {version = \"^2.3\", extras = [\"x\"]}\n"},
			file:  "app.py",
			deps:  map[string]string{FastMCP: "2.3.0"},
			note:  "range ^2.3 read as 2.3.0",
		},
		{
			name:  "requirements with pins, comments and options",
			files: map[string]string{"requirements.txt": "-r base.txt\n# the SDK\nmcp==1.6.0  # pinned\nrequests>=2\n", "requirements-dev.txt": "fastmcp>=2.0\n"},
			file:  "server.py",
			deps:  map[string]string{PythonMCP: "1.6.0", FastMCP: "2.0.0"},
		},
		{
			name:  "malformed pyproject is refused, as pip would",
			files: map[string]string{"pyproject.toml": "[project\ndependencies = [\"mcp==1.2.3\"\n[[[\n"},
			file:  "server.py",
			deps:  map[string]string{},
			note:  "malformed TOML at line 1",
		},
		{
			name: "pyproject main dependencies win over extras and groups",
			files: map[string]string{"pyproject.toml": "[project.optional-dependencies]\ncli = [\"mcp[cli]==1.9.0\"]\n\n" +
				"[dependency-groups]\ndev = [{include-group = \"test\"}, \"fastmcp>=2.1\"]\n\n[project]\nname = \"x\"\ndependencies = [\"mcp>=1.6\"]\n"},
			file: "server.py",
			deps: map[string]string{PythonMCP: "1.6.0", FastMCP: "2.1.0"},
			note: "range >=1.6 read as 1.6.0",
		},
		{
			name:  "poetry group dependencies",
			files: map[string]string{"pyproject.toml": "[tool.poetry.group.dev.dependencies]\nMCP = {git = \"https://example.com/mcp.git\"}\n"},
			file:  "app.py",
			deps:  map[string]string{PythonMCP: ""},
			note:  "non-registry source git",
		},
		{
			name: "uv.lock: the first of several locked versions",
			files: map[string]string{"pyproject.toml": "[project]\ndependencies = [\"mcp\"]\n",
				"uv.lock": "version = 1\n[[package]]\nname = \"mcp\"\nversion = \"1.10.0\"\nresolution-markers = [\"python_full_version >= '3.12'\"]\n[[package]]\nname = \"mcp\"\nversion = \"1.9.0\"\n"},
			file: "server.py",
			deps: map[string]string{PythonMCP: "1.10.0"},
		},
		{
			name: "poetry.lock without a pyproject dependency",
			files: map[string]string{"requirements.txt": "httpx\n",
				"poetry.lock": "[[package]]\nname = \"FastMCP\"\nversion = \"2.3.4\"\ndescription = \"x\"\n\n[package.dependencies]\nmcp = \">=1.6\"\n\n[metadata]\nlock-version = \"2.0\"\n"},
			file: "server.py",
			deps: map[string]string{FastMCP: "2.3.4"},
		},
		{
			name: "malformed uv.lock keeps the pyproject's version",
			files: map[string]string{"pyproject.toml": "[project]\ndependencies = [\"mcp==1.2.0\"]\n",
				"uv.lock": "[[package]\nname = \"mcp\"\n"},
			file: "server.py",
			deps: map[string]string{PythonMCP: "1.2.0"},
			note: "uv.lock: malformed TOML",
		},
		{
			name: "pnpm importer: the package root's own version among several",
			files: map[string]string{"pnpm-lock.yaml": "lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    devDependencies:\n      typescript:\n        specifier: ^5\n        version: 5.4.0\n\n" +
				"  packages/a:\n    dependencies:\n      '@modelcontextprotocol/sdk':\n        specifier: ^1.10.0\n        version: 1.10.2(zod@3.24.1)\n\n" +
				"  packages/b:\n    dependencies:\n      '@modelcontextprotocol/sdk':\n        specifier: ^1.17.0\n        version: 1.17.5\n\n" +
				"packages:\n\n  '@modelcontextprotocol/sdk@1.10.2':\n    resolution: {integrity: sha512-a}\n\n  '@modelcontextprotocol/sdk@1.17.5':\n    resolution: {integrity: sha512-b}\n",
				"packages/a/package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.10.0"}}`},
			file: "packages/a/src/index.ts",
			root: "packages/a",
			deps: map[string]string{TSSDK: "1.10.2"},
		},
		{
			name: "pnpm v5 single-package lockfile",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.0.0"}}`,
				"pnpm-lock.yaml": "lockfileVersion: 5.4\n\nspecifiers:\n  '@modelcontextprotocol/sdk': ^1.0.0\n\ndependencies:\n  '@modelcontextprotocol/sdk': 1.0.3_zod@3.22.4\n\npackages:\n\n  /@modelcontextprotocol/sdk/1.0.3_zod@3.22.4:\n    resolution: {integrity: sha512-c}\n"},
			file: "index.ts",
			deps: map[string]string{TSSDK: "1.0.3"},
		},
		{
			name: "pnpm package keys: the highest of several versions, with a note",
			files: map[string]string{"package.json": `{"dependencies": {"fastmcp": "^3"}}`,
				"pnpm-lock.yaml": "lockfileVersion: '6.0'\n\npackages:\n\n  /fastmcp@3.2.0:\n    resolution: {integrity: x}\n\n  /fastmcp@3.10.1(zod@3.0.0):\n    resolution: {integrity: y}\n"},
			file: "index.ts",
			deps: map[string]string{FastMCP: "3.10.1"},
			note: "fastmcp locked at several versions (3.2.0, 3.10.1)",
		},
		{
			name: "yarn berry lockfile",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.0.0"}}`,
				"yarn.lock": "__metadata:\n  version: 8\n\n\"@modelcontextprotocol/sdk@npm:^1.0.0, @modelcontextprotocol/sdk@npm:^1.2.0\":\n  version: 1.24.0\n  resolution: \"@modelcontextprotocol/sdk@npm:1.24.0\"\n"},
			file: "a.ts",
			deps: map[string]string{TSSDK: "1.24.0"},
		},
		{
			name: "package-lock v1 dependencies",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^0.6.0"}}`,
				"package-lock.json": `{"lockfileVersion": 1, "dependencies": {"zod": {"version": "3.0.0"}, "@modelcontextprotocol/sdk": {"version": "0.6.1", "requires": {"zod": "^3"}}}}`},
			file: "a.ts",
			deps: map[string]string{TSSDK: "0.6.1"},
		},
		{
			name: "package-lock: the workspace package's own node_modules first",
			files: map[string]string{"packages/w/package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.5.0"}}`,
				"package-lock.json": `{"packages": {"": {"workspaces": ["packages/*"]}, "node_modules/@modelcontextprotocol/sdk": {"version": "1.20.0"}, "packages/w/node_modules/@modelcontextprotocol/sdk": {"version": "1.5.3"}}}`},
			file: "packages/w/index.ts",
			root: "packages/w",
			deps: map[string]string{TSSDK: "1.5.3"},
		},
		{
			name: "malformed package-lock keeps the package.json version",
			files: map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "1.5.0"}}`,
				"package-lock.json": `{"packages": {"node_modules/@modelcontextprotocol/sdk": {"version": `},
			file: "a.ts",
			deps: map[string]string{TSSDK: "1.5.0"},
			note: "package-lock.json: malformed JSON",
		},
		{
			name:  "no manifest",
			files: map[string]string{"main.go": ""},
			file:  "main.go",
			deps:  map[string]string{},
			note:  "no go.mod manifest found",
		},
		{
			name: "a Go file ignores a nearer package.json",
			files: map[string]string{"go.mod": "module m\nrequire github.com/mark3labs/mcp-go v0.40.0\n",
				"web/package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "1.0.0"}}`},
			file: "web/gen.go",
			deps: map[string]string{MCPGo: "0.40.0"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := NewIndex(write(t, tc.files)).ProjectFor(tc.file)
			if p == nil {
				t.Fatal("nil project")
			}
			if p.Root != tc.root {
				t.Errorf("root %q, want %q", p.Root, tc.root)
			}
			if len(p.Deps) != len(tc.deps) {
				t.Errorf("deps %v, want %v", p.Deps, tc.deps)
			}
			for k, v := range tc.deps {
				if got, ok := p.Version(k); !ok || got != v {
					t.Errorf("%s = %q (present %v), want %q; notes %q", k, got, ok, v, p.Notes)
				}
			}
			if tc.note != "" && !strings.Contains(noteText(p.Notes), tc.note) {
				t.Errorf("notes %q lack %q", p.Notes, tc.note)
			}
		})
	}
}

func TestSymlinkOutsideRootIsNotRead(t *testing.T) {
	outside := write(t, map[string]string{"go.mod": "module evil\nrequire github.com/mark3labs/mcp-go v0.1.0\n"})
	root := write(t, map[string]string{"main.go": ""})
	if err := os.Symlink(filepath.Join(outside, "go.mod"), filepath.Join(root, "go.mod")); err != nil {
		t.Skip("symlinks not supported:", err)
	}
	p := NewIndex(root).ProjectFor("main.go")
	if _, ok := p.Version(MCPGo); ok {
		t.Errorf("read a go.mod outside the root: %v", p.Deps)
	}
}

func TestOversizedManifestIsNoted(t *testing.T) {
	root := write(t, map[string]string{"package.json": `{"x": "` + strings.Repeat("a", maxSize) + `"}`})
	p := NewIndex(root).ProjectFor("a.ts")
	if !strings.Contains(noteText(p.Notes), "larger than") {
		t.Errorf("notes %q", p.Notes)
	}
}

// TestLockfileReadOnce: the packages of a workspace share its lockfile, which is parsed once.
func TestLockfileReadOnce(t *testing.T) {
	root := write(t, map[string]string{
		"packages/a/package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.0.0"}}`,
		"packages/b/package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.0.0"}}`,
		"yarn.lock":               "\"@modelcontextprotocol/sdk@^1.0.0\":\n  version \"1.3.0\"\n",
	})
	x := NewIndex(root)
	for _, f := range []string{"packages/a/x.ts", "packages/b/y.ts"} {
		if v, _ := x.ProjectFor(f).Version(TSSDK); v != "1.3.0" {
			t.Errorf("%s: %s = %q, want 1.3.0", f, TSSDK, v)
		}
	}
	if len(x.locks) != 1 {
		t.Errorf("%d lockfile entries, want 1", len(x.locks))
	}
	// A third package gets the parsed entry: the file is not read again (rewritten, it would say 9.9.9).
	files := map[string]string{"yarn.lock": "\"@modelcontextprotocol/sdk@^1.0.0\":\n  version \"9.9.9\"\n",
		"packages/c/package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "^1.0.0"}}`}
	for rel, body := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if v, _ := x.ProjectFor("packages/c/z.ts").Version(TSSDK); v != "1.3.0" {
		t.Errorf("third package: %q, want 1.3.0 from the lockfile parsed once", v)
	}
}

func TestConcurrentUseSharesProjects(t *testing.T) {
	root := write(t, map[string]string{"go.mod": "module m\nrequire github.com/mark3labs/mcp-go v0.30.0\n"})
	x := NewIndex(root)
	var wg sync.WaitGroup
	got := make([]string, 16)
	for i := range got {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			got[i], _ = x.ProjectFor("a/b/c.go").Version(MCPGo)
		}(i)
	}
	wg.Wait()
	for i, v := range got {
		if v != "0.30.0" {
			t.Errorf("goroutine %d: %q", i, v)
		}
	}
	if x.ProjectFor("a/x.go") != x.ProjectFor("b/y.go") {
		t.Error("files of one package root should share one project")
	}
}

func TestFromRange(t *testing.T) {
	for spec, want := range map[string]string{
		"1.12.0": "1.12.0", "^1.12.0": "1.12.0", "~=1.2": "1.2.0", "==1.9.0": "1.9.0", ">=1.2,<2": "1.2.0",
		"v0.26.0": "0.26.0", "latest": "", "*": "", "workspace:*": "", "<2": "", "npm:@modelcontextprotocol/sdk@^1.3.0": "1.3.0",
		"2.0.0rc1": "2.0.0rc1", "1.0.0-beta.1": "1.0.0-beta.1",
	} {
		if got, _ := fromRange(spec); got != want {
			t.Errorf("fromRange(%q) = %q, want %q", spec, got, want)
		}
	}
}

// TestNoMCP: NoMCP is set only where a package.json was read whole and neither it nor an
// enclosing package root's declares an MCP package.
func TestNoMCP(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		file  string
		want  bool
	}{
		{"own package.json without MCP", map[string]string{"package.json": `{"dependencies": {"ai": "5.0.0"}}`}, "src/a.ts", true},
		{"own package.json with the SDK", map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "1.20.0"}}`}, "a.ts", false},
		{"fastmcp as a peer", map[string]string{"package.json": `{"peerDependencies": {"fastmcp": "*"}}`}, "a.ts", false},
		{"an SDK package the index records no version of", map[string]string{"package.json": `{"dependencies": {"@modelcontextprotocol/node": "2.0.0"}}`}, "a.ts", false},
		{"no package.json", map[string]string{"src/a.ts": ""}, "src/a.ts", false},
		{"malformed package.json", map[string]string{"package.json": `{"dependencies": `}, "a.ts", false},
		{"a field of another shape", map[string]string{"package.json": `{"dependencies": []}`}, "a.ts", false},
		{"workspace root declares the SDK (hoisted)", map[string]string{
			"package.json":            `{"workspaces": ["packages/*"], "devDependencies": {"@modelcontextprotocol/sdk": "1.20.0"}}`,
			"packages/a/package.json": `{"dependencies": {"ai": "5.0.0"}}`}, "packages/a/src/x.ts", false},
		{"package beside an MCP package", map[string]string{
			"package.json":              `{"workspaces": ["packages/*"]}`,
			"packages/mcp/package.json": `{"dependencies": {"@modelcontextprotocol/sdk": "1.20.0"}}`,
			"packages/pi/package.json":  `{"peerDependencies": {"@earendil-works/pi-coding-agent": "*"}}`}, "packages/pi/x.ts", true},
		{"enclosing package names an SDK package the index records no version of", map[string]string{
			"package.json":         `{"workspaces": ["tools/*"], "dependencies": {"@modelcontextprotocol/node": "2.0.0"}}`,
			"tools/a/package.json": `{"dependencies": {"ai": "5.0.0"}}`}, "tools/a/x.ts", false},
		{"enclosing package.json malformed", map[string]string{
			"package.json":         `{"workspaces": ["tools/*"], `,
			"tools/a/package.json": `{"dependencies": {"ai": "5.0.0"}}`}, "tools/a/x.ts", false},
		{"enclosing package.json read whole without MCP", map[string]string{
			"package.json":         `{"workspaces": ["tools/*"], "dependencies": {"react": "19.0.0"}}`,
			"tools/a/package.json": `{"dependencies": {"ai": "5.0.0"}}`}, "tools/a/x.ts", true},
		{"go file", map[string]string{"go.mod": "module m\n"}, "main.go", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := NewIndex(write(t, tc.files)).ProjectFor(tc.file).NoMCP; got != tc.want {
				t.Errorf("NoMCP %v, want %v", got, tc.want)
			}
		})
	}
}

// noteText returns the notes one per line, as "path: message".
func noteText(ns []extract.Note) string {
	lines := make([]string, len(ns))
	for i, n := range ns {
		lines[i] = n.String()
	}
	return strings.Join(lines, "\n")
}
