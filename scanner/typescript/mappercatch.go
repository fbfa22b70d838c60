package typescript

import (
	"slices"
	"strings"

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
// function of the root as its first argument (`helper(e, ...)`, awaited or returned too), and
// the properties of the caught value that the catch tests before: it returns or throws
// elsewhere only under such a test (`if (error?.status === 409) return errorContent(...)`), which
// a value that lacks them never meets. Nil when it is no such catch.
func (f *file) mapperCall(catch *sitter.Node) (*sitter.Node, []string) {
	param, body := extract.Field(catch, "parameter"), extract.Field(catch, "body")
	if param == nil || body == nil || extract.Type(param) != "identifier" {
		return nil, nil
	}
	last := lastStatement(body)
	if last == nil || (extract.Type(last) != "expression_statement" && extract.Type(last) != "return_statement") || extract.NamedChildCount(last) == 0 {
		return nil, nil
	}
	call := unwrap(extract.NamedChild(last, 0))
	if call == nil || extract.Type(call) != "call_expression" || f.rootKeys(call) == nil {
		return nil, nil
	}
	// The caught value is its first argument, the one a conditional rethrow throws (Summary.Rethrows).
	args := extract.Field(call, "arguments")
	if args == nil || extract.NamedChildCount(args) == 0 {
		return nil, nil
	}
	name := extract.Content(param, f.Src)
	if a := unwrap(extract.NamedChild(args, 0)); a == nil || extract.Type(a) != "identifier" || extract.Content(a, f.Src) != name {
		return nil, nil
	}
	var tests []string
	other := false
	walkOwn(body, func(n *sitter.Node) {
		if (extract.Type(n) == "return_statement" || extract.Type(n) == "throw_statement") && !same(n, last) {
			props := f.underPropTest(n, body, name)
			if props == nil {
				other = true
			}
			for _, p := range props {
				if !slices.Contains(tests, p) {
					tests = append(tests, p)
				}
			}
		}
	})
	if other {
		return nil, nil
	}
	return call, tests
}

// mapperTry returns the helper call of the catch that handles n (n's innermost try with a
// catch, past those that only throw what they caught on, inside fn, n's own keyed function), when that catch ends in one (mapperCall) and nothing
// around that call inside fn handles what it throws, with the properties the catch tests
// first; nil otherwise.
func (f *file) mapperTry(n, fn *sitter.Node) (*sitter.Node, []string) {
	if fn == nil || f.keyOf(fn) == "" || !f.caughtQuietly(n, fn) {
		return nil, nil
	}
	ts := f.tryIndex()
	for i := ts.around(n); i >= 0; i = ts.bodies.parent[i] {
		if g := f.enclosingFunction(ts.sites[i]); !same(g, fn) {
			return nil, nil
		}
		call, tests := f.mapperCall(ts.catches[i])
		if call == nil && f.passesOnCaught(i) {
			continue // it throws what it caught on, into the try around it (nestedtry.go)
		}
		if call == nil || f.caughtQuietly(call, fn) {
			return nil, nil
		}
		return call, tests
	}
	return nil, nil
}

// mappedCall returns the keys of the helper whose catch is all that stops what a call's callee
// throws from leaving the function the call is keyed from (mapperTry), or nil, and the
// properties that catch tests first as the names it catches by (Call.Catches, PropName).
//
// A call in an inline function of no key of its own (`await retry(() => put(bodyFor()))`) is
// keyed from the function around it, as caughtBelowKey climbs: the try is looked for around
// that inline function, in the keyed one.
func (f *file) mappedCall(call *sitter.Node) ([]string, []string) {
	n, fn := call, f.enclosingFunction(call)
	for fn != nil && f.keyOf(fn) == "" && !f.caughtQuietly(n, fn) {
		n, fn = fn, f.enclosingFunction(fn)
	}
	if fn == nil || f.keyOf(fn) == "" || f.guardedByWrapper(call) || f.inLowLevelTry(call) || f.replacedBelowKey(call) || f.pastStartupFill(call) {
		return nil, nil
	}
	m, tests := f.mapperTry(n, fn)
	if m == nil {
		return nil, nil
	}
	var catches []string
	for _, t := range tests {
		catches = append(catches, extract.PropName(t))
	}
	return f.rootKeys(m), catches
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
		if fn == nil {
			continue
		}
		name, reach, r, ok := f.throwerLabel(fn)
		own := false // a tool's own throw: it stands only if the helper throws it again as it is
		if !ok {
			// A tool's own function: what its catch hands the helper leaves the tool when the
			// helper throws it (again).
			if r = f.regByFn[fn.ID()]; r == nil || (r.kind != regTool && r.kind != regFastMCP && r.kind != regLowLevel) {
				continue
			}
			name, reach, r = "tool "+toolLabel(r, f), "whose catch hands it to an error helper (see related)", nil
			own = true
		}
		call, tests := f.mapperTry(stmt, fn)
		if call == nil {
			continue
		}
		mapper := f.rootKeys(call)
		key := f.keyOf(fn)
		p, t, ok := f.raisedPending(stmt, name, reach, key)
		if !ok || !lacksAll(p.RaisedAs, tests) {
			continue // it may meet the catch's own test, which answers it
		}
		if r != nil && r.via != nil {
			p.Finding.Related = append(p.Finding.Related, f.relatedAt(r.via, r.viaMsg))
		}
		need := extract.AlwaysRaises
		if own {
			need = 0 // a helper that throws another error is where that one stands
		}
		p.Also, p.AlsoNeed = mapper, need
		if pp, ok := f.protocolPending(t, p.Finding.Site.Shape, stmt, fn, key); ok {
			pp.Also, pp.AlsoNeed, pp.RaisedAs = mapper, need, p.RaisedAs
			out = append(out, pp)
		}
		out = append(out, p)
	}
	return out
}

