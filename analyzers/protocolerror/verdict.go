package protocolerror

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// related is a place a finding names besides its own, with what happens there.
type related struct {
	At      place.Place
	Message string
}

// verdict says what one return statement does wrong with its error; What is "" when nothing.
type verdict struct {
	What    string      // "returns an error", "returns the error of Wrap unchanged", ...
	Related []related   // where the error comes from: the returns of the helper that made it
	Unknown bool        // a bare return of named results: not followed
	Helper  *types.Func // the function of `return f(...)`, whose results the return passes on whole
}

// maxRelated bounds the places a verdict names behind a return: every return of a helper where
// it makes an error, up to a dozen (a handler's `return s.create(ctx, args)` names the create's
// fifth and sixth failures too), then the places behind the first.
const maxRelated = 12

// judge says what a return of body, a function whose last result is an error, does with it.
// kind is the handler kind the error reaches (a *jsonrpc.Error is chosen on purpose only where
// go-sdk sends it as is).
func (c *checker) judge(body *ast.BlockStmt, ret *ast.ReturnStmt, kind mcpsdk.Kind) verdict {
	info := c.pass.TypesInfo
	if len(ret.Results) == 0 {
		return verdict{Unknown: true}
	}
	last := ret.Results[len(ret.Results)-1]
	if _, tuple := info.TypeOf(last).(*types.Tuple); tuple && len(ret.Results) == 1 {
		// `return f(...)` hands on all of f's results, its error with them.
		call := ast.Unparen(last).(*ast.CallExpr)
		if c.benignCall(call) || c.notBusinessFailure(call) {
			return verdict{}
		}
		fn := calleeOrigin(info, call)
		if fn == nil {
			if c.callsBuiltHandler(call) {
				return verdict{} // `return build(x)(ctx, req)`: the built handler's returns are judged
			}
			return verdict{What: "returns the error of a call unchanged"}
		}
		return verdict{What: fmt.Sprintf("returns the error of %s unchanged", fn.Name()), Related: c.behind(fn), Helper: fn}
	}
	if u := c.unwrapped(last); u != last {
		// errors.Internal(err) carries err's failure; a *jsonrpc.Error it wraps is sent as an
		// ordinary error, so no wrapped error is one on purpose. Where nothing in sight made
		// the error, the wrapper's returns are named.
		v := c.judgeError(body, ret, u, mcpsdk.NotHandler)
		if v.What != "" && len(v.Related) == 0 {
			v.Related = c.behind(calleeOrigin(info, ast.Unparen(last).(*ast.CallExpr)))
		}
		return v
	}
	return c.judgeError(body, ret, last, kind)
}

