// Package mcpsdk is the shared knowledge of the Go MCP SDKs that the mcperr analyzers build on:
// which SDK a package uses and at which version, which functions are tool handlers and of which
// kind, where they are registered and through which wrappers, and whether the server in front of
// them recovers panics or converts returned errors into isError results.
//
// # Analyzer mcpsdk
//
// mcpsdk: discover MCP tool handlers and the SDK behaviour in front of them
//
// mcpsdk reports nothing. Its result (*Info) lists the handlers of a package, resolved through
// types, not names: github.com/mark3labs/mcp-go (the old Arguments map[string]any API and the
// GetArguments / Require* API; AddTool, AddTools, SetTools, AddSessionTool(s), ServerTool
// literals, NewTypedToolHandler, NewStructuredToolHandler, WithRecovery,
// WithToolHandlerMiddleware, Use) and github.com/modelcontextprotocol/go-sdk ((*Server).AddTool
// raw handlers, mcp.AddTool typed handlers, AddReceivingMiddleware). A function is a handler by
// its signature, so handlers written in one package and registered in another are found where
// they are written. The SDK version comes from the module build list: mcpsdk runs on the SDK's
// own packages and records their module version as a package fact.
package mcpsdk
