package protocolerror

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A tool-handler middleware (mcp-go's WithToolHandlerMiddleware, (*MCPServer).Use) wraps the
// handler of every tool. An error it passes on from next is the handler's, judged there; an error
// it makes itself (a rate limit, a refused session, before next is called) is its own, and mcp-go
// sends it as a JSON-RPC -32603 error on a call of any tool. The package that writes the
// middleware leaves its own harmful returns in an mwFact on the function that builds it; the
// package that registers the middleware reports them there, naming the registration.

// mwFact marks a function of the module that is or builds a tool-handler middleware whose handler
// returns errors of its own.
type mwFact struct {
	Name  string // how the function is named in a message: Middleware, RateLimiter.Middleware
	Harms []harm
}

func (*mwFact) AFact() {}

func (f *mwFact) String() string { return "middlewareErrors(" + f.Harms[0].At.String() + ")" }

// mwFacts exports the mwFacts of the package's middleware functions and keeps their harms in
// mwLocal for the registrations of this package.
func (c *checker) mwFacts() {
	for _, fn := range c.info.Funcs() {
		if !buildsMiddleware(fn.Type().(*types.Signature)) {
			continue
		}
		hs := c.mwHarms(c.info.Decl(fn).Body)
		c.mwLocal[fn] = hs
		if len(hs) > 0 {
			c.pass.ExportObjectFact(fn, &mwFact{Name: mcpsdk.FuncName(fn), Harms: hs})
		}
	}
}

// buildsMiddleware reports whether a signature is a tool-handler middleware's (one mcp-go
// handler in, one out), that of a function returning one, or that of a wrapper applied to one
// tool's handler (an mcp-go handler among its parameters, one out: Wrap(name string, h Handler)).
func buildsMiddleware(sig *types.Signature) bool {
	if isMiddlewareSig(sig) || isWrapperSig(sig) {
		return true
	}
	if sig.Results().Len() != 1 {
		return false
	}
	inner, ok := sig.Results().At(0).Type().Underlying().(*types.Signature)
	return ok && isMiddlewareSig(inner)
}

// isWrapperSig reports whether a signature takes an mcp-go handler, among other parameters, and
// returns one.
func isWrapperSig(sig *types.Signature) bool {
	if sig.Results().Len() != 1 {
		return false
	}
	out, ok := sig.Results().At(0).Type().Underlying().(*types.Signature)
	if !ok || mcpsdk.KindOf(out) != mcpsdk.MCPGoHandler {
		return false
	}
	for i := range sig.Params().Len() {
		if in, ok := sig.Params().At(i).Type().Underlying().(*types.Signature); ok && mcpsdk.KindOf(in) == mcpsdk.MCPGoHandler {
			return true
		}
	}
	return false
}

func isMiddlewareSig(sig *types.Signature) bool {
	if sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return false
	}
	in, ok1 := sig.Params().At(0).Type().Underlying().(*types.Signature)
	out, ok2 := sig.Results().At(0).Type().Underlying().(*types.Signature)
	return ok1 && ok2 && mcpsdk.KindOf(in) == mcpsdk.MCPGoHandler && mcpsdk.KindOf(out) == mcpsdk.MCPGoHandler
}

// mwReturn is a return of this package's middlewares with its function's signature, for a
// suggested fix.
type mwReturn struct {
	ret *ast.ReturnStmt
	sig *types.Signature
}

// mwHarms lists the own harmful returns of the middleware handlers written in body: handler
// literals that call the handler they wrap (see isMiddleware), not counting the returns that pass
// on that handler's error, nor those a directive suppresses (only this package sees them).
func (c *checker) mwHarms(body *ast.BlockStmt) []harm {
	var hs []harm
	ast.Inspect(body, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		h := c.info.HandlerOf(lit)
		if h == nil || h.Kind != mcpsdk.MCPGoHandler || !isMiddleware(c.pass.TypesInfo, h) {
			return true
		}
		walk.OwnReturns(lit.Body, func(ret *ast.ReturnStmt) {
			if len(hs) == maxHarms || guard.Suppressed(c.pass, ret.Pos()) || c.passesNext(lit.Body, ret) {
				return
			}
			if vd := c.judge(lit.Body, ret, h.Kind); vd.What != "" && !vd.Unknown {
				at := place.Of(c.pass, ret)
				hs = append(hs, harm{At: at, What: vd.What, Related: vd.Related})
				c.mwRets[at] = mwReturn{ret, c.signature(lit)}
			}
		})
		return true
	})
	return hs
}

// passesNext reports whether a return of a middleware handler gives the error of the handler it
// wraps: `return next(ctx, req)`, or an error variable (also wrapped by fmt.Errorf) last assigned
// from such a call.
func (c *checker) passesNext(body *ast.BlockStmt, ret *ast.ReturnStmt) bool {
	if len(ret.Results) == 0 {
		return false
	}
	return c.fromNext(body, ret.Results[len(ret.Results)-1], ret.Pos(), 0)
}

