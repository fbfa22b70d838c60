package mcpsdk

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/mcperr/mcperr/analyzers/internal/walk"
)

// A tool kept as a struct with a handler field may be registered through a wrapper that takes
// the whole struct and returns a new one whose handler converts the errors of the old one:
//
//	for _, t := range createTools() { s.AddTool(t.Definition, wrapTool(t, dag).Handler) }
//
// The handlers that t's field holds (the values of the field in the struct literals createTools
// returns) then reach the server converted. discoverStructWraps finds them, and the handlers held
// by a bare registration (s.AddTool(t.Definition, t.Handler)), which stay unconverted.

// structWrap is what a struct-converting wrapper takes and returns: the index of its struct
// parameter, and the handler fields of its result whose handlers convert.
type structWrap struct {
	param  int
	fields map[*types.Var]bool
}

// heldValue is one handler value written as a field of a struct literal.
type heldValue struct {
	expr  ast.Expr
	field *types.Var
}

// maxHeldDepth bounds the calls and variables followed from a tool list to its struct literals.
const maxHeldDepth = 6

// discoverStructWraps fills in.wrapped, in.bareHeld and in.unknownFields from the package's
// registrations and its reads of handler fields.
func discoverStructWraps(pass *analysis.Pass, ins *inspector.Inspector, in *Info) {
	info := pass.TypesInfo
	passing := map[*types.Func][]passParam{}
	regExpr := map[ast.Expr]bool{}
	for _, r := range in.Registrations {
		regExpr[ast.Unparen(r.Expr)] = true
	}
	for cur := range ins.Root().Preorder((*ast.SelectorExpr)(nil)) {
		sel := cur.Node().(*ast.SelectorExpr)
		s := info.Selections[sel]
		if s == nil || s.Kind() != types.FieldVal || !isFunc(s.Obj().Type()) {
			continue
		}
		field := s.Obj().(*types.Var)
		if !isHandlerType(field.Type()) {
			continue
		}
		if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && isLhs(as, sel) {
			continue // a write: what it stores is not in a struct literal, so never held
		}
		if w, x := in.wrapCall(pass, sel.X, 0); w != nil {
			if !w.fields[field] {
				in.unknownFields[field] = true // a field the wrapper does not convert
				continue
			}
			// Wherever the wrapper's result goes, the handlers x holds are reached only through
			// its converting literal; what cannot be followed is not marked.
			held, _ := in.held(pass, x, 0)
			for _, h := range held {
				in.wrapped[h.expr] = true
			}
			continue
		}
		if fn, i := paramFieldCall(pass, cur); fn != nil {
			if w := in.structWrapper(pass, fn); w == nil || w.param != i || !w.fields[field] {
				passing[fn] = append(passing[fn], passParam{i, field})
			}
			continue
		}
		if regExpr[sel] {
			held, ok := in.held(pass, sel.X, 0)
			for _, h := range held {
				in.bareHeld[h.expr] = true
			}
			if ok {
				continue
			}
		}
		in.unknownFields[field] = true // read where its handler may go anywhere
	}
	in.passOn(pass, ins, passing)
}

// passParam is a struct parameter of a function that calls its handler field without
// converting the error.
type passParam struct {
	index int
	field *types.Var
}

// passOn marks the handlers given to functions that call a struct parameter's handler field and
// pass its error on as bare: the handlers held by their arguments. A function referred to other
// than by a direct call takes arguments not seen here, so its field is unknown.
func (in *Info) passOn(pass *analysis.Pass, ins *inspector.Inspector, passing map[*types.Func][]passParam) {
	if len(passing) == 0 {
		return
	}
	called := map[*types.Func]int{}
	for cur := range ins.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn := Callee(pass.TypesInfo, call)
		if fn == nil {
			continue
		}
		fn = fn.Origin()
		for _, pp := range passing[fn] {
			called[fn]++
			if pp.index >= len(call.Args) {
				in.unknownFields[pp.field] = true
				continue
			}
			held, ok := in.held(pass, call.Args[pp.index], 0)
			for _, h := range held {
				in.bareHeld[h.expr] = true
			}
			if !ok {
				in.unknownFields[pp.field] = true
			}
		}
	}
	refs := map[*types.Func]int{}
	for _, obj := range pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && passing[fn.Origin()] != nil {
			refs[fn.Origin()]++
		}
	}
	for fn, pps := range passing {
		if fn.Exported() || fn.Type().(*types.Signature).Recv() != nil || called[fn] != refs[fn]*len(pps) {
			for _, pp := range pps {
				in.unknownFields[pp.field] = true
			}
		}
	}
}

