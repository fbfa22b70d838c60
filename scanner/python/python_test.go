package python

import (
	"path/filepath"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

// withProject runs the Python rules as if the manifests said deps (extracttest gives every file
// an empty Project; the fixture servers' pyproject.toml files say the same versions).
type withProject struct {
	extract.Language
	deps map[string]string
}

func (w withProject) Extract(f *extract.File) (extract.Result, error) {
	f.Project = &extract.Project{Deps: w.deps}
	return w.Language.Extract(f)
}

func server(name string) string { return filepath.Join("..", "..", "testdata", "servers", name) }

func TestPythonSDKv1FastMCP(t *testing.T) {
	extracttest.Run(t, withProject{Language(), map[string]string{"mcp": "1.29.0"}}, server("python-sdk-v1-fastmcp"))
}

func TestPythonSDKv1LowLevel(t *testing.T) {
	extracttest.Run(t, withProject{Language(), map[string]string{"mcp": "1.29.0"}}, server("python-sdk-v1-lowlevel"))
}

func TestPythonSDKv2(t *testing.T) {
	extracttest.Run(t, withProject{Language(), map[string]string{"mcp": "2.0.0"}}, server("python-sdk-v2"))
}

func TestJlowinFastMCP(t *testing.T) {
	extracttest.Run(t, withProject{Language(), map[string]string{"fastmcp": "2.14.5", "mcp": "1.26.0"}}, server("jlowin-fastmcp"))
}

func TestJlowinFastMCPv3(t *testing.T) {
	extracttest.Run(t, withProject{Language(), map[string]string{"fastmcp": "3.4.0"}}, server("jlowin-fastmcp-v3"))
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
