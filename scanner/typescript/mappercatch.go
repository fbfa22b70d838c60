package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A catch that ends by handing what it caught to an error helper of the root passes it on when
// the helper throws on every path (`catch (error) { this.handleToolError(error, 'getIssue') }`
// with `handleToolError(error: unknown, tool: string): never { log(error); throw ... }`): the
// catch throws on every path, as one that ends in `throw` does, but whether it does is the
// helper's to say, which may be defined in another module. A throw that such a catch catches
// is a pending finding under Pending.Also AlwaysRaises (its related names the helper's
// throws); a call in its try is an edge under Call.Mapper, which the index drops unless the
// helper has AlwaysRaises. Python's except clauses have the same rule (python/mapperclause.go).

// mapperCall returns the call a catch clause ends in when it hands the caught error to a
// function of the root (`helper(e, ...)`, awaited or returned too) and the catch neither throws
// nor returns anywhere else; nil otherwise.
func (f *file) mapperCall(catch *sitter.Node) *sitter.Node {
	param, body := catch.ChildByFieldName("parameter"), catch.ChildByFieldName("body")
	if param == nil || body == nil || param.Type() != "identifier" {
		return nil
	}
	last := lastStatement(body)
	if last == nil || (last.Type() != "expression_statement" && last.Type() != "return_statement") || last.NamedChildCount() == 0 {
		return nil
	}
	call := unwrap(last.NamedChild(0))
	if call == nil || call.Type() != "call_expression" || f.rootKeys(call) == nil {
		return nil
	}
	name := param.Content(f.Src)
	passed := false
	if args := call.ChildByFieldName("arguments"); args != nil {
		for i := 0; i < int(args.NamedChildCount()); i++ {
			if a := unwrap(args.NamedChild(i)); a != nil && a.Type() == "identifier" && a.Content(f.Src) == name {
				passed = true
			}
		}
	}
	if !passed {
		return nil
	}
	other := false
	walkOwn(body, func(n *sitter.Node) {
		if (n.Type() == "return_statement" || n.Type() == "throw_statement") && !same(n, last) {
			other = true
		}
	})
	if other {
		return nil
	}
	return call
}

// mapperTry returns the helper call of the catch that handles n (n's innermost try with a
// catch, inside fn, n's own keyed function), when that catch ends in one (mapperCall) and nothing
// around that call inside fn handles what it throws; nil otherwise.
func (f *file) mapperTry(n, fn *sitter.Node) *sitter.Node {
	if fn == nil || f.keyOf(fn) == "" || !f.caughtQuietly(n, fn) {
		return nil
	}
	ts := f.tryIndex()
	start, end := n.StartByte(), n.EndByte()
	for i := ts.bodies.last(start); i >= 0; i = ts.bodies.parent[i] {
		if ts.bodies.end[i] < end {
			continue
		}
		call := f.mapperCall(ts.catches[i])
		if call == nil || f.caughtQuietly(call, fn) {
			return nil
		}
		return call
	}
	return nil
}

// mappedCall returns the keys of the helper whose catch is all that stops what a call's callee
// throws from leaving the function the call is keyed from (mapperTry), or nil.
func (f *file) mappedCall(call *sitter.Node) []string {
	fn := f.enclosingFunction(call)
	if fn == nil || f.keyOf(fn) == "" || f.guardedByWrapper(call) || f.inLowLevelTry(call) || f.replacedBelowKey(call) || f.pastStartupFill(call) {
		return nil
	}
	if m := f.mapperTry(call, fn); m != nil {
		return f.rootKeys(m)
	}
	return nil
}

// mappedPendings returns the pending raisederror and protocolerror findings of the throws that
// a catch of their own function hands to an error helper (mapperTry): they stand when the
// helper throws on every path and a tool reaches the function.
func (f *file) mappedPendings() []extract.Pending {
	var out []extract.Pending
	for _, m := range f.matches(qRaisedError) {
		stmt := m[capSite]
		if stmt == nil || f.cannotRun(stmt) {
			continue
		}
		fn := f.enclosingFunction(stmt)
		if fn == nil || f.regByFn[fn.ID()] != nil {
			continue
		}
		call := f.mapperTry(stmt, fn)
		if call == nil {
			continue
		}
		mapper := f.rootKeys(call)
		key := f.keyOf(fn)
		p, t, ok := f.raisedPending(stmt, f.displayName(fn), "which a tool calls (see related)", key)
		if !ok {
			continue
		}
		p.Also, p.AlsoNeed = mapper, extract.AlwaysRaises
		if pp, ok := f.protocolPending(t, p.Finding.Site.Shape, stmt, fn, key); ok {
			pp.Also, pp.AlsoNeed = mapper, extract.AlwaysRaises
			out = append(out, pp)
		}
		out = append(out, p)
	}
	return out
}
