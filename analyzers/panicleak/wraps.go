package panicleak

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// WrapParam says that parameter Index of a function holds a function that a tool handler built
// by it calls (directly, through reflection, or through another such function): whatever is
// passed there is a tool handler in all but its signature, as with
// `NewTool(..., func(ctx, deps, req, args) ...)` or grafana's `MustTool(name, desc, fn)`.
// mcpsdk finds handlers by their SDK signature only, so panicleak finds these itself.
type WrapParam struct {
	Index int         // the parameter
	Kind  mcpsdk.Kind // the kind of the handler that calls it
	// Inputs are the parameters of the wrapped function that receive the request or the
	// typed arguments; nil when unknown (every parameter but a context is input).
	Inputs []int
}

// wrapsFact marks a function that turns one of its function parameters into a tool handler.
type wrapsFact struct{ Params []WrapParam }

func (*wrapsFact) AFact() {}
func (f *wrapsFact) String() string {
	parts := make([]string, len(f.Params))
	for i, p := range f.Params {
		parts[i] = fmt.Sprintf("%d:%v", p.Index, p.Inputs)
	}
	return "wraps(" + strings.Join(parts, " ") + ")"
}

// findWrappers finds the functions of this package that build a tool handler around one of
// their function parameters, and exports a wrapsFact for each.
func (c *checker) findWrappers() {
	type cand struct {
		fn *types.Func
		fd *ast.FuncDecl
	}
	var cands []cand
	for _, fn := range c.info.Funcs() {
		if sig := fn.Type().(*types.Signature); slices.ContainsFunc(params(sig)[boolInt(sig.Recv() != nil):], isPlainFunc) {
			cands = append(cands, cand{fn, c.info.Decl(fn)})
		}
	}
	for changed := true; changed; {
		changed = false
		for _, cd := range cands {
			sig := cd.fn.Type().(*types.Signature)
			for i := 0; i < sig.Params().Len(); i++ {
				p := sig.Params().At(i)
				if !isPlainFunc(p) || slices.ContainsFunc(c.wraps[cd.fn], func(w WrapParam) bool { return w.Index == i }) {
					continue
				}
				if w, ok := c.wrapOf(cd.fd, p, i); ok {
					c.wraps[cd.fn] = append(c.wraps[cd.fn], w)
					changed = true
				}
			}
		}
	}
	for fn, ws := range c.wraps {
		c.pass.ExportObjectFact(fn, &wrapsFact{Params: ws})
	}
}

// isPlainFunc reports whether a parameter is a function that is not itself a tool handler
// (handlers are found by their signature wherever they are written).
func isPlainFunc(p *types.Var) bool {
	sig, ok := types.Unalias(p.Type()).Underlying().(*types.Signature)
	return ok && mcpsdk.KindOf(sig) == mcpsdk.NotHandler
}

// wrapOf decides whether the function declared by fd turns its parameter p (index i) into a
// tool handler: a handler literal in its body uses p or a variable derived from it, or p is
// passed on to another wrapper.
func (c *checker) wrapOf(fd *ast.FuncDecl, p *types.Var, i int) (WrapParam, bool) {
	info := c.pass.TypesInfo
	// The flow of p does not change from one round of findWrappers to the next: made once.
	key := wrapKey{fd, i}
	holds := c.wrapFlows[key]
	if holds == nil {
		holds = c.newFlow(fd.Body, map[types.Object]mask{p: 1}, false)
		c.wrapFlows[key] = holds
	}
	var w WrapParam
	found := false
	c.walk.Inspect(fd.Body, wrapOfNodes, func(n ast.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *ast.FuncLit:
			sig, _ := info.TypeOf(x).(*types.Signature)
			k := mcpsdk.KindOf(sig)
			if k == mcpsdk.NotHandler || !holds.mentions(x) {
				return true
			}
			if c.info.HasDeferredRecover(info, x.Body) {
				return false // the handler recovers what the wrapped function panics
			}
			w, found = WrapParam{Index: i, Kind: k, Inputs: c.directInputs(x, sig, p)}, true
		case *ast.CallExpr:
			fn := mcpsdk.Callee(info, x)
			if fn == nil {
				return true
			}
			for _, inner := range c.wrapsOf(fn.Origin()) {
				if inner.Index < len(x.Args) && holds.has(x.Args[inner.Index]) {
					w, found = WrapParam{Index: i, Kind: inner.Kind, Inputs: inner.Inputs}, true
					return false
				}
			}
		}
		return true
	})
	return w, found
}

