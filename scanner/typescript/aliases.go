package typescript

import (
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Aliases (extract.Alias): the keys of this file's module that name functions under another
// key. The index rewrites what names them once the root is linked.
//
//   - A method, keyed "<module>#<Class>.<m>", is also "<module>#<m>": a call on an object whose
//     class the calling file cannot tell (an instance a module exports, a default import) names
//     the method by its name alone, every class's of the module, as it did before methods
//     carried their class.
//   - A class that extends another inherits its methods: "<module>#<Class>." falls back to the
//     superclass's keys, in this module or the relative module it is imported from.
//   - A barrel re-exports: `export * from "./x"` makes every key of the module that no file
//     defines fall back to x's; `export { A as B } from "./x"` (or an import of A exported
//     again) makes B and B's methods x's A; `export { Impl as Client }` of a class of the file
//     makes Client's methods Impl's.

// aliases returns the file's aliases, given its summaries (for the by-name keys of their
// suffixed forms: successTextSuffix, callsSuffix, flagSuffix).
func (f *file) aliases(sums []extract.Summary) []extract.Alias {
	var out []extract.Alias
	for _, k := range slices.Sorted(maps.Keys(f.byName)) {
		out = append(out, extract.Alias{From: f.byName[k], To: k})
	}
	for _, s := range sums {
		base, suffix, ok := strings.Cut(s.Key, "!")
		if n, method := f.byName[base]; ok && method {
			out = append(out, extract.Alias{From: n + "!" + suffix, To: s.Key})
		}
	}
	if f.srcHas("class ") {
		classes := f.namedClasses()
		out = append(out, f.inheritAliases(classes)...)
		out = append(out, f.virtualAliases(classes)...)
		out = append(out, f.fieldAliases(classes)...) // inheritedfields.go
	}
	if f.srcHas("export") {
		out = append(out, f.reexportAliases()...)
		out = append(out, f.thunkEntryAliases()...)        // thunkentries.go
		out = append(out, f.defaultAliases(sums)...)       // defaultexports.go
		out = append(out, f.pickedListAliases()...)        // tablefilters.go
		out = append(out, f.memberHandlerAliases(sums)...) // memberaliases.go
	}
	out = append(out, f.cjsReexportAliases()...)      // cjsreexports.go
	out = append(out, f.cjsFunctionAliases(sums)...)  // cjsdefault.go
	out = append(out, f.cjsRenamedAliases(sums)...)   // cjsdefault.go
	out = append(out, f.typeAliases()...)             // typemembers.go
	out = append(out, f.typeFactoryAliases()...)      // typefactories.go
	out = append(out, f.proxyAliases()...)            // proxies.go
	out = append(out, f.instanceGetterAliases()...)   // instancegetters.go
	out = append(out, f.returnedInstanceAliases()...) // returnedinstances.go
	out = append(out, f.exportedInstanceAliases()...) // exportedinstances.go
	out = append(out, f.callbackAliases()...)         // callbackparams.go
	out = append(out, f.typedEntryAliases(sums)...)   // typedentries.go
	return append(out, f.paramAliases()...)
}

// namedClass is a class the file declares with a name, and the prefixes of its superclass's
// keys (superPrefixes).
type namedClass struct {
	node, name *sitter.Node
	supers     []string
	byName     bool
}

// namedClasses returns the file's named class declarations (`class C`), in the order of the
// source, each with its superclass's prefixes.
func (f *file) namedClasses() []namedClass {
	var out []namedClass
	for _, end := range extract.Occurrences(f.Src, []byte("class ")) {
		n := namedAt(f.root, uint32(end))
		if n == nil || extract.Type(n) != "type_identifier" && extract.Type(n) != "identifier" {
			continue
		}
		c := f.parent(n)
		if c == nil || !isClassNode(c) || !same(extract.Field(c, "name"), n) {
			continue
		}
		supers, byName := f.superPrefixes(c)
		out = append(out, namedClass{node: c, name: n, supers: supers, byName: byName})
	}
	return out
}

// superPrefixes returns the prefixes of the keys of the class c extends: "<module>#<Super>." of
// a class of the file, or of the class a relative module exports under the name imported (and
// its index's); for a default import or a whole module, whose class's name there the file
// cannot tell, the module's keys by name alone ("<base>#"), byName being true. None for a
// class of a package.
func (f *file) superPrefixes(c *sitter.Node) (prefixes []string, byName bool) {
	sup := superclass(c)
	if sup == nil {
		return nil, false
	}
	name := extract.Content(sup, f.Src)
	if b, ok := f.imports[name]; ok {
		base, rel := f.relativeModule(b.module)
		if !rel {
			return nil, false
		}
		return classPrefixes(base, b.name), exportByName(b.name)
	}
	if f.classDeclaration(name) != nil {
		return []string{f.modPath + "#" + name + "."}, false
	}
	return nil, false
}

// inheritAliases returns "<module>#<Class>." -> the superclass's prefixes, for each named class
// of the file that extends a class of the file or of a relative module.
func (f *file) inheritAliases(classes []namedClass) []extract.Alias {
	var out []extract.Alias
	for _, c := range classes {
		from := f.modPath + "#" + extract.Content(c.name, f.Src) + "."
		for _, to := range c.supers {
			out = append(out, extract.Alias{From: from, To: to, Prefix: true})
		}
	}
	return out
}

// importedPrefixes returns the prefix aliases from `from` to the methods of the class a
// relative module (base) exports as name (classPrefixes).
func importedPrefixes(from, base, name string) []extract.Alias {
	var out []extract.Alias
	for _, to := range classPrefixes(base, name) {
		out = append(out, extract.Alias{From: from, To: to, Prefix: true})
	}
	return out
}

// classPrefixes returns the prefixes of the keys of the methods of the class a relative module
// (base) exports as name: its "<Class>." keys and its index's, or for a default export or a
// whole module (byName) the module's keys by name alone.
func classPrefixes(base, name string) []string {
	to := "#"
	if !exportByName(name) {
		to = "#" + name + "."
	}
	return []string{base + to, base + "/index" + to}
}

// exportByName reports whether an import's exported name tells no class's name in its module:
// a default export or a whole module, whose methods are keyed by their name alone.
func exportByName(name string) bool { return name == "default" || name == "*" || name == "" }

// reexportAliases returns the aliases of the module's re-exports (top-level export statements).
func (f *file) reexportAliases() []extract.Alias {
	var out []extract.Alias
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "export_statement" || extract.Field(st, "declaration") != nil {
			continue
		}
		base, rel := "", false
		if src := extract.Field(st, "source"); src != nil {
			v, _ := stringValue(src, f.Src)
			if base, rel = f.relativeModule(v); !rel {
				continue
			}
		}
		var clause *sitter.Node
		star := false
		for j := 0; j < int(st.ChildCount()); j++ {
			switch c := st.Child(j); extract.Type(c) {
			case "export_clause":
				clause = c
			case "*":
				star = true
			case "namespace_export":
				star = false // `export * as ns from`: its names are ns's members
				clause = nil
				j = int(st.ChildCount())
			}
		}
		if star && clause == nil && rel {
			out = append(out, extract.Alias{From: f.modPath + "#", To: base + "#", Prefix: true},
				extract.Alias{From: f.modPath + "#", To: base + "/index#", Prefix: true})
			continue
		}
		for j := 0; clause != nil && j < int(extract.NamedChildCount(clause)); j++ {
			sp := extract.NamedChild(clause, j)
			if extract.Type(sp) != "export_specifier" {
				continue
			}
			name := text(extract.Field(sp, "name"), f.Src)
			exported := name
			if a := extract.Field(sp, "alias"); a != nil {
				exported = text(a, f.Src)
			}
			mod := base
			if !rel {
				b, ok := f.imports[name]
				if !ok {
					// `class Impl {}; export { Impl as Client }`: Client's methods are Impl's.
					if exported != name && f.classDeclaration(name) != nil {
						out = append(out, extract.Alias{From: f.modPath + "#" + exported + ".", To: f.modPath + "#" + name + ".", Prefix: true})
					}
					continue
				}
				// `import { A } from "./a"; export { A }`
				if mod, ok = f.relativeModule(b.module); !ok {
					continue
				}
				name = b.name
			}
			if name == "" || exported == "" {
				continue
			}
			from := f.modPath + "#" + exported
			for _, m := range []string{mod, mod + "/index"} {
				out = append(out, extract.Alias{From: from, To: m + "#" + name},
					extract.Alias{From: from + factorySuffix, To: m + "#" + name + factorySuffix}) // a factory's built handler
			}
			out = append(out, importedPrefixes(from+".", mod, name)...)
		}
	}
	return out
}
