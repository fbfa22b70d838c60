package panicleak

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// bodyScan finds what one function body can panic on, and what it returns.
type bodyScan struct {
	c      *checker
	parent *bodyScan // the body that runs this function literal in place (see lits.go), or nil
	lower  lowerSet  // operands with a known lower bound, on first use (see bound.go)
	safe   func(ast.Expr) bool
	sig    *types.Signature
	body   *ast.BlockStmt
	roots  map[types.Object]mask
	strict *flow
	loose  *flow                        // computed when first needed: most bodies have no Must* call or Split index
	writes map[types.Object]knownWrites // the assignments of a variable, on first use (see writesOf)
	name   string
	pkg    *types.Package
}

// strictFlow returns the strict flow of the body, computed when first needed: a body without
// an assertion, a slice or a call given input, returning nothing a caller can assert on, needs
// none.
func (b *bodyScan) strictFlow() *flow {
	if b.parent != nil {
		return b.parent.strictFlow()
	}
	if b.strict == nil {
		b.strict = b.c.newFlow(b.body, b.roots, true)
	}
	return b.strict
}

func (b *bodyScan) looseFlow() *flow {
	if b.parent != nil {
		return b.parent.looseFlow()
	}
	if b.loose == nil {
		b.loose = b.c.newFlow(b.body, b.roots, false)
	}
	return b.loose
}

// reaches lists the panic sources of the body and those its calls reach. A source that an
// mcperr:ignore directive suppresses where it stands is left out here, in its own package,
// whose directives the package that reports it cannot see under go vet.
func (b *bodyScan) reaches() []reach {
	var out []reach
	for _, r := range append(b.directSources(), b.nilErrSites()...) {
		if !guard.Suppressed(b.c.pass, b.c.posOf(r.Site.At)) {
			out = append(out, r)
		}
	}
	out = append(out, b.callReaches()...)
	for _, l := range b.litScans() {
		if !b.c.info.HasDeferredRecover(b.c.pass.TypesInfo, l.body) {
			out = append(out, l.reaches()...)
		}
	}
	return out
}

// newSite makes a site of this body at node n.
func (b *bodyScan) newSite(n ast.Node, desc string, k kind, loose bool) site {
	return site{At: place.Of(b.c.pass, n), Desc: desc, Kind: k, Pkg: pkgKey(b.pkg), Func: b.name, Loose: loose}
}

// pkgKey identifies a package in a site: its path and its name, which messages use.
func pkgKey(p *types.Package) string {
	if p == nil {
		return ""
	}
	return p.Path() + " " + p.Name()
}

// The nodes directSources looks at: first to learn about the body, then for the sources.
var (
	directPrepassNodes = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.CallExpr)(nil), (*ast.RangeStmt)(nil)}
	directNodes        = []ast.Node{(*ast.TypeAssertExpr)(nil), (*ast.CallExpr)(nil), (*ast.SliceExpr)(nil), (*ast.IndexExpr)(nil)}
	callNodes          = []ast.Node{(*ast.CallExpr)(nil)}
	returnNodes        = []ast.Node{(*ast.ReturnStmt)(nil)}
)

