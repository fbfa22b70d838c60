package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// nilErrSites finds values used before their error is checked:
//
//	resp, err := client.ListTeams(ctx, q)
//	n := resp.Nodes // a nil dereference whenever ListTeams fails
//	if err != nil { ... }
//
// For each assignment of a call's results whose last is an error held in a variable, it looks
// at the statements that follow in the same block, up to the first one that checks the error
// (or the value against nil, or assigns either), for a dereference of a result that the callee
// may return as nil with an error (see nilErrOf): a field of a pointer, *p, a method with a
// value receiver called on a pointer, a method called on an interface. Passing the value on,
// comparing it or calling a pointer method on it does not dereference it. An error discarded
// with _ is never checked: a result counts then only when the callee is a function of the
// module whose summary says it returns it nil with a non-nil error, and the statements are
// read up to a nil check or an assignment of the value.
func (b *bodyScan) nilErrSites() []reach {
	info := b.c.pass.TypesInfo
	var out []reach
	scan := func(list []ast.Stmt) {
		for i, st := range list {
			lhs, call := callAssign(st)
			if call == nil || len(lhs) < 2 {
				continue
			}
			errID, ok := lhs[len(lhs)-1].(*ast.Ident)
			if !ok {
				continue
			}
			var errObj types.Object
			var nils uint64
			if errID.Name == "_" {
				// th, _ := cfg.Load(path): nothing checks the error, so a result the module's
				// callee returns nil with an error is used nil whenever the call fails. Only a
				// function of the module, whose returns are known, counts.
				nils, _ = b.c.moduleNilErrOf(call)
			} else if isErrorType(info.TypeOf(errID)) {
				errObj = info.ObjectOf(errID)
				nils = b.c.nilErrOf(call)
			}
			for j, l := range lhs[:len(lhs)-1] {
				id, ok := l.(*ast.Ident)
				if !ok || id.Name == "_" || nils&(1<<uint(j)) == 0 {
					continue
				}
				obj := info.ObjectOf(id)
				if obj == nil || !nilable(obj.Type()) {
					continue
				}
				if at := b.c.firstUnchecked(list[i+1:], obj, errObj); at != nil {
					desc := "use of " + id.Name + " before " + errID.Name + " is checked (" + calledName(call) + " may return it nil with an error)"
					if errObj == nil {
						desc = "use of " + id.Name + " with its error discarded (" + calledName(call) + " may return it nil with an error)"
					}
					out = append(out, reach{Site: b.newSite(at, desc, kindNilErr, false)})
				}
			}
		}
	}
	b.c.walk.NoLits(b.body, stmtListNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.BlockStmt:
			scan(x.List)
		case *ast.CaseClause:
			scan(x.Body)
		case *ast.CommClause:
			scan(x.Body)
		}
	})
	return out
}

// stmtListNodes are the nodes that hold statement lists.
var stmtListNodes = []ast.Node{(*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil)}

// callAssign returns the left-hand sides and the call of `a, b := f()`, `a, b = f()` or
// `var a, b = f()`, or a nil call.
func callAssign(st ast.Stmt) ([]ast.Expr, *ast.CallExpr) {
	switch s := st.(type) {
	case *ast.AssignStmt:
		if len(s.Rhs) == 1 && (s.Tok == token.DEFINE || s.Tok == token.ASSIGN) {
			if call, ok := ast.Unparen(s.Rhs[0]).(*ast.CallExpr); ok {
				return s.Lhs, call
			}
		}
	case *ast.DeclStmt:
		if g, ok := s.Decl.(*ast.GenDecl); ok && len(g.Specs) == 1 {
			if vs, ok := g.Specs[0].(*ast.ValueSpec); ok && len(vs.Values) == 1 {
				if call, ok := ast.Unparen(vs.Values[0]).(*ast.CallExpr); ok {
					lhs := make([]ast.Expr, len(vs.Names))
					for i, n := range vs.Names {
						lhs[i] = n
					}
					return lhs, call
				}
			}
		}
	}
	return nil, nil
}

