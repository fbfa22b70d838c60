package python

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Decorators of the root's that guard a tool: a wrapper that runs the tool inside a try that
// catches every exception and answers instead (@handle_exceptions below @mcp.tool()). The
// decorator's summary has the fact Catches, the tool's summary lists its Guards, and a raise
// the tool reaches stands only for tools no catching guard covers (extract.Pending.Raised);
// the wrapper's own answer is judged as the tools' (reachedProblems).

// guards returns the keys of the root's decorators that wrap a tool before the SDK calls it:
// those below the decorator that registers it (@mcp.tool() above @handle_exceptions registers
// the wrapped function), every one when another statement registers it.
func (c *fileCtx) guards(t *tool) [][]string {
	var out [][]string
	for _, e := range decorators(t.def) {
		if t.decorator != nil && extract.StartByte(e) <= extract.StartByte(t.decorator) {
			continue // the registering decorator, or one above it
		}
		if k := c.decoratorTarget(e, t.def); k != "" {
			out = append(out, c.keysOf(k))
		}
	}
	if t.caughtBy != "" {
		out = append(out, []string{t.caughtBy}) // dispatch.go
	}
	return out
}

// decorators returns the expressions of a function's decorators, top first.
func decorators(def *sitter.Node) []*sitter.Node {
	dd := def.Parent()
	if dd == nil || extract.Type(dd) != "decorated_definition" {
		return nil
	}
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(dd)); i++ {
		if d := extract.NamedChild(dd, i); extract.Type(d) == "decorator" && extract.NamedChildCount(d) > 0 {
			out = append(out, extract.NamedChild(d, 0))
		}
	}
	return out
}

// decoratorTarget returns the key of the function a decorator expression of def stands for:
// for a call (@handle_errors()) what the call returns, the function it calls; else the
// function it names (@retrying).
func (c *fileCtx) decoratorTarget(e, def *sitter.Node) string {
	if extract.Type(e) == "call" {
		return c.callTarget(e)
	}
	return c.refTarget(e, def)
}

// catchFacts records Catches for a decorator whose wrapper calls the decorated function inside a
// try that catches every exception and raises on no path of any of its handlers:
//
//	def handle_exceptions(func):
//	    @wraps(func)
//	    async def wrapper(*args, **kwargs):
//	        try:
//	            return await func(*args, **kwargs)
//	        except Exception as e:
//	            return {"error": str(e)}
//	    return wrapper
func (c *fileCtx) catchFacts(def *sitter.Node, s *extract.Summary) {
	wrapper, fn := c.decoratorWrapper(def)
	if wrapper == nil {
		return
	}
	walkScope(wrapper, func(n *sitter.Node) {
		if s.Facts&extract.Catches != 0 || extract.Type(n) != "try_statement" || !c.callsName(extract.Field(n, "body"), fn) {
			return
		}
		hs := c.handlers(n)
		all := false
		for _, h := range hs {
			if h.reraises {
				return // what that handler catches leaves the wrapper
			}
			all = all || c.exceptCatches(h.class, raised{}) // a catch-all: it catches a raise of any class
		}
		if all {
			c.addPlace(s, extract.Catches, n, fmt.Sprintf("%s's wrapper catches every exception %s raises", c.funcName(def), fn))
		}
	})
}

// decoratorWrapper returns the wrapper a decorator def returns and the name of the parameter
// that holds the function it decorates (its first), or nil.
func (c *fileCtx) decoratorWrapper(def *sitter.Node) (wrapper *sitter.Node, fn string) {
	params := c.paramNames(def)
	if len(params) == 0 {
		return nil, ""
	}
	return c.returnedWrapper(def), params[0]
}

// returnedWrapper returns the function a decorator defines in its body and returns, or nil.
func (c *fileCtx) returnedWrapper(def *sitter.Node) *sitter.Node {
	body := extract.Field(def, "body")
	ret := lastStatement(body)
	if ret == nil || extract.Type(ret) != "return_statement" || extract.NamedChildCount(ret) == 0 {
		return nil
	}
	v := c.uncast(unparen(extract.NamedChild(ret, 0))) // return cast(F, wrapper)
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	return c.index().nested[extract.StartByte(def)][c.text(v)]
}

// callsName reports whether a block calls the function name, outside nested functions.
func (c *fileCtx) callsName(b *sitter.Node, name string) bool {
	if b == nil {
		return false
	}
	found := false
	walkScope(b, func(n *sitter.Node) {
		found = found || extract.Type(n) == "call" && c.text(extract.Field(n, "function")) == name
	})
	return found
}

// guardOf returns the name of the decorator whose wrapper def is, when that decorator catches
// everything the function it decorates raises (catchFacts), or "".
func (c *fileCtx) guardOf(def *sitter.Node) string {
	outer := c.enclosingDef(def)
	if outer == nil || c.qualName(def) != "" {
		return ""
	}
	if w := c.returnedWrapper(outer); w == nil || !w.Equal(def) {
		return ""
	}
	var s extract.Summary
	c.catchFacts(outer, &s)
	if s.Facts&extract.Catches == 0 {
		return ""
	}
	return c.funcName(outer)
}

// uncast returns the value a call of typing.cast passes on (`cast(T, value)`: it only tells the
// type checker what value is), or n itself when n is no such call.
func (c *fileCtx) uncast(n *sitter.Node) *sitter.Node {
	if v := c.castValue(n); v != nil {
		return v
	}
	return n
}

// castValue returns the second argument of a call of typing.cast, unparenthesised, or nil.
func (c *fileCtx) castValue(n *sitter.Node) *sitter.Node {
	if n == nil || extract.Type(n) != "call" {
		return nil
	}
	switch c.qualify(extract.Field(n, "function")) {
	case "typing.cast", "typing_extensions.cast":
	default:
		return nil
	}
	if kw, pos := c.arguments(n); len(pos) == 2 && len(kw) == 0 {
		return unparen(pos[1])
	}
	return nil
}
