package panicleak

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A slice bound or an index counted back from a value's length (t[len(t)-6:], s[len(s)-1]) is
// negative when the value is shorter, and a constant slice bound (id[:8]) is past its end: both
// panic when a client sends a short text or an empty list. Such a bound is left alone when
// something in front of it shows the value long enough: a condition it stands in, an if before
// it whose block leaves, the left side of the && it stands right of, a loop's condition, or a
// case of a switch with no tag, comparing the length with a constant at least that bound (or
// the value with a text that long, or "" for one), or finding a constant that long in it
// (strings.HasPrefix, HasSuffix, Contains), or one longer where the value starts or ends with a
// constant and is not that constant (ifs leaving on `!strings.HasPrefix(p, "~")` and on `p ==
// "~"`). A value cut from another (`h := hex[1:]` after `if len(hex) != 7 { return nil }`) is
// as long as that one less the cut; one assigned anything else is known nothing of before the
// assignment. A slice that strings.Split filled always has an
// element, so its [len(s)-1] is fine.

// shortBound returns the bound of x (one of bounds) that needs x at least some length nothing
// shows, and the input x is derived from; nil when there is none.
func (b *bodyScan) shortBound(x ast.Expr, bounds []ast.Expr, index bool, stack []ast.Node) (ast.Expr, mask) {
	info := b.c.pass.TypesInfo
	t := info.TypeOf(x)
	if t == nil || !isTextOrSlice(t) {
		return nil, 0
	}
	key := types.ExprString(ast.Unparen(x))
	var worst ast.Expr
	var need int64
	for _, e := range bounds {
		if e == nil {
			continue
		}
		n, ok := backFromLen(info, e, key)
		if !ok && !index {
			n, ok = intConst(info, e)
		}
		if ok && n > need {
			worst, need = e, n
		}
	}
	if worst == nil {
		return nil, 0
	}
	m := b.strictFlow().of(x)
	if m == 0 || longEnough(info, stack, key, need) {
		return nil, 0
	}
	return worst, m
}

// shortDesc describes the panic source a shortBound bound is.
func shortDesc(info *types.Info, x, bound ast.Expr, index bool) string {
	what := "slice"
	if t := info.TypeOf(x); t != nil {
		if u, ok := t.Underlying().(*types.Basic); ok && u.Info()&types.IsString != 0 {
			what = "text"
		}
	}
	kind := "slice bound"
	if index {
		kind = "index"
	}
	return fmt.Sprintf("%s %s of argument-derived %s with no length check", kind, types.ExprString(bound), what)
}

// isTextOrSlice reports whether t is a string or a slice: of a fixed length, an array's
// constant bounds are checked when the program is compiled.
func isTextOrSlice(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return true
	case *types.Basic:
		return u.Info()&types.IsString != 0
	}
	return false
}

// backFromLen returns k for a bound len(x)-k with k a positive constant and x the value key.
func backFromLen(info *types.Info, e ast.Expr, key string) (int64, bool) {
	sub, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || sub.Op != token.SUB || lenOf(info, sub.X) != key {
		return 0, false
	}
	k, ok := intConst(info, sub.Y)
	return k, ok && k > 0
}

// lenOf returns the value (as written) whose length e is: len(x) or utf8.RuneCountInString(x),
// which is never more than its length in bytes; "" when e is neither.
func lenOf(info *types.Info, e ast.Expr) string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return ""
	}
	if isBuiltin(info, call, "len") || mcpsdk.IsSDKFunc(mcpsdk.Callee(info, call), "unicode/utf8", "RuneCountInString") {
		return types.ExprString(ast.Unparen(call.Args[0]))
	}
	return ""
}

// longEnough reports whether what stands in front of the last node of stack shows the value
// key at least n long.
func longEnough(info *types.Info, stack []ast.Node, key string, n int64) bool {
	for i := len(stack) - 2; i >= 0; i-- {
		child := stack[i+1]
		switch p := stack[i].(type) {
		case *ast.BinaryExpr:
			if child == p.Y && (p.Op == token.LAND || p.Op == token.LOR) && minLen(info, p.X, p.Op == token.LAND, key) >= n {
				return true // len(t) >= 6 && t[len(t)-6:] == "+00:00"
			}
		case *ast.ForStmt:
			if child == p.Body && p.Cond != nil && minLen(info, p.Cond, true, key) >= n {
				return true
			}
		case *ast.CaseClause:
			if i < 2 || len(p.List) == 0 {
				continue
			}
			if sw, ok := stack[i-2].(*ast.SwitchStmt); ok && sw.Tag == nil {
				least := minLen(info, p.List[0], true, key)
				for _, e := range p.List[1:] {
					least = min(least, minLen(info, e, true, key))
				}
				if least >= n {
					return true
				}
			}
		case *ast.FuncLit:
			return false
		}
	}
	found := false
	var prefixes, others []string // of key, by the conditions met so far (see textFacts)
	dominating(stack, func(d before) bool {
		if d.cond != nil && minLen(info, d.cond, d.holds, key) >= n {
			found = true
			return false
		}
		if d.cond != nil {
			p, o := textFacts(info, d.cond, d.holds, key)
			prefixes, others = append(prefixes, p...), append(others, o...)
			for _, p := range prefixes {
				if int64(len(p))+1 >= n && slices.Contains(others, p) {
					found = true // it starts with "~" and is not "~": it is longer than "~"
					return false
				}
			}
		}
		if as, ok := d.stmt.(*ast.AssignStmt); ok && d.cond == nil && len(as.Lhs) == 1 && len(as.Rhs) == 1 && types.ExprString(as.Lhs[0]) == key {
			// h := hex[1:]: h is as long as what holds of hex before, less 1.
			sl, ok := ast.Unparen(as.Rhs[0]).(*ast.SliceExpr)
			if !ok || sl.High != nil || sl.Slice3 {
				return false // assigned something else: what holds before says nothing of it
			}
			var lo int64
			if sl.Low != nil {
				if lo, ok = intConst(info, sl.Low); !ok {
					return false
				}
			}
			key, n = types.ExprString(ast.Unparen(sl.X)), n+lo
			prefixes, others = nil, nil
		}
		return true
	})
	return found
}

