package panicleak

import (
	"go/ast"
	"go/types"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// Servers reach much of their tool code through calls whose callee is a value: the Handler field
// of a tool definition, the Execute method of a Tool interface. mcpsdk says which function values
// of a package a tool handler calls (Info.Adapted): those are handlers of their own here. A value
// stored in a field whose caller this package does not know (Info.Stores) travels in a storesFact
// to the packages that import this one, where a call of that field finds it. A call of a method
// of an interface of the module reaches the methods of the module's types that implement it.

// stored is a function value stored in a function-typed field, with what it reaches.
type stored struct {
	Name  string
	At    place.Place // where it is stored
	Shift int         // 1 for a method value, whose summary counts its receiver as parameter 0
	Reach []reach
}

// storesFact lists, on a package of the module, the function values it stores in fields whose
// caller it does not know, by mcpsdk.FieldKey.
type storesFact struct{ Fields map[string][]stored }

func (*storesFact) AFact() {}
func (f *storesFact) String() string {
	return fieldsFactString("stores", f.Fields, func(s stored) string { return s.Name })
}

// fieldsFactString writes a fact that lists values by field key as label(F: v w; G: x), the
// fields in key order, each by the last element of its key.
func fieldsFactString[V any](label string, fields map[string][]V, name func(V) string) string {
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		var names []string
		for _, v := range fields[k] {
			names = append(names, name(v))
		}
		parts = append(parts, k[strings.LastIndex(k, "/")+1:]+": "+strings.Join(names, " "))
	}
	return label + "(" + strings.Join(parts, "; ") + ")"
}

// exportStores records the values of Info.Stores that reach a panic source, with those the
// storesFacts of the packages this one imports hold: go vet hands a package the package facts of
// its direct imports only, and a tool package that a server's package imports blank, through a
// package that links every tool in, stores its handlers all the same.
func (c *checker) exportStores() {
	f := &storesFact{Fields: map[string][]stored{}}
	for k, ss := range c.importedStores() {
		f.Fields[k] = append(f.Fields[k], ss...)
	}
	for _, st := range c.info.Stores {
		if c.module == "" || !strings.HasPrefix(st.Key, c.module+"/") && !strings.HasPrefix(st.Key, c.module+".") {
			continue // a field of an SDK (ServerTool.Handler is a registration) or a library
		}
		var s *summary
		shift := 0
		name := "func literal"
		switch {
		case st.Lit != nil:
			sig, _ := c.pass.TypesInfo.TypeOf(st.Lit).(*types.Signature)
			if sig == nil {
				continue
			}
			if st.Encl != nil {
				name = "func literal in " + st.Encl.Name()
			} else if holder := c.holderOf(st.Lit); holder != nil {
				name = "func literal in " + holder.Name()
			}
			s = c.summarizeBody(sig, st.Lit.Body, name, c.pass.Pkg)
		case st.Func != nil:
			s = c.summaryOf(st.Func)
			name = mcpsdk.FuncName(st.Func)
			if st.Func.Type().(*types.Signature).Recv() != nil {
				shift = 1
			}
		}
		if s == nil || len(s.Reach) == 0 {
			continue
		}
		f.Fields[st.Key] = append(f.Fields[st.Key], stored{Name: name, At: c.placeOf(st.At.Pos()), Shift: shift, Reach: s.Reach})
	}
	if len(f.Fields) > 0 {
		c.pass.ExportPackageFact(f)
	}
}

// storesOf returns the values that the packages this one imports store in a field.
func (c *checker) storesOf(key string) []stored {
	return c.importedStores()[key]
}

// importedStores returns the values that the packages this one imports, directly or not, store
// in fields, by field key, each once: a storesFact holds those of the packages its package
// imports too, and the checker of mcperr vet hands a package the facts of all of them.
func (c *checker) importedStores() map[string][]stored {
	if c.stores == nil {
		c.stores = map[string][]stored{}
		type id struct {
			key, name string
			at        place.Place
		}
		seen := map[id]bool{}
		for _, pf := range c.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*storesFact); ok && pf.Package != c.pass.Pkg {
				for k, ss := range f.Fields {
					for _, s := range ss {
						if !seen[id{k, s.Name, s.At}] {
							seen[id{k, s.Name, s.At}] = true
							c.stores[k] = append(c.stores[k], s)
						}
					}
				}
			}
		}
		for _, ss := range c.stores {
			sort.SliceStable(ss, func(i, j int) bool { return placeLess(ss[i].At, ss[j].At) })
		}
	}
	return c.stores
}

// dynamicReaches lists what a call whose callee is a value reaches: the values stored in the
// field it calls, or the implementations of the interface method it calls.
func (b *bodyScan) dynamicReaches(call *ast.CallExpr) []reach {
	info := b.c.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := info.Selections[sel]
	if s == nil {
		return nil
	}
	var out []reach
	switch s.Kind() {
	case types.FieldVal:
		v, _ := s.Obj().(*types.Var)
		if v == nil {
			return nil
		}
		if _, ok := v.Type().Underlying().(*types.Signature); !ok {
			return nil
		}
		key := mcpsdk.FieldKey(v)
		if key == "" {
			return nil
		}
		at := b.c.placeOf(call.Lparen)
		for _, st := range b.c.storesOf(key) {
			for _, r := range st.Reach {
				need := mask(0)
				if r.Need != 0 {
					need = b.valueArgs(call, r, st.Shift)
					if need == 0 {
						continue
					}
				}
				out = append(out, reach{Site: r.Site, Steps: append([]step{{At: at, Callee: st.Name}}, r.Steps...), Need: need})
			}
		}
	case types.MethodVal:
		fn, _ := s.Obj().(*types.Func)
		if fn == nil || !types.IsInterface(s.Recv()) {
			return nil
		}
		for _, impl := range b.c.implementations(s.Recv(), fn) {
			out = append(out, b.reachesOf(call, impl, b.c.calleeName(impl, b.pkg))...)
		}
		for _, mr := range b.c.factImplementations(s.Recv(), fn, b.c.implTypes[implKey(s.Recv(), fn)]) {
			out = append(out, b.reachesFrom(call, fn, mr)...)
		}
	}
	return out
}

