package panicleak

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// An index a function finds in a slice it is given is in bounds of that slice in its caller:
//
//	func findLine(lines []string, text string) (int, error) {
//		for i, l := range lines {
//			if l == text {
//				return i + 1, nil // a line number
//			}
//		}
//		return 0, fmt.Errorf("not found")
//	}
//
//	n, err := findLine(lines, text)
//	if err != nil { return ... }
//	lines[n-1] = ... // in bounds
//
// The summary says so per result (InRange): whenever the error result is nil, the result is
// an index of a range over the parameter plus Add. A return gives it when its error is nil,
// or may be (a failure the function makes itself, fmt.Errorf or errors.New, or the error an
// `if err != nil` around the return checked, needs nothing), and its value is
//   - the key of a range over the parameter, with the return in the range's body and the key
//     never assigned, plus a constant;
//   - a local variable every assignment of which is such a value where it stands;
//   - an element of a local slice that only appends of such values fill (matches[0] after
//     matches = append(matches, i+1) in the range), read and measured but not handed on;
// and the parameter is never assigned. The caller's p[r-Add] is in bounds when r is assigned
// only by the call, an `if err != nil` that leaves follows it, and p, the argument, is not
// assigned from the call to the end of its block.

// rangeIndex says that a result is, when the error result is nil, an index of a range over a
// parameter plus Add.
type rangeIndex struct {
	Result, Param int
	Add           int64
}

// rangeIndexes computes the results that are indexes of a range over a parameter.
func (b *bodyScan) rangeIndexes() []rangeIndex {
	info := b.c.pass.TypesInfo
	res := b.sig.Results()
	n := res.Len()
	if n < 2 || !isErrorType(res.At(n-1).Type()) {
		return nil
	}
	var rets []*ast.ReturnStmt
	var stacks [][]ast.Node
	b.c.walk.NoLitsStack(b.body, returnNodes, func(node ast.Node, stack func() []ast.Node) {
		if ret, ok := node.(*ast.ReturnStmt); ok {
			rets = append(rets, ret)
			stacks = append(stacks, stack())
		}
	})
	var out []rangeIndex
	ps := params(b.sig)
	for i := 0; i < n-1; i++ {
		if !isIntegerType(res.At(i).Type()) {
			continue
		}
	params:
		for pi, p := range ps {
			if !indexable(p.Type()) {
				continue
			}
			if ws, ok := writes(info, b.body, p); !ok || len(ws) > 0 {
				continue
			}
			add, found := int64(0), false
			for k, ret := range rets {
				if len(ret.Results) != n {
					continue params // a named result's bare return, or a call's results
				}
				if b.fails(ret, stacks[k]) {
					continue
				}
				a, ok := b.rangeIndexOf(ret.Results[i], p, 0)
				if !ok || (found && a != add) {
					continue params
				}
				add, found = a, true
			}
			if found {
				out = append(out, rangeIndex{Result: i, Param: pi, Add: add})
			}
		}
	}
	return out
}

// indexable reports whether a range over a value of type t gives indexes of it: a slice, an
// array, a pointer to an array, a string.
func indexable(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice, *types.Array:
		return true
	case *types.Pointer:
		_, ok := u.Elem().Underlying().(*types.Array)
		return ok
	case *types.Basic:
		return u.Info()&types.IsString != 0
	}
	return false
}

// fails reports whether a return's error result is an error the function makes (fmt.Errorf,
// errors.New) or one an enclosing `if err != nil` checked.
func (b *bodyScan) fails(ret *ast.ReturnStmt, stack []ast.Node) bool {
	info := b.c.pass.TypesInfo
	e := ast.Unparen(ret.Results[len(ret.Results)-1])
	if call, ok := e.(*ast.CallExpr); ok {
		if fn := mcpsdk.Callee(info, call); fn != nil && fn.Pkg() != nil &&
			(fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf" || fn.Pkg().Path() == "errors" && fn.Name() == "New") {
			return true
		}
		return false
	}
	v := localVar(info, e)
	if v == nil {
		return false
	}
	for k := len(stack) - 1; k >= 0; k-- {
		ifs, ok := stack[k].(*ast.IfStmt)
		if !ok || k+1 >= len(stack) || stack[k+1] != ifs.Body {
			continue
		}
		if isErrNotNil(info, ifs.Cond, v) {
			ws, ok := writes(info, ifs.Body, v)
			return ok && len(ws) == 0
		}
	}
	return false
}

// maxRangeDepth bounds how many variables rangeIndexOf follows.
const maxRangeDepth = 4

