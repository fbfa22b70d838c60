package protocolerror

import (
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A server that answers its tools through one handler often looks the tool's function up in a
// table and calls what it finds:
//
//	h, ok := m.handlers()[name] // handlers returns map[string]fn{"list": m.list, ...}
//	res, err := h(ctx, args)
//	if err != nil { return nil, err }
//
// The call has no declared callee, so its error is not known from an errorFact. When the
// function value can only be one of a known set of functions of the module, and none of them
// ever returns a non-nil error, neither does the call. The set is known when every value the
// variable (or expression) can hold is a function name or a method value of a concrete type, a
// conversion of one, or a lookup in a table whose every element is: a map, slice or array
// composite literal, a local variable only ever assigned such literals and only read, a function
// of this package whose every return is such a literal, or an unexported package table that the
// package only reads (isConstTable). Anything else in the set (a parameter, a field, a closure,
// the result of another call, a table written to or handed on) leaves the error unknown.

// tableLit is a composite literal that a table lookup can read, and the body its elements are
// written in (nil at package level).
type tableLit struct {
	lit  *ast.CompositeLit
	body *ast.BlockStmt
}

// maxValueFuncs bounds the functions a function value is resolved to.
const maxValueFuncs = 256

// benignValueCall reports whether call invokes a function value that can only be one of a known
// set of functions of the module, each with a benign error.
func (c *checker) benignValueCall(call *ast.CallExpr) bool {
	body := c.enclosingBody(call)
	if body == nil {
		return false
	}
	fns, ok := c.funcValues(body, call.Fun, map[*types.Var]bool{})
	if !ok || len(fns) == 0 || len(fns) > maxValueFuncs {
		return false
	}
	for _, fn := range fns {
		if !c.benignFunc(fn) {
			return false
		}
	}
	return true
}

// benignFunc reports whether fn, a function of the module, has a benign error.
func (c *checker) benignFunc(fn *types.Func) bool {
	if !mcpsdk.InModule(c.pass, fn.Pkg()) || !returnsError(fn) {
		return false
	}
	if fn.Pkg() == c.pass.Pkg {
		return c.benign[fn]
	}
	var f errorFact
	return c.pass.ImportObjectFact(fn, &f) && f.Benign
}

// enclosingBody returns the body of the function declaration holding n, or nil.
func (c *checker) enclosingBody(n ast.Node) *ast.BlockStmt {
	path := c.pathTo(n)
	for i := len(path) - 1; i >= 0; i-- {
		if fd, ok := path[i].(*ast.FuncDecl); ok {
			return fd.Body
		}
	}
	return nil
}

// funcValues returns the functions that the function value e, written in body (nil at package
// level), can be, or false when it can be something else. seen holds the local variables being
// resolved: one met again adds nothing.
func (c *checker) funcValues(body *ast.BlockStmt, e ast.Expr, seen map[*types.Var]bool) ([]*types.Func, bool) {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		switch obj := info.Uses[x].(type) {
		case *types.Func:
			return []*types.Func{obj.Origin()}, true
		case *types.Var:
			if body == nil {
				return nil, false
			}
			if seen[obj] {
				return nil, true
			}
			seen[obj] = true
			as, ok := c.localAssigns(body)[obj]
			if !ok {
				return nil, false // a parameter, or a variable of an enclosing scope
			}
			var out []*types.Func
			for _, a := range as {
				if a.value == zeroValue {
					continue // calling a nil function panics: it returns no error
				}
				if a.value == nil {
					return nil, false
				}
				fs, ok := c.funcValues(body, a.value, seen)
				if !ok {
					return nil, false
				}
				out = append(out, fs...)
			}
			return out, true
		}
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok {
			fn, isFunc := sel.Obj().(*types.Func)
			if sel.Kind() != types.MethodVal || !isFunc || types.IsInterface(sel.Recv()) {
				return nil, false
			}
			if recv := fn.Type().(*types.Signature).Recv(); recv == nil || types.IsInterface(recv.Type()) {
				return nil, false // a method of an embedded interface
			}
			return []*types.Func{fn.Origin()}, true
		}
		if fn, ok := info.Uses[x.Sel].(*types.Func); ok {
			return []*types.Func{fn.Origin()}, true // pkg.F
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return c.funcValues(body, x.Args[0], seen) // handlerFunc(f)
		}
	case *ast.IndexExpr:
		switch info.TypeOf(x.X).Underlying().(type) {
		case *types.Map, *types.Slice, *types.Array:
		default:
			return nil, false // an instance of a generic function
		}
		lits, ok := c.tables(body, x.X, seen)
		if !ok {
			return nil, false
		}
		var out []*types.Func
		for _, t := range lits {
			for _, elt := range t.lit.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				fs, ok := c.funcValues(t.body, elt, seen)
				if !ok {
					return nil, false
				}
				out = append(out, fs...)
				if len(out) > maxValueFuncs {
					return nil, false
				}
			}
		}
		return out, true
	}
	return nil, false
}

