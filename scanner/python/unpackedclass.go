package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An object a tool unpacks from the tuple a function of its file returns, each member a
// module-level name that the function builds once (globalclass.go) or a local it constructs:
//
//	_switcher: Optional[Switcher] = None
//	def get_tools():
//	    global _bank, _switcher
//	    if _switcher is None:
//	        _switcher = Switcher(conn)
//	    return _bank, _switcher
//	@mcp.tool()
//	def clear(db: int):
//	    _, switcher = get_tools()
//	    return switcher.clear(db)        # reaches Switcher.clear
//
// The variable's class is the one class that the member at its position has in every return
// of the function (unpackedClass).

// unpackedClass returns the class of name when every binding of it in its function unpacks a
// call of a function of the file whose every return is a tuple of as many members, the member
// at name's position of one class in all of them; "" otherwise.
func (c *fileCtx) unpackedClass(obj *sitter.Node, name string) string {
	scope := c.enclosingDef(obj)
	if scope == nil || len(c.assignments(scope)[name]) > 0 {
		return ""
	}
	as := c.unpackings(scope, name)
	if len(as) == 0 || len(as) != len(c.bindings(scope)[name]) {
		return "" // also bound otherwise: a loop, a with, a parameter
	}
	cls := ""
	for _, a := range as {
		l := extract.Field(a, "left")
		at := unpackIndex(c, l, name)
		call := unparen(assignedValue(a))
		if at < 0 || call == nil || extract.Type(call) != "call" {
			return ""
		}
		def := c.localDef(call)
		if def == nil || extract.Type(def) != "function_definition" {
			return ""
		}
		rs := c.returnValues(def)
		if len(rs) == 0 {
			return ""
		}
		for _, r := range rs {
			t := unparen(r)
			if t == nil || extract.Type(t) != "tuple" && extract.Type(t) != "expression_list" || len(tupleMembers(t)) != int(extract.NamedChildCount(l)) {
				return ""
			}
			got := c.memberClass(unparen(memberAt(t, at)))
			if got == "" || cls != "" && got != cls {
				return ""
			}
			cls = got
		}
	}
	return cls
}

// memberClass returns the class of a tuple member: a construction, a variable of the function
// assigned one, or a module-level name the file builds of one class (globalClass).
func (c *fileCtx) memberClass(m *sitter.Node) string {
	switch extract.Type(m) {
	case "call":
		return c.builtBy(m)
	case "identifier":
		name := c.text(m)
		if v := unparen(c.valueOf(m)); v != nil && extract.Type(v) == "call" && c.enclosingDef(m) != nil && len(c.assignments(c.enclosingDef(m))[name]) > 0 && !c.declaresGlobal(c.enclosingDef(m), name) {
			return c.builtBy(v)
		}
		if c.readsGlobal(m, name) {
			return c.globalClass(name)
		}
	}
	return ""
}
