package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A tool definition often holds its handler in a struct field (api.Tool{Handler: listPods}) that
// a raw handler of another package calls, returning its error: kubernetes-mcp-server's toolsets
// are written in packages that the package building the raw handler imports, not the other way
// round. So a package that stores function values in fields of the module's struct types whose
// sink it does not know leaves their harmful returns in a storedFact on the package, and the
// package whose handler calls the field reports them.

// storedFact lists the harmful returns of the function values a package stores in function-typed
// fields whose sink it does not know, with those of the storedFacts of the packages it imports:
// go vet hands a package the package facts of its direct imports only, and a package that a
// server's package imports blank, through a package that links every tool in, stores its tools
// all the same.
type storedFact struct{ Entries []stored }

// stored is one harmful return of a stored function value.
type stored struct {
	Key     string      // the field's mcpsdk.FieldKey
	Field   string      // the field as written: "Tool.Handler"
	Name    string      // the value: "listPods", "func literal in Tools"
	At      place.Place // the return
	What    string
	Related []related
	Store   place.Place // where the value is stored
}

func (*storedFact) AFact() {}

func (f *storedFact) String() string { return "stored(" + strconv.Itoa(len(f.Entries)) + ")" }

// exportStored leaves the harmful returns of the function values this package stores in fields
// of the module's struct types, whose sink it does not know, to the packages that import it.
func (c *checker) exportStored() {
	out := append([]stored(nil), c.importedStored()...)
	for _, st := range c.info.Stores {
		if !c.inModule(st.Key) {
			continue
		}
		var body *ast.BlockStmt
		var sig *types.Signature
		name := "func literal"
		switch {
		case st.Lit != nil:
			body, sig = st.Lit.Body, c.signature(st.Lit)
			if st.Encl != nil {
				name += " in " + st.Encl.Name()
			}
		case st.Func != nil && c.info.Decl(st.Func) != nil:
			body, sig, name = c.info.Decl(st.Func).Body, st.Func.Type().(*types.Signature), st.Func.Name()
		default:
			continue
		}
		if sig == nil || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) ||
			mcpsdk.KindOf(sig).ErrorIsProtocol() {
			continue
		}
		at := place.Of(c.pass, st.At)
		walk.OwnReturns(body, func(ret *ast.ReturnStmt) {
			vd := c.judge(body, ret, mcpsdk.GoSDKRaw)
			if vd.What != "" && !vd.Unknown && !guard.Suppressed(c.pass, ret.Pos()) {
				out = append(out, stored{Key: st.Key, Field: st.Into, Name: name, At: place.Of(c.pass, ret),
					What: vd.What, Related: vd.Related, Store: at})
			}
		})
	}
	if len(out) > 0 {
		c.pass.ExportPackageFact(&storedFact{Entries: out})
	}
}

// inModule reports whether a field key names a field of a type of the analyzed module.
func (c *checker) inModule(key string) bool {
	m := c.pass.Module
	return m == nil || m.Path == "" || strings.HasPrefix(key, m.Path+"/") || strings.HasPrefix(key, m.Path+".")
}

// checkStored reports the stored values of imported packages whose field a handler of this
// package calls and whose error it returns unchanged.
func (c *checker) checkStored() {
	if len(c.info.LocalFieldSinks) == 0 {
		return
	}
	for _, e := range c.importedStored() {
		{
			s := c.info.FieldSinks[e.Key]
			if !c.info.LocalFieldSinks[e.Key] || s == nil || !s.ErrorOut || !s.Kind.ErrorIsProtocol() {
				continue
			}
			rel := append(append([]related(nil), e.Related...), related{At: e.Store, Message: fmt.Sprintf("stored in %s here", e.Field)})
			for _, h := range s.Via {
				rel = append(rel, related{At: h.At, Message: h.What})
			}
			p := problem{At: e.At, Text: fmt.Sprintf("tool handler %s %s", e.Name, e.What), Kind: s.Kind, Version: s.Version,
				Via: e.Field, Field: true, Adapter: s.Adapter, Related: rel}
			if !c.info.CreatesServer {
				if h := c.info.FieldSinkHolders[e.Key]; h != nil {
					c.add(h, p)
				}
				continue
			}
			c.report(p, nil, nil, "")
		}
	}
}

// importedStored returns the entries of the storedFacts of the packages this one imports,
// directly or not, each once, in the order of their places: a storedFact holds those of the
// packages its package imports too, and the checker of mcperr vet hands a package the facts of
// all of them.
func (c *checker) importedStored() []stored {
	if c.imported != nil {
		return *c.imported
	}
	type id struct {
		key, name string
		at, store place.Place
	}
	seen := map[id]bool{}
	var out []stored
	for _, pf := range c.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*storedFact)
		if !ok || pf.Package == c.pass.Pkg {
			continue
		}
		for _, e := range f.Entries {
			if k := (id{e.Key, e.Name, e.At, e.Store}); !seen[k] {
				seen[k] = true
				out = append(out, e)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].At != out[j].At {
			return placeLess(out[i].At, out[j].At)
		}
		if out[i].Store != out[j].Store {
			return placeLess(out[i].Store, out[j].Store)
		}
		return out[i].Key < out[j].Key
	})
	c.imported = &out
	return out
}
