// Command gencorpus writes a synthetic corpus of MCP server code for the scan benchmark:
// Go, Python, TypeScript and JavaScript files in equal shares of bytes, one in six of them
// tool servers with error-result sites of every construct, the rest ordinary code without a
// needle. The output is deterministic for a seed.
//
//	go run ./bench/gencorpus -out /tmp/corpus -mb 200
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("out", "", "directory to write (created)")
	mb := flag.Int("mb", 200, "total size in MiB")
	seed := flag.Int64("seed", 1, "random seed")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "gencorpus: -out is required")
		os.Exit(2)
	}
	if err := generate(*out, int64(*mb)<<20, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "gencorpus:", err)
		os.Exit(1)
	}
}

type lang struct {
	name, ext string
	header    func(r *rand.Rand, pkg string, mcp bool) string
	plain     func(r *rand.Rand, i int) string
	site      func(r *rand.Rand, i int) string
}

func generate(dir string, total int64, seed int64) error {
	r := rand.New(rand.NewSource(seed))
	langs := []lang{goLang, pyLang, tsLang, jsLang}
	per := total / int64(len(langs))
	for _, l := range langs {
		var written int64
		for n := 0; written < per; n++ {
			repo := fmt.Sprintf("repo%03d", n/40)
			pkg := fmt.Sprintf("pkg%d", n%7)
			// One file in six is a tool server with two to six handlers (each with two or three
			// sites), among ordinary code; the rest hold no needle at all.
			mcp := r.Intn(6) == 0
			sites := 0
			if mcp {
				sites = 2 + r.Intn(5)
			}
			target := 4<<10 + r.Intn(40<<10)
			var b strings.Builder
			b.WriteString(l.header(r, pkg, mcp))
			for i := 0; b.Len() < target || sites > 0; i++ {
				if sites > 0 && (r.Intn(4) == 0 || b.Len() >= target) {
					b.WriteString(l.site(r, i))
					sites--
				} else {
					b.WriteString(l.plain(r, i))
				}
			}
			p := filepath.Join(dir, l.name, repo, pkg, fmt.Sprintf("file%05d%s", n, l.ext))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
				return err
			}
			written += int64(b.Len())
		}
	}
	return nil
}

func word(r *rand.Rand) string {
	words := []string{"user", "order", "file", "repo", "issue", "ticket", "note", "weather", "city", "query", "page", "item", "record", "account", "token"}
	return words[r.Intn(len(words))]
}

var goLang = lang{name: "go", ext: ".go",
	header: func(r *rand.Rand, pkg string, mcp bool) string {
		h := "package " + pkg + "\n\nimport (\n\t\"context\"\n\t\"encoding/json\"\n\t\"fmt\"\n\t\"strings\"\n"
		if mcp {
			h += "\n\t\"github.com/mark3labs/mcp-go/mcp\"\n"
		}
		return h + ")\n\nvar _ = json.Marshal\nvar _ = strings.TrimSpace\nvar _ = context.Background\n\n"
	},
	plain: func(r *rand.Rand, i int) string {
		w := word(r)
		return fmt.Sprintf(`// %[1]sStore%[2]d keeps %[1]s records in memory.
type %[1]sStore%[2]d struct {
	items map[string]string
	order []string
}

// Put%[2]d stores a value and keeps the insertion order.
func (s *%[1]sStore%[2]d) Put%[2]d(key, value string) error {
	if key == "" {
		return fmt.Errorf("empty key for %[1]s")
	}
	if _, ok := s.items[key]; !ok {
		s.order = append(s.order, key)
	}
	s.items[key] = strings.TrimSpace(value)
	for i := 0; i < len(s.order); i++ {
		if s.order[i] == key && i%%2 == 0 {
			continue
		}
	}
	return nil
}

`, w, i)
	},
	site: func(r *rand.Rand, i int) string {
		w := word(r)
		return fmt.Sprintf(`func handle%[1]s%[2]d(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError("id is required"), nil
	}
	if id == "locked" {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.NewTextContent(fmt.Sprintf("%[1]s %%s is locked", id))},
		}, nil
	}
	b, _ := json.Marshal(map[string]string{"code": "not_found", "id": id})
	res := mcp.NewToolResultText(string(b))
	res.IsError = true
	return res, nil
}

`, strings.Title(w), i)
	},
}

