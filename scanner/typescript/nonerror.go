package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A catch's branch for a caught value that is not an Error (`catch (e) { if (e instanceof
// Error) throw e; throw new Error(String(e)) }`, `if (!(e instanceof Error)) throw ...`, the else
// of `if (e instanceof Error)`) runs only if something in its try throws such a value. The
// file decides what its try throws:
//
//   - a throw of a construction (`new X(...)`, X any class: a project's class is taken for an
//     Error), of a const bound to one, of a same-file function's every return being one, or of
//     `Object.assign(new Error(...), ...)` throws an Error; a throw of the caught value of a
//     catch in the try throws what that catch's try throws (unless it tests it for an Error
//     first); any other throw (`throw "failed"`, `throw {code}`, a member) may not;
//   - an await of something other than a call (a promise made elsewhere) may reject with
//     anything, and a Promise executor's reject(x) of a value that is not a construction does;
//   - a call of a library (no function of the root) throws Errors: Node's and the usual
//     libraries' failures are Error objects; a same-file function, or each entry of a table
//     called by a key (dispatchedFunctions), throws what the throws in its body do;
//   - a call of a function of the root throws such a value only if it has the fact ThrowsValue,
//     which each file gives its functions (summarizeThrowsValue: a throw of such a value that
//     leaves the function), passed on by the calls it makes outside a try that catches (the
//     Raises forwards, helpers.go; a registry's entries, registries.go) and by a catch's
//     rethrow of the caught value as it is (the calls of its try). The throw's finding then waits for the root (Pending.AnyOf, Need
//     ThrowsValue), and the places of a value thrown become its related places.
//
// When nothing in the try may throw such a value and it calls no function of the root, the
// branch is dead (cannotRun). Callbacks other than inline ones (an array method's, a Promise
// executor) are not followed, nor a constructor of a project's class.

// maxValueDepth bounds the catches and same-file functions followed from one try.
const maxValueDepth = 3

// nonErrorTry returns the try statement whose catch clause holds a throw that runs only when
// the caught value is not an Error, or nil.
func (f *file) nonErrorTry(stmt *sitter.Node) *sitter.Node {
	if extract.Type(stmt) != "throw_statement" {
		return nil
	}
	if !f.inCatch(stmt) {
		return nil // most throws are in no catch: asked first, by node types alone
	}
	child := stmt
	for p := f.parent(stmt); p != nil && !f.parents.isFunction(p) && extract.Type(p) != "catch_clause"; child, p = p, f.parent(p) {
		if id := f.nonErrorStep(p, child); id != nil && f.namesCaught(id) {
			return f.parent(f.catchOf(id))
		}
	}
	return nil
}

// inCatch reports whether a node sits in a catch clause of its own function.
func (f *file) inCatch(n *sitter.Node) bool {
	for p := f.parent(n); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			return true
		}
	}
	return false
}

// nonErrorStep returns the name that child, a child of p, runs only for when its value is not
// an Error: the consequence of `if (!(x instanceof Error))`, the else of `if (x instanceof
// Error)`, or a statement after `if (x instanceof Error) <exits>` in the same block; nil when
// none.
func (f *file) nonErrorStep(p, child *sitter.Node) *sitter.Node {
	switch extract.Type(p) {
	case "if_statement":
		if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
			if op, id := f.errorTest(extract.Field(p, "condition")); op == "!" {
				return id
			}
		}
	case "else_clause":
		if ifs := f.parent(p); ifs != nil && extract.Type(ifs) == "if_statement" {
			if op, id := f.errorTest(extract.Field(ifs, "condition")); op == "=" {
				return id
			}
		}
	case "statement_block":
		sibs, i := f.namedSiblings(child)
		for j := i - 1; j >= 0; j-- {
			s := sibs[j]
			if extract.Type(s) != "if_statement" || extract.Field(s, "alternative") != nil {
				continue
			}
			if op, id := f.errorTest(extract.Field(s, "condition")); op == "=" && f.exits(extract.Field(s, "consequence")) {
				return id
			}
		}
	}
	return nil
}

