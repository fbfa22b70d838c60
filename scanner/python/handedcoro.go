package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A coroutine handed to a function of the root that awaits it:
//
//	async def run_tool(name, coro):
//	    try:
//	        return await coro
//	    except Exception as exc:
//	        return f"Error: {exc}"
//
//	@mcp.tool()
//	async def get_problems(host: str) -> str:
//	    return await run_tool("get_problems", problems.get_problems(get_client(), host))
//
// problems.get_problems, an `async def`, runs none of its body where it is called: its coroutine
// runs where run_tool awaits it, inside run_tool's try, and what it raises (and what it calls
// raises) ends there. get_client(), a plain call among its arguments, runs at the tool as ever.
// The call names the receiving call as a runner of its value (extract.Runner.Coroutine), which
// holds only when the callee is a coroutine function; the receiver's summary lists the
// parameters it awaits only in a try that catches every exception and does not raise again
// (extract.Summary.CatchesArgs), and the index cuts the way there. A receiver that awaits the
// parameter outside such a try, hands it on or keeps it leaves the way as it is. The same-file
// walk of raisederror asks the receiver's tries class by class (handedCaught).

// handedRunners returns, for a call that is itself a positional argument of a call of the root
// (not awaited where it is made), that receiving call as the runner of its value; nil otherwise.
func (c *fileCtx) handedRunners(call *sitter.Node) []extract.Runner {
	run, pos := handedTo(call)
	if run == nil {
		return nil
	}
	k := c.reachTarget(run)
	if k == "" {
		return nil
	}
	return []extract.Runner{{Keys: c.keysOf(k), Arg: pos, Coroutine: true}}
}

// handedTo returns the call a call's value is a positional argument of, and its position; nil
// when it is none (awaited, a keyword argument, nested in another expression).
func handedTo(call *sitter.Node) (*sitter.Node, int) {
	arg, args := call, extract.Parent(call)
	for args != nil && extract.Type(args) == "parenthesized_expression" {
		arg, args = args, extract.Parent(args)
	}
	if args == nil || extract.Type(args) != "argument_list" || extract.Parent(args) == nil || extract.Type(extract.Parent(args)) != "call" {
		return nil, -1
	}
	pos := argPosition(args, arg)
	if pos < 0 {
		return nil, -1
	}
	return extract.Parent(args), pos
}

// awaitedParams returns the positional parameters of a plain coroutine function (no method)
// whose every use in its own body is awaited inside a try that catches every exception with a
// clause that does not raise again (callCatches): the coroutine handed there ends in that try.
func (c *fileCtx) awaitedParams(def *sitter.Node) []extract.ArgCatch {
	if !isAsyncDef(def) || classBodyOf(def) != nil {
		return nil
	}
	var out []extract.ArgCatch
	for i := 0; ; i++ {
		bound := positionalParam(def, i)
		if bound == nil {
			return out
		}
		uses, ok := c.awaitedUses(def, bound)
		if !ok {
			continue
		}
		caught := true
		for _, u := range uses {
			if _, named := c.callCatches(u); named {
				caught = false // outside a try, or in one whose clauses name classes
				break
			}
		}
		if caught {
			out = append(out, extract.ArgCatch{Arg: i})
		}
	}
}

// awaitedUses returns the uses of a parameter of def in its own body, when there are some and
// each is the operand of an await there; false otherwise (stored, returned, handed on, used in a
// nested function).
func (c *fileCtx) awaitedUses(def, bound *sitter.Node) ([]*sitter.Node, bool) {
	body := extract.Field(def, "body")
	if body == nil {
		return nil, false
	}
	var uses []*sitter.Node
	ok := c.eachNamedWalked(c.text(bound), bound, body, func(u *sitter.Node, walked bool) bool {
		if !walked {
			return false
		}
		p := extract.Parent(u)
		for p != nil && extract.Type(p) == "parenthesized_expression" {
			p = extract.Parent(p)
		}
		if p == nil || extract.Type(p) != "await" {
			return false
		}
		uses = append(uses, u)
		return true
	})
	return uses, ok && len(uses) > 0
}

// handedCaught reports whether a tool's call of def, a coroutine function of the file, hands its
// coroutine to a plain coroutine function of the file that awaits it only where a try catches
// what r raises (tryCatches): the raise never reaches the tool.
func (c *fileCtx) handedCaught(call, def *sitter.Node, r raised) bool {
	if !c.isCoroutineDef(def) {
		return false
	}
	run, pos := handedTo(call)
	if run == nil {
		return false
	}
	recv := c.localDef(run)
	if recv == nil || !isAsyncDef(recv) || classBodyOf(recv) != nil {
		return false
	}
	bound := positionalParam(recv, pos)
	if bound == nil {
		return false
	}
	uses, ok := c.awaitedUses(recv, bound)
	if !ok {
		return false
	}
	for _, u := range uses {
		if !c.tryCatches(u, r) {
			return false
		}
	}
	return true
}

// handedCatches returns, for a call of a coroutine function of the file handed to a plain
// coroutine function of the file that awaits it only inside tries (awaitedUses), the classes
// those tries name (callCatches) and true: only what none of them catches leaves the receiver,
// nothing when one catches every exception at each await (no names). It returns false when the
// call is no such call or the receiver awaits it outside a try.
func (c *fileCtx) handedCatches(call *sitter.Node) ([]string, bool) {
	if callee := c.localDef(call); callee == nil || !c.isCoroutineDef(callee) {
		return nil, false
	}
	run, pos := handedTo(call)
	if run == nil {
		return nil, false
	}
	recv := c.localDef(run)
	if recv == nil || !isAsyncDef(recv) || classBodyOf(recv) != nil {
		return nil, false
	}
	bound := positionalParam(recv, pos)
	if bound == nil {
		return nil, false
	}
	uses, ok := c.awaitedUses(recv, bound)
	if !ok {
		return nil, false
	}
	var names []string
	for _, u := range uses {
		ns, named := c.callCatches(u)
		if !named {
			continue // a try that catches every exception
		}
		if len(ns) == 0 {
			return nil, false // awaited outside a try that answers
		}
		for _, n := range ns {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	return names, true
}
