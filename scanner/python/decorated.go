package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Functions wrapped in a decorator of the root's. A call of a decorated function runs the
// decorator's wrapper, so what the wrapper answers is what the function returns, and what the
// wrapper catches never leaves the function:
//
//	def handle_api_errors(func):
//	    @functools.wraps(func)
//	    async def wrapper(*args, **kwargs):
//	        try:
//	            return await func(*args, **kwargs)
//	        except Exception as e:
//	            return {"error": str(e)}
//	    return wrapper
//
//	@handle_api_errors
//	async def get_state(entity_id): ...   # may return {"error": ...}; raises nothing
//
// The decorated function's summary forwards its return facts to each decorator, a decorator
// whose wrapper answers from an except clause forwards them to that wrapper, and the
// function's Guards name its decorators, so that a raise the function reaches stands only
// through calls that no catching decorator (Catches, guards.go) sits on.

// wrapperReturns are the return facts a decorated function takes from its decorator's wrapper.
const wrapperReturns = extract.SoftFailure | extract.SoftText | extract.ErrorResult | extract.SoftResult

// decoratorKeys returns the keys of the root's decorators that run around a function when it
// is called: for a tool, those below its registration (guards); for any other function, all.
// at holds each decorator's expression.
func (c *fileCtx) decoratorKeys(fn function) (keys [][]string, at []*sitter.Node) {
	for _, e := range decorators(fn.def) {
		if fn.tool != nil && fn.tool.decorator != nil && extract.StartByte(e) <= extract.StartByte(fn.tool.decorator) {
			continue // the registering decorator, or one above it
		}
		if k := c.decoratorTarget(e, fn.def); k != "" {
			keys, at = append(keys, c.keysOf(k)), append(at, e)
		}
	}
	return keys, at
}

// decoratedFacts records, for a function wrapped in decorators of the root's, a forward of the
// return facts to each (the wrapper answers for it) and, on a function that is not a tool,
// the decorators as its Guards (a tool's are set with its name).
func (c *fileCtx) decoratedFacts(fn function, s *extract.Summary) {
	gs, at := c.decoratorKeys(fn)
	for i, g := range gs {
		line, col := position(at[i])
		s.Forward = append(s.Forward, extract.Forward{Facts: wrapperReturns, Keys: g, Line: line, Column: col})
	}
	if fn.tool == nil {
		s.Guards = gs
	}
}

// wrapperFacts records, for a decorator whose wrapper calls the decorated function in a try and
// returns from one of its except clauses, or returns a value of its own in the function's stead
// (a check of the arguments that answers before the call), a forward of the return facts to the
// wrapper: the function it decorates returns what the wrapper answers a failure with.
func (c *fileCtx) wrapperFacts(def *sitter.Node, s *extract.Summary) {
	wrapper, fn := c.decoratorWrapper(def)
	if wrapper == nil {
		return
	}
	k := c.fnKey(wrapper)
	if k == "" || !c.answersInExcept(wrapper, fn) && !c.returnsHandedCall(wrapper, fn) && !c.answersInstead(wrapper, fn) {
		return
	}
	line, col := position(wrapper)
	s.Forward = append(s.Forward, extract.Forward{Facts: wrapperReturns, Keys: c.keysOf(k), Line: line, Column: col})
}

// returnsHandedCall reports whether a wrapper returns what a call gives that is handed a call of
// fn as a positional argument (`return await run_guarded(func(*args, **kwargs), as_text=True)`):
// the receiving call answers fn's failures, and the wrapper returns its answers.
func (c *fileCtx) returnsHandedCall(wrapper *sitter.Node, fn string) bool {
	for _, r := range c.returnValues(wrapper) {
		run := awaitedCall(unparen(r)) // modelsplat.go
		if run == nil {
			continue
		}
		for _, a := range namedChildren(extract.Field(run, "arguments")) {
			if a = awaitedCall(unparen(a)); a != nil && string(c.bytesOf(extract.Field(a, "function"))) == fn {
				if h, _ := handedTo(a); h != nil && sameNode(h, run) && c.handedMayFail(run) { // handedcoro.go, handedflag.go
					return true
				}
			}
		}
	}
	return false
}

// answersInstead reports whether a wrapper returns, on some path, before its first call of fn
// (`if not os.path.isfile(path): return error_message(...)` ahead of `return func(path, *args,
// **kwargs)`): that value is the decorated function's answer, fn never ran. A return at or
// after the call may hand on what fn gave (returnsHandedCall decides those).
func (c *fileCtx) answersInstead(wrapper *sitter.Node, fn string) bool {
	first := ^uint32(0)
	walkScope(extract.Field(wrapper, "body"), func(n *sitter.Node) {
		if extract.Type(n) == "call" && string(c.bytesOf(extract.Field(n, "function"))) == fn {
			first = min(first, extract.StartByte(n))
		}
	})
	if first == ^uint32(0) {
		return false
	}
	for _, r := range c.returnValues(wrapper) {
		if extract.EndByte(r) <= first {
			return true
		}
	}
	return false
}

// answersInExcept reports whether a wrapper calls fn in the body of a try one of whose except
// clauses does not raise again: that clause answers the failure in fn's stead.
func (c *fileCtx) answersInExcept(wrapper *sitter.Node, fn string) bool {
	found := false
	walkScope(wrapper, func(n *sitter.Node) {
		if found || extract.Type(n) != "try_statement" || !c.callsName(extract.Field(n, "body"), fn) {
			return
		}
		for _, h := range c.handlers(n) {
			found = found || !h.reraises
		}
	})
	return found
}

// viaGuards returns the decorators of the same-file function a tool's raise is in (r.via), each
// by the keys it may have: the raise leaves that function only if none of them catches it.
func (c *fileCtx) viaGuards(r raised) [][]string {
	if r.via == nil || c.tools[extract.StartByte(r.via)] != nil {
		return nil
	}
	gs, _ := c.decoratorKeys(function{def: r.via})
	return gs
}
