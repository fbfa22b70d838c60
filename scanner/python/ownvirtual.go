package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The virtual key of a method of a class with no base in the root names the method itself:
//
//	class SiteClient:                           # derives from nothing of the root
//	    def ensure_writable(self): raise ValueError("writes are disabled")
//
//	class Fleet:
//	    def __init__(self): self.sites: dict[str, SiteClient] = {}
//	    def ensure_writable(self): self.sites[self.default].ensure_writable()
//
// An element of a collection annotated with the class (elements.go) is an instance of the class
// or of a subclass, so its method's virtual key names the class's own method as well as every
// override. virtualAliases gives the classes that derive from one of the root; this gives the
// others.

// ownVirtualAliases returns, for each class of the file with no base of the root, the alias of
// each method's virtual key to the method.
func (c *fileCtx) ownVirtualAliases() []extract.Alias {
	var out []extract.Alias
	for _, def := range c.classDefs {
		if len(c.rootBases(def)) > 0 {
			continue // virtualAliases
		}
		for _, fn := range c.ownMethods(def) {
			out = append(out, extract.Alias{From: fn.key + virtualSuffix, To: fn.key})
		}
	}
	return out
}

// ownMethods returns the methods a class defines itself, the last definition of each name,
// dunder methods aside, in the file's order of functions.
func (c *fileCtx) ownMethods(class *sitter.Node) []function {
	name := c.text(extract.Field(class, "name"))
	var out []function
	for _, fn := range c.functions() {
		m := c.text(extract.Field(fn.def, "name"))
		if c.enclosingClassName(fn.def) == name && c.defs[name+"."+m] == fn.def && !strings.HasPrefix(m, "__") {
			out = append(out, fn)
		}
	}
	return out
}