// directSources lists the panic sources written in the body, not descending into function
// literals (they run elsewhere, or are handlers of their own): unchecked type assertions on
// input, Must* calls and indexes into strings.Split and Fields results of input, and
// explicit panics.
func (b *bodyScan) directSources() []reach {
	info := b.c.pass.TypesInfo
	body := b.body
	checked := map[*ast.TypeAssertExpr]bool{}
	splits := map[types.Object]*ast.CallExpr{} // variable -> the strings call that filled it
	nonBlank := map[types.Object]bool{}        // filled once from strings.Fields of a text not blank
	lenChecked := map[types.Object]bool{}
	rangeKey := map[types.Object]types.Object{} // the key of `for i := range xs` -> xs
	nonNeg := map[types.Object]bool{}           // the key of a range over anything but a map: never negative
	var guards map[string][][2]token.Pos        // computed at the first type assertion
	argVars := map[types.Object]bool{}          // variables given a tool argument (see isArgumentDerived)
	b.c.walk.NoLitsStack(body, directPrepassNodes, func(n ast.Node, stack func() []ast.Node) {
		switch x := n.(type) {
		case *ast.AssignStmt:
			markArgVars(info, argVars, x.Lhs, x.Rhs)
			if len(x.Lhs) == 2 && len(x.Rhs) == 1 {
				if ta, ok := ast.Unparen(x.Rhs[0]).(*ast.TypeAssertExpr); ok {
					checked[ta] = true
				}
			}
			if len(x.Lhs) == 1 && len(x.Rhs) == 1 {
				if id, ok := x.Lhs[0].(*ast.Ident); ok && info.ObjectOf(id) != nil {
					if call := splitCall(info, x.Rhs[0]); call != nil {
						obj := info.ObjectOf(id)
						splits[obj] = call
						// keywords := strings.Fields(query) after query was found not blank,
						// and never assigned again.
						nonBlank[obj] = mcpsdk.Callee(info, call).Name() == "Fields" && x.Tok == token.DEFINE &&
							!b.writtenAfter(obj, x.Pos()) && b.nonBlank(call.Args[0], stack())
					}
				}
			}
		case *ast.ValueSpec:
			names := make([]ast.Expr, len(x.Names))
			for i, id := range x.Names {
				names[i] = id
			}
			markArgVars(info, argVars, names, x.Values)
			if len(x.Names) == 2 && len(x.Values) == 1 {
				if ta, ok := ast.Unparen(x.Values[0]).(*ast.TypeAssertExpr); ok {
					checked[ta] = true
				}
			}
			if len(x.Names) == 1 && len(x.Values) == 1 {
				if obj := info.ObjectOf(x.Names[0]); obj != nil {
					if call := splitCall(info, x.Values[0]); call != nil {
						splits[obj] = call
					}
				}
			}
		case *ast.CallExpr:
			if isBuiltin(info, x, "len") && len(x.Args) == 1 {
				if id, ok := ast.Unparen(x.Args[0]).(*ast.Ident); ok && info.ObjectOf(id) != nil {
					lenChecked[info.ObjectOf(id)] = true
				}
			}
		case *ast.RangeStmt:
			key, ok := x.Key.(*ast.Ident)
			if _, isMap := types.Unalias(info.TypeOf(x.X)).Underlying().(*types.Map); ok && !isMap && info.ObjectOf(key) != nil {
				nonNeg[info.ObjectOf(key)] = true
			}
			xs, ok2 := ast.Unparen(x.X).(*ast.Ident)
			if ok && ok2 && info.ObjectOf(key) != nil && info.ObjectOf(xs) != nil {
				rangeKey[info.ObjectOf(key)] = info.ObjectOf(xs)
			}
		}
	})
	var out []reach
	// One index expression read and written on one line (lines[i] = f(lines[i])) panics on
	// the same input: it is one source, reported at its first place.
	indexed := map[string]bool{}
	splitIndex := func(x *ast.IndexExpr, call *ast.CallExpr, stack func() []ast.Node, filled bool) {
		name := mcpsdk.Callee(info, call).Name()
		if name != "Fields" && isZero(info, x.Index) {
			return // Split, SplitN (n != 0) and SplitAfter return at least one element
		}
		if name == "Fields" && isZero(info, x.Index) && filled {
			return // Fields of a text that is not blank returns at least one element
		}
		if v := rootVar(info, call.Args[0]); v != nil && (condsMention(info, stack(), v) || guardsMention(info, stack(), v)) {
			return // if strings.Contains(s, ":") { ... strings.SplitN(s, ":", 2)[1] }
		}
		if name != "Fields" && isOne(info, x.Index) && b.splitHolds(call, stack()) {
			return // strings.Split(fmt.Sprintf("%s/%s", owner, name), "/")[1] (holds.go)
		}
		if need := b.looseFlow().of(call.Args[0]); need != 0 {
			key := fmt.Sprint(b.c.pass.Fset.Position(x.Pos()).Line, " ", types.ExprString(x))
			if indexed[key] {
				return
			}
			indexed[key] = true
			out = append(out, reach{Site: b.newSite(x, "index into a strings."+name+" result without a length check", kindInput, true), Need: need})
		}
	}
	b.c.walk.NoLitsStack(body, directNodes, func(n ast.Node, stack func() []ast.Node) {
		switch x := n.(type) {
		case *ast.TypeAssertExpr:
			if x.Type == nil || checked[x] {
				return // a type switch guard, or the comma-ok form
			}
			if guards == nil {
				guards = guardedAsserts(info, body)
			}
			if guarded(guards[assertKey(info, x)], x) {
				return // the same assertion was checked above
			}
			// Whatever the input, it fails when the module never stores the asserted type
			// there (decided where it is reported).
			if st, ok := b.failingAssert(x); ok {
				out = append(out, reach{Site: st})
			}
			need := b.strictFlow().of(x.X)
			if need == 0 {
				return // not input: an invariant of the server's own data
			}
			if b.assertHolds(x) {
				return // the server fixes the dynamic type (stored.go)
			}
			desc := "unchecked type assertion"
			if isArgumentDerived(info, x.X, argVars) {
				desc += " on a tool argument"
			}
			out = append(out, reach{Site: b.newSite(x, desc, kindInput, false), Need: need})
		case *ast.CallExpr:
			if isBuiltin(info, x, "panic") {
				if need, ok := b.panicNeed(stack()); ok {
					out = append(out, reach{Site: b.newSite(x, "explicit panic", kindPanic, true), Need: need})
				}
				return
			}
			if isBuiltin(info, x, "make") && len(x.Args) > 1 {
				// make panics on a negative length or capacity, as a slice bound does.
				for _, e := range x.Args[1:] {
					if need := b.unbounded(e); need != 0 {
						site := b.newSite(e, "make size from argument-derived input with no lower bound check", kindInput, false)
						site.Bound = true
						out = append(out, reach{Site: site, Need: need})
						break
					}
				}
				return
			}
			if fn := mcpsdk.Callee(info, x); fn != nil && isMustOutside(b.c, fn) && hasNonConstArg(info, x) {
				var need mask
				for _, a := range x.Args {
					need |= b.looseFlow().of(a)
				}
				if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil {
					need |= b.looseFlow().of(sel.X)
				}
				if need == 0 {
					return
				}
				name := fn.Name()
				if fn.Pkg() != nil {
					name = fn.Pkg().Name() + "." + name
				}
				out = append(out, reach{Site: b.newSite(x, name+" on argument-derived input", kindInput, true), Need: need})
			}
		case *ast.SliceExpr:
			for _, e := range []ast.Expr{x.Low, x.High, x.Max} {
				if need := b.unbounded(e); need != 0 {
					site := b.newSite(e, "slice bound from argument-derived input with no lower bound check", kindInput, false)
					site.Bound = true
					out = append(out, reach{Site: site, Need: need})
					return
				}
			}
			if e, need := b.shortBound(x.X, []ast.Expr{x.Low, x.High, x.Max}, false, stack()); need != 0 {
				out = append(out, reach{Site: b.newSite(e, shortDesc(info, x.X, e, false), kindInput, false), Need: need})
			}
		case *ast.IndexExpr:
			if !splitFilled(info, splits, x.X) {
				if e, need := b.shortBound(x.X, []ast.Expr{x.Index}, true, stack()); need != 0 {
					out = append(out, reach{Site: b.newSite(e, shortDesc(info, x.X, e, true), kindInput, false), Need: need})
					return
				}
			}
			if k, isKey := ast.Unparen(x.Index).(*ast.Ident); isKey && nonNeg[info.ObjectOf(k)] {
				// resourceNames[i] in `for i, id := range ids`: a range's key is never negative.
			} else if tv, ok := info.Types[x.X]; ok && tv.IsValue() && indexable(tv.Type) {
				// tables[i] with i from the request, checked against len(tables) only: a
				// negative i panics (an index the checks keep >= 0 is fine, as a slice bound is).
				if need := b.unbounded(x.Index); need != 0 {
					site := b.newSite(x.Index, "index from argument-derived input with no lower bound check", kindInput, false)
					site.Bound = true
					out = append(out, reach{Site: site, Need: need})
					return
				}
			}
			if call := splitCall(info, x.X); call != nil {
				fields := mcpsdk.Callee(info, call).Name() == "Fields"
				splitIndex(x, call, stack, fields && isZero(info, x.Index) && b.nonBlank(call.Args[0], stack()))
				return
			}
			id, ok := ast.Unparen(x.X).(*ast.Ident)
			if !ok {
				return
			}
			obj := info.ObjectOf(id)
			call := splits[obj]
			if obj == nil || call == nil || lenChecked[obj] {
				return
			}
			if k, ok := ast.Unparen(x.Index).(*ast.Ident); ok && rangeKey[info.ObjectOf(k)] == obj {
				return // the key of a range over the same slice is in bounds
			}
			if b.indexInRange(x) {
				return // an index a call found by ranging over the same slice (inrange.go)
			}
			splitIndex(x, call, stack, nonBlank[obj])
		}
	})
	return out
}

