package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Handlers looked up at registration in a table of handlers by a computed key, maybe through a
// wrapper that calls the handler it is given:
//
//	// tools.ts
//	export const TOOL_DEFS = [searchTool, fetchTool];
//	export const TOOL_HANDLERS = { search: searchHandler, fetch: fetchHandler };
//	// index.ts
//	TOOL_DEFS.forEach((def) => {
//	  const handler = TOOL_HANDLERS[def.name];
//	  server.tool(def.name, def.description, def.schema, withTiming(def.name, handler));
//	});
//
// The registered function is one of the table's entries, each in turn: every entry is a tool,
// and what it throws reaches the SDK (dispatchKeys reads the lookup as it reads a low-level
// handler's, the keys of each entry of a table of the file, or the key of a table another module
// exports, whose summary calls each entry: tableCalls). The handler is the lookup itself, a
// name bound to one, or either handed to a wrapper that hands back what the handler returns and
// throws: a function of the file returning a function that returns its parameter's call outside
// a try that answers (wrappedArgument's test), or one the file cannot see whose name says it
// only decorates the call (wrapsByName: `wrapToolHandler`, not `withErrorHandling`).

// handlerLookup returns the lookup a registration's handler h is or hands to a wrapper (the
// name bound to it, or the lookup expression), or nil.
func (f *file) handlerLookup(h *sitter.Node) *sitter.Node {
	h = unwrap(h)
	if h == nil {
		return nil
	}
	if f.isHandlerLookup(h) {
		return h
	}
	if extract.Type(h) == "identifier" {
		d := f.resolve(extract.Content(h, f.Src), h)
		if d == nil || extract.Type(d) != "variable_declarator" || f.reassigned(extract.Content(h, f.Src), d) {
			return nil
		}
		h = unwrap(extract.Field(d, "value"))
	}
	if h == nil || extract.Type(h) != "call_expression" {
		return nil
	}
	return f.passedThrough(h, f.isHandlerLookup)
}

// passedThrough returns the one argument of a wrapper's call that `is` selects (a handler, a lookup
// of one), when the function the wrapper returns passes on what that argument returns and
// throws (passesThrows); nil when no argument or two of them are: which one runs is then the
// wrapper's business.
func (f *file) passedThrough(call *sitter.Node, is func(*sitter.Node) bool) *sitter.Node {
	var arg *sitter.Node
	at := -1
	args := extract.Field(call, "arguments")
	for i := 0; ; i++ {
		a := unwrap(argument(args, i))
		if a == nil {
			break
		}
		if is(a) {
			if arg != nil {
				return nil
			}
			arg, at = a, i
		}
	}
	if arg == nil || !f.passesThrows(extract.Field(call, "function"), at) {
		return nil
	}
	return arg
}

// isHandlerLookup reports whether n is a lookup of a table by a computed key (`T[def.name]`,
// `T.get(name)`) or a name of the file bound to one.
func (f *file) isHandlerLookup(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "identifier":
		return f.lookupNames()[extract.Content(n, f.Src)]
	case "subscript_expression", "call_expression":
		return f.lookupOf(n) != nil
	}
	return false
}

// passesThrows reports whether the wrapper a callee calls hands back what the function given as
// its argument at returns and throws: a function of the file whose returned function returns the
// parameter's call outside a try that answers, or by its name one the file cannot see.
func (f *file) passesThrows(callee *sitter.Node, at int) bool {
	wrapper, visible := f.wrapperFunction(callee)
	if !visible {
		return wrapsByName(calleeName(callee, f.Src))
	}
	if wrapper == nil {
		return false
	}
	param := parameterAt(wrapper, at, f.Src)
	if param == "" {
		return false
	}
	for _, v := range f.returnedValuesOf(wrapper) {
		inner := unwrap(v)
		if inner == nil || !f.parents.isFunction(inner) {
			continue
		}
		if c := f.returnedCallOf(inner, param); c != nil {
			return !f.caughtQuietly(c, inner)
		}
	}
	return false
}
