package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Variables whose annotation says their class where their value does not:
//
//	@mcp.tool()
//	async def lookup(key: str, ctx: Context) -> str:
//	    store: Store = ctx.request_context.lifespan_context["store"]
//	    return await store.fetch(key)
//
// The value (a subscript of the lifespan dictionary, a dict.get, a cast) names no class, but
// the annotation does: a method called on the variable is the annotated class's, as a
// parameter's annotation makes it (annotatedClass). The annotation may be Optional, `| None`
// or a string (annotationClass).

// declaredClass returns the class of the root that an annotated assignment of name in the
// function around at (or the module, for code at module level) declares (store: Store = ...);
// "" when none names one class. Python gives a name one declared type per scope, so the first
// annotated assignment speaks for every use.
func (c *fileCtx) declaredClass(name string, at *sitter.Node) string {
	scope := c.enclosingDef(at)
	if scope == nil {
		scope = c.root
	}
	for _, a := range c.assignments(scope)[name] {
		if extract.Type(a) != "assignment" {
			continue
		}
		if t := extract.Field(a, "type"); t != nil {
			return c.annotationClass(t, 0)
		}
	}
	return ""
}

// getterClass returns the class of what a property of the class around at returns, for a
// method called on self.<attr> where attr is the class's getter (@property def client(self) ->
// Client): its return annotation's, else the one class its returns construct (returnedClass).
func (c *fileCtx) getterClass(attr string, at *sitter.Node) string {
	cls := c.methodClass(at)
	if cls == "" {
		return ""
	}
	def := c.defs[cls+"."+attr]
	if def == nil || !isGetter(c, def) {
		return ""
	}
	return c.returnedClass(def)
}