// panicNeed decides whether an explicit panic, with the statements around it on stack, is a
// panic source and on which input: one no condition guards, or one a failure guards
// (if err != nil { panic(err) }), panics whatever the input; one guarded by conditions on the
// parameters panics on that input; one guarded only by other conditions (a dependency missing
// from the context) is an invariant of the server, not something a tool call causes.
func (b *bodyScan) panicNeed(stack []ast.Node) (mask, bool) {
	info := b.c.pass.TypesInfo
	var conds []ast.Expr
	for i := len(stack) - 2; i >= 0; i-- {
		child := stack[i+1]
		switch s := stack[i].(type) {
		case *ast.IfStmt:
			if child == s.Body || child == s.Else {
				conds = append(conds, s.Cond)
			}
		case *ast.CaseClause:
			conds = append(conds, s.List...)
			if i > 1 {
				switch sw := stack[i-2].(type) {
				case *ast.SwitchStmt:
					if sw.Tag != nil {
						conds = append(conds, sw.Tag)
					}
				case *ast.TypeSwitchStmt:
					if x := typeSwitchX(sw); x != nil {
						conds = append(conds, x)
					}
				}
			}
		}
	}
	if len(conds) == 0 {
		return 0, true
	}
	var need mask
	for _, e := range conds {
		need |= b.looseFlow().of(e)
		for _, v := range errorsIn(info, e) {
			m, ok := b.failureNeed(v)
			if !ok {
				return 0, true // a failure of the outside world: it panics whatever the input
			}
			need |= m
		}
	}
	return need, need != 0
}

