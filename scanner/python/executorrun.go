package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper of the file that a tool runs on an executor and whose value it returns:
//
//	future = EXECUTOR.submit(execute_query, query)
//	result = future.result(timeout=30)
//	return result
//
// future.result() is what execute_query returns (or raises); so is the value of
// `await loop.run_in_executor(pool, fn, ...)` and of `await asyncio.to_thread(fn, ...)`. softCall
// judges the helper's returns as it judges those of a helper the tool calls itself.

// executorRunDef returns the def of the file whose value the call v gives back by running it on
// an executor: f.result(...) with f a variable bound to a submit(fn, ...) call, or
// run_in_executor(executor, fn, ...), or to_thread(fn, ...); else nil.
func (c *fileCtx) executorRunDef(v *sitter.Node) *sitter.Node {
	fn := extract.Field(v, "function")
	if fn == nil {
		return nil
	}
	runner := c.runnerCallee(v) // run_in_executor(executor, fn, ...), to_thread(fn, ...) (runnervalue.go)
	if runner == nil && extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "result" {
		obj := unparen(extract.Field(fn, "object"))
		if obj != nil && extract.Type(obj) == "identifier" {
			obj = unparen(c.valueOf(obj))
		}
		if obj == nil || extract.Type(obj) != "call" {
			return nil
		}
		if f := extract.Field(obj, "function"); f == nil || extract.Type(f) != "attribute" || string(c.bytesOf(extract.Field(f, "attribute"))) != "submit" {
			return nil
		}
		runner = c.positionalArg(obj, 0)
	}
	runner = unparen(runner)
	if runner == nil || extract.Type(runner) != "identifier" {
		return nil
	}
	if _, imported := c.names[string(c.bytesOf(runner))]; imported {
		return nil
	}
	return c.visibleDef(c.text(runner), v)
}

// positionalArg returns a call's positional argument i, or nil.
func (c *fileCtx) positionalArg(call *sitter.Node, i int) *sitter.Node {
	pos := c.positional(call)
	if i < len(pos) {
		return pos[i]
	}
	return nil
}
