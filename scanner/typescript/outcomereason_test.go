package typescript_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/gittest"
	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// TestOutcomeReasonPrecedence: a conditional text that picks a failure when an operation's
// outcome is false, beside a success text on the other branch, is judged for that outcome: the
// message gives the failed-outcome reason, not the weaker "on one branch of a condition" that a
// failure text on either branch of any conditional gets. A conditional on an argument, with no
// outcome to test, keeps the branch reason. The files carry no want comment: the message is
// what is checked, which the fixture harness does not compare.
func TestOutcomeReasonPrecedence(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"package.json": `{"name":"notes","dependencies":{"@modelcontextprotocol/sdk":"^1.20.0","zod":"^3.23.0"}}`,
		"src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const notes = new Map<string, string>();
const server = new McpServer({ name: "notes", version: "1.0.0" });
server.registerTool("remove_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const removed = notes.delete(id);
  return { content: [{ type: "text", text: removed ? ` + "`removed ${id}`" + ` : "Note not found" }] };
});
server.registerTool("describe", { inputSchema: { id: z.string(), verbose: z.boolean() } }, async ({ id, verbose }) => {
  const note = notes.get(id) ?? "";
  return { content: [{ type: "text", text: verbose ? note : "Error: note not found" }] };
});
`,
	}
	gittest.Write(t, dir, files)
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{
		7:  `(text "Note not found", given when removed is false while the other branch reports success)`,
		11: "a branch of a conditional",
	}
	seen := map[int]bool{}
	for _, f := range doc.Findings {
		if f.Rule != "softerror" {
			continue
		}
		w, ok := want[f.Line]
		if !ok {
			t.Errorf("unexpected softerror at %s:%d: %s", f.Path, f.Line, f.Message)
			continue
		}
		seen[f.Line] = true
		if !strings.Contains(f.Message, w) {
			t.Errorf("softerror at line %d says %q, want it to contain %q", f.Line, f.Message, w)
		}
	}
	for line := range want {
		if !seen[line] {
			t.Errorf("no softerror at src/server.ts:%d", line)
		}
	}
}