// valueArgs returns the input of the arguments of a call of a stored value that feed the
// parameters a reach needs (shift: the value's receiver, bound when it was stored, is not an
// argument).
func (b *bodyScan) valueArgs(call *ast.CallExpr, r reach, shift int) mask {
	f := b.strictFlow()
	if r.Site.Loose {
		f = b.looseFlow()
	}
	var m mask
	for i, a := range call.Args {
		if r.Need&bit(i+shift) != 0 {
			m |= f.of(a)
		}
	}
	return m
}

// implementations returns the methods of the module's named types, in this package and the
// packages it imports, that implement method fn of the interface type recv; nothing for an
// interface declared outside the module (io.Writer's implementations are not tool code).
func (c *checker) implementations(recv types.Type, fn *types.Func) []*types.Func {
	named, ok := types.Unalias(recv).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !c.inModule(named.Obj().Pkg().Path()) {
		return nil
	}
	key := implKey(recv, fn)
	if impls, ok := c.impls[key]; ok {
		return impls
	}
	iface, _ := named.Underlying().(*types.Interface)
	var out []*types.Func
	seen := map[string]bool{}
	if iface != nil {
		for _, t := range c.moduleTypes() {
			if types.IsInterface(t) {
				continue
			}
			for _, cand := range []types.Type{t, types.NewPointer(t)} {
				if !types.Implements(cand, iface) {
					continue
				}
				obj, _, _ := types.LookupFieldOrMethod(cand, true, fn.Pkg(), fn.Name())
				if m, ok := obj.(*types.Func); ok && c.inModule(m.Pkg().Path()) {
					out = append(out, m)
				}
				seen[typeKey(t)] = true
				break
			}
		}
	}
	c.impls[key] = out
	c.implTypes[key] = seen
	return out
}

// implKey keys the implementations of method fn of the interface type recv.
func implKey(recv types.Type, fn *types.Func) string {
	named, ok := types.Unalias(recv).(*types.Named)
	if !ok {
		return ""
	}
	return typeKey(named) + "." + fn.Name()
}

// moduleTypes returns the named types declared in this package and in the module's packages it
// imports, directly or not.
func (c *checker) moduleTypes() []*types.Named {
	if c.types != nil {
		return c.types
	}
	seen := map[*types.Package]bool{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if seen[p] || !c.inModule(p.Path()) {
			return
		}
		seen[p] = true
		scope := p.Scope()
		for _, name := range scope.Names() {
			if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
				if n, ok := tn.Type().(*types.Named); ok && n.TypeParams() == nil {
					c.types = append(c.types, n)
				}
			}
		}
		for _, imp := range p.Imports() {
			visit(imp)
		}
	}
	visit(c.pass.Pkg)
	if c.types == nil {
		c.types = []*types.Named{}
	}
	return c.types
}

// checkAdapted checks the function values of this package that mcpsdk found a tool handler
// calling (through a module constructor's parameter or a struct field), unless a wrapper of
// this package already made them handlers or something on the way recovers.
func (c *checker) checkAdapted(seen map[ast.Node]bool) {
	for _, ad := range c.info.Adapted {
		if ad.Body == nil || ad.Sink == nil || ad.Sink.Recovers {
			continue
		}
		h := &mcpsdk.Handler{Kind: ad.Sink.Kind, Body: ad.Body, Name: ad.Name}
		var sig *types.Signature
		switch {
		case ad.Lit != nil:
			h.Node = ad.Lit
			sig, _ = c.pass.TypesInfo.TypeOf(ad.Lit).(*types.Signature)
		case ad.Decl != nil:
			h.Node, h.Func = ad.Decl, ad.Func.Origin()
			sig = ad.Func.Type().(*types.Signature)
		}
		if sig == nil || seen[h.Node] || mcpsdk.KindOf(sig) != mcpsdk.NotHandler && c.info.HandlerOf(h.Node) != nil {
			continue // a wrapper's handler, or a handler by its own signature, checked as such
		}
		seen[h.Node] = true
		var in mask
		for i, p := range params(sig) {
			if p != sig.Recv() {
				in |= bit(i)
			}
		}
		// A function of the module's own handler type that takes the request among its
		// dependencies (func(ctx, db, user, req)) gets its input from the request and what
		// follows it (typed arguments), not from the store or user the adapter hands it.
		for i, p := range params(sig) {
			if p != sig.Recv() && mcpsdk.IsRequest(p.Type()) {
				in &^= bit(i) - 1
				break
			}
		}
		var made []mark
		for _, hop := range ad.Sink.Via {
			made = append(made, mark{At: hop.At, Msg: hop.What})
		}
		c.checkHandler(h, in, made)
	}
}
