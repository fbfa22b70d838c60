package python

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Objects handed to a function whose parameter does not say their class:
//
//	server.py:    db = Database(url)
//	              @mcp.tool()
//	              def query(sql: str) -> str: return str(run_query(sql, db))
//	ops.py:       def run_query(sql: str, db: Any): return db.query(sql)
//	session.py:   class Session:
//	                  def __init__(self, conn): self.conn = conn
//	                  def run(self, sql): return self.conn.query(sql)
//
// A method called on a parameter that is unannotated or annotated Any or object (or on
// self.attr that __init__ sets from one) is named "<module>.<function>(<param>).<method>"
// (paramMethod): what the parameter holds is whatever the function's callers pass. The
// function's file gives each such parameter an alias to its position, "<function>(#<i>)."
// (paramAliases). Every call of a function of the root that passes an argument whose class
// its file tells (a variable bound to Database(...), Replica(), a parameter annotated with a
// class) gives the callee's parameter, by position or by keyword, an alias to that class;
// an argument that is a parameter of the caller's of the same kind gives an alias to the
// caller's parameter, so the class passes down a chain of such calls (argAliases). A parameter
// that callers pass objects of several classes names the method of each; one that no call
// passes a known class names nothing, as before.

// anyParam is a parameter whose annotation does not say the class of what it holds.
type anyParam struct {
	def   *sitter.Node // the function that declares it
	name  string
	index int // its position among what calls pass (-1 keyword-only)
}

// paramOwner returns the parameter that an identifier used at at names, when the function
// that declares it (the one around at, or one around that whose parameter an inner function
// captures) has a key and does not annotate it with a class: no annotation, Any or object.
// A variable of the same name in a function on the way hides it.
func (c *fileCtx) paramOwner(name string, at *sitter.Node) (anyParam, bool) {
	if name == "self" || name == "cls" || c.lambdaParam(name, at) {
		return anyParam{}, false
	}
	for def, depth := c.enclosingDef(at), 0; def != nil && depth < maxDepth; def, depth = c.enclosingDef(def), depth+1 {
		for _, p := range c.callParams(def) {
			if p.name != name {
				continue
			}
			if !c.saysNoClass(p.node) || c.fnKey(def) == "" || len(c.assignments(def)[name]) > 0 {
				return anyParam{}, false
			}
			return anyParam{def: def, name: name, index: p.index}, true
		}
		if len(c.assignments(def)[name]) > 0 {
			return anyParam{}, false
		}
	}
	return anyParam{}, false
}

// lambdaParam reports whether a lambda around at, inside its function, has a parameter name.
// The scopes around at come from the scope index, innermost first, not from a walk up the tree
// (Node.Parent walks down from the root); classes between are passed, as the walk passed them.
func (c *fileCtx) lambdaParam(name string, at *sitter.Node) bool {
	found := false
	c.index().scopes.each(at, 0, false, func(n *sitter.Node) bool {
		switch {
		case functionSymbols.Holds(n):
			return false
		case lambdaSymbols.Holds(n):
			if ps := extract.Field(n, "parameters"); ps != nil {
				for _, p := range namedChildren(ps) {
					if id := paramName(p); id != nil && string(c.bytesOf(id)) == name {
						found = true
						return false
					}
				}
			}
		}
		return true
	})
	return found
}

// saysNoClass reports whether a parameter's annotation leaves its class open: none, Any or
// object (optional or not).
func (c *fileCtx) saysNoClass(p *sitter.Node) bool {
	if extract.Type(p) != "typed_parameter" && extract.Type(p) != "typed_default_parameter" {
		return true
	}
	if cls := c.annotationClassAny(extract.Field(p, "type")); c.localProtocol(cls) || c.allowAnnotated > 0 && cls != "" {
		return true // protocolnames.go
	}
	t := strings.Join(strings.Fields(c.text(extract.Field(p, "type"))), "")
	t = strings.Trim(t, `"'`)
	t = strings.TrimSuffix(strings.TrimPrefix(t, "Optional["), "]")
	t = strings.TrimSuffix(t, "|None")
	switch t {
	case "Any", "typing.Any", "t.Any", "object":
		return true
	}
	return isCallableType(t) || c.callableAlias(t) // a function passed (paramcalls.go)
}

// paramPrefix is the start of the keys of what a parameter holds: "<module>.<function>(<name>)".
func (c *fileCtx) paramPrefix(p anyParam) string {
	return strings.TrimSuffix(c.fnKey(p.def), c.rootSuffix()) + "(" + p.name + ")"
}

