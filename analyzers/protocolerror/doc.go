// Package protocolerror defines an Analyzer that reports MCP tool handlers sending an ordinary
// failure as a JSON-RPC error.
//
// # Analyzer protocolerror
//
// protocolerror: business failure sent as a JSON-RPC error
//
// A tool handler that returns a non-nil Go error, where its SDK sends that error as a JSON-RPC
// error: mcp-go handlers (also the inner function of NewTypedToolHandler) give -32603 and drop
// any result returned with it; go-sdk raw (*Server).AddTool handlers give code 0 unless the
// error is a *jsonrpc.Error. The model never sees a protocol error, so it cannot fix its
// arguments or choose another tool. A handler returning a helper's results is reported only when
// the helper can return a non-nil error (a fact on the module's functions that return a tool
// result and an error), naming the helper's return. Not reported: go-sdk typed handlers
// (mcp.AddTool turns the error into an isError result), handlers wrapped by
// NewStructuredToolHandler or by a wrapper that builds isError results, handlers of a server whose
// middleware converts errors into isError results, ctx.Err() and context cancellation (also
// through a variable), a *jsonrpc.Error returned on purpose, and an error picked out with
// errors.As in a handler that turns its other failures into isError results.
//
// Handlers written in a package that does not build a server are judged where the server is
// built, because only there are its middlewares known: the package leaves their harmful returns
// in a fact on the function that brings them (the handler, its registering function, or the
// function holding the handler literal), and the package that builds the server reports them
// where it uses that function, or drops them when its middleware converts errors.
//
// The suggested fix, for a return in the package that builds the server, returns
// mcp.NewToolResultErrorFromErr("... failed", err), nil on mcp-go, or an isError CallToolResult
// on go-sdk.
//
// Suppress one report with a comment on its line or on the function:
//
//	//mcperr:ignore protocolerror the client treats this as fatal by design
//
// The rule's full page is scanner/rule/docs/protocolerror.md; Analyzer.Doc is taken from it.
package protocolerror
