package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// mask is a set of parameters of one function: bit i is its i-th parameter, counting the
// receiver of a method as parameter 0 (see params). A panic source needs input in one of
// them; a result is derived from them.
type mask uint64

// maxParams is the number of parameters a mask tells apart; later ones share the last bit.
const maxParams = 64

func bit(i int) mask {
	if i >= maxParams {
		i = maxParams - 1
	}
	return 1 << uint(i)
}

// params returns the parameters of a function as masks count them: the receiver first for
// a method, then the declared parameters.
func params(sig *types.Signature) []*types.Var {
	var out []*types.Var
	if sig.Recv() != nil {
		out = append(out, sig.Recv())
	}
	for i := 0; i < sig.Params().Len(); i++ {
		out = append(out, sig.Params().At(i))
	}
	return out
}

// flow says, for the local variables of one function body, which of its parameters each one
// is derived from. A context is never a root: it is not tool input.
//
// Strict flow follows what a value is: assignments, fields, elements, conversions, and the
// results of calls that hand back their input (the receiver of a method of another module,
// request.GetArguments(); a function of this module whose summary says which results come
// from which parameters). Loose flow also follows every argument into every call result
// (strings.ToLower(p) is p as far as regexp.MustCompile cares). Type assertions and calls of
// this module's functions use strict flow; Must* calls and strings.Split indexes loose flow.
type flow struct {
	c      *checker
	info   *types.Info
	vars   map[types.Object]mask
	strict bool
}

// moverNodes are the nodes that may move input from one variable to another.
var moverNodes = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.RangeStmt)(nil), (*ast.TypeSwitchStmt)(nil), (*ast.CallExpr)(nil)}

// newFlow computes the flow of body from the given roots (parameter objects, each with its
// mask), through the assignments of the body and the function literals in it, to a fixed
// point.
func (c *checker) newFlow(body *ast.BlockStmt, roots map[types.Object]mask, strict bool) *flow {
	f := &flow{c: c, info: c.pass.TypesInfo, vars: map[types.Object]mask{}, strict: strict}
	for obj, m := range roots {
		if !mcpsdk.IsContext(obj.Type()) {
			f.vars[obj] = m
		}
	}
	if len(f.vars) == 0 || body == nil {
		return f
	}
	// The nodes that move input are collected once; the fixed point runs on them.
	var movers []ast.Node
	c.walk.Nodes(body, moverNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.AssignStmt:
			if x.Tok == token.DEFINE || x.Tok == token.ASSIGN {
				movers = append(movers, x)
			}
		case *ast.ValueSpec, *ast.RangeStmt, *ast.TypeSwitchStmt:
			movers = append(movers, x)
		case *ast.CallExpr:
			for _, a := range x.Args {
				if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
					movers = append(movers, x)
					break
				}
			}
		}
	})
	for changed := true; changed; {
		changed = false
		mark := func(e ast.Expr, m mask) {
			if m == 0 {
				return
			}
			if obj := rootVar(f.info, e); obj != nil && !mcpsdk.IsContext(obj.Type()) && f.vars[obj]|m != f.vars[obj] {
				f.vars[obj] |= m
				changed = true
			}
		}
		for _, n := range movers {
			switch x := n.(type) {
			case *ast.AssignStmt:
				f.assign(x.Lhs, x.Rhs, mark)
			case *ast.ValueSpec:
				lhs := make([]ast.Expr, len(x.Names))
				for i, id := range x.Names {
					lhs[i] = id
				}
				f.assign(lhs, x.Values, mark)
			case *ast.RangeStmt:
				if m := f.of(x.X); m != 0 {
					if x.Key != nil {
						mark(x.Key, m)
					}
					if x.Value != nil {
						mark(x.Value, m)
					}
				}
			case *ast.TypeSwitchStmt:
				if m := f.of(typeSwitchX(x)); m != 0 {
					for _, cl := range x.Body.List {
						if obj := f.info.Implicits[cl]; obj != nil && f.vars[obj]|m != f.vars[obj] {
							f.vars[obj] |= m
							changed = true
						}
					}
				}
			case *ast.CallExpr:
				// json.Unmarshal(req.Params.Arguments, &args), req.BindArguments(&args): a
				// call given input fills the variables it is given pointers to.
				if m := f.callReads(x); m != 0 {
					for _, a := range x.Args {
						if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
							mark(u.X, m)
						}
					}
				}
			}
		}
	}
	return f
}

