package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// An assertion whose dynamic type the server fixes. A function of the module that stores a
// parameter as it is into an interface field of its struct result (res.Result = target; return
// res, nil) hands back, with a nil error, a value whose field holds exactly what its caller
// passed: a caller that passes a value of a concrete type (resp, err :=
// dao.PaginationRequest(offset, limit, query, &items)) and checks the error knows the field's
// dynamic type, whatever the client sent in offset and limit; asserting resp.Result to that type
// (resp.Result.(*[]Item)) cannot fail. The flow still counts the field as input (a query the
// client filters fills items); only the assertion is not a panic source. summary.Stores says
// which parameters a result's fields hold as they are.

// storesAsIs returns, for a function's struct result that is a named result or a local declared
// with its zero value, the parameters it stores as they are into each interface field, when
// that is the field's only write, at the top level of the body, before every return with a nil
// error; nil when it knows of none.
func (b *bodyScan) storesAsIs() []map[string]mask {
	res := b.sig.Results()
	n := res.Len()
	if n < 2 || !isErrorType(res.At(n-1).Type()) || b.body == nil {
		return nil
	}
	info := b.c.pass.TypesInfo
	ps := params(b.sig)
	paramBit := func(e ast.Expr) (mask, bool) {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return 0, false
		}
		for i, p := range ps {
			if info.Uses[id] == p {
				if ws, ok := writes(info, b.body, p); !ok || len(ws) > 0 {
					return 0, false
				}
				return bit(i), true
			}
		}
		return 0, false
	}
	var out []map[string]mask
	for i := 0; i < n-1; i++ {
		st, ok := res.At(i).Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		v := b.returnedVar(i)
		if v == nil {
			continue
		}
		ms := map[string]mask{}
		for j := 0; j < st.NumFields(); j++ {
			f := st.Field(j)
			if !types.IsInterface(f.Type()) {
				continue
			}
			if m, ok := b.storedParam(v, f, paramBit); ok {
				ms[f.Name()] = m
			}
		}
		if len(ms) > 0 {
			if out == nil {
				out = make([]map[string]mask, n)
			}
			out[i] = ms
		}
	}
	return out
}

// returnedVar returns the variable every return of the body gives as result i: a named result
// or a local declared with no value (var res T), the body's only definition of it; nil otherwise.
func (b *bodyScan) returnedVar(i int) *types.Var {
	info := b.c.pass.TypesInfo
	res := b.sig.Results()
	var v *types.Var
	ok := true
	b.c.walk.NoLits(b.body, returnNodes, func(node ast.Node) {
		ret, isRet := node.(*ast.ReturnStmt)
		if !isRet || !ok {
			return
		}
		var w *types.Var
		switch len(ret.Results) {
		case 0:
			w = res.At(i)
		case res.Len():
			w = localVar(info, ret.Results[i])
		}
		if w == nil || (v != nil && w != v) {
			ok = false
			return
		}
		v = w
	})
	if !ok || v == nil {
		return nil
	}
	if v != res.At(i) {
		// A local: declared once, with no value.
		found := false
		for _, st := range b.body.List {
			ds, isDecl := st.(*ast.DeclStmt)
			if !isDecl {
				continue
			}
			gd, isGen := ds.Decl.(*ast.GenDecl)
			if !isGen {
				continue
			}
			for _, spec := range gd.Specs {
				if vs, isVS := spec.(*ast.ValueSpec); isVS && len(vs.Values) == 0 {
					for _, id := range vs.Names {
						found = found || info.Defs[id] == v
					}
				}
			}
		}
		if !found {
			return nil
		}
	}
	if ws, ok := writes(info, b.body, v); !ok || len(ws) > 0 && v == res.At(i) || len(ws) > 1 {
		return nil // assigned as a whole, or its address taken
	}
	return v
}

// storedParam returns the parameters v's interface field f holds as they are: its only writes
// are v.f = p at the top level of the body, p a parameter never assigned, before every return
// with a nil error; nothing else may write it (its address, a method with a pointer receiver).
func (b *bodyScan) storedParam(v *types.Var, f *types.Var, paramBit func(ast.Expr) (mask, bool)) (mask, bool) {
	info := b.c.pass.TypesInfo
	isField := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		return ok && info.Uses[id] == v && info.Selections[sel] != nil && info.Selections[sel].Obj() == f
	}
	top := map[ast.Stmt]bool{}
	for _, st := range b.body.List {
		top[st] = true
	}
	var m mask
	var last token.Pos
	ok := true
	ast.Inspect(b.body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				if !isField(l) {
					continue
				}
				pm, isP := mask(0), false
				if x.Tok == token.ASSIGN && len(x.Lhs) == len(x.Rhs) {
					pm, isP = paramBit(x.Rhs[i])
				}
				if !isP || !top[x] {
					ok = false
					return false
				}
				m |= pm
				if x.End() > last {
					last = x.End()
				}
			}
		case *ast.UnaryExpr:
			if id, isID := ast.Unparen(x.X).(*ast.Ident); x.Op == token.AND && (isField(x.X) || isID && info.Uses[id] == v) {
				ok = false
			}
		case *ast.SelectorExpr:
			if id, isID := ast.Unparen(x.X).(*ast.Ident); isID && info.Uses[id] == v {
				if s := info.Selections[x]; s != nil && s.Kind() == types.MethodVal {
					if sig, isSig := s.Obj().Type().(*types.Signature); !isSig || sig.Recv() == nil || isPointerType(sig.Recv().Type()) {
						ok = false
					}
				}
			}
		}
		return ok
	})
	if !ok || m == 0 {
		return 0, false
	}
	// Every return with a nil error comes after the stores.
	n := b.sig.Results().Len()
	b.c.walk.NoLits(b.body, returnNodes, func(node ast.Node) {
		ret, isRet := node.(*ast.ReturnStmt)
		if !isRet || !ok {
			return
		}
		nilErr := len(ret.Results) == 0 || (len(ret.Results) == n && isNilIdent(info, ret.Results[n-1]))
		if nilErr && ret.Pos() < last {
			ok = false
		}
	})
	return m, ok
}

