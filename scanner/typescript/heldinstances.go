package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An instance a module keeps in a variable of its top level and hands out:
//
//	let open_cart;
//	const require_cart = async (region) => {
//	  if (!open_cart) open_cart = new Cart_session({ endpoint: await compute_endpoint(region) });
//	  return open_cart;
//	};
//	// a tool: const cart = await require_cart("eu"); await cart.get_shelf({ url });
//
// A function's return of such a variable returns an instance of the class every assignment of it
// constructs (returnedClassPrefixes): the variable is declared once at the module's top level
// with no value, null or undefined, or a `new X(...)`, and each assignment anywhere in the file
// is `new X(...)` of the same X; a variable assigned anything else (or changed by ++, a
// destructuring) holds no known class.

// heldInstance returns a `new X(...)` that a top-level variable named by id holds, when every
// value it is given is one of the same class X (see above); nil otherwise.
func (f *file) heldInstance(id *sitter.Node) *sitter.Node {
	name := extract.Content(id, f.Src)
	if _, imported := f.imports[name]; imported {
		return nil
	}
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.programStatement(d) {
		return nil
	}
	var first *sitter.Node
	cls := ""
	holds := func(v *sitter.Node) bool {
		v = unwrap(v)
		if v == nil || extract.Type(v) != "new_expression" {
			return false
		}
		c := unwrap(extract.Field(v, "constructor"))
		if c == nil || extract.Type(c) != "identifier" || cls != "" && cls != extract.Content(c, f.Src) {
			return false
		}
		if first == nil {
			first = v
		}
		cls = extract.Content(c, f.Src)
		return true
	}
	if v := unwrap(extract.Field(d, "value")); v != nil && !isNullish(v, f.Src) && !holds(v) {
		return nil
	}
	ok := true
	f.walkAll(f.root, func(n *sitter.Node) {
		if !ok {
			return
		}
		var target *sitter.Node
		switch extract.Type(n) {
		case "assignment_expression", "augmented_assignment_expression":
			target = unwrap(extract.Field(n, "left"))
		case "update_expression":
			target = unwrap(extract.Field(n, "argument"))
		default:
			return
		}
		if target == nil || extract.Type(target) != "identifier" || extract.Content(target, f.Src) != name {
			if target != nil && extract.Type(target) != "identifier" && extract.Type(target) != "member_expression" &&
				extract.Type(target) != "subscript_expression" {
				ok = false // a destructuring: it may bind the name
			}
			return
		}
		if f.resolve(name, target) != d || extract.Type(n) != "assignment_expression" || !holds(extract.Field(n, "right")) {
			ok = false
		}
	})
	if !ok {
		return nil
	}
	return first
}