// A helper that answers some failures and rethrows the rest (`handleApiError(error, ctx) { if
// (error.isAxiosError) { ...; return errorContent(...) } throw error; }`) passes on, of what a
// catch hands it, what it rethrows: a value that lacks every property it tests. Its summary
// says so (Summary.Rethrows), and a throw whose properties its file can tell (thrownProps)
// says what it has (Pending.RaisedAs): an Error or the SDK's McpError built with `new`, or an
// object literal. A throw of anything else, or a callee's failure the file cannot see, may
// have them: the helper answers it, as before.

// rethrowsFirst returns a function's conditional rethrow of its first parameter: its body ends
// in `throw p`, p its first parameter, never assigned; every other return and throw in it sits
// in an `if (p.prop)` (also `p?.prop`, a `||` of such) with no else, and nothing else there is
// an if with such a test. Or its body ends in a return and throws p only under a test that p is
// an instance of an SDK class (`if (error instanceof McpError) throw error`, classRethrow):
// Rethrow.Class. Nil otherwise.
func (f *file) rethrowsFirst(fn *sitter.Node) *extract.Rethrow {
	names := f.paramNames(fn)
	body := functionBody(fn)
	if len(names) == 0 || names[0] == "" || body == nil || extract.Type(body) != "statement_block" {
		return nil
	}
	p := names[0]
	last := lastStatement(body)
	if last != nil && extract.Type(last) == "return_statement" {
		if cls, at := f.classRethrow(body, p); cls != "" {
			return &extract.Rethrow{Class: cls, Line: line(at), Column: column(at)}
		}
		return nil
	}
	if last == nil || extract.Type(last) != "throw_statement" || extract.NamedChildCount(last) == 0 {
		return nil
	}
	if v := unwrap(extract.NamedChild(last, 0)); v == nil || extract.Type(v) != "identifier" || extract.Content(v, f.Src) != p {
		return nil
	}
	var unless []string
	fine := true
	walkOwn(body, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "assignment_expression", "augmented_assignment_expression":
			if l := extract.Field(n, "left"); l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == p {
				fine = false
			}
		case "return_statement", "throw_statement":
			if same(n, last) {
				return
			}
			props := f.underPropTest(n, body, p)
			if props == nil {
				fine = false
				return
			}
			for _, pr := range props {
				if !slices.Contains(unless, pr) {
					unless = append(unless, pr)
				}
			}
		}
	})
	if !fine || len(unless) == 0 {
		return nil
	}
	return &extract.Rethrow{Unless: unless, Line: line(last), Column: column(last)}
}

