package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A slice bound computed from a client's integer panics when the integer is negative or too
// large, and so does make given it as a length or capacity: `if len(names) > limit { names = names[:limit] }` checks the upper end only, and a
// limit of -1 slices out of range. A bound is left alone when what it is computed from has a
// known lower end: compared with a constant (limit <= 0, page < 1, n >= 0) in the function, or
// anywhere in the package for a field (a validate method of the arguments), or passed to max
// with a constant, or the result of max with one such argument or of min with only such
// arguments (min(len(xs), n) is as low as n), or assigned only from such values, lengths and
// constants, or, after an if whose
// block leaves when it is less than such a value or a length (`if end < start { return }`), for
// the rest of the block when that rest does not assign it.

// unbounded returns the input that a slice bound is derived from through signed integers with
// no known lower end.
func (b *bodyScan) unbounded(e ast.Expr) mask {
	if e == nil {
		return 0
	}
	info := b.c.pass.TypesInfo
	lower := b.lowerChecked()
	var need mask
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			if isLength(info, x) || b.boundedCall(x) {
				return false
			}
			if isBuiltin(info, x, "max") && b.someArgLower(x) {
				return false // max(0, n) is at least 0
			}
			// min(len(xs), n) is as low as n: its arguments are looked at, as are max's
			// when none of them has a known lower end.
		case *ast.Ident, *ast.SelectorExpr:
			ex := x.(ast.Expr)
			if !isSignedInt(info, ex) || b.c.bounded(info, ex, lower) {
				return false
			}
			need |= b.lowNeed(ex, lower, nil)
			return false
		}
		return true
	})
	return need
}

// lowNeed returns the input that can make e low: the flow's for e, less what reaches a local
// only through parts that have a known lower end. With `at := min(line, len(lines))` after a
// check of line and `last := min(len(lines), at+after)`, last is as low as after makes it:
// line, which reaches it through at, cannot make it negative. A local whose every write in the
// body is a plain assignment that explains all its input is followed into those assignments.
func (b *bodyScan) lowNeed(e ast.Expr, lower lowerSet, seen map[types.Object]bool) mask {
	f := b.strictFlow()
	info := b.c.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return 0
	}
	switch x := e.(type) {
	case *ast.Ident:
		if isSignedInt(info, x) && b.c.bounded(info, x, lower) {
			return 0
		}
		v := localVar(info, x)
		if v == nil || seen[v] || b.declaredOutside(v) {
			return f.of(x)
		}
		if _, root := b.roots[v]; root {
			return f.of(x)
		}
		ws, ok := b.writesOf(v)
		if !ok || len(ws) == 0 {
			return f.of(x)
		}
		all := f.of(x)
		var from mask
		for _, w := range ws {
			if w.rhs == nil || w.lit {
				return all
			}
			from |= f.of(w.rhs)
		}
		if all&^from != 0 {
			return all // input that no plain assignment explains
		}
		if seen == nil {
			seen = map[types.Object]bool{}
		}
		seen[v] = true
		var m mask
		for _, w := range ws {
			m |= b.lowNeed(w.rhs, lower, seen)
		}
		delete(seen, v)
		return m & all
	case *ast.SelectorExpr:
		if isSignedInt(info, x) && b.c.bounded(info, x, lower) {
			return 0
		}
	case *ast.BinaryExpr:
		return b.lowNeed(x.X, lower, seen) | b.lowNeed(x.Y, lower, seen)
	case *ast.UnaryExpr:
		return b.lowNeed(x.X, lower, seen)
	case *ast.CallExpr:
		if isLength(info, x) || b.boundedCall(x) {
			return 0
		}
		if isBuiltin(info, x, "max") && b.someArgLower(x) {
			return 0
		}
		if isConversion(info, x) || isBuiltin(info, x, "min") || isBuiltin(info, x, "max") {
			var m mask
			for _, a := range x.Args {
				m |= b.lowNeed(a, lower, seen)
			}
			return m & f.of(x)
		}
	}
	return f.of(e)
}

// declaredOutside reports whether v is declared outside the scanned body (a variable of the
// function a literal stands in), whose writes the body does not show.
func (b *bodyScan) declaredOutside(v *types.Var) bool {
	return v.Pos() < b.body.Pos() || v.Pos() >= b.body.End()
}

