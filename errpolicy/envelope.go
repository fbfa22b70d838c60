package errpolicy

// Example is the structured error envelope, as one SDK builds it.
type Example struct {
	SDK  string `json:"sdk"`
	Lang string `json:"lang"` // the Markdown fence's language
	Code string `json:"code"`
}

// The SDK labels, as SDKFor returns them.
const (
	MCPGo        = "mcp-go"
	GoSDK        = "go-sdk"
	PythonSDK    = "python-sdk"
	FastMCPPy    = "fastmcp (Python)"
	TypeScript   = "typescript-sdk"
	FastMCPTS    = "fastmcp (TypeScript)"
	envelopeNote = "The text stays for the model; the typed fields are what an agent's policy reads."
)

// SDKFor names the SDK a manifest dependency is, for a file of the language lang ("go",
// "python", "typescript", "javascript"), or "".
func SDKFor(dep, lang string) string {
	switch dep {
	case "github.com/mark3labs/mcp-go":
		return MCPGo
	case "github.com/modelcontextprotocol/go-sdk":
		return GoSDK
	case "mcp":
		return PythonSDK
	case "@modelcontextprotocol/sdk", "@modelcontextprotocol/server":
		return TypeScript
	case "fastmcp":
		if lang == "python" {
			return FastMCPPy
		}
		return FastMCPTS
	}
	return ""
}

var examples = map[string]Example{
	MCPGo: {SDK: MCPGo, Lang: "go", Code: `res := mcp.NewToolResultStructured(map[string]any{
	"error": map[string]any{"code": "NOT_FOUND", "target": "path", "retry": false, "sideEffects": "none"},
}, "no such file: "+path)
res.IsError = true
return res, nil`},
	GoSDK: {SDK: GoSDK, Lang: "go", Code: `return &mcp.CallToolResult{
	IsError:           true,
	Content:           []mcp.Content{&mcp.TextContent{Text: "no such file: " + path}},
	StructuredContent: map[string]any{"error": map[string]any{"code": "NOT_FOUND", "target": "path", "retry": false, "sideEffects": "none"}},
}, nil, nil`},
	PythonSDK: {SDK: PythonSDK, Lang: "python", Code: `return CallToolResult(
    isError=True,
    content=[TextContent(type="text", text=f"no such file: {path}")],
    structuredContent={"error": {"code": "NOT_FOUND", "target": "path", "retry": False, "sideEffects": "none"}},
)`},
	FastMCPPy: {SDK: FastMCPPy, Lang: "python", Code: `# fastmcp 3.4 and later: ToolResult(is_error=True); before, raise ToolError(json.dumps(...))
return ToolResult(
    content=f"no such file: {path}",
    structured_content={"error": {"code": "NOT_FOUND", "target": "path", "retry": False, "sideEffects": "none"}},
    is_error=True,
)`},
	TypeScript: {SDK: TypeScript, Lang: "ts", Code: `return {
  isError: true,
  content: [{ type: "text", text: ` + "`no such file: ${path}`" + ` }],
  structuredContent: { error: { code: "NOT_FOUND", target: "path", retry: false, sideEffects: "none" } },
};`},
	FastMCPTS: {SDK: FastMCPTS, Lang: "ts", Code: `throw new UserError(` + "`no such file: ${path}`" + `, {
  error: { code: "NOT_FOUND", target: "path", retry: false, sideEffects: "none" },
});`},
}

// sdkOrder is the order examples are shown in.
var sdkOrder = []string{MCPGo, GoSDK, PythonSDK, FastMCPPy, TypeScript, FastMCPTS}

// envelopes returns the envelope example of each SDK in sdks, or of every SDK when none is
// known.
func envelopes(sdks []string) []Example {
	want := map[string]bool{}
	for _, s := range sdks {
		want[s] = true
	}
	var out []Example
	for _, s := range sdkOrder {
		if len(want) == 0 || want[s] {
			out = append(out, examples[s])
		}
	}
	return out
}
