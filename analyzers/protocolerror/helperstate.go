package protocolerror

import (
	"go/ast"
	"go/types"
)

// passedState reports whether every call of the function fd declares gives its parameter v the
// server's state, as isState judges the argument (isServerStateExpr, or isServerContext for a
// context): fd is an unexported function, not a method (which an
// interface may call from where the package cannot see), every reference to it in the package
// is a direct call, and there is at least one. A helper's parameter is what its callers give
// it, and one of them may build it from the tool's arguments.
func (c *checker) passedState(fd *ast.FuncDecl, v *types.Var, isState func(ast.Expr) bool) bool {
	if r, ok := c.paramState[v]; ok {
		return r // judged, or being judged: a recursive call adds nothing judged elsewhere
	}
	if c.paramState == nil {
		c.paramState = map[*types.Var]bool{}
	}
	c.paramState[v] = true
	r := c.callsPassState(fd, v, isState)
	c.paramState[v] = r
	return r
}

func (c *checker) callsPassState(fd *ast.FuncDecl, v *types.Var, isState func(ast.Expr) bool) bool {
	info := c.pass.TypesInfo
	fn, _ := info.Defs[fd.Name].(*types.Func)
	if fn == nil || fd.Recv != nil || fn.Exported() {
		return false
	}
	i := paramIndex(info, fd.Type.Params, v)
	refs := c.references(fn)
	for _, id := range refs {
		path := c.pathTo(id)
		if len(path) < 2 {
			return false
		}
		call, ok := path[1].(*ast.CallExpr)
		if !ok || ast.Unparen(call.Fun) != id || call.Ellipsis.IsValid() || i < 0 || i >= len(call.Args) {
			return false
		}
		if !isState(call.Args[i]) {
			return false
		}
	}
	return len(refs) > 0
}

// paramIndex returns the position of v among the parameters fl declares, or -1.
func paramIndex(info *types.Info, fl *ast.FieldList, v *types.Var) int {
	i := 0
	for _, f := range fl.List {
		if len(f.Names) == 0 {
			i++
			continue
		}
		for _, name := range f.Names {
			if info.Defs[name] == v {
				return i
			}
			i++
		}
	}
	return -1
}

// paramOwner returns the function declaration or literal enclosing id that declares v as a
// parameter, or nil.
func (c *checker) paramOwner(id *ast.Ident, v *types.Var) ast.Node {
	for _, n := range c.pathTo(id) {
		switch f := n.(type) {
		case *ast.FuncLit:
			if declares(c.pass.TypesInfo, f.Type.Params, v) {
				return f
			}
		case *ast.FuncDecl:
			if declares(c.pass.TypesInfo, f.Type.Params, v) {
				return f
			}
		}
	}
	return nil
}