// errorTest reads a condition that tests a name for an Error: "=" for `x instanceof Error`, "!"
// for its negation, "" for anything else; and the name tested.
func (f *file) errorTest(cond *sitter.Node) (string, *sitter.Node) {
	cond = unwrap(cond)
	if cond == nil {
		return "", nil
	}
	op := "="
	if extract.Type(cond) == "unary_expression" && text(extract.Field(cond, "operator"), f.Src) == "!" {
		cond, op = unwrap(extract.Field(cond, "argument")), "!"
	}
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return "", nil
	}
	l, r, bop := f.binaryParts(cond)
	if l = unwrap(l); bop != "instanceof" || text(r, f.Src) != "Error" || l == nil || extract.Type(l) != "identifier" {
		return "", nil
	}
	return op, l
}

// errorParamTest returns the test of fn's parameter under which a throw runs when the
// parameter is not an Error (nonErrorStep), for runsIf: the parameter lacks ArgError.
func (f *file) errorParamTest(stmt, fn *sitter.Node) (extract.ArgTest, bool) {
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, fn) && !f.parents.isFunction(p); child, p = p, f.parent(p) {
		id := f.nonErrorStep(p, child)
		if id == nil {
			continue
		}
		i := f.intactParam(fn, id)
		if i < 0 {
			return extract.ArgTest{}, false
		}
		return extract.ArgTest{Param: i, Lacks: extract.ArgError}, true
	}
	return extract.ArgTest{}, false
}

// namesCaught reports whether an identifier names the caught value of the nearest catch
// clause around it (in the same function).
func (f *file) namesCaught(id *sitter.Node) bool {
	for p := f.parent(id); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			param := extract.Field(p, "parameter")
			return param != nil && extract.Type(param) == "identifier" && extract.Content(param, f.Src) == extract.Content(id, f.Src)
		}
	}
	return false
}

// caughtError reports whether an identifier names a caught value that is an Error: nothing the
// try of its catch throws can be anything else, as far as the file shows (argFacts).
func (f *file) caughtError(id *sitter.Node) bool {
	catch := f.catchOf(id)
	if catch == nil {
		return false
	}
	may, keys := f.tryValues(f.parent(catch), f.enclosingFunction(catch), 0)
	return !may && len(keys) == 0
}

// deadNonErrorBranch reports whether a throw runs only for a caught value that is not an
// Error, and nothing its try calls or throws can give one: the file alone decides.
func (f *file) deadNonErrorBranch(stmt *sitter.Node) bool {
	try := f.nonErrorTry(stmt)
	if try == nil {
		return false
	}
	may, keys := f.tryValues(try, f.enclosingFunction(stmt), 0)
	return !may && len(keys) == 0
}

// nonErrorCalls returns, for a throw that runs only for a caught value that is not an Error
// and whose try throws such a value only if a function of the root does, those functions'
// calls (for Pending.AnyOf with Need ThrowsValue); nil otherwise.
func (f *file) nonErrorCalls(stmt *sitter.Node) [][]string {
	try := f.nonErrorTry(stmt)
	if try == nil {
		return nil
	}
	may, keys := f.tryValues(try, f.enclosingFunction(stmt), 0)
	if may {
		return nil
	}
	return distinctByFirst(keys, func(keys []string) []string { return keys })
}

// tryValues says what a try's body may throw to its catch: may when the file shows a value
// that may not be an Error, and the calls of the root's functions whose ThrowsValue decides.
func (f *file) tryValues(try, fn *sitter.Node, depth int) (may bool, keys [][]string) {
	body := extract.Field(try, "body")
	if body == nil {
		return false, nil
	}
	if depth > maxValueDepth {
		return true, nil
	}
	f.walkThrowing(body, func(n *sitter.Node) bool {
		switch extract.Type(n) {
		case "throw_statement", "await_expression", "new_expression", "call_expression":
		default:
			return false // nothing else throws (asked before the try around it, which climbs)
		}
		if f.catchingTry(n, fn) != try {
			return false
		}
		m, ks := f.nodeValues(n, fn, depth)
		may = may || m
		keys = append(keys, ks...)
		return may
	})
	return may, keys
}

