package panicleak

import (
	"go/ast"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A call of an interface method reaches the methods of the module's types that implement it
// (dynamic.go), which the types of the packages this one imports show when they are loaded from
// source. Under go vet a package sees the others only through export data, which holds just the
// packages whose objects its API refers to: a tool registered by a package that the server's
// package imports blank (import _ ".../tools/all") has no type there, and no summaryFact
// reaches it either. So each package of the module also lists the methods of its types that
// reach a panic source, with their type's method set, in a methodsFact that carries those of
// the packages it imports as well (go vet hands a package the package facts of its direct
// imports only); a call of an interface method matches the types it cannot see against them.

// methodsFact lists, on a package of the module, the named types of this package and the
// module's packages it imports, directly or not, that have a method reaching a panic source.
type methodsFact struct{ Types []methodType }

func (*methodsFact) AFact() {}
func (f *methodsFact) String() string {
	var names []string
	for _, t := range f.Types {
		names = append(names, t.Key[strings.LastIndex(t.Key, "/")+1:])
	}
	return "methods(" + strings.Join(names, " ") + ")"
}

// methodType is a named type with the method set of its pointer.
// (Slices, not maps, in name order: the encoding of a fact must be deterministic.)
type methodType struct {
	Key     string        // package path "." type name
	Sigs    []string      // per method, methodName and the signature as sigKey writes it
	Reaches []methodReach // the methods that reach a panic source
}

// methodReach is a method of a methodType that reaches a panic source.
type methodReach struct {
	Method string // its methodName
	Name   string // as messages name it: "shout.Execute"
	Reach  []reach
}

// has reports whether the type has a method of that methodName and signature key.
func (t *methodType) has(name, sig string) bool {
	return slices.Contains(t.Sigs, name+" "+sig)
}

// reachOf returns the method of that methodName if it reaches a panic source.
func (t *methodType) reachOf(name string) (methodReach, bool) {
	for _, r := range t.Reaches {
		if r.Method == name {
			return r, true
		}
	}
	return methodReach{}, false
}

// methodName names a method for matching: an unexported name belongs to its package.
func methodName(m *types.Func) string {
	if m.Exported() || m.Pkg() == nil {
		return m.Name()
	}
	return m.Pkg().Path() + "." + m.Name()
}

// sigKey writes a signature without its receiver and parameter names, packages by path: two
// signatures are identical when their keys are.
func sigKey(sig *types.Signature) string {
	q := func(p *types.Package) string { return p.Path() }
	var b strings.Builder
	tuple := func(t *types.Tuple) {
		b.WriteByte('(')
		for i := 0; i < t.Len(); i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(types.TypeString(t.At(i).Type(), q))
		}
		b.WriteByte(')')
	}
	tuple(sig.Params())
	if sig.Variadic() {
		b.WriteString("...")
	}
	tuple(sig.Results())
	return b.String()
}

// exportMethods exports the methodsFact of this package: its own types and those of the facts
// of the packages it imports.
func (c *checker) exportMethods() {
	byKey := map[string]methodType{}
	for _, pf := range c.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*methodsFact); ok && pf.Package != c.pass.Pkg {
			for _, t := range f.Types {
				byKey[t.Key] = t
			}
		}
	}
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams() != nil || types.IsInterface(n) {
			continue
		}
		mset := types.NewMethodSet(types.NewPointer(n))
		t := methodType{Key: c.pass.Pkg.Path() + "." + name}
		for i := 0; i < mset.Len(); i++ {
			m, ok := mset.At(i).Obj().(*types.Func)
			if !ok {
				continue
			}
			t.Sigs = append(t.Sigs, methodName(m)+" "+sigKey(m.Type().(*types.Signature)))
			if m.Pkg() == nil || !c.inModule(m.Pkg().Path()) {
				continue
			}
			if mcpsdk.KindOf(m.Type().(*types.Signature)) != mcpsdk.NotHandler {
				continue // a handler has no summaryFact either (exportSummaries)
			}
			if s := c.summaryOf(m); s != nil && len(s.Reach) > 0 {
				t.Reaches = append(t.Reaches, methodReach{Method: methodName(m), Name: mcpsdk.FuncName(m), Reach: s.Reach})
			}
		}
		if t.Reaches != nil {
			sort.Strings(t.Sigs)
			sort.Slice(t.Reaches, func(i, j int) bool { return t.Reaches[i].Method < t.Reaches[j].Method })
			byKey[t.Key] = t
		}
	}
	if len(byKey) == 0 {
		return
	}
	f := &methodsFact{}
	for _, t := range byKey {
		f.Types = append(f.Types, t)
	}
	sort.Slice(f.Types, func(i, j int) bool { return f.Types[i].Key < f.Types[j].Key })
	c.methods = f.Types
	c.pass.ExportPackageFact(f)
}

// factImplementations returns the methods that implement method fn of the module interface
// recv on the types of the methodsFacts that the types this package sees do not hold (seen:
// the keys of those that implementations found).
func (c *checker) factImplementations(recv types.Type, fn *types.Func, seen map[string]bool) []methodReach {
	named, ok := types.Unalias(recv).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !c.inModule(named.Obj().Pkg().Path()) {
		return nil
	}
	iface, _ := named.Underlying().(*types.Interface)
	if iface == nil {
		return nil
	}
	var out []methodReach
	for _, t := range c.methods {
		r, ok := t.reachOf(methodName(fn))
		if !ok || seen[t.Key] {
			continue
		}
		all := true
		for i := 0; i < iface.NumMethods() && all; i++ {
			m := iface.Method(i)
			all = t.has(methodName(m), sigKey(m.Type().(*types.Signature)))
		}
		if all {
			out = append(out, r)
		}
	}
	return out
}

// typeKey returns the key of a methodType for a named type.
func typeKey(n *types.Named) string {
	if n.Obj().Pkg() == nil {
		return n.Obj().Name()
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// reachesFrom is reachesOf for reaches that a fact carries: fn is the interface method called,
// whose parameters, the receiver first, line up with those of the implementation.
func (b *bodyScan) reachesFrom(call *ast.CallExpr, fn *types.Func, mr methodReach) []reach {
	return b.reachesWith(call, fn, mr.Reach, mr.Name)
}
