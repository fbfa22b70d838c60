package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Properties. Reading a property runs its getter, as a call would:
//
//	@property
//	def crumb_header(self) -> dict:
//	    try:
//	        response = self.request("GET", CRUMB, crumb=False)
//	    except HTTPError as e:
//	        if e.response.status_code != 404:
//	            raise
//	    ...
//	def request(self, method, endpoint, crumb=True):
//	    headers.update(self.crumb_header)      # runs crumb_header: its raise reaches the caller
//
// A method's read of self.<name>, where <name> is a getter of its class (@property,
// @cached_property, @functools.cached_property), is a call of the getter for the edges the
// linker walks from the tools (edges, xfile.go). An assignment to it (a setter) or a deletion
// is not; nor is a read through another object, whose class the file would have to tell.

// propertyRead is a read of a getter of the class of the method that holds it.
type propertyRead struct {
	at, def *sitter.Node // the attribute read, the method (or nested function) it is in
	key     string       // the getter's key
}

// propertyReads returns the reads of self.<getter> in the methods of the file's classes.
func (c *fileCtx) propertyReads() []propertyRead {
	getters := map[string]map[string]*sitter.Node{} // class -> name -> getter
	for _, fn := range c.functions() {
		cls := c.enclosingClassName(fn.def)
		if cls == "" || !isGetter(c, fn.def) {
			continue
		}
		if getters[cls] == nil {
			getters[cls] = map[string]*sitter.Node{}
		}
		getters[cls][string(c.bytesOf(extract.Field(fn.def, "name")))] = fn.def
	}
	if len(getters) == 0 {
		return nil
	}
	var out []propertyRead
	for _, fn := range c.functions() {
		gs := getters[c.enclosingClassName(fn.def)]
		if gs == nil {
			continue
		}
		var walk func(n *sitter.Node, depth int)
		walk = func(n *sitter.Node, depth int) {
			if n == nil || depth > 4*maxDepth {
				return
			}
			switch extract.Type(n) {
			case "function_definition", "class_definition", "lambda":
				if !sameNode(n, fn.def) {
					return // a nested function has its own reads, if it has a key
				}
			case "attribute":
				if g := gs[string(c.bytesOf(extract.Field(n, "attribute")))]; g != nil && string(c.bytesOf(extract.Field(n, "object"))) == "self" && c.isRead(n) {
					if k := c.fnKey(g); k != "" && !sameNode(g, fn.def) {
						out = append(out, propertyRead{at: n, def: fn.def, key: k})
					}
					return
				}
			}
			for i := 0; i < int(extract.NamedChildCount(n)); i++ {
				walk(extract.NamedChild(n, i), depth+1)
			}
		}
		walk(fn.def, 0)
	}
	return out
}

// isGetter reports whether a method is decorated as a property's getter.
func isGetter(c *fileCtx, def *sitter.Node) bool {
	for _, d := range decorators(def) {
		switch lastName(c.text(d)) {
		case "property", "cached_property":
			return true
		}
	}
	return false
}

// isRead reports whether an attribute expression is read: not the target of an assignment or
// a deletion, and not the function of a call (self.prop() calls what the getter returns, which
// the call's own edge stands for).
func (c *fileCtx) isRead(n *sitter.Node) bool {
	p := extract.Parent(n)
	if p == nil {
		return false
	}
	switch extract.Type(p) {
	case "assignment", "augmented_assignment":
		if l := extract.Field(p, "left"); l != nil && sameNode(l, n) {
			return false
		}
	case "delete_statement":
		return false
	case "call":
		if f := extract.Field(p, "function"); f != nil && sameNode(f, n) {
			return false
		}
	}
	return true
}
