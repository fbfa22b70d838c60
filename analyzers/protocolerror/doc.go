// Package protocolerror defines an Analyzer that reports MCP tool handlers sending an ordinary
// failure as a JSON-RPC error.
//
// # Analyzer protocolerror
//
// protocolerror: business failure sent as a JSON-RPC error
//
// A tool handler that returns a non-nil Go error, where its SDK sends that error as a JSON-RPC
// error (handlers are found by signature; an unexported one that nothing in its package refers
// to is dead code, not a handler): mcp-go handlers (also the inner function of NewTypedToolHandler) give -32603 and drop
// any result returned with it; go-sdk raw (*Server).AddTool handlers give code 0 unless the
// error is a *jsonrpc.Error. The model never sees a protocol error, so it cannot fix its
// arguments or choose another tool.
//
// Handlers built by the module's own adapters count as what they end in: a function value handed
// to a constructor of the module (generic or not, through further constructors), or stored in a
// struct field, that a raw handler calls and whose error it returns unchanged is a handler of
// that raw handler's kind, whatever its own signature (package mcpsdk finds them: Info.Adapted).
// A tool definition stored in a field of a package that the adapter's package imports is left
// in a storedFact and judged there.
//
// Errors are followed into the module's helpers and API clients: an errorFact on every function
// of the module whose last result is an error says whether that error is always benign (nil, a
// cancellation, a *jsonrpc.Error, the benign error of a call) or lists the returns that make it.
// A handler passing on a benign helper's error is fine; otherwise the finding names the helper's
// returns as related places. The call of a function value that can only be one of a known set of
// the module's functions (a lookup in a map or slice literal of function names and method values,
// or in a function returning such a literal, or in a package table only read; a variable
// assigned only such values, as by a switch) has a benign error when each of them has one
// (dispatch.go); a parameter, a field, a closure or a table written to keeps the error unknown. Not reported: go-sdk typed handlers registered with mcp.AddTool
// (the SDK turns the error into an isError result), handlers wrapped by NewStructuredToolHandler
// or by a wrapper or adapter that builds isError results from their errors, handlers of a server
// whose middleware converts errors into isError results, ctx.Err() and context cancellation
// (also through a variable or a helper), the error of json.Marshal, MarshalIndent or mcp-go's NewToolResultJSON (also
// wrapped by fmt.Errorf or by an error helper of the module that only wraps the error it is given,
// errors.Internal(fmt.Errorf("marshal: %w", err)), by a wrapFact, or through a helper: encoding the tool's own output fails only on a
// server bug, which -32603 Internal error names), the error of a pure standard-library parser
// given only constants (url.Parse of a constant base, regexp.Compile of a literal: it fails on
// every run or on none), the error of reading the body of an HTTP response the server has
// received (io.ReadAll or ioutil.ReadAll of resp.Body, where Body is net/http.Response's, also
// promoted from a type that embeds it: the request was answered, so the read fails only on the
// connection, a transport fault and no business failure, in a 2xx branch as in a non-2xx one;
// not when the package replaces the Body, nor of a request's body or a file), the error of a
// call that fails only on the server's own state (a server fault, for which a JSON-RPC error is
// allowed: a callee that does no I/O and looks nothing up in a map, by a stateFact on the
// module's functions, interface methods resolved to the implementations in sight, lists of the
// standard library (json.Marshal only of types whose MarshalJSON methods do none) and the
// catalogue noio.tsv of third-party functions per version; that can return a nil error; given
// only a handler's contexts, constants, package variables, a handler method's receiver, a
// handler's parameters of a module interface type or the constructor's parameters a handler
// literal captures, each set only at start-up, or a helper's context or interface parameter
// that every call of the helper in the package gives such state: deps.GetClient(ctx) building a client from a
// context value and the configuration), a fresh error returned only under conditions of that
// state (a kind given at registration missing from the package's read-only table), a
// *jsonrpc.Error
// returned on purpose, and an error picked out with errors.As in a handler that turns its other failures into isError results.
//
// Every finding stands on the return that sends the error and names the other places in
// Diagnostic.Related: the registration, the adapters, fields and returns on the way to the raw
// handler's return, the helper returns behind the error. Handlers written in a package that does
// not build a server are judged where the server is built, because only there are its
// middlewares known: the package leaves their harmful returns (places that travel in facts) in a
// pendingFact on the function or package-level variable that brings them, and the package that
// builds the server reports them where they stand, naming its use of that function as a related
// place, or drops them when its middleware converts errors.
//
// A result helper of the module (a function that returns a tool result and an error, as
// MCPToolResponse(resp, codes, err)) that tool handlers return as is (`return helper(...)`) is
// where the fix goes: when every reference to it in the module's packages that the server's
// package imports is such a return of a tool handler (or the helper's value handed to an adapter),
// the returns are reported as one finding at the helper's first return that gives an error,
// naming its other such returns, every handler's return and its registrations. A helper also
// used otherwise (a caller that reads its error, a function that is no handler returning it)
// keeps one finding per handler: hiding its error would hide the failure from those callers.
// The helper's error result may be a concrete error type (*errors.ErrToolHandler): the handler's
// return makes it a non-nil error on every path, a nil pointer too, so each of its returns
// counts, and the advice adds that the result must be declared error.
//
// Tools kept in a package-level registry are brought by the variable, not by the function that
// fills it: a handler put there (Tool.RegisterRead(server.ServerTool{...}) in an init function,
// Tools = append(Tools, st), a table of ServerTools) leaves its problems on the variable, and the
// server package's use of it (s.AddTools(user.Tool.Tools()...)) reports them, or drops them when
// every handler it takes from there is wrapped in a converting wrapper (a range over the tools).
// A registry the server package hands to a function that fills it (repo.RegisterAll(t)) is
// followed to the AddTools that takes its tools. What an init function registers where no
// variable of its package keeps it (another package's registry) is left in an initPendingFact
// on the package, reported by every package that imports it and builds a server whose
// middlewares do not convert errors.
//
// A tool-handler middleware registered with mcp-go's WithToolHandlerMiddleware or
// (*MCPServer).Use stands in front of every tool (mcpsdk's Info.Middlewares): a return of its
// handler that gives an error of its own, not next's (as is or wrapped), is reported once where
// it stands, naming the registration (the middleware as written: a literal, a function or
// method value, a call that builds it, or a local variable given one of these once), unless a
// middleware that converts errors is registered before it in the same file (mcp-go applies the
// first added outermost) or in another file. A middleware written in another package of the
// module is known by an mwFact on the function that is or builds it.
//
// The suggested fix, for a return in the package that reports it, returns
// mcp.NewToolResultErrorFromErr("... failed", err), nil on mcp-go, or an isError CallToolResult
// on go-sdk (a typed handler behind an adapter keeps its output and returns a nil error).
//
// Suppress one report with a comment on its line or on the function:
//
//	//mcperr:ignore protocolerror the client treats this as fatal by design
//
// The rule's full page is scanner/rule/docs/protocolerror.md; Analyzer.Doc is taken from it.
package protocolerror
