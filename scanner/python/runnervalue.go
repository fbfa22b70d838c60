package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A function handed to a runner whose awaited call gives back the function's value:
//
//	res = await asyncio.to_thread(git.status, repo_dir, timeout_sec)
//	res = await loop.run_in_executor(None, functools.partial(git.status, repo_dir))
//	return res.model_dump()
//
// The call's value is what git.status returns, as if the tool called it itself: valueTarget
// names git.status's key (a method of an object of known class, a function of the file or of
// another module), and executorRunDef the function of the file.

// runnerCallee returns the function a runner of the standard library or anyio runs and whose
// value its call is: the first argument of asyncio.to_thread(f, ...) and of
// anyio.to_thread.run_sync(f, ...), the second of loop.run_in_executor(pool, f, ...), and f
// of a functools.partial(f, ...) handed there; else nil.
func (c *fileCtx) runnerCallee(call *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	if fn == nil {
		return nil
	}
	var f *sitter.Node
	switch q := c.qualify(fn); {
	case q == "asyncio.to_thread", q == "anyio.to_thread.run_sync":
		f = c.positionalArg(call, 0)
	case extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "run_in_executor":
		f = c.positionalArg(call, 1)
	default:
		return nil
	}
	f = unparen(f)
	if f != nil && extract.Type(f) == "call" && c.qualify(extract.Field(f, "function")) == "functools.partial" {
		f = unparen(c.positionalArg(f, 0))
	}
	return f
}

// runnerTarget is valueTarget for a runner's call (runnerCallee): the key of the function it
// runs, resolved as the callee of a call of it would be; "" when the runner runs none the file
// can name (a lambda is runnerLambdaPending's).
func (c *fileCtx) runnerTarget(call *sitter.Node) string {
	f := c.runnerCallee(call)
	if f == nil {
		return ""
	}
	switch extract.Type(f) {
	case "identifier":
		if !c.isFunctionKey(f) {
			return ""
		}
	case "attribute":
	default:
		return ""
	}
	return c.fnValueTarget(f, call)
}
