package protocolerror

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// Handlers are often written in one package and registered on a server built in another that
// imports it. Whether a middleware of that server turns returned errors into isError results is
// known only there, and facts flow only from a package to its importers. So a package that does
// not build a server reports nothing about its handlers: it leaves each harmful return, as a
// problem, in a pendingFact on the function that brings the handler (the handler itself, the
// function that registers it, or the function whose body holds the handler literal). A package
// that uses such a function passes the problems on to its own enclosing function, until one that
// builds a server reports them where it uses the function, or drops them when its server converts
// errors.

// pendingFact marks a function or package-level variable that brings tool handlers with harmful
// returns into whatever server uses it.
type pendingFact struct{ Problems []problem }

func (*pendingFact) AFact() {}

func (f *pendingFact) String() string { return "pending(" + strconv.Itoa(len(f.Problems)) + ")" }

// leave records a problem of handler h on the functions that bring it into a server.
func (c *checker) leave(h *mcpsdk.Handler, p problem) {
	n := 0
	for _, r := range c.info.Registrations {
		if r.Encl != nil && ((h.Func != nil && r.Func == h.Func) || (r.Lit != nil && ast.Node(r.Lit) == h.Node)) {
			c.add(r.Encl, p)
			n++
		}
	}
	switch {
	case n > 0:
	case h.Func != nil:
		c.add(h.Func, p)
	default:
		for _, b := range c.bringers(h.Node) {
			c.add(b, p)
		}
	}
}

// bringers returns what brings a node of this package into a server: the declared function
// holding it, or the package-level variables whose initializer holds it (a table of tools).
func (c *checker) bringers(n ast.Node) []types.Object {
	switch d := mcpsdk.DeclAt(c.pass, n.Pos()).(type) {
	case *ast.FuncDecl:
		if fn, ok := c.pass.TypesInfo.Defs[d.Name].(*types.Func); ok {
			return []types.Object{fn}
		}
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok || n.Pos() < vs.Pos() || n.Pos() >= vs.End() {
				continue
			}
			var out []types.Object
			for _, name := range vs.Names {
				if v, ok := c.pass.TypesInfo.Defs[name].(*types.Var); ok {
					out = append(out, v)
				}
			}
			return out
		}
	}
	return nil
}

// add appends p to fn's pending problems once; it reports whether p was new.
func (c *checker) add(fn types.Object, p problem) bool {
	for _, q := range c.pending[fn] {
		if q.key() == p.key() {
			return false
		}
	}
	c.pending[fn] = append(c.pending[fn], p)
	return true
}

// use is one reference to a function or package-level variable that brings pending problems.
type use struct {
	conv  *bool // whether the reference reaches the server through a wrapper that converts errors; nil until asked
	at    ast.Node
	encls []types.Object // the declared function, or the package-level variables, holding it
	obj   types.Object
	fact  *pendingFact // obj's fact when obj is of another package
}

// checkForeign reports or passes on the problems of the functions and variables this package
// uses. A package that builds a server reports each problem once, at its first use.
func (c *checker) checkForeign() {
	if len(c.pending) == 0 && !c.pendingImported() {
		return // nothing here or in an imported package brings a handler with a problem
	}
	uses := c.uses()
	for i := range uses {
		u := &uses[i]
		f := u.fact
		if f == nil || c.useConverted(u) {
			continue
		}
		switch {
		case !c.info.CreatesServer:
			for _, e := range u.encls {
				for _, p := range f.Problems {
					c.add(e, p)
				}
			}
		case c.info.Converts:
			// A middleware of this package's server turns the errors into isError results.
		default:
			for _, p := range f.Problems {
				c.report(p, nil, nil, "", related{At: place.Of(c.pass, u.at),
					Message: "the server built here gets the handler through " + u.obj.Name()})
			}
		}
	}
	// Problems reach the declarations of this package that use the ones holding them, before
	// they leave it.
	for changed := !c.info.CreatesServer; changed; {
		changed = c.methodsToTypes()
		for i := range uses {
			u := &uses[i]
			if u.obj.Pkg() != c.pass.Pkg || len(c.pending[u.obj]) == 0 || c.useConverted(u) {
				continue
			}
			for _, e := range u.encls {
				for _, p := range c.pending[u.obj] {
					if e != u.obj && c.add(e, p) {
						changed = true
					}
				}
			}
		}
	}
}

