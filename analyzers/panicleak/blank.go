package panicleak

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// strings.Fields of a blank text has no element, so its [0] panics on "" and "  "; of a text
// known not to be blank it has one. A text s is known not blank where the call stands when a
// condition in front of it (an if that leaves, or one the call stands in) refuses
// strings.TrimSpace(s) == "" (len(...) == 0, lowered or not), or refuses s == "" after s was last
// assigned a TrimSpace (`query = strings.ToLower(strings.TrimSpace(query))`): TrimSpace and
// Fields agree on what a space is, and changing case makes no space. Nothing may assign s after
// that condition.

// nonBlank reports whether the text arg given to strings.Fields where stack ends is known not
// to be blank.
func (b *bodyScan) nonBlank(arg ast.Expr, stack []ast.Node) bool {
	info := b.c.pass.TypesInfo
	root, _ := unwrapText(info, arg)
	v := localVar(info, root)
	if v == nil {
		return false
	}
	guard, safe := false, false
	dominating(stack, func(d before) bool {
		if d.cond != nil && !guard {
			if k := blankTest(info, d.cond, d.holds, v); k != 0 && !b.writtenAfter(v, d.cond.Pos()) {
				if k == 2 {
					safe = true
					return false
				}
				guard = true // s is not "": where did its value come from?
				if ifs, ok := d.stmt.(*ast.IfStmt); ok && ifs.Init != nil {
					ws, ok := writes(info, ifs.Init, v)
					return ok && len(ws) == 0 // an if of its own init: not looked into
				}
				return true
			}
		}
		if d.stmt == nil || !guard {
			return true
		}
		ws, ok := writes(info, d.stmt, v)
		if !ok || len(ws) > 1 {
			return false
		}
		if len(ws) == 1 {
			// the assignment that reaches the guard: a whole statement, not one inside an if
			_, trimmed := unwrapText(info, ws[0].rhs)
			safe = ws[0].rhs != nil && !ws[0].lit && isPlainAssign(d.stmt) && trimmed
			return false
		}
		return true
	})
	return safe
}

// isPlainAssign reports whether st is an assignment or a var declaration itself.
func isPlainAssign(st ast.Stmt) bool {
	switch x := st.(type) {
	case *ast.AssignStmt:
		return true
	case *ast.DeclStmt:
		g, ok := x.Decl.(*ast.GenDecl)
		return ok && g.Tok == token.VAR
	}
	return false
}

// unwrapText returns the text under calls of strings.TrimSpace, ToLower, ToUpper and ToTitle,
// none of which makes a blank text of one that is not, and whether one of them trims.
func unwrapText(info *types.Info, e ast.Expr) (ast.Expr, bool) {
	trimmed := false
	for e != nil {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			break
		}
		fn := mcpsdk.Callee(info, call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
			break
		}
		switch fn.Name() {
		case "TrimSpace":
			trimmed = true
		case "ToLower", "ToUpper", "ToTitle":
		default:
			return e, trimmed
		}
		e = call.Args[0]
	}
	return e, trimmed
}

// blankTest tells what cond being holds says of v: 2 when strings.TrimSpace(v) is not empty,
// 1 when v is not empty, 0 when neither.
func blankTest(info *types.Info, cond ast.Expr, holds bool, v types.Object) int {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return blankTest(info, c.X, !holds, v)
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			if (c.Op == token.LAND) == holds {
				return max(blankTest(info, c.X, holds, v), blankTest(info, c.Y, holds, v))
			}
			return 0
		}
		text, ok := notEmptyWhen(info, c, holds)
		if !ok {
			return 0
		}
		root, trimmed := unwrapText(info, text)
		if localVar(info, root) != v {
			return 0
		}
		if trimmed {
			return 2
		}
		return 1
	}
	return 0
}

// notEmptyWhen returns the text that a comparison with "" or of its length with 0 or 1 shows
// not empty when the comparison's result is holds.
func notEmptyWhen(info *types.Info, c *ast.BinaryExpr, holds bool) (ast.Expr, bool) {
	x, y, op := ast.Unparen(c.X), ast.Unparen(c.Y), c.Op
	if _, isConst := constOf(info, x); isConst {
		x, y, op = y, x, swapped(op) // 0 < len(s) is len(s) > 0
	}
	k, ok := constOf(info, y)
	if !ok {
		return nil, false
	}
	if k.Kind() == constant.String {
		if constant.StringVal(k) != "" {
			return nil, false
		}
		switch {
		case op == token.EQL && !holds, op == token.NEQ && holds:
			return x, true
		}
		return nil, false
	}
	call, ok := x.(*ast.CallExpr)
	n, exact := constant.Int64Val(constant.ToInt(k))
	if !ok || !exact || !isBuiltin(info, call, "len") || len(call.Args) != 1 {
		return nil, false
	}
	if !holds {
		op = negate(op)
	}
	// len(s) op n must leave no room for 0.
	switch {
	case op == token.NEQ && n == 0, op == token.GTR && n >= 0, op == token.GEQ && n >= 1, op == token.EQL && n >= 1:
		return call.Args[0], true
	}
	return nil, false
}

// negate returns the comparison that holds when op does not.
func negate(op token.Token) token.Token {
	switch op {
	case token.EQL:
		return token.NEQ
	case token.NEQ:
		return token.EQL
	case token.LSS:
		return token.GEQ
	case token.GEQ:
		return token.LSS
	case token.GTR:
		return token.LEQ
	case token.LEQ:
		return token.GTR
	}
	return token.ILLEGAL
}

// constOf returns e's constant value.
func constOf(info *types.Info, e ast.Expr) (constant.Value, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return nil, false
	}
	return tv.Value, true
}
