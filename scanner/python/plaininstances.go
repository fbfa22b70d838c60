package python

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A module's singleton passed to a function whose guard tests it:
//
//	server.py:  pool = ConnPool()                 # bound once, at the top level
//	            def get_driver():
//	                return Driver(conn=pool)
//	driver.py:  class Driver:
//	                def __init__(self, conn=None, url=None):
//	                    if conn: ...
//	                    elif url: ...
//	                    else:
//	                        raise ValueError("conn or url is required")   # dead
//
// An instance of a class is truthy unless the class defines __bool__ or __len__ (or inherits
// them). A call that passes a module-level name that the module binds once, to a call of a class
// of the root, and that no function rebinds (no global statement names it), passes such an
// instance: its shape is truthy and not None, on the condition that the class's file says its
// instances always are (extract.ArgShape.If, plainshapes.go). A class says so (Holds under
// plainKey) when it has no base but object, no decorator but dataclass, no metaclass, and its
// body does not spell __bool__ or __len__. The raise's side: an else clause runs only where the
// if's condition, a parameter's truth, failed (elseRunsIf).

// plainKey is the key under which a class's file says that its instances are always truthy,
// from the key of its constructor (refTarget's "<mod>.<Class>.__init__@<root>"); "" for another.
func plainKey(ctor string) string {
	before, root, ok := strings.Cut(ctor, ".__init__@")
	if !ok {
		return ""
	}
	return before + ".$plain@" + root
}

// plainClasses returns a summary with Holds for each top-level class of the file whose
// instances are always truthy.
func (c *fileCtx) plainClasses() []extract.Summary {
	var out []extract.Summary
	for _, def := range c.classDefs {
		name := c.text(extract.Field(def, "name"))
		if !c.isPlainClass(def) {
			continue
		}
		s := extract.Summary{Key: plainKey(c.xkey(c.modID, name+".__init__")), Name: name}
		s.Line, s.Column = position(def)
		c.addPlace(&s, extract.Holds, def, fmt.Sprintf("instances of %s are always truthy", name))
		out = append(out, s)
	}
	return out
}

// isPlainClass reports whether a class's instances are always truthy: no base but object, no
// keyword in its header (metaclass=...), no decorator but dataclass, and no __bool__ or __len__
// in its body.
func (c *fileCtx) isPlainClass(def *sitter.Node) bool {
	if supers := extract.Field(def, "superclasses"); supers != nil {
		for _, s := range namedChildren(supers) {
			if string(c.bytesOf(s)) != "object" {
				return false
			}
		}
	}
	if p := extract.Parent(def); p != nil && extract.Type(p) == "decorated_definition" {
		for _, d := range namedChildren(p) {
			if extract.Type(d) != "decorator" {
				continue
			}
			switch strings.TrimSpace(strings.TrimPrefix(c.text(d), "@")) {
			case "dataclass", "dataclasses.dataclass", "dataclass()", "dataclasses.dataclass()":
			default:
				return false
			}
		}
	}
	body := c.text(extract.Field(def, "body"))
	return !strings.Contains(body, "__bool__") && !strings.Contains(body, "__len__")
}

// moduleBinds counts the statements of the module's own scope (not its functions') that bind
// name: assignments, imports, for targets, with targets..., a del counting twice (unbound again).
func (c *fileCtx) moduleBinds(name string) int {
	return memo(&c.moduleBindCount, name, func() int {
		binds := 0
		walkScope(c.root, func(n *sitter.Node) {
			switch {
			case bindingSymbols.Holds(n):
				for _, b := range c.boundNames(n) {
					if b == name {
						binds++
					}
				}
			case extract.Type(n) == "delete_statement" && strings.Contains(c.text(n), name):
				binds += 2
			}
		})
		return binds
	})
}