// judgeError is judge for a return whose error is last, an expression that is not a call
// handing on all of a function's results.
func (c *checker) judgeError(body *ast.BlockStmt, ret *ast.ReturnStmt, last ast.Expr, kind mcpsdk.Kind) verdict {
	info := c.pass.TypesInfo
	if isNil(info, last) || isCancellationExpr(info, last) || isWireError(info, last, kind) ||
		isChosenProtocolError(info, body, ret) || (c.isFreshReturn(body, last, ret.Pos()) && c.stateGuarded(body, ret)) {
		return verdict{}
	}
	if call, ok := ast.Unparen(last).(*ast.CallExpr); ok {
		if c.benignCall(call) {
			return verdict{}
		}
		fn := calleeOrigin(info, call)
		if fn != nil && !mcpsdk.IsSDKFunc(fn, "fmt", "Errorf") {
			return verdict{What: "returns an error", Related: c.behind(fn)}
		}
		// fmt.Errorf("...: %w", err): the error comes from where err does.
		for _, a := range call.Args {
			if id, ok := ast.Unparen(a).(*ast.Ident); ok && isErrorType(info.TypeOf(id)) {
				if c.onlyNonBusinessErrors(body, id, call.Pos()) {
					return verdict{}
				}
				return verdict{What: "returns an error", Related: c.origin(body, id, call.Pos())}
			}
		}
		return verdict{What: "returns an error"}
	}
	id, ok := ast.Unparen(last).(*ast.Ident)
	if !ok {
		return verdict{What: "returns an error"}
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	as := origins(c.assigns(body)[v], ret.Pos())
	if v != nil && len(as) > 0 && c.allBenign(as, kind) {
		return verdict{}
	}
	if fromRequire(info, as, ret.Pos()) {
		return verdict{What: "returns the error of a Require* accessor, so a missing or mistyped argument"}
	}
	return verdict{What: "returns an error", Related: c.origin(body, id, ret.Pos())}
}

// origin names the places behind an error variable at pos: the returns of the module function
// whose error it was last assigned (through rewraps of it, see origins).
func (c *checker) origin(body *ast.BlockStmt, id *ast.Ident, pos token.Pos) []related {
	v, _ := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if a := nearest(origins(c.assigns(body)[v], pos), pos); a != nil && a.call != nil {
		if fn := calleeOrigin(c.pass.TypesInfo, a.call); fn != nil {
			return c.behind(fn)
		}
	}
	return nil
}

// callsBuiltHandler reports whether call invokes the handler literal that a function of this
// package builds and returns (`return handlerFor(name)(ctx, req)`): that literal is a handler of
// its own, whose returns are judged where they are.
func (c *checker) callsBuiltHandler(call *ast.CallExpr) bool {
	inner, ok := ast.Unparen(call.Fun).(*ast.CallExpr)
	if !ok {
		return false
	}
	lit := c.info.ReturnedLit(mcpsdk.Callee(c.pass.TypesInfo, inner))
	return lit != nil && c.info.HandlerOf(lit) != nil
}

// behind names the returns of a function of the module where it makes a non-nil error, and the
// places behind them, for a return that passes that error on.
func (c *checker) behind(fn *types.Func) []related {
	if c.solving {
		return nil
	}
	f := c.errorFactOf(fn)
	if f == nil || f.Benign {
		return nil
	}
	var out []related
	for _, h := range f.Harms {
		if len(out) == maxRelated {
			break
		}
		out = append(out, related{At: h.At, Message: fmt.Sprintf("%s %s here", fn.Name(), h.What)})
	}
	if len(f.Harms) > 0 {
		for _, r := range f.Harms[0].Related {
			if len(out) == maxRelated {
				break
			}
			out = append(out, r)
		}
	}
	return out
}

// assign is one assignment of a value to an error variable.
type assign struct {
	pos   token.Pos
	value ast.Expr      // the assigned expression, or nil when not known (&v, a range)
	call  *ast.CallExpr // the call whose error result it is, for `x, err := f()`
	blk   ast.Node      // the innermost block holding the assignment
	// rewraps is set when the value wraps the variable's own error and no other
	// (`err = fmt.Errorf("listing topics: %v", err)`, wrapsVar): the variable still carries
	// the failure it held.
	rewraps bool
}

// assigns returns, per variable, the assignments of body (also in its literals), cached per body.
func (c *checker) assigns(body *ast.BlockStmt) map[*types.Var][]assign {
	if m, ok := c.assignCache[body]; ok {
		return m
	}
	info := c.pass.TypesInfo
	m := map[*types.Var][]assign{}
	var stack []ast.Node
	add := func(id ast.Expr, a assign) {
		for i := len(stack) - 1; i >= 0 && a.blk == nil; i-- {
			switch stack[i].(type) {
			case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
				a.blk = stack[i]
			}
		}
		if lid, ok := ast.Unparen(id).(*ast.Ident); ok {
			if v, ok := info.ObjectOf(lid).(*types.Var); ok && isErrorType(v.Type()) {
				a.rewraps = a.value != nil && c.wrapsVar(a.value, v)
				m[v] = append(m[v], a)
			}
		}
	}
	visit := func(lhs, rhs []ast.Expr, pos token.Pos) {
		switch {
		case len(lhs) == len(rhs):
			for i, l := range lhs {
				a := assign{pos: pos, value: rhs[i]}
				if call, ok := ast.Unparen(rhs[i]).(*ast.CallExpr); ok {
					a.call = call
				}
				add(l, a)
			}
		case len(rhs) == 1:
			call, _ := ast.Unparen(rhs[0]).(*ast.CallExpr)
			for i, l := range lhs {
				a := assign{pos: pos}
				if call != nil && i == len(lhs)-1 {
					a.call = call
				}
				add(l, a)
			}
		default:
			for _, l := range lhs {
				add(l, assign{pos: pos})
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		stack = append(stack, n)
		switch x := n.(type) {
		case *ast.AssignStmt:
			visit(x.Lhs, x.Rhs, x.Pos())
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(x.Names))
			for i, name := range x.Names {
				lhs[i] = name
			}
			if len(x.Values) > 0 {
				visit(lhs, x.Values, x.Pos())
			}
		case *ast.RangeStmt:
			if x.Key != nil {
				add(x.Key, assign{pos: x.Pos()})
			}
			if x.Value != nil {
				add(x.Value, assign{pos: x.Pos()})
			}
		case *ast.UnaryExpr: // &err handed to a function may assign anything
			if x.Op == token.AND {
				add(x.X, assign{pos: x.Pos()})
			}
		}
		return true
	})
	c.assignCache[body] = m
	return m
}

// allBenign reports whether every assignment gives a nil error, a cancellation, a *jsonrpc.Error
// or the benign error of a call: then the variable never holds a business failure.
func (c *checker) allBenign(as []assign, kind mcpsdk.Kind) bool {
	info := c.pass.TypesInfo
	for _, a := range as {
		switch {
		case a.value != nil && (isNil(info, a.value) || isCancellationExpr(info, a.value) || isWireError(info, a.value, kind)):
		case a.call != nil && (c.benignCall(a.call) || c.notBusinessFailure(a.call)):
		default:
			return false
		}
	}
	return true
}

// reaching returns the assignments that may give a variable its value at pos: the last one
// before pos when the block holding it holds pos too (it overwrites the ones before), otherwise
// every one before pos.
func reaching(as []assign, pos token.Pos) []assign {
	a := nearest(as, pos)
	if a == nil {
		return nil
	}
	if a.blk != nil && a.blk.Pos() <= pos && pos < a.blk.End() {
		return []assign{*a}
	}
	var out []assign
	for _, x := range as {
		if x.pos < pos {
			out = append(out, x)
		}
	}
	return out
}

// origins returns the assignments whose failure a variable may carry at pos: those reaching it,
// where an assignment that rewraps the variable's own error stands for those reaching it in
// turn. So the error of `b, err := json.Marshal(v); if err != nil { err = fmt.Errorf("encode:
// %v", err); return nil, err }` is json.Marshal's, and each exclusion and origin judged on the
// assignments of an error sees through the rewrap. Among every assignment before pos, a rewrap
// with an assignment before it adds nothing: those are there already.
func origins(as []assign, pos token.Pos) []assign {
	r := reaching(as, pos)
	if len(r) == 1 && r[0].rewraps {
		if o := origins(as, r[0].pos); len(o) > 0 {
			return o
		}
		return r
	}
	out := r[:0:0]
	for _, a := range r {
		if !a.rewraps || nearest(as, a.pos) == nil {
			out = append(out, a)
		}
	}
	return out
}

// nearest returns the last assignment before pos, or nil.
func nearest(as []assign, pos token.Pos) *assign {
	var best *assign
	for i := range as {
		if as[i].pos < pos && (best == nil || as[i].pos > best.pos) {
			best = &as[i]
		}
	}
	return best
}

// fromRequire reports whether the last assignment before pos is from a Require* accessor of
// the request (mcp-go), e.g. `q, err := req.RequireString("q")`; not from a project's own
// helper named so (`RequiredString(req, "q")`), whose returns are named as any function's.
func fromRequire(info *types.Info, as []assign, pos token.Pos) bool {
	a := nearest(as, pos)
	if a == nil || a.call == nil {
		return false
	}
	fn := mcpsdk.Callee(info, a.call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == mcpsdk.MCPGoMCP && strings.HasPrefix(fn.Name(), "Require")
}

// isNil reports whether e is the untyped nil.
func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// isCancellationExpr reports whether e is ctx.Err(), context.Cause, context.Canceled or
// context.DeadlineExceeded: the client went away, and no result would reach it anyway.
func isCancellationExpr(info *types.Info, e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn := mcpsdk.Callee(info, x)
		if fn != nil && fn.Name() == "Err" {
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				return mcpsdk.IsContext(info.TypeOf(sel.X))
			}
		}
		if mcpsdk.IsSDKFunc(fn, "context", "Cause") {
			return true
		}
	case *ast.SelectorExpr:
		if v, ok := info.Uses[x.Sel].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "context" {
			return v.Name() == "Canceled" || v.Name() == "DeadlineExceeded"
		}
	}
	return false
}

