package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools a decorator of the file collects into a module-level list that a loop registers later
// (a server built on first use, whose SDK import is deferred):
//
//	_DEFERRED: list = []
//
//	def deferred(fn):
//	    _DEFERRED.append(fn)
//	    return fn
//
//	def build():
//	    server = MCPServer("x")
//	    for fn in _DEFERRED:
//	        server.tool()(fn)
//
//	@deferred
//	@guarded
//	def shelve(title: str) -> dict: ...
//
// The loop variable holds each function the collector decorates, as the decorators below it
// make it (the collector appends what it is given): a tool by its own name, wrapped in those
// decorators as when @server.tool() stood in the collector's place. A list no loop registers
// makes no tools.

// collectedByDecorators returns the functions of the file that a decorator of the file appends
// to the module-level list the identifier list names: each function decorated by a module-level
// function whose body appends its first parameter to that list.
func (c *fileCtx) collectedByDecorators(list *sitter.Node) []listedFunction {
	list = unparen(list)
	if list == nil || extract.Type(list) != "identifier" {
		return nil
	}
	name := c.text(list)
	if as := c.assignments(c.root)[name]; len(as) == 0 {
		return nil // not a module's list
	}
	if def := c.enclosingDef(list); def != nil && len(c.assignments(def)[name]) > 0 {
		return nil // a local of the loop's function
	}
	collectors := map[string]bool{}
	for _, sp := range c.index().fns.s {
		if c.enclosingDef(sp.n) == nil && c.appendsParam(sp.n, name) {
			collectors[string(c.bytesOf(extract.Field(sp.n, "name")))] = true
		}
	}
	if len(collectors) == 0 {
		return nil
	}
	var out []listedFunction
	for _, sp := range c.index().fns.s {
		for _, e := range decorators(sp.n) {
			if extract.Type(e) == "identifier" && collectors[string(c.bytesOf(e))] && c.visibleDef(c.text(e), e) != nil {
				out = append(out, listedFunction{def: sp.n})
				break
			}
		}
	}
	return out
}

// appendsParam reports whether def appends its first parameter to the list called name
// (`name.append(fn)`) outside nested functions.
func (c *fileCtx) appendsParam(def *sitter.Node, name string) bool {
	params := c.paramNames(def)
	if len(params) == 0 {
		return false
	}
	for _, call := range c.index().calls[c.keyOf(def)] {
		fn := extract.Field(call, "function")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "append" || string(c.bytesOf(extract.Field(fn, "object"))) != name {
			continue
		}
		if pos := c.positional(call); len(pos) == 1 && string(c.bytesOf(unparen(pos[0]))) == params[0] {
			return true
		}
	}
	return false
}
