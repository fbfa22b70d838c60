package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
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
// (`fut = pool.submit(_work)` ... `fut.result()`). A coroutine function's coroutine may
// also be handed to what runs it in place (asyncio.run(_f()), run_async(_f()): coroutinerun.go). A decorated nested function, one never named, or one named anywhere else (returned,
// stored, in a lambda or another nested function) keeps the edge.

// A use in a try whose except clauses name classes (except _FetchError: return {...}) stops
// only the raises of those classes: the edge leaves from that use, with the classes its clauses
// name (extract.Call.Catches), for the index to match against each raise's class and bases as it
// does for a call's (exceptclasses.go). A use whose clauses catch every exception gives no edge.
// A function handed to a call that is not a runner (call_sdk_with_retry(_work)) runs in that
// call, when it is no coroutine function: what the call gives back holds no failure of it.

// caughtUse is a use of a nested function in a try whose except clauses name the classes they
// catch.
type caughtUse struct {
	at      *sitter.Node
	catches []string
}

// caughtUses reports whether a nested function def runs only inside tries of its enclosing
// function that catch what it raises, and returns the uses whose tries catch only the classes
// they name; none when every try catches every exception.
func (c *fileCtx) caughtUses(def *sitter.Node) ([]caughtUse, bool) {
	outer := c.enclosingDef(def)
	if outer == nil || len(decorators(def)) > 0 {
		return nil, false
	}
	body, name := extract.Field(outer, "body"), extract.Field(def, "name")
	if body == nil || name == nil {
		return nil, false
	}
	var named []caughtUse
	uses := 0
	all := c.eachNamedWalked(c.text(name), name, body, func(id *sitter.Node, walked bool) bool {
		if extract.StartByte(def) <= extract.StartByte(id) && extract.EndByte(id) <= extract.EndByte(def) {
			return true // its own recursion runs where it runs
		}
		uses++
		if walked && c.passedToCatcher(id) {
			return true // a function of the file runs it inside its own try that answers
		}
		if !walked || !callsOrPasses(id) {
			return false
		}
		catches, ok := c.caughtAt(id)
		if !ok {
			return false
		}
		// A call of it that is not a coroutine function's runs in place, as does its call by a
		// function it is handed to that is not a runner; what a runner's call or a coroutine
		// function's call gives back (a future, a coroutine) may raise where it is consumed,
		// which must be there too.
		if !(c.runsInPlace(id, def) || c.consumedCaught(extract.Parent(id), body) || c.coroutineRunCaught(id, def, body)) {
			return false
		}
		if catches != nil {
			named = append(named, caughtUse{at: id, catches: catches})
		}
		return true
	})
	return named, all && uses > 0
}

// passedToCatcher reports whether a use of a nested function is an argument, by position, of
// a call of a function of the file (localDef) that calls the parameter at that position only
// inside tries of its own whose except clauses catch every exception and do not all raise
// again, consuming what it gives back there, and names it nowhere else:
//
//	async def _run_batch(ids, op):
//	    for i in ids:
//	        try:
//	            results.append(await op(client, i))
//	        except Exception as e:
//	            results.append({"id": i, "status": "failed", "error": str(e)})
//
// so what the nested function raises stays in that function, as a call of it in a try would.
func (c *fileCtx) passedToCatcher(id *sitter.Node) bool {
	args := extract.Parent(id)
	if args == nil || extract.Type(args) != "argument_list" || extract.Parent(args) == nil {
		return false
	}
	call := extract.Parent(args)
	def := c.localDef(call)
	if def == nil {
		return false
	}
	pos := argPosition(args, id)
	if pos < 0 {
		return false
	}
	if fn := extract.Field(call, "function"); extract.Type(fn) == "attribute" && c.unwrappedDef(call) == nil && !c.hasDecorator(def, "staticmethod") {
		pos++ // self.method(...): the first parameter is the instance
	}
	bound := positionalParam(def, pos)
	body := extract.Field(def, "body")
	if bound == nil || body == nil {
		return false
	}
	calls := 0
	ok := c.eachNamed(c.text(bound), bound, body, func(u *sitter.Node) bool {
		p := extract.Parent(u)
		if p == nil || extract.Type(p) != "call" || !sameNode(extract.Field(p, "function"), u) || c.enclosingDef(p) == nil || !c.enclosingDef(p).Equal(def) {
			return false
		}
		calls++
		return c.caughtAll(p) && c.consumedCaught(p, body)
	})
	return ok && calls > 0
}

