package python

import (
	"bytes"
	"maps"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A module-level service that the module binds to None and an init function builds:
//
//	service: Service | None = None
//	def initialize_service():
//	    global service
//	    if service is None:
//	        service = Service(key=...)
//	@mcp.tool
//	async def get_balance():
//	    initialize_service()
//	    return await service.get_balance()
//
// The tool's call reaches Service.get_balance: every binding of the name that is not None (at
// the top level, or in a function that declares it global) builds one class (globalClass).

// globalClass returns "<module>.<Class>" for a module-level name whose bindings other than None
// all build one class: its top-level assignments and those of the functions (and methods) of
// the file that declare it global, at least one of them a construction. "" when a binding is
// anything else (another class, a value the file cannot type) or when nothing builds it.
func (c *fileCtx) globalClass(name string) string {
	if !bytes.Contains(c.src, []byte("global ")) {
		return ""
	}
	return memo(&c.globalClasses, name, func() string { return c.bindingsClass(name) })
}

// bindingsClass is globalClass, computed: it reads every function of the file, once a name.
func (c *fileCtx) bindingsClass(name string) string {
	binds := append([]*sitter.Node(nil), c.assignments(c.root)[name]...)
	for _, k := range slices.Sorted(maps.Keys(c.defs)) {
		if def := c.defs[k]; c.declaresGlobal(def, name) {
			binds = append(binds, c.assignsTo(def, name)...)
		}
	}
	cls := ""
	for _, a := range binds {
		if extract.Type(a) != "assignment" {
			return "" // service += ...
		}
		v := unparen(assignedValue(a))
		if v == nil || extract.Type(v) == "none" {
			continue
		}
		if extract.Type(v) != "call" {
			return ""
		}
		got := c.builtBy(v)
		if got == "" {
			if def := c.localDef(v); def != nil {
				got = c.returnedClass(def)
			}
		}
		if got == "" || cls != "" && got != cls {
			return ""
		}
		cls = got
	}
	return cls
}

// readsGlobal reports whether an identifier in a function reads the module-level name: the
// function neither takes it as a parameter nor assigns it without declaring it global.
func (c *fileCtx) readsGlobal(id *sitter.Node, name string) bool {
	def := c.enclosingDef(id)
	if def == nil || c.isParamOf(def, name) {
		return false
	}
	return len(c.assignments(def)[name]) == 0 || c.declaresGlobal(def, name)
}
