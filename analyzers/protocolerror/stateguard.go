package protocolerror

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// isFreshReturn reports whether the error a return gives at pos is made fresh (isFreshError)
// there or in every assignment that reaches it.
func (c *checker) isFreshReturn(body *ast.BlockStmt, e ast.Expr, pos token.Pos) bool {
	info := c.pass.TypesInfo
	if isFreshError(info, e) {
		return true
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	as := origins(c.assigns(body)[v], pos)
	for _, a := range as {
		if a.value == nil || !isFreshError(info, a.value) {
			return false
		}
	}
	return v != nil && len(as) > 0
}

// isFreshError reports whether e makes a new error that carries no other error: errors.New, or
// fmt.Errorf given no error (`%w` of a cause carries that cause's failure).
func isFreshError(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := mcpsdk.Callee(info, call)
	if !mcpsdk.IsSDKFunc(fn, "errors", "New") && !mcpsdk.IsSDKFunc(fn, "fmt", "Errorf") {
		return false
	}
	for _, a := range call.Args {
		if t := info.TypeOf(a); t == nil || implementsError(t) { // errwrap.go
			return false
		}
	}
	return true
}

// stateGuarded reports whether a return of body that makes a fresh error is reached only on
// conditions of the server's own state: it stands inside at least one if or expression switch,
// and every if condition, switch tag and case expression around it is a value of the server's
// state (isStateValue). The handler built for a tool type the server registered looks that
// type up in the server's own table (`config, ok := configs[kind]; if !ok { return nil,
// fmt.Errorf("unsupported type %s", kind) }`): the failure is a server bug, the same for every
// call. A loop, a type switch or a select around the return is not followed.
func (c *checker) stateGuarded(body *ast.BlockStmt, ret *ast.ReturnStmt) bool {
	if r, ok := c.guarded[ret]; ok {
		return r
	}
	guards, ok := c.guardsAreState(body, ret, map[*types.Var]bool{})
	c.guarded[ret] = ok && guards > 0
	return c.guarded[ret]
}

// guardsAreState reports whether every condition under which node of body runs is a value of
// the server's state, and how many there are: the conditions of the ifs and expression switches
// whose branches hold it (not their init statements, which run whatever the condition). A loop,
// a type switch, a select or a function literal around it is not followed.
func (c *checker) guardsAreState(body *ast.BlockStmt, node ast.Node, seen map[*types.Var]bool) (int, bool) {
	path := c.pathTo(node)
	within := func(n ast.Node) bool { return n != nil && n.Pos() <= node.Pos() && node.End() <= n.End() }
	guards := 0
	for _, n := range path {
		if n == body {
			return guards, true
		}
		switch x := n.(type) {
		case *ast.IfStmt:
			if !within(x.Body) && !within(x.Else) {
				continue // the init statement, or the condition itself
			}
			if !c.isStateValue(body, x.Cond, seen) {
				return guards, false
			}
			guards++
		case *ast.SwitchStmt:
			if !within(x.Body) {
				continue
			}
			if x.Tag != nil && !c.isStateValue(body, x.Tag, seen) {
				return guards, false
			}
			for _, cl := range x.Body.List {
				for _, e := range cl.(*ast.CaseClause).List {
					if !c.isStateValue(body, e, seen) {
						return guards, false
					}
				}
			}
			guards++
		case *ast.ForStmt, *ast.RangeStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.FuncLit:
			return guards, false
		}
	}
	return guards, false
}

// isStateValue reports whether e is a value of the server's own state: constants, the server's
// state as isServerStateExpr takes it, local variables every assignment of which in body is
// one, fields, operators and conversions of them, calls of pure functions (callIsNoIO) given
// them and contexts of the server (isContextOf), and lookups in a table the package never changes (isConstTable) with such a key.
func (c *checker) isStateValue(body *ast.BlockStmt, e ast.Expr, seen map[*types.Var]bool) bool {
	info := c.pass.TypesInfo
	if e == zeroValue {
		return true
	}
	if tv, ok := info.Types[e]; ok && (tv.Value != nil || tv.IsNil()) {
		return true
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return x.Op != token.ARROW && x.Op != token.AND && c.isStateValue(body, x.X, seen)
	case *ast.BinaryExpr:
		return c.isStateValue(body, x.X, seen) && c.isStateValue(body, x.Y, seen)
	case *ast.TypeAssertExpr:
		return c.isStateValue(body, x.X, seen)
	case *ast.SelectorExpr:
		if s := info.Selections[x]; s != nil {
			return s.Kind() == types.FieldVal && c.isSetAtStart(s.Obj().(*types.Var)) && c.isStateValue(body, x.X, seen)
		}
		return c.isServerStateExpr(x)
	case *ast.IndexExpr:
		if _, isMap := info.TypeOf(x.X).Underlying().(*types.Map); isMap {
			id, ok := ast.Unparen(x.X).(*ast.Ident)
			v, _ := info.Uses[id].(*types.Var)
			return ok && v != nil && c.isConstTable(v) && c.isStateValue(body, x.Index, seen)
		}
		return c.isStateValue(body, x.X, seen) && c.isStateValue(body, x.Index, seen)
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; !ok || !(tv.IsType() || tv.IsBuiltin()) {
			fn := mcpsdk.Callee(info, x)
			if fn == nil || !c.callIsNoIO(x, fn) {
				return false
			}
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && fn.Type().(*types.Signature).Recv() != nil &&
				!c.isStateValue(body, sel.X, seen) {
				return false
			}
		}
		for _, a := range x.Args {
			if mcpsdk.IsContext(info.TypeOf(a)) {
				if !c.isContextOf(body, a, map[*types.Var]bool{}) {
					return false
				}
			} else if !c.isStateValue(body, a, seen) {
				return false
			}
		}
		return true
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok {
			return false
		}
		if c.isServerStateExpr(x) {
			return true
		}
		if r, ok := seen[v]; ok {
			return r // judged, or being judged: a cycle of assignments adds nothing judged elsewhere
		}
		seen[v] = true
		as, ok := c.localAssigns(body)[v]
		r := ok // not ok: a parameter, or a variable declared outside body
		for _, a := range as {
			r = r && a.value != nil && c.isStateValue(body, a.value, seen)
			if r {
				_, r = c.guardsAreState(body, a.at, seen) // an assignment made on a condition of data is data
			}
		}
		seen[v] = r
		return r
	}
	return false
}

// localAssign is one assignment of a local variable: the value (nil when not known) and the
// node that makes it, whose conditions are the assignment's.
type localAssign struct {
	value ast.Expr
	at    ast.Node
}

// zeroValue stands for the value of `var v T` in localAssigns: a constant.
var zeroValue ast.Expr = &ast.BasicLit{Kind: token.INT, Value: "0"}

// localAssigns returns, per variable declared in body (also in its literals), the expressions
// assigned to it: the value, or for `v, ok := m[k]` (or f(), x.(T)) the one right-hand side; nil
// where the value is not known (a range, &v handed on, a pointer method called on v). A `var v T` without a value is its zero
// value, a constant.
func (c *checker) localAssigns(body *ast.BlockStmt) map[*types.Var][]localAssign {
	if m, ok := c.localCache[body]; ok {
		return m
	}
	info := c.pass.TypesInfo
	m := map[*types.Var][]localAssign{}
	var at ast.Node
	add := func(l ast.Expr, r ast.Expr) {
		if id, ok := ast.Unparen(l).(*ast.Ident); ok {
			if v, ok := info.ObjectOf(id).(*types.Var); ok {
				m[v] = append(m[v], localAssign{value: r, at: at})
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if n != nil {
			at = n
		}
		switch x := n.(type) {
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				switch {
				case len(x.Lhs) == len(x.Rhs):
					add(l, x.Rhs[i])
				case len(x.Rhs) == 1:
					add(l, x.Rhs[0])
				default:
					add(l, nil)
				}
			}
		case *ast.ValueSpec:
			for i, name := range x.Names {
				switch {
				case len(x.Values) == 0:
					add(name, zeroValue)
				case len(x.Values) == len(x.Names):
					add(name, x.Values[i])
				default:
					add(name, x.Values[0])
				}
			}
		case *ast.RangeStmt:
			if x.Key != nil {
				add(x.Key, nil)
			}
			if x.Value != nil {
				add(x.Value, nil)
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				add(x.X, nil)
			}
		case *ast.SelectorExpr:
			if takesAddress(info, x) {
				add(x.X, nil)
			}
		}
		return true
	})
	c.localCache[body] = m
	return m
}

// isConstTable reports whether v is an unexported package-level map of this package that the
// package only reads: every use of it is a lookup that is not assigned to, a range over it or
// len. Such a table is the server's configuration, written in its source.
func (c *checker) isConstTable(v *types.Var) bool {
	if v.Pkg() != c.pass.Pkg || v.Parent() != v.Pkg().Scope() || v.Exported() {
		return false
	}
	if _, isMap := v.Type().Underlying().(*types.Map); !isMap {
		return false
	}
	if r, ok := c.constTables[v]; ok {
		return r
	}
	ok := true
	for _, f := range c.pass.Files {
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return false
			}
			if id, isID := n.(*ast.Ident); isID && c.pass.TypesInfo.Uses[id] == v && ok {
				ok = isReadOnlyUse(id, stack)
			}
			stack = append(stack, n)
			return ok
		})
	}
	c.constTables[v] = ok
	return ok
}

