package typescript

import (
	"slices"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestRegisteringFunctionsWantCallers: a function that makes a registration of the SDK in its
// body (in a callback it makes, in a loop) from what its parameters hold has the index want its
// callers, whose files the calls pass then extracts for its name (ts-crossfile
// specwrapped/aliased.ts, which holds no needle); one without parameters, one whose
// registrations spell no parameter (the server they are made on aside), one no other module
// can call, and a test's, do not.
func TestRegisteringFunctionsWantCallers(t *testing.T) {
	const src = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function defineAliasedTool(mcp: McpServer, alias: { name: string }, spec: any) {
  const answer = (async (args: any) => ({ content: [{ type: "text", text: JSON.stringify(await spec.handler(args)) }] })) as any;
  return (mcp.tool as any)(alias.name, {}, answer);
}
export function registerAll(server: McpServer, tools: any[]) {
  for (const t of tools) {
    server.registerTool(t.name, {}, async (args: any) => t.handler(args));
  }
}
export class Kit {
  constructor(server: McpServer, handlers: any) {
    const { ping } = handlers;
    server.tool("ping", async () => ping());
  }
}
const server = new McpServer({ name: "s", version: "1" });
export function main() {
  server.tool("pong", async () => ({ content: [] }));
}
function defineLocal(mcp: McpServer, spec: any) {
  mcp.tool(spec.name, async (args: any) => spec.handler(args));
}
export function registerOwn(server: McpServer, config: { base: string }) {
  const base = config.base;
  server.tool("own", async () => ({ content: [{ type: "text", text: "ok" }] }));
}
`
	want := []string{"src/kit#Kit.constructor", "src/kit#defineAliasedTool", "src/kit#registerAll"}
	if got := regWanted(t, "src/kit.ts", finding.Production, src); !slices.Equal(got, want) {
		t.Errorf("production: callers wanted of %v, want %v", got, want)
	}
	if got := regWanted(t, "src/kit.test.ts", finding.Test, src); len(got) != 0 {
		t.Errorf("test: callers wanted of %v, want none", got)
	}
}

// regWanted extracts src and returns, sorted, the keys whose callers its summaries want
// (regWantMark).
func regWanted(t *testing.T, path string, ctx finding.Context, src string) []string {
	t.Helper()
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(grammar(extract.TypeScriptDialect))
	tree := p.Parse(nil, []byte(src))
	defer tree.Close()
	res, err := Language().Extract(&extract.File{Path: path, Lang: finding.TypeScript, Dialect: extract.TypeScriptDialect,
		Src: []byte(src), Tree: tree, Context: ctx, Project: &extract.Project{}})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range res.Summaries {
		key, ok := strings.CutSuffix(s.Key, regWantMark)
		if !ok {
			continue
		}
		if !slices.Equal(s.Via, []string{key + extract.UsedMark}) {
			t.Errorf("%s: Via %v, want the use of %s", s.Key, s.Via, key)
		}
		out = append(out, key)
	}
	slices.Sort(out)
	return out
}