// paramFieldCall returns the declared function around the field selection at cur, and the index
// of its parameter, when the selection is a call of that parameter's handler field (p.Handler(ctx,
// req)).
func paramFieldCall(pass *analysis.Pass, cur inspector.Cursor) (*types.Func, int) {
	sel := cur.Node().(*ast.SelectorExpr)
	call, ok := cur.Parent().Node().(*ast.CallExpr)
	if !ok || call.Fun != sel {
		return nil, -1
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil, -1
	}
	for fd := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		fn, _ := pass.TypesInfo.Defs[fd.Node().(*ast.FuncDecl).Name].(*types.Func)
		if fn == nil {
			return nil, -1
		}
		params := fn.Type().(*types.Signature).Params()
		for i := range params.Len() {
			if pass.TypesInfo.Uses[id] == params.At(i) {
				return fn, i
			}
		}
	}
	return nil, -1
}

// structConverted reports whether n is a handler value written in a struct literal whose
// handlers reach servers only through a struct-converting wrapper.
func (in *Info) structConverted(n ast.Node) bool {
	e, ok := n.(ast.Expr)
	if !ok || !in.wrapped[e] || in.bareHeld[e] {
		return false
	}
	return !in.unknownFields[in.heldField[e]]
}

// wrapCall returns the struct-converting wrapper whose result e is (a call of it, or a local
// variable given only such a call) and the struct argument of that call.
func (in *Info) wrapCall(pass *analysis.Pass, e ast.Expr, depth int) (*structWrap, ast.Expr) {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if w := in.structWrapper(pass, Callee(pass.TypesInfo, x)); w != nil && w.param < len(x.Args) {
			return w, x.Args[w.param]
		}
	case *ast.Ident:
		if v := in.onlyValue(pass, x); v != nil && depth == 0 {
			return in.wrapCall(pass, v, depth+1)
		}
	}
	return nil, nil
}

// structWrapper returns what fn takes and converts when it is a struct-converting wrapper of this
// package: one parameter is a struct (or a pointer to one) with a handler field, and every
// return gives back a literal of such a struct whose handler fields are func literals that call
// the parameter's handler field, build an isError result and never return an error.
func (in *Info) structWrapper(pass *analysis.Pass, fn *types.Func) *structWrap {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if w, ok := in.structWraps[fn]; ok {
		return w
	}
	in.structWraps[fn] = nil
	fd := in.decls[fn]
	sig := fn.Type().(*types.Signature)
	if fd == nil || sig.Results().Len() != 1 || len(handlerFields(sig.Results().At(0).Type())) == 0 {
		return nil
	}
	param := -1
	for i := range sig.Params().Len() {
		if len(handlerFields(sig.Params().At(i).Type())) > 0 {
			param = i
			break
		}
	}
	if param < 0 {
		return nil
	}
	p := sig.Params().At(param)
	var fields map[*types.Var]bool
	n := 0
	walk.OwnReturns(fd.Body, func(ret *ast.ReturnStmt) {
		n++
		got := map[*types.Var]bool{}
		if len(ret.Results) == 1 {
			for _, h := range literalFields(pass.TypesInfo, ret.Results[0]) {
				if lit, ok := ast.Unparen(h.expr).(*ast.FuncLit); ok && convertsParamField(pass.TypesInfo, lit, p) {
					got[h.field] = true
				}
			}
		}
		if fields == nil {
			fields = got
			return
		}
		for f := range fields {
			if !got[f] {
				delete(fields, f)
			}
		}
	})
	if n == 0 || len(fields) == 0 {
		return nil
	}
	w := &structWrap{param: param, fields: fields}
	in.structWraps[fn] = w
	return w
}

// convertsParamField reports whether lit calls a handler field of p, builds an isError result,
// and returns a nil error everywhere.
func convertsParamField(info *types.Info, lit *ast.FuncLit, p *types.Var) bool {
	calls := false
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
				if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[id] == p && isHandlerType(info.TypeOf(sel)) {
					calls = true
				}
			}
		}
		return !calls
	})
	if !calls || !BuildsErrorResult(info, lit.Body) {
		return false
	}
	nilErr := true
	walk.OwnReturns(lit.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) == 0 {
			nilErr = false // named results: not followed
			return
		}
		id, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident)
		nilErr = nilErr && ok && info.Uses[id] == types.Universe.Lookup("nil")
	})
	return nilErr
}

