package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A wrapper called where a tool is registered builds the handler the server calls:
// `s.AddTool(t, m.Wrap("echo", h))`, or `h = m.Wrap("echo", h)` before `s.AddTool(t, h)`. It is
// a middleware applied to one tool: the errors its handler makes itself (a rate limit, a refused
// client) reach the client as JSON-RPC errors on a call of that tool, while those it passes on from
// the wrapped handler are judged at that handler. Its own harmful returns are those of the
// middleware facts (mwFacts: a function taking a handler, among other parameters, and returning
// one); they are reported once per return, naming every registration that reaches them.

// checkWrappers reports the own harmful returns of the wrappers this package's registrations call,
// unless a wrapper outside it converts errors into isError results.
func (c *checker) checkWrappers() {
	v := c.info.Versions[mcpsdk.MCPGo]
	type found struct {
		name string
		hs   []harm
		regs []related
	}
	var order []*types.Func
	byFn := map[*types.Func]*found{}
	for _, r := range c.info.Registrations {
		if r.Call == nil || r.Kind != mcpsdk.MCPGoHandler {
			continue
		}
		for _, call := range c.wrapperCalls(r) {
			fn := calleeOrigin(c.pass.TypesInfo, call)
			if fn == nil {
				continue
			}
			if c.info.Converting(c.pass, fn) {
				break // what it wraps, inner wrappers included, reaches the client as isError results
			}
			name, hs := c.middlewareOf(call, 0)
			if len(hs) == 0 {
				continue
			}
			f := byFn[fn]
			if f == nil {
				f = &found{name: name, hs: hs}
				byFn[fn] = f
				order = append(order, fn)
			}
			f.regs = append(f.regs, related{At: place.Of(c.pass, r.Call), Message: "the tool is registered here through " + name})
		}
	}
	for _, fn := range order {
		f := byFn[fn]
		for _, h := range f.hs {
			p := problem{At: h.At, Text: fmt.Sprintf("tool-handler wrapper %s %s", f.name, h.What),
				Kind: mcpsdk.MCPGoHandler, Version: v.Raw, Middleware: true,
				Related: append(append([]related(nil), h.Related...), f.regs...)}
			r := c.mwRets[h.At] // zero for a return of another package
			c.report(p, r.ret, r.sig, f.name)
		}
	}
}

// wrapperCalls returns the calls that wrap a registration's handler, outermost first: those
// written around it (`Guard(m.Wrap("x", h))`) and, when what remains is a local variable, those
// assigned to it in the registering function (`h = m.Wrap("x", h)`). A call wraps when one of its
// arguments is a function value.
func (c *checker) wrapperCalls(r *mcpsdk.Registration) []*ast.CallExpr {
	var out []*ast.CallExpr
	peel := func(e ast.Expr) ast.Expr {
		for depth := 0; depth < 8; depth++ {
			call, ok := ast.Unparen(e).(*ast.CallExpr)
			if !ok {
				break
			}
			inner := mcpsdk.FirstFuncArg(c.pass.TypesInfo, call)
			if inner == nil {
				break
			}
			out = append(out, call)
			e = inner
		}
		return ast.Unparen(e)
	}
	id, ok := peel(r.Expr).(*ast.Ident)
	if !ok || r.Encl == nil {
		return out
	}
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	decl := c.info.Decl(r.Encl)
	if !ok || decl == nil || decl.Body == nil || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() {
		return out
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, l := range as.Lhs {
			if lid, ok := ast.Unparen(l).(*ast.Ident); ok && c.pass.TypesInfo.ObjectOf(lid) == v {
				peel(as.Rhs[i])
			}
		}
		return true
	})
	return out
}