// uses lists, in source order, the references of the package to functions and package-level
// variables that bring pending problems (facts of other packages) or may (this package's own),
// outside registrations whose wrapper converts errors.
func (c *checker) uses() []use {
	info := c.pass.TypesInfo
	var converted []*mcpsdk.Registration
	for _, r := range c.info.Registrations {
		if c.convertingWrapper(r) {
			converted = append(converted, r)
		}
	}
	inConverted := func(n ast.Node) bool {
		for _, r := range converted {
			if r.Expr.Pos() <= n.Pos() && n.End() <= r.Expr.End() {
				return true
			}
		}
		return false
	}
	var out []use
	type seenKey struct {
		end token.Pos
		obj types.Object
	}
	seen := map[seenKey]bool{} // a selector and its Sel are one use
	visit := func(root ast.Node, encls []types.Object) {
		ast.Inspect(root, func(n ast.Node) bool {
			var objs []types.Object
			switch x := n.(type) {
			case *ast.SelectorExpr:
				if sel := info.Selections[x]; sel != nil {
					objs = bringers(sel.Obj())
				} else {
					objs = bringers(info.Uses[x.Sel])
				}
			case *ast.Ident:
				objs = bringers(info.Uses[x])
			case *ast.CompositeLit:
				objs = typeBringers(info.TypeOf(x))
			default:
				return true
			}
			if len(objs) == 0 || inConverted(n) {
				return true
			}
			for _, obj := range objs {
				if seen[seenKey{n.End(), obj}] {
					continue
				}
				var fact *pendingFact
				if obj.Pkg() != c.pass.Pkg {
					if fact = c.pendingOf(obj); fact == nil {
						continue
					}
				}
				seen[seenKey{n.End(), obj}] = true
				out = append(out, use{at: n, encls: encls, obj: obj, fact: fact})
			}
			return true
		})
	}
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				var encls []types.Object
				if fn, ok := info.Defs[d.Name].(*types.Func); ok {
					encls = []types.Object{fn}
				}
				visit(d, encls)
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					vs, ok := spec.(*ast.ValueSpec)
					if !ok {
						continue
					}
					var encls []types.Object
					for _, name := range vs.Names {
						if v, ok := info.Defs[name].(*types.Var); ok {
							encls = append(encls, v)
						}
					}
					for _, v := range vs.Values {
						visit(v, encls)
					}
				}
			}
		}
	}
	return out
}

// useConverted reports whether a reference reaches the server only through wrappers that
// convert the errors of the handlers it brings, computed once.
func (c *checker) useConverted(u *use) bool {
	if u.conv == nil {
		conv := c.info.ConvertedAt(c.pass, u.at)
		u.conv = &conv
	}
	return *u.conv
}

// pendingPkgFact marks a package that leaves pendingFacts, so that an importer with none to
// look for need not look at its references.
type pendingPkgFact struct{}

func (*pendingPkgFact) AFact() {}

func (*pendingPkgFact) String() string { return "leavesPending" }

// pendingImported reports whether a package this one imports (also indirectly) leaves
// pendingFacts.
func (c *checker) pendingImported() bool {
	for _, f := range c.pass.AllPackageFacts() {
		if _, ok := f.Fact.(*pendingPkgFact); ok && f.Package != c.pass.Pkg {
			return true
		}
	}
	return false
}

// pendingOf returns the pendingFact of an object of another package of the module, or nil;
// looked up once per object.
func (c *checker) pendingOf(obj types.Object) *pendingFact {
	if f, ok := c.foreign[obj]; ok {
		return f
	}
	var f *pendingFact
	if mcpsdk.InModule(c.pass, obj.Pkg()) {
		if f = new(pendingFact); !c.pass.ImportObjectFact(obj, f) {
			f = nil
		}
	}
	c.foreign[obj] = f
	return f
}

// bringers returns the objects a pendingFact can be on that a reference to obj brings: a
// function (its generic origin) and the named types it returns (a constructor brings the methods
// of what it builds, which may register handlers behind an interface), or a package-level
// variable; none otherwise.
func bringers(obj types.Object) []types.Object {
	switch o := obj.(type) {
	case *types.Func:
		if o.Pkg() == nil || mcpsdk.IsStd(o.Pkg().Path()) {
			return nil
		}
		out := []types.Object{o.Origin()}
		res := o.Type().(*types.Signature).Results()
		for i := 0; i < res.Len(); i++ {
			out = append(out, typeBringers(res.At(i).Type())...)
		}
		return out
	case *types.Var:
		if o.Pkg() != nil && o.Parent() == o.Pkg().Scope() {
			return []types.Object{o}
		}
	}
	return nil
}

// typeBringers returns the type name of a named type (or a pointer to one) declared at package
// level, whose methods' pending problems a value of it brings.
func typeBringers(t types.Type) []types.Object {
	if t == nil {
		return nil
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Parent() != n.Obj().Pkg().Scope() {
		return nil
	}
	return []types.Object{n.Origin().Obj()}
}

// methodsToTypes adds the pending problems of this package's methods to their receiver types,
// which constructors and composite literals bring where the methods are called behind an
// interface; it reports whether it added any.
func (c *checker) methodsToTypes() bool {
	added := false
	for obj, ps := range c.pending {
		fn, ok := obj.(*types.Func)
		if !ok {
			continue
		}
		recv := fn.Type().(*types.Signature).Recv()
		if recv == nil {
			continue
		}
		for _, tn := range typeBringers(recv.Type()) {
			if tn.Pkg() == c.pass.Pkg {
				for _, p := range ps {
					added = c.add(tn, p) || added
				}
			}
		}
	}
	return added
}

// convertingWrapper reports whether a registration wraps its handler in a function that builds
// isError results (NewStructuredToolHandler, or a wrapper of the module that does).
func (c *checker) convertingWrapper(r *mcpsdk.Registration) bool {
	for _, w := range r.Wrappers {
		if c.info.Converting(c.pass, w) {
			return true
		}
	}
	return false
}

// exportPending exports the problems this package leaves to its importers.
func (c *checker) exportPending() {
	fns := make([]types.Object, 0, len(c.pending))
	for fn := range c.pending {
		fns = append(fns, fn)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	for _, fn := range fns {
		ps := c.pending[fn]
		sort.Slice(ps, func(i, j int) bool { return ps[i].key() < ps[j].key() })
		c.pass.ExportObjectFact(fn, &pendingFact{Problems: ps})
	}
	if len(fns) > 0 {
		c.pass.ExportPackageFact(new(pendingPkgFact))
	}
}
