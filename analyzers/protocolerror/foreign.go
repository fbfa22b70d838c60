package protocolerror

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"

	"github.com/mcperr/mcperr/analyzers/internal/carry"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"golang.org/x/tools/go/analysis"
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

// leave records a problem of handler h on the functions and variables that bring it into a
// server.
func (c *checker) leave(h *mcpsdk.Handler, p problem) {
	n := 0
	for _, r := range c.info.Registrations {
		if r.Encl != nil && registers(r, h) {
			for _, b := range c.bringers(r.At) {
				c.add(b, p)
			}
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
// holding it and the package-level variables it puts the node's value in (a registry filled
// with Tool.RegisterRead(st); an init function only puts, nobody calls it), or the package-level
// variables whose initializer holds it (a table of tools).
func (c *checker) bringers(n ast.Node) []types.Object {
	switch d := mcpsdk.DeclAt(c.pass, n.Pos()).(type) {
	case *ast.FuncDecl:
		if fn, ok := c.pass.TypesInfo.Defs[d.Name].(*types.Func); ok {
			return c.funcBringers(d, fn, n)
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

// funcBringers is bringers for a node inside the declaration d of fn.
func (c *checker) funcBringers(d *ast.FuncDecl, fn *types.Func, n ast.Node) []types.Object {
	var out []types.Object
	for _, st := range c.varStores(d) {
		if st.Holds(n) && !slices.Contains(out, types.Object(st.Var)) {
			out = append(out, st.Var)
		}
	}
	if len(out) > 0 && isInit(fn) {
		return out
	}
	return append([]types.Object{fn}, out...)
}

// varStores returns the parts of a declaration's body whose values are kept in package-level
// variables of this package, computed once per declaration.
func (c *checker) varStores(d *ast.FuncDecl) []mcpsdk.VarStore {
	if d.Body == nil || !c.hasKeepers() {
		return nil
	}
	st, ok := c.stores[d]
	if !ok {
		st = mcpsdk.VarStores(c.pass, d.Body)
		c.stores[d] = st
	}
	return st
}

// hasKeepers reports whether the package declares a package-level variable that can keep tools
// or handlers (a registry, a list of ServerTools, a table of definitions or functions): where
// none does, no body need be searched for what it puts in one. Computed once.
func (c *checker) hasKeepers() bool {
	if c.keepers == 0 {
		c.keepers = -1
		scope := c.pass.Pkg.Scope()
		for _, name := range scope.Names() {
			if v, ok := scope.Lookup(name).(*types.Var); ok && name != "_" && c.canKeep(v.Type()) {
				c.keepers = 1
				break
			}
		}
	}
	return c.keepers > 0
}

// canKeep reports whether a value of type t can keep tools or handlers: see mcpsdk.HoldsTools,
// and slices, arrays and maps of functions or of what can.
func (c *checker) canKeep(t types.Type) bool {
	if mcpsdk.HoldsTools(c.pass, t) {
		return true
	}
	var elem types.Type
	switch x := types.Unalias(t).Underlying().(type) {
	case *types.Slice:
		elem = x.Elem()
	case *types.Array:
		elem = x.Elem()
	case *types.Map:
		elem = x.Elem()
	default:
		return false
	}
	_, fn := types.Unalias(elem).Underlying().(*types.Signature)
	return fn || mcpsdk.HoldsTools(c.pass, elem)
}

// storedIn reports whether the body of d puts values in obj, a package-level variable.
func (c *checker) storedIn(d *ast.FuncDecl, obj types.Object) bool {
	for _, st := range c.varStores(d) {
		if st.Var == obj {
			return true
		}
	}
	return false
}

// isInit reports whether obj is a package's init function.
func isInit(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	return ok && fn.Name() == "init" && fn.Type().(*types.Signature).Recv() == nil
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
	conv    *bool // whether the reference reaches the server through a wrapper that converts errors; nil until asked
	at      ast.Node
	enclsOf func() []types.Object // what brings the reference: see bringers; computed when asked
	encls   []types.Object
	known   bool // encls is computed
	obj     types.Object
	fact    *pendingFact  // obj's fact when obj is of another package
	fill    *ast.CallExpr // the call statement whose callee the reference is (repo.RegisterAll(t)), or nil
	decl    *ast.FuncDecl // the declaration holding the reference, or nil
}

// bringers returns what brings the reference into a server (see checker.bringers), computed
// once.
func (u *use) bringers() []types.Object {
	if !u.known {
		u.encls, u.known = u.enclsOf(), true
	}
	return u.encls
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
			for _, e := range u.bringers() {
				for _, p := range f.Problems {
					c.add(e, p)
				}
			}
		case c.info.Converts:
			// A middleware of this package's server turns the errors into isError results.
		default:
			more := append([]related{{At: place.Of(c.pass, u.at),
				Message: "the server built here gets the handler through " + u.obj.Name()}}, c.handedOn(u)...)
			for _, p := range f.Problems {
				c.report(p, nil, nil, "", more...)
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
			for _, e := range u.bringers() {
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
		if convertingWrapper(c.pass, c.info, r) {
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
	fills := map[ast.Node]*ast.CallExpr{}
	visit := func(root ast.Node, decl *ast.FuncDecl, enclsOf func(n ast.Node, obj types.Object) []types.Object) {
		ast.Inspect(root, func(n ast.Node) bool {
			var objs []types.Object
			switch x := n.(type) {
			case *ast.ExprStmt:
				if call, ok := ast.Unparen(x.X).(*ast.CallExpr); ok && len(call.Args) > 0 {
					fills[ast.Unparen(call.Fun)] = call
				}
				return true
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
				out = append(out, use{at: n, enclsOf: func() []types.Object { return enclsOf(n, obj) }, obj: obj, fact: fact,
					fill: fills[n], decl: decl})
			}
			return true
		})
	}
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				fn, _ := info.Defs[d.Name].(*types.Func)
				visit(d, d, func(n ast.Node, obj types.Object) []types.Object {
					if fn == nil {
						return nil
					}
					if isInit(fn) && c.storedIn(d, obj) {
						return nil // init fills the registry: it brings nothing of it anywhere
					}
					return c.funcBringers(d, fn, n)
				})
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
						visit(v, nil, func(ast.Node, types.Object) []types.Object { return encls })
					}
				}
			}
		}
	}
	return out
}

// useConverted reports whether a reference reaches the server only through wrappers that
// convert the errors of the handlers it brings, also through the local registry it fills,
// computed once.
func (c *checker) useConverted(u *use) bool {
	if u.conv == nil {
		conv := c.info.ConvertedAt(c.pass, u.at) || c.filledConverted(u)
		u.conv = &conv
	}
	return *u.conv
}

// filled returns the local variables that the call statement of a reference fills with tools
// (repo.RegisterAll(t), repo.RegisterAll(&reg)): registries of the module, lists of ServerTools;
// not the server it registers on (tools.RegisterAdmin(s)).
func (c *checker) filled(u *use) []*types.Var {
	if u.fill == nil || u.decl == nil {
		return nil
	}
	var out []*types.Var
	for _, a := range u.fill.Args {
		if v := c.localArg(a); v != nil && mcpsdk.HoldsTools(c.pass, v.Type()) {
			out = append(out, v)
		}
	}
	return out
}

// localArg returns the local variable an argument names, also through &, or nil.
func (c *checker) localArg(a ast.Expr) *types.Var {
	if x, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && x.Op == token.AND {
		a = x.X
	}
	id, ok := ast.Unparen(a).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() {
		return nil
	}
	return v
}

// readsOf returns the uses of a local variable in a declaration, apart from the call statements
// that fill it (repo.RegisterAll(t); team.RegisterAll(t)).
func (c *checker) readsOf(d *ast.FuncDecl, v *types.Var) []*ast.Ident {
	var out []*ast.Ident
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if es, ok := n.(*ast.ExprStmt); ok {
			if call, ok := ast.Unparen(es.X).(*ast.CallExpr); ok && slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return c.localArg(a) == v }) {
				return false
			}
		}
		if id, ok := n.(*ast.Ident); ok && c.pass.TypesInfo.Uses[id] == v {
			out = append(out, id)
		}
		return true
	})
	return out
}