// paramMethod returns the key of obj.method when obj is a parameter that paramOwner finds, or
// self.attr that the __init__ of the enclosing class sets from one (initParamAttr), and notes
// the parameter's alias to its position; "" otherwise.
func (c *fileCtx) paramMethod(fn *sitter.Node) string {
	if fn == nil || extract.Type(fn) != "attribute" {
		return ""
	}
	obj := unparen(extract.Field(fn, "object"))
	if obj == nil {
		return ""
	}
	var p anyParam
	var ok bool
	switch extract.Type(obj) {
	case "identifier":
		if _, imported := c.names[string(c.bytesOf(obj))]; imported {
			return ""
		}
		p, ok = c.paramOwner(c.text(obj), obj)
	case "attribute":
		if o := extract.Field(obj, "object"); extract.Type(o) == "identifier" && string(c.bytesOf(o)) == "self" {
			attr := c.text(extract.Field(obj, "attribute"))
			p, ok = c.initParamAttr(attr, obj)
			if pre := c.inheritedInitAttr(attr, obj); !ok && pre != "" { // inheritedinit.go
				return pre + "." + c.text(extract.Field(fn, "attribute")) + c.rootSuffix()
			}
		}
	}
	if !ok {
		return ""
	}
	return c.notedPrefix(p) + "." + c.text(extract.Field(fn, "attribute")) + c.rootSuffix()
}

// notedPrefix returns paramPrefix(p) and notes the parameter's position for paramAliases.
func (c *fileCtx) notedPrefix(p anyParam) string {
	prefix := c.paramPrefix(p)
	if p.index >= 0 {
		if c.paramIndexes == nil {
			c.paramIndexes = map[string]int{}
		}
		c.paramIndexes[prefix] = p.index
	}
	return prefix
}

// initParamAttr returns the parameter of the enclosing class's __init__ that it assigns to
// self.attr as it is (self.conn = conn), when that is the class's only assignment of the
// attribute.
func (c *fileCtx) initParamAttr(attr string, at *sitter.Node) (anyParam, bool) {
	cls := c.methodClass(at)
	init := c.defs[cls+".__init__"]
	if cls == "" || init == nil {
		return anyParam{}, false
	}
	a := c.selfAssigns(cls, init)[attr]
	from := a.from
	if a.count != 1 || from == nil || extract.Type(from) != "identifier" {
		return anyParam{}, false
	}
	p, ok := c.paramOwner(c.text(from), from)
	if !ok || !sameNode(p.def, init) {
		return anyParam{}, false
	}
	return p, true
}

// selfAssign is what a class's methods assign to one self.<attr>: how many assignments
// (augmented or not) there are, and the value __init__'s last one assigns.
type selfAssign struct {
	count int
	from  *sitter.Node
}

// selfAssigns returns the assignments to self.<attr> of a class's methods, by attr, from one
// walk of the methods per class (memo), not one per attribute that a method call names.
func (c *fileCtx) selfAssigns(cls string, init *sitter.Node) map[string]selfAssign {
	return memo(&c.initAssigns, cls, func() map[string]selfAssign {
		out := map[string]selfAssign{}
		for _, m := range append(c.methodsOf(cls), "__init__") {
			def := c.defs[cls+"."+m]
			if def == nil {
				continue // a class without an __init__ of its own (inheritedinit.go)
			}
			walkStatements(def, func(n *sitter.Node) {
				if extract.Type(n) != "assignment" && extract.Type(n) != "augmented_assignment" {
					return
				}
				left := extract.Field(n, "left")
				if left == nil || extract.Type(left) != "attribute" || string(c.bytesOf(extract.Field(left, "object"))) != "self" {
					return
				}
				attr := c.text(extract.Field(left, "attribute"))
				a := out[attr]
				a.count++
				if sameNode(def, init) {
					a.from = unparen(extract.Field(n, "right"))
				}
				out[attr] = a
			})
		}
		return out
	})
}

// paramAliases returns the alias from each parameter prefix paramMethod named to the
// parameter's position, which calls that pass it positionally name (argAliases).
func (c *fileCtx) paramAliases() []extract.Alias {
	var out []extract.Alias
	for _, p := range slices.Sorted(maps.Keys(c.paramIndexes)) {
		fn, _, _ := strings.Cut(p, "(")
		out = append(out, extract.Alias{From: p + ".", To: fmt.Sprintf("%s%s%d).", fn, extract.PosMark, c.paramIndexes[p]), Prefix: true})
	}
	return out
}

