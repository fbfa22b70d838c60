package typescript

import (
	"bytes"
	"context"
	"path"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Loaders that nothing runs. A module loader reads a directory and imports each file by a
// computed path, which may load any module of the project (Refers says "*"), but only when
// something runs it:
//
//	// core/registry.js
//	export class Registry {
//	  async loadAll() { for (const f of await readdir(dir)) this.add((await import(join(dir, f))).default); }
//	}
//	// server.js
//	import { Registry } from "./core/registry.js"; // and no `new Registry(...)`
//
// When every computed import() or require() of a file sits in an instance method (or the
// constructor) of a class declared at the file's top level, the file refers to
// extract.LoadsIf + the class's name instead of "*": the project may load any module only if
// one of its files instantiates the class or extends it (extract.Instantiates, which every file
// but a test says of each `new C` and `extends C` it spells, and of each `C as`, an import that
// renames C). A class its file exports as default, hands on by name (`module.exports = C`, `{
// C }`, `export { C as D }`) or reads a static member of (a factory that may build it) keeps "*",
// as does a loader function: who calls a function is more than bytes tell.

// loaderRefs returns what a file that imports or requires a computed path refers to for it:
// "*", or extract.LoadsIf and the name of each class whose instance methods hold all those
// imports. It parses the file, which few files need (most import only literal paths); a file
// that fails to parse, or where no computed import is found, says "*".
func loaderRefs(p string, src []byte) []string {
	star := []string{"*"}
	d, ok := dialects[path.Ext(p)]
	if !ok {
		return star
	}
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(grammar(d))
	parser.SetOperationLimit(2_000_000) // as the core does: a parse that runs away is skipped
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil || tree == nil {
		return star
	}
	defer tree.Close()
	root := tree.RootNode()
	classes := map[string]*sitter.Node{}
	found := false
	var walk func(n *sitter.Node) bool
	walk = func(n *sitter.Node) bool {
		if extract.Type(n) == "call_expression" && isComputedLoad(n, src) {
			found = true
			c := loaderClass(n, src)
			if c == nil {
				return false
			}
			classes[extract.Content(extract.Field(c, "name"), src)] = c
		}
		for _, ch := range extract.NamedChildren(n) {
			if !walk(ch) {
				return false
			}
		}
		return true
	}
	if !walk(root) || !found {
		return star
	}
	var out []string
	for name := range classes {
		if !onlyBuiltByName(root, name, src) {
			return star
		}
		out = append(out, extract.LoadsIf+name)
	}
	return out
}

// isComputedLoad reports whether a call is import() or require() of anything but a literal path
// (a string, a template without substitutions).
func isComputedLoad(call *sitter.Node, src []byte) bool {
	fn := extract.Field(call, "function")
	if fn == nil {
		return false
	}
	switch extract.Type(fn) {
	case "import":
	case "identifier":
		if extract.Content(fn, src) != "require" {
			return false
		}
	default:
		return false
	}
	args := extract.Field(call, "arguments")
	if args == nil {
		return false
	}
	as := extract.NamedChildren(args)
	if len(as) == 0 {
		return false
	}
	switch extract.Type(as[0]) {
	case "string":
		return false
	case "template_string":
		for _, c := range extract.NamedChildren(as[0]) {
			if extract.Type(c) == "template_substitution" {
				return true
			}
		}
		return false
	}
	return true
}

// loaderClass returns the class declaration at the top of the file (`class C`, `export class
// C`, not `export default class`) in whose instance method or constructor a call sits, or nil.
func loaderClass(call *sitter.Node, src []byte) *sitter.Node {
	var method *sitter.Node
	for n := call.Parent(); n != nil; n = n.Parent() {
		if extract.Type(n) == "method_definition" {
			method = n
			break
		}
	}
	if method == nil {
		return nil
	}
	for i := 0; i < int(method.ChildCount()); i++ {
		if c := method.Child(i); c != nil && c.Type() == "static" {
			return nil
		}
	}
	body := method.Parent()
	if body == nil || extract.Type(body) != "class_body" {
		return nil
	}
	class := body.Parent()
	if class == nil || extract.Type(class) != "class_declaration" || extract.Field(class, "name") == nil {
		return nil
	}
	top := class.Parent()
	if top == nil {
		return nil
	}
	switch extract.Type(top) {
	case "program":
		return class
	case "export_statement":
		if extract.Field(top, "value") != nil || bytes.Contains(src[top.StartByte():class.StartByte()], []byte("default")) {
			return nil
		}
		if p := top.Parent(); p != nil && extract.Type(p) == "program" {
			return class
		}
	}
	return nil
}

// onlyBuiltByName reports whether every identifier of the file spelled name, but the class's
// own, names the class where only its name can reach it: in `new name`, `extends name` or an
// export of it under that name (`export { name }`). Any other use (a static member, a value
// handed on, an export under another name) may build it where no file spells `new name`.
func onlyBuiltByName(root *sitter.Node, name string, src []byte) bool {
	return everyIdentifier(root, src, name, extract.NamedChildren, func(n *sitter.Node) bool {
		p := n.Parent()
		switch pt := extract.Type(p); {
		case pt == "class_declaration" && sameNode(extract.Field(p, "name"), n):
		case pt == "new_expression" && sameNode(extract.Field(p, "constructor"), n):
		case pt == "class_heritage" || pt == "extends_clause":
		case pt == "export_specifier" && extract.Field(p, "alias") == nil:
		default:
			return false
		}
		return true
	})
}

// everyIdentifier reports whether fits holds for every identifier under root spelled name
// (identifier or shorthand_property_identifier; not property_identifier, obj.name or { name: v
// }), walking children.
func everyIdentifier(root *sitter.Node, src []byte, name string, children func(*sitter.Node) []*sitter.Node, fits func(*sitter.Node) bool) bool {
	ok := true
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if !ok {
			return
		}
		switch extract.Type(n) {
		case "identifier", "shorthand_property_identifier":
			if extract.Content(n, src) == name && !fits(n) {
				ok = false
			}
			return
		}
		for _, c := range children(n) {
			walk(c)
		}
	}
	walk(root)
	return ok
}