// isChosenProtocolError reports whether a return sends an error picked out by errors.As on
// purpose, in a function that turns its other failures into isError results:
//
//	var hard *HardError
//	if errors.As(err, &hard) {
//		return nil, hard.Err
//	}
//	return mcp.NewToolResultError(err.Error()), nil
//
// The author chose a protocol error for that kind of failure, as with a *jsonrpc.Error.
func isChosenProtocolError(info *types.Info, body *ast.BlockStmt, ret *ast.ReturnStmt) bool {
	e := ast.Unparen(ret.Results[len(ret.Results)-1])
	for {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			break
		}
		e = ast.Unparen(sel.X)
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return false
	}
	// judge asks this of most returns, in every round of errorFacts' fixed point: only the
	// nodes around ret are walked, as only an if around it can guard it.
	guarded := false
	ast.Inspect(body, func(n ast.Node) bool {
		if guarded || n == nil || n.Pos() > ret.Pos() || ret.End() > n.End() {
			return false
		}
		if ifs, ok := n.(*ast.IfStmt); ok && ifs.Body.Pos() <= ret.Pos() && ret.End() <= ifs.Body.End() && asTarget(info, ifs.Cond) == v {
			guarded = true
		}
		return !guarded
	})
	return guarded && mcpsdk.BuildsErrorResult(info, body)
}