// calledName is the name of what a call calls, as written: "client.ListTeams", "fetch".
func calledName(call *ast.CallExpr) string {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := ast.Unparen(f.X).(*ast.Ident); ok {
			return x.Name + "." + f.Sel.Name
		}
		return f.Sel.Name
	case *ast.IndexExpr:
		return calledName(&ast.CallExpr{Fun: f.X})
	case *ast.IndexListExpr:
		return calledName(&ast.CallExpr{Fun: f.X})
	}
	return "the call"
}

// firstUnchecked returns the first dereference of v in the statements that run before err is
// checked, or nil.
func (c *checker) firstUnchecked(list []ast.Stmt, v, err types.Object) ast.Node {
	info := c.pass.TypesInfo
	for _, st := range list {
		if assigns(info, st, v) || assigns(info, st, err) {
			// bin, err := page.Screenshot(): the right side runs before err is set again.
			if as, ok := st.(*ast.AssignStmt); ok {
				for _, r := range as.Rhs {
					if d := c.derefOf(r, v, err, token.NoPos); d != nil {
						return d
					}
				}
			}
			return nil
		}
		if at, ok := mentionAt(info, st, err); ok {
			switch s := st.(type) {
			case *ast.IfStmt:
				// `if resp.Total > 0 || err != nil` dereferences first; `if err != nil`
				// checks. A check whose block goes on (logs and falls through) leaves the
				// value nil below it, unless the block sets the value.
				if d := c.derefOf(s.Init, v, err, at); d != nil {
					return d
				}
				if d := c.derefOf(s.Cond, v, err, at); d != nil {
					return d
				}
				if isErrNotNil(info, s.Cond, err) && s.Else == nil && !mayLeave(s.Body) && !assigns(info, s.Body, v) {
					continue
				}
				return nil
			case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.ForStmt, *ast.RangeStmt, *ast.SelectStmt, *ast.BlockStmt:
				return c.derefOf(st, v, err, at)
			}
			// return toResult(resp.Nodes, err): every operand is evaluated before the call.
			return c.derefOf(st, v, err, token.NoPos)
		}
		if comparesNil(info, st, v) {
			return nil
		}
		if d := c.derefOf(st, v, err, token.NoPos); d != nil {
			return d
		}
	}
	return nil
}

// mentionAt returns the position of the first use of obj in n (function literals aside); a nil
// obj (a discarded error) is used nowhere.
func mentionAt(info *types.Info, n ast.Node, obj types.Object) (token.Pos, bool) {
	pos := token.NoPos
	if obj == nil {
		return pos, false
	}
	inspectNoLits(n, func(n ast.Node) {
		if id, ok := n.(*ast.Ident); ok && pos == token.NoPos && info.Uses[id] == obj {
			pos = id.Pos()
		}
	})
	return pos, pos != token.NoPos
}

// assigns reports whether n assigns obj (as a whole) outside function literals; a nil obj (a
// discarded error) is assigned nowhere.
func assigns(info *types.Info, n ast.Node, obj types.Object) bool {
	found := false
	if obj == nil {
		return false
	}
	inspectNoLits(n, func(n ast.Node) {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found {
			return
		}
		for _, l := range as.Lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == obj {
				found = true
			}
		}
	})
	return found
}

// isErrNotNil reports whether cond is `err != nil`.
func isErrNotNil(info *types.Info, cond ast.Expr, err types.Object) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ {
		return false
	}
	id, ok := ast.Unparen(be.X).(*ast.Ident)
	return ok && info.Uses[id] == err && isNilIdent(info, be.Y)
}

// comparesNil reports whether st compares v with nil anywhere (a nil check guards what
// follows, whichever way it goes).
func comparesNil(info *types.Info, st ast.Stmt, v types.Object) bool {
	found := false
	inspectNoLits(st, func(n ast.Node) {
		be, ok := n.(*ast.BinaryExpr)
		if !ok || found || (be.Op != token.EQL && be.Op != token.NEQ) {
			return
		}
		for _, pair := range [2][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
			if id, ok := ast.Unparen(pair[0]).(*ast.Ident); ok && info.Uses[id] == v && isNilIdent(info, pair[1]) {
				found = true
			}
		}
	})
	return found
}

