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
// use of which is (`handler := func(...) {...}; return ctx.Execute(handler)`). For a value that
// holds tools (a registry, a []server.ServerTool), what its methods return is followed too, and
// a range over it whose element's handler fields are all wrapped so
// (`for _, t := range user.Tool.Tools() { s.AddTool(t.Tool, Guard(t.Handler)) }`). A handler
// written as a field of a tool struct is converted when a struct-converting wrapper takes the
// struct (`s.AddTool(t.Definition, wrapTool(t).Handler)`, see structwrap.go) and no registration
// or other read of the field takes it bare.
func (in *Info) ConvertedAt(pass *analysis.Pass, n ast.Node) bool {
	return in.convertedAt(pass, n, 0)
}

func (in *Info) convertedAt(pass *analysis.Pass, n ast.Node, depth int) bool {
	if depth > 3 {
		return false
	}
	if in.structConverted(n) {
		return true // a handler of a tool struct registered through a struct-converting wrapper
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
		case *ast.SelectorExpr:
			// A method of a registry or a tool list that cur holds (user.Tool.Tools()): what it
			// returns comes from cur. A handler's own methods are not followed.
			if s := info.Selections[x]; x.X == cur && s != nil && s.Kind() == types.MethodVal && !isFunc(info.TypeOf(x.X)) {
				cur = x
				continue
			}
			return false
		case *ast.RangeStmt:
			return x.X == cur && in.rangeConverted(pass, x, depth)
		case *ast.CallExpr:
			if x.Fun == cur {
				if _, ok := cur.(*ast.SelectorExpr); ok {
					cur = x // the method's call, followed above
					continue
				}
			}
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

// isFunc reports whether t is a function type.
func isFunc(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Signature)
	return ok
}

// rangeConverted reports whether a range over tools hands the handlers of its elements to a
// server only through converting wrappers: every use of the element variable's function fields
// is wrapped so (Guard(t.Handler)), or a function field of it is given a wrapped value
// (t.Handler = Guard(t.Handler)) and then the element or its fields may go anywhere; its other
// fields (t.Tool) do not matter.
func (in *Info) rangeConverted(pass *analysis.Pass, rs *ast.RangeStmt, depth int) bool {
	id, ok := rs.Value.(*ast.Ident)
	if !ok {
		return false
	}
	info := pass.TypesInfo
	v, ok := info.Defs[id].(*types.Var)
	if !ok {
		return false
	}
	wrapped, bare, stored, bad := 0, 0, false, false
	var stack []ast.Node
	ast.Inspect(rs.Body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		stack = append(stack, n)
		use, isID := n.(*ast.Ident)
		if bad || !isID || info.Uses[use] != v {
			return !bad
		}
		var sel *ast.SelectorExpr
		if len(stack) > 1 {
			sel, _ = stack[len(stack)-2].(*ast.SelectorExpr)
		}
		switch {
		case sel == nil || sel.X != use:
			bare++ // the element itself
		case !isFunc(info.TypeOf(sel)):
			// t.Tool: not a handler
		case len(stack) > 2 && isAssignTo(stack[len(stack)-3], sel):
			call := ast.Unparen(stack[len(stack)-3].(*ast.AssignStmt).Rhs[0]).(*ast.CallExpr)
			stored = in.Converting(pass, Callee(info, call))
			bad = !stored
		case in.convertedAt(pass, sel, depth+1):
			wrapped++
		default:
			bare++
		}
		return !bad
	})
	return !bad && (stored || (wrapped > 0 && bare == 0))
}

// isAssignTo reports whether n is a single assignment of a call's value to e.
func isAssignTo(n ast.Node, e ast.Expr) bool {
	as, ok := n.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || as.Lhs[0] != e || len(as.Rhs) != 1 {
		return false
	}
	_, call := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	return call
}
