package protocolerror

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// Modules often keep error helpers that only dress an error up: `func Internal(err error) error
// { return fmt.Errorf("internal error: %v", err) }`. What such a helper returns is the failure of
// the error it is given, so `return nil, errors.Internal(fmt.Errorf("marshal: %w", err))` after
// json.Marshal sends no business failure, while `return nil, errors.Internal(err)` after a
// database query sends the query's.

// wrapFact marks a function of the module whose error result is its Param-th parameter, as is
// or wrapped: every return gives nil (when the result is an error), that parameter, fmt.Errorf
// or errors.Join of it with no other error, a value of an error type built with it as its only
// error field, or a call of another such function given it; the result is an error or a
// concrete error type (`func NewOpError(op string, err error) *OpError`). It is exported on the exported functions; the unexported ones
// are known inside their package.
type wrapFact struct{ Param int }

func (*wrapFact) AFact() {}

func (f *wrapFact) String() string { return "wrapsError(" + strconv.Itoa(f.Param) + ")" }

// wrapFacts computes which functions of the package only wrap an error parameter and exports a
// wrapFact on the exported ones.
func (c *checker) wrapFacts() {
	c.wraps = map[*types.Func]int{}
	for _, fn := range c.info.Funcs() {
		if i := c.wrappedParam(fn); i >= 0 && fn.Exported() {
			c.pass.ExportObjectFact(fn, &wrapFact{Param: i})
		}
	}
}

// wrappedParam returns the index of the error parameter a function of this package only wraps
// (see wrapFact), or -1, computed once; a function met again while it is judged wraps nothing.
func (c *checker) wrappedParam(fn *types.Func) int {
	if i, ok := c.wraps[fn]; ok {
		return i
	}
	c.wraps[fn] = -1
	sig := fn.Type().(*types.Signature)
	fd := c.info.Decl(fn)
	if fd == nil || fd.Body == nil || sig.Results().Len() != 1 || sig.Variadic() {
		return -1
	}
	// The result is an error, or a concrete error type (`func NewOpError(op string, err error)
	// *OpError`): a nil of that type is no nil error once returned as one, so only an error
	// result may return nil.
	res := sig.Results().At(0).Type()
	nilOK := isErrorType(res)
	if !nilOK && (types.IsInterface(res) || !implementsError(res)) {
		return -1
	}
	var param *types.Var
	idx := -1
	for i := 0; i < sig.Params().Len(); i++ {
		if p := sig.Params().At(i); isErrorType(p.Type()) {
			if param != nil {
				return -1 // two errors: which one the result carries is not known
			}
			param, idx = p, i
		}
	}
	if param == nil || c.assignsTo(fd.Body, param) {
		return -1
	}
	wraps, ok := false, true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(x.Results) != 1:
				ok = false // a bare return of a named result
			case isNil(c.pass.TypesInfo, x.Results[0]):
				ok = ok && nilOK
			case c.wrapsVar(x.Results[0], param):
				wraps = true
			default:
				ok = false
			}
		}
		return ok
	})
	if !ok || !wraps {
		return -1
	}
	c.wraps[fn] = idx
	return idx
}

// assignsTo reports whether body assigns to v or takes its address.
func (c *checker) assignsTo(body *ast.BlockStmt, v *types.Var) bool {
	found := false
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && c.pass.TypesInfo.ObjectOf(id) == v
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				found = found || is(l)
			}
		case *ast.UnaryExpr:
			found = found || (x.Op == token.AND && is(x.X))
		}
		return !found
	})
	return found
}

// wrapsVar reports whether e is the error variable v, as is or wrapped (see wrapFact).
func (c *checker) wrapsVar(e ast.Expr, v *types.Var) bool {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return info.Uses[x] == v
	case *ast.UnaryExpr:
		lit, ok := ast.Unparen(x.X).(*ast.CompositeLit)
		return x.Op == token.AND && ok && c.isErrorLitOf(lit, v)
	case *ast.CompositeLit:
		return c.isErrorLitOf(x, v)
	case *ast.CallExpr:
		if x.Ellipsis.IsValid() {
			return false
		}
		fn := mcpsdk.Callee(info, x)
		if mcpsdk.IsSDKFunc(fn, "fmt", "Errorf") || mcpsdk.IsSDKFunc(fn, "errors", "Join") {
			return c.onlyErrorArg(x.Args, v)
		}
		if inner := c.unwrapCall(x); inner != nil {
			return c.wrapsVar(inner, v)
		}
	}
	return false
}

// isErrorLitOf reports whether lit builds a value of an error type whose only error field is v.
func (c *checker) isErrorLitOf(lit *ast.CompositeLit, v *types.Var) bool {
	t := c.pass.TypesInfo.TypeOf(lit)
	if t == nil || !(implementsError(t) || implementsError(types.NewPointer(t))) {
		return false
	}
	vals := make([]ast.Expr, len(lit.Elts))
	for i, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			vals[i] = kv.Value
		} else {
			vals[i] = el
		}
	}
	return c.onlyErrorArg(vals, v)
}

// onlyErrorArg reports whether v is among es and no other of them is an error.
func (c *checker) onlyErrorArg(es []ast.Expr, v *types.Var) bool {
	found := false
	for _, e := range es {
		id, isID := ast.Unparen(e).(*ast.Ident)
		switch {
		case isID && c.pass.TypesInfo.Uses[id] == v:
			found = true
		case implementsError(c.pass.TypesInfo.TypeOf(e)):
			return false
		}
	}
	return found
}

// implementsError reports whether a value of type t is an error.
func implementsError(t types.Type) bool {
	return t != nil && types.Implements(t, types.Universe.Lookup("error").Type().Underlying().(*types.Interface))
}

// unwrapCall returns the argument whose error a call of a wrapping function of the module
// returns (wrapFact), or nil.
func (c *checker) unwrapCall(call *ast.CallExpr) ast.Expr {
	fn := calleeOrigin(c.pass.TypesInfo, call)
	if fn == nil || call.Ellipsis.IsValid() {
		return nil
	}
	i := -1
	if fn.Pkg() == c.pass.Pkg {
		i = c.wrappedParam(fn)
	} else if fn.Pkg() != nil && mcpsdk.InModule(c.pass, fn.Pkg()) {
		var f wrapFact
		if c.pass.ImportObjectFact(fn, &f) {
			i = f.Param
		}
	}
	if i < 0 || i >= len(call.Args) {
		return nil
	}
	return call.Args[i]
}

// unwrapped returns the error e carries through the module's wrapping functions: for
// `errors.Internal(fmt.Errorf("marshal: %w", err))`, the fmt.Errorf call. A wrapper given nil
// (`NewToolError("no rules", nil)`) still makes an error of its own: that call is what e carries.
func (c *checker) unwrapped(e ast.Expr) ast.Expr {
	for {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return e
		}
		inner := c.unwrapCall(call)
		if inner == nil || isNil(c.pass.TypesInfo, inner) {
			return e
		}
		e = inner
	}
}