// isReadOnlyUse reports whether the use id of a map, under the nodes of stack (outermost
// first), only reads it: m[k] not assigned to, incremented or taken the address of; range m;
// len(m).
func isReadOnlyUse(id *ast.Ident, stack []ast.Node) bool {
	if len(stack) == 0 {
		return false
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.IndexExpr:
		if p.X != id || len(stack) < 2 {
			return false
		}
		switch g := stack[len(stack)-2].(type) {
		case *ast.AssignStmt:
			for _, l := range g.Lhs {
				if l == p {
					return false
				}
			}
		case *ast.IncDecStmt:
			return false
		case *ast.UnaryExpr:
			return g.Op != token.AND
		}
		return true
	case *ast.RangeStmt:
		return p.X == id
	case *ast.CallExpr:
		fn, ok := ast.Unparen(p.Fun).(*ast.Ident)
		return ok && fn.Name == "len" && len(p.Args) == 1
	}
	return false
}

// isSetAtStart reports whether a package-level variable or a struct field of this package is
// written only where the server is set up: no assignment, increment, range assignment or
// address taken of it (or of an element or field of it, also by calling a pointer method on it:
// takesAddress) in this package, outside the init functions and main but for the tool handlers
// they register, so a value read from it is what the server was built with, not data a tool
// call stored (a slice of todos a tool appends to). A variable or field of another package is
// taken as set at start-up: only its package could tell.
func (c *checker) isSetAtStart(v *types.Var) bool {
	if v.Pkg() != c.pass.Pkg {
		return true
	}
	if c.written == nil {
		c.written = map[*types.Var]bool{}
		for _, f := range c.pass.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Recv != nil || (fd.Name.Name != "init" && (fd.Name.Name != "main" || c.pass.Pkg.Name() != "main")) {
					c.markWrites(d)
					continue
				}
				ast.Inspect(fd.Body, func(n ast.Node) bool { // start-up, but for the handlers it registers
					if _, isLit := n.(*ast.FuncLit); isLit && c.isHandlerNode(n) {
						c.markWrites(n)
						return false
					}
					return true
				})
			}
		}
	}
	return !c.written[v]
}