// globalInstance returns the keys of the class whose instance a module-level name v holds where
// a function of the file reads it: the module binds it once, by a plain assignment of a call of a
// class of the root, never binds it otherwise (imports, defines, deletes it, assigns it in a
// loop or a with), and no function declares it global.
// nil otherwise.
func (c *fileCtx) globalInstance(v, def *sitter.Node) []string {
	name := c.text(v)
	if def == nil {
		return nil
	}
	// The module's own binding first: most arguments are locals and parameters, which the
	// module does not bind once, and that test is a lookup where the function's is a walk of its
	// body. Each test only reads the file (the walks are memos), so their order changes nothing.
	if _, imported := c.names[name]; imported || c.defs[name] != nil || c.topClasses[name] {
		return nil
	}
	as := c.assignments(c.root)[name]
	if len(as) != 1 || !nodeIs(extract.Parent(as[0]), c.root) && (extract.Parent(as[0]) == nil || !nodeIs(extract.Parent(extract.Parent(as[0])), c.root)) {
		return nil
	}
	if len(c.assignmentsOf(def, name)) > 0 || c.isParamOf(def, name) || c.reassigned(name) {
		return nil
	}
	if c.moduleBinds(name) != 1 {
		return nil
	}
	call := unparen(assignedValue(as[0]))
	if call == nil || extract.Type(call) != "call" || extract.Field(as[0], "type") != nil {
		return nil
	}
	fn := extract.Field(call, "function")
	if !isModelName(lastName(c.text(fn))) {
		return nil
	}
	k := plainKey(c.refTarget(fn, call))
	if k == "" {
		return nil
	}
	return c.keysOf(k)
}

// instanceShapes returns the shapes of an argument v (by position index, or keyword name) that
// is a module's singleton instance (globalInstance): truthy and not None if its class says so.
func (c *fileCtx) instanceShapes(v, def *sitter.Node, index int, name string) []extract.ArgShape {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	keys := c.globalInstance(v, def)
	if keys == nil {
		return nil
	}
	const facts = extract.ArgNonNull | extract.ArgTruthy
	return []extract.ArgShape{{Param: index, Name: name, Facts: facts, If: keys},
		{Param: index, Name: name, Path: notNone, Facts: facts, If: keys}}
}

// elseRunsIf returns the test under which an else clause of an if statement runs, when the if's
// condition is an intact parameter of def: the parameter lacks truth. The elif conditions that
// must fail as well are left out: the test asks for less than the clause does, and rules out no
// more.
func (c *fileCtx) elseRunsIf(clause, def *sitter.Node) ([]extract.ArgTest, bool) {
	ifs := extract.Parent(clause)
	if ifs == nil || extract.Type(ifs) != "if_statement" {
		return nil, false
	}
	return c.falsyRunsIf(extract.Field(ifs, "condition"), def)
}

// afterExitRunsIf returns the test under which a statement of a block runs when an earlier
// statement of that block is an if, without elif or else, whose condition is an intact
// parameter of def and whose body ends by returning or raising (`if as_text: return ...`
// then `raise`): the parameter lacks truth.
func (c *fileCtx) afterExitRunsIf(stmt, def *sitter.Node) ([]extract.ArgTest, bool) {
	for prev := stmt.PrevNamedSibling(); prev != nil; prev = prev.PrevNamedSibling() {
		if extract.Type(prev) != "if_statement" || !onlyBranch(prev) || !c.exits(lastStatement(extract.Field(prev, "consequence"))) {
			continue
		}
		if tests, ok := c.falsyRunsIf(extract.Field(prev, "condition"), def); ok {
			return tests, true
		}
	}
	return nil, false
}

// falsyRunsIf returns the test under which code runs where cond, an intact parameter of def,
// failed: the parameter lacks truth.
func (c *fileCtx) falsyRunsIf(cond, def *sitter.Node) ([]extract.ArgTest, bool) {
	cond = unparen(cond)
	if cond == nil || extract.Type(cond) != "identifier" {
		return nil, false
	}
	p, ok := c.intactParam(def, cond)
	if !ok {
		return nil, false
	}
	return []extract.ArgTest{{Param: p.index, Name: p.name, Lacks: extract.ArgTruthy}}, true
}