func isPointerType(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

// assertHolds reports whether an unchecked assertion v.F.(T) cannot fail: v is a struct local
// defined once, with its error, from a call whose callee stores parameters as they are into F
// (summary.Stores), the error is checked right after with a branch that leaves, every argument
// for those parameters has the asserted concrete type, and nothing writes v.F before the
// assertion or in a loop around it.
func (b *bodyScan) assertHolds(x *ast.TypeAssertExpr) bool {
	info := b.c.pass.TypesInfo
	t := info.TypeOf(x.Type)
	sel, ok := ast.Unparen(x.X).(*ast.SelectorExpr)
	if !ok || t == nil || types.IsInterface(t) {
		return false
	}
	s := info.Selections[sel]
	v := localVar(info, sel.X)
	if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 || v == nil {
		return false
	}
	if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
		return false
	}
	field := s.Obj().Name()
	ws, ok := writes(info, b.body, v)
	if !ok || len(ws) != 1 || ws[0].lit {
		return false
	}
	// The definition: v, err := call(...), and if err != nil { ...leaves } right after it.
	var def *ast.AssignStmt
	var after ast.Stmt
	var loops []ast.Node
	ast.Inspect(b.body, func(n ast.Node) bool {
		switch y := n.(type) {
		case *ast.BlockStmt:
			for i, st := range y.List {
				if as, isAs := st.(*ast.AssignStmt); isAs && as.Pos() == ws[0].at && i+1 < len(y.List) {
					def, after = as, y.List[i+1]
				}
			}
		case *ast.ForStmt, *ast.RangeStmt:
			loops = append(loops, y)
		}
		return true
	})
	if def == nil || len(def.Rhs) != 1 || len(def.Lhs) < 2 {
		return false
	}
	call, ok := ast.Unparen(def.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	idx := -1
	for i, l := range def.Lhs {
		if id, isID := l.(*ast.Ident); isID && (info.Defs[id] == v || info.Uses[id] == v) {
			idx = i
		}
	}
	errID, _ := def.Lhs[len(def.Lhs)-1].(*ast.Ident)
	check, _ := after.(*ast.IfStmt)
	if idx < 0 || errID == nil || check == nil || check.Init != nil || x.Pos() < check.End() || !leaves(check.Body) {
		return false
	}
	errObj := info.ObjectOf(errID)
	if errObj == nil || !isErrNotNil(info, check.Cond, errObj) {
		return false
	}
	fn := mcpsdk.Callee(info, call)
	if fn == nil {
		return false
	}
	sum := b.c.summaryOf(fn)
	if sum == nil || idx >= len(sum.Stores) || sum.Stores[idx][field] == 0 {
		return false
	}
	need := sum.Stores[idx][field]
	for pi, as := range callArgs(info, call, fn) {
		if need&bit(pi) == 0 {
			continue
		}
		if len(as) != 1 {
			return false
		}
		at := info.TypeOf(as[0])
		if at == nil || isNilIdent(info, as[0]) || types.IsInterface(at) || !types.Identical(at, t) {
			return false
		}
	}
	// No write of v.F before the assertion, nor in a loop around it.
	bad := false
	ast.Inspect(b.body, func(n ast.Node) bool {
		as, isAs := n.(*ast.AssignStmt)
		if !isAs || bad {
			return !bad
		}
		for _, l := range as.Lhs {
			ls, isSel := ast.Unparen(l).(*ast.SelectorExpr)
			if !isSel || info.Selections[ls] == nil || info.Selections[ls].Obj() != s.Obj() || localVar(info, ls.X) != v {
				continue
			}
			if as.End() <= x.Pos() {
				bad = true // written before (a write around it happens after its right side)
			}
			for _, lp := range loops {
				if lp.Pos() <= x.Pos() && x.End() <= lp.End() && lp.Pos() <= as.Pos() && as.End() <= lp.End() {
					bad = true
				}
			}
		}
		return !bad
	})
	return !bad
}
