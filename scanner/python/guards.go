package python

import (
	"fmt"
	"slices"

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
	return append(out, c.wrapperGuards(t)...) // wrapreg.go
}

// decorators returns the expressions of a function's decorators, top first.
func decorators(def *sitter.Node) []*sitter.Node {
	dd := extract.Parent(def)
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
	if s.Facts&extract.Catches != 0 {
		return
	}
	if try, _, _ := c.wrapperCatches(def); try != nil {
		_, fn := c.decoratorWrapper(def)
		c.addPlace(s, extract.Catches, try, fmt.Sprintf("%s's wrapper catches every exception %s raises", c.funcName(def), fn))
	}
}

// wrapperCatches says what the wrapper a decorator or wrapper factory def returns does with what
// the function it wraps raises, one answer for a decorator (@handle_errors) and for a wrapper
// applied at registration (mcp.tool()(wrap(search)), wrapreg.go):
//   - all: a try around its call of that function that catches every exception and raises on no
//     path of any of its handlers (catchFacts: the wrapper guards the function);
//   - else names: the classes that the except clauses of the tries around that call name, of
//     tries one of whose clauses answers (narrowguard.go: those are caught around every call);
//     nil when no try answers; plain is false when a clause of an answering try names no plain
//     class (a catch-all, a tuple constant), and then names is nil.
//
// A wrapper that only passes the call through, or catches and raises again, answers nothing.
// Computed once per def; callers must not change names.
func (c *fileCtx) wrapperCatches(def *sitter.Node) (all *sitter.Node, names []string, plain bool) {
	a := memo(&c.wrapperAnswers, extract.StartByte(def), func() wrapperAnswer {
		var a wrapperAnswer
		a.all, a.names, a.plain = c.wrapperCatchesOf(def)
		return a
	})
	return a.all, a.names, a.plain
}

// wrapperAnswer is what wrapperCatches returns.
type wrapperAnswer struct {
	all   *sitter.Node
	names []string
	plain bool
}

func (c *fileCtx) wrapperCatchesOf(def *sitter.Node) (all *sitter.Node, names []string, plain bool) {
	wrapper, fn := c.decoratorWrapper(def)
	plain = true
	if wrapper == nil {
		return nil, nil, true
	}
	walkScope(wrapper, func(n *sitter.Node) {
		if extract.Type(n) != "try_statement" || !c.callsName(extract.Field(n, "body"), fn) {
			return
		}
		hs := c.handlers(n)
		if all == nil {
			every, reraise := false, false
			for _, h := range hs {
				reraise = reraise || h.reraises                     // what that handler catches leaves the wrapper
				every = every || c.exceptCatches(h.class, raised{}) // a catch-all: it catches a raise of any class
			}
			if every && !reraise {
				all = n
			}
		}
		if !plain || !slices.ContainsFunc(hs, func(h handler) bool { return !h.reraises }) {
			return
		}
		for _, h := range hs {
			ns, ok := c.clauseNames(h.class)
			if !ok {
				plain = false
				return
			}
			for _, x := range ns {
				if !slices.Contains(names, x) {
					names = append(names, x)
				}
			}
		}
	})
	if !plain {
		return all, nil, false
	}
	if ns, ok := c.helperCatches(wrapper, fn); ok { // a helper answering under a flag (flaghelper.go)
		for _, x := range ns {
			if !slices.Contains(names, x) {
				names = append(names, x)
			}
		}
	}
	return all, names, true
}

// decoratorWrapper returns the wrapper a decorator def returns and the name of the parameter
// that holds the function it decorates (its first; a method's after self or cls), or nil.
func (c *fileCtx) decoratorWrapper(def *sitter.Node) (wrapper *sitter.Node, fn string) {
	params := c.paramNames(def)
	if len(params) > 0 && c.enclosingClassName(def) != "" && (params[0] == "self" || params[0] == "cls") {
		params = params[1:] // def _wrap_tool(self, tool_func) (wrapreg.go)
	}
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
		return c.tableWrapper(def) // a wrapper stored in a server's tool table (tabletools.go)
	}
	v := c.uncast(unparen(extract.NamedChild(ret, 0))) // return cast(F, wrapper)
	if v == nil || extract.Type(v) != "identifier" {
		return c.tableWrapper(def) // a wrapper stored in a server's tool table (tabletools.go)
	}
	return c.index().nested[extract.StartByte(def)][string(c.bytesOf(v))]
}

// callsName reports whether a block calls the function name, outside nested functions.
func (c *fileCtx) callsName(b *sitter.Node, name string) bool {
	if b == nil {
		return false
	}
	found := false
	walkScope(b, func(n *sitter.Node) {
		found = found || extract.Type(n) == "call" && string(c.bytesOf(extract.Field(n, "function"))) == name
	})
	return found
}

// guardOf returns the name of the decorator whose wrapper def is, when that decorator answers
// what the function it decorates raises: it catches everything (catchFacts), or the except
// clauses of a try around its call name classes and answer them (`except KEGGAPIError as exc:
// return ErrorResult(error=str(exc))`, narrowguard.go): each clause's answer is the answer of
// every tool it wraps. "" otherwise; all says the decorator catches everything.
func (c *fileCtx) guardOf(def *sitter.Node) (name string, all bool) {
	outer := c.enclosingDef(def)
	if outer == nil || c.qualName(def) != "" {
		return "", false
	}
	if w := c.returnedWrapper(outer); w == nil || !sameNode(w, def) {
		return "", false
	}
	var s extract.Summary
	c.catchFacts(outer, &s)
	if s.Facts&extract.Catches == 0 {
		if _, names, plain := c.wrapperCatches(outer); !plain || len(names) == 0 {
			return "", false
		}
	}
	return c.funcName(outer), s.Facts&extract.Catches != 0
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