// boundArgs is argsOf for a slice bound of a callee: an argument with a known lower end here
// (limit defaulted when <= 0 before the call) gives it no input.
func (b *bodyScan) boundArgs(call *ast.CallExpr, fn *types.Func, need mask) mask {
	info := b.c.pass.TypesInfo
	lower := b.lowerChecked()
	var m mask
	for i, as := range callArgs(info, call, fn) {
		if need&bit(i) == 0 {
			continue
		}
		for _, a := range as {
			if isSignedInt(info, a) && b.c.bounded(info, ast.Unparen(a), lower) {
				continue
			}
			m |= b.strictFlow().of(a)
		}
	}
	return m
}

// isSignedInt reports whether e is a value of a signed integer type that is not constant.
func isSignedInt(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Value != nil || !tv.IsValue() {
		return false
	}
	t, ok := tv.Type.Underlying().(*types.Basic)
	return ok && t.Info()&types.IsInteger != 0 && t.Info()&types.IsUnsigned == 0
}

// isIntegerType reports whether t is an integer type, signed or not.
func isIntegerType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// isSignedIntType reports whether t is a signed integer type.
func isSignedIntType(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0 && b.Info()&types.IsUnsigned == 0
}

// isLength reports whether call is len or cap: never negative.
func isLength(info *types.Info, call *ast.CallExpr) bool {
	return isBuiltin(info, call, "len") || isBuiltin(info, call, "cap")
}

// someArgLower reports whether an argument of a call of the builtin max has a known lower end
// (see argLower): max is at least as large as each of its arguments, so max(0, n) is at least
// 0 whatever n is. The builtin min is as low as its lowest argument: it has a lower end only
// when every argument has one, which safe and unbounded see by looking at each of them.
func (b *bodyScan) someArgLower(call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if b.argLower(ast.Unparen(a)) {
			return true
		}
	}
	return false
}

// argLower reports whether an argument of min or max has a known lower end: a constant of at
// least 0, or a value that safe accepts.
func (b *bodyScan) argLower(a ast.Expr) bool {
	b.lowerChecked()
	return b.argLowerIn(a, b.safe)
}

// argLowerIn is argLower with the safe of a body being computed.
func (b *bodyScan) argLowerIn(a ast.Expr, safe func(ast.Expr) bool) bool {
	if tv, ok := b.c.pass.TypesInfo.Types[a]; ok && tv.Value != nil {
		return isNonNegConst(b.c.pass.TypesInfo, a)
	}
	return safe(a)
}

// bounded reports whether an operand has a known lower end: checked in the function (lower),
// or a field that the package compares with a constant somewhere.
func (c *checker) bounded(info *types.Info, e ast.Expr, lower lowerSet) bool {
	if lower.has(e) {
		return true
	}
	if sel, ok := e.(*ast.SelectorExpr); ok {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
			return c.lowerFields()[s.Obj()]
		}
	}
	return false
}

// lowerSet is what a body knows of lower ends: the operands (as written) with one in the whole
// body, and those with one only in the blocks of the ifs whose conditions check them
// (`if limit > 0 && len(xs) > limit { xs = xs[:limit] }`: the check guards that block, not the
// rest of the body).
type lowerSet struct {
	all    map[string]bool
	guards map[string][][2]token.Pos
}

// has reports whether e, where it stands, has a known lower end.
func (l lowerSet) has(e ast.Expr) bool {
	k := types.ExprString(e)
	return l.all[k] || guarded(l.guards[k], e)
}

// add records that e has a lower end in the whole body (span nil) or in span.
func (l lowerSet) add(e ast.Expr, span *[2]token.Pos) {
	k := types.ExprString(e)
	if span == nil {
		l.all[k] = true
	} else {
		l.guards[k] = append(l.guards[k], *span)
	}
}