// wrapKey is a function parameter, for the flows of wrapOf.
type wrapKey struct {
	fd *ast.FuncDecl
	i  int
}

// wrapOfNodes are the nodes wrapOf looks at.
var wrapOfNodes = []ast.Node{(*ast.FuncLit)(nil), (*ast.CallExpr)(nil)}

// directInputs returns, when the handler literal lit calls p directly, the argument positions
// that receive its request or typed arguments; otherwise nil (unknown).
func (c *checker) directInputs(lit *ast.FuncLit, sig *types.Signature, p *types.Var) []int {
	info := c.pass.TypesInfo
	roots := map[types.Object]mask{}
	for i := 1; i < sig.Params().Len(); i++ {
		roots[sig.Params().At(i)] = 1
	}
	in := c.newFlow(lit.Body, roots, false)
	var out []int
	direct := false
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || direct {
			return !direct
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && info.Uses[id] == p {
			direct = true
			out = []int{}
			for j, a := range call.Args {
				if in.has(a) {
					out = append(out, j)
				}
			}
		}
		return true
	})
	return out
}

// wrapsOf returns what fn turns into tool handlers, from this package or from a fact.
func (c *checker) wrapsOf(fn *types.Func) []WrapParam {
	if fn.Pkg() == c.pass.Pkg {
		return c.wraps[fn]
	}
	if ps, ok := c.importedWraps[fn]; ok {
		return ps
	}
	var f wrapsFact
	if fn.Pkg() != nil && c.pass.ImportObjectFact(fn, &f) {
		c.importedWraps[fn] = f.Params
		return f.Params
	}
	c.importedWraps[fn] = nil
	return nil
}

// checkWrapped checks the functions passed to wrappers as tool handlers, and returns them.
func (c *checker) checkWrapped() map[ast.Node]bool {
	info := c.pass.TypesInfo
	seen := map[ast.Node]bool{}
	c.in.Preorder(callNodes, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := mcpsdk.Callee(info, call)
		if fn == nil {
			return
		}
		for _, wp := range c.wrapsOf(fn.Origin()) {
			if wp.Index >= len(call.Args) {
				continue
			}
			h := &mcpsdk.Handler{Kind: wp.Kind}
			var sig *types.Signature
			switch x := ast.Unparen(call.Args[wp.Index]).(type) {
			case *ast.FuncLit:
				h.Node, h.Body, h.Name = x, x.Body, "func literal"
				sig, _ = info.TypeOf(x).(*types.Signature)
			case *ast.Ident, *ast.SelectorExpr:
				id, _ := x.(*ast.Ident)
				if sel, ok := x.(*ast.SelectorExpr); ok {
					id = sel.Sel
				}
				wrapped, _ := info.Uses[id].(*types.Func)
				if wrapped == nil {
					continue
				}
				wrapped = wrapped.Origin()
				fd := c.info.Decl(wrapped)
				if fd == nil {
					continue
				}
				h.Node, h.Body, h.Func, h.Name = fd, fd.Body, wrapped, wrapped.Name()
				sig = wrapped.Type().(*types.Signature)
			}
			if h.Body == nil || sig == nil || seen[h.Node] {
				continue
			}
			seen[h.Node] = true
			off := boolInt(sig.Recv() != nil)
			var in mask
			if wp.Inputs == nil {
				for j := 0; j < sig.Params().Len(); j++ {
					in |= bit(off + j)
				}
			} else {
				for _, j := range wp.Inputs {
					if j < sig.Params().Len() {
						in |= bit(off + j)
					}
				}
			}
			c.checkHandler(h, in, []mark{{At: c.placeOf(call.Pos()), Msg: "tool handler %s is made a handler here, by " + fn.Name()}})
		}
	})
	return seen
}
