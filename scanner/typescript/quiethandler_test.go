package typescript_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/gittest"
	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// TestQuietHandlerBody: a tool handler of its own module whose body names no failure, and
// returns as text what a client's method gives back, a `{ status: "error" }` answer on some
// path, is a softerror at its return. The files carry no want comment: a comment in the body
// would put a failure word there (the fixture harness's "want: softerror"), which is what the
// handler lacks.
func TestQuietHandlerBody(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"package.json": `{"name":"station","dependencies":{"@modelcontextprotocol/sdk":"^1.12.1","zod":"^3.23.0"}}`,
		"src/station.ts": `declare function readState(id: string): Promise<number>;
export class Station {
  async state(id: string): Promise<unknown> {
    try {
      return { id, value: await readState(id) };
    } catch (error) {
      return { status: "error", error: ` + "`${error}`" + ` };
    }
  }
  async label(id: string): Promise<string> {
    return ` + "`state ${id}`" + `;
  }
}
`,
		"src/handlers.ts": `import { Station } from "./station.js";
const station = new Station();
export async function readStateTool(args: { id: string }) {
  const v = await station.state(args.id);
  return { content: [{ type: "text" as const, text: JSON.stringify(v) }] };
}
export async function labelTool(args: { id: string }) {
  const v = await station.label(args.id);
  return { content: [{ type: "text" as const, text: v }] };
}
`,
		"src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { labelTool, readStateTool } from "./handlers.js";
const server = new McpServer({ name: "station", version: "1.0.0" });
server.tool("read_state", "Read a state", { id: z.string() }, readStateTool);
server.tool("label", "Label a state", { id: z.string() }, labelTool);
`,
	}
	gittest.Write(t, dir, files)
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range doc.Findings {
		if f.Rule != "softerror" {
			continue
		}
		var rel []string
		for _, r := range f.Related {
			rel = append(rel, r.Path+":"+strconv.Itoa(r.Line))
		}
		got = append(got, f.Path+":"+strconv.Itoa(f.Line)+" "+strings.Join(rel, ","))
	}
	want := "src/handlers.ts:5 src/station.ts:7,src/server.ts:5"
	if strings.Join(got, "; ") != want {
		t.Errorf("softerror findings %q, want %q", got, want)
	}
}