// lowerChecked returns the operands (as written) that the body compares with a constant or
// clamps, and the local variables assigned only from such operands, constants and lengths.
func (b *bodyScan) lowerChecked() lowerSet {
	if b.lower.all != nil {
		return b.lower
	}
	info := b.c.pass.TypesInfo
	lower := lowerSet{all: map[string]bool{}, guards: map[string][][2]token.Pos{}}
	out := lower.all
	if b.parent != nil {
		pl := b.parent.lowerChecked() // checked before the literal runs
		for k := range pl.all {
			out[k] = true
		}
		for k, v := range pl.guards {
			lower.guards[k] = append(lower.guards[k], v...)
		}
	}
	comparedIn(b.c.walk, info, b.body, lower.add)
	b.fieldsLowerAfterCheck(lower) // state.Offset after a decoder of the module that refuses it < 0
	// Locals assigned only from values with a known lower end have one too.
	assigned := map[types.Object][]ast.Expr{}
	type pick struct {
		call *ast.CallExpr
		i    int
	}
	picks := map[ast.Expr]pick{} // stand-ins in assigned for result i of a call
	b.c.walk.NoLits(b.body, assignNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.AssignStmt:
			if len(x.Lhs) == len(x.Rhs) {
				for i, l := range x.Lhs {
					if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) != nil {
						assigned[info.ObjectOf(id)] = append(assigned[info.ObjectOf(id)], x.Rhs[i])
					}
				}
			} else {
				// offset, err := parseOffset(cursor): a result every return of a function of
				// the module bounds (see boundedResults) is as safe as a constant, and one
				// its arguments bound (see lowerIf) when they have a lower end.
				call, _ := ast.Unparen(x.Rhs[0]).(*ast.CallExpr)
				for i, l := range x.Lhs {
					if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) != nil {
						var v ast.Expr // unknown
						if call != nil && len(x.Rhs) == 1 {
							// decided with the others below, as it may depend on the arguments
							v = &ast.BasicLit{Kind: token.INT, Value: "0"}
							picks[v] = pick{call, i}
						}
						assigned[info.ObjectOf(id)] = append(assigned[info.ObjectOf(id)], v)
					}
				}
			}
		case *ast.ValueSpec:
			for i, id := range x.Names {
				if obj := info.ObjectOf(id); obj != nil {
					var v ast.Expr
					if i < len(x.Values) {
						v = x.Values[i]
					} else if len(x.Values) == 0 {
						v = &ast.BasicLit{Kind: token.INT, Value: "0"} // the zero value
					}
					assigned[obj] = append(assigned[obj], v)
				}
			}
		}
	})
	var safe func(e ast.Expr) bool
	safe = func(e ast.Expr) bool {
		ok := true
		ast.Inspect(e, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch x := n.(type) {
			case *ast.BasicLit:
				return false
			case *ast.CallExpr:
				if isLength(info, x) || b.boundedCall(x) {
					return false
				}
				if isConversion(info, x) {
					return true
				}
				if isBuiltin(info, x, "min") || isBuiltin(info, x, "max") {
					// min(a, b) is as low as its lowest argument: each needs a lower end;
					// max(0, n) is at least 0 whatever n is: one is enough.
					isMax := isBuiltin(info, x, "max")
					n := 0
					for _, a := range x.Args {
						if b.argLowerIn(ast.Unparen(a), safe) {
							n++
						}
					}
					ok = n == len(x.Args) || (isMax && n > 0)
					return false
				}
				ok = false
			case *ast.Ident, *ast.SelectorExpr:
				ex := x.(ast.Expr)
				if tv, isT := info.Types[ex]; isT && tv.Value != nil {
					return false
				}
				if !b.c.bounded(info, ex, lower) {
					ok = false
				}
				return false
			case *ast.UnaryExpr:
				if x.Op == token.SUB {
					ok = false
				}
			}
			return true
		})
		return ok
	}
	b.safe = safe
	for changed := true; changed; {
		changed = false
		for obj, rhs := range assigned {
			name := obj.Name()
			if out[name] {
				continue
			}
			all := len(rhs) > 0
			for _, r := range rhs {
				if p, ok := picks[r]; ok {
					if !b.boundedResult(p.call, p.i) {
						all = false
						break
					}
					continue
				}
				if r == nil || !safe(r) {
					all = false
					break
				}
			}
			if all {
				out[name] = true
				changed = true
			}
		}
	}
	b.atLeastBounded(lower)
	b.lower = lower
	return lower
}

