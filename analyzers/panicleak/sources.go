package panicleak

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// source is one place that can panic.
type source struct {
	node   ast.Node
	desc   string // "unchecked type assertion on a tool argument"
	assert *ast.TypeAssertExpr
	arg    bool          // derived from the tool's arguments
	callee *mayPanicFact // for a call of a function that can panic: where it panics
}

// directSources lists the panic sources in a function body, not descending into function
// literals (they run elsewhere, or are handlers of their own). in says which variables carry
// tool input: Must* calls and strings.Split indexes are sources only on input.
func directSources(info *types.Info, body *ast.BlockStmt, in *inputs) []source {
	checked := map[*ast.TypeAssertExpr]bool{}
	splits := map[types.Object]string{} // variable -> the strings function that filled it
	lenChecked := map[types.Object]bool{}
	rangeKey := map[types.Object]types.Object{} // the key of `for i := range xs` -> xs
	guards := guardedAsserts(info, body)
	var strict *inputs // computed at the first type assertion: most bodies have none
	inspectNoLits(body, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.AssignStmt:
			if len(x.Lhs) == 2 && len(x.Rhs) == 1 {
				if ta, ok := ast.Unparen(x.Rhs[0]).(*ast.TypeAssertExpr); ok {
					checked[ta] = true
				}
			}
			if len(x.Lhs) == 1 && len(x.Rhs) == 1 {
				if id, ok := x.Lhs[0].(*ast.Ident); ok && info.ObjectOf(id) != nil {
					if name := splitName(info, x.Rhs[0], in); name != "" {
						splits[info.ObjectOf(id)] = name
					}
				}
			}
		case *ast.ValueSpec:
			if len(x.Names) == 2 && len(x.Values) == 1 {
				if ta, ok := ast.Unparen(x.Values[0]).(*ast.TypeAssertExpr); ok {
					checked[ta] = true
				}
			}
			if len(x.Names) == 1 && len(x.Values) == 1 {
				if obj := info.ObjectOf(x.Names[0]); obj != nil {
					if name := splitName(info, x.Values[0], in); name != "" {
						splits[obj] = name
					}
				}
			}
		case *ast.CallExpr:
			if isBuiltin(info, x, "len") && len(x.Args) == 1 {
				if id, ok := ast.Unparen(x.Args[0]).(*ast.Ident); ok && info.ObjectOf(id) != nil {
					lenChecked[info.ObjectOf(id)] = true
				}
			}
		case *ast.RangeStmt:
			key, ok := x.Key.(*ast.Ident)
			xs, ok2 := ast.Unparen(x.X).(*ast.Ident)
			if ok && ok2 && info.ObjectOf(key) != nil && info.ObjectOf(xs) != nil {
				rangeKey[info.ObjectOf(key)] = info.ObjectOf(xs)
			}
		}
	})
	var out []source
	inspectNoLits(body, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.TypeAssertExpr:
			if x.Type == nil || checked[x] {
				return // a type switch guard, or the comma-ok form
			}
			if strict == nil {
				strict = in.strictOf(body)
			}
			if !strict.has(x.X) {
				return // not tool input: an invariant of the server's own data
			}
			if g, ok := guards[assertKey(info, x)]; ok && g[0] < x.Pos() && x.End() <= g[1] {
				return // the same assertion was checked above, returning when it failed
			}
			arg := isArgumentDerived(info, x.X)
			desc := "unchecked type assertion"
			if arg {
				desc += " on a tool argument"
			}
			out = append(out, source{node: x, desc: desc, assert: x, arg: arg})
		case *ast.CallExpr:
			if isBuiltin(info, x, "panic") {
				out = append(out, source{node: x, desc: "explicit panic"})
				return
			}
			if fn := mcpsdk.Callee(info, x); fn != nil && strings.HasPrefix(fn.Name(), "Must") && hasNonConstArg(info, x) && in.callReads(x) {
				name := fn.Name()
				if fn.Pkg() != nil {
					name = fn.Pkg().Name() + "." + name
				}
				out = append(out, source{node: x, desc: name + " on argument-derived input"})
			}
		case *ast.IndexExpr:
			// Split, SplitN (n != 0) and SplitAfter return at least one element; Fields
			// returns none for a blank string.
			if name := splitName(info, x.X, in); name != "" {
				if name == "Fields" || !isZero(info, x.Index) {
					out = append(out, source{node: x, desc: "index into a strings." + name + " result without a length check"})
				}
				return
			}
			id, ok := ast.Unparen(x.X).(*ast.Ident)
			if !ok {
				return
			}
			obj := info.ObjectOf(id)
			name := splits[obj]
			if obj == nil || name == "" || lenChecked[obj] || (name != "Fields" && isZero(info, x.Index)) {
				return
			}
			if k, ok := ast.Unparen(x.Index).(*ast.Ident); ok && rangeKey[info.ObjectOf(k)] == obj {
				return // the key of a range over the same slice is in bounds
			}
			out = append(out, source{node: x, desc: "index into a strings." + name + " result without a length check"})
		}
	})
	return out
}

// isZero reports whether e is the constant 0.
func isZero(info *types.Info, e ast.Expr) bool {
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		i, ok := constant.Int64Val(tv.Value)
		return ok && i == 0
	}
	return false
}

