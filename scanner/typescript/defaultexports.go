package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A module's default export that is a named function of the module:
//
//	const getPipelineJobLogs = async ({ projectSlug }: Params) => { ... throw new Error(...) };
//	export default getPipelineJobLogs;
//	// or: export default async function getPipelineJobLogs(...) { ... }
//	// or: export { getPipelineJobLogs as default };
//	// handler.ts: import getPipelineJobLogs from "./getPipelineJobLogs.js"; await getPipelineJobLogs(...)
//
// The importer's call is keyed "<module>#default" (callKeys); the function's summary is keyed
// by its name ("<module>#getPipelineJobLogs", keyOf). defaultAliases makes the first name the
// second, and each suffixed form of its summaries (successTextSuffix, callsSuffix, flagSuffix)
// the same with "default" in place of the name. A default export that is no function of the
// module (an object, a class, an instance, an anonymous function) aliases nothing here.

// defaultAliases returns "<module>#default" -> the key of the function the module exports by
// default, and the same for the suffixed keys of its summaries.
func (f *file) defaultAliases(sums []extract.Summary) []extract.Alias {
	key := f.defaultFunctionKey()
	if key == "" {
		return nil
	}
	from := f.modPath + "#default"
	out := []extract.Alias{{From: from, To: key}}
	for _, s := range sums {
		if base, suffix, ok := strings.Cut(s.Key, "!"); ok && base == key {
			out = append(out, extract.Alias{From: from + "!" + suffix, To: s.Key})
		}
	}
	return out
}

// defaultFunctionKey returns the key of the named top-level function the module exports by
// default (`export default async function f`, `export default f`, `export { f as default }`
// with f a function declaration or a const bound to a function), or "".
func (f *file) defaultFunctionKey() string {
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "export_statement" || extract.Field(st, "source") != nil {
			continue
		}
		if !strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(extract.Content(st, f.Src), "export")), "default") {
			if k := f.defaultSpecifierKey(st); k != "" {
				return k
			}
			continue
		}
		if d := extract.Field(st, "declaration"); d != nil {
			if extract.Type(d) == "function_declaration" && extract.Field(d, "name") != nil {
				return f.keyOf(d)
			}
			return ""
		}
		v := unwrap(extract.Field(st, "value"))
		if v == nil {
			return ""
		}
		if extract.Type(v) == "identifier" {
			return f.programFunctionKey(extract.Content(v, f.Src))
		}
		if f.parents.isFunction(v) && extract.Field(v, "name") != nil {
			return f.keyOf(v) // export default async function f() {}, parsed as an expression
		}
		return ""
	}
	return ""
}

// defaultSpecifierKey returns, for `export { f as default }` of the module's own f, the key of
// the top-level function f (programFunctionKey), or "".
func (f *file) defaultSpecifierKey(st *sitter.Node) string {
	if name := f.defaultSpecifierName(st); name != "" {
		return f.programFunctionKey(name)
	}
	return ""
}

// programFunctionKey returns the key of the function a statement of the program declares
// under name (a function declaration, or a const's declarator whose value is a function), or
// "" when there is none or more than one.
func (f *file) programFunctionKey(name string) string {
	fn := f.programFunction(name)
	if fn == nil {
		return ""
	}
	return f.keyOf(fn)
}

// programFunction returns the function a statement of the program binds to name
// (programStatement), nil for none or more than one (programFunctionKey).
func (f *file) programFunction(name string) *sitter.Node {
	var fn *sitter.Node
	for _, d := range f.decls[name] {
		var cand *sitter.Node
		switch extract.Type(d) {
		case "function_declaration", "generator_function_declaration":
			cand = d
		case "variable_declarator":
			if v := unwrap(extract.Field(d, "value")); v != nil && f.parents.isFunction(v) {
				cand = v
			}
		}
		if cand == nil || !f.programStatement(d) {
			continue
		}
		if fn != nil {
			return nil
		}
		fn = cand
	}
	return fn
}

// programStatement reports whether a declaration is a statement of the program (a function
// declaration, or the declarator of a top-level lexical or variable declaration), exported or
// not.
func (f *file) programStatement(d *sitter.Node) bool {
	p := f.parent(d)
	if extract.Type(d) == "variable_declarator" {
		if p == nil || extract.Type(p) != "lexical_declaration" && extract.Type(p) != "variable_declaration" {
			return false
		}
		p = f.parent(p)
	}
	if p != nil && extract.Type(p) == "export_statement" {
		p = f.parent(p)
	}
	return p != nil && same(p, f.root)
}
