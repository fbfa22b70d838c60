package policy

import (
	"go/ast"
	"go/token"
)

// ScopeGoFuncs widens the directives that sit in the doc comment of a Go function (or on the
// line just above its func keyword) to the whole function, as issue 3 asks of the vet driver:
// `//mcperr:ignore panicleak <reason>` above `func handle(...)` suppresses panicleak anywhere in
// handle. It changes ds in place; directives elsewhere keep their line scope. Other languages
// have line directives only.
func ScopeGoFuncs(fset *token.FileSet, file *ast.File, ds []Directive) {
	if len(ds) == 0 {
		return
	}
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok {
			continue
		}
		funcLine := fset.Position(fn.Type.Func).Line
		first := funcLine
		if fn.Doc != nil {
			first = fset.Position(fn.Doc.Pos()).Line
		}
		end := fset.Position(fn.End()).Line
		for i := range ds {
			d := &ds[i]
			if d.OwnLine && d.Line >= first && d.Line < funcLine {
				d.ScopeStart, d.ScopeEnd = funcLine, end
			}
		}
	}
}
