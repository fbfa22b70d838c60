package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A decorator's wrapper that hands the decorated function's call to a helper of the file and
// returns the helper's answer (decorated.go, returnsHandedCall):
//
//	async def run_guarded(coro, *, as_text=False):
//	    try:
//	        return await coro
//	    except ApiError as e:
//	        if as_text:
//	            return f"Error: {e}"      # the failure, for the calls that pass as_text
//	        raise
//
//	def text_errors(func):
//	    async def wrapper(*args, **kwargs):
//	        return await run_guarded(func(*args, **kwargs), as_text=True)
//
// The helper's failure returns that run only on a flag the call passes (an except clause's
// `if as_text:`) count for the wrapper only when the call passes the flag a truthy literal.

// handedMayFail reports whether a call of a same-file helper may get a failure return of it:
// one not under a flag in an except clause (callerFlag), or under a flag the call passes
// truthy. A helper of another file may.
func (c *fileCtx) handedMayFail(run *sitter.Node) bool {
	h := c.localDef(run)
	if h == nil {
		return true
	}
	for _, r := range c.returnValues(h) {
		if c.softReturn(r).why == "" {
			continue
		}
		flag := c.exceptFlag(h, r)
		if flag.name == "" || c.passesTruthy(run, flag) {
			return true
		}
	}
	return false
}

// exceptFlag returns the parameter of def whose truth alone, `if flag:` in an except clause of
// def, runs the return r; none otherwise.
func (c *fileCtx) exceptFlag(def, r *sitter.Node) param {
	var flag param
	child := r
	for n := extract.Parent(r); n != nil && !sameNode(n, def); child, n = n, extract.Parent(n) {
		switch extract.Type(n) {
		case "except_clause", "except_group_clause":
			return flag
		case "if_statement":
			if cons := extract.Field(n, "consequence"); flag.name == "" && cons != nil && sameNode(cons, child) {
				if p, ok := c.intactParam(def, extract.Field(n, "condition")); ok {
					flag = p
				}
			}
		}
	}
	return param{}
}

// passesTruthy reports whether a call passes the parameter p a value known truthy; a call that
// leaves it out gets its default.
func (c *fileCtx) passesTruthy(call *sitter.Node, p param) bool {
	passed, truthy := false, false
	c.callArgs(call, func(index int, name string, v *sitter.Node) {
		if name == p.name || name == "" && index == p.index {
			passed = true
			known, ok := c.literalKnown(unparen(v), extract.Type(unparen(v)))
			truthy = !ok || known&extract.ArgTruthy != 0 // argguards.go
		}
	})
	if passed {
		return truthy
	}
	d := extract.Field(p.node, "value")
	if d == nil {
		return true
	}
	known, ok := c.literalKnown(unparen(d), extract.Type(unparen(d)))
	return !ok || known&extract.ArgTruthy != 0
}
