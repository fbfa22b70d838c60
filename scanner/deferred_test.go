package scanner_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestDeferredFiles: in testdata/deferred each language has a server file that registers a tool,
// a client file that reads the isError flag (a needle) and raises in a function the tool calls,
// and an unused file that reads the flag and raises where no tool reaches. The main pass parses
// neither reader (Deferrer); the calls pass extracts the client, whose module the tool wants, so
// its raise is still a finding, with the tools that reach it; the unused file is never parsed
// and yields nothing. The TypeScript tools.ts registers a tool on a server it is handed, without
// importing the SDK: it is parsed, and its tool reaches the client's throw too.
func TestDeferredFiles(t *testing.T) {
	for _, c := range []struct {
		dir, client  string
		parsed       int
		relatedPaths []string
	}{
		{"testdata/deferred/ts", "client.ts", 2, []string{"server.ts", "server.ts", "tools.ts"}},
		{"testdata/deferred/py", "client.py", 1, []string{"server.py", "server.py"}},
	} {
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{c.dir}}, all.Languages()...)
		if err != nil {
			t.Fatal(err)
		}
		if len(doc.Findings) != 1 {
			t.Fatalf("%s: want one finding, got %d: %+v", c.dir, len(doc.Findings), doc.Findings)
		}
		f := doc.Findings[0]
		if f.Rule != "raisederror" || f.Path != c.client || f.Line != 5 {
			t.Errorf("%s: got %s at %s:%d, want raisederror at %s:5", c.dir, f.Rule, f.Path, f.Line, c.client)
		}
		var paths []string
		for _, r := range f.Related {
			paths = append(paths, r.Path)
		}
		if strings.Join(paths, " ") != strings.Join(c.relatedPaths, " ") {
			t.Errorf("%s: related in %v, want %v", c.dir, paths, c.relatedPaths)
		}
		if doc.Summary.FilesParsed != c.parsed || doc.Summary.FilesDeferred != 2 {
			t.Errorf("%s: filesParsed %d, filesDeferred %d; want %d and 2 (the client and the unused file)",
				c.dir, doc.Summary.FilesParsed, doc.Summary.FilesDeferred, c.parsed)
		}
	}
}

// TestDefer checks each language's Deferrer on files that may yield something of their own
// (false) and files that only read the flag or name a needle in passing (true).
func TestDefer(t *testing.T) {
	deferrers := map[finding.Lang]extract.Deferrer{}
	for _, l := range all.Languages() {
		if d, ok := l.(extract.Deferrer); ok {
			deferrers[l.Lang()] = d
		}
	}
	for _, c := range []struct {
		lang finding.Lang
		src  string
		want bool
	}{
		{finding.TypeScript, "if (res.isError) { throw new Error('x') }", true},
		{finding.TypeScript, "server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }))", true},
		{finding.TypeScript, "import { FastMCP } from 'fastmcp'; export type S = FastMCP", true},
		{finding.TypeScript, "return { content, isError: true }", false},
		{finding.TypeScript, "result.isError = true", false},
		{finding.TypeScript, "server.tool('x', {}, async () => ({ content: [] }))", false}, // no SDK import
		{finding.TypeScript, "server.registerTool('x', {}, h)", false},
		{finding.TypeScript, "server.setRequestHandler(CallToolRequestSchema, h)", false},
		{finding.TypeScript, "import { UserError } from 'fastmcp'; throw new UserError('x')", false},
		{finding.Python, "if result.is_error:\n    raise RuntimeError('x')\n", true},
		{finding.Python, "p = Prompt.from_function(f)\n", true},
		{finding.Python, "return CallToolResult(content=c, isError=True)\n", false},
		{finding.Python, "@mcp.tool()\ndef f(): pass\n", false},
		{finding.Python, "class Reporting(FastMCP[T]):\n    pass\n", false},
		{finding.Python, "server = Server('x', on_call_tool=handle)\n", false},
		{finding.Go, "if res.IsError { return err }", true},
		{finding.Go, "return &mcp.CallToolResult{IsError: true}", false},
		{finding.Go, "func h(ctx context.Context, req mcp.CallToolRequest) {}", false},
		{finding.Go, "return mcp.NewToolResultError(msg)", false},
	} {
		d, ok := deferrers[c.lang]
		if !ok {
			t.Fatalf("%s has no Deferrer", c.lang)
		}
		if got := d.Defer("x", []byte(c.src)); got != c.want {
			t.Errorf("%s Defer(%q) = %v, want %v", c.lang, c.src, got, c.want)
		}
	}
}
