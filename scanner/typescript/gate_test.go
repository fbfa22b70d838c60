package typescript

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestGateOnTests: a test file is parsed only when it may spell a site, a UserError throw or a
// tool's registration; other files always.
func TestGateOnTests(t *testing.T) {
	for src, want := range map[string]bool{
		"return { isError: true, content };":           true,
		`return { "isError": true };`:                  true,
		"return {\n  content,\n  isError\n};":          true,
		"return { content, isError /* set above */ };": true,
		"result.isError = true;":                       true,
		"result\n  .isError = true;":                   true,
		"throw new UserError('x');":                    true,
		"server.registerTool('x', {}, cb);":            true,
		"import { McpServer } from '@modelcontextprotocol/sdk/x.js';\nserver.tool('x', cb);": true,
		"server.addTool({ name: 'x', execute: async () => 'ok' });":                          true,
		"server.setRequestHandler(CallToolRequestSchema, h);":                                true,
		"server.setRequestHandler('tools/call', h);":                                         true,
		"const tools = [{ name: 'x', inputSchema: {}, handler: run }];":                      true,
		"export default { name: 'x', schema, async execute(a) { return a; } };":              true,
		`const t = { name: "x", "input_schema": {}, handler: h };`:                           true,
		"expect(result.isError).toBe(true);":                                                 false, // a read: no site
		"if (!res.isError && res?.isError === false) {}":                                     false,
		"if (isError) fail();":                                                false,
		"const { isError } = result;":                                         true, // a pattern reads like a shorthand
		`expect("isError" in result).toBe(true);`:                             false,
		"const r = { ...isError };":                                           false,
		"setIsError(true); isErrorResult(r);":                                 false, // other names
		"client.setRequestHandler(ElicitRequestSchema, h);":                   false, // not tools/call
		"server.tool('x', cb);":                                               false, // not the SDK's
		"server.addTool(def);":                                                false, // no execute member
		"import { FastMCP } from 'fastmcp';\nserver.addTool(uploadFile);":     true,  // an imported tool object (importedtools.go)
		"class UserError extends Error {}":                                    false, // nothing thrown
		"const entry = { name: 'x', run: () => 1 }; validate(input, schema);": false, // no schema member
	} {
		if got := Language().(lang).Gate("x.test.ts", finding.Test, []byte(src)); got != want {
			t.Errorf("Gate(test, %q) = %v, want %v", src, got, want)
		}
		for _, ctx := range []finding.Context{finding.Production, finding.Vendored, finding.Generated, finding.Example} {
			if !Language().(lang).Gate("x.ts", ctx, []byte(src)) {
				t.Errorf("Gate(%s, %q) = false", ctx, src)
			}
		}
	}
}

// TestGateOnFixtures: the fixture tests that yield findings pass the Gate (as extracttest checks
// of every fixture), the one that only reads does not.
func TestGateOnFixtures(t *testing.T) {
	dir := "testdata/servers/ts-sdk-v1"
	for rel, want := range map[string]bool{
		"test/tools.test.ts": true, "test/handlers.test.ts": true, "test/reads.test.ts": false,
		// Assertions' expected values spell sites: the rules, not the Gate, tell them apart.
		"src/server.test.ts": true,
	} {
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