// errorsIn returns the variables of type error that e reads.
func errorsIn(info *types.Info, e ast.Expr) []types.Object {
	var out []types.Object
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && isErrorType(v.Type()) {
				out = append(out, v)
			}
		}
		return true
	})
	return out
}

// failureNeed says on which input the error v of the body can be set: the input of the calls
// whose error it holds. A call given only the server's own data (url.Parse of a configured base
// and a constant path) fails on configuration, not on a tool call: ok is true with no input.
// An error that is not assigned from a call in the body (a parameter aside) is taken to be a
// failure of the outside world: ok is false.
func (b *bodyScan) failureNeed(v types.Object) (mask, bool) {
	info := b.c.pass.TypesInfo
	if m, isRoot := b.roots[v]; isRoot {
		return m, true
	}
	var need mask
	calls, other := 0, false
	inspectNoLits(b.body, func(n ast.Node) {
		lhs, call := callAssign(asStmt(n))
		if call == nil {
			if as, ok := n.(*ast.AssignStmt); ok {
				for _, l := range as.Lhs {
					if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
						other = true
					}
				}
			}
			return
		}
		for _, l := range lhs {
			if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
				calls++
				need |= b.looseFlow().of(call)
				if fn := mcpsdk.Callee(info, call); fn == nil || !isParsing(fn) {
					other = true // I/O, a client, a value: it fails on the world, not on input
				}
			}
		}
	})
	if calls == 0 || other {
		return 0, false
	}
	return need, true
}