// atLeastBounded adds to lower the operands that an if whose block leaves shows at least an
// operand with a known lower end, or a length, for the rest of the enclosing block, unless
// that rest assigns them: after `if startLine < 1 { return }` and `if endLine < startLine {
// return }`, endLine is at least 1.
func (b *bodyScan) atLeastBounded(lower lowerSet) {
	info := b.c.pass.TypesInfo
	type span struct {
		ifs  *ast.IfStmt
		rest []ast.Stmt
		end  token.Pos
	}
	var ifs []span
	b.c.walk.NoLits(b.body, listNodes, func(n ast.Node) {
		var list []ast.Stmt
		switch x := n.(type) {
		case *ast.BlockStmt:
			list = x.List
		case *ast.CaseClause:
			list = x.Body
		case *ast.CommClause:
			list = x.Body
		}
		for j, st := range list {
			if is, ok := st.(*ast.IfStmt); ok && settles(is.Body) {
				ifs = append(ifs, span{is, list[j+1:], n.End()})
			}
		}
	})
	done := map[ast.Node]bool{}
	for changed := true; changed; {
		changed = false
		for _, sp := range ifs {
			atLeast(sp.ifs.Cond, false, func(x, y ast.Expr) {
				if done[x] || !isSignedInt(info, x) || !b.lowerEnd(info, y, lower) {
					return
				}
				if _, ok := x.(*ast.Ident); !ok {
					if _, ok := x.(*ast.SelectorExpr); !ok {
						return
					}
				}
				for _, st := range sp.rest {
					if assignsText(b.c.walk, st, x) {
						return
					}
				}
				done[x], changed = true, true
				lower.add(x, &[2]token.Pos{sp.ifs.End(), sp.end})
			})
		}
	}
}

// lowerEnd reports whether y, a side of a comparison, has a known lower end where it stands: a
// length, or an operand with one that is not a constant (a comparison with a constant is
// compared's).
func (b *bodyScan) lowerEnd(info *types.Info, y ast.Expr, lower lowerSet) bool {
	if call, ok := y.(*ast.CallExpr); ok {
		return isBuiltin(info, call, "len") || isBuiltin(info, call, "cap")
	}
	if tv, ok := info.Types[y]; !ok || tv.Value != nil {
		return false
	}
	switch y.(type) {
	case *ast.Ident, *ast.SelectorExpr:
		return b.c.bounded(info, y, lower)
	}
	return false
}

// comparedIn calls f for each operand that body compares with a constant or passes to max with
// one (see compared), with a nil span when the check holds for the rest of the body: anywhere but in the
// condition of an if whose blocks neither leave nor set the operand, where it holds only in the
// if's block (span). A check of the upper end, whose truth runs the if's block (`n > 20` in
// `if n == 0 || n > 20 { n = 20 }`, or in `if n > 100 { return ... }`), holds only in that
// block too when the block leaves or sets the operand: past the if, the operand is at most the
// constant, as low as the client makes it.
func comparedIn(w *walk.Walker, info *types.Info, body ast.Node, f func(e ast.Expr, span *[2]token.Pos)) {
	var guardOnly map[ast.Node]*[2]token.Pos
	guard := func(at ast.Node, ifs *ast.IfStmt) {
		if guardOnly == nil {
			guardOnly = map[ast.Node]*[2]token.Pos{}
		}
		guardOnly[at] = &[2]token.Pos{ifs.Body.Pos(), ifs.Body.End()}
	}
	w.NoLits(body, ifNodes, func(n ast.Node) {
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			return
		}
		if settles(ifs.Body) {
			compared(w, info, ifs.Cond, func(e ast.Expr, at ast.Node) {
				if upperCheck(info, ifs.Cond, at) {
					guard(at, ifs)
				}
			})
			return
		}
		els, _ := ifs.Else.(*ast.BlockStmt) // if limit > 0 { ... } else { limit = 10 }
		if els != nil && settles(els) {
			return
		}
		compared(w, info, ifs.Cond, func(e ast.Expr, at ast.Node) {
			if set := assignsText(w, ifs.Body, e); !set && (els == nil || !assignsText(w, els, e)) ||
				set && upperCheck(info, ifs.Cond, at) {
				guard(at, ifs)
			}
		})
	})
	compared(w, info, body, func(e ast.Expr, at ast.Node) { f(e, guardOnly[at]) })
}

// upperCheck reports whether at, a comparison in the condition cond of an if, holds when its
// operand is above a constant (`n > 20`, `n >= 20`, `20 < n`) and runs the if's block when it
// holds: it stands in cond under && and || only, not under a !.
func upperCheck(info *types.Info, cond ast.Expr, at ast.Node) bool {
	x, ok := at.(*ast.BinaryExpr)
	if !ok {
		return false
	}
	isConst := func(e ast.Expr) bool { tv, ok := info.Types[e]; return ok && tv.Value != nil }
	switch {
	case (x.Op == token.GTR || x.Op == token.GEQ) && isConst(x.Y) && !isConst(x.X):
	case (x.Op == token.LSS || x.Op == token.LEQ) && isConst(x.X) && !isConst(x.Y):
	default:
		return false
	}
	var positive func(e ast.Expr) bool
	positive = func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if e == ast.Expr(x) {
			return true
		}
		if b, ok := e.(*ast.BinaryExpr); ok && (b.Op == token.LAND || b.Op == token.LOR) {
			return positive(b.X) || positive(b.Y)
		}
		return false
	}
	return positive(cond)
}

