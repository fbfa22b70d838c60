package guidance

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A text is what a string expression holds as far as types and constants tell: its constant
// parts, with gap in place of each unknown part and a parameter marker in place of each parameter
// of the enclosing function (a helper's call sites fill those in).
const (
	gap    = "\x00"
	marker = "\x01"
)

// maxDepth bounds how far variables, nested literals and format arguments are followed.
const maxDepth = 6

// paramMarker is the text that stands for parameter i.
func paramMarker(i int) string { return marker + strconv.Itoa(i) + marker }

// fill replaces the parameter markers of s by the texts of a call's arguments (a gap when an
// argument is unknown).
func fill(s string, arg func(i int) string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, marker)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.Index(s[i+1:], marker)
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		n, _ := strconv.Atoi(s[i+1 : i+1+j])
		b.WriteString(arg(n))
		s = s[i+1+j+1:]
	}
}

// plain returns the text as a reader would see it, unknown parts as " | " (a word boundary that
// no lexicon phrase spans), and whether any constant part is known.
func plain(s string) (string, bool) {
	s = fill(s, func(int) string { return gap })
	out := strings.ReplaceAll(s, gap, " | ")
	return out, strings.TrimSpace(strings.ReplaceAll(s, gap, "")) != ""
}

// hasParams reports whether a text depends on a parameter.
func hasParams(s string) bool { return strings.Contains(s, marker) }

// eval evaluates expressions of one function body.
type eval struct {
	info    *types.Info
	params  map[types.Object]int        // the function's parameters, by index
	assigns map[types.Object][]ast.Expr // every value assigned to a local variable (nil: not followable)
}

// newEval indexes the parameters and the assignments of a function (not of nested literals).
func newEval(info *types.Info, ftype *ast.FuncType, body *ast.BlockStmt) *eval {
	e := &eval{info: info, params: map[types.Object]int{}, assigns: map[types.Object][]ast.Expr{}}
	if ftype.Params != nil {
		i := 0
		for _, f := range ftype.Params.List {
			if len(f.Names) == 0 {
				i++
			}
			for _, n := range f.Names {
				if _, variadic := f.Type.(*ast.Ellipsis); !variadic {
					if obj := info.Defs[n]; obj != nil {
						e.params[obj] = i
					}
				}
				i++
			}
		}
	}
	record := func(lhs ast.Expr, rhs ast.Expr) {
		if id, ok := lhs.(*ast.Ident); ok {
			if obj := info.ObjectOf(id); obj != nil {
				e.assigns[obj] = append(e.assigns[obj], rhs)
			}
		}
	}
	inspectBody(body, func(n ast.Node) {
		switch s := n.(type) {
		case *ast.AssignStmt:
			for i, l := range s.Lhs {
				var r ast.Expr
				if len(s.Lhs) == len(s.Rhs) && (s.Tok == token.DEFINE || s.Tok == token.ASSIGN) {
					r = s.Rhs[i]
				}
				record(l, r)
			}
		case *ast.ValueSpec:
			for i, n := range s.Names {
				var r ast.Expr
				if len(s.Names) == len(s.Values) {
					r = s.Values[i]
				}
				record(n, r)
			}
		case *ast.RangeStmt:
			if s.Key != nil {
				record(s.Key, nil)
			}
			if s.Value != nil {
				record(s.Value, nil)
			}
		case *ast.IncDecStmt:
			record(s.X, nil)
		case *ast.UnaryExpr:
			if s.Op == token.AND {
				record(s.X, nil) // its address escapes: anything may write it
			}
		}
	})
	// A variable that a nested function literal assigns may hold anything when it is read.
	ast.Inspect(body, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			switch s := n.(type) {
			case *ast.AssignStmt:
				for _, l := range s.Lhs {
					record(l, nil)
				}
			case *ast.UnaryExpr:
				if s.Op == token.AND {
					record(s.X, nil)
				}
			}
			return true
		})
		return false
	})
	return e
}

// inspectBody calls f for every node of body, not entering nested function literals.
func inspectBody(body *ast.BlockStmt, f func(ast.Node)) {
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		if n != nil {
			f(n)
		}
		return true
	})
}

// single returns the one value ever assigned to the local variable id names, or nil.
func (e *eval) single(id *ast.Ident) ast.Expr {
	obj, ok := e.info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	vals := e.assigns[obj]
	if len(vals) != 1 {
		return nil
	}
	return vals[0]
}

// param returns the index of the parameter id names, or -1.
func (e *eval) param(id *ast.Ident) int {
	if obj := e.info.Uses[id]; obj != nil {
		if i, ok := e.params[obj]; ok {
			return i
		}
	}
	return -1
}

// text evaluates a string (or error) expression.
func (e *eval) text(x ast.Expr, depth int) string {
	if x == nil || depth > maxDepth {
		return gap
	}
	if tv, ok := e.info.Types[x]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return e.text(x.X, depth+1) + e.text(x.Y, depth+1)
		}
	case *ast.Ident:
		if i := e.param(x); i >= 0 {
			return paramMarker(i)
		}
		if v := e.single(x); v != nil {
			return e.text(v, depth+1)
		}
	case *ast.CallExpr:
		if tv, ok := e.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return e.text(x.Args[0], depth+1) // string(b), a named string type
		}
		fn := mcpsdk.Callee(e.info, x)
		switch {
		case fn == nil:
		case mcpsdk.IsSDKFunc(fn, "errors", "New") && len(x.Args) == 1:
			return e.text(x.Args[0], depth+1)
		case (mcpsdk.IsSDKFunc(fn, "fmt", "Sprintf") || mcpsdk.IsSDKFunc(fn, "fmt", "Errorf")) && len(x.Args) >= 1:
			return e.format(x.Args[0], x.Args[1:], depth)
		case fn.Name() == "Error" && len(x.Args) == 0:
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				return e.text(sel.X, depth+1) // err.Error()
			}
		}
	}
	return gap
}

// format evaluates a Printf-style call with a constant format: the verbs take the texts of their
// arguments, or gaps.
func (e *eval) format(f ast.Expr, args []ast.Expr, depth int) string {
	tv, ok := e.info.Types[f]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return gap
	}
	s := constant.StringVal(tv.Value)
	var b strings.Builder
	next := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		j := i + 1
		for j < len(s) && strings.IndexByte("+-# 0123456789.*[]", s[j]) >= 0 {
			j++
		}
		if j >= len(s) {
			break
		}
		if s[j] == '%' {
			b.WriteByte('%')
		} else {
			if next < len(args) {
				b.WriteString(e.text(args[next], depth+1))
			} else {
				b.WriteString(gap)
			}
			next++
		}
		i = j
	}
	return b.String()
}