// isParsing reports whether fn only checks or converts the data it is given (url.Parse,
// strconv.Atoi, json.Unmarshal, regexp.Compile, time.Parse): its failure depends on its input.
func isParsing(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "net/url", "strconv", "encoding/json", "regexp", "time", "net/netip", "net/mail", "encoding/base64", "encoding/hex":
		return true
	}
	return false
}

// asStmt returns n as a statement, or nil.
func asStmt(n ast.Node) ast.Stmt {
	st, _ := n.(ast.Stmt)
	return st
}

// condsMention reports whether a condition of an if or a case around the top of stack reads v:
// a check of the text before it is split (strings.Contains(s, ":"), a predicate of the
// server's own, a comparison) is taken to guarantee the part that the index reads.
func condsMention(info *types.Info, stack []ast.Node, v types.Object) bool {
	for i := len(stack) - 2; i >= 0; i-- {
		var conds []ast.Expr
		switch s := stack[i].(type) {
		case *ast.IfStmt:
			if stack[i+1] == s.Body || stack[i+1] == s.Else {
				conds = append(conds, s.Cond)
			}
		case *ast.CaseClause:
			conds = append(conds, s.List...)
		}
		for _, c := range conds {
			if _, ok := mentionAt(info, c, v); ok {
				return true
			}
		}
	}
	return false
}

// guardsMention reports whether an if whose block settles (leaves, or ends a loop's turn),
// before the top of stack on every path to it (dominating), has a condition that hands v to a
// call: `if !strings.Contains(s, "!") { return "", s }` before `strings.SplitN(s, "!", 2)[1]` is
// taken to guarantee the part, as such a condition around the index is (condsMention).
func guardsMention(info *types.Info, stack []ast.Node, v types.Object) bool {
	found := false
	dominating(stack, func(b before) bool {
		found = b.stmt != nil && b.cond != nil && callsWith(info, b.cond, v)
		return !found
	})
	return found
}

// callsWith reports whether an expression calls a function with v among the arguments
// (strings.Contains(s, "!"), a predicate of the server's own): a plain comparison (s == "")
// guarantees no separator.
func callsWith(info *types.Info, e ast.Expr, v types.Object) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		for _, a := range c.Args {
			if id, ok := ast.Unparen(a).(*ast.Ident); ok && info.ObjectOf(id) == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// callReaches lists the panic sources that the calls of the body reach in the functions of
// this module they call, with the input each needs from this body's parameters.
func (b *bodyScan) callReaches() []reach {
	info := b.c.pass.TypesInfo
	var out []reach
	b.c.walk.NoLits(b.body, callNodes, func(n ast.Node) {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return
		}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && (s.Kind() == types.FieldVal || types.IsInterface(s.Recv())) {
				out = append(out, b.dynamicReaches(call)...)
				return
			}
		}
		fn := mcpsdk.Callee(info, call)
		if fn == nil || fn.Pkg() == nil || isMustOutside(b.c, fn) {
			return // Must* calls of libraries are sources of their own, on their arguments
		}
		out = append(out, b.reachesOf(call, fn, b.c.calleeName(fn, b.pkg))...)
	})
	return out
}

// reachesOf returns what a call of fn reaches through fn's summary, given the input of its
// arguments here.
func (b *bodyScan) reachesOf(call *ast.CallExpr, fn *types.Func, name string) []reach {
	s := b.c.summaryOf(fn)
	if s == nil {
		return nil
	}
	return b.reachesWith(call, fn, s.Reach, name)
}