// asTarget returns the variable whose address is errors.As's target in cond, or nil.
func asTarget(info *types.Info, cond ast.Expr) *types.Var {
	var v *types.Var
	ast.Inspect(cond, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || v != nil || len(call.Args) != 2 || !mcpsdk.IsSDKFunc(mcpsdk.Callee(info, call), "errors", "As") {
			return v == nil
		}
		if u, ok := ast.Unparen(call.Args[1]).(*ast.UnaryExpr); ok && u.Op == token.AND {
			if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
				v, _ = info.ObjectOf(id).(*types.Var)
			}
		}
		return v == nil
	})
	return v
}

// isMarshalCall reports whether call is encoding/json's Marshal or MarshalIndent, or mcp-go's
// NewToolResultJSON, whose only error is Marshal's. Encoding the tool's own output fails only
// on a value that JSON cannot hold (a channel, a function, NaN): a bug of the server, which the
// -32603 Internal error a protocol error gives names rightly, and which no argument of the
// model's can fix.
func isMarshalCall(info *types.Info, call *ast.CallExpr) bool {
	fn := mcpsdk.Callee(info, call)
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	return mcpsdk.IsSDKFunc(fn, "encoding/json", "Marshal") || mcpsdk.IsSDKFunc(fn, "encoding/json", "MarshalIndent") ||
		mcpsdk.IsSDKFunc(fn, mcpsdk.MCPGoMCP, "NewToolResultJSON")
}

// onlyNonBusinessErrors reports whether every assignment that may give the error variable id its value
// at pos is the error of a call that is no business failure (notBusinessFailure): fmt.Errorf
// wrapping it makes none either.
func (c *checker) onlyNonBusinessErrors(body *ast.BlockStmt, id *ast.Ident, pos token.Pos) bool {
	v, _ := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	as := origins(c.assigns(body)[v], pos)
	for _, a := range as {
		if a.call == nil || !c.notBusinessFailure(a.call) {
			return false
		}
	}
	return v != nil && len(as) > 0
}

// isWireError reports whether e is a *jsonrpc.Error that go-sdk sends as is from a raw handler:
// then the protocol error, with its code, is what the author chose. From a typed handler (or an
// mcp-go one) it is an ordinary error.
func isWireError(info *types.Info, e ast.Expr, k mcpsdk.Kind) bool {
	if k != mcpsdk.GoSDKRaw {
		return false
	}
	t := info.TypeOf(e)
	if t == nil {
		return false
	}
	s := types.TypeString(t, nil)
	return strings.HasSuffix(s, "jsonrpc.Error") || strings.HasSuffix(s, "jsonrpc2.WireError")
}