// filledConverted reports whether the local registries a reference fills reach the server only
// through wrappers that convert their handlers' errors (a range over t.Tools() that wraps each
// handler).
func (c *checker) filledConverted(u *use) bool {
	vs := c.filled(u)
	for _, v := range vs {
		reads := c.readsOf(u.decl, v)
		if len(reads) == 0 {
			return false
		}
		for _, id := range reads {
			if !c.info.ConvertedAt(c.pass, id) {
				return false
			}
		}
	}
	return len(vs) > 0
}

// handedOn names the registrations that hand a server the tools of the local registries a
// reference fills: `repo.RegisterAll(t)` then `s.AddTools(t.Tools()...)`.
func (c *checker) handedOn(u *use) []related {
	var out []related
	for _, v := range c.filled(u) {
		for _, id := range c.readsOf(u.decl, v) {
			ast.Inspect(u.decl.Body, func(n ast.Node) bool {
				if n == nil || n.Pos() > id.Pos() || id.End() > n.End() {
					return false
				}
				if call, ok := n.(*ast.CallExpr); ok && mcpsdk.IsToolRegistration(mcpsdk.Callee(c.pass.TypesInfo, call)) {
					out = append(out, related{At: place.Of(c.pass, call),
						Message: "the server gets the tools " + v.Name() + " holds here"})
					return false
				}
				return true
			})
		}
	}
	return out
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
func convertingWrapper(pass *analysis.Pass, info *mcpsdk.Info, r *mcpsdk.Registration) bool {
	for _, w := range r.Wrappers {
		if info.Converting(pass, w) {
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
	var inits []problem
	n := 0
	for _, fn := range fns {
		ps := c.pending[fn]
		sort.Slice(ps, func(i, j int) bool { return ps[i].key() < ps[j].key() })
		if isInit(fn) {
			for _, p := range ps {
				if !slices.ContainsFunc(inits, func(q problem) bool { return q.key() == p.key() }) {
					inits = append(inits, p)
				}
			}
			continue
		}
		c.pass.ExportObjectFact(fn, &pendingFact{Problems: ps})
		n++
	}
	if n > 0 {
		c.pass.ExportPackageFact(new(pendingPkgFact))
	}
	if imported := c.importedInits(); len(inits) > 0 || len(imported) > 0 {
		c.pass.ExportPackageFact(&initPendingFact{Problems: inits, Imported: imported})
	}
}

// initPendingFact marks a package whose init functions register handlers with harmful returns
// somewhere no variable of the package keeps them (a registry of another package, say): every
// package that imports it, directly or not, and builds a server whose middlewares do not convert
// errors reports them, as panicleak's initPendingFact does for panics. It carries those of the
// packages its package imports, directly or not (go vet hands a package the package facts of its
// direct imports only, and a server's package often imports its tool packages blank, through a
// package that links them all in).
type initPendingFact struct {
	Problems []problem
	Imported []initPkg // by path
}

// initPkg is the problems that the init functions of one package leave.
type initPkg struct {
	Path, Name string
	Problems   []problem
}

func (*initPendingFact) AFact() {}

func (f *initPendingFact) String() string {
	s := "initPending(" + strconv.Itoa(len(f.Problems))
	for _, ip := range f.Imported {
		s += "; " + ip.Name + ":" + strconv.Itoa(len(ip.Problems))
	}
	return s + ")"
}

// importedInits returns the problems that the init functions of the packages this one imports,
// directly or not, leave, by package path, each package once.
func (c *checker) importedInits() []initPkg {
	if c.inits != nil {
		return *c.inits
	}
	out := carry.Gather(c.pass, func(pkg *types.Package, f analysis.Fact) []initPkg {
		fact, ok := f.(*initPendingFact)
		if !ok {
			return nil
		}
		if len(fact.Problems) == 0 {
			return fact.Imported
		}
		return append([]initPkg{{Path: pkg.Path(), Name: pkg.Name(), Problems: fact.Problems}}, fact.Imported...)
	}, func(ip initPkg) string { return ip.Path })
	c.inits = &out
	return out
}

// checkInits reports, in a package that builds a server, the problems that the init functions
// of the packages it imports leave, naming the import that brings each package.
func (c *checker) checkInits() {
	if !c.info.CreatesServer || c.info.Converts {
		return
	}
	for _, ip := range c.importedInits() {
		var more []related
		if imp := c.importOf(ip.Path); imp != nil {
			more = append(more, related{At: place.Of(c.pass, imp),
				Message: "the server built here gets the handler from the init function of package " + ip.Name + " through this import"})
		}
		for _, p := range ip.Problems {
			c.report(p, nil, nil, "", more...)
		}
	}
}

// importOf returns the first import of the package's files that brings the package of path
// path: the package itself, or a package whose initPendingFact carries that package's problems
// (one that imports it, directly or not).
func (c *checker) importOf(path string) *ast.ImportSpec {
	brings := func(p *types.Package) bool {
		if p.Path() == path {
			return true
		}
		var f initPendingFact
		return c.pass.ImportPackageFact(p, &f) && slices.ContainsFunc(f.Imported, func(ip initPkg) bool { return ip.Path == path })
	}
	for _, f := range c.pass.Files {
		for _, imp := range f.Imports {
			ipath, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				continue
			}
			for _, p := range c.pass.Pkg.Imports() {
				if p.Path() == ipath && brings(p) {
					return imp
				}
			}
		}
	}
	return nil
}