// reachesWith lists what a call of fn reaches through the reaches of fn's summary.
func (b *bodyScan) reachesWith(call *ast.CallExpr, fn *types.Func, reaches []reach, name string) []reach {
	at := b.c.placeOf(call.Lparen)
	var out []reach
	for _, r := range reaches {
		need := mask(0)
		if r.Need != 0 {
			f := b.strictFlow()
			if r.Site.Loose {
				f = b.looseFlow()
			}
			if r.Site.Bound {
				need = b.boundArgs(call, fn, r.Need)
			} else {
				need = f.argsOf(call, fn, r.Need)
			}
			if need == 0 {
				continue // not given input here
			}
		}
		out = append(out, reach{Site: r.Site, Steps: append([]step{{At: at, Callee: name}}, r.Steps...), Need: need})
	}
	return out
}

// isMustOutside reports whether fn is a Must* function outside the module (regexp.MustCompile,
// template.Must): a source on its arguments. The module's own Must* functions are followed
// like any other, where their summary says on which input they panic.
func isMustOutside(c *checker, fn *types.Func) bool {
	return strings.HasPrefix(fn.Name(), "Must") && (fn.Pkg() == nil || !c.inModule(fn.Pkg().Path()))
}

// calleeName names a called function for a message written in package from.
func (c *checker) calleeName(fn *types.Func, from *types.Package) string {
	name := mcpsdk.FuncName(fn)
	if fn.Pkg() != nil && fn.Pkg() != from && fn.Type().(*types.Signature).Recv() == nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// returns fills the result masks of s: which parameters each result is derived from, and
// which results may be nil while the error result is not.
func (b *bodyScan) returns(s *summary) {
	info := b.c.pass.TypesInfo
	res := b.sig.Results()
	n := res.Len()
	if n == 0 {
		return
	}
	errLast := isErrorType(res.At(n - 1).Type())
	// The results a caller can assert on or slice with: not a string, a float, a bool, an error
	// or the SDK's tool result.
	carries := make([]bool, n)
	anyCarries := false
	for i := 0; i < n; i++ {
		t := res.At(i).Type()
		carries[i] = !(isBasic(t) && !isSignedIntType(t)) && !isErrorType(t) && !mcpsdk.IsResult(t)
		anyCarries = anyCarries || carries[i] || nilable(t)
	}
	if !anyCarries {
		return
	}
	b.c.walk.NoLits(b.body, returnNodes, func(node ast.Node) {
		ret, ok := node.(*ast.ReturnStmt)
		if !ok {
			return
		}
		switch {
		case len(ret.Results) == n:
			for i, e := range ret.Results {
				if carries[i] {
					s.Returns[i] |= b.strictFlow().of(e)
				}
			}
			if errLast && !isNilIdent(info, ret.Results[n-1]) {
				for i := 0; i < n-1; i++ {
					if nilable(res.At(i).Type()) && b.mayBeNil(ret.Results[i]) {
						s.NilErr |= 1 << uint(i)
					}
				}
			}
		case len(ret.Results) == 1 && n > 1:
			if slices.Contains(carries, true) {
				ms := b.strictFlow().results(ret.Results[0], n)
				for i := range ms {
					s.Returns[i] |= ms[i]
				}
			}
			if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok && errLast {
				s.NilErr |= b.c.nilErrOf(call)
			}
		case len(ret.Results) == 0:
			for i := 0; i < n; i++ {
				if v := res.At(i); v.Name() != "" && carries[i] {
					s.Returns[i] |= b.strictFlow().vars[v]
				}
			}
		}
	})
	// A string, a float, a bool, an error: nothing a caller can assert on wrongly or slice with
	// (an integer can be a slice bound).
	for i := range s.Returns {
		if t := res.At(i).Type(); (isBasic(t) && !isSignedIntType(t)) || isErrorType(t) {
			s.Returns[i] = 0
		}
	}
}

// mayBeNil reports whether a returned expression is nil: the literal, or a call of a function
// that may return nil with an error.
func (b *bodyScan) mayBeNil(e ast.Expr) bool {
	if isNilIdent(b.c.pass.TypesInfo, e) {
		return true
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		return b.c.nilErrOf(call)&1 != 0
	}
	return false
}

// nilErrOf returns the results of a call that may be nil while its error result is not: from
// the callee's summary for a function of this module; for any other callee, every result of
// pointer or interface type, as Go's convention leaves them unspecified on failure and most
// libraries return nil.
func (c *checker) nilErrOf(call *ast.CallExpr) uint64 {
	t, ok := c.pass.TypesInfo.TypeOf(call).(*types.Tuple)
	if !ok || t.Len() < 2 || !isErrorType(t.At(t.Len()-1).Type()) {
		return 0
	}
	if nils, ok := c.moduleNilErrOf(call); ok {
		return nils
	}
	var out uint64
	for i := 0; i < t.Len()-1; i++ {
		if nilable(t.At(i).Type()) {
			out |= 1 << uint(i)
		}
	}
	return out
}

// moduleNilErrOf returns the results of a call of a function of the module that its summary
// says may be nil while its error result is not, and whether the callee is one.
func (c *checker) moduleNilErrOf(call *ast.CallExpr) (uint64, bool) {
	if fn := mcpsdk.Callee(c.pass.TypesInfo, call); fn != nil {
		if s := c.summaryOf(fn); s != nil {
			return s.NilErr, true
		}
	}
	return 0, false
}

// nilable reports whether using a nil value of type t can panic: a pointer, or an interface
// other than error (whose methods a caller does not call before checking it).
func nilable(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return true
	case *types.Interface:
		return !isErrorType(t) && !u.Empty()
	}
	return false
}