// mayLeave reports whether a block can leave the function or the loop around it on some
// path: a return, a branch statement, a panic, os.Exit or log.Fatal*. A block that cannot
// only logs the error and goes on.
func mayLeave(b *ast.BlockStmt) bool {
	found := false
	inspectNoLits(b, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.ReturnStmt, *ast.BranchStmt:
			found = true
		case *ast.CallExpr:
			switch calledName(x) {
			case "panic", "os.Exit", "log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf":
				found = true
			}
		}
	})
	return found
}

// derefOf returns the first dereference of v in n before position before (NoPos: anywhere),
// outside function literals: v.f of a pointer, *v, v.m() of a value method on a pointer, any
// method of an interface.
func (c *checker) derefOf(n ast.Node, v, err types.Object, before token.Pos) ast.Node {
	info := c.pass.TypesInfo
	if n == nil {
		return nil
	}
	guarded := shortGuarded(info, n, v, err)
	var found ast.Node
	inspectNoLits(n, func(n ast.Node) {
		if found != nil || (before != token.NoPos && n.Pos() >= before) {
			return
		}
		for _, g := range guarded {
			if g.Pos() <= n.Pos() && n.End() <= g.End() {
				return
			}
		}
		switch x := n.(type) {
		case *ast.SelectorExpr:
			id, ok := ast.Unparen(x.X).(*ast.Ident)
			if !ok || info.Uses[id] != v {
				return
			}
			sel := info.Selections[x]
			if sel == nil {
				return
			}
			switch v.Type().Underlying().(type) {
			case *types.Pointer:
				if sel.Kind() == types.FieldVal {
					found = x
				} else if fn, ok := sel.Obj().(*types.Func); ok && (!isPointerRecv(fn) || c.derefsRecv(fn)) {
					found = x
				}
			case *types.Interface:
				found = x
			}
		case *ast.StarExpr:
			if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && info.Uses[id] == v {
				found = x
			}
		}
	})
	return found
}

// shortGuarded returns the right operands of the && and || in n that run only once the left
// operand has checked the error or the value: `err == nil && (res == nil || !res.IsError)`
// reads res.IsError only when err is nil and res is not.
func shortGuarded(info *types.Info, n ast.Node, v, err types.Object) []ast.Expr {
	var out []ast.Expr
	inspectNoLits(n, func(n ast.Node) {
		be, ok := n.(*ast.BinaryExpr)
		if !ok || (be.Op != token.LAND && be.Op != token.LOR) {
			return
		}
		// Under &&, a left operand that holds err == nil or v != nil; under ||, one that
		// holds err != nil or v == nil (each through more operands of the same operator).
		set, unset := token.EQL, token.NEQ
		if be.Op == token.LOR {
			set, unset = token.NEQ, token.EQL
		}
		if holdsCompare(info, be.X, be.Op, err, set) || holdsCompare(info, be.X, be.Op, v, unset) {
			out = append(out, be.Y)
		}
	})
	return out
}

// holdsCompare reports whether x, or an operand of the op chain it heads, compares obj with
// nil by cmp (`obj == nil` for token.EQL).
func holdsCompare(info *types.Info, x ast.Expr, op token.Token, obj types.Object, cmp token.Token) bool {
	if obj == nil {
		return false
	}
	be, ok := ast.Unparen(x).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	if be.Op == op {
		return holdsCompare(info, be.X, op, obj, cmp) || holdsCompare(info, be.Y, op, obj, cmp)
	}
	if be.Op != cmp {
		return false
	}
	for _, pair := range [2][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
		if id, ok := ast.Unparen(pair[0]).(*ast.Ident); ok && info.Uses[id] == obj && isNilIdent(info, pair[1]) {
			return true
		}
	}
	return false
}

// derefsRecv reports whether a method with a pointer receiver dereferences it when it is nil:
// a method of the module does unless its summary says it is nil-safe (it compares the receiver
// with nil, or never reads through it); a method of a library is assumed to, unless it is a
// getter (GetName: generated API types make their getters nil-safe).
func (c *checker) derefsRecv(fn *types.Func) bool {
	if s := c.summaryOf(fn); s != nil {
		return !s.NilSafeRecv
	}
	return !strings.HasPrefix(fn.Name(), "Get")
}

// isPointerRecv reports whether a method has a pointer receiver.
func isPointerRecv(fn *types.Func) bool {
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return false
	}
	_, ok := recv.Type().(*types.Pointer)
	return ok
}