// inspectNoLits calls f for every node under root, skipping function literals.
func inspectNoLits(root ast.Node, f func(ast.Node)) {
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		f(n)
		return true
	})
}

// isBuiltin reports whether call calls the builtin name.
func isBuiltin(info *types.Info, call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// hasNonConstArg reports whether some argument of call is not a constant.
func hasNonConstArg(info *types.Info, call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if tv, ok := info.Types[a]; !ok || tv.Value == nil {
			return true
		}
	}
	return false
}

// splitName returns the name of the strings function e calls to split input, or "".
func splitName(info *types.Info, e ast.Expr, in *inputs) string {
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(c.Args) == 0 || !in.has(c.Args[0]) {
		return ""
	}
	fn := mcpsdk.Callee(info, c)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
		return ""
	}
	switch fn.Name() {
	case "Split", "SplitN", "SplitAfter", "Fields":
		return fn.Name()
	}
	return ""
}

// isArgumentDerived reports whether e reads the tool's arguments: Params.Arguments,
// GetArguments(), or an index into a map[string]any.
func isArgumentDerived(info *types.Info, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SelectorExpr:
			if x.Sel.Name == "Arguments" || x.Sel.Name == "GetArguments" {
				found = true
			}
		case *ast.IndexExpr:
			if m, ok := types.Unalias(info.TypeOf(x.X)).Underlying().(*types.Map); ok {
				if b, ok := m.Key().Underlying().(*types.Basic); ok && b.Kind() == types.String {
					if it, ok := m.Elem().Underlying().(*types.Interface); ok && it.Empty() {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// hasDeferredRecover reports whether a handler body defers a function that calls recover:
// a literal, or a named function for which recovers is true (defer recoverPanic(&err)).
func hasDeferredRecover(info *types.Info, body *ast.BlockStmt, recovers func(*types.Func) bool) bool {
	for _, st := range body.List {
		d, ok := st.(*ast.DeferStmt)
		if !ok {
			continue
		}
		if lit, ok := ast.Unparen(d.Call.Fun).(*ast.FuncLit); ok && containsRecover(info, lit.Body) {
			return true
		}
		if fn := mcpsdk.Callee(info, d.Call); fn != nil && recovers(fn) {
			return true
		}
		if isBuiltin(info, d.Call, "recover") {
			return true
		}
	}
	return false
}

// containsRecover reports whether n calls the builtin recover.
func containsRecover(info *types.Info, n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && isBuiltin(info, c, "recover") {
			found = true
		}
		return !found
	})
	return found
}

// guardedAsserts finds the comma-ok assertions whose failure leaves the function:
// `if _, ok := x.(T); !ok { return ... }`, or `v, ok := x.(T)` followed by that if. It maps
// each assertion's key (see assertKey) to the span, from the end of that if to the end of its
// block, in which x.(T) cannot fail.
func guardedAsserts(info *types.Info, body *ast.BlockStmt) map[string][2]token.Pos {
	out := map[string][2]token.Pos{}
	guard := func(as *ast.AssignStmt, ifs *ast.IfStmt, end token.Pos) {
		if len(as.Lhs) != 2 || len(as.Rhs) != 1 || !leaves(ifs.Body) || ifs.Else != nil {
			return
		}
		ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		okID, ok2 := as.Lhs[1].(*ast.Ident)
		not, ok3 := ast.Unparen(ifs.Cond).(*ast.UnaryExpr)
		if !ok || !ok2 || !ok3 || ta.Type == nil || not.Op != token.NOT {
			return
		}
		if id, ok := ast.Unparen(not.X).(*ast.Ident); !ok || info.ObjectOf(id) == nil || info.ObjectOf(id) != info.ObjectOf(okID) {
			return
		}
		if k := assertKey(info, ta); k != "" {
			if span, seen := out[k]; !seen || ifs.End() < span[0] {
				out[k] = [2]token.Pos{ifs.End(), end}
			}
		}
	}
	inspectNoLits(body, func(n ast.Node) {
		blk, ok := n.(*ast.BlockStmt)
		if !ok {
			return
		}
		for i, st := range blk.List {
			ifs, ok := st.(*ast.IfStmt)
			if !ok {
				continue
			}
			if as, ok := ifs.Init.(*ast.AssignStmt); ok {
				guard(as, ifs, blk.End())
			} else if as, ok := prev(blk.List, i).(*ast.AssignStmt); ok && ifs.Init == nil {
				guard(as, ifs, blk.End())
			}
		}
	})
	return out
}

// prev returns the statement before list[i], or nil.
func prev(list []ast.Stmt, i int) ast.Stmt {
	if i == 0 {
		return nil
	}
	return list[i-1]
}

// assertKey identifies an assertion by its operand and type, as written.
func assertKey(info *types.Info, ta *ast.TypeAssertExpr) string {
	t := info.TypeOf(ta.Type)
	if t == nil {
		return ""
	}
	return types.ExprString(ta.X) + ".(" + t.String() + ")"
}

// leaves reports whether a block ends by leaving the function: a return or a panic.
func leaves(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	switch st := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if c, ok := st.X.(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(c.Fun).(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}