// isNilIdent reports whether e is the predeclared nil.
func isNilIdent(info *types.Info, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := info.Uses[id].(*types.Nil)
	return isNil
}

// isOne reports whether e is the constant 1.
func isOne(info *types.Info, e ast.Expr) bool {
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		i, ok := constant.Int64Val(tv.Value)
		return ok && i == 1
	}
	return false
}

// isZero reports whether e is the constant 0.
func isZero(info *types.Info, e ast.Expr) bool {
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		i, ok := constant.Int64Val(tv.Value)
		return ok && i == 0
	}
	return false
}

// inspectNoLits calls f for every node under root, skipping function literals.
func inspectNoLits(root ast.Node, f func(ast.Node)) {
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		f(n)
		return true
	})
}

// isBuiltin reports whether call calls the builtin name.
func isBuiltin(info *types.Info, call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// hasNonConstArg reports whether some argument of call is not a constant.
func hasNonConstArg(info *types.Info, call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if tv, ok := info.Types[a]; !ok || tv.Value == nil {
			return true
		}
	}
	return false
}

// splitCall returns e when it is a call of strings.Split, SplitN, SplitAfter or Fields.
func splitCall(info *types.Info, e ast.Expr) *ast.CallExpr {
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(c.Args) == 0 {
		return nil
	}
	fn := mcpsdk.Callee(info, c)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
		return nil
	}
	switch fn.Name() {
	case "Split", "SplitN", "SplitAfter", "Fields":
		return c
	}
	return nil
}

