package panicleak

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A text the server builds with its separator in it splits into at least two parts:
// `strings.Split(repository, "/")[1]` cannot fail when repository is, on the path to the index,
// a `fmt.Sprintf("%s/%s", owner, name)` that a function of the module returned, directly, in
// a field of the struct it returned (`&Resolution{Repository: repo}`), or through the results
// of other functions of the module that hand it on. What a string always holds is the set of
// characters its text holds whatever the input: the literal text of a Sprintf format, of a
// constant, of the parts of a concatenation. A function's summary keeps it per string result
// (Holds) and per field of a struct result (FieldHolds), over the returns whose error result
// is nil (a failing `return "", err` hands on nothing its caller reads).

// maxHoldsDepth bounds the chain of variables and calls holdsOf follows in one body.
const maxHoldsDepth = 8

// runeSet returns the distinct characters of s, sorted.
func runeSet(s string) string {
	seen := map[rune]bool{}
	var rs []rune
	for _, r := range s {
		if !seen[r] {
			seen[r] = true
			rs = append(rs, r)
		}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
	return string(rs)
}

// intersect returns the characters a and b both hold.
func intersect(a, b string) string {
	var sb strings.Builder
	for _, r := range a {
		if strings.ContainsRune(b, r) {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// formatText returns the literal text of a printf format: what is outside its verbs (%% is %).
func formatText(f string) string {
	var sb strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			sb.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			sb.WriteByte('%')
			i++
			continue
		}
		// Flags, width, precision and argument indexes up to the verb's letter.
		for i++; i < len(f); i++ {
			c := f[i]
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				break
			}
		}
	}
	return sb.String()
}

// failingReturn reports whether a return of a function whose last result is an error gives a
// non-nil error (anything but the nil identifier).
func (b *bodyScan) failingReturn(ret *ast.ReturnStmt) bool {
	res := b.sig.Results()
	n := res.Len()
	if n == 0 || !isErrorType(res.At(n-1).Type()) || len(ret.Results) != n {
		return false
	}
	return !isNilIdent(b.c.pass.TypesInfo, ret.Results[n-1])
}

// eachNonFailingReturn calls each for every return of the body, function literals aside, that
// does not fail (failingReturn), with the stack above it: with call nil when the return lists
// the n results, with the call whose results it hands on when it returns one call. It reports
// how many there were, or -1 when one is neither (a bare return, one value that is no call), so
// that nothing can be said of the results.
func (b *bodyScan) eachNonFailingReturn(n int, each func(ret *ast.ReturnStmt, call *ast.CallExpr, stack func() []ast.Node)) int {
	count := 0
	b.c.walk.NoLitsStack(b.body, returnNodes, func(node ast.Node, stack func() []ast.Node) {
		ret, ok := node.(*ast.ReturnStmt)
		if !ok || count < 0 || b.failingReturn(ret) {
			return
		}
		switch {
		case len(ret.Results) == n:
			each(ret, nil, stack)
		case len(ret.Results) == 1:
			call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			if !ok {
				count = -1
				return
			}
			each(ret, call, stack)
		default:
			count = -1 // a bare return
			return
		}
		count++
	})
	return count
}

// holdsResults returns, per result, the characters a string result always holds and, for a
// struct result or a pointer to one, those each string field holds, over the returns that do
// not fail; nil when there is nothing to say.
func (b *bodyScan) holdsResults() ([]string, []map[string]string) {
	res := b.sig.Results()
	n := res.Len()
	var holds []string
	var fields []map[string]string
	if b.eachNonFailingReturn(n, func(ret *ast.ReturnStmt, call *ast.CallExpr, _ func() []ast.Node) {
		hs := make([]string, n)
		fs := make([]map[string]string, n)
		for i := 0; i < n; i++ {
			if call != nil {
				hs[i], fs[i] = b.callHolds(call, i)
			} else {
				hs[i], fs[i] = b.holdsOf(ret.Results[i], 0), b.fieldHoldsOf(ret.Results[i], 0)
			}
		}
		if holds == nil {
			holds, fields = hs, fs
			return
		}
		for i := 0; i < n; i++ {
			holds[i] = intersect(holds[i], hs[i])
			fields[i] = intersectFields(fields[i], fs[i])
		}
	}) <= 0 {
		return nil, nil
	}
	some := false
	for i := 0; i < n; i++ {
		some = some || holds[i] != "" || len(fields[i]) > 0
	}
	if !some {
		return nil, nil
	}
	return holds, fields
}

// intersectFields keeps the fields both maps have, with the characters both hold.
func intersectFields(a, b map[string]string) map[string]string {
	var out map[string]string
	for k, v := range a {
		if w, ok := b[k]; ok {
			if h := intersect(v, w); h != "" {
				if out == nil {
					out = map[string]string{}
				}
				out[k] = h
			}
		}
	}
	return out
}

// callHolds returns what result i of a call of a function of the module holds, as its
// summary says.
func (b *bodyScan) callHolds(call *ast.CallExpr, i int) (string, map[string]string) {
	fn := mcpsdk.Callee(b.c.pass.TypesInfo, call)
	if fn == nil || isConversion(b.c.pass.TypesInfo, call) {
		return "", nil
	}
	s := b.c.summaryOf(fn)
	if s == nil {
		return "", nil
	}
	var h string
	var f map[string]string
	if i < len(s.Holds) {
		h = s.Holds[i]
	}
	if i < len(s.FieldHolds) {
		f = s.FieldHolds[i]
	}
	return h, f
}

// holdsOf returns the characters the string e always holds.
func (b *bodyScan) holdsOf(e ast.Expr, depth int) string {
	if depth > maxHoldsDepth {
		return ""
	}
	info := b.c.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return runeSet(constant.StringVal(tv.Value))
		}
		return ""
	}
	switch x := e.(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return runeSet(b.holdsOf(x.X, depth+1) + b.holdsOf(x.Y, depth+1))
		}
	case *ast.CallExpr:
		fn := mcpsdk.Callee(info, x)
		if fn == nil {
			return ""
		}
		if fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" && len(x.Args) > 0 {
			if tv, ok := info.Types[x.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				return runeSet(formatText(constant.StringVal(tv.Value)))
			}
			return ""
		}
		h, _ := b.callHolds(x, 0)
		return h
	case *ast.Ident:
		v := localVar(info, x)
		if v == nil {
			return ""
		}
		return b.varHolds(v, depth, func(rhs ast.Expr) string { return b.holdsOf(rhs, depth+1) },
			func(call *ast.CallExpr, i int) string { h, _ := b.callHolds(call, i); return h })
	case *ast.SelectorExpr:
		if s := info.Selections[x]; s != nil && s.Kind() == types.FieldVal {
			return b.fieldHoldsOf(x.X, depth+1)[x.Sel.Name]
		}
	}
	return ""
}

