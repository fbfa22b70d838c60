package mcpsdk

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// Converting reports whether a function turns the errors of the handler it wraps into isError
// results: mcp-go's NewStructuredToolHandler, or a function of the module with a ConvertsFact
// (this package's or an imported one's; another analyzer's pass cannot import mcpsdk's facts,
// so it must ask here).
func (in *Info) Converting(pass *analysis.Pass, fn *types.Func) bool {
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	return in.ConvertsFuncs[fn] || IsSDKFunc(fn, MCPGoMCP, "NewStructuredToolHandler")
}

// ConvertedAt reports whether the handler value at n (a func literal, a reference to a function,
// or a call that builds a handler) reaches a server only through wrappers that turn its errors
// into isError results: it is an argument of such a wrapper, possibly through further calls that
// build handlers from it (`ErrorGuard(Adapt(h))`), or it is assigned to a local variable every
// use of which is (`handler := func(...) {...}; return ctx.Execute(handler)`).
func (in *Info) ConvertedAt(pass *analysis.Pass, n ast.Node) bool {
	return in.convertedAt(pass, n, 0)
}

func (in *Info) convertedAt(pass *analysis.Pass, n ast.Node, depth int) bool {
	if depth > 3 {
		return false
	}
	var file *ast.File
	for _, f := range pass.Files {
		if f.FileStart <= n.Pos() && n.End() <= f.FileEnd {
			file = f
		}
	}
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, n.Pos(), n.End())
	for len(path) > 0 && path[0] != n {
		path = path[1:] // PathEnclosingInterval may start below n (an identifier of a selector)
	}
	info := pass.TypesInfo
	cur := n
	for _, p := range path[1:] {
		switch x := p.(type) {
		case *ast.ParenExpr:
			cur = x
			continue
		case *ast.CallExpr:
			if !isArg(x, cur) {
				return false
			}
			if in.Converting(pass, Callee(info, x)) {
				return true
			}
			if _, ok := types.Unalias(info.TypeOf(x)).Underlying().(*types.Signature); !ok {
				return false
			}
			cur = x // a wrapper that builds a handler from it: follow what it builds
			continue
		case *ast.AssignStmt:
			v := assignedVar(info, x.Lhs, x.Rhs, cur)
			return v != nil && in.usesConverted(pass, v, depth)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(x.Names))
			for i, name := range x.Names {
				lhs[i] = name
			}
			v := assignedVar(info, lhs, x.Values, cur)
			return v != nil && in.usesConverted(pass, v, depth)
		}
		return false
	}
	return false
}

// isArg reports whether e is one of call's arguments.
func isArg(call *ast.CallExpr, e ast.Node) bool {
	for _, a := range call.Args {
		if a == e {
			return true
		}
	}
	return false
}

// assignedVar returns the local variable that value is assigned to, or nil.
func assignedVar(info *types.Info, lhs, rhs []ast.Expr, value ast.Node) *types.Var {
	if len(lhs) != len(rhs) {
		return nil
	}
	for i, r := range rhs {
		if r != value {
			continue
		}
		id, ok := lhs[i].(*ast.Ident)
		if !ok {
			return nil
		}
		v, ok := info.ObjectOf(id).(*types.Var)
		if !ok || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return nil // a package-level variable: its uses are anywhere
		}
		return v
	}
	return nil
}

// usesConverted reports whether a local variable holding a handler is used, at least once, and
// only where it reaches a server through converting wrappers.
func (in *Info) usesConverted(pass *analysis.Pass, v *types.Var, depth int) bool {
	decl := DeclAt(pass, v.Pos())
	if decl == nil {
		return false
	}
	n := 0
	ok := true
	ast.Inspect(decl, func(m ast.Node) bool {
		id, isID := m.(*ast.Ident)
		if !ok || !isID || pass.TypesInfo.Uses[id] != v {
			return ok
		}
		n++
		ok = in.convertedAt(pass, id, depth+1)
		return ok
	})
	return ok && n > 0
}
