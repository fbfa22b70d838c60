package python

import (
	"bytes"

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
	if !bytes.Contains(c.src, []byte("lifespan")) || !bytes.Contains(c.src, []byte("yield")) {
		return false
	}
	def := c.enclosingDef(stmt)
	if def == nil || nodeType(def) != "function_definition" {
		return false
	}
	cls := c.enclosingClassName(def)
	if cls == "" || !c.topClasses[cls] {
		return false
	}
	child := stmt
	for q := stmt.Parent(); q != nil && !q.Equal(def); q = q.Parent() {
		if nodeType(q) == "if_statement" || nodeType(q) == "elif_clause" {
			if body := fieldChild(q, "consequence"); body != nil && child.Equal(body) {
				if a := c.selfUnsetTest(fieldChild(q, "condition")); a != "" && c.readiedAttrs(cls)[a] {
					return true
				}
			}
		}
		child = q
	}
	return false
}

// selfUnsetTest returns the attribute a that a condition tests for being unset (`not self.a`,
// `self.a is None`, `self.a == None`), or "".
func (c *fileCtx) selfUnsetTest(cond *sitter.Node) string {
	cond = unparen(cond)
	if cond == nil {
		return ""
	}
	var v *sitter.Node
	switch nodeType(cond) {
	case "not_operator":
		v = fieldChild(cond, "argument")
	case "comparison_operator":
		x, op, ok := c.noneComparison(cond)
		if !ok || (op != "is" && op != "==") {
			return ""
		}
		v = x
	default:
		return ""
	}
	return selfAttr(c, v)
}

// selfAttr returns a for `self.a`, or "".
func selfAttr(c *fileCtx, v *sitter.Node) string {
	v = unparen(v)
	if v == nil || nodeType(v) != "attribute" {
		return ""
	}
	if o := fieldChild(v, "object"); o == nil || nodeType(o) != "identifier" || c.text(o) != "self" {
		return ""
	}
	return c.text(fieldChild(v, "attribute"))
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
	body := fieldChild(clsNode, "body")
	for i := 0; body != nil && i < int(namedChildCount(body)); i++ {
		m := namedChild(body, i)
		if nodeType(m) == "decorated_definition" {
			m = fieldChild(m, "definition")
		}
		if m == nil || nodeType(m) != "function_definition" {
			continue
		}
		name := c.text(fieldChild(m, "name"))
		methods[name] = m
		if name == "__init__" {
			continue
		}
		walkScope(m, func(n *sitter.Node) {
			if nodeType(n) == "assignment" {
				if a := selfAttr(c, fieldChild(n, "left")); a != "" {
					if r := unparen(fieldChild(n, "right")); r == nil || nodeType(r) == "none" {
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
		switch nodeType(n) {
		case "call":
			if fn := fieldChild(n, "function"); fn != nil && nodeType(fn) == "identifier" && c.text(fn) == cls {
				constructions = append(constructions, n)
			}
		case "keyword_argument":
			if c.text(fieldChild(n, "name")) == "lifespan" {
				if v := fieldChild(n, "value"); v != nil && nodeType(v) == "identifier" {
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
		asg := built.Parent()
		if asg == nil || nodeType(asg) != "assignment" || nodeType(fieldChild(asg, "left")) != "identifier" {
			continue
		}
		name := c.text(fieldChild(asg, "left"))
		if len(c.assignmentsOf(ls, name)) != 1 {
			continue
		}
		yieldAt := -1
		walkScope(fieldChild(ls, "body"), func(n *sitter.Node) {
			if nodeType(n) == "yield" && (yieldAt < 0 || int(startByte(n)) < yieldAt) {
				yieldAt = int(startByte(n))
			}
		})
		if yieldAt < 0 {
			continue
		}
		walkScope(fieldChild(ls, "body"), func(n *sitter.Node) {
			if nodeType(n) != "expression_statement" || int(startByte(n)) < int(endByte(asg)) || int(startByte(n)) > yieldAt {
				return
			}
			call := unparen(namedChild(n, 0))
			if call != nil && nodeType(call) == "await" {
				call = unparen(namedChild(call, 0))
			}
			if call == nil || nodeType(call) != "call" {
				return
			}
			fn := fieldChild(call, "function")
			if fn == nil || nodeType(fn) != "attribute" || c.text(fieldChild(fn, "object")) != name {
				return
			}
			m := methods[c.text(fieldChild(fn, "attribute"))]
			if m == nil || c.branchedAbove(n, ls) {
				return
			}
			mb := fieldChild(m, "body")
			for i := 0; mb != nil && i < int(namedChildCount(mb)); i++ {
				st := namedChild(mb, i)
				if nodeType(st) != "expression_statement" {
					continue
				}
				a := unparen(namedChild(st, 0))
				if a == nil || nodeType(a) != "assignment" {
					continue
				}
				if attr := selfAttr(c, fieldChild(a, "left")); attr != "" && !unset[attr] {
					if r := unparen(fieldChild(a, "right")); r != nil && nodeType(r) != "none" {
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
	for p := n.Parent(); p != nil && !p.Equal(def); p = p.Parent() {
		switch nodeType(p) {
		case "if_statement", "elif_clause", "else_clause", "for_statement", "while_statement", "except_clause", "conditional_expression":
			return true
		}
	}
	return false
}

// topClassNode returns the definition of a class the file defines at its top level, or nil.
func (c *fileCtx) topClassNode(name string) *sitter.Node {
	for i := 0; i < int(namedChildCount(c.root)); i++ {
		n := namedChild(c.root, i)
		if nodeType(n) == "decorated_definition" {
			n = fieldChild(n, "definition")
		}
		if n != nil && nodeType(n) == "class_definition" && c.text(fieldChild(n, "name")) == name {
			return n
		}
	}
	return nil
}