// rangeIndexOf reports whether e, where it stands, is a key of a range over p plus a constant,
// and which.
func (b *bodyScan) rangeIndexOf(e ast.Expr, p *types.Var, depth int) (int64, bool) {
	if depth > maxRangeDepth {
		return 0, false
	}
	info := b.c.pass.TypesInfo
	e = ast.Unparen(e)
	if bin, ok := e.(*ast.BinaryExpr); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
		if c, ok := intConst(info, bin.Y); ok {
			a, ok := b.rangeIndexOf(bin.X, p, depth)
			if bin.Op == token.SUB {
				c = -c
			}
			return a + c, ok
		}
		if c, ok := intConst(info, bin.X); ok && bin.Op == token.ADD {
			a, ok := b.rangeIndexOf(bin.Y, p, depth)
			return a + c, ok
		}
		return 0, false
	}
	if ix, ok := e.(*ast.IndexExpr); ok {
		return b.filledWithIndexes(ix.X, p, depth)
	}
	v := localVar(info, e)
	if v == nil {
		return 0, false
	}
	if b.rangeKeyOver(v, p, e.Pos()) {
		return 0, true
	}
	ws, ok := writes(info, b.body, v)
	if !ok || len(ws) == 0 {
		return 0, false
	}
	var add int64
	for k, w := range ws {
		if w.rhs == nil || w.lit {
			return 0, false
		}
		a, ok := b.rangeIndexOf(w.rhs, p, depth+1)
		if !ok || (k > 0 && a != add) {
			return 0, false
		}
		add = a
	}
	return add, true
}

// rangeKeyOver reports whether v is the key of a `for v := range p` whose body holds pos, and
// nothing else assigns v.
func (b *bodyScan) rangeKeyOver(v *types.Var, p *types.Var, pos token.Pos) bool {
	info := b.c.pass.TypesInfo
	found := false
	ast.Inspect(b.body, func(n ast.Node) bool {
		rs, ok := n.(*ast.RangeStmt)
		if !ok || found {
			return !found
		}
		if rs.Tok == token.DEFINE && rs.Key != nil && info.ObjectOf(identOf(rs.Key)) == v &&
			localVar(info, rs.X) == p && pos >= rs.Body.Pos() && pos < rs.Body.End() {
			found = true
		}
		return true
	})
	if !found {
		return false
	}
	ws, ok := writes(info, b.body, v)
	return ok && len(ws) == 0
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// filledWithIndexes reports whether xs is a local slice that starts empty and that only appends
// of keys of a range over p plus one constant fill, and which; its other uses only read it.
func (b *bodyScan) filledWithIndexes(x ast.Expr, p *types.Var, depth int) (int64, bool) {
	info := b.c.pass.TypesInfo
	xs := localVar(info, x)
	if xs == nil {
		return 0, false
	}
	if _, ok := xs.Type().Underlying().(*types.Slice); !ok {
		return 0, false
	}
	ws, ok := writes(info, b.body, xs)
	if !ok {
		return 0, false
	}
	var add int64
	found := false
	for _, w := range ws {
		if w.lit {
			return 0, false
		}
		if w.rhs == nil {
			// var xs []int
			if vs := b.valueSpecAt(w.at, xs); vs != nil && len(vs.Values) == 0 {
				continue
			}
			return 0, false
		}
		r := ast.Unparen(w.rhs)
		if isNilIdent(info, r) {
			continue
		}
		if cl, ok := r.(*ast.CompositeLit); ok && len(cl.Elts) == 0 {
			continue
		}
		call, ok := r.(*ast.CallExpr)
		if !ok || !isBuiltin(info, call, "append") || len(call.Args) < 2 || call.Ellipsis.IsValid() || localVar(info, call.Args[0]) != xs {
			return 0, false
		}
		for _, a := range call.Args[1:] {
			v, ok := b.rangeIndexOf(a, p, depth+1)
			if !ok || (found && v != add) {
				return 0, false
			}
			add, found = v, true
		}
	}
	if !found || !b.onlyRead(xs) {
		return 0, false
	}
	return add, true
}

// valueSpecAt returns the var spec at pos that declares v.
func (b *bodyScan) valueSpecAt(pos token.Pos, v *types.Var) *ast.ValueSpec {
	var out *ast.ValueSpec
	ast.Inspect(b.body, func(n ast.Node) bool {
		if vs, ok := n.(*ast.ValueSpec); ok && vs.Pos() == pos {
			for _, id := range vs.Names {
				if b.c.pass.TypesInfo.ObjectOf(id) == v {
					out = vs
				}
			}
		}
		return out == nil
	})
	return out
}

// onlyRead reports whether every use of the slice xs is an append to itself, an element read,
// a len, or a range: nothing writes its elements or hands it on.
func (b *bodyScan) onlyRead(xs *types.Var) bool {
	info := b.c.pass.TypesInfo
	ok := true
	parents := map[*ast.Ident]ast.Node{}
	ast.Inspect(b.body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.IndexExpr:
			if id := identOf(x.X); id != nil {
				parents[id] = x
			}
		case *ast.CallExpr:
			for _, a := range x.Args {
				if id := identOf(a); id != nil {
					parents[id] = x
				}
			}
		case *ast.RangeStmt:
			if id := identOf(x.X); id != nil {
				parents[id] = x
			}
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if id := identOf(l); id != nil {
					parents[id] = x
				}
				if ix, isIx := ast.Unparen(l).(*ast.IndexExpr); isIx && localVar(info, ix.X) == xs {
					ok = false // xs[j] = v
				}
			}
		case *ast.UnaryExpr:
			if ix, isIx := ast.Unparen(x.X).(*ast.IndexExpr); isIx && x.Op == token.AND && localVar(info, ix.X) == xs {
				ok = false // &xs[j]
			}
		case *ast.IncDecStmt:
			if ix, isIx := ast.Unparen(x.X).(*ast.IndexExpr); isIx && localVar(info, ix.X) == xs {
				ok = false
			}
		case *ast.ValueSpec:
			for _, id := range x.Names {
				parents[id] = x
			}
		}
		return true
	})
	ast.Inspect(b.body, func(n ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !isID || info.ObjectOf(id) != xs {
			return true
		}
		switch par := parents[id].(type) {
		case *ast.IndexExpr, *ast.RangeStmt, *ast.AssignStmt, *ast.ValueSpec:
		case *ast.CallExpr:
			if !(isBuiltin(info, par, "append") && identOf(par.Args[0]) == id) && !isBuiltin(info, par, "len") {
				ok = false
			}
		default:
			ok = false
		}
		return true
	})
	return ok
}

