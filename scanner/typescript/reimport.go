package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// loadedStatically reports whether a dynamic import (`await import("../config.js")`) names a
// module that an import statement of the file loads already: the module is evaluated before the
// file's code runs, and the dynamic import gives the cached module, so it cannot fail (a catch
// around it and calls that throw nothing never runs). The statement must be kept at run time: a
// side-effect import, or one that is not `import type` and binds a name the file uses as a value
// (TypeScript drops an import whose names only types use, and `import { type X }` binds none).
func (f *file) loadedStatically(call *sitter.Node) bool {
	spec, ok := stringValue(unwrap(argument(extract.Field(call, "arguments"), 0)), f.Src)
	if !ok || spec == "" {
		return false
	}
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "import_statement" || hasToken(st, "type") {
			continue
		}
		if src, ok := stringValue(extract.Field(st, "source"), f.Src); !ok || src != spec {
			continue
		}
		var clause *sitter.Node
		for j := 0; j < int(extract.NamedChildCount(st)); j++ {
			if c := extract.NamedChild(st, j); extract.Type(c) == "import_clause" {
				clause = c
			}
		}
		if clause == nil {
			return true // import "./x.js"
		}
		names := map[string]bool{}
		f.walkAll(clause, func(n *sitter.Node) {
			if p := n.Parent(); extract.Type(n) == "identifier" && !(p != nil && extract.Type(p) == "import_specifier" && hasToken(p, "type")) {
				names[extract.Content(n, f.Src)] = true
			}
		})
		if f.usesAsValue(names, st) {
			return true
		}
	}
	return false
}

// usesAsValue reports whether the file names one of the names as a value (an identifier, not a
// type's name) outside the statement that binds them.
func (f *file) usesAsValue(names map[string]bool, binder *sitter.Node) bool {
	if len(names) == 0 {
		return false
	}
	found := false
	f.walkAll(f.root, func(n *sitter.Node) {
		if !found && extract.Type(n) == "identifier" && names[extract.Content(n, f.Src)] && !isInside(n, binder) {
			found = true
		}
	})
	return found
}
