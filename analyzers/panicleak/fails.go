package panicleak

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"
)

// An unchecked assertion on the server's own data cannot be broken by an argument, but it can
// be wrong: `resp.Data.(*TeamData)` where every store of the module into the interface field
// Data puts a TeamData value (or nothing of that type) fails on every call that reaches it. The
// assertion is a source needing no input; whether it always fails is decided where the panic is
// reported, from the stores of every package of the module that package sees (their
// dataStoresFacts and its own): it is reported only when some store is seen, every store has a
// concrete type, and none is the asserted one.

// unknownStore stands for a store whose dynamic type is not known (an interface value, the
// field's address taken).
const unknownStore = "?"

// dataStoresFact lists, on a package of the module, the types it stores into the interface
// fields of the module's structs, by field (see fieldKey).
type dataStoresFact struct{ Fields map[string][]string }

func (*dataStoresFact) AFact() {}
func (f *dataStoresFact) String() string {
	return fieldsFactString("dataStores", f.Fields, func(t string) string { return t })
}

// failingAssert returns the site of an unchecked assertion x.F.(T) of a concrete T on an
// interface field F of a struct of the module, or false.
func (b *bodyScan) failingAssert(x *ast.TypeAssertExpr) (site, bool) {
	info := b.c.pass.TypesInfo
	sel, ok := ast.Unparen(x.X).(*ast.SelectorExpr)
	if !ok {
		return site{}, false
	}
	s := info.Selections[sel]
	t := info.TypeOf(x.Type)
	if s == nil || s.Kind() != types.FieldVal || t == nil || types.IsInterface(t) || !types.IsInterface(s.Obj().Type()) {
		return site{}, false
	}
	key := fieldKey(s.Recv(), s.Index())
	if key == "" || !b.c.inModule(key[:strings.LastIndex(key, ".")]) {
		return site{}, false
	}
	name := key[strings.LastIndex(key, "/")+1:]
	if i := strings.Index(name, "."); i >= 0 {
		name = name[i+1:]
	}
	ts := types.TypeString(t, nil)
	// At the asserted type, so that a source on input at the assertion stays apart.
	st := b.newSite(x.Type, "type assertion of "+name+" to "+types.TypeString(t, shortQualifier(b.pkg))+", a type the module never stores there,", kindFails, false)
	st.Field, st.Type = key, ts
	return st, true
}

// shortQualifier names the packages other than pkg by their names, as a message reads them.
func shortQualifier(pkg *types.Package) types.Qualifier {
	return func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
}

// fieldKey names the field that a selection with this receiver and index path reaches, by the
// named struct that declares it: "example.com/m/types.Response.Data"; "" when a struct on the
// way is not named.
func fieldKey(recv types.Type, index []int) string {
	t := recv
	for i, idx := range index {
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok || named.Obj().Pkg() == nil {
			return ""
		}
		st, ok := named.Underlying().(*types.Struct)
		if !ok || idx >= st.NumFields() {
			return ""
		}
		if i == len(index)-1 {
			return named.Obj().Pkg().Path() + "." + named.Obj().Name() + "." + st.Field(idx).Name()
		}
		t = st.Field(idx).Type()
	}
	return ""
}

// dataStores returns the types this package stores into the interface fields of the module's
// structs: keyed struct literals and assignments; a value of interface type, or the field's
// address taken, is an unknown store.
func (c *checker) dataStores() map[string][]string {
	if c.ownStores != nil {
		return c.ownStores
	}
	info := c.pass.TypesInfo
	out := map[string][]string{}
	add := func(key string, v ast.Expr) {
		if key == "" || !c.inModule(key[:strings.LastIndex(key, ".")]) {
			return
		}
		t := info.TypeOf(v)
		ts := unknownStore
		if isNilIdent(info, v) {
			return // nil fails every assertion: it is no other type
		}
		if t != nil && !types.IsInterface(t) {
			ts = types.TypeString(t, nil)
		}
		if !slices.Contains(out[key], ts) {
			out[key] = append(out[key], ts)
		}
	}
	selKey := func(sel *ast.SelectorExpr) string {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal && types.IsInterface(s.Obj().Type()) {
			return fieldKey(s.Recv(), s.Index())
		}
		return ""
	}
	c.in.Preorder(storeNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.CompositeLit:
			t := info.TypeOf(x)
			if t == nil {
				return
			}
			st, ok := t.Underlying().(*types.Struct)
			if !ok {
				return
			}
			for i, el := range x.Elts {
				var f *types.Var
				v := el
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					id, _ := kv.Key.(*ast.Ident)
					if id == nil {
						continue
					}
					f, _ = info.ObjectOf(id).(*types.Var)
					v = kv.Value
				} else if i < st.NumFields() {
					f = st.Field(i)
				}
				if f == nil || !types.IsInterface(f.Type()) {
					continue
				}
				for j := 0; j < st.NumFields(); j++ {
					if st.Field(j) == f {
						add(fieldKey(t, []int{j}), v)
					}
				}
			}
		case *ast.AssignStmt:
			if len(x.Lhs) != len(x.Rhs) {
				for _, l := range x.Lhs {
					if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
						if k := selKey(sel); k != "" && c.inModule(k[:strings.LastIndex(k, ".")]) {
							out[k] = append(out[k], unknownStore)
						}
					}
				}
				return
			}
			for i, l := range x.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					add(selKey(sel), x.Rhs[i])
				}
			}
		case *ast.UnaryExpr:
			if sel, ok := ast.Unparen(x.X).(*ast.SelectorExpr); ok && x.Op == token.AND {
				if k := selKey(sel); k != "" && c.inModule(k[:strings.LastIndex(k, ".")]) {
					out[k] = append(out[k], unknownStore)
				}
			}
		}
	})
	c.ownStores = out
	return out
}

