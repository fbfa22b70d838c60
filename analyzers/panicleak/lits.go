package panicleak

import (
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A function literal that a body runs where it stands is part of what the body can panic on:
// one it calls at once (`func() { ... }()`, also deferred), and one it hands to a function of
// the module, which runs it (a cache's `withCache(key, func() (*Resp, error) { ... })`, a
// retry helper). The literal reads the body's variables, so the body's flow says what input
// reaches it: `items[:query.Limit]` in a compute callback panics on the handler's limit.
// Literals handed to a `go` statement, to functions outside the module, or that are tool
// handlers of their own are left alone.

// litScans returns a scan of the body of every literal that this body runs in place, sharing
// this body's flow and what it knows of lower ends.
func (b *bodyScan) litScans() []*bodyScan {
	info := b.c.pass.TypesInfo
	var out []*bodyScan
	add := func(lit *ast.FuncLit) {
		sig, ok := info.TypeOf(lit).(*types.Signature)
		if !ok || lit.Body == nil || mcpsdk.KindOf(sig) != mcpsdk.NotHandler || b.c.isHandlerNode(lit) {
			return
		}
		out = append(out, &bodyScan{c: b.c, parent: b, sig: sig, body: lit.Body, roots: b.roots, name: b.name, pkg: b.pkg})
	}
	var spawned map[*ast.CallExpr]bool
	b.c.walk.NoLits(b.body, litCallNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.GoStmt:
			if spawned == nil {
				spawned = map[*ast.CallExpr]bool{}
			}
			spawned[x.Call] = true
		case *ast.CallExpr:
			if spawned[x] {
				return
			}
			if lit, ok := ast.Unparen(x.Fun).(*ast.FuncLit); ok {
				add(lit)
				return
			}
			fn := mcpsdk.Callee(info, x)
			if fn == nil || fn.Pkg() == nil || !b.c.inModule(fn.Pkg().Path()) {
				return
			}
			for _, a := range x.Args {
				if lit, ok := ast.Unparen(a).(*ast.FuncLit); ok {
					add(lit)
				}
			}
		}
	})
	return out
}

// litCallNodes are the nodes litScans looks at: a go statement comes before its call.
var litCallNodes = []ast.Node{(*ast.GoStmt)(nil), (*ast.CallExpr)(nil)}

// isHandlerNode reports whether n is the node of a tool handler of this package.
func (c *checker) isHandlerNode(n ast.Node) bool {
	if c.handlerNodes == nil {
		c.handlerNodes = map[ast.Node]bool{}
		for _, h := range c.info.Handlers {
			c.handlerNodes[h.Node] = true
		}
	}
	return c.handlerNodes[n]
}