// argPosition returns the position of an argument in an argument list, or -1 when it is not
// there by position: positions after a splat are unknown, and keywords come last.
func argPosition(args, a *sitter.Node) int {
	for i, n := 0, 0; i < int(extract.NamedChildCount(args)); i++ {
		ch := extract.NamedChild(args, i)
		switch extract.Type(ch) {
		case "comment":
			continue
		case "keyword_argument", "list_splat", "dictionary_splat":
			return -1
		}
		if sameNode(ch, a) {
			return n
		}
		n++
	}
	return -1
}

// positionalParam returns the identifier of a function's parameter that the argument at
// position pos binds (self counted), or nil: past a `*` or `*args` no argument binds by
// position, and a comment or `/` takes none.
func positionalParam(def *sitter.Node, pos int) *sitter.Node {
	params := extract.Field(def, "parameters")
	for i, n := 0, 0; params != nil && i < int(extract.NamedChildCount(params)); i++ {
		p := extract.NamedChild(params, i)
		switch extract.Type(p) {
		case "comment", "positional_separator":
			continue
		case "keyword_separator", "list_splat_pattern", "dictionary_splat_pattern":
			return nil
		}
		if n == pos {
			if id := paramName(p); id != nil && extract.Type(id) == "identifier" {
				return id
			}
			return nil
		}
		n++
	}
	return nil
}

// runsInPlace reports whether a use of a nested function def that is no coroutine function
// runs it where it stands: it calls it, or hands it to a call that is not a runner.
func (c *fileCtx) runsInPlace(id, def *sitter.Node) bool {
	if isAsyncDef(def) {
		return false
	}
	p := extract.Parent(id)
	if extract.Type(p) == "call" {
		return true
	}
	if extract.Type(p) == "keyword_argument" {
		p = extract.Parent(p)
	}
	if p == nil || extract.Type(p) != "argument_list" || extract.Parent(p) == nil {
		return false
	}
	fn := extract.Field(extract.Parent(p), "function")
	return fn != nil && !runsArgument(c.src[extract.StartByte(fn):extract.EndByte(fn)])
}

// caughtAt reports whether a node sits in the body of a try of its function whose except
// clauses do not all raise again, none of them handing it to an error mapper, and returns the
// classes they name; nil when one catches every exception.
func (c *fileCtx) caughtAt(n *sitter.Node) ([]string, bool) {
	names, named := c.callCatches(n)
	if named && len(names) == 0 || c.callMapper(n) != nil {
		return nil, false
	}
	return names, true
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
	if extract.Type(n) == "argument_list" {
		n = extract.Parent(n)
	}
	for p := extract.Parent(n); p != nil; n, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "await":
			return true
		case "parenthesized_expression":
			continue
		case "expression_statement":
			return true // dropped: a coroutine never runs, a future's failure is never raised
		case "assignment":
			left := extract.Field(p, "left")
			if r := extract.Field(p, "right"); r == nil || !sameNode(r, n) || left == nil || extract.Type(left) != "identifier" {
				return false
			}
			if s := extract.Parent(p); s == nil || extract.Type(s) != "expression_statement" {
				return false
			}
			return c.eachNamedWalked(c.text(left), left, body, func(u *sitter.Node, walked bool) bool {
				return walked && c.caughtAll(u)
			})
		}
		return false
	}
	return false
}

// callsOrPasses reports whether an identifier is the function of a call, or an argument of one
// (by position or keyword, awaited or not).
func callsOrPasses(id *sitter.Node) bool {
	p := extract.Parent(id)
	if p == nil {
		return false
	}
	switch extract.Type(p) {
	case "call":
		f := extract.Field(p, "function")
		return f != nil && sameNode(f, id)
	case "keyword_argument":
		if v := extract.Field(p, "value"); v == nil || !sameNode(v, id) {
			return false
		}
		p = extract.Parent(p)
		return p != nil && extract.Type(p) == "argument_list"
	}
	return extract.Type(p) == "argument_list"
}
