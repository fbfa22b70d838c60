// Package panicleak defines an Analyzer that reports panic sources in MCP tool handlers with no
// recovery in front of them.
//
// # Analyzer panicleak
//
// panicleak: panic source in a tool handler with no recovery in front of it
//
// In each tool handler (mcp-go and go-sdk, found by signature, but not an unexported function
// nothing in its package refers to, and functions of any signature that a wrapper turns into a
// handler, such as NewTool(..., func(ctx, deps, req, args) ...)) and in
// every function of the module it calls, panicleak finds single-value type assertions on tool
// input (not after a comma-ok check of the same assertion that returns on failure, and not on
// values a call returned for them), Must* calls on argument-derived input, indexes into
// strings.Split and Fields results of argument-derived strings without a length check, explicit
// panics that nothing but the server's own state guards, and values used before their error is
// checked (resp, err := client.List(ctx); n := resp.Nodes before if err != nil) when the callee
// can return nil with an error. Tool input is the request and the typed arguments and what the
// module's functions hand back from them (args := util.ArgsMap(req.Params.Arguments)): each
// function is summarised once as a fact (which results come from which parameters, which can
// be nil with an error, which panic sources it reaches on which parameters' input), so that a
// helper's panic counts only where a handler gives it input. A function outside the module is
// assumed to return nil pointers and interfaces with its errors, as Go's convention allows.
//
// It reports them only when nothing recovers: no deferred recover in the handler or on the way
// down, no recovering wrapper around it at registration, no server.WithRecovery() (also in an
// options slice) and no recovering tool-handler or receiving middleware in the package that
// builds the server. The message says what the client gets with the SDK version in the build
// list: a dead process (go-sdk; mcp-go before v0.54 on stdio and SSE), a -32603 reply with a
// null id that clients cannot match (mcp-go v0.54 to v1.1.0), or an opaque -32603 protocol
// error.
//
// A finding stands at the panic source, once, and its related locations name the calls from
// the handler down to it, the handler's registration and, for a handler registered from another
// package, what brings it into the package that builds the server.
//
// Suppress one report with a comment on its line or on the function:
//
//	//mcperr:ignore panicleak the value is validated by the input schema
//
// The rule's full page is scanner/rule/docs/panicleak.md; Analyzer.Doc is taken from it.
package panicleak
