package python

import (
	"bytes"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A function handed to an executor raises where its future is consumed, not where it is
// handed over:
//
//	future = QUERY_EXECUTOR.submit(execute_query, query)   # raises nothing here
//	try:
//	    result = future.result(timeout=30)                 # execute_query's raise comes out here
//	    return result
//	except Exception as e:
//	    return {"status": "error", "error": str(e)}
//
// A call of executor.submit(f, ...) or loop.run_in_executor(pool, f, ...) outside any try (edges
// gives it an edge from its function to f) gives none when its future is assigned to a name whose
// every use is a consumption in a try that catches every exception (caughtAll): name.result(...)
// or name.exception(...), `await name`, `await asyncio.wait_for(name, ...)`, besides calls that
// raise nothing of f's (name.cancel(), name.done(), name.cancelled(), name.running()). So does
// `task = asyncio.to_thread(f, ...)`, a coroutine that runs f when awaited, its name only
// awaited in such tries. A future awaited or consumed in place, returned, stored, or handed to
// another call keeps the edge.

// futureRunners are the runners whose call hands back a future of the function it is handed,
// or a coroutine that runs it (to_thread).
var futureRunners = [][]byte{[]byte("submit"), []byte("run_in_executor"), []byte("to_thread")}

// futureCaught reports whether a runner's call hands back a future that only tries catching
// every exception consume, its function's raises surfacing there (see above).
func (c *fileCtx) futureCaught(call, def *sitter.Node) bool {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return false
	}
	callee := c.src[extract.StartByte(fn):extract.EndByte(fn)]
	last := callee[bytes.LastIndexByte(callee, '.')+1:]
	runs := false
	for _, r := range futureRunners {
		runs = runs || bytes.Equal(last, r)
	}
	if !runs {
		return false
	}
	p := extract.Parent(call)
	if p == nil || extract.Type(p) != "assignment" {
		return false
	}
	left, right := extract.Field(p, "left"), extract.Field(p, "right")
	if left == nil || extract.Type(left) != "identifier" || right == nil || !sameNode(right, call) || extract.Field(p, "type") != nil {
		return false
	}
	if s := extract.Parent(p); s == nil || extract.Type(s) != "expression_statement" {
		return false
	}
	body := extract.Field(def, "body")
	if body == nil {
		return false
	}
	consumed := false
	ok := c.eachNamedWalked(c.text(left), left, body, func(u *sitter.Node, walked bool) bool {
		if !walked {
			return false
		}
		switch c.futureUse(u) {
		case futureQuiet:
			return true
		case futureConsumed:
			consumed = true
			return c.caughtAll(u)
		}
		return false
	})
	return ok && consumed
}

// A future's use, as futureUse tells it.
const (
	futureOther    = iota // anything else: returned, stored, handed on
	futureQuiet           // a call that raises nothing of its function's (fut.cancel())
	futureConsumed        // where its function's raise comes out (fut.result(), await fut)
)

// futureUse tells a use u of a future's name.
func (c *fileCtx) futureUse(u *sitter.Node) int {
	p := extract.Parent(u)
	if p == nil {
		return futureOther
	}
	switch extract.Type(p) {
	case "attribute":
		if o := extract.Field(p, "object"); o == nil || !sameNode(o, u) {
			return futureOther
		}
		call := extract.Parent(p)
		if call == nil || extract.Type(call) != "call" || !nodeIs(extract.Field(call, "function"), p) {
			return futureOther
		}
		switch string(c.bytesOf(extract.Field(p, "attribute"))) {
		case "cancel", "done", "cancelled", "running":
			return futureQuiet
		case "result", "exception":
			return futureConsumed
		}
	case "await":
		return futureConsumed
	case "argument_list":
		// await asyncio.wait_for(fut, timeout): the first argument of an awaited wait_for.
		call := extract.Parent(p)
		if extract.NamedChildCount(p) == 0 || !extract.NamedChild(p, 0).Equal(u) || call == nil || extract.Type(call) != "call" {
			return futureOther
		}
		if t := c.text(extract.Field(call, "function")); t != "asyncio.wait_for" && t != "wait_for" {
			return futureOther
		}
		if a := extract.Parent(call); a != nil && extract.Type(a) == "await" {
			return futureConsumed
		}
	}
	return futureOther
}
