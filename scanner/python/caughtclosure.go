package python

import (
	sitter "github.com/smacker/go-tree-sitter"
)

// A nested function that its function runs only inside a try that answers every failure:
//
//	@mcp.tool()
//	async def log_run(name: str) -> str:
//	    try:
//	        def _work():
//	            return record(name)          # record raises: caught below
//	        with ThreadPoolExecutor(max_workers=1) as pool:
//	            result = await loop.run_in_executor(pool, _work)
//	        return json.dumps(result)
//	    except Exception as e:
//	        return json.dumps({"error": str(e)})
//
// A nested function runs where its function calls it or hands it on, and the edge from the
// function to it (edges) stands for those places. When every place that names it is a call of
// it or an argument of a call, in the body of a try of the function whose except clauses catch
// every exception and do not all raise again (callCatches), and none of them calls an error
// mapper (callMapper), what it raises stays in the function, as a call's would: there is no
// edge. What a runner's call or a coroutine function's call gives back must be consumed there
// too: awaited in place, dropped, or assigned to a name used only in such tries
// (`fut = pool.submit(_work)` ... `fut.result()`). A decorated nested function, one never named, or one named anywhere else (returned,
// stored, in a lambda or another nested function) keeps the edge.

// runsCaught reports whether a nested function def runs only inside tries of its enclosing
// function that catch every exception it raises.
func (c *fileCtx) runsCaught(def *sitter.Node) bool {
	outer := c.enclosingDef(def)
	if outer == nil || len(decorators(def)) > 0 {
		return false
	}
	body, name := fieldChild(outer, "body"), fieldChild(def, "name")
	if body == nil || name == nil {
		return false
	}
	uses := 0
	all := c.eachNamed(c.text(name), name, body, func(id *sitter.Node) bool {
		if startByte(def) <= startByte(id) && endByte(id) <= endByte(def) {
			return true // its own recursion runs where it runs
		}
		uses++
		if !walkedFrom(body, id) || !callsOrPasses(id) {
			return false
		}
		if !c.caughtAll(id) {
			return false
		}
		// A call of it that is not a coroutine function's runs in place; what a runner's call
		// or a coroutine function's call gives back (a future, a coroutine) may raise where it
		// is consumed, which must be there too.
		return nodeType(id.Parent()) == "call" && !isAsyncDef(def) || c.consumedCaught(id.Parent(), body)
	})
	return all && uses > 0
}

// caughtAll reports whether a node sits in the body of a try of its function whose except
// clauses catch every exception and do not all raise again, none of them handing it to an
// error mapper.
func (c *fileCtx) caughtAll(n *sitter.Node) bool {
	_, named := c.callCatches(n)
	return !named && c.callMapper(n) == nil
}

// consumedCaught reports whether the value of the call that n (a call, or the argument list of
// one) belongs to is consumed where a try catches what it raises: it is awaited in place, its
// statement drops it, or it is assigned to a name whose every use in body is so caught.
func (c *fileCtx) consumedCaught(n, body *sitter.Node) bool {
	if nodeType(n) == "argument_list" {
		n = n.Parent()
	}
	for p := n.Parent(); p != nil; n, p = p, p.Parent() {
		switch nodeType(p) {
		case "await":
			return true
		case "parenthesized_expression":
			continue
		case "expression_statement":
			return true // dropped: a coroutine never runs, a future's failure is never raised
		case "assignment":
			left := fieldChild(p, "left")
			if r := fieldChild(p, "right"); r == nil || !r.Equal(n) || left == nil || nodeType(left) != "identifier" {
				return false
			}
			if s := p.Parent(); s == nil || nodeType(s) != "expression_statement" {
				return false
			}
			return c.eachNamed(c.text(left), left, body, func(u *sitter.Node) bool {
				return walkedFrom(body, u) && c.caughtAll(u)
			})
		}
		return false
	}
	return false
}

// callsOrPasses reports whether an identifier is the function of a call, or an argument of one
// (by position or keyword, awaited or not).
func callsOrPasses(id *sitter.Node) bool {
	p := id.Parent()
	if p == nil {
		return false
	}
	switch nodeType(p) {
	case "call":
		f := fieldChild(p, "function")
		return f != nil && f.Equal(id)
	case "keyword_argument":
		if v := fieldChild(p, "value"); v == nil || !v.Equal(id) {
			return false
		}
		p = p.Parent()
		return p != nil && nodeType(p) == "argument_list"
	}
	return nodeType(p) == "argument_list"
}
