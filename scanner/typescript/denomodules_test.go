package typescript

import "testing"

func TestRegistryModule(t *testing.T) {
	for _, tc := range []struct{ in, module, version string }{
		{"npm:@modelcontextprotocol/sdk@1.29.0/server/mcp.js", "@modelcontextprotocol/sdk/server/mcp.js", "1.29.0"},
		{"npm:@modelcontextprotocol/sdk@^1.29.0/types.js", "@modelcontextprotocol/sdk/types.js", "^1.29.0"},
		{"npm:/@modelcontextprotocol/sdk@1.24.3/server/mcp.js", "@modelcontextprotocol/sdk/server/mcp.js", "1.24.3"},
		{"npm:@modelcontextprotocol/sdk/server/mcp.js", "@modelcontextprotocol/sdk/server/mcp.js", ""},
		{"npm:fastmcp@3.20.0", "fastmcp", "3.20.0"},
		{"npm:zod@3", "zod", "3"},
		{"jsr:@std/assert@1", "@std/assert", "1"},
		{"https://esm.sh/@modelcontextprotocol/sdk@1.0.0/server/stdio.js?target=deno", "@modelcontextprotocol/sdk/server/stdio.js", "1.0.0"},
		{"@modelcontextprotocol/sdk/server/mcp.js", "@modelcontextprotocol/sdk/server/mcp.js", ""},
		{"./tools/a.ts", "./tools/a.ts", ""},
		{"npm:@scope", "npm:@scope", ""},
		{"https://deno.land/x/y", "https://deno.land/x/y", ""},
	} {
		if m, v := registryModule(tc.in); m != tc.module || v != tc.version {
			t.Errorf("registryModule(%q) = %q, %q; want %q, %q", tc.in, m, v, tc.module, tc.version)
		}
	}
}
