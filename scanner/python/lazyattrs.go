package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// lazyAttrs maps each self.<attr> of class cls that the class's methods (nested functions
// included, a handler defined inside a method that stores on the method's self) assign only
// None or an object of one class of the root (self.handlers = None in __init__, then
// `if not self.handlers: self.handlers = Handlers(self.client)` in the call_tool handler) to that
// class. Any other assignment to the attribute in the class (an object of a second class, a
// value that names no class, an augmented assignment, an unpacking) leaves it out: what the
// attribute holds is then not one class's object. A nested class is its own.
func (c *fileCtx) lazyAttrs(cls string) map[string]string {
	found := map[string]string{}
	spoilt := map[string]bool{}
	store := func(attr, k string) {
		switch {
		case k == "" || (found[attr] != "" && found[attr] != k):
			spoilt[attr] = true
		default:
			found[attr] = k
		}
	}
	prune := false // an expression holds no assignment (tokens.go), unless the body has a syntax error
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		eachNamedChild(n, func(ch *sitter.Node) {
			if prune && exprSymbols.Holds(ch) {
				return
			}
			switch extract.Type(ch) {
			case "class_definition":
				return
			case "assignment":
				left, right := extract.Field(ch, "left"), unparen(extract.Field(ch, "right"))
				if attr, ok := c.selfAttrName(left); ok {
					switch {
					case right == nil:
						// self.handlers: Handlers, no value: declares, stores nothing
					case extract.Type(right) == "none":
					default:
						store(attr, c.attrValueClass(c.enclosingDef(ch), right))
					}
				} else {
					c.eachSelfTarget(left, func(attr string) { spoilt[attr] = true })
				}
			case "augmented_assignment":
				c.eachSelfTarget(extract.Field(ch, "left"), func(attr string) { spoilt[attr] = true })
			}
			visit(ch)
		})
	}
	for _, def := range c.classDefs {
		if string(c.bytesOf(extract.Field(def, "name"))) == cls {
			body := extract.Field(def, "body")
			prune = body != nil && !body.HasError()
			visit(body)
		}
	}
	out := map[string]string{}
	for attr, k := range found {
		if !spoilt[attr] {
			out[attr] = k
		}
	}
	return out
}

// selfAttrName returns attr when n is self.<attr>.
func (c *fileCtx) selfAttrName(n *sitter.Node) (string, bool) {
	if n == nil || extract.Type(n) != "attribute" || string(c.bytesOf(extract.Field(n, "object"))) != "self" {
		return "", false
	}
	return c.text(extract.Field(n, "attribute")), true
}

// eachSelfTarget calls fn with each self.<attr> that an assignment target stores into: the
// target itself, or an element of a tuple or list it unpacks into.
func (c *fileCtx) eachSelfTarget(n *sitter.Node, fn func(attr string)) {
	if attr, ok := c.selfAttrName(n); ok {
		fn(attr)
		return
	}
	switch extract.Type(n) {
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "list_splat_pattern", "parenthesized_expression":
		eachNamedChild(n, func(ch *sitter.Node) { c.eachSelfTarget(ch, fn) })
	}
}