// argAliases returns, for every call of a function of the root that passes an object whose
// class the file tells, or a parameter of the caller's that paramOwner finds, an alias from
// the callee's parameter, by position or by keyword, to that class or to the caller's
// parameter. A call through a class (Base.__init__(self, conn)) passes its receiver among its
// arguments and is left out.
func (c *fileCtx) argAliases() []extract.Alias {
	var out []extract.Alias
	seen := map[extract.Alias]bool{}
	suffix := c.rootSuffix()
	for _, m := range c.run("facts") {
		call := m.site
		if m.kind != "call" || m.key != nil {
			continue
		}
		if len(c.passedArgs(call)) == 0 {
			continue // no argument, or none a value passes to by position or keyword
		}
		if c.callsThroughClass(call) {
			continue
		}
		type passed struct {
			index int
			name  string
			to    string
		}
		var ps []passed
		c.callArgs(call, func(index int, name string, v *sitter.Node) {
			to := c.argClass(v, call)
			if to != "" {
				ps = append(ps, passed{index, name, to})
			}
			if to == "" || extract.Type(unparen(v)) == "identifier" && c.factoryPassed(v) != nil {
				// A function passed, or one that a factory of the file built (paramcalls.go).
				if fn := c.passedFunction(v, call); fn != "" {
					ps = append(ps, passed{index, name, fn + "!"})
				} else if fn := c.passedImported(v, call); fn != "" && !isArgument(call) {
					ps = append(ps, passed{index, name, fn + "!"}) // another module's (paramcalls.go)
				}
				for _, fn := range c.passedBoundMethod(v, call) { // protocolnames.go
					ps = append(ps, passed{index, name, fn + "!"})
				}
			}
		})
		if len(ps) == 0 {
			continue
		}
		k := c.reachTarget(call)
		if k == "" {
			continue
		}
		for _, kk := range c.keysOf(k) {
			if !strings.HasSuffix(kk, suffix) {
				continue
			}
			base := strings.TrimSuffix(kk, suffix)
			for _, p := range ps {
				from := fmt.Sprintf("%s%s%d).", base, extract.PosMark, p.index)
				if p.index < 0 {
					from = base + "(" + p.name + ")."
				}
				to := p.to
				if fn, ok := strings.CutSuffix(to, "!"); ok {
					// A function passed: a call of the parameter calls it (paramcalls.go).
					from, to = strings.TrimSuffix(from, ".")+callMember, fn
				}
				a := extract.Alias{From: from, To: to, Prefix: true}
				if !seen[a] {
					seen[a] = true
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// argClass returns the prefix of the keys an argument's methods have: "<module>.<Class>." when
// the file tells its class, "<module>.<function>()." when it is what a function of the root
// returns (returnedBy), "<module>.<function>(<param>)." when it is a parameter that paramOwner
// finds; "" otherwise.
func (c *fileCtx) argClass(v, call *sitter.Node) string {
	v = unparen(v)
	if v == nil {
		return ""
	}
	switch extract.Type(v) {
	case "identifier", "call", "attribute":
	default:
		return ""
	}
	if extract.Type(v) == "attribute" {
		if o := extract.Field(v, "object"); o == nil || string(c.bytesOf(o)) != "self" {
			return ""
		}
	}
	if extract.Type(v) == "identifier" {
		if _, imported := c.names[string(c.bytesOf(v))]; imported {
			return ""
		}
	}
	if cls := c.classOf(v, call); cls != "" {
		return cls + "."
	}
	// What a function of the root returns, itself or through a variable bound to its call:
	// the function's file resolves it (returnAliases).
	built := v
	switch extract.Type(v) {
	case "identifier":
		built = unparen(c.valueOf(v))
	case "attribute":
		built = c.initAttrValue(c.text(extract.Field(v, "attribute")), v) // self.client = create_client(url)
	}
	if built != nil && extract.Type(built) == "call" {
		if k := c.returnedBy(built); k != "" {
			return k + "."
		}
		if k := c.paramCallValue(built); k != "" {
			return k // protocolnames.go
		}
	}
	if extract.Type(v) == "identifier" {
		if p, ok := c.paramOwner(c.text(v), v); ok {
			return c.notedPrefix(p) + "."
		}
	}
	return ""
}

// callsThroughClass reports whether a call names a method through a class (Base.method(...)),
// whose arguments may start with the receiver.
func (c *fileCtx) callsThroughClass(call *sitter.Node) bool {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return false
	}
	obj := extract.Field(fn, "object")
	return obj != nil && (extract.Type(obj) == "identifier" || extract.Type(obj) == "attribute") && isModelName(lastName(c.text(obj)))
}

// initAttrValue returns the value the __init__ of the class whose method holds at assigns to
// self.attr, when that is the class's only assignment of the attribute; else nil.
func (c *fileCtx) initAttrValue(attr string, at *sitter.Node) *sitter.Node {
	cls := c.methodClass(at)
	init := c.defs[cls+".__init__"]
	if cls == "" || init == nil {
		return nil
	}
	if a := c.selfAssigns(cls, init)[attr]; a.count == 1 {
		return a.from
	}
	return nil
}
