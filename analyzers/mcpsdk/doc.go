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
// types, not names: github.com/mark3labs/mcp-go (handlers of the arguments map alone before v0.8.0,
// the old Arguments map[string]any API and the GetArguments / Require* API; AddTool, AddTools, SetTools, AddSessionTool(s), ServerTool
// literals, NewTypedToolHandler, NewStructuredToolHandler, WithRecovery,
// WithToolHandlerMiddleware, Use) and github.com/modelcontextprotocol/go-sdk ((*Server).AddTool
// raw handlers, mcp.AddTool typed handlers, AddReceivingMiddleware). A function is a handler by
// its signature, so handlers written in one package and registered in another are found where
// they are written; but an unexported function or method that nothing in its package refers to
// (no use, no method of that name in an interface of the package or its SDK, no //go:linkname)
// is dead code, not a handler, for no other package can register it (a registration commented
// out). Exported ones stay handlers. The SDK version comes from the module build list: mcpsdk runs on the SDK's
// own packages and records their module version as a package fact.
//
// Handlers built by the module's own adapters are found too (Info.Adapted): a function value
// handed to a constructor of the module (a parameter of a declared function, generic or not,
// through further constructors and parameters, or a parameter's call, `wrap(t.handler)`, whose
// callers hand a constructor as wrap) or stored in a struct field (also of a struct type
// declared in a function), that a tool handler
// calls, is a handler of that handler's kind; its Sink says whether the handler returns the
// value's error unchanged (`res, _, err := h(ctx, req, in); return res, err`), names what that
// handler calls (Calls: the slot, or the parameter through which the value reaches it), and lists
// the places on the way (every route as harmful, when callers hand several constructors as wrap)
// as place.Places, which travel in facts (AdapterFact on the constructor,
// FieldSinksFact on the package whose handler calls the field). Info.Hops holds the returns that
// only pass such an error on, and Info.Stores the values stored in fields whose sink is not known
// in their package (a handler of an importing package may call them). A middleware or wrapper
// converts errors only when it builds isError results and never returns the wrapped handler's
// error unchanged; reading res.IsError builds nothing. Info.Middlewares lists the mcp-go
// tool-handler middlewares a package registers, each saying whether it converts.
//
// Servers also keep tools in registries: VarStores finds where a function puts values in a
// package-level variable of its package (a registry's RegisterRead(st) in an init function,
// Tools = append(Tools, st)), HoldsTools says whether a type can hold tools (a registry type of
// the module, a list of ServerTools), and IsToolRegistration names the SDK calls that take them
// (AddTools). ConvertedAt follows a registry through its methods (user.Tool.Tools()) to a
// converting wrapper or to a range that wraps each handler in one.
package mcpsdk