func (c *checker) fromNext(body *ast.BlockStmt, e ast.Expr, pos token.Pos, depth int) bool {
	if depth > 3 {
		return false
	}
	info := c.pass.TypesInfo
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			found = isNextCall(info, x)
		case *ast.Ident:
			v, ok := info.Uses[x].(*types.Var)
			if !ok || !isErrorType(v.Type()) {
				return true
			}
			for _, a := range reaching(c.assigns(body)[v], pos) {
				switch {
				case a.call != nil:
					found = found || c.fromNext(body, a.call, a.pos, depth+1)
				case a.value != nil:
					found = found || c.fromNext(body, a.value, a.pos, depth+1)
				}
			}
		}
		return !found
	})
	return found
}

// isNextCall reports whether call invokes a function value of an mcp-go handler's type (the next
// handler a middleware wraps), not a declared function.
func isNextCall(info *types.Info, call *ast.CallExpr) bool {
	if mcpsdk.Callee(info, call) != nil {
		return false
	}
	sig, ok := types.Unalias(info.TypeOf(call.Fun)).Underlying().(*types.Signature)
	return ok && mcpsdk.KindOf(sig) == mcpsdk.MCPGoHandler
}

// checkMiddlewares reports the own harmful returns of the tool-handler middlewares this package
// registers, once per return, unless a middleware that converts errors is registered before
// (outside) it.
func (c *checker) checkMiddlewares() {
	v := c.info.Versions[mcpsdk.MCPGo]
	for i, m := range c.info.Middlewares {
		if c.convertedOutside(i) {
			continue
		}
		name, hs := c.middlewareOf(m.Expr, 0)
		reg := related{At: place.Of(c.pass, m.Call), Message: "the middleware is registered here"}
		for _, h := range hs {
			p := problem{At: h.At, Text: fmt.Sprintf("tool-handler middleware %s %s", name, h.What),
				Kind: mcpsdk.MCPGoHandler, Version: v.Raw, Middleware: true,
				Related: append(append([]related(nil), h.Related...), reg)}
			r := c.mwRets[h.At] // zero for a return of another package
			c.report(p, r.ret, r.sig, name)
		}
	}
}

// convertedOutside reports whether a middleware that converts errors is registered outside the
// i-th: before it in the same file (mcp-go applies the first added outermost), or in another file
// of the package, whose order is not known.
func (c *checker) convertedOutside(i int) bool {
	mws := c.info.Middlewares
	fset := c.pass.Fset
	for j, m := range mws {
		if j == i || !m.Converts {
			continue
		}
		if fset.File(m.Call.Pos()) != fset.File(mws[i].Call.Pos()) || m.Call.Pos() <= mws[i].Call.Pos() {
			return true
		}
	}
	return false
}

// middlewareOf resolves a registered middleware expression to its name and own harmful returns:
// a literal, a function or method value that is a middleware, or a call of a function that
// builds one (rl.Middleware()), also through a local variable given one value.
func (c *checker) middlewareOf(e ast.Expr, depth int) (string, []harm) {
	info := c.pass.TypesInfo
	var fn *types.Func
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return "func literal", c.mwHarms(x.Body)
	case *ast.CallExpr:
		fn = calleeOrigin(info, x)
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok && depth < 2 {
			if init := c.onlyValue(v); init != nil {
				return c.middlewareOf(init, depth+1)
			}
		}
		fn, _ = info.Uses[x].(*types.Func)
	case *ast.SelectorExpr:
		fn, _ = info.Uses[x.Sel].(*types.Func)
	}
	if fn == nil {
		return "", nil
	}
	fn = fn.Origin()
	if fn.Pkg() == c.pass.Pkg {
		if hs, ok := c.mwLocal[fn]; ok {
			return mcpsdk.FuncName(fn), hs
		}
		return "", nil
	}
	var f mwFact
	if c.pass.ImportObjectFact(fn, &f) {
		return f.Name, f.Harms
	}
	return "", nil
}

// onlyValue returns the value of a local variable that is given one value, where it is declared
// (mw := rl.Middleware(), var mw = ...), and never assigned again; nil otherwise.
func (c *checker) onlyValue(v *types.Var) ast.Expr {
	if v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() {
		return nil // a field or a package-level variable: any function may assign it
	}
	var val ast.Expr
	n := 0
	for _, f := range c.pass.Files {
		if v.Pos() < f.FileStart || v.Pos() >= f.FileEnd {
			continue
		}
		ast.Inspect(f, func(node ast.Node) bool {
			switch x := node.(type) {
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					if id, ok := ast.Unparen(l).(*ast.Ident); ok && c.pass.TypesInfo.ObjectOf(id) == v {
						n++
						if len(x.Lhs) == len(x.Rhs) {
							val = x.Rhs[i]
						}
					}
				}
			case *ast.ValueSpec:
				for i, id := range x.Names {
					if c.pass.TypesInfo.Defs[id] == v && len(x.Values) == len(x.Names) {
						n++
						val = x.Values[i]
					}
				}
			case *ast.UnaryExpr:
				if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && x.Op == token.AND && c.pass.TypesInfo.Uses[id] == v {
					n += 2 // its address is taken: anything may assign it
				}
			}
			return true
		})
	}
	if n != 1 {
		return nil
	}
	return val
}