// fieldHoldsOf returns, for a struct value or a pointer to one, what its string fields hold.
func (b *bodyScan) fieldHoldsOf(e ast.Expr, depth int) map[string]string {
	if depth > maxHoldsDepth {
		return nil
	}
	info := b.c.pass.TypesInfo
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		var out map[string]string
		for _, el := range x.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return nil
			}
			k, ok := kv.Key.(*ast.Ident)
			if !ok {
				return nil
			}
			if h := b.holdsOf(kv.Value, depth+1); h != "" {
				if out == nil {
					out = map[string]string{}
				}
				out[k.Name] = h
			}
		}
		return out
	case *ast.CallExpr:
		_, f := b.callHolds(x, 0)
		return f
	case *ast.Ident:
		v := localVar(info, x)
		if v == nil || b.fieldsSet(v) {
			return nil
		}
		var out map[string]string
		first := true
		join := func(f map[string]string) string {
			if first {
				out, first = f, false
			} else {
				out = intersectFields(out, f)
			}
			return ""
		}
		if !b.eachWrite(v, func(rhs ast.Expr) { join(b.fieldHoldsOf(rhs, depth+1)) },
			func(call *ast.CallExpr, i int) { _, f := b.callHolds(call, i); join(f) }) {
			return nil
		}
		return out
	}
	return nil
}

// varHolds is holdsOf for a local variable: what every assignment of it holds.
func (b *bodyScan) varHolds(v *types.Var, depth int, of func(ast.Expr) string, ofCall func(*ast.CallExpr, int) string) string {
	out, first := "", true
	join := func(h string) {
		if first {
			out, first = h, false
		} else {
			out = intersect(out, h)
		}
	}
	if !b.eachWrite(v, func(rhs ast.Expr) { join(of(rhs)) }, func(call *ast.CallExpr, i int) { join(ofCall(call, i)) }) {
		return ""
	}
	return out
}

