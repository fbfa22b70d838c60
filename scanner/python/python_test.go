package python

import (
	"os"
	"path/filepath"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// withManifests runs the Python rules with the Project that scanner/manifest reads from the
// fixture's own pyproject.toml or requirements.txt, as a scan would.
type withManifests struct {
	extract.Language
	index *manifest.Index
}

// Admit is the language's own (python.go): the harness asks the wrapper.
func (w withManifests) Admit(path string, src []byte) bool {
	return w.Language.(extract.Admitter).Admit(path, src)
}

// TestRefs and UsesTestFramework are the language's own (testrefs.go): the harness asks the wrapper.
func (w withManifests) TestRefs(path string, src []byte) []string {
	return w.Language.(extract.TestReferrer).TestRefs(path, src)
}

func (w withManifests) UsesTestFramework(src []byte) bool {
	return w.Language.(extract.TestReferrer).UsesTestFramework(src)
}

func (w withManifests) Extract(f *extract.File) (extract.Result, error) {
	f.Project = w.index.ProjectFor(f.Path)
	return w.Language.Extract(f)
}

func server(name string) string { return filepath.Join("..", "..", "testdata", "servers", name) }

func runServer(t *testing.T, name string) {
	dir := server(name)
	extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir)
}

func TestPythonSDKv1FastMCP(t *testing.T)    { runServer(t, "python-sdk-v1-fastmcp") }
func TestPythonSDKv1LowLevel(t *testing.T)   { runServer(t, "python-sdk-v1-lowlevel") }
func TestPythonSDKv1LowEnum(t *testing.T)    { runServer(t, "python-sdk-v1-lowenum") }
func TestPythonSDKv1LowEnumOld(t *testing.T) { runServer(t, "python-sdk-v1-lowenum-old") }
func TestPythonSDKv2(t *testing.T)           { runServer(t, "python-sdk-v2") }
func TestJlowinFastMCP(t *testing.T)         { runServer(t, "jlowin-fastmcp") }
func TestJlowinFastMCPv3(t *testing.T)       { runServer(t, "jlowin-fastmcp-v3") }

// TestVersionsMatter extracts the 1.x low-level fixture as if the project pinned python-sdk 2.x:
// is_error= then works, so it must be an isError site and not a dropped flag.
func TestVersionsMatter(t *testing.T) {
	for _, tc := range []struct {
		version string
		want    finding.Outcome
	}{{"1.29.0", finding.Success}, {"2.0.0", finding.IsError}} {
		src, err := os.ReadFile(filepath.Join(server("python-sdk-v1-lowlevel"), "server.py"))
		if err != nil {
			t.Fatal(err)
		}
		parser := sitter.NewParser()
		parser.SetLanguage(python.GetLanguage())
		tree := parser.Parse(nil, src)
		res, err := Language().Extract(&extract.File{Path: "server.py", Src: src, Tree: tree,
			Project: &extract.Project{Deps: map[string]string{"mcp": tc.version}}})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, f := range res.Findings {
			if f.Rule == "errorresult" && f.Site.API == "CallToolResult(is_error=True)" {
				found = true
				if f.Site.Outcome != tc.want {
					t.Errorf("mcp %s: is_error= outcome %s, want %s", tc.version, f.Site.Outcome, tc.want)
				}
			}
		}
		if !found {
			t.Errorf("mcp %s: no is_error= site", tc.version)
		}
	}
}

// TestUnversioned runs the fixtures with no manifest: outcomes assume the newest SDKs.
func TestUnversioned(t *testing.T) {
	extracttest.Run(t, Language(), filepath.Join("testdata", "unversioned"))
}

// TestNotSites holds every "not a site" class: nothing in it may be reported.
func TestNotSites(t *testing.T) {
	extracttest.Run(t, Language(), filepath.Join("testdata", "negative"))
}

// TestQueriesCompile compiles every query against the grammar and checks its captures.
func TestQueriesCompile(t *testing.T) {
	for _, name := range queryNames {
		q, err := compileQuery(name)
		if err != nil {
			t.Fatal(err)
		}
		if q.PatternCount() == 0 {
			t.Errorf("query %s has no patterns", name)
		}
		q.Close()
	}
	entries, err := queryFS.ReadDir("queries")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(queryNames) {
		t.Errorf("queries/ has %d files, queryNames lists %d", len(entries), len(queryNames))
	}
}

// FuzzExtract feeds arbitrary source to the rules: they must never fail or panic.
func FuzzExtract(f *testing.F) {
	for _, seed := range []string{
		"from mcp.types import CallToolResult\nCallToolResult(isError=True)\n",
		"@mcp.tool()\ndef f():\n    raise ToolError('x')\n",
		"x.isError = True\n{'isError': True, 'content': []}\n",
		"def f(:\n  raise\n",
		"from mcp.server.lowlevel import Server\ns = Server('x', on_call_tool=h)\ndef h(c, p):\n    raise ValueError()\n",
		"from mcp.server.mcpserver import MCPServer, Resolve\nm = MCPServer('x')\ndef r(a):\n    raise ValueError()\n@m.tool()\ndef t(a: Annotated[int, Resolve(r)]):\n    pass\n",
		"from mcp.server.lowlevel import Server\nasync def h(c, p):\n    match p.name:\n        case _:\n            raise KeyError\ns = Server('x', on_call_tool=h)\n",
		"from fastmcp.tools.tool import Tool, ToolResult\nclass T(Tool):\n    async def run(self, a):\n        try:\n            pass\n        except Exception as e:  # c\n            return ToolResult(structured_content={'error': str(e)})\n",
		"from mcp.server.fastmcp import FastMCP\ndef b():\n    return FastMCP('x')\napp = b()\n@app.tool()\ndef f():\n    return json.dumps(g())\n",
		"\x00\xff(((((",
	} {
		f.Add([]byte(seed))
	}
	parser := sitter.NewParser()
	parser.SetLanguage(python.GetLanguage())
	f.Fuzz(func(t *testing.T, src []byte) {
		tree := parser.Parse(nil, src)
		defer tree.Close()
		file := &extract.File{Path: "fuzz.py", Src: src, Tree: tree, Project: &extract.Project{}}
		if _, err := Language().Extract(file); err != nil {
			t.Fatal(err)
		}
	})
}

// TestTries holds the cases found by running mcperr on public servers, each directory with the
// manifest that pins its SDK.
func TestTries(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "tries", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no tries fixtures: %v", err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir)
		})
	}
}

// TestInternalLeak runs rule internalleak's fixtures: python-sdk 1.x FastMCP, and fastmcp 2.14
// with and without mask_error_details.
func TestInternalLeak(t *testing.T) {
	dir := filepath.Join("testdata", "internalleak")
	extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir)
}