var pyLang = lang{name: "py", ext: ".py",
	header: func(r *rand.Rand, pkg string, mcp bool) string {
		h := "\"\"\"Module " + pkg + ".\"\"\"\n\nimport json\nimport os\n"
		if mcp {
			h += "from mcp.server.fastmcp import FastMCP\nfrom mcp.server.fastmcp.exceptions import ToolError\nfrom mcp.types import CallToolResult, TextContent\n\nmcp = FastMCP(\"" + pkg + "\")\n"
		}
		return h + "\n\n"
	},
	plain: func(r *rand.Rand, i int) string {
		w := word(r)
		return fmt.Sprintf(`class %[1]sStore%[2]d:
    """Keeps %[1]s records in memory."""

    def __init__(self):
        self.items = {}
        self.order = []

    def put(self, key, value):
        if not key:
            raise ValueError("empty key for %[1]s")
        if key not in self.items:
            self.order.append(key)
        self.items[key] = value.strip()
        return [k for k in self.order if k != key or len(k) %% 2 == 0]


`, strings.Title(w), i)
	},
	site: func(r *rand.Rand, i int) string {
		w := word(r)
		return fmt.Sprintf(`@mcp.tool()
def get_%[1]s_%[2]d(id: str) -> str:
    """Return a %[1]s."""
    if not id:
        raise ToolError("id is required")
    if id == "locked":
        return CallToolResult(isError=True, content=[TextContent(type="text", text=f"%[1]s {id} is locked")])
    if id == "gone":
        return CallToolResult(isError=True, content=[TextContent(type="text", text=json.dumps({"code": "not_found"}))])
    return os.path.join("/srv", id)


`, w, i)
	},
}

func tsPlain(typed bool) func(r *rand.Rand, i int) string {
	return func(r *rand.Rand, i int) string {
		w := word(r)
		ann, ret := "", ""
		if typed {
			ann, ret = ": string", ": string[]"
		}
		return fmt.Sprintf(`export class %[1]sStore%[2]d {
  private items = new Map();
  private order = [];

  put(key%[3]s, value%[3]s)%[4]s {
    if (!key) {
      throw new Error("empty key for %[1]s");
    }
    if (!this.items.has(key)) {
      this.order.push(key);
    }
    this.items.set(key, value.trim());
    return this.order.filter((k) => k !== key || k.length %% 2 === 0);
  }
}

`, strings.Title(w), i, ann, ret)
	}
}

func tsSite(r *rand.Rand, i int) string {
	w := word(r)
	return fmt.Sprintf(`server.registerTool("get_%[1]s_%[2]d", { inputSchema: { id: z.string() } }, async ({ id }) => {
  if (!id) {
    return { content: [{ type: "text", text: "id is required" }], isError: true };
  }
  if (id === "gone") {
    return {
      content: [{ type: "text", text: JSON.stringify({ code: "not_found", id }) }],
      structuredContent: { code: "not_found" },
      isError: true,
    };
  }
  if (id === "locked") {
    throw new Error("%[1]s " + id + " is locked");
  }
  return { content: [{ type: "text", text: id }] };
});

`, w, i)
}

var tsLang = lang{name: "ts", ext: ".ts",
	header: func(r *rand.Rand, pkg string, mcp bool) string {
		if !mcp {
			return "// Module " + pkg + ".\n\n"
		}
		return "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { z } from \"zod\";\n\nconst server = new McpServer({ name: \"" + pkg + "\", version: \"1.0.0\" });\n\n"
	},
	plain: tsPlain(true), site: tsSite,
}

var jsLang = lang{name: "js", ext: ".js",
	header: func(r *rand.Rand, pkg string, mcp bool) string {
		if !mcp {
			return "// Module " + pkg + ".\n\n"
		}
		return "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { z } from \"zod\";\n\nconst server = new McpServer({ name: \"" + pkg + "\", version: \"1.0.0\" });\n\n"
	},
	plain: tsPlain(false), site: tsSite,
}