// settles reports whether a block ends by leaving the function or the loop iteration.
func settles(b *ast.BlockStmt) bool {
	if leaves(b) {
		return true
	}
	if len(b.List) > 0 {
		if br, ok := b.List[len(b.List)-1].(*ast.BranchStmt); ok && br.Tok != token.FALLTHROUGH {
			return true
		}
	}
	return false
}

// assignsText reports whether a block (or a statement) assigns (or increments) the operand e, as written.
func assignsText(w *walk.Walker, b ast.Node, e ast.Expr) bool {
	k := types.ExprString(e)
	found := false
	w.NoLits(b, setNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				found = found || types.ExprString(l) == k
			}
		case *ast.IncDecStmt:
			found = found || types.ExprString(x.X) == k
		}
	})
	return found
}

// compared calls f for each operand that n compares with a constant (<, <=, >, >=) or passes to
// max with a constant, with the comparison or call.
func compared(w *walk.Walker, info *types.Info, n ast.Node, f func(e ast.Expr, at ast.Node)) {
	isConst := func(e ast.Expr) bool { tv, ok := info.Types[e]; return ok && tv.Value != nil }
	w.NoLits(n, comparedNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.BinaryExpr:
			switch x.Op {
			case token.LSS, token.LEQ, token.GTR, token.GEQ:
				if isConst(x.Y) {
					f(ast.Unparen(x.X), x)
				}
				if isConst(x.X) {
					f(ast.Unparen(x.Y), x)
				}
			}
		case *ast.CallExpr:
			if isBuiltin(info, x, "max") {
				// limit = max(limit, 1) clamps limit as `if limit < 1` does: an argument
				// counts when another one is a constant.
				for i, a := range x.Args {
					for j, o := range x.Args {
						if j != i && isConst(o) {
							f(ast.Unparen(a), x)
							break
						}
					}
				}
			}
		}
	})
}

// lowerFields returns the struct fields that the package compares with a constant somewhere
// (a Validate method that refuses a negative Limit).
func (c *checker) lowerFields() map[types.Object]bool {
	if c.fields != nil {
		return c.fields
	}
	c.fields = map[types.Object]bool{}
	info := c.pass.TypesInfo
	c.in.Preorder(funcDeclNodes, func(n ast.Node) {
		if fd, ok := n.(*ast.FuncDecl); ok && fd.Body != nil {
			checked := lowerSet{all: map[string]bool{}, guards: map[string][][2]token.Pos{}}
			comparedIn(c.walk, info, fd.Body, func(e ast.Expr, span *[2]token.Pos) {
				checked.add(e, span)
				if span != nil {
					return // a guard of one block: the field may be used unchecked elsewhere
				}
				if sel, ok := e.(*ast.SelectorExpr); ok {
					if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
						c.fields[s.Obj()] = true
					}
				}
			})
			// request.StartIndex = startIndex, after startIndex < 0 was refused.
			c.walk.NoLits(fd.Body, assignStmtNodes, func(n ast.Node) {
				as, ok := n.(*ast.AssignStmt)
				if !ok || len(as.Lhs) != len(as.Rhs) {
					return
				}
				for i, l := range as.Lhs {
					sel, ok := l.(*ast.SelectorExpr)
					if !ok || !checked.has(unconvert(info, as.Rhs[i])) { // options.limit = int(limit)
						continue
					}
					if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
						c.fields[s.Obj()] = true
					}
				}
			})
			// validation.Field(&args.Offset, validation.Min(0)): ozzo-validation refuses a
			// smaller value.
			c.walk.NoLits(fd.Body, callNodes, func(n ast.Node) {
				call := n.(*ast.CallExpr)
				if f := ozzoMinField(info, call); f != nil {
					c.fields[f] = true
				}
				for _, f := range validatorMinFields(info, call) {
					c.fields[f] = true
				}
			})
		}
	})
	return c.fields
}