// nodeValues says what one node may throw by itself: a throw, an await of a promise made
// elsewhere, a Promise executor's reject, a call.
func (f *file) nodeValues(n, fn *sitter.Node, depth int) (bool, [][]string) {
	switch extract.Type(n) {
	case "throw_statement":
		return f.throwValues(n, fn, depth)
	case "await_expression":
		arg := unwrap(extract.NamedChild(n, 0))
		return arg == nil || extract.Type(arg) != "call_expression", nil
	case "new_expression":
		return f.rejectsValue(n), nil
	case "call_expression":
		if f.isQuietCall(n) {
			return false, nil
		}
		callee := extract.Field(n, "function")
		if fns := f.dispatchedFunctions(callee); fns != nil {
			// A same-file function, or each entry of a same-file table called by a key.
			var may bool
			var keys [][]string
			for _, g := range fns {
				m, ks := f.functionValues(g, depth+1)
				may, keys = may || m, append(keys, ks...)
			}
			return may, keys
		}
		if ds := f.dispatchKeys(callee); ds != nil {
			return false, ds // a registry's entries (registries.go)
		}
		if keys := f.rootKeys(n); keys != nil {
			return false, [][]string{keys}
		}
	}
	return false, nil
}

// functionValues says what a same-file function may throw: any of its throws, caught in it or
// not (the file decides at once what the index would decide from its summary).
func (f *file) functionValues(fn *sitter.Node, depth int) (may bool, keys [][]string) {
	body := functionBody(fn)
	if body == nil || depth > maxValueDepth {
		return true, nil
	}
	f.walkThrowing(body, func(n *sitter.Node) bool {
		m, ks := f.nodeValues(n, fn, depth)
		may = may || m
		keys = append(keys, ks...)
		return may
	})
	return may, keys
}

// throwValues says what a throw statement throws: nothing but an Error for a construction
// (constructsError), what its try throws for the caught value of a catch (unless the throw
// runs only when it is an Error), and anything otherwise.
func (f *file) throwValues(stmt, fn *sitter.Node, depth int) (bool, [][]string) {
	v := unwrap(extract.NamedChild(stmt, 0))
	if v == nil {
		return true, nil
	}
	if f.constructsError(v, 0) {
		return false, nil
	}
	if extract.Type(v) != "identifier" {
		return true, nil
	}
	catch := f.catchOf(v)
	if catch == nil {
		return true, nil
	}
	if f.onlyForErrors(stmt, catch) {
		return false, nil
	}
	return f.tryValues(f.parent(catch), fn, depth+1)
}

// catchOf returns the catch clause whose caught value an identifier names, when it is the
// nearest catch around it, or nil.
func (f *file) catchOf(id *sitter.Node) *sitter.Node {
	if !f.namesCaught(id) {
		return nil
	}
	for p := f.parent(id); p != nil; p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			if t := f.parent(p); t != nil && extract.Type(t) == "try_statement" {
				return p
			}
			return nil
		}
	}
	return nil
}

// onlyForErrors reports whether a statement in a catch clause runs only when the caught value
// is an Error: in the consequence of `if (e instanceof Error)`, or the else of its negation.
func (f *file) onlyForErrors(stmt, catch *sitter.Node) bool {
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, catch); child, p = p, f.parent(p) {
		switch extract.Type(p) {
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
				if op, id := f.errorTest(extract.Field(p, "condition")); op == "=" && id != nil && same(f.catchOf(id), catch) {
					return true
				}
			}
		case "else_clause":
			if ifs := f.parent(p); ifs != nil && extract.Type(ifs) == "if_statement" {
				if op, id := f.errorTest(extract.Field(ifs, "condition")); op == "!" && id != nil && same(f.catchOf(id), catch) {
					return true
				}
			}
		}
	}
	return false
}

// constructsError reports whether a thrown expression is an object built to be thrown: a
// construction, a const bound to one, `Object.assign(new E(...), ...)`, or a call of a
// same-file function that returns one on every path.
func (f *file) constructsError(v *sitter.Node, depth int) bool {
	v = unwrap(v)
	if v == nil || depth > maxValueDepth {
		return false
	}
	switch extract.Type(v) {
	case "new_expression":
		return true
	case "identifier":
		if c := f.constValue(v); c != nil {
			return f.constructsError(c, depth+1)
		}
	case "call_expression":
		callee := unwrap(extract.Field(v, "function"))
		if text(callee, f.Src) == "Object.assign" {
			return f.constructsError(argument(extract.Field(v, "arguments"), 0), depth+1)
		}
		fn := f.calledFunction(callee)
		if fn == nil {
			return false
		}
		rs := f.returnedValuesOf(fn)
		for _, r := range rs {
			if !f.constructsError(r, depth+1) {
				return false
			}
		}
		return len(rs) > 0
	}
	return false
}

