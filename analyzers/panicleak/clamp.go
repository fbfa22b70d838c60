package panicleak

import (
	"go/ast"
	"go/constant"
	"go/types"
	"math/bits"
	"slices"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A clamp of the module, `func clampInt(value, low, high int) int` that returns low, high or
// value after `if value < low { return low }`, gives a result with a lower end when its caller
// gives low and high one (clampInt(n, 1, 100)), whatever value is. Its summary says so per
// result (BoundedIf): sets of parameters, any one of which gives the result a lower end when
// the call's arguments for all its parameters have one. A return gives its value one through
//   - a parameter, whose every assignment in the body is a parameter too (the swap
//     `if low > high { low, high = high, low }` makes low as low as low or high) or a value
//     with a known lower end;
//   - a variable that a condition in front of the return keeps at least as large as such a
//     parameter, or as a value with a known lower end (`if value < low { return low }`, or the
//     else of that if), and that nothing assigns after that condition;
//   - a call of such a function of the module, through the parameters its arguments are;
//   - a value with a known lower end (see boundedResults), which needs no argument.
// `return low` inside `if value < low` has two ways, low itself and value (low > value): the
// sets keep both, up to maxWays.

// maxWays bounds the sets of parameters a result keeps: dropping one only loses precision.
const maxWays = 4

// ways is a choice of sets of parameters: any one of them gives a value a lower end.
type ways []mask

// add returns w with m, without sets that hold another one (they ask more), at most maxWays
// of the smallest.
func (w ways) add(m mask) ways {
	for _, o := range w {
		if o&m == o {
			return w // m asks at least what o does
		}
	}
	out := ways{m}
	for _, o := range w {
		if o&m != m {
			out = append(out, o)
		}
	}
	slices.SortFunc(out, func(a, b mask) int { return bits.OnesCount64(uint64(a)) - bits.OnesCount64(uint64(b)) })
	if len(out) > maxWays {
		out = out[:maxWays]
	}
	return out
}

// and returns the ways that give both w's and v's lower ends.
func (w ways) and(v ways) ways {
	var out ways
	for _, a := range w {
		for _, b := range v {
			out = out.add(a | b)
		}
	}
	return out
}

// lowerIf returns the ways that give e, returned where stack ends, a lower end; none when
// nothing known does.
func (b *bodyScan) lowerIf(e ast.Expr, stack []ast.Node) ways {
	info := b.c.pass.TypesInfo
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if isBuiltin(info, call, "min") || isBuiltin(info, call, "max") {
			return b.minMaxLowerIf(call, stack)
		}
		return b.callLowerIf(call)
	}
	v := localVar(info, e)
	if v == nil {
		return nil
	}
	var out ways
	if m, ok := b.paramSources(v); ok {
		out = out.add(m)
	}
	dominating(stack, func(d before) bool {
		if d.cond == nil {
			return true
		}
		atLeast(d.cond, d.holds, func(x, y ast.Expr) {
			if localVar(info, x) != v || b.writtenAfter(v, d.cond.Pos()) {
				return
			}
			if m, ok := b.lowerOf(y); ok {
				out = out.add(m)
			}
		})
		return true
	})
	return out
}

// minMaxLowerIf is lowerIf for a call of the builtin min or max (`return max(low, min(value,
// high))`): min is as low as its lowest argument, so it needs the ways of every argument; max
// is at least each of its arguments, so any argument's ways give it a lower end.
func (b *bodyScan) minMaxLowerIf(call *ast.CallExpr, stack []ast.Node) ways {
	isMax := isBuiltin(b.c.pass.TypesInfo, call, "max")
	var out ways
	if !isMax {
		out = ways{0}
	}
	for _, a := range call.Args {
		a = ast.Unparen(a)
		var w ways
		if m, ok := b.lowerOf(a); ok {
			w = ways{m}
		} else {
			w = b.lowerIf(a, stack)
		}
		if isMax {
			for _, m := range w {
				out = out.add(m)
			}
			continue
		}
		if len(w) == 0 {
			return nil
		}
		out = out.and(w)
	}
	return out
}

// callLowerIf is lowerIf for a call of a function of the module whose first result its
// arguments bound (return clampInt(n, lo, hi) with lo and hi parameters).
func (b *bodyScan) callLowerIf(call *ast.CallExpr) ways {
	return b.resultLowerIf(call, 0)
}

// resultLowerIf is callLowerIf for result i of the call: ways{0} when every return of the
// callee bounds it, the ways through the parameters its arguments are when its arguments do.
func (b *bodyScan) resultLowerIf(call *ast.CallExpr, i int) ways {
	info := b.c.pass.TypesInfo
	fn := mcpsdk.Callee(info, call)
	if fn == nil || i >= 64 {
		return nil
	}
	s := b.c.summaryOf(fn)
	if s == nil {
		return nil
	}
	if s.Bounded&(1<<uint(i)) != 0 {
		return ways{0}
	}
	if i >= len(s.BoundedIf) {
		return nil
	}
	args := callArgs(info, call, fn)
	var out ways
	for _, need := range s.BoundedIf[i] {
		var m mask
		ok := true
		for j, as := range args {
			if need&bit(j) == 0 {
				continue
			}
			var mj mask
			if len(as) == 1 {
				mj, ok = b.lowerOf(ast.Unparen(as[0]))
			} else {
				ok = false
			}
			if !ok {
				break
			}
			m |= mj
		}
		if ok {
			out = out.add(m)
		}
	}
	return out
}