// isArgumentDerived reports whether e reads the tool's arguments: Params.Arguments,
// GetArguments(), an index into a map[string]any, or a variable of vars (markArgVars).
func isArgumentDerived(info *types.Info, e ast.Expr, vars map[types.Object]bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Ident:
			if obj := info.Uses[x]; obj != nil && vars[obj] {
				found = true
			}
		case *ast.SelectorExpr:
			if x.Sel.Name == "Arguments" || x.Sel.Name == "GetArguments" {
				found = true
			}
		case *ast.IndexExpr:
			if m, ok := types.Unalias(info.TypeOf(x.X)).Underlying().(*types.Map); ok {
				if b, ok := m.Key().Underlying().(*types.Basic); ok && b.Kind() == types.String {
					if it, ok := m.Elem().Underlying().(*types.Interface); ok && it.Empty() {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// markArgVars adds to vars the variables an assignment gives a tool argument, as
// isArgumentDerived tells: `v := args["k"]`, and the value of the comma-ok forms
// `v, ok := args["k"]` and `m, ok := args["k"].(map[string]any)`. An assertion on such a
// variable is one on the argument (`if d, ok := args["depth"]; ok { depth = d.(float64) }`).
func markArgVars(info *types.Info, vars map[types.Object]bool, lhs, rhs []ast.Expr) {
	mark := func(l, r ast.Expr) {
		if id, ok := l.(*ast.Ident); ok && id.Name != "_" && isArgumentDerived(info, r, vars) {
			if obj := info.ObjectOf(id); obj != nil {
				vars[obj] = true
			}
		}
	}
	switch {
	case len(lhs) == len(rhs):
		for i := range lhs {
			mark(lhs[i], rhs[i])
		}
	case len(lhs) == 2 && len(rhs) == 1:
		switch ast.Unparen(rhs[0]).(type) {
		case *ast.IndexExpr, *ast.TypeAssertExpr:
			mark(lhs[0], rhs[0])
		}
	}
}

// guardedAsserts finds the comma-ok assertions that guard a later x.(T): with
// `if _, ok := x.(T); !ok { return ... }` (or `v, ok := x.(T)` followed by that if), x.(T)
// cannot fail from the end of that if to the end of its block; with
// `if _, ok := x.(T); ok { ... }` (also `ok && ...`), it cannot fail in the if's block. It maps
// each assertion's key (see assertKey) to those spans.
func guardedAsserts(info *types.Info, body *ast.BlockStmt) map[string][][2]token.Pos {
	out := map[string][][2]token.Pos{}
	isOK := func(e ast.Expr, okID *ast.Ident) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.ObjectOf(id) != nil && info.ObjectOf(id) == info.ObjectOf(okID)
	}
	guard := func(as *ast.AssignStmt, ifs *ast.IfStmt, end token.Pos) {
		if len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return
		}
		ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		okID, ok2 := as.Lhs[1].(*ast.Ident)
		if !ok || !ok2 || ta.Type == nil {
			return
		}
		k := assertKey(info, ta)
		if k == "" {
			return
		}
		cond := ast.Unparen(ifs.Cond)
		if be, ok := cond.(*ast.BinaryExpr); ok && be.Op == token.LAND {
			cond = ast.Unparen(be.X)
		}
		if isOK(cond, okID) {
			out[k] = append(out[k], [2]token.Pos{ifs.Body.Pos(), ifs.Body.End()})
			return
		}
		not, ok := ast.Unparen(ifs.Cond).(*ast.UnaryExpr)
		if ok && not.Op == token.NOT && isOK(not.X, okID) && leaves(ifs.Body) && ifs.Else == nil {
			out[k] = append(out[k], [2]token.Pos{ifs.End(), end})
		}
	}
	inspectNoLits(body, func(n ast.Node) {
		blk, ok := n.(*ast.BlockStmt)
		if !ok {
			return
		}
		for i, st := range blk.List {
			ifs, ok := st.(*ast.IfStmt)
			if !ok {
				continue
			}
			if as, ok := ifs.Init.(*ast.AssignStmt); ok {
				guard(as, ifs, blk.End())
			} else if as, ok := prev(blk.List, i).(*ast.AssignStmt); ok && ifs.Init == nil {
				guard(as, ifs, blk.End())
			}
		}
	})
	return out
}

// guarded reports whether one of the spans holds n.
func guarded(spans [][2]token.Pos, n ast.Node) bool {
	for _, g := range spans {
		if g[0] < n.Pos() && n.End() <= g[1] {
			return true
		}
	}
	return false
}

// prev returns the statement before list[i], or nil.
func prev(list []ast.Stmt, i int) ast.Stmt {
	if i == 0 {
		return nil
	}
	return list[i-1]
}

// assertKey identifies an assertion by its operand and type, as written.
func assertKey(info *types.Info, ta *ast.TypeAssertExpr) string {
	t := info.TypeOf(ta.Type)
	if t == nil {
		return ""
	}
	return types.ExprString(ta.X) + ".(" + t.String() + ")"
}

// leaves reports whether a block ends by leaving the function: a return or a panic.
func leaves(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	switch st := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if c, ok := st.X.(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(c.Fun).(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}