// rejectsValue reports whether a construction of a Promise has an executor that calls its
// reject with something other than a construction.
func (f *file) rejectsValue(n *sitter.Node) bool {
	exec := f.promiseExecutor(n)
	if exec == nil {
		return false
	}
	params := extract.Field(exec, "parameters")
	if params == nil || extract.NamedChildCount(params) < 2 {
		return false
	}
	reject := text(extract.Field(extract.NamedChild(params, 1), "pattern"), f.Src)
	if reject == "" {
		reject = text(extract.NamedChild(params, 1), f.Src)
	}
	body := functionBody(exec)
	if body == nil {
		return false
	}
	found := false
	f.walkAll(body, func(c *sitter.Node) { // reject is often called in a callback of the executor
		if !found && extract.Type(c) == "call_expression" && text(extract.Field(c, "function"), f.Src) == reject {
			found = !f.constructsError(argument(extract.Field(c, "arguments"), 0), 0)
		}
	})
	return found
}

// walkThrowing visits n and its descendants as walkOwn does, and the bodies of the inline
// callbacks in it (isInlineCallback), whose throws leave the call that runs them; it stops
// once visit returns true.
func (f *file) walkThrowing(n *sitter.Node, visit func(*sitter.Node) bool) bool {
	if visit(n) {
		return true
	}
	for _, c := range f.named(n) {
		if f.parents.isFunction(c) && !f.isInlineCallback(c) {
			continue
		}
		if f.walkThrowing(c, visit) {
			return true
		}
	}
	return false
}

// catchingTry returns the nearest try statement with a catch whose body holds n, within fn,
// climbing out of inline callbacks (whose throws leave the call that runs them); nil when
// none, or when another function stands between.
func (f *file) catchingTry(n, fn *sitter.Node) *sitter.Node {
	child := n
	for p := f.parent(n); p != nil && (fn == nil || !same(p, fn)); child, p = p, f.parent(p) {
		if extract.Type(p) == "try_statement" && extract.Field(p, "handler") != nil {
			if b := extract.Field(p, "body"); b != nil && same(b, child) {
				return p
			}
		}
		if f.parents.isFunction(p) && !f.isInlineCallback(p) {
			return nil
		}
	}
	return nil
}

// isErrorClass reports whether a class name reads as an Error class: JavaScript's own, or one
// whose name ends in Error (a construction passed on, not thrown, may be anything else).
func isErrorClass(name string) bool {
	return builtinErrors[name] || strings.HasSuffix(name, "Error")
}

// summarizeThrowsValue gives the fact ThrowsValue to the functions that may throw a value that
// is not an Error (a place at each such throw that leaves them, or a nested function of theirs
// without a key), and forwards it from the calls of the root in the try of a catch that throws
// the caught value as it is.
func (f *file) summarizeThrowsValue(sz *summarizer) {
	if len(f.keyedFunctions()) == 0 {
		return
	}
	for _, m := range f.matches(qRaisedError) {
		stmt := m[capSite]
		if stmt == nil {
			continue
		}
		may, keys := f.throwValues(stmt, f.enclosingFunction(stmt), 0)
		if !may && len(keys) == 0 {
			continue // an Error (most throws construct one): asked before where it goes
		}
		fn := f.thrownOutOf(stmt)
		if fn == nil {
			continue
		}
		key := f.keyOf(fn)
		if key == "" {
			// A nested function without a key: taken for the function around it that has one,
			// which may call it (more than the file shows, never less).
			if fn = f.keyedFunctionOf(fn); fn == nil {
				continue
			}
			key = f.keyOf(fn)
		}
		s := sz.get(key, fn)
		if may {
			sz.place(s, extract.ThrowsValue, stmt, fmt.Sprintf("%s throws %s, which may not be an Error", f.displayName(fn), clip(text(extract.NamedChild(stmt, 0), f.Src))))
		}
		for _, k := range distinctByFirst(keys, func(keys []string) []string { return keys }) {
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.ThrowsValue, Keys: k, Line: line(stmt), Column: column(stmt)})
		}
	}
}