// minLen returns the length that cond being holds shows the value key to have at least.
func minLen(info *types.Info, cond ast.Expr, holds bool, key string) int64 {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return minLen(info, c.X, !holds, key)
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			x, y := minLen(info, c.X, holds, key), minLen(info, c.Y, holds, key)
			if (c.Op == token.LAND) == holds {
				return max(x, y) // both sides hold (or both fail)
			}
			return min(x, y) // one of them does
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			return comparedLen(info, c, holds, key)
		}
	case *ast.CallExpr:
		if holds {
			return foundIn(info, c, key)
		}
	}
	return 0
}

// comparedLen is minLen of a comparison: of len(x) with a constant, or of x with a constant
// text.
func comparedLen(info *types.Info, c *ast.BinaryExpr, holds bool, key string) int64 {
	x, y, op := ast.Unparen(c.X), ast.Unparen(c.Y), c.Op
	if _, isConst := constOf(info, x); isConst {
		x, y, op = y, x, swapped(op)
	}
	k, ok := constOf(info, y)
	if !ok {
		return 0
	}
	if !holds {
		op = negate(op)
	}
	if k.Kind() == constant.String {
		if types.ExprString(x) != key {
			return 0
		}
		s := constant.StringVal(k)
		switch {
		case op == token.EQL:
			return int64(len(s))
		case op == token.NEQ && s == "":
			return 1
		}
		return 0
	}
	n, exact := constant.Int64Val(constant.ToInt(k))
	if !exact || lenOf(info, x) != key {
		return 0
	}
	switch op {
	case token.GTR:
		return n + 1
	case token.GEQ, token.EQL:
		return n
	case token.NEQ:
		if n == 0 {
			return 1
		}
	}
	return 0
}

// textFacts returns the constant texts that cond being holds shows the value key to start or
// end with (strings.HasPrefix, HasSuffix), and those it shows key is not (key != "~"): of
// both sides of && that holds and of || that does not. A value that starts or ends with a text
// and is not that text is longer than it.
func textFacts(info *types.Info, cond ast.Expr, holds bool, key string) (affixes, others []string) {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return textFacts(info, c.X, !holds, key)
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			if (c.Op == token.LAND) == holds {
				a1, o1 := textFacts(info, c.X, holds, key)
				a2, o2 := textFacts(info, c.Y, holds, key)
				return append(a1, a2...), append(o1, o2...)
			}
		case token.EQL, token.NEQ:
			if (c.Op == token.NEQ) != holds {
				return nil, nil
			}
			x, y := ast.Unparen(c.X), ast.Unparen(c.Y)
			if _, isConst := constOf(info, x); isConst {
				x, y = y, x
			}
			if k, ok := constOf(info, y); ok && k.Kind() == constant.String && types.ExprString(x) == key {
				return nil, []string{constant.StringVal(k)}
			}
		}
	case *ast.CallExpr:
		fn := mcpsdk.Callee(info, c)
		if !holds || fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(c.Args) != 2 ||
			(fn.Name() != "HasPrefix" && fn.Name() != "HasSuffix") || types.ExprString(ast.Unparen(c.Args[0])) != key {
			return nil, nil
		}
		if k, ok := constOf(info, c.Args[1]); ok && k.Kind() == constant.String {
			return []string{constant.StringVal(k)}, nil
		}
	}
	return nil, nil
}

// swapped returns the comparison that holds with its operands the other way round.
func swapped(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}

// foundIn is minLen of a strings or bytes call that finds a constant in the value key:
// HasPrefix, HasSuffix and Contains show it at least as long as the constant, ContainsAny and
// ContainsRune one long.
func foundIn(info *types.Info, call *ast.CallExpr, key string) int64 {
	fn := mcpsdk.Callee(info, call)
	if fn == nil || fn.Pkg() == nil || (fn.Pkg().Path() != "strings" && fn.Pkg().Path() != "bytes") || len(call.Args) != 2 {
		return 0
	}
	if types.ExprString(ast.Unparen(call.Args[0])) != key {
		return 0
	}
	switch fn.Name() {
	case "ContainsAny", "ContainsRune":
		return 1
	case "HasPrefix", "HasSuffix", "Contains":
		if k, ok := constOf(info, call.Args[1]); ok && k.Kind() == constant.String {
			return int64(len(constant.StringVal(k)))
		}
	}
	return 0
}

// splitFilled reports whether x is a variable strings.Split or SplitAfter filled: never empty.
func splitFilled(info *types.Info, splits map[types.Object]*ast.CallExpr, x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	call := splits[info.ObjectOf(id)]
	if call == nil {
		return false
	}
	name := mcpsdk.Callee(info, call).Name()
	return name == "Split" || name == "SplitAfter"
}