// lowerOf returns the parameters whose arguments give e a lower end: none for a constant of
// at least 0 or a value with a known lower end, those of paramSources for a parameter.
func (b *bodyScan) lowerOf(e ast.Expr) (mask, bool) {
	info := b.c.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return 0, constant.Sign(tv.Value) >= 0
	}
	if b.safe(e) {
		return 0, true
	}
	if v := localVar(info, e); v != nil {
		return b.paramSources(v)
	}
	return 0, false
}

// paramSources returns, for a parameter, the parameters it may hold when the body reads it:
// itself and those assigned to it (low, high = high, low), when every other value assigned to
// any of them has a known lower end.
func (b *bodyScan) paramSources(v *types.Var) (mask, bool) {
	info := b.c.pass.TypesInfo
	seen := map[types.Object]bool{v: true}
	queue := []types.Object{v}
	var need mask
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		m, ok := b.roots[p]
		if !ok {
			return 0, false // a local: whatever was assigned to it is not looked at here
		}
		need |= m
		ws, ok := b.writesOf(p)
		if !ok {
			return 0, false
		}
		for _, w := range ws {
			if w.rhs == nil {
				return 0, false
			}
			if q := localVar(info, w.rhs); q != nil && b.roots[q] != 0 {
				if !seen[q] {
					seen[q] = true
					queue = append(queue, q)
				}
				continue
			}
			if tv, ok := info.Types[w.rhs]; ok && tv.Value != nil {
				if constant.Sign(tv.Value) < 0 {
					return 0, false
				}
				continue
			}
			if !b.safe(w.rhs) {
				return 0, false
			}
		}
	}
	return need, true
}

// boundedCall reports whether a call's (first) result has a known lower end: a function of the
// module whose every return does (enforceLimit(n) that defaults n <= 0), or does when the
// call's arguments do (clampInt(n, 1, 100)).
func (b *bodyScan) boundedCall(call *ast.CallExpr) bool {
	return b.boundedResult(call, 0)
}

// boundedResult reports whether result i of a call has a known lower end (see boundedCall).
func (b *bodyScan) boundedResult(call *ast.CallExpr, i int) bool {
	info := b.c.pass.TypesInfo
	fn := mcpsdk.Callee(info, call)
	if fn == nil || i >= 64 {
		return false
	}
	s := b.c.summaryOf(fn)
	if s == nil {
		return false
	}
	if s.Bounded&(1<<uint(i)) != 0 {
		return true
	}
	if i >= len(s.BoundedIf) {
		return false
	}
	args := callArgs(info, call, fn)
	for _, need := range s.BoundedIf[i] {
		ok := true
		for j, as := range args {
			if need&bit(j) == 0 {
				continue
			}
			if len(as) != 1 {
				ok = false // a variadic parameter, or a receiver through a method value
				break
			}
			// A parameter of the caller is not known to have a lower end here.
			if a := ast.Unparen(as[0]); !isNonNegConst(info, a) && !b.safe(a) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// boundedResults returns the signed integer results that every return of the body gives a
// known lower end (bounded), and, for each other result, the ways that give it one when every
// return gives it a known lower end or one of lowerIf (boundedIf; nil when there is none).
func (b *bodyScan) boundedResults() (uint64, []ways) {
	res := b.sig.Results()
	var ints uint64
	for i := 0; i < res.Len() && i < 64; i++ {
		if isSignedIntType(res.At(i).Type()) {
			ints |= 1 << uint(i)
		}
	}
	if ints == 0 {
		return 0, nil
	}
	b.lowerChecked()
	out := ints
	conds := make([]ways, res.Len())
	for i := range conds {
		conds[i] = ways{0}
	}
	b.c.walk.NoLitsStack(b.body, returnNodes, func(n ast.Node, stack func() []ast.Node) {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || out == 0 {
			return
		}
		if len(ret.Results) != res.Len() {
			// return integerValue(v, name, minimum, maximum): each result has the lower end
			// the callee's has, through the arguments it is given here.
			if len(ret.Results) != 1 {
				out = 0 // a bare return: unknown
				return
			}
			call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			if !ok {
				out = 0
				return
			}
			for i := 0; i < res.Len() && i < 64; i++ {
				if out&(1<<uint(i)) == 0 {
					continue
				}
				if w := b.resultLowerIf(call, i); len(w) > 0 {
					conds[i] = conds[i].and(w)
					continue
				}
				out &^= 1 << uint(i)
			}
			return
		}
		for i, e := range ret.Results {
			if out&(1<<uint(i)) == 0 || b.safe(e) {
				continue
			}
			if w := b.lowerIf(e, stack()); len(w) > 0 {
				conds[i] = conds[i].and(w)
				continue
			}
			out &^= 1 << uint(i)
		}
	})
	var ifs []ways
	for i, w := range conds {
		if i < 64 && out&(1<<uint(i)) != 0 && !slices.Contains(w, 0) {
			out &^= 1 << uint(i)
			if ifs == nil {
				ifs = make([]ways, res.Len())
			}
			ifs[i] = w
		}
	}
	return out, ifs
}

// isNonNegConst reports whether e is a constant of at least 0.
func isNonNegConst(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() != constant.Unknown && constant.Sign(tv.Value) >= 0
}