func (f *flow) assign(lhs, rhs []ast.Expr, mark func(ast.Expr, mask)) {
	switch {
	case len(lhs) == len(rhs):
		for i := range lhs {
			mark(lhs[i], f.of(rhs[i]))
		}
	case len(rhs) == 1:
		ms := f.results(rhs[0], len(lhs))
		for i, l := range lhs {
			mark(l, ms[i])
		}
	}
}

// results returns the masks of the values of a multi-value expression: a call, or the
// comma-ok forms of an assertion, an index or a receive (whose ok is not input).
func (f *flow) results(e ast.Expr, n int) []mask {
	out := make([]mask, n)
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if fn := mcpsdk.Callee(f.info, call); fn != nil && !isConversion(f.info, call) {
			if s := f.c.summaryOf(fn); s != nil {
				for i := range out {
					if i < len(s.Returns) {
						out[i] = f.argsOf(call, fn, s.Returns[i])
					}
				}
				return out
			}
		}
		m := f.of(e)
		for i := range out {
			if !isErrorType(f.typeOfResult(call, i)) {
				out[i] = m
			}
		}
		return out
	}
	if n > 0 {
		out[0] = f.of(e)
	}
	return out
}

func (f *flow) typeOfResult(call *ast.CallExpr, i int) types.Type {
	if t, ok := f.info.TypeOf(call).(*types.Tuple); ok && i < t.Len() {
		return t.At(i).Type()
	}
	return nil
}

// argsOf returns the union of the masks of the arguments of call that feed the parameters
// in need of fn (counted as params counts them).
func (f *flow) argsOf(call *ast.CallExpr, fn *types.Func, need mask) mask {
	if need == 0 {
		return 0
	}
	var m mask
	for i, as := range callArgs(f.info, call, fn) {
		if need&bit(i) != 0 {
			for _, a := range as {
				m |= f.of(a)
			}
		}
	}
	return m
}

// callArgs lines up the argument expressions of a call of fn with fn's parameters as params
// counts them: the receiver expression first for a method (none when the call has no receiver
// expression, as a method expression's), then the arguments, every extra argument of a
// variadic call feeding the last parameter.
func callArgs(info *types.Info, call *ast.CallExpr, fn *types.Func) [][]ast.Expr {
	sig := fn.Type().(*types.Signature)
	var out [][]ast.Expr
	if sig.Recv() != nil {
		var recv []ast.Expr
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
				recv = []ast.Expr{sel.X}
			}
		}
		out = append(out, recv)
	}
	first := len(out)
	n := sig.Params().Len()
	for i, a := range call.Args {
		if sig.Variadic() && n > 0 && i >= n-1 && len(out) == first+n {
			out[len(out)-1] = append(out[len(out)-1], a)
			continue
		}
		out = append(out, []ast.Expr{a})
	}
	return out
}

// mentions reports whether n names a variable that carries input anywhere in it, function
// literals included.
func (f *flow) mentions(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && f.vars[f.info.ObjectOf(id)] != 0 {
			found = true
		}
		return !found
	})
	return found
}

// has reports whether e carries any input.
func (f *flow) has(e ast.Expr) bool { return f.of(e) != 0 }

// of returns the parameters e is derived from.
func (f *flow) of(e ast.Expr) mask {
	if e == nil || len(f.vars) == 0 {
		return 0
	}
	switch x := e.(type) {
	case *ast.Ident:
		return f.vars[f.info.ObjectOf(x)]
	case *ast.ParenExpr:
		return f.of(x.X)
	case *ast.SelectorExpr:
		if _, ok := f.info.Selections[x]; !ok {
			return 0 // a qualified identifier: a package-level name
		}
		return f.of(x.X)
	case *ast.IndexExpr:
		if f.strict {
			return f.of(x.X) // what a server's own map holds for an input key is not input
		}
		return f.of(x.X) | f.of(x.Index)
	case *ast.IndexListExpr:
		return f.of(x.X)
	case *ast.SliceExpr:
		return f.of(x.X)
	case *ast.StarExpr:
		return f.of(x.X)
	case *ast.UnaryExpr:
		return f.of(x.X)
	case *ast.BinaryExpr:
		return f.of(x.X) | f.of(x.Y)
	case *ast.TypeAssertExpr:
		return f.of(x.X)
	case *ast.KeyValueExpr:
		return f.of(x.Value)
	case *ast.CompositeLit:
		var m mask
		for i, el := range x.Elts {
			v := el
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				v = kv.Value
			}
			// A literal built from checked, typed values ({"sheet": sheet} with sheet a
			// string) holds no raw input: asserting its string back cannot fail. A signed
			// integer kept as an integer (Query{Limit: req.GetInt("limit", 0)}) is still
			// the client's, and can be a slice bound.
			if !f.strict || !isBasic(f.info.TypeOf(v)) || (isSignedIntType(f.info.TypeOf(v)) && isSignedIntType(elemType(f.info, x, i, el))) {
				m |= f.of(v)
			}
		}
		return m
	case *ast.CallExpr:
		return f.call(x)
	}
	return 0
}