// eachWrite calls plain for each assignment of v to a value and multi for each assignment of
// result i of a call; false when some other write (or none) leaves it unknown: a parameter,
// an increment, a range, its address taken, a write in a function literal.
func (b *bodyScan) eachWrite(v *types.Var, plain func(ast.Expr), multi func(*ast.CallExpr, int)) bool {
	if _, isParam := b.roots[v]; isParam {
		return false
	}
	ws, ok := b.writesOf(v)
	if !ok || len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if w.lit {
			return false
		}
		if w.rhs != nil {
			plain(w.rhs)
			continue
		}
		call, i := b.multiWrite(v, w.at)
		if call == nil {
			return false
		}
		multi(call, i)
	}
	return true
}

// multiWrite finds the assignment at pos that gives v result i of a call.
func (b *bodyScan) multiWrite(v *types.Var, pos token.Pos) (*ast.CallExpr, int) {
	info := b.c.pass.TypesInfo
	var call *ast.CallExpr
	idx := -1
	b.c.walk.NoLits(b.body, assignNodes, func(n ast.Node) {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Pos() != pos || len(as.Rhs) != 1 || (as.Tok != token.DEFINE && as.Tok != token.ASSIGN) {
			return
		}
		c, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return
		}
		for i, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
				call, idx = c, i
			}
		}
	})
	return call, idx
}

// fieldsSet reports whether the body assigns a field of v (v.Repository = ...).
func (b *bodyScan) fieldsSet(v *types.Var) bool {
	info := b.c.pass.TypesInfo
	found := false
	b.c.walk.NoLits(b.body, setNodes, func(n ast.Node) {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return
		}
		for _, l := range as.Lhs {
			if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
				if root := rootVar(info, sel.X); root == v {
					found = true
				}
			}
		}
	})
	return found
}

// splitHolds reports whether the text that call (strings.Split, SplitAfter, or SplitN with n
// of at least 2 or negative) splits, indexed where stack ends, always holds the separator (a
// single character), so that the result has a second element: its value there, the last
// assignment in front of the index, or every assignment when none stands in front of it and
// none after the call.
func (b *bodyScan) splitHolds(call *ast.CallExpr, stack []ast.Node) bool {
	info := b.c.pass.TypesInfo
	if len(call.Args) < 2 {
		return false
	}
	if mcpsdk.Callee(info, call).Name() == "SplitN" {
		tv, ok := info.Types[call.Args[2]]
		if !ok || tv.Value == nil {
			return false
		}
		n, ok := constant.Int64Val(tv.Value)
		if !ok || n >= 0 && n < 2 {
			return false
		}
	}
	text, sep := call.Args[0], call.Args[1]
	tv, ok := info.Types[sep]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	s := constant.StringVal(tv.Value)
	if len([]rune(s)) != 1 {
		return false
	}
	r := []rune(s)[0]
	v := localVar(info, text)
	if v == nil {
		return strings.ContainsRune(b.holdsOf(text, 0), r)
	}
	ws, ok := b.writesOf(v)
	if !ok {
		return false
	}
	for _, w := range ws {
		if w.at > call.Pos() || w.lit {
			return false // it may hold another value by the time the call runs (a loop)
		}
	}
	var h string
	found, stop := false, false
	dominating(stack, func(d before) bool {
		if d.stmt == nil {
			return true
		}
		// A write inside the statement, other than the statement itself: not one value.
		for _, w := range ws {
			if w.at >= d.stmt.Pos() && w.at < d.stmt.End() {
				as, ok := d.stmt.(*ast.AssignStmt)
				if !ok || w.at != as.Pos() || w.lit {
					stop = true
					return false
				}
				if w.rhs != nil {
					h = b.holdsOf(w.rhs, 0)
				} else if call, i := b.multiWrite(v, w.at); call != nil {
					h, _ = b.callHolds(call, i)
				}
				found = true
				return false
			}
		}
		return true
	})
	if stop {
		return false
	}
	if !found {
		h = b.holdsOf(text, 0)
	}
	return strings.ContainsRune(h, r)
}
