package python

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestGateOnTests: a test (or vendored, or generated) file is parsed only when it may spell a
// site or a tool's registration; production files always.
func TestGateOnTests(t *testing.T) {
	for src, want := range map[string]bool{
		"CallToolResult(isError=True, content=[])":        true,
		"CallToolResult(is_error = True)":                 true,
		"CallToolResult(\n    isError=\n    True)":        true,
		"CallToolResult(isError=  # why\n True)":          true,
		`{"isError": True, "content": []}`:                true,
		`{'is_error':True}`:                               true,
		"result.is_error = True":                          true,
		"result.is_error: bool = True":                    true,
		"@mcp.tool()\ndef f(): ...":                       true,
		"@mcp.tool\ndef f(): ...":                         true,
		"@server.call_tool()\nasync def f(): ...":         true,
		"@tool\ndef f(): ...":                             true,
		"from fastmcp.tools import tool as t":             true,
		"Server('x', on_call_tool=handle)":                true,
		"mcp.add_tool(f)":                                 true,
		"mcp.add_tool (f)":                                true,
		"FunctionTool.from_function(f)":                   true,
		"from fastmcp.tools import Tool as T":             true,
		"class T(Tool):\n    async def run(self, a): ...": true,
		"assert result.isError":                           false, // a read: no site
		"assert result.is_error == True":                  false,
		"assert not result.is_error":                      false,
		`assert "is_error" in data`:                       false,
		`{"isError": False}`:                              false,
		"CallToolResult(isError=False)":                   false,
		"result_is_error = True":                          false, // another name
		"Prompt.from_function(f)":                         false, // not a tool
		"async def on_call_tool(ctx, params): ...":        false,
		"if isinstance(c, Tool):\n    run(c)":             false,
	} {
		for _, ctx := range []finding.Context{finding.Test, finding.Vendored, finding.Generated} {
			if got := Language().(lang).Gate("x.py", ctx, []byte(src)); got != want {
				t.Errorf("Gate(%s, %q) = %v, want %v", ctx, src, got, want)
			}
		}
		for _, ctx := range []finding.Context{finding.Production, finding.Example, finding.Docs} {
			if !Language().(lang).Gate("x.py", ctx, []byte(src)) {
				t.Errorf("Gate(%s, %q) = false", ctx, src)
			}
		}
	}
}

// TestGateOnFixtures: the fixture tests that yield findings pass the Gate (as RunProject checks
// of every fixture), those that only read do not.
func TestGateOnFixtures(t *testing.T) {
	dir := server("python-sdk-v2")
	for rel, want := range map[string]bool{"tests/test_tools.py": true, "tests/test_reads.py": false} {
		src, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			t.Fatal(err)
		}
		ctx := extract.ContextOf(rel, src)
		if ctx != finding.Test {
			t.Fatalf("%s: context %s, want test", rel, ctx)
		}
		if got := Language().(lang).Gate(rel, ctx, src); got != want {
			t.Errorf("Gate(%s) = %v, want %v", rel, got, want)
		}
	}
}
