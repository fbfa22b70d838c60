package main

import (
	"fmt"
	"regexp"
	"strings"
)

var tsLang = jsLike("ts", ".ts", 0.35, true)

var jsLang = jsLike("js", ".js", 0.15, false)

// jsLike builds TypeScript's templates, or JavaScript's without the type annotations.
func jsLike(name, ext string, share float64, typed bool) *lang {
	strip := func(ts []string) []string {
		out := make([]string, len(ts))
		for i, t := range ts {
			if typed {
				out[i] = retype(t)
			} else {
				out[i] = untype(t)
			}
		}
		return out
	}
	return &lang{name: name, share: share,
		path: func(g *gen, k kind, n int) string {
			switch k {
			case toolFile, regFile:
				if n == 0 {
					return "src/index" + ext
				}
				return fmt.Sprintf("src/tools/%s-%d%s", g.word(), n, ext)
			case testFile:
				return fmt.Sprintf("test/%s-%d.test%s", g.word(), n, ext)
			}
			return fmt.Sprintf("src/%s/%s-%d%s", []string{"lib", "clients", "store", "utils"}[g.r.Intn(4)], g.word(), n, ext)
		},
		header: func(g *gen, k kind, sdk int) string {
			h := "// Part of an MCP server.\n\n"
			switch k {
			case toolFile, regFile:
				if sdk == 0 {
					h += "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n"
					if typed {
						h += "import type { CallToolResult } from \"@modelcontextprotocol/sdk/types.js\";\n"
					}
					h += "import { z } from \"zod\";\n\nconst server = new McpServer({ name: \"server\", version: \"1.0.0\" });\n\n"
				} else {
					h += "import { FastMCP, UserError } from \"fastmcp\";\nimport { z } from \"zod\";\n\nconst server = new FastMCP({ name: \"server\", version: \"1.0.0\" });\n\n"
				}
			case testFile:
				h += "import { describe, expect, it } from \"vitest\";\nimport { client } from \"./helpers\";\n\n"
			}
			return h
		},
		plain: strip(tsPlain),
		sites: [][]string{strip(tsSites), strip(tsUserErrors)},
		tools: [][]string{strip(tsTools), strip(tsAddTools)},
		tests: strip(tsTests),
	}
}

// Type annotations in the templates are marked «like this»: TypeScript keeps what they enclose,
// JavaScript drops it.
var annotation = regexp.MustCompile(`(?s)«[^»]*»`)

func untype(t string) string { return annotation.ReplaceAllString(t, "") }

func retype(t string) string { return strings.NewReplacer("«", "", "»", "").Replace(t) }

var tsPlain = []string{`export class {T}Store{N} {
  «private »items = new Map«<string, string>»();
  «private »order«: string[]» = [];

  put(key«: string», value«: string»)«: void» {
    if (!key) {
      throw new Error("empty key for {W}");
    }
    if (!this.items.has(key)) {
      this.order.push(key);
    }
    this.items.set(key, value.trim());
  }

  keys(prefix«: string»)«: string[]» {
    return this.order.filter((k) => k.startsWith(prefix)).sort();
  }
}

`, `«export interface {T}Payload{N} {
  id: string;
  name?: string;
  labels: Record<string, string>;
}

»export async function fetch{T}{N}(base«: string», id«: string»)«: Promise<{T}Payload{N}>» {
  const res = await fetch(` + "`${base}/{W}s/${encodeURIComponent(id)}`" + `, {
    headers: { accept: "application/json" },
  });
  if (res.status === 404) {
    throw new Error(` + "`{W} ${id} not found`" + `);
  }
  if (!res.ok) {
    throw new Error(` + "`upstream ${res.status}: ${await res.text()}`" + `);
  }
  const body = (await res.json())« as {T}Payload{N}»;
  return { ...body, labels: body.labels ?? {} };
}

`, `export function load{T}Config{N}(env«: Record<string, string | undefined>» = process.env) {
  const conf = { endpoint: "https://api.example.com", timeout: 30_000, retries: 3, verbose: false };
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith("{T}_") || value === undefined) continue;
    switch (key.slice("{T}_".length).toLowerCase()) {
      case "endpoint":
        conf.endpoint = value;
        break;
      case "timeout":
        conf.timeout = Number.parseInt(value, 10);
        break;
      case "verbose":
        conf.verbose = ["1", "true", "yes"].includes(value.toLowerCase());
        break;
      default:
        console.warn(` + "`unknown setting ${key}`" + `);
    }
  }
  return conf;
}

`, `export function group{T}s{N}(rows«: Record<string, unknown>[]», key = "{V}") {
  const out = new Map«<string, Record<string, unknown>[]>»();
  for (const row of rows) {
    const value = row[key];
    if (value == null) continue;
    const list = out.get(String(value)) ?? [];
    list.push(row);
    out.set(String(value), list);
  }
  return [...out.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

`}

var tsSites = []string{`server.registerTool(
  "get_{W}_{N}",
  { description: "Get a {W}", inputSchema: { id: z.string() } },
  async ({ id }) => {
    if (!id) {
      return { content: [{ type: "text", text: "id is required" }], isError: true };
    }
    if (id === "gone") {
      return {
        content: [{ type: "text", text: JSON.stringify({ code: "not_found", id }) }],
        structuredContent: { code: "not_found", target: "id" },
        isError: true,
      };
    }
    if (id === "locked") {
      throw new Error("{W} " + id + " is locked");
    }
    return { content: [{ type: "text", text: id }] };
  },
);

`, `function {W}Error{N}(message«: string», code = "invalid")«: CallToolResult» {
  return {
    isError: true,
    content: [{ type: "text", text: message }],
    structuredContent: { code, retry: false },
  };
}

server.tool("list_{W}s_{N}", { owner: z.string(), limit: z.number().optional() }, async ({ owner, limit = 20 }) => {
  if (limit <= 0 || limit > 100) {
    return {W}Error{N}(` + "`limit must be between 1 and 100, got ${limit}`" + `, "bad_limit");
  }
  if (owner.includes("/")) {
    return {W}Error{N}("owner must not contain a slash");
  }
  return { content: [{ type: "text", text: "[]" }] };
});

`, `server.registerTool("delete_{W}_{N}", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const isError = name.startsWith("system:");
  return {
    content: [{ type: "text", text: isError ? "cannot delete a system {W}" : ` + "`deleted ${name}`" + ` }],
    isError,
  };
});

`}

var tsUserErrors = []string{`server.addTool({
  name: "get_{W}_{N}",
  description: "Get a {W}",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    if (!id) {
      throw new UserError("id is required: pass the {W} id");
    }
    if (id.includes("/")) {
      throw new UserError(JSON.stringify({ code: "bad_id", target: "id" }));
    }
    return ` + "`{W} ${id}`" + `;
  },
});

`}

var tsTools = []string{`server.registerTool("count_{W}s_{N}", { inputSchema: { owner: z.string() } }, async ({ owner }) => {
  return { content: [{ type: "text", text: String(owner.length) }] };
});

`}

var tsAddTools = []string{`server.addTool({
  name: "describe_{W}_{N}",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => JSON.stringify({ id, kind: "{W}" }),
});

`}

var tsTests = []string{`describe("get_{W}", () => {
  it("fails without an id {N}", async () => {
    const result = await client.callTool({ name: "get_{W}", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result).toEqual({ content: [{ type: "text", text: "id is required" }], isError: true });
  });
});

`, `describe("group{T}s", () => {
  it("keeps the order {N}", () => {
    const rows = [{ {V}: "a" }, { {V}: "b" }, { {V}: "a" }];
    expect(rows.length).toBe(3);
  });
});

`}
