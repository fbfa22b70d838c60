package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// shadowingParam returns the function and the parameter named name that a use at id reads
// when the file also imports or declares that name (f.decls holds no parameters): the nearest enclosing
// function with such a parameter, unless a declaration of the name that resolve finds sits
// inside that function (`function f(deps: Deps) { const deps = ... }` is an error, a nested
// `const deps` in an inner block or function is nearer). A file-level `const deps = {...}` does
// not reach into `function takeItem(deps: ShelfDeps)`: there deps is the parameter, and an
// imported `crates` does not reach into `function openCrate(crates: Box)`. nil, nil when the
// name has no import or declaration in the file (callers read parameters then on their own) or
// no parameter shadows it.
func (f *file) shadowingParam(name string, id *sitter.Node) (*sitter.Node, *sitter.Node) {
	if _, imported := f.imports[name]; !imported && len(f.decls[name]) == 0 {
		return nil, nil
	}
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		p := paramNamed(fn, name, f.Src)
		if p == nil {
			continue
		}
		if d := f.resolve(name, id); d != nil && isInside(d, fn) {
			return nil, nil // a declaration inside the function is nearer
		}
		return fn, p
	}
	return nil, nil
}

// paramNamed returns fn's parameter named name (a plain, optional or defaulted one), or nil.
func paramNamed(fn *sitter.Node, name string, src []byte) *sitter.Node {
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		if p := extract.Field(fn, "parameter"); p != nil && paramName(p, src) == name {
			return p // x => ...
		}
		return nil
	}
	for i := 0; i < int(extract.NamedChildCount(ps)); i++ {
		if p := extract.NamedChild(ps, i); paramName(p, src) == name {
			return p
		}
	}
	return nil
}