// held returns the handler values written in the struct literals that e (a tool, a list of
// them, a call of a function of this package returning them, or a local variable given one)
// comes from, and whether every source was followed. Each value's field is recorded.
func (in *Info) held(pass *analysis.Pass, e ast.Expr, depth int) ([]heldValue, bool) {
	if depth > maxHeldDepth {
		return nil, false
	}
	info := pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return in.held(pass, x.X, depth+1)
	case *ast.IndexExpr:
		return in.held(pass, x.X, depth+1)
	case *ast.CompositeLit:
		if len(handlerFields(info.TypeOf(x))) > 0 {
			hs := literalFields(info, x)
			for _, h := range hs {
				in.heldField[h.expr] = h.field
			}
			return hs, len(hs) > 0 || len(x.Elts) == 0
		}
		var all []heldValue
		ok := true
		for _, el := range x.Elts {
			if kv, isKV := el.(*ast.KeyValueExpr); isKV {
				el = kv.Value
			}
			hs, elOK := in.held(pass, el, depth+1)
			all, ok = append(all, hs...), ok && elOK
		}
		return all, ok
	case *ast.CallExpr:
		fn := Callee(info, x)
		if fn == nil || in.decls[fn.Origin()] == nil || fn.Type().(*types.Signature).Results().Len() != 1 {
			return nil, false
		}
		var all []heldValue
		ok := true
		walk.OwnReturns(in.decls[fn.Origin()].Body, func(ret *ast.ReturnStmt) {
			if len(ret.Results) != 1 {
				ok = false
				return
			}
			hs, retOK := in.held(pass, ret.Results[0], depth+1)
			all, ok = append(all, hs...), ok && retOK
		})
		return all, ok
	case *ast.Ident:
		if v := in.onlyValue(pass, x); v != nil {
			return in.held(pass, v, depth+1)
		}
	}
	return nil, false
}

// onlyValue returns what a local variable holds when it is given one value only: the range
// expression of a range over it (`for _, t := range list`), or the value of its declaration,
// never assigned again.
func (in *Info) onlyValue(pass *analysis.Pass, id *ast.Ident) ast.Expr {
	info := pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	decl := DeclAt(pass, v.Pos())
	if decl == nil {
		return nil
	}
	var value ast.Expr
	n := 0
	ast.Inspect(decl, func(m ast.Node) bool {
		switch x := m.(type) {
		case *ast.RangeStmt:
			if vid, ok := x.Value.(*ast.Ident); ok && info.Defs[vid] == v {
				value, n = x.X, n+1
			}
			if kid, ok := x.Key.(*ast.Ident); ok && info.ObjectOf(kid) == v {
				n += 2 // the index, not an element
			}
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && isUseOf(info, ix.X, v) {
					n += 2 // an element is set: `list[i] = t`, `m[k] = t`
				}
				lid, ok := l.(*ast.Ident)
				if !ok || info.ObjectOf(lid) != v {
					continue
				}
				n++
				if len(x.Lhs) == len(x.Rhs) && x.Tok.String() == ":=" {
					value = x.Rhs[i]
				}
			}
		case *ast.ValueSpec:
			for i, name := range x.Names {
				if info.Defs[name] == v {
					n++
					if len(x.Values) == len(x.Names) {
						value = x.Values[i]
					}
				}
			}
		case *ast.CallExpr:
			// len and cap change nothing; any other call may fill a list or map it is handed.
			if name := builtinName(info, x); isContainer(v.Type()) && name != "len" && name != "cap" {
				for _, a := range x.Args {
					if isUseOf(info, a, v) {
						n += 2 // a list or map handed to a function that may fill it
					}
				}
			}
		case *ast.UnaryExpr:
			if uid, ok := x.X.(*ast.Ident); ok && x.Op.String() == "&" && info.Uses[uid] == v {
				n += 2 // its address is taken: it may be changed anywhere
			}
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return value
}

// isUseOf reports whether e is a use of v.
func isUseOf(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && info.Uses[id] == v
}

// isContainer reports whether t is a slice, map or array, or a pointer to one.
func isContainer(t types.Type) bool {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch types.Unalias(t).Underlying().(type) {
	case *types.Slice, *types.Map, *types.Array:
		return true
	}
	return false
}

// literalFields returns the handler values a struct literal (or its address) gives to handler
// fields by name.
func literalFields(info *types.Info, e ast.Expr) []heldValue {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	var out []heldValue
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		if f, ok := info.ObjectOf(key).(*types.Var); ok && f.IsField() && isHandlerType(f.Type()) {
			out = append(out, heldValue{expr: ast.Unparen(kv.Value), field: f})
		}
	}
	return out
}

// handlerFields returns the handler-typed fields of a struct type or of a pointer to one.
func handlerFields(t types.Type) []*types.Var {
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []*types.Var
	for i := range st.NumFields() {
		if isHandlerType(st.Field(i).Type()) {
			out = append(out, st.Field(i))
		}
	}
	return out
}

// isHandlerType reports whether t is a tool handler's function type.
func isHandlerType(t types.Type) bool {
	if t == nil {
		return false
	}
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	return ok && KindOf(sig) != NotHandler
}

// isLhs reports whether e is assigned to by as.
func isLhs(as *ast.AssignStmt, e ast.Expr) bool {
	for _, l := range as.Lhs {
		if l == e {
			return true
		}
	}
	return false
}
