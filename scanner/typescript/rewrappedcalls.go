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
//
// The same holds for raisederror, of a tool (fastmcp's execute, an SDK callback) or a function
// a tool calls, when the catch throws a new error on every path and never the caught value
// itself (`catch (error) { if (error instanceof ApiError) throw new UserError(error.message);
// throw new UserError(`Failed: ${error}`) }`): the client's throws never reach the SDK as they
// are. A catch that throws the caught value on some path (`throw error`, after logging it or
// not) lets them through, and they stay findings of their own.

// rewrapTry returns the try whose catch rewraps what a call throws, or nil: the call is of a
// function of another module (keys, first found first) and sits, in its own keyed function fn
// and in no function between, in the body of a try whose catch throws on every path and ends in
// a throw that carries the caught error (a rewrap whose finding names the callee's throws
// behind it, Call.Rewrapped): no return, break or continue in the catch, and no other try of fn
// around that try. A function of the file keeps its throws' findings: the rewrap does not name
// them. When the catch also replaces what it caught (replacesCaught), the call is
// Call.Replaced: what the callee throws reaches the SDK only as the catch's new error, the
// tool's own finding, which names the callee's throws behind it (replacedOrigins), and
// raisederror's findings of the callee's throws do not stand when every way from a tool goes
// through such calls (Pending.UnlessReplaced).
func (f *file) rewrapTry(call *sitter.Node, keys []string) *sitter.Node {
	if len(keys) == 0 || strings.HasPrefix(keys[0], f.modPath+"#") {
		return nil
	}
	fn := f.enclosingFunction(call)
	if fn == nil || f.keyOf(fn) == "" {
		return nil
	}
	try := f.innermostTry(call, fn)
	if try == nil {
		return nil
	}
	for p := f.parent(try); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "try_statement" || extract.Type(p) == "catch_clause" || extract.Type(p) == "finally_clause" {
			return nil // the rewrap's own throw may be caught, or passed on elsewhere
		}
	}
	catch := extract.Field(try, "handler")
	if catch == nil {
		return nil
	}
	body := extract.Field(catch, "body")
	if body == nil {
		return nil
	}
	var last *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		if c := extract.NamedChild(body, i); extract.Type(c) != "comment" {
			last = c
		}
	}
	if last == nil || extract.Type(last) != "throw_statement" || !f.carriesCaught(last, catch) ||
		f.isUnknownTool(f.describeThrow(last)) || f.rethrowsElicitation(last, fn) {
		return nil
	}
	leaves := false // a path out of the catch that throws nothing
	f.walkOwn(catch, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "return_statement", "break_statement", "continue_statement":
			leaves = true
		}
	})
	if leaves {
		return nil
	}
	return try
}

// replacesCaught reports whether every throw of a catch clause (not of functions in it) throws
// an error it constructs (`throw new UserError(error.message)`): not the caught value (`throw
// error`, as it is or cast), nor what a call returns, which may be the caught value again.
func (f *file) replacesCaught(catch *sitter.Node) bool {
	if catch == nil {
		return false
	}
	replaces := true
	f.walkOwn(catch, func(n *sitter.Node) {
		if extract.Type(n) == "throw_statement" {
			if v := unwrap(extract.NamedChild(n, 0)); v == nil || extract.Type(v) != "new_expression" {
				replaces = false
			}
		}
	})
	return replaces
}

// replacedOrigins makes the pending raisederror of a throw in a catch of fn that replaces what
// it caught (replacesCaught) name what the try's calls of functions of other modules throw,
// the throws it stands for (Call.Replaced), as passedOnRoots does for protocolerror: cited, not
// needed, so that the throw stands as before. It reports whether it named any call. A pending
// whose callees decide whether it stands (Need, Unless) is left as it is.
func (f *file) replacedOrigins(p *extract.Pending, stmt, fn *sitter.Node) bool {
	if p.Need != 0 || p.Unless != 0 || p.UnlessAll != 0 || len(p.AnyOf) > 0 {
		return false
	}
	try := f.rethrowTry(stmt, fn)
	if try == nil || !f.replacesCaught(extract.Field(try, "handler")) {
		return false
	}
	n := len(p.AnyOf)
	f.passedOnRoots(p, stmt, fn)
	return len(p.AnyOf) > n
}
