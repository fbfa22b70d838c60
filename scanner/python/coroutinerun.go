package python

import (
	"bytes"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A nested coroutine function whose coroutine its function hands to a call that runs it there:
//
//	def run_sync(coro):
//	    with ThreadPoolExecutor() as pool:
//	        return pool.submit(lambda: asyncio.run(coro)).result()
//
//	@mcp.tool()
//	def list_notes() -> str:
//	    try:
//	        async def _list():
//	            return await (await open_store()).notes()   # open_store raises: caught below
//	        notes = run_sync(_list())
//	        return json.dumps(notes)
//	    except Exception as e:
//	        return f"Error: {e}"
//
// The coroutine raises where it is run. asyncio.run(f()) and loop.run_until_complete(f()) run
// it in place and give back a plain value; asyncio.wait_for, shield, gather, create_task,
// ensure_future and run_coroutine_threadsafe give back an awaitable or a future that raises
// where it is consumed, which must be in such a try too (consumedCaught). A function of the
// file it is handed to runs it in place when it names that parameter only as the coroutine of
// asyncio.run or run_until_complete and each of its returns gives back such a run's value or a
// future's .result() (coroutineRunner); one that stores, returns or hands the coroutine on
// elsewhere leaves it to raise later, outside the try.

// coroutineRunCaught reports whether a use of a nested coroutine function def calls it and hands
// the coroutine to a call that runs it in place, or to one whose awaitable or future is consumed
// where a try catches what it raises.
func (c *fileCtx) coroutineRunCaught(id, def, body *sitter.Node) bool {
	call := extract.Parent(id)
	if !isAsyncDef(def) || call == nil || extract.Type(call) != "call" || !sameNode(extract.Field(call, "function"), id) {
		return false
	}
	arg, args := call, extract.Parent(call)
	for args != nil && extract.Type(args) == "parenthesized_expression" {
		arg, args = args, extract.Parent(args)
	}
	keyword := args != nil && extract.Type(args) == "keyword_argument"
	if keyword {
		if v := extract.Field(args, "value"); v == nil || !sameNode(v, arg) {
			return false
		}
		args = extract.Parent(args)
	}
	if args == nil || extract.Type(args) != "argument_list" || extract.Parent(args) == nil {
		return false
	}
	run := extract.Parent(args)
	fn := extract.Field(run, "function")
	if fn == nil {
		return false
	}
	callee := c.src[extract.StartByte(fn):extract.EndByte(fn)]
	switch {
	case runsCoroutineInPlace(callee):
		return true
	case wrapsCoroutine(callee):
		return c.consumedCaught(run, body)
	}
	if keyword {
		return false
	}
	return c.coroutineRunner(run, argPosition(args, arg))
}

// runsCoroutineInPlace reports whether a callee runs the coroutine it is handed to its end and
// gives back its value: asyncio.run, or an event loop's run_until_complete.
func runsCoroutineInPlace(callee []byte) bool {
	return bytes.Equal(callee, []byte("asyncio.run")) || bytes.HasSuffix(callee, []byte(".run_until_complete"))
}

// wrapsCoroutine reports whether a callee gives back an awaitable or a future of the coroutine
// it is handed, which raises what the coroutine raises where it is consumed.
func wrapsCoroutine(callee []byte) bool {
	last := callee[bytes.LastIndexByte(callee, '.')+1:]
	for _, w := range []string{"wait_for", "shield", "gather", "create_task", "ensure_future", "run_coroutine_threadsafe"} {
		if string(last) == w {
			return true
		}
	}
	return false
}

// coroutineRunner reports whether a call reaches a plain, undecorated function of the file that
// names its parameter at position pos only as the first argument of asyncio.run or
// run_until_complete (in its own body or a function nested in it), and whose every return gives
// back such a run's value or a future's .result(): the coroutine runs to its end inside the
// call, and what it raises comes out there.
func (c *fileCtx) coroutineRunner(run *sitter.Node, pos int) bool {
	def := c.localDef(run)
	if pos < 0 || def == nil || isAsyncDef(def) || len(decorators(def)) > 0 || c.isGenerator(def) {
		return false
	}
	if fn := extract.Field(run, "function"); extract.Type(fn) == "attribute" && c.unwrappedDef(run) == nil && !c.hasDecorator(def, "staticmethod") {
		pos++ // self.method(...): the first parameter is the instance
	}
	bound, body := positionalParam(def, pos), extract.Field(def, "body")
	if bound == nil || body == nil {
		return false
	}
	uses := 0
	ok := c.eachNamed(c.text(bound), bound, body, func(u *sitter.Node) bool {
		uses++
		args := extract.Parent(u)
		if args == nil || extract.Type(args) != "argument_list" || argPosition(args, u) != 0 || extract.Parent(args) == nil {
			return false
		}
		fn := extract.Field(extract.Parent(args), "function")
		return fn != nil && runsCoroutineInPlace(c.src[extract.StartByte(fn):extract.EndByte(fn)])
	})
	if !ok || uses == 0 {
		return false
	}
	for _, r := range c.returnValues(def) {
		if !c.plainRunValue(r) {
			return false
		}
	}
	return true
}

// plainRunValue reports whether a returned value is what a run in place gives back: a call of
// asyncio.run or run_until_complete, or future.result().
func (c *fileCtx) plainRunValue(v *sitter.Node) bool {
	v = unparen(v)
	if v == nil || extract.Type(v) != "call" {
		return false
	}
	fn := extract.Field(v, "function")
	if fn == nil {
		return false
	}
	if runsCoroutineInPlace(c.src[extract.StartByte(fn):extract.EndByte(fn)]) {
		return true
	}
	if extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "result" {
		return false
	}
	args := extract.Field(v, "arguments")
	return args != nil && extract.NamedChildCount(args) == 0
}
