package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Modules registered by a loop over a module-level name bound to a literal of them:
//
//	from . import alpha, beta                  # tools/__init__.py
//	_MODULES = (alpha, beta)
//
//	def register_all(mcp):
//	    for mod in _MODULES:
//	        mod.register(mcp)                  # alpha.register(mcp), beta.register(mcp)
//
// The loop walks what the literal holds when its name is bound once, by a statement of the
// module's own body (moduleConstBinding), and the loop's iterable is that binding where it
// runs (boundOnce: a function's own binding or parameter of the name is another value).

// loopsOver returns the for statements that walk the tuple or list literal seq: the loop whose
// iterable it is, or each loop of the file over a module-level name bound once to it.
func (c *fileCtx) loopsOver(seq *sitter.Node) []*sitter.Node {
	p := c.parent(seq)
	if p == nil || !nodeIs(extract.Field(p, "right"), seq) {
		return nil
	}
	if extract.Type(p) == "for_statement" {
		return []*sitter.Node{p}
	}
	if extract.Type(p) != "assignment" {
		return nil
	}
	left := extract.Field(p, "left")
	if left == nil || extract.Type(left) != "identifier" {
		return nil
	}
	name := c.text(left)
	if !nodeIs(c.moduleConstBinding(name), p) {
		return nil
	}
	var loops []*sitter.Node
	c.identifiersNamedUp(name, func(id, loop *sitter.Node) bool {
		if loop == nil || extract.Type(loop) != "for_statement" || !nodeIs(extract.Field(loop, "right"), id) {
			return true
		}
		if nodeIs(c.boundOnce(id), seq) {
			loops = append(loops, loop)
		}
		return true
	})
	return loops
}