// intConst returns e's value when it is an integer constant.
func intConst(info *types.Info, e ast.Expr) (int64, bool) {
	k, ok := constOf(info, e)
	if !ok || k.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(k)
}

// indexInRange reports whether x indexes a local slice with a result of a call of the module
// whose summary says that result is an index of a range over the argument plus Add, as
// p[r-Add], after the call's error was checked.
func (b *bodyScan) indexInRange(x *ast.IndexExpr) bool {
	info := b.c.pass.TypesInfo
	xs := localVar(info, x.X)
	if xs == nil {
		return false
	}
	idx := ast.Unparen(x.Index)
	var delta int64
	if bin, ok := idx.(*ast.BinaryExpr); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
		c, ok := intConst(info, bin.Y)
		if !ok {
			return false
		}
		if bin.Op == token.SUB {
			c = -c
		}
		delta, idx = c, ast.Unparen(bin.X)
	}
	r := localVar(info, idx)
	if r == nil {
		return false
	}
	ws, ok := writes(info, b.body, r)
	if !ok || len(ws) != 1 || ws[0].lit {
		return false
	}
	// The one assignment of r: r, ..., err := f(xs, ...), in a block, with the error check
	// right after it.
	var (
		assign *ast.AssignStmt
		list   []ast.Stmt
		at     int
		end    token.Pos
	)
	ast.Inspect(b.body, func(n ast.Node) bool {
		var stmts []ast.Stmt
		switch s := n.(type) {
		case *ast.BlockStmt:
			stmts = s.List
		case *ast.CaseClause:
			stmts = s.Body
		case *ast.CommClause:
			stmts = s.Body
		default:
			return assign == nil
		}
		for i, st := range stmts {
			if a, ok := st.(*ast.AssignStmt); ok && a.Pos() == ws[0].at {
				assign, list, at, end = a, stmts, i, n.End()
			}
		}
		return assign == nil
	})
	if assign == nil || len(assign.Rhs) != 1 || at+1 >= len(list) || x.Pos() < list[at+1].End() || x.Pos() >= end {
		return false
	}
	call, ok := ast.Unparen(assign.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := mcpsdk.Callee(info, call)
	if fn == nil {
		return false
	}
	s := b.c.summaryOf(fn)
	if s == nil {
		return false
	}
	errVar := localVar(info, assign.Lhs[len(assign.Lhs)-1])
	if errVar == nil || !errChecked(info, list[at+1], errVar) {
		return false
	}
	ri := -1
	for i, l := range assign.Lhs {
		if localVar(info, l) == r {
			ri = i
		}
	}
	if ri < 0 {
		return false
	}
	for _, ix := range s.InRange {
		if ix.Result != ri || ix.Add != -delta {
			continue
		}
		arg := argFor(info, call, fn, ix.Param)
		if arg == nil || localVar(info, arg) != xs {
			continue
		}
		xws, ok := writes(info, b.body, xs)
		if !ok {
			return false
		}
		for _, w := range xws {
			if w.lit || (w.at >= assign.Pos() && w.at < end) {
				return false
			}
		}
		return true
	}
	return false
}

// errChecked reports whether st is `if err != nil { ... }` whose block leaves the function or
// the iteration.
func errChecked(info *types.Info, st ast.Stmt, err *types.Var) bool {
	ifs, ok := st.(*ast.IfStmt)
	return ok && ifs.Init == nil && isErrNotNil(info, ifs.Cond, err) && settles(ifs.Body)
}

// argFor returns the argument of a call for the parameter at index i of params(sig): the
// receiver of a method call, or an argument.
func argFor(info *types.Info, call *ast.CallExpr, fn *types.Func, i int) ast.Expr {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil {
		if i == 0 {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil {
				return sel.X
			}
			return nil
		}
		i--
	}
	if sig.Variadic() && i >= sig.Params().Len()-1 || call.Ellipsis.IsValid() || i >= len(call.Args) {
		return nil
	}
	return call.Args[i]
}
