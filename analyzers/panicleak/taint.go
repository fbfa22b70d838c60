package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// inputs is the set of local variables of one function body that carry tool input: the
// handler's request and typed arguments (or, in a helper, its parameters) and every variable
// assigned, decoded or ranged from them. Must* calls and strings.Split indexes count as panic
// sources only on such values; a context, a logger or a package-level pattern is not input.
type inputs struct {
	info  *types.Info
	vars  map[types.Object]bool
	roots []types.Object
	// strict inputs do not flow through the arguments of calls: what a call returns for an
	// input argument (a cache entry looked up by a key built from it) is not the input itself.
	// Type assertions use them; Must* calls and Split indexes use the others.
	strict bool
}

// newInputs propagates input from roots through the assignments of body (function literals
// included: a closure's variables are the body's) until nothing changes.
func newInputs(info *types.Info, body *ast.BlockStmt, roots []types.Object) *inputs {
	return propagate(&inputs{info: info, vars: map[types.Object]bool{}, roots: roots}, body)
}

// strictOf returns the strict inputs of the body that in was computed for.
func (in *inputs) strictOf(body *ast.BlockStmt) *inputs {
	return propagate(&inputs{info: in.info, vars: map[types.Object]bool{}, roots: in.roots, strict: true}, body)
}

func propagate(in *inputs, body *ast.BlockStmt) *inputs {
	info, roots := in.info, in.roots
	for _, r := range roots {
		in.add(r)
	}
	if len(in.vars) == 0 || body == nil {
		return in
	}
	for changed := true; changed; {
		changed = false
		mark := func(e ast.Expr) {
			if obj := rootVar(info, e); obj != nil && !in.vars[obj] && in.add(obj) {
				changed = true
			}
		}
		ast.Inspect(body, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.AssignStmt:
				if x.Tok == token.DEFINE || x.Tok == token.ASSIGN {
					in.assign(x.Lhs, x.Rhs, mark)
				}
			case *ast.ValueSpec:
				lhs := make([]ast.Expr, len(x.Names))
				for i, id := range x.Names {
					lhs[i] = id
				}
				in.assign(lhs, x.Values, mark)
			case *ast.RangeStmt:
				if in.has(x.X) {
					if x.Key != nil {
						mark(x.Key)
					}
					if x.Value != nil {
						mark(x.Value)
					}
				}
			case *ast.TypeSwitchStmt:
				if in.has(typeSwitchX(x)) {
					for _, cl := range x.Body.List {
						if obj := info.Implicits[cl]; obj != nil && !in.vars[obj] && in.add(obj) {
							changed = true
						}
					}
				}
			case *ast.CallExpr:
				// json.Unmarshal(req.Params.Arguments, &args), req.BindArguments(&args):
				// a call that reads input fills the variables it is given pointers to.
				if in.callReads(x) {
					for _, a := range x.Args {
						if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
							mark(u.X)
						}
					}
				}
			}
			return true
		})
	}
	return in
}

// add records obj as input unless it is a context (a context is never tool input); it reports
// whether obj was added.
func (in *inputs) add(obj types.Object) bool {
	if _, ok := obj.(*types.Var); !ok || mcpsdk.IsContext(obj.Type()) {
		return false
	}
	in.vars[obj] = true
	return true
}

func (in *inputs) assign(lhs, rhs []ast.Expr, mark func(ast.Expr)) {
	switch {
	case len(lhs) == len(rhs):
		for i := range lhs {
			if in.has(rhs[i]) {
				mark(lhs[i])
			}
		}
	case len(rhs) == 1 && in.has(rhs[0]):
		for _, l := range lhs {
			mark(l)
		}
	}
}

// has reports whether e mentions a variable that carries input.
func (in *inputs) has(e ast.Expr) bool {
	if e == nil || len(in.vars) == 0 {
		return false
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Ident:
			if in.vars[in.info.ObjectOf(x)] {
				found = true
			}
		case *ast.CallExpr:
			if mcpsdk.IsSDKFunc(mcpsdk.Callee(in.info, x), "regexp", "QuoteMeta") {
				return false // quoted text cannot make a pattern invalid
			}
			if in.strict && !isConversion(in.info, x) {
				// Only the receiver of a method call counts: request.GetArguments().
				if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && in.has(sel.X) {
					found = true
				}
				return false
			}
		}
		return !found
	})
	return found
}

// isConversion reports whether call is a type conversion, T(x).
func isConversion(info *types.Info, call *ast.CallExpr) bool {
	tv, ok := info.Types[call.Fun]
	return ok && tv.IsType()
}

// callReads reports whether a call is given input: as an argument or as its receiver.
func (in *inputs) callReads(call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if in.has(a) {
			return true
		}
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := in.info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			return in.has(sel.X)
		}
	}
	return false
}

// rootVar returns the variable at the root of x, x.f, x[i] or *x, or nil.
func rootVar(info *types.Info, e ast.Expr) types.Object {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if x.Name == "_" {
				return nil
			}
			return info.ObjectOf(x)
		case *ast.SelectorExpr:
			if _, ok := info.Selections[x]; !ok {
				return nil // a qualified identifier: a package-level variable
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// typeSwitchX returns the expression x of `switch x.(type)` or `switch v := x.(type)`.
func typeSwitchX(s *ast.TypeSwitchStmt) ast.Expr {
	var e ast.Expr
	switch a := s.Assign.(type) {
	case *ast.AssignStmt:
		if len(a.Rhs) == 1 {
			e = a.Rhs[0]
		}
	case *ast.ExprStmt:
		e = a.X
	}
	if ta, ok := ast.Unparen(e).(*ast.TypeAssertExpr); ok {
		return ta.X
	}
	return nil
}

// paramRoots returns the parameters of sig from index from on (the receiver excluded).
func paramRoots(sig *types.Signature, from int) []types.Object {
	var out []types.Object
	for i := from; i < sig.Params().Len(); i++ {
		out = append(out, sig.Params().At(i))
	}
	return out
}
