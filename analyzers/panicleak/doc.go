// Package panicleak defines an Analyzer that reports panic sources in MCP tool handlers with no
// recovery in front of them.
//
// # Analyzer panicleak
//
// panicleak: panic source in a tool handler with no recovery in front of it
//
// In each tool handler (mcp-go and go-sdk, found by signature, and functions of any signature that
// a wrapper turns into a handler, such as NewTool(..., func(ctx, deps, req, args) ...)) and in the
// functions of the same module it calls, panicleak finds single-value type assertions on tool
// arguments (not after a comma-ok check of the same assertion that returns on failure, and not on
// values a call returned for them), explicit panics, Must* calls on argument-derived input and
// indexes into strings.Split and Fields results of argument-derived strings without a length
// check. Argument-derived means computed from the request or the typed arguments (in a helper:
// from its parameters); a context, a logger or a package-level pattern is not. It reports them
// only when nothing recovers: no deferred recover in the handler, no recovering wrapper around it
// at registration, no server.WithRecovery() (also in an options slice) and no recovering
// tool-handler or receiving middleware in the package that builds the server. The message says
// what the client gets with the SDK version in the build list: a dead process (go-sdk; mcp-go
// before v0.54 on stdio and SSE), a -32603 reply with a null id that clients cannot match
// (mcp-go v0.54 to v1.1.0), or an opaque -32603 protocol error.
//
// Handlers written in one package and registered in another are reported where the server is
// built, at the first use of what brings them (the handler, the function that registers it, or
// the variable that holds it), one diagnostic per panic site.
//
// Suppress one report with a comment on its line or on the function:
//
//	//mcperr:ignore panicleak the value is validated by the input schema
//
// The rule's full page is scanner/rule/docs/panicleak.md; Analyzer.Doc is taken from it.
package panicleak
