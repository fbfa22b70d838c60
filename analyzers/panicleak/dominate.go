package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"
)

// What holds where a statement runs, for the rules that need more than "compared somewhere":
// a clamp's `return value` after `if value < low { return low }` returns at least low, and
// strings.Fields of a text that `if query == "" { return nil }` refused and TrimSpace trimmed
// has a first element. Both read the statements that run before the node on every path to it
// (dominating) and ask that nothing writes the variable afterwards (writes).

// before is one thing that runs, or holds, on every path to a node: a statement that comes
// before it in an enclosing list (stmt), and a condition (cond) known true (holds) or false
// there: that of an if the node stands in, or of a preceding if whose block leaves.
type before struct {
	stmt  ast.Stmt
	cond  ast.Expr
	holds bool
}

// dominating calls f for what runs or holds before the last node of stack (root first), the
// nearest first, until f returns false. It stops at a function literal.
func dominating(stack []ast.Node, f func(before) bool) {
	for i := len(stack) - 2; i >= 0; i-- {
		child := stack[i+1]
		var list []ast.Stmt
		switch p := stack[i].(type) {
		case *ast.BlockStmt:
			list = p.List
		case *ast.CaseClause:
			list = p.Body
		case *ast.CommClause:
			list = p.Body
		case *ast.IfStmt:
			if child != p.Body && child != p.Else {
				continue
			}
			if !f(before{cond: p.Cond, holds: child == p.Body}) {
				return
			}
			if p.Init != nil && !f(before{stmt: p.Init}) {
				return
			}
			continue
		case *ast.FuncLit:
			return
		default:
			continue
		}
		at := -1
		for j, st := range list {
			if st == child {
				at = j
			}
		}
		for j := at - 1; j >= 0; j-- {
			b := before{stmt: list[j]}
			if ifs, ok := list[j].(*ast.IfStmt); ok && settles(ifs.Body) {
				b.cond = ifs.Cond // the if ran and its block left unless the condition was false
			}
			if !f(b) {
				return
			}
		}
	}
}

// atLeast calls f(x, y) for each pair x >= y (or x > y) that cond being holds gives: of a
// comparison, of both sides of && that holds and of || that does not.
func atLeast(cond ast.Expr, holds bool, f func(x, y ast.Expr)) {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			atLeast(c.X, !holds, f)
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND:
			if holds {
				atLeast(c.X, true, f)
				atLeast(c.Y, true, f)
			}
		case token.LOR:
			if !holds {
				atLeast(c.X, false, f)
				atLeast(c.Y, false, f)
			}
		case token.GTR, token.GEQ:
			if holds {
				f(ast.Unparen(c.X), ast.Unparen(c.Y))
			} else {
				f(ast.Unparen(c.Y), ast.Unparen(c.X))
			}
		case token.LSS, token.LEQ:
			if holds {
				f(ast.Unparen(c.Y), ast.Unparen(c.X))
			} else {
				f(ast.Unparen(c.X), ast.Unparen(c.Y))
			}
		}
	}
}

// write is one assignment of a variable: where, and the value for a plain one (v = e, v := e,
// var v = e), nil for any other (v += 1, v++, a range, a call's several results).
type write struct {
	at  token.Pos
	rhs ast.Expr
	lit bool // in a function literal: it may run at any time
}

// writes returns the assignments of v in body, function literals included; false when they
// cannot all be known: its address is taken, or the body has a goto.
func writes(info *types.Info, body ast.Node, v types.Object) ([]write, bool) {
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.ObjectOf(id) == v
	}
	var out []write
	var lits [][2]token.Pos
	ok := true
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			lits = append(lits, [2]token.Pos{x.Pos(), x.End()})
		case *ast.AssignStmt:
			for i, l := range x.Lhs {
				if !is(l) {
					continue
				}
				w := write{at: x.Pos()}
				if (x.Tok == token.ASSIGN || x.Tok == token.DEFINE) && len(x.Lhs) == len(x.Rhs) {
					w.rhs = x.Rhs[i]
				}
				out = append(out, w)
			}
		case *ast.ValueSpec:
			for i, id := range x.Names {
				if info.ObjectOf(id) == v {
					w := write{at: x.Pos()}
					if len(x.Values) == len(x.Names) {
						w.rhs = x.Values[i]
					}
					out = append(out, w)
				}
			}
		case *ast.IncDecStmt:
			if is(x.X) {
				out = append(out, write{at: x.Pos()})
			}
		case *ast.RangeStmt:
			if x.Tok == token.ASSIGN && (is(x.Key) || x.Value != nil && is(x.Value)) {
				out = append(out, write{at: x.Pos()})
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND && is(x.X) {
				ok = false
			}
		case *ast.BranchStmt:
			if x.Tok == token.GOTO {
				ok = false
			}
		}
		return ok
	})
	for i := range out {
		out[i].lit = guarded(lits, posNode(out[i].at))
	}
	return out, ok
}

// posNode is a node of one position, for guarded.
type posNode token.Pos

func (p posNode) Pos() token.Pos { return token.Pos(p) }
func (p posNode) End() token.Pos { return token.Pos(p) }

// writesOf is writes in the scanned body, found once per variable.
func (b *bodyScan) writesOf(v types.Object) ([]write, bool) {
	if w, ok := b.writes[v]; ok {
		return w.ws, w.ok
	}
	ws, ok := writes(b.c.pass.TypesInfo, b.body, v)
	if b.writes == nil {
		b.writes = map[types.Object]knownWrites{}
	}
	b.writes[v] = knownWrites{ws, ok}
	return ws, ok
}

// knownWrites is what writes returned.
type knownWrites struct {
	ws []write
	ok bool
}

// writtenAfter reports whether v may be assigned after pos in the scanned body (or its writes
// are unknown).
func (b *bodyScan) writtenAfter(v types.Object, pos token.Pos) bool {
	ws, ok := b.writesOf(v)
	if !ok {
		return true
	}
	for _, w := range ws {
		if w.at > pos || w.lit {
			return true
		}
	}
	return false
}

// localVar returns the variable of the function that e names, or nil (a package-level
// variable may change between any two statements).
func localVar(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}