// instantiatedRefs appends extract.Instantiates and the name of each class a file may build:
// the last name of `new a.b.C`, the name of `extends C` and the name an import renames (`C as
// D`, which `new D` builds). A test's instances run no server: a test file says none.
func instantiatedRefs(out []string, p string, src []byte) []string {
	if extract.ContextOf(p, nil) == finding.Test {
		return out
	}
	seen := map[string]bool{}
	add := func(name []byte) {
		if len(name) == 0 || seen[string(name)] {
			return
		}
		seen[string(name)] = true
		out = append(out, extract.Instantiates+string(name))
	}
	ident := func(i int) int { // the end of the identifier at i
		j := i
		for j < len(src) && isIdentByte(src[j]) {
			j++
		}
		return j
	}
	for _, kw := range []string{"new", "extends"} {
		for _, end := range extract.Words(src, []byte(kw), isIdentByte) {
			i := extract.SkipSpace(src, end)
			if i == end {
				continue
			}
			for {
				j := ident(i)
				if j == i {
					break
				}
				if extract.At(src, j) == '.' && isIdentByte(extract.At(src, j+1)) {
					i = j + 1
					continue
				}
				add(src[i:j])
				break
			}
		}
	}
	for start := range extract.Words(src, []byte("as"), isIdentByte) {
		e := extract.SkipSpaceBack(src, start)
		if e == start {
			continue
		}
		b := e
		for b > 0 && isIdentByte(src[b-1]) {
			b--
		}
		add(src[b:e])
	}
	return out
}

// sameNode reports whether a and b are the same node.
func sameNode(a, b *sitter.Node) bool { return a != nil && b != nil && a.ID() == b.ID() }
