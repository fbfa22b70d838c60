package typescript

import "strings"

// toolHosts are the npm packages of tool hosts other than MCP: agent frameworks and coding-agent
// extension APIs that register and run tools of their own, with results of their own shape
// (no isError, no CallToolResult).
var toolHosts = []string{
	"@earendil-works/pi-coding-agent", "@mariozechner/pi-coding-agent", // pi coding agent extensions
	"@opencode-ai/plugin", // opencode plugins
	"ai",                  // Vercel AI SDK: tool({ parameters, execute })
	"@langchain/core", "langchain",
	"@mastra/core",
	"@openai/agents",
}

// isToolHostModule reports whether a module specifier names a package of toolHosts, or a
// subpath of one ("@langchain/core/tools").
func isToolHostModule(m string) bool {
	for _, h := range toolHosts {
		if m == h || strings.HasPrefix(m, h+"/") {
			return true
		}
	}
	return false
}

// foreignHost reports whether the file's registrations are another tool host's, not MCP's: its
// package's manifests (its own package.json and those of enclosing package roots, a workspace
// root's hoisted dependencies among them) declare no MCP SDK or framework, the file imports
// none, and it imports a package of another tool host. Where no manifest was read, nothing is
// known and the registrations stand.
func (f *file) foreignHost() bool {
	return f.Project != nil && f.Project.NoMCP && !f.usesSDK && !f.usesFastMCP && f.usesToolHost
}
