package protocolerror

import (
	_ "embed"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// noIOCatalogue lists third-party functions that do no I/O and look nothing up in a table, per
// module version, each with the place of the source read (noio.tsv); those with an error result
// return nil when they succeed (no error constructor is listed). A version not listed is not
// known: its functions may fail on I/O.
//
//go:embed noio.tsv
var noIOCatalogue string

// exportCatalogued exports a stateFact on the functions the catalogue lists for the package of a
// dependency, when the module's version is the one read.
func exportCatalogued(pass *analysis.Pass) {
	if pass.Module == nil || pass.Module.Version == "" {
		return
	}
	for _, line := range strings.Split(noIOCatalogue, "\n") {
		f := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(f) < 4 || f[0] != pass.Module.Path || f[1] != pass.Module.Version ||
			f[2] != pass.Pkg.Path() {
			continue
		}
		for _, name := range strings.Split(f[3], ",") {
			if fn := lookupFunc(pass.Pkg, name); fn != nil {
				pass.ExportObjectFact(fn, &stateFact{Checks: returnsError(fn)}) // none is an error constructor
			}
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