// underPropTest returns the properties of p that an if around n (below body) tests for truth,
// when n sits in its consequence, the if has no else and its condition is such a test
// (`p.prop`, `p?.prop`, `p.a || p.b`): the outermost such if. Nil when there is none.
func (f *file) underPropTest(n, body *sitter.Node, p string) []string {
	var out []string
	for c, prev := f.parent(n), n; c != nil && !same(c, body); c, prev = f.parent(c), c {
		if extract.Type(c) != "if_statement" || extract.Field(c, "alternative") != nil || !same(prev, extract.Field(c, "consequence")) {
			continue
		}
		if props := f.propTests(extract.Field(c, "condition"), p); props != nil {
			out = props
		}
	}
	return out
}

// propTests reads a condition that holds when one of some properties of p is truthy.
func (f *file) propTests(cond *sitter.Node, p string) []string {
	cond = unwrap(cond)
	if cond == nil {
		return nil
	}
	switch extract.Type(cond) {
	case "member_expression":
		obj, prop := f.memberParts(cond)
		if obj = unwrap(obj); obj != nil && extract.Type(obj) == "identifier" && extract.Content(obj, f.Src) == p && prop != "" {
			return []string{prop}
		}
	case "binary_expression":
		op := extract.Field(cond, "operator")
		if op == nil {
			return nil
		}
		switch extract.Type(op) {
		case "||":
			l, r := f.propTests(extract.Field(cond, "left"), p), f.propTests(extract.Field(cond, "right"), p)
			if l != nil && r != nil {
				return append(l, r...)
			}
		case "===", "==":
			// p.status === 409: a literal that is not undefined or null, which an absent
			// property never equals.
			l, r := unwrap(extract.Field(cond, "left")), unwrap(extract.Field(cond, "right"))
			if l != nil && r != nil && extract.Type(l) != "member_expression" {
				l, r = r, l
			}
			if r != nil && (extract.Type(r) == "number" || extract.Type(r) == "string" || extract.Type(r) == "true") {
				if l != nil && extract.Type(l) == "member_expression" {
					return f.propTests(l, p)
				}
			}
		}
	}
	return nil
}

// lacksAll reports whether a throw's known properties (Pending.RaisedAs) include none of props;
// with no props, whatever they are.
func lacksAll(as, props []string) bool {
	if len(props) == 0 {
		return true
	}
	if !slices.Contains(as, extract.PropName("")) {
		return false
	}
	for _, p := range props {
		if slices.Contains(as, extract.PropName(p)) {
			return false
		}
	}
	return true
}

// errorProps are the properties an Error, or the SDK's McpError, may have set.
var errorProps = []string{"message", "name", "stack", "cause", "code", "data"}

// thrownProps returns the properties a throw's value may have truthy (extract.PropName of each,
// and PropName("") to say they are all known), when its file can tell them: `new E(...)` of a
// builtin Error class or the SDK's McpError, or an object literal with no spread (its keys
// whose value is not a falsy literal). Nil otherwise.
func (f *file) thrownProps(stmt *sitter.Node) []string {
	if extract.NamedChildCount(stmt) == 0 {
		return nil
	}
	v := unwrap(extract.NamedChild(stmt, 0))
	if v == nil {
		return nil
	}
	out := []string{extract.PropName("")}
	switch extract.Type(v) {
	case "new_expression":
		t := f.describeThrow(stmt)
		if !t.isBuiltinError() && !t.isSDKError() {
			return nil
		}
		for _, p := range errorProps {
			out = append(out, extract.PropName(p))
		}
		return out
	case "object":
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			m := extract.NamedChild(v, i)
			switch extract.Type(m) {
			case "comment":
			case "shorthand_property_identifier":
				out = append(out, extract.PropName(extract.Content(m, f.Src)))
			case "pair":
				k := extract.Field(m, "key")
				if k == nil || (extract.Type(k) != "property_identifier" && extract.Type(k) != "string") {
					return nil
				}
				name := strings.Trim(extract.Content(k, f.Src), `"'`)
				if val := unwrap(extract.Field(m, "value")); val != nil && isFalsyLiteral(val, f.Src) {
					continue
				}
				out = append(out, extract.PropName(name))
			default:
				return nil // a spread, a method, a computed key
			}
		}
		return out
	}
	return nil
}

// isFalsyLiteral reports whether an expression is a literal that is falsy.
func isFalsyLiteral(v *sitter.Node, src []byte) bool {
	switch extract.Type(v) {
	case "false", "null", "undefined":
		return true
	case "number":
		return extract.Content(v, src) == "0"
	case "string":
		return len(extract.Content(v, src)) == 2
	case "identifier":
		return extract.Content(v, src) == "undefined"
	}
	return false
}
