package mcpsdk

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// Servers often keep their tools in a registry that a package-level variable holds until the
// package building the server reads it: `var Tool = tool.New()` filled by the package's init
// with `Tool.RegisterRead(server.ServerTool{Tool: t, Handler: h})`, a slice filled with
// `Tools = append(Tools, st)`, a map with `Handlers[name] = h`. What a function puts there
// reaches a server through the variable, not through the function (an init function is never
// called by anyone); VarStores finds these puts, so that an analyzer can leave what it knows
// about the values on the variable.

// VarStore is a part of a function body whose value is kept in a package-level variable.
type VarStore struct {
	Pos, End token.Pos  // the expression put there: a method call's argument, an assignment's value
	Var      *types.Var // the package-level variable of the pass's package that keeps it
	At       ast.Node   // the call or assignment that puts it there
}

// Holds reports whether the store's expression holds n.
func (s VarStore) Holds(n ast.Node) bool { return s.Pos <= n.Pos() && n.End() <= s.End }

// VarStores returns the parts of body (also inside its func literals) whose values are kept in
// package-level variables of the pass's package: the arguments of a method of a type of the
// module called on such a variable or on a field of it (a registry's RegisterRead(st)), and the
// value of an assignment to one, to its field or to its element. A method of a type of another
// module (a logger's, a mutex's) keeps nothing a server reads.
func VarStores(pass *analysis.Pass, body ast.Node) []VarStore {
	info := pass.TypesInfo
	var out []VarStore
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok || len(x.Args) == 0 {
				return true
			}
			s := info.Selections[sel]
			if s == nil || s.Kind() != types.MethodVal || !InModule(pass, s.Obj().Pkg()) {
				return true
			}
			if v := packageVar(pass, sel.X); v != nil {
				for _, a := range x.Args {
					out = append(out, VarStore{Pos: a.Pos(), End: a.End(), Var: v, At: x})
				}
			}
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				v := packageVar(pass, l)
				if v == nil {
					continue
				}
				switch {
				case len(x.Lhs) == len(x.Rhs):
					out = append(out, VarStore{Pos: x.Rhs[i].Pos(), End: x.Rhs[i].End(), Var: v, At: x})
				case len(x.Rhs) == 1:
					out = append(out, VarStore{Pos: x.Rhs[0].Pos(), End: x.Rhs[0].End(), Var: v, At: x})
				}
			}
		}
		return true
	})
	return out
}

// packageVar returns the package-level variable of the pass's package that e names, or whose
// field or element e is (Tool, reg.tools, Handlers[name], &Tool), or nil.
func packageVar(pass *analysis.Pass, e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := pass.TypesInfo.Uses[x].(*types.Var)
			if !ok || v.Pkg() != pass.Pkg || v.Parent() != pass.Pkg.Scope() {
				return nil
			}
			return v
		case *ast.SelectorExpr:
			if s := pass.TypesInfo.Selections[x]; s == nil || s.Kind() != types.FieldVal {
				return nil // a qualified identifier names another package's variable
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

// IsToolRegistration reports whether fn is an SDK method that puts tools on a server: mcp-go's
// AddTool, AddTools, SetTools, AddSessionTool and AddSessionTools, go-sdk's AddTool.
func IsToolRegistration(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case MCPGoServer:
		switch fn.Name() {
		case "AddTool", "AddTools", "SetTools", "AddSessionTool", "AddSessionTools":
			return true
		}
	case GoSDKMCP:
		return fn.Name() == "AddTool"
	}
	return false
}

// HoldsTools reports whether a value of type t can hold tools for a server: a value of a named
// type of the module (a registry), also through a pointer, or a slice, array or map of mcp-go
// ServerTools. An SDK's server is none: it serves them.
func HoldsTools(pass *analysis.Pass, t types.Type) bool {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	switch x := t.(type) {
	case *types.Named:
		return x.Obj().Pkg() != nil && !isSDKPath(x.Obj().Pkg().Path()) && InModule(pass, x.Obj().Pkg()) ||
			isNamed(x, MCPGoServer, "ServerTool", false)
	case *types.Slice:
		return isNamed(x.Elem(), MCPGoServer, "ServerTool", false)
	case *types.Array:
		return isNamed(x.Elem(), MCPGoServer, "ServerTool", false)
	case *types.Map:
		return isNamed(x.Elem(), MCPGoServer, "ServerTool", false)
	}
	return false
}
