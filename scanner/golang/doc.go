// Package golang holds the Go rules of mcperr's syntax-level scanner: tree-sitter queries over
// one parsed file at a time, with no type information (the typed analysis lives in analyzers/).
//
// # Rule errorresult
//
// A site is an explicit construction of an isError tool result whose package qualifier resolves,
// through the file's imports (aliases and dot imports included), to an SDK's mcp package:
//
//   - mcp-go constructors: mcp.NewToolResultError, NewToolResultErrorf, NewToolResultErrorFromErr;
//   - mcp.CallToolResult{...} and &mcp.CallToolResult{...} literals with IsError: true (either SDK);
//   - a later res.IsError = true on a value that is, or may be, a CallToolResult;
//   - go-sdk res.SetError(err) on a value positively known to be a CallToolResult.
//
// Only the constant true counts; IsError: failed copies a flag that may be false. Client code
// reading res.IsError, type declarations and comments never match the queries, and in test files
// expected values (assertion arguments, want/expected names) are skipped. A function of the
// repository named NewToolResultError is a helper, not the SDK.
//
// # Rule successflagged
//
// An errorresult site whose constant text (the constructor's message, the Text of a TextContent
// in the literal; a string, the format of fmt.Sprintf, the left end of a concatenation, a
// constant) reports success with nothing that negates it, by the shared lexicon of package
// guidance. Results returned with a non-nil error are dropped before the client reads them and
// are not judged.
//
// # Rule softerror
//
// In a tool handler, a return inside an "if err != nil {" block, at any depth of it (a nested if
// or switch; not in a function literal), or inside the else block of "if err == nil {", for any
// error name (err, e, readErr), of a success with a nil error that carries the failure:
//
//   - mcp-go's mcp.NewToolResultText, or a CallToolResult literal of either SDK with no IsError
//     key, whose text carries the checked error (directly or through a local defined from it:
//     msg := err.Error()) or opens as an error ("Error: ...", "failed to ...");
//   - mcp-go's NewToolResultStructured / NewToolResultStructuredOnly, a literal's
//     StructuredContent, or the output of a typed handler (go-sdk "return nil, out, nil", the
//     inner function of mcp-go's NewStructuredToolHandler "return out, nil"), that is an object
//     with an error member carrying the error or error text, or a status member "error"/"failed".
//
// "No results" texts are not failures; a per-item error inside a batch loop is not returned from
// the check.
//
// A function that is not a handler and returns a CallToolResult (a helper, or a sub-handler a
// handler returns the result of) is judged by the same checks, and any return of it whose
// success text opens as an error or carries an error parameter counts too; such a finding is
// pending, Within the function, and stands when a tool handler reaches it through returned
// calls ("return errs.Describe(err), nil", "res, err := s.tag(p); ...; return res, nil"), with
// the handler and the calls as related. A failure text a handler (or such a function) hands,
// in an error check's failure block, to a function of the module whose result it returns is
// pending on that function having extract.SuccessText: a successful result built from one of
// its parameters, in a function that spells no isError flag (softhelpers.go, softlinks.go). A
// function a registration call passes as the handler, as it is or through wrappers
// ("s.AddTool(tool, guard(adapt(purge)))"), is a tool whatever its signature.
//
// # Classification
//
// shape: structured when StructuredContent is set, or _meta / Meta carries error information;
// otherwise the text decides: json-in-text for json.Marshal output, a format starting with "{" or
// "[", or a literal that parses as JSON; prose-only for other strings, fmt.Sprintf, err.Error()
// and concatenations with prose; a strings.Builder or bytes.Buffer is judged by the first thing
// written into it (fmt.Fprintf(&b, "## Not found"), b.WriteString("{"), json.NewEncoder(&b));
// unknown only when the text cannot be resolved in the file after following local variables,
// same-file functions and, for parameters, the file's own calls.
// Typed fields (code, target, policy, retry, sideEffects, with common spellings) are recognised at
// any depth of StructuredContent and Meta values, so the envelope error.code/target/... counts.
//
// # Helpers, keys and uses
//
// A declared function or method that is not a tool handler (no CallToolRequest parameter),
// declares a CallToolResult result and returns a site is a helper. Its site is reported inside it
// with pathKey equal to the helper's key, and it is emitted as an extract.Helper. A function
// literal bound to a name is a helper too: a package-level "var fail = func(...)" like a
// function, a closure ("errf := func(format string, args ...any) *mcp.CallToolResult") with its
// uses counted in the function that holds it (pathKey "<key of that function>/errf"), and its
// parameters resolved through those calls. A wrapper, a function that builds no result and passes
// on, in every return, the result of a call that may reach a helper ("return
// utils.NewToolResultErrorFromErr(msg, err)"), is emitted with extract.Helper.Via, its returns
// last first: its calls count for the helper its last return reaches. Keys are
// "<dir>.<Func>" for functions and "<dir>.*.<Method>" for methods, where <dir> is the file's
// directory relative to the scan root ("" at the root). Calls are emitted for same-package calls
// ("<dir>.name"), method calls ("<dir>.*.name", the receiver's type being unknown here), and calls
// into non-standard, non-SDK imports, with one candidate key per suffix of the import path joined
// to the project root (the module path is not needed: "github.com/acme/srv/internal/errs".Fail
// reaches "internal/errs.Fail"). The standard library is known by its top-level names, not by
// the missing dot: a module may be named without one ("module toolbox"). Calls from test files are not uses. Inline sites get the pathKey
// "<dir>.<function>|<construct>|<api>|<shape>", one path per function as in TypeScript and
// Python: the function is the declaration around the site ("Func", or "Recv.Method", so the
// handler methods of one receiver are paths of their own), followed, for a site in a function
// literal that is a tool handler, by that literal: the tool it is registered as (quoted), else
// its string key in a map literal, else its place among the handler literals of the declaration
// ("#2"). At package level the declaration is the var that holds the literal ("var tools"), so
// the handlers of a package-level table are paths of their own (pathkeys.go).
//
// # Queries
//
// Queries live in queries/*.scm, one rule (or one support concern: imports, calls) per file, each
// pattern after a ";;" comment showing the code it matches. Declarations are read from the root's
// children directly: in Go they are always top-level. Capture names come from one vocabulary:
//
//	@site    the whole construct (call, literal, assignment, declaration)
//	@anchor  the node a finding points at, when not the site (the IsError: true element)
//	@pkg     a package qualifier
//	@name    a called function, method, type or declared name
//	@args    an argument list
//	@key     a field name (IsError)
//	@value   an assigned value (the constant true), or the block of an error check
//	@recv    the value a field or method is applied to, or a method's receiver list
//	@alias   an import's name ("m", ".", "_")
//	@path    an import path
package golang