// call returns the mask of a call's (first) result.
func (f *flow) call(x *ast.CallExpr) mask {
	if isConversion(f.info, x) {
		var m mask
		for _, a := range x.Args {
			m |= f.of(a)
		}
		return m
	}
	if isBuiltin(f.info, x, "min") || isBuiltin(f.info, x, "max") {
		// min(len(lines), start+n) is one of its arguments: the client's, when one is.
		var m mask
		for _, a := range x.Args {
			m |= f.of(a)
		}
		return m
	}
	fn := mcpsdk.Callee(f.info, x)
	if mcpsdk.IsSDKFunc(fn, "regexp", "QuoteMeta") {
		return 0 // quoted text cannot make a pattern invalid
	}
	if fn != nil && f.strict {
		if s := f.c.summaryOf(fn); s != nil {
			if len(s.Returns) == 0 {
				return 0
			}
			return f.argsOf(x, fn, s.Returns[0])
		}
	}
	var m mask
	if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
		if s := f.info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			m = f.of(sel.X) // request.GetArguments(), args.Get("k")
		}
	}
	if !f.strict || (fn != nil && fn.Pkg() != nil && isCodec(fn.Pkg().Path())) {
		for _, a := range x.Args {
			m |= f.of(a)
		}
	}
	return m
}

// isCodec reports whether a package encodes and decodes data (encoding/json, a YAML package,
// mapstructure): what it returns for input, re-encoded, is that input.
func isCodec(path string) bool {
	if strings.HasPrefix(path, "encoding/") {
		return true
	}
	last := path[strings.LastIndex(path, "/")+1:]
	return strings.Contains(last, "json") || strings.Contains(last, "yaml") || strings.Contains(last, "mapstructure")
}

// callReads returns the input a call is given, as an argument or as its receiver.
func (f *flow) callReads(call *ast.CallExpr) mask {
	var m mask
	for _, a := range call.Args {
		if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
			continue // the pointers it fills
		}
		m |= f.of(a)
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := f.info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			m |= f.of(sel.X)
		}
	}
	return m
}

// elemType returns the type of the element el, the i-th of the composite literal x: the field of
// a struct, the element of a map, slice or array; nil when unknown.
func elemType(info *types.Info, x *ast.CompositeLit, i int, el ast.Expr) types.Type {
	t := info.TypeOf(x)
	if t == nil {
		return nil
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				if obj := info.ObjectOf(id); obj != nil {
					return obj.Type()
				}
			}
			return nil
		}
		if i < u.NumFields() {
			return u.Field(i).Type()
		}
	case *types.Map:
		return u.Elem()
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	}
	return nil
}

// isBasic reports whether t is a boolean, numeric or string type, which holds a checked value.
func isBasic(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Basic)
	return ok
}

// isErrorType reports whether t is the error interface.
func isErrorType(t types.Type) bool {
	return t != nil && types.Identical(t, types.Universe.Lookup("error").Type())
}

// isConversion reports whether call is a type conversion, T(x).
func isConversion(info *types.Info, call *ast.CallExpr) bool {
	tv, ok := info.Types[call.Fun]
	return ok && tv.IsType()
}

// rootVar returns the variable at the root of x, x.f, x[i] or *x, or nil.
func rootVar(info *types.Info, e ast.Expr) types.Object {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if x.Name == "_" {
				return nil
			}
			return info.ObjectOf(x)
		case *ast.SelectorExpr:
			if _, ok := info.Selections[x]; !ok {
				return nil // a qualified identifier: a package-level variable
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// typeSwitchX returns the expression x of `switch x.(type)` or `switch v := x.(type)`.
func typeSwitchX(s *ast.TypeSwitchStmt) ast.Expr {
	var e ast.Expr
	switch a := s.Assign.(type) {
	case *ast.AssignStmt:
		if len(a.Rhs) == 1 {
			e = a.Rhs[0]
		}
	case *ast.ExprStmt:
		e = a.X
	}
	if ta, ok := ast.Unparen(e).(*ast.TypeAssertExpr); ok {
		return ta.X
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