// markWrites marks the variables and fields n writes (markWritten).
func (c *checker) markWrites(n ast.Node) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			if x.Tok != token.DEFINE {
				for _, l := range x.Lhs {
					c.markWritten(l)
				}
			}
		case *ast.IncDecStmt:
			c.markWritten(x.X)
		case *ast.RangeStmt:
			if x.Tok == token.ASSIGN {
				c.markWritten(x.Key)
				c.markWritten(x.Value)
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				c.markWritten(x.X)
			}
		case *ast.SelectorExpr:
			if takesAddress(c.pass.TypesInfo, x) {
				c.markWritten(x.X)
			}
		}
		return true
	})
}

// takesAddress reports whether sel is a pointer method of an operand that is no pointer
// (l.push(x) with func (l *list) push): Go takes &l without a `&` written, and the method may
// write through it (*l = append(*l, x)).
func takesAddress(info *types.Info, sel *ast.SelectorExpr) bool {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return false
	}
	_, ptrMethod := s.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer)
	_, ptrOperand := s.Recv().Underlying().(*types.Pointer)
	return ptrMethod && !ptrOperand
}

// markWritten marks the variables and fields along an expression that is written (x.f[i].g:
// g, f and x).
func (c *checker) markWritten(e ast.Expr) {
	for e != nil {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := c.pass.TypesInfo.ObjectOf(x).(*types.Var); ok {
				c.written[v] = true
			}
			return
		case *ast.SelectorExpr:
			if v, ok := c.pass.TypesInfo.ObjectOf(x.Sel).(*types.Var); ok {
				c.written[v] = true
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return
		}
	}
}
