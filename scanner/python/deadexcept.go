package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Except clauses that nothing reaches. A try whose body only calls functions of the root, with
// arguments whose evaluation cannot raise, catches only what those functions raise; when each
// is wrapped in a decorator of the root's that catches every exception and answers with a value
// (guards.go: the fact Catches), or raises nothing at all, the except clause never runs:
//
//	@handle_api_errors                       # catches Exception, returns {"error": ...}
//	async def get_history(entity_id, start):
//	    ...raise ValueError("start must be before end")...
//
//	try:
//	    data = await get_history(entity_id, start)
//	except ValueError as e:
//	    return {"error": str(e)}             # never runs: the wrapper answered instead
//
// A soft return or a raise in such a clause is pending on extract.Pending.Tried, which the
// index resolves by the callees' facts and guards. A clause that may catch what no Exception
// handler catches (a bare except, BaseException, CancelledError, KeyboardInterrupt, SystemExit,
// GeneratorExit) is left alone: the wrappers catch Exception.

// markTried adds Pending.Tried to the softerror and raisederror sites of sites that stand in
// an except clause whose try body does nothing else than call functions of the root.
func (c *fileCtx) markTried(sites []*site) {
	for _, st := range sites {
		if st.rule != "softerror" && st.rule != "raisederror" || st.anchor == nil {
			continue
		}
		if st.pending != nil && st.pending.ThroughGuard {
			// A guard's answer (reachedProblems): the tools it wraps name it in their Guards,
			// which tell the index that they raise nothing, so the call in its try would read
			// as one that cannot fail (a registration wrapper's call resolves to the tool,
			// wrapreg.go). The guard is one because of what those tools may raise.
			continue
		}
		try, clause := c.exceptAround(st.anchor)
		if try == nil || !c.catchesOnlyExceptions(clause) {
			continue
		}
		calls := c.triedCalls(extract.Field(try, "body"))
		if len(calls) == 0 {
			continue
		}
		if st.pending == nil {
			st.pending = &extract.Pending{}
		}
		if len(st.pending.Tried) == 0 {
			st.pending.Tried = calls
		}
	}
}

// exceptAround returns the except clause that holds n in n's own function, and its try.
func (c *fileCtx) exceptAround(n *sitter.Node) (try, clause *sitter.Node) {
	for p := c.parent(n); p != nil; p = c.parent(p) {
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition", "module":
			return nil, nil
		case "except_clause", "except_group_clause":
			t := c.parent(p)
			if t == nil || extract.Type(t) != "try_statement" {
				return nil, nil
			}
			return t, p
		}
	}
	return nil, nil
}

// nonExceptions are the classes a clause may catch that are no Exception: what a wrapper's
// `except Exception` lets through.
var nonExceptions = []string{"BaseException", "CancelledError", "KeyboardInterrupt", "SystemExit", "GeneratorExit"}

// catchesOnlyExceptions reports whether an except clause names its classes and none of them may
// be a BaseException that is no Exception.
func (c *fileCtx) catchesOnlyExceptions(clause *sitter.Node) bool {
	h := strings.TrimSpace(strings.TrimPrefix(c.exceptHeader(clause), "except"))
	h = strings.TrimPrefix(h, "*")
	if i := strings.Index(h, " as "); i >= 0 {
		h = h[:i]
	}
	h = strings.TrimSpace(h)
	if h == "" {
		return false
	}
	for _, x := range nonExceptions {
		if strings.Contains(h, x) {
			return false
		}
	}
	return true
}

