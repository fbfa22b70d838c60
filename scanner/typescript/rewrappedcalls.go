package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Calls whose callee's throws a catch of the caller rewraps, for protocolerror's pending
// findings of the functions a low-level tools/call handler reaches. A tool module's function
// that the handler dispatches to often calls an API client inside a try whose catch throws a
// new error carrying the caught one:
//
//	try {
//	  const profile = await client.getProfile(actor);  // client.getProfile may throw
//	  return { content: [...] };
//	} catch (error) {
//	  throw new McpError(ErrorCode.InternalError, `Failed: ${error}`); // the finding, naming the client's throws
//	}
//
// The catch's throw is where the failure leaves for the client, and where the fix goes; its
// finding names, behind it, the throws of the functions its try calls (forwardBehind). Those
// throws are then no findings of their own when every way from a low-level handler to them goes
// through such a call (Call.Rewrapped, Pending.UnlessRewrapped), as a throw in the catch's own
// try is not (passedOnByCatch) and a callee of the handler's own try is not (inLowLevelTry).

// rewrappedCall reports whether a call of a function of another module (keys, first found
// first) sits, in its own keyed function fn and in no function between, in the body of a try
// whose catch throws on every path and ends in a throw that carries the caught error (a rewrap
// whose finding names the callee's throws behind it): no return, break or continue in the
// catch, and no other try of fn around that try. A function of the file keeps its throws'
// findings: the rewrap does not name them.
func (f *file) rewrappedCall(call *sitter.Node, keys []string) bool {
	if len(keys) == 0 || strings.HasPrefix(keys[0], f.modPath+"#") {
		return false
	}
	fn := f.enclosingFunction(call)
	if fn == nil || f.keyOf(fn) == "" {
		return false
	}
	try := f.innermostTry(call, fn)
	if try == nil {
		return false
	}
	for p := f.parent(try); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "try_statement" || extract.Type(p) == "catch_clause" || extract.Type(p) == "finally_clause" {
			return false // the rewrap's own throw may be caught, or passed on elsewhere
		}
	}
	catch := extract.Field(try, "handler")
	if catch == nil {
		return false
	}
	body := extract.Field(catch, "body")
	if body == nil {
		return false
	}
	var last *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		if c := extract.NamedChild(body, i); extract.Type(c) != "comment" {
			last = c
		}
	}
	if last == nil || extract.Type(last) != "throw_statement" || !f.carriesCaught(last, catch) ||
		f.isUnknownTool(f.describeThrow(last)) || f.rethrowsElicitation(last, fn) {
		return false
	}
	leaves := false // a path out of the catch that throws nothing
	f.walkOwn(catch, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "return_statement", "break_statement", "continue_statement":
			leaves = true
		}
	})
	return !leaves
}
