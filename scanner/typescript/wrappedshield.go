package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool's callback handed to a wrapper of another module of the root:
//
//	// tools/utils.ts
//	export function createToolHandler(handler) {
//	  return async (data) => {
//	    try { return createSuccessResponse(await handler(data)); }
//	    catch (error) { return createErrorResponse(error); }   // `Error: ...` without isError
//	  };
//	}
//	// tools/call.ts
//	server.tool("get_call", "Gets a call", shape, createToolHandler(async (data) => {
//	  if (!data.id) throw new Error("id is required");
//	  return await client.get(data.id);
//	}));
//
// The wrapper runs the callback inside a try whose catch answers (caughtargs.go), so nothing the
// callback throws reaches the SDK: the catch's answer does. The calling file cannot see the
// wrapper's body, nor the wrapper's file the callback; the wrapper's file gives
// "<wrapper's key>!catches@<i>" the fact Catches for each parameter i it catches so
// (shieldSummaries), and the callback's registration names those keys (shieldKeys): as its
// Guards, so that no raise it reaches through its calls counts, and as the Unless of its own
// throws' findings. The registration also lends the wrapper's key, as a factory's
// (factories.go), to what the wrapper builds: the built handler is the tool the SDK runs, and
// its catch's answer is the tool's (a text "Error: ..." without isError is a softerror there).

// shieldMark joins a wrapper's key and the parameter it catches.
const shieldMark = "!catches@"

// shieldKey returns the key under which a function's file says the function runs its
// parameter i only inside a try that answers.
func shieldKey(key string, i int) string { return fmt.Sprintf("%s%s%d", key, shieldMark, i) }

// shieldSummaries gives the key of each parameter the function catches outright (no runner of
// another file to ask, and not only what it throws before it returns: syncrunner.go) the fact
// Catches.
func (f *file) shieldSummaries(sz *summarizer, key string, fn *sitter.Node, cs []extract.ArgCatch) {
	for _, c := range cs {
		if len(c.Via) == 0 && !c.Sync {
			s := sz.get(shieldKey(key, c.Arg), fn)
			s.Facts |= extract.Catches
		}
	}
}

// shieldForeign notes, for a registration whose handler is a call of a function imported from a
// relative module with the registered callback fn among its arguments, the keys that say
// whether that function catches it (shieldKeys), and registers what the function builds as
// the tool of a foreign factory (foreignFactoryKeys).
func (f *file) shieldForeign(r *registration, call, fn *sitter.Node) {
	if r.kind != regTool && r.kind != regFastMCP {
		return
	}
	outer := true
	for level := call; level != nil; {
		arg, inner := f.holdingArgument(level, fn)
		if arg < 0 {
			return
		}
		for _, k := range f.foreignFactoryKeys(level) { // the wrapper's keys, as a factory's
			r.shieldKeys = append(r.shieldKeys, shieldKey(strings.TrimSuffix(k, factorySuffix), arg))
		}
		if outer && len(r.shieldKeys) > 0 {
			f.noteForeign(&registration{kind: r.kind, api: r.api, tool: r.tool, call: r.call, config: r.config}, level)
		}
		outer, level = false, inner
	}
}

// holdingArgument returns the index of the argument of a wrapper's call that holds fn: fn
// itself, or a call that holds it in turn (a wrapper within the wrapper, `responseHelper(
// restrictWorkspace(["path"])(async (args) => ...))`), returned as inner (nil for fn itself).
// Whatever fn throws passes through the inner wrappers or is caught there: a catch of the outer
// one answers it either way. -1 when no argument holds fn.
func (f *file) holdingArgument(call, fn *sitter.Node) (int, *sitter.Node) {
	args := extract.Field(call, "arguments")
	for i := 0; i < int(extract.NamedChildCount(args)); i++ {
		a := unwrap(argument(args, i))
		if same(a, fn) {
			return i, nil
		}
		if a != nil && extract.Type(a) == "call_expression" && boundFunction(a, f.Src) == nil && f.holdsCallback(a, fn, 0) {
			return i, a
		}
	}
	return -1, nil
}

// holdsCallback reports whether call, a wrapper's call or a curried one (`wrap(opts)(fn)`),
// has fn among its arguments, directly or through calls of the same kind, up to three deep.
func (f *file) holdsCallback(call, fn *sitter.Node, depth int) bool {
	if depth > 3 {
		return false
	}
	args := extract.Field(call, "arguments")
	for i := 0; i < int(extract.NamedChildCount(args)); i++ {
		a := unwrap(argument(args, i))
		if same(a, fn) || a != nil && extract.Type(a) == "call_expression" && boundFunction(a, f.Src) == nil && f.holdsCallback(a, fn, depth+1) {
			return true
		}
	}
	return false
}
