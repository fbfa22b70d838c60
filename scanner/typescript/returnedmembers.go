package typescript

import (
	"iter"
	"maps"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Handlers built by a factory function and handed out as the members of the object it returns:
//
//	// tools/shelves.ts
//	export function createShelfHandlers(api: ShelfApi) {
//	  const list = async (args) => { ... };
//	  const find = async (args) => { if (!args.query) throw new McpError(...); ... };
//	  return { list, find };
//	}
//	// index.ts
//	const shelves = createShelfHandlers(api);
//	server.registerTool("find_shelf", {...}, (args) => shelves.find(args));
//
// The call is keyed "<createShelfHandlers's key>(ret).find" (returnedInstanceKeys).
// returnedMemberAliases says, for a top-level function whose every return is an object literal,
// that "<its key>(ret).find" names the function the member holds: one the factory declares in
// its own body (`{ find }`, `find: findShelf`), or one written in the literal (`find: async
// (args) => {...}`, `find(args) {...}`). A member holding anything else, and a function that
// returns anything but an object literal on some path, alias nothing here.

// returnedMemberAliases returns the aliases from "<from><member>" to the key of the function
// each member of fn's returned object literals holds, when every return of fn is one. A
// function whose key another function of the file shares (two factories that each declare a
// `find`) is left out: the key's summary would be theirs together.
func (f *file) returnedMemberAliases(from string, fn *sitter.Node) []extract.Alias {
	var out []extract.Alias
	f.factoryMembers(fn, func(field string, _, _ *sitter.Node, k string) {
		out = append(out, extract.Alias{From: from + field, To: k})
	})
	return out
}

// factoryMembers calls each for every member of fn's returned object literals that
// returnedMemberAliases follows, when every return of fn is one: the member's name, the node
// that names it in the literal (a shorthand property or a pair's key, a method's name), the
// function it holds and that function's key.
func (f *file) factoryMembers(fn *sitter.Node, each func(field string, at, g *sitter.Node, k string)) {
	vs := f.returnedValuesOf(fn)
	if len(vs) == 0 {
		return
	}
	objs := make([]*sitter.Node, 0, len(vs))
	for _, v := range vs {
		obj := unwrap(v)
		if obj == nil || extract.Type(obj) != "object" {
			return
		}
		objs = append(objs, obj)
	}
	for _, obj := range objs {
		for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
			c := extract.NamedChild(obj, i)
			var at, v *sitter.Node
			switch extract.Type(c) {
			case "shorthand_property_identifier":
				at, v = c, c
			case "pair":
				at, v = extract.Field(c, "key"), unwrap(extract.Field(c, "value"))
			case "method_definition":
				at, v = extract.Field(c, "name"), c
			}
			if at == nil || extract.Type(at) != "property_identifier" && extract.Type(at) != "shorthand_property_identifier" {
				continue
			}
			g := f.factoryMemberFunction(fn, v)
			if g == nil {
				continue
			}
			if k := f.keyOf(g); k != "" && moduleOf(k) != "" && !f.keyShared(g, k) {
				each(extract.Content(at, f.Src), at, g, k)
			}
		}
	}
}

// handedOutAt reports whether the identifier at offset names a member that a top-level
// factory's returned object literal hands out (factoryMembers), or, for a pair whose value is
// an identifier, that value: such a use hands the function to the callers of the factory's
// members, whose calls the root shows as it shows those of an exported function (usedAsValue).
func (f *file) handedOutAt(offset int) bool {
	if f.handedOut == nil {
		f.handedOut = map[uint32]bool{}
		for _, fn := range f.programFunctions() {
			f.factoryMembers(fn, func(_ string, at, _ *sitter.Node, _ string) {
				f.handedOut[extract.StartByte(at)] = true
				if p := f.parent(at); p != nil && extract.Type(p) == "pair" {
					if v := unwrap(extract.Field(p, "value")); v != nil && extract.Type(v) == "identifier" {
						f.handedOut[extract.StartByte(v)] = true
					}
				}
			})
		}
	}
	return f.handedOut[uint32(offset)]
}

// programFunctions yields the functions that statements of the program declare, by name (a
// function declaration, or a variable bound to a function; the first such declaration of a
// name), in the order of their names: the functions the module's scope binds to a name, as
// "<module>#<name>" keys them. One declared in a block, an if or a namespace is not one: the
// name there binds another scope, which may shadow the module's own.
func (f *file) programFunctions() iter.Seq2[string, *sitter.Node] {
	return f.programDeclarations(func(_, v *sitter.Node) bool { return isFunction(v) })
}

// programDeclarations yields, in the order of their names, each name a statement of the program
// declares (programStatement) and the file does not import, with the value of the first of
// those declarations that pick accepts: the declaration itself, or the value a variable
// declarator binds (never nil).
func (f *file) programDeclarations(pick func(d, v *sitter.Node) bool) iter.Seq2[string, *sitter.Node] {
	return func(yield func(string, *sitter.Node) bool) {
		for _, name := range slices.Sorted(maps.Keys(f.decls)) {
			if _, imported := f.imports[name]; imported {
				continue
			}
			for _, d := range f.decls[name] {
				v := d
				if extract.Type(d) == "variable_declarator" {
					v = unwrap(extract.Field(d, "value"))
				}
				if v != nil && pick(d, v) && f.programStatement(d) {
					if !yield(name, v) {
						return
					}
					break
				}
			}
		}
	}
}

// keyShared reports whether a function of the file other than g has g's key k.
func (f *file) keyShared(g *sitter.Node, k string) bool {
	name := f.functionName(g)
	for _, o := range f.functionIndex().nodes {
		if !same(o, g) && f.functionName(o) == name && f.keyOf(o) == k {
			return true
		}
	}
	return false
}

// factoryMemberFunction returns the function a member of an object literal that factory
// returns holds: the member itself when written in the literal (a method or a function value),
// or the function that an identifier names when factory declares it once, directly in its
// body (a function declaration, or a const bound to a function); nil otherwise.
func (f *file) factoryMemberFunction(factory, v *sitter.Node) *sitter.Node {
	if v == nil {
		return nil
	}
	if extract.Type(v) == "method_definition" || f.parents.isFunction(v) {
		return v
	}
	if t := extract.Type(v); t != "identifier" && t != "shorthand_property_identifier" {
		return nil
	}
	name := extract.Content(v, f.Src)
	if _, imported := f.imports[name]; imported {
		return nil
	}
	d := f.resolve(name, v)
	if d == nil || !same(f.enclosingFunction(d), factory) {
		return nil
	}
	own := 0
	for _, o := range f.decls[name] {
		if same(f.enclosingFunction(o), factory) {
			own++
		}
	}
	if own != 1 {
		return nil
	}
	switch extract.Type(d) {
	case "function_declaration":
		return d
	case "variable_declarator":
		if !f.isConstDecl(d) {
			return nil
		}
		if g := unwrap(extract.Field(d, "value")); g != nil && f.parents.isFunction(g) {
			return g
		}
	}
	return nil
}