var storeNodes = []ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil)}

// exportDataStores records this package's stores into interface fields for the packages that
// import it, with those of the packages it imports, directly or not (go vet hands a package the
// package facts of its direct imports only): its own in their order, then the others' it does
// not store, sorted.
func (c *checker) exportDataStores() {
	s := map[string][]string{}
	for k, ts := range c.dataStores() {
		s[k] = append(s[k], ts...)
	}
	for k, ts := range c.importedDataStores() {
		ts = slices.Clone(ts)
		sort.Strings(ts)
		for _, t := range slices.Compact(ts) {
			if !slices.Contains(s[k], t) {
				s[k] = append(s[k], t)
			}
		}
	}
	if len(s) > 0 {
		c.pass.ExportPackageFact(&dataStoresFact{Fields: s})
	}
}

// importedDataStores returns the types that the packages this one imports, directly or not,
// store into interface fields, by field: the dataStoresFacts of all of them (mcperr vet), or of
// its direct imports, which carry those below (go vet).
func (c *checker) importedDataStores() map[string][]string {
	if c.importedData == nil {
		c.importedData = map[string][]string{}
		for _, pf := range c.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*dataStoresFact); ok && pf.Package != c.pass.Pkg {
				for k, ts := range f.Fields {
					c.importedData[k] = append(c.importedData[k], ts...)
				}
			}
		}
	}
	return c.importedData
}

// alwaysFails reports whether the stores this package sees (its own and those of the module's
// packages it imports) into a site's field are all of concrete types other than the asserted
// one, and there is at least one.
func (c *checker) alwaysFails(s site) bool {
	var seen []string
	seen = append(seen, c.dataStores()[s.Field]...)
	seen = append(seen, c.importedDataStores()[s.Field]...)
	return len(seen) > 0 && !slices.Contains(seen, unknownStore) && !slices.Contains(seen, s.Type)
}

// storedDesc rewrites the description of a failing assertion with the types the module stores:
// "..., which the module only stores there as types.TeamData,".
func (c *checker) storedDesc(s site) string {
	var seen []string
	seen = append(seen, c.dataStores()[s.Field]...)
	seen = append(seen, c.importedDataStores()[s.Field]...)
	short := make([]string, 0, len(seen))
	for _, t := range seen {
		t = shortPath(t)
		if !slices.Contains(short, t) {
			short = append(short, t)
		}
	}
	sort.Strings(short)
	const never = ", a type the module never stores there,"
	if i := strings.Index(s.Desc, never); i >= 0 && len(short) > 0 {
		return s.Desc[:i] + ", which the module only ever stores there as " + strings.Join(short, " or ") + "," + s.Desc[i+len(never):]
	}
	return s.Desc
}

// shortPath shortens the package paths in a type string to their last element:
// "*example.com/m/types.Team" -> "*types.Team".
func shortPath(t string) string {
	var b strings.Builder
	for len(t) > 0 {
		i := strings.IndexAny(t, "*[]{}(), ")
		if i < 0 {
			i = len(t)
		}
		word := t[:i]
		if j := strings.LastIndex(word, "/"); j >= 0 {
			word = word[j+1:]
		}
		b.WriteString(word)
		if i < len(t) {
			b.WriteByte(t[i])
			i++
		}
		t = t[i:]
	}
	return b.String()
}
