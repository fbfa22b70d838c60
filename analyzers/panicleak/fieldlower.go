package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A decoder of the module that refuses a field below a constant, `if state.Offset < 0 { return
// State{}, err }`, before every return of the struct with a nil error, gives its caller a field
// with a known lower end once the caller has left on the error: after `state, err :=
// cursor.Decode(c)` and `if err != nil { return ... }`, `state.Offset` is at least 0 for the rest
// of the block. The decoder's summary keeps, per struct result (or pointer to one), the signed
// integer fields that every return whose error is nil shows at least a constant of at least 0
// (FieldLower): a condition in front of the return (the if before it whose block leaves, or
// the if it stands in) on the variable it returns, which nothing changes after that condition;
// or a call of another such function whose result it hands on. The fact travels on the
// decoder itself, so that a package that imports it sees it under go vet -vettool as well.

// fieldLowerResults returns, per result, the fields that every return whose error result is
// nil gives a lower end; nil when there is nothing to say.
func (b *bodyScan) fieldLowerResults() [][]string {
	res := b.sig.Results()
	n := res.Len()
	if n < 2 || !isErrorType(res.At(n-1).Type()) {
		return nil
	}
	var out []map[string]bool
	if b.eachNonFailingReturn(n, func(ret *ast.ReturnStmt, call *ast.CallExpr, stack func() []ast.Node) {
		fs := make([]map[string]bool, n)
		if call != nil {
			for i := 0; i < n; i++ {
				fs[i] = b.callFieldLower(call, i)
			}
		} else {
			for i, e := range ret.Results[:n-1] {
				fs[i] = b.fieldLowerOf(e, stack())
			}
		}
		if out == nil {
			out = fs
			return
		}
		for i := range out {
			out[i] = intersectLower(out[i], fs[i])
		}
	}) <= 0 {
		return nil
	}
	var lists [][]string
	for i, f := range out {
		if len(f) > 0 {
			if lists == nil {
				lists = make([][]string, n)
			}
			lists[i] = slices.Sorted(maps.Keys(f))
		}
	}
	return lists
}

// intersectLower keeps the fields both sets have.
func intersectLower(a, b map[string]bool) map[string]bool {
	var out map[string]bool
	for k := range a {
		if b[k] {
			if out == nil {
				out = map[string]bool{}
			}
			out[k] = true
		}
	}
	return out
}

// callFieldLower returns the fields of result i of a call of a function of the module that
// its summary says have a lower end when its error is nil.
func (b *bodyScan) callFieldLower(call *ast.CallExpr, i int) map[string]bool {
	info := b.c.pass.TypesInfo
	fn := mcpsdk.Callee(info, call)
	if fn == nil || isConversion(info, call) {
		return nil
	}
	s := b.c.summaryOf(fn)
	if s == nil || i >= len(s.FieldLower) || len(s.FieldLower[i]) == 0 {
		return nil
	}
	out := map[string]bool{}
	for _, f := range s.FieldLower[i] {
		out[f] = true
	}
	return out
}

// fieldLowerOf returns the fields of the struct e (a local variable, or its address), returned
// where stack ends, that a condition in front of the return shows at least a constant of at
// least 0, or that a call of the module it was assigned from gives a lower end (see
// resultFieldLower), with nothing changing the variable after.
func (b *bodyScan) fieldLowerOf(e ast.Expr, stack []ast.Node) map[string]bool {
	info := b.c.pass.TypesInfo
	e = ast.Unparen(e)
	var addr ast.Node // return &p, nil: not a change of p
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		addr, e = u, ast.Unparen(u.X)
	}
	v := localVar(info, e)
	if v == nil || !isStructish(v.Type()) {
		return nil
	}
	out := map[string]bool{}
	for f := range b.resultFieldLower(v, e.Pos()) {
		out[f] = true
	}
	dominating(stack, func(d before) bool {
		if d.cond == nil {
			return true
		}
		atLeast(d.cond, d.holds, func(x, y ast.Expr) {
			sel, ok := x.(*ast.SelectorExpr)
			if !ok || localVar(info, sel.X) != v || !isSignedInt(info, sel) || !isNonNegConst(info, y) {
				return
			}
			if s := info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
				return
			}
			if !b.changedAfter(v, d.cond.End(), addr) {
				out[sel.Sel.Name] = true
			}
		})
		return true
	})
	if len(out) == 0 {
		return nil
	}
	return out
}