// unconvert returns e without its conversions: limit for int(limit).
func unconvert(info *types.Info, e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	for {
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !isConversion(info, call) {
			return e
		}
		e = ast.Unparen(call.Args[0])
	}
}

// isOzzo reports whether fn is a function or method of ozzo-validation (any major version).
func isOzzo(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	p := fn.Pkg().Path()
	return p == "github.com/go-ozzo/ozzo-validation" || strings.HasPrefix(p, "github.com/go-ozzo/ozzo-validation/")
}

// ozzoMinField returns the field of an ozzo-validation rule list that gives it a lower end,
// `validation.Field(&args.Offset, validation.Min(0))`: a Min of a constant of at least 0
// among the rules, directly (not under When, which may not apply it), its message or
// exclusiveness changed or not (Min(0).Error("..."), Min(0).Exclusive()). ValidateStruct
// returns an error for a value below it; nil otherwise.
func ozzoMinField(info *types.Info, call *ast.CallExpr) *types.Var {
	fn := mcpsdk.Callee(info, call)
	if !isOzzo(fn) || fn.Name() != "Field" || len(call.Args) < 2 {
		return nil
	}
	u, ok := ast.Unparen(call.Args[0]).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil
	}
	sel, ok := ast.Unparen(u.X).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal || !isIntegerType(s.Obj().Type()) {
		return nil
	}
	for _, r := range call.Args[1:] {
		if isOzzoMin(info, r) {
			return s.Obj().(*types.Var)
		}
	}
	return nil
}

// validatorMinFields returns, for a call of go-playground/validator's Struct or StructCtx
// (validate.Struct(args)), the integer fields of the struct it validates whose `validate` tag
// asks for a value of at least 0: min=N or gte=N with N >= 0, gt=N with N >= -1, among
// comma-separated rules with no alternatives (|). Struct returns an error for a value below.
func validatorMinFields(info *types.Info, call *ast.CallExpr) []*types.Var {
	fn := mcpsdk.Callee(info, call)
	if fn == nil || fn.Pkg() == nil || len(call.Args) == 0 || fn.Name() != "Struct" && fn.Name() != "StructCtx" {
		return nil
	}
	if p := fn.Pkg().Path(); !strings.HasPrefix(p, "github.com/go-playground/validator") && !strings.HasPrefix(p, "gopkg.in/go-playground/validator") {
		return nil
	}
	t := info.TypeOf(call.Args[len(call.Args)-1])
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []*types.Var
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if isIntegerType(f.Type()) && validatorLower(reflect.StructTag(st.Tag(i)).Get("validate")) {
			out = append(out, f)
		}
	}
	return out
}

// validatorLower reports whether a validate tag gives an integer a lower end of at least 0.
func validatorLower(tag string) bool {
	if tag == "" || strings.Contains(tag, "|") {
		return false
	}
	for _, rule := range strings.Split(tag, ",") {
		name, val, ok := strings.Cut(rule, "=")
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(val, 10, 64)
		if err != nil {
			continue
		}
		switch name {
		case "min", "gte":
			if n >= 0 {
				return true
			}
		case "gt":
			if n >= -1 {
				return true
			}
		}
	}
	return false
}

// isOzzoMin reports whether a rule is ozzo-validation's Min of a constant of at least 0.
func isOzzoMin(info *types.Info, e ast.Expr) bool {
	for {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := mcpsdk.Callee(info, call)
		if !isOzzo(fn) {
			return false
		}
		if fn.Type().(*types.Signature).Recv() == nil {
			return fn.Name() == "Min" && len(call.Args) == 1 && isNonNegConst(info, call.Args[0])
		}
		// Min(0).Error("...") or Min(0).Exclusive(): a ThresholdRule's methods keep its
		// threshold.
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		e = sel.X
	}
}

// The nodes the walks of this file look at.
var (
	assignNodes     = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)}
	assignStmtNodes = []ast.Node{(*ast.AssignStmt)(nil)}
	comparedNodes   = []ast.Node{(*ast.BinaryExpr)(nil), (*ast.CallExpr)(nil)}
	funcDeclNodes   = []ast.Node{(*ast.FuncDecl)(nil)}
	ifNodes         = []ast.Node{(*ast.IfStmt)(nil)}
	listNodes       = []ast.Node{(*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil)}
	setNodes        = []ast.Node{(*ast.AssignStmt)(nil), (*ast.IncDecStmt)(nil)}
)