// tables returns the composite literals that the table e, written in body (nil at package
// level), can be, or false when it can be something else or be written to.
func (c *checker) tables(body *ast.BlockStmt, e ast.Expr, seen map[*types.Var]bool) ([]tableLit, bool) {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return []tableLit{{x, body}}, true
	case *ast.CallExpr:
		// A function of this package that returns a fresh literal on every path.
		fn := calleeOrigin(info, x)
		if fn == nil || fn.Pkg() != c.pass.Pkg || fn.Type().(*types.Signature).Results().Len() != 1 {
			return nil, false
		}
		fd := c.info.Decl(fn)
		if fd == nil || fd.Body == nil {
			return nil, false
		}
		var out []tableLit
		ok := true
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch r := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				lit, isLit := (ast.Expr)(nil), false
				if len(r.Results) == 1 {
					lit = ast.Unparen(r.Results[0])
					_, isLit = lit.(*ast.CompositeLit)
				}
				if !isLit {
					ok = false
					return false
				}
				out = append(out, tableLit{lit.(*ast.CompositeLit), fd.Body})
			}
			return ok
		})
		return out, ok && len(out) > 0
	case *ast.Ident:
		v, isVar := info.Uses[x].(*types.Var)
		if !isVar {
			return nil, false
		}
		if v.Pkg() == c.pass.Pkg && v.Parent() == v.Pkg().Scope() {
			if !c.isConstTable(v) {
				return nil, false
			}
			val := c.packageValue(v)
			if val == nil {
				return nil, false
			}
			return c.tables(nil, val, seen)
		}
		if body == nil || seen[v] {
			return nil, false
		}
		seen[v] = true
		as, ok := c.localAssigns(body)[v]
		if !ok || !c.onlyRead(body, v) {
			return nil, false
		}
		var out []tableLit
		for _, a := range as {
			if a.value == nil || a.value == zeroValue {
				return nil, false
			}
			ts, ok := c.tables(body, a.value, seen)
			if !ok {
				return nil, false
			}
			out = append(out, ts...)
		}
		return out, true
	}
	return nil, false
}

// packageValue returns the value that the declaration of the package-level variable v gives it,
// or nil.
func (c *checker) packageValue(v *types.Var) ast.Expr {
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, s := range gd.Specs {
				vs, ok := s.(*ast.ValueSpec)
				if !ok || len(vs.Values) != len(vs.Names) {
					continue
				}
				for i, name := range vs.Names {
					if c.pass.TypesInfo.Defs[name] == v {
						return vs.Values[i]
					}
				}
			}
		}
	}
	return nil
}

// onlyRead reports whether every use of the local variable v in body reads it (isReadOnlyUse) or
// assigns it a whole new value (which localAssigns lists).
func (c *checker) onlyRead(body *ast.BlockStmt, v *types.Var) bool {
	ok := true
	var stack []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		if id, isID := n.(*ast.Ident); isID && c.pass.TypesInfo.Uses[id] == v && ok {
			ok = isReadOnlyUse(id, stack) || isAssigned(id, stack)
		}
		stack = append(stack, n)
		return ok
	})
	return ok
}

// isAssigned reports whether id, under the nodes of stack, is the whole left-hand side of an
// `=` assignment.
func isAssigned(id *ast.Ident, stack []ast.Node) bool {
	if len(stack) == 0 {
		return false
	}
	as, ok := stack[len(stack)-1].(*ast.AssignStmt)
	if !ok {
		return false
	}
	for _, l := range as.Lhs {
		if l == id {
			return true
		}
	}
	return false
}
