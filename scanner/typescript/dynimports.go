package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Dynamic imports. A server may load its handlers when a tool is called:
//
//	const { ListHandler, GetHandler } = await import("./tools/index.js");
//	const tools = await import("./tools/index.js"); ... tools.list(args)
//
// Their names are bound as a static import's are (f.imports), so that calls through them key the
// module's functions and classes. Only a relative module with a literal specifier is bound (an
// `import(spec)` names no module the scan can tell). The imports table has no scopes, and these
// names are declared inside a function, so a name is left unbound when that could name something
// else: a static import or require of the same name (which keeps it), another declaration of it
// in the file (a variable, a function), or a dynamic import of another module or export under it.

// isDynamicImport reports whether an imports match is a declaration bound to `await import(...)`.
func isDynamicImport(m match) bool {
	c := m[capCallee]
	return c != nil && extract.Type(c) == "import"
}

// indexDynamicImports binds the names of the dynamic imports of relative modules, after the
// static imports.
func (f *file) indexDynamicImports(ms []match) {
	bound := map[string]importBinding{}
	unsure := map[string]bool{}
	var decls map[string][]*sitter.Node // declarationSites, read at the first name bound
	for _, m := range ms {
		src := text(m[capSource], f.Src)
		base, rel := f.relativeModule(src)
		if !rel {
			continue
		}
		bind := func(local string, b importBinding) {
			if prev, ok := bound[local]; ok {
				if pb, _ := f.relativeModule(prev.module); pb != base || prev.name != b.name {
					unsure[local] = true
				}
			}
			if decls == nil {
				decls = f.declarationSites()
			}
			if declaredElsewhere(decls, local, m[capSite]) {
				unsure[local] = true
			}
			bound[local] = b
		}
		switch {
		case m[capName] != nil && extract.Type(m[capName]) == "object_pattern":
			f.patternBindings(m[capName], src, bind)
		case m[capAlias] != nil:
			bind(extract.Content(m[capAlias], f.Src), importBinding{module: src, name: "*"})
		}
	}
	for local, b := range bound {
		if _, static := f.imports[local]; static || unsure[local] {
			continue
		}
		f.imports[local] = b
	}
}

// declarationSites returns the sites of the file's declarations by name: its functions and
// variables (a class's method names no variable).
func (f *file) declarationSites() map[string][]*sitter.Node {
	out := map[string][]*sitter.Node{}
	for _, m := range f.matches(qBindings) {
		n, site := m[capName], m[capSite]
		if n == nil || site == nil || extract.Type(site) == "method_definition" {
			continue
		}
		out[extract.Content(n, f.Src)] = append(out[extract.Content(n, f.Src)], site)
	}
	return out
}

// declaredElsewhere reports whether the file declares a name (decls, declarationSites) by
// another declaration than decl.
func declaredElsewhere(decls map[string][]*sitter.Node, name string, decl *sitter.Node) bool {
	for _, site := range decls[name] {
		if !same(site, decl) {
			return true
		}
	}
	return false
}
