package protocolerror

import (
	_ "embed"
	"go/types"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// noIOCatalogue lists third-party functions that do no I/O and look nothing up in a table, per
// module version, each with the place of the source read (noio.tsv); those with an error result
// return nil when they succeed (no error constructor is listed). A version not listed is not
// known: its functions may fail on I/O.
//
//go:embed noio.tsv
var noIOCatalogue string

// catalogued is a package of a module version the catalogue lists.
type catalogued struct{ module, version, pkg string }

// catalogue is noIOCatalogue read once: the function names it lists per package.
var catalogue = sync.OnceValue(func() map[catalogued][]string {
	out := map[catalogued][]string{}
	for _, line := range strings.Split(noIOCatalogue, "\n") {
		f := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(f) < 4 {
			continue
		}
		k := catalogued{f[0], f[1], f[2]}
		out[k] = append(out[k], strings.Split(f[3], ",")...)
	}
	return out
})

// exportCatalogued exports a stateFact on the functions the catalogue lists for the package of a
// dependency, when the module's version is the one read.
func exportCatalogued(pass *analysis.Pass) {
	if pass.Module == nil || pass.Module.Version == "" {
		return
	}
	for _, name := range catalogue()[catalogued{pass.Module.Path, pass.Module.Version, pass.Pkg.Path()}] {
		if fn := lookupFunc(pass.Pkg, name); fn != nil {
			pass.ExportObjectFact(fn, &stateFact{Checks: returnsError(fn)}) // none is an error constructor
		}
	}
}

// lookupFunc finds a function (Name) or method (Type.Name) of a package.
func lookupFunc(pkg *types.Package, name string) *types.Func {
	typ, meth, isMethod := strings.Cut(name, ".")
	if !isMethod {
		fn, _ := pkg.Scope().Lookup(name).(*types.Func)
		return fn
	}
	tn, ok := pkg.Scope().Lookup(typ).(*types.TypeName)
	if !ok {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, pkg, meth)
	fn, _ := obj.(*types.Func)
	return fn
}
