package python

import (
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// A client the lifespan builds and readies before it yields the context is ready while a tool
// runs, so a method's raise under a test that the readying left unset is dead code:
//
//	class OSMClient:
//	    async def connect(self):
//	        self.session = aiohttp.ClientSession()
//	    async def geocode(self, q):
//	        if not self.session:
//	            raise RuntimeError("OSM client not connected")   # dead
//	async def app_lifespan(server):
//	    client = OSMClient()
//	    await client.connect()
//	    yield AppContext(client=client)
//	mcp = FastMCP("osm", lifespan=app_lifespan)
//
// The test is `not self.a`, `self.a is None` or `self.a == None` around the raise (the body of
// the if), in a method of a class of the file; the file hands a lifespan function to a server
// (lifespan=fn) that binds the file's only construction of the class to a name and, before it
// yields, calls on it a method whose body sets self.a at its top level to a value that is no
// None; and no method but __init__ sets self.a to None. One file: a client built in another
// module, or readied through a helper, is not followed.

// lifespanReady reports whether a raise sits under a test that a lifespan's readying of the
// method's object makes false (above).
func (c *fileCtx) lifespanReady(stmt *sitter.Node) bool {
	if !c.hasBytes(&c.lifespanBytes, "lifespan") || !c.hasBytes(&c.yieldBytes, "yield") {
		return false
	}
	def := c.enclosingDef(stmt)
	if def == nil || extract.Type(def) != "function_definition" {
		return false
	}
	cls := c.enclosingClassName(def)
	if cls == "" || !c.topClasses[cls] {
		return false
	}
	return inBranchOf(stmt, def, func(cond *sitter.Node) bool { // deadnone.go
		a := c.selfUnsetTest(cond)
		return a != "" && c.readiedAttrs(cls)[a]
	})
}

// selfUnsetTest returns the attribute a that a condition tests for being unset (`not self.a`,
// `self.a is None`, `self.a == None`), or "".
func (c *fileCtx) selfUnsetTest(cond *sitter.Node) string {
	return selfAttr(c, c.unsetOperand(cond))
}

// unsetOperand returns what a condition tests for being unset (`not x`, `x is None`,
// `x == None`), or nil.
func (c *fileCtx) unsetOperand(cond *sitter.Node) *sitter.Node {
	cond = unparen(cond)
	if cond == nil {
		return nil
	}
	switch extract.Type(cond) {
	case "not_operator":
		return unparen(extract.Field(cond, "argument"))
	case "comparison_operator":
		x, op, ok := c.noneComparison(cond)
		if !ok || (op != "is" && op != "==") {
			return nil
		}
		return unparen(x)
	}
	return nil
}

// selfAttr returns a for `self.a`, or "".
func selfAttr(c *fileCtx, v *sitter.Node) string {
	v = unparen(v)
	if v == nil || extract.Type(v) != "attribute" {
		return ""
	}
	if o := extract.Field(v, "object"); o == nil || extract.Type(o) != "identifier" || string(c.bytesOf(o)) != "self" {
		return ""
	}
	return c.text(extract.Field(v, "attribute"))
}

// readiedAttrs returns the attributes of the class cls's instance that a lifespan of the file
// sets before it yields (above).
func (c *fileCtx) readiedAttrs(cls string) map[string]bool {
	if c.readied == nil {
		c.readied = map[string]map[string]bool{}
	}
	if m, ok := c.readied[cls]; ok {
		return m
	}
	out := map[string]bool{}
	c.readied[cls] = out
	clsNode := c.topClassNode(cls)
	if clsNode == nil {
		return out
	}
	methods := map[string]*sitter.Node{}
	unset := map[string]bool{}
	body := extract.Field(clsNode, "body")
	for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		if extract.Type(m) == "decorated_definition" {
			m = extract.Field(m, "definition")
		}
		if m == nil || extract.Type(m) != "function_definition" {
			continue
		}
		name := c.text(extract.Field(m, "name"))
		methods[name] = m
		if name == "__init__" {
			continue
		}
		walkScope(m, func(n *sitter.Node) {
			if extract.Type(n) == "assignment" {
				if a := selfAttr(c, extract.Field(n, "left")); a != "" {
					if r := unparen(extract.Field(n, "right")); r == nil || extract.Type(r) == "none" {
						unset[a] = true
					}
				}
			}
		})
	}
	var constructions []*sitter.Node
	var lifespans []*sitter.Node
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		switch extract.Type(n) {
		case "call":
			if fn := extract.Field(n, "function"); fn != nil && extract.Type(fn) == "identifier" && string(c.bytesOf(fn)) == cls {
				constructions = append(constructions, n)
			}
		case "keyword_argument":
			if string(c.bytesOf(extract.Field(n, "name"))) == "lifespan" {
				if v := extract.Field(n, "value"); v != nil && extract.Type(v) == "identifier" {
					if d := c.visibleDef(c.text(v), n); d != nil {
						lifespans = append(lifespans, d)
					}
				}
			}
		}
		eachNamedChild(n, walk)
	}
	walk(c.root)
	if len(constructions) != 1 || len(lifespans) == 0 {
		return out
	}
	built := constructions[0]
	for _, ls := range lifespans {
		if c.enclosingDef(built) == nil || !c.enclosingDef(built).Equal(ls) {
			continue
		}
		asg := extract.Parent(built)
		if asg == nil || extract.Type(asg) != "assignment" || extract.Type(extract.Field(asg, "left")) != "identifier" {
			continue
		}
		name := c.text(extract.Field(asg, "left"))
		if len(c.assignmentsOf(ls, name)) != 1 {
			continue
		}
		yieldAt := -1
		walkScope(extract.Field(ls, "body"), func(n *sitter.Node) {
			if extract.Type(n) == "yield" && (yieldAt < 0 || int(extract.StartByte(n)) < yieldAt) {
				yieldAt = int(extract.StartByte(n))
			}
		})
		if yieldAt < 0 {
			continue
		}
		walkScope(extract.Field(ls, "body"), func(n *sitter.Node) {
			if extract.Type(n) != "expression_statement" || int(extract.StartByte(n)) < int(extract.EndByte(asg)) || int(extract.StartByte(n)) > yieldAt {
				return
			}
			call := unparen(extract.NamedChild(n, 0))
			if call != nil && extract.Type(call) == "await" {
				call = unparen(extract.NamedChild(call, 0))
			}
			if call == nil || extract.Type(call) != "call" {
				return
			}
			fn := extract.Field(call, "function")
			if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "object"))) != name {
				return
			}
			m := methods[string(c.bytesOf(extract.Field(fn, "attribute")))]
			if m == nil || c.branchedAbove(n, ls) {
				return
			}
			mb := extract.Field(m, "body")
			for i := 0; mb != nil && i < int(extract.NamedChildCount(mb)); i++ {
				st := extract.NamedChild(mb, i)
				if extract.Type(st) != "expression_statement" {
					continue
				}
				a := unparen(extract.NamedChild(st, 0))
				if a == nil || extract.Type(a) != "assignment" {
					continue
				}
				if attr := selfAttr(c, extract.Field(a, "left")); attr != "" && !unset[attr] {
					if r := unparen(extract.Field(a, "right")); r != nil && extract.Type(r) != "none" {
						out[attr] = true
					}
				}
			}
		})
	}
	return out
}

// branchedAbove reports whether a statement of def sits in an if, a loop or an except clause
// of def: it may not run.
func (c *fileCtx) branchedAbove(n, def *sitter.Node) bool {
	for p := extract.Parent(n); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		switch extract.Type(p) {
		case "if_statement", "elif_clause", "else_clause", "for_statement", "while_statement", "except_clause", "conditional_expression":
			return true
		}
	}
	return false
}

// topClassNode returns the definition of a class the file defines at its top level, or nil.
func (c *fileCtx) topClassNode(name string) *sitter.Node {
	for i := 0; i < int(extract.NamedChildCount(c.root)); i++ {
		n := extract.NamedChild(c.root, i)
		if extract.Type(n) == "decorated_definition" {
			n = extract.Field(n, "definition")
		}
		if n != nil && extract.Type(n) == "class_definition" && string(c.bytesOf(extract.Field(n, "name"))) == name {
			return n
		}
	}
	return nil
}