// triedCalls returns the calls of a try body (or of a function's body), each by the keys it may
// have, when every statement of the body is one call of a function of the root (a method of an
// attribute of self that holds an object of a class of the root too), awaited or not,
// as a statement, an assignment to names or a return, with arguments that raise nothing of
// their own (quietExpr: names, literals, f-strings of them), beside statements that raise
// nothing (logging, a docstring, a return of a name); else nil.
func (c *fileCtx) triedCalls(body *sitter.Node) [][]string {
	if body == nil {
		return nil
	}
	var out [][]string
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		stmt := extract.NamedChild(body, i)
		var v *sitter.Node
		switch extract.Type(stmt) {
		case "comment", "pass_statement":
			continue
		case "return_statement":
			if extract.NamedChildCount(stmt) != 1 {
				return nil
			}
			v = extract.NamedChild(stmt, 0)
		case "expression_statement":
			if extract.NamedChildCount(stmt) != 1 {
				return nil
			}
			v = extract.NamedChild(stmt, 0)
			if extract.Type(v) == "assignment" {
				if !c.plainTarget(extract.Field(v, "left")) || extract.Field(v, "type") != nil {
					return nil
				}
				v = extract.Field(v, "right")
			}
		default:
			return nil
		}
		if extract.Type(stmt) == "expression_statement" && extract.Type(v) != "assignment" && c.quietExpr(v, nil) {
			continue // logger.info(...): raises nothing of its own (wrapreraise.go)
		}
		if extract.Type(stmt) == "return_statement" && c.quietExpr(v, nil) {
			continue // return result: the value of an earlier call
		}
		call := unparen(v)
		if call == nil || extract.Type(call) != "call" || !c.quietExpr(extract.Field(call, "arguments"), nil) {
			return nil
		}
		keys := c.namedCallKeys(call, true)
		if keys == nil && c.onClassAttr(extract.Field(call, "function"), call) {
			// self.handlers.dispatch(name, args): the method of the class the attribute holds
			if k := c.callTarget(call); k != "" {
				keys = c.keysOf(k)
			}
		}
		if keys == nil {
			return nil
		}
		out = append(out, keys)
	}
	return out
}

// namedCallKeys returns the keys of a call of the root written as a name or an attribute of a
// name (get_client(), utils.get_client()); with params, a called parameter's too (what the
// callers pass, paramcalls.go); nil for any other call.
func (c *fileCtx) namedCallKeys(call *sitter.Node, params bool) []string {
	fn := extract.Field(call, "function")
	if extract.Type(fn) != "identifier" && (extract.Type(fn) != "attribute" || extract.Type(extract.Field(fn, "object")) != "identifier") {
		return nil
	}
	k := c.callTarget(call)
	if k == "" && params {
		k = c.paramCall(fn)
	}
	if k == "" {
		return nil
	}
	return c.keysOf(k)
}

// plainlyDecorated reports whether no decorator but staticmethod and classmethod stands between
// def and its callers (a decorator's wrapper may raise itself).
func (c *fileCtx) plainlyDecorated(def *sitter.Node) bool {
	for _, d := range decorators(def) {
		if t := c.text(d); t != "staticmethod" && t != "classmethod" {
			return false
		}
	}
	return true
}

// neverRaises reports whether nothing leaves a function as an exception, for the fact
// NeverRaises that a caller's Pending.Tried, and a decoration's Call.Tried, ask of it: its body
// holds a try of its own, it catches every failure of its own (catchesOwn), and no decorator but
// staticmethod and classmethod stands between it and its callers (a decorator's wrapper may
// raise itself). A function with no try is quietfuncs.go's to judge: a stub that returns its
// argument stands for code that may fail. It returns too the calls of the root (each by the
// keys it may have) that its handlers, or the statements outside its catching try, make with
// quiet arguments (return _format_error(e)): it raises nothing when none of them does.
func (c *fileCtx) neverRaises(def *sitter.Node) ([][]string, bool) {
	if !c.plainlyDecorated(def) {
		return nil, false
	}
	body := extract.Field(def, "body")
	if body == nil {
		return nil, false
	}
	holdsTry := false
	for _, st := range namedChildren(body) {
		holdsTry = holdsTry || extract.Type(st) == "try_statement"
	}
	if !holdsTry {
		return nil, false
	}
	var calls [][]string
	allow := func(n *sitter.Node) bool {
		if extract.Type(n) != "call" {
			return false
		}
		keys := c.namedCallKeys(n, false)
		if keys == nil {
			return false
		}
		calls = append(calls, keys)
		return true
	}
	if !c.catchesOwn(def, allow) {
		return nil, false
	}
	return calls, true
}

// onClassAttr reports whether fn is self.<attr>.<m> and self.<attr> holds an object of a class of
// the root (classAttrs: built in a set-up method, annotated, or only ever None or that class's
// object).
func (c *fileCtx) onClassAttr(fn, at *sitter.Node) bool {
	if extract.Type(fn) != "attribute" {
		return false
	}
	attr, ok := c.selfAttrName(extract.Field(fn, "object"))
	return ok && c.selfAttrClass(attr, at) != ""
}
