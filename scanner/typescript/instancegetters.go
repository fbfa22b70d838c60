package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Instance getters (issue 9). A function of the root whose signature says it returns an
// instance of the class it is given:
//
//	export function getClient<T>(client: new (...args: any[]) => T): T { ... return notesClient as any; }
//	await getClient(NotesClient).createNote(title, body);
//
// The call `getClient(NotesClient).createNote()` runs NotesClient's createNote (or the one it
// inherits). The calling file cannot see getClient's signature when it imports it, so it keys
// the call "<getClient's key>(new)<NotesClient.createNote's key>" (getterKeys), and the file
// that declares getClient says by a prefix alias that "<its key>(new)" names the rest of the key
// (instanceGetterAliases). A function whose signature says anything else aliases nothing, so
// the call names nothing (a repository getter `getRepository(User).find()` returns no User).
//
// Left out: a getter that is a method (`container.get(Service)`), a constructor type written as
// an alias (`type Ctor<T> = new () => T`) or an object type (`{ new (): T }`), a promise of T.

// instanceMark joins the key of an instance getter to the key of the method called on what it
// returns.
const instanceMark = "(new)"

// getterKeys returns the keys of `get(C).m()`: get a function of the root (imported from a
// relative module or declared by the file), its one argument a class of the root, and m a
// method the class declares, inherits or is imported with; nil for anything else.
func (f *file) getterKeys(call *sitter.Node, method string) []string {
	fn := unwrap(extract.Field(call, "function"))
	args := extract.Field(call, "arguments")
	if fn == nil || extract.Type(fn) != "identifier" || args == nil || extract.NamedChildCount(args) != 1 {
		return nil
	}
	cls := extract.NamedChild(args, 0)
	if extract.Type(cls) != "identifier" || !f.classNames()[extract.Content(cls, f.Src)] {
		return nil
	}
	methods := f.classKeys(cls, method)
	if len(methods) == 0 {
		return nil
	}
	var out []string
	for _, g := range f.callKeys(fn) {
		if moduleOf(g) == "" {
			continue // a global or a package's function: no signature of the root to ask
		}
		for _, m := range methods {
			out = append(out, g+instanceMark+m)
		}
	}
	return out
}

// instanceGetterAliases returns "<module>#<name>(new)" -> "" for each top-level function of the
// file whose signature returns an instance of the class it is given (isInstanceGetter).
func (f *file) instanceGetterAliases() []extract.Alias {
	if !f.srcHas("new") || !f.srcHas("=>") {
		return nil
	}
	var out []extract.Alias
	getter := func(d, v *sitter.Node) bool {
		return (extract.Type(v) == "function_declaration" || extract.Type(d) == "variable_declarator") && isInstanceGetter(v, f.Src)
	}
	for name := range f.programDeclarations(getter) { // returnedmembers.go
		out = append(out, extract.Alias{From: f.modPath + "#" + name + instanceMark, To: "", Prefix: true})
	}
	return out
}

// isInstanceGetter reports whether a function (a declaration, an arrow or a function
// expression) has a type parameter T, a parameter typed `new (...) => T` and the return type T.
func isInstanceGetter(fn *sitter.Node, src []byte) bool {
	switch extract.Type(fn) {
	case "function_declaration", "arrow_function", "function_expression", "function":
	default:
		return false
	}
	tps, rt, ps := extract.Field(fn, "type_parameters"), extract.Field(fn, "return_type"), extract.Field(fn, "parameters")
	if tps == nil || rt == nil || ps == nil || extract.NamedChildCount(rt) != 1 {
		return false
	}
	t := extract.NamedChild(rt, 0)
	if extract.Type(t) != "type_identifier" {
		return false
	}
	name := extract.Content(t, src)
	typeParam := false
	for _, tp := range extract.NamedChildren(tps) {
		if extract.Type(tp) == "type_parameter" && text(extract.Field(tp, "name"), src) == name {
			typeParam = true
		}
	}
	if !typeParam {
		return false
	}
	for _, p := range extract.NamedChildren(ps) {
		a := extract.Field(p, "type")
		if a == nil || extract.NamedChildCount(a) != 1 {
			continue
		}
		if c := extract.NamedChild(a, 0); extract.Type(c) == "constructor_type" {
			if r := extract.Field(c, "type"); r != nil && extract.Type(r) == "type_identifier" && extract.Content(r, src) == name {
				return true
			}
		}
	}
	return false
}
