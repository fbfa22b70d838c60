package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Instances handed on by a call or by default:
//
//	function resolveRuntime(options = {}) { return options.runtime || createRuntime(options); }
//	export function createServer(options = {}) {
//	  const runtime = resolveRuntime(options);
//	  server.setRequestHandler(CallToolRequestSchema, async (request) => runtime.callTool(request.params.name));
//
// A const bound to `x || g(...)` or `x ?? g(...)` holds what g returns whenever x is absent, as
// `const runtime = g(...)` does (defaultedCall); when x is declared as a class of the root the
// const holds one of two things and names neither (defaultinstances.go). A top-level function
// whose every return is such a call, or a plain call, of one function g returns what g returns:
// "<its key>(ret)." names "<g's key>(ret)." (forwardedReturnAliases), so the members of the
// object g returns (returnedmembers.go) or of the class it builds are those of what the
// function returns. Returns that call different functions, or give anything but a call, alias
// nothing.

// defaultedCall returns the call g(...) of v when v is `x ?? g(...)` or `x || g(...)` and x is
// not declared as a class of the root; nil otherwise.
func (f *file) defaultedCall(v *sitter.Node) *sitter.Node {
	if v == nil || extract.Type(v) != "binary_expression" {
		return nil
	}
	if op := text(extract.Field(v, "operator"), f.Src); op != "??" && op != "||" {
		return nil
	}
	c := unwrap(extract.Field(v, "right"))
	if c == nil || extract.Type(c) != "call_expression" {
		return nil
	}
	if f.defaultedLeftClass(unwrap(extract.Field(v, "left"))) != nil {
		return nil
	}
	return c
}

// forwardedReturnAliases returns the prefix alias from "<from>" to "<g's key>(ret)." when every
// return of fn gives a call of g (maybe awaited, maybe defaulted), or nil.
func (f *file) forwardedReturnAliases(from string, fn *sitter.Node) []extract.Alias {
	vs := f.returnedValuesOf(fn)
	if len(vs) == 0 {
		return nil
	}
	var to []string
	for i, v := range vs {
		call := unwrap(v)
		if c := f.defaultedCall(call); c != nil {
			call = c
		}
		if call == nil || extract.Type(call) != "call_expression" {
			return nil
		}
		ps := f.callReturnPrefixes(call)
		if len(ps) == 0 || i > 0 && !slices.Equal(ps, to) {
			return nil
		}
		to = ps
	}
	out := make([]extract.Alias, 0, len(to))
	for _, p := range to {
		if p != from {
			out = append(out, extract.Alias{From: from, To: p, Prefix: true})
		}
	}
	return out
}
