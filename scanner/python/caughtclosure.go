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
// edge. A decorated nested function, one never named, or one named anywhere else (returned,
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
		_, named := c.callCatches(id)
		return !named && c.callMapper(id) == nil
	})
	return all && uses > 0
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