// isStructish reports whether t is a struct or a pointer to one.
func isStructish(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// resultFieldLower returns the fields of v that have a lower end at pos because v is result i
// of `v, err := call(...)`, its only assignment, which the next statement follows with `if err
// != nil { ... }` whose block leaves, pos stands after that if in the same block, nothing
// changes v after the call, and the callee's summary gives those fields of result i a lower
// end (FieldLower).
func (b *bodyScan) resultFieldLower(v *types.Var, pos token.Pos) map[string]bool {
	fields, from, to := b.assignedFieldLower(v)
	if fields == nil || pos < from || pos >= to {
		return nil
	}
	return fields
}

// assignedFieldLower is resultFieldLower before the position test: the fields, and the span
// (after the check of the error, to the end of the block) where they have a lower end.
func (b *bodyScan) assignedFieldLower(v *types.Var) (map[string]bool, token.Pos, token.Pos) {
	info := b.c.pass.TypesInfo
	ws, ok := b.writesOf(v)
	if !ok || len(ws) != 1 || ws[0].lit || ws[0].rhs != nil {
		return nil, 0, 0
	}
	var (
		assign *ast.AssignStmt
		check  ast.Stmt
		end    token.Pos
	)
	b.c.walk.NoLits(b.body, listNodes, func(n ast.Node) {
		var list []ast.Stmt
		switch s := n.(type) {
		case *ast.BlockStmt:
			list = s.List
		case *ast.CaseClause:
			list = s.Body
		case *ast.CommClause:
			list = s.Body
		}
		for i, st := range list {
			if a, ok := st.(*ast.AssignStmt); ok && a.Pos() == ws[0].at && i+1 < len(list) {
				assign, check, end = a, list[i+1], n.End()
			}
		}
	})
	if assign == nil || len(assign.Rhs) != 1 {
		return nil, 0, 0
	}
	call, ok := ast.Unparen(assign.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, 0, 0
	}
	errVar := localVar(info, assign.Lhs[len(assign.Lhs)-1])
	if errVar == nil || !isErrorType(errVar.Type()) || !errChecked(info, check, errVar) {
		return nil, 0, 0
	}
	ri := -1
	for i, l := range assign.Lhs {
		if localVar(info, l) == v {
			ri = i
		}
	}
	if ri < 0 || b.changedAfter(v, assign.End(), nil) {
		return nil, 0, 0
	}
	fields := b.callFieldLower(call, ri)
	if len(fields) == 0 {
		return nil, 0, 0
	}
	return fields, check.End(), end
}

// changedAfter reports whether the body may change v or a field of it after pos: an
// assignment or increment of it or of what it holds, its address taken, a method with a
// pointer receiver called on it; or anywhere in a function literal, which may run at any time.
// The address taken by except (the return being looked at) does not count.
func (b *bodyScan) changedAfter(v *types.Var, pos token.Pos, except ast.Node) bool {
	info := b.c.pass.TypesInfo
	rooted := func(e ast.Expr) bool { return rootVar(info, e) == v }
	changed := false
	var visit func(n ast.Node, inLit bool) bool
	visit = func(n ast.Node, inLit bool) bool {
		if changed || n == nil {
			return false
		}
		if lit, ok := n.(*ast.FuncLit); ok && !inLit {
			ast.Inspect(lit.Body, func(m ast.Node) bool { return visit(m, true) })
			return false
		}
		if !inLit && n.Pos() < pos && n.End() <= pos {
			return false
		}
		switch x := n.(type) {
		case *ast.AssignStmt:
			if inLit || x.Pos() >= pos {
				for _, l := range x.Lhs {
					changed = changed || rooted(l)
				}
			}
		case *ast.IncDecStmt:
			if inLit || x.Pos() >= pos {
				changed = changed || rooted(x.X)
			}
		case *ast.RangeStmt:
			if x.Tok == token.ASSIGN && (inLit || x.Pos() >= pos) {
				changed = changed || x.Key != nil && rooted(x.Key) || x.Value != nil && rooted(x.Value)
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND && (inLit || x.Pos() >= pos) && ast.Node(x) != except {
				changed = changed || rooted(x.X)
			}
		case *ast.SelectorExpr:
			if s := info.Selections[x]; s != nil && s.Kind() != types.FieldVal && (inLit || x.Pos() >= pos) && rooted(x.X) {
				if sig, ok := s.Obj().Type().(*types.Signature); ok && sig.Recv() != nil {
					if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
						changed = true
					}
				}
			}
		}
		return !changed
	}
	ast.Inspect(b.body, func(n ast.Node) bool { return visit(n, false) })
	return changed
}

// fieldsLowerAfterCheck adds to lower the fields `v.F` that a call of the module gives a lower
// end after its error is checked (see assignedFieldLower), for the span they hold in.
func (b *bodyScan) fieldsLowerAfterCheck(lower lowerSet) {
	info := b.c.pass.TypesInfo
	b.c.walk.NoLits(b.body, assignStmtNodes, func(n ast.Node) {
		as := n.(*ast.AssignStmt)
		if len(as.Rhs) != 1 || len(as.Lhs) < 2 {
			return
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return
		}
		for i, l := range as.Lhs[:len(as.Lhs)-1] {
			v := localVar(info, l)
			if v == nil || !isStructish(v.Type()) || len(b.callFieldLower(call, i)) == 0 {
				continue // cheap test first: most calls give no field a lower end
			}
			fields, from, to := b.assignedFieldLower(v)
			for f := range fields {
				sel := &ast.SelectorExpr{X: ast.NewIdent(v.Name()), Sel: ast.NewIdent(f)}
				lower.add(sel, &[2]token.Pos{from, to})
			}
		}
	})
}
