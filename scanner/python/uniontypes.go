package python

import (
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A validated parameter annotated with a union of types, narrowed by the helper's earlier exits.
// pydantic hands a tool a value of one of the union's types (a dict for `dict[str, str]`, a str
// for `str`), so a helper that returns first for the other types and None tests a value that is
// of the one type left:
//
//	server.py:   @mcp.tool()
//	             def plan(fields: dict[str, str] | str | None = None): return service.plan(fields=fields)
//	service.py:  def _coerce(self, value):
//	                 if value is None: return {}
//	                 if isinstance(value, dict): return value
//	                 if not isinstance(value, str): raise TypeError(...)  # dead: a str is left
//
// The value a test reads after such exits is named by a path that says what they rule out:
// "!dict" the value where it is not a dict, "?!dict" where it is neither None nor a dict (the
// types sorted, joined by commas). A tool's call records, for each member of the union, the
// member's facts at the path that rules out every other member (and None, when the annotation
// lets it through); the raise's test holds both of the value itself and of the narrowed value
// (a conjunction: a call that rules out either rules the raise out). The index compares paths as
// they are, so the helper must rule out exactly the union's other members: ruling out fewer or
// other types (a `Mapping`, an `int` for a `bool`) names a path no call records, and the raise
// stands. The index carries the test up through the calls that pass the parameter on unchanged
// (argpass.go), however many, as for a parameter of one type.

// unionTypes are the types a union member may name, with what isinstance of each tells: the
// name isinstance tests it by. float is not one (pydantic may hand an int to a float).
var unionTypes = map[string]string{"str": "str", "int": "int", "bool": "bool", "list": "list",
	"List": "list", "dict": "dict", "Dict": "dict"}

// unionMember is a type of a union annotation: the builtin isinstance tests it by and its facts.
type unionMember struct {
	name  string
	facts extract.ArgFact
}

// narrowPath names the value where it is none of types (sorted) and, when none, not None.
func narrowPath(none bool, types []string) string {
	p := "!" + strings.Join(types, ",")
	if none {
		return notNone + p
	}
	return p
}

// unionShapes returns what a validated parameter annotated with a union of two or more types
// (and perhaps None) is at each path that rules out all its members but one; nil for any other
// parameter, or one whose default is not None or a literal of a member.
func (c *fileCtx) unionShapes(p *sitter.Node, index int, name string) []extract.ArgShape {
	t := extract.Field(p, "type")
	if t == nil {
		return nil
	}
	var members []unionMember
	optional := false
	if !c.unionMembers(t, 0, &members, &optional) || len(members) < 2 {
		return nil
	}
	if d := extract.Field(p, "value"); d != nil {
		switch {
		case c.isRequiredField(d):
		case c.defaultsToNone(d):
			optional = true
		case !slices.ContainsFunc(members, func(m unionMember) bool { return c.defaultFits(d, m.facts) }):
			return nil
		}
	}
	var out []extract.ArgShape
	for _, m := range members {
		var others []string
		for _, o := range members {
			if o.name != m.name {
				others = append(others, o.name)
			}
		}
		slices.Sort(others)
		facts := m.facts | extract.ArgNonNull
		out = append(out, extract.ArgShape{Param: index, Name: name, Path: narrowPath(true, others), Facts: facts})
		if !optional {
			out = append(out, extract.ArgShape{Param: index, Name: name, Path: narrowPath(false, others), Facts: facts})
		}
	}
	return out
}

// unionMembers adds to members the types of a union annotation (X | Y, Union[X, Y],
// Optional[...], through Annotated) and sets optional when it lets None through; false when a
// member is a type unionTypes does not know or a type comes twice.
func (c *fileCtx) unionMembers(t *sitter.Node, depth int, members *[]unionMember, optional *bool) bool {
	if t == nil || depth > 6 {
		return false
	}
	if extract.Type(t) == "type" && extract.NamedChildCount(t) == 1 {
		t = extract.NamedChild(t, 0)
	}
	add := func(head string) bool {
		n, ok := unionTypes[head]
		if !ok || slices.ContainsFunc(*members, func(m unionMember) bool { return m.name == n }) {
			return false
		}
		*members = append(*members, unionMember{n, typeFacts[head]})
		return true
	}
	switch extract.Type(t) {
	case "none":
		*optional = true
		return true
	case "identifier":
		if string(c.bytesOf(t)) == "None" {
			*optional = true
			return true
		}
		return add(c.text(t))
	case "union_type": // X | Y
		for _, m := range namedChildren(t) {
			if !c.unionMembers(m, depth+1, members, optional) {
				return false
			}
		}
		return extract.NamedChildCount(t) > 0
	case "binary_operator": // X | Y where the grammar reads an expression
		if string(c.bytesOf(extract.Field(t, "operator"))) != "|" {
			return false
		}
		return c.unionMembers(extract.Field(t, "left"), depth+1, members, optional) &&
			c.unionMembers(extract.Field(t, "right"), depth+1, members, optional)
	case "generic_type", "subscript":
		head, args := genericParts(t)
		switch h := c.text(head); h {
		case "list", "List", "dict", "Dict":
			return add(h)
		case "Optional":
			*optional = true
			return len(args) == 1 && c.unionMembers(args[0], depth+1, members, optional)
		case "Union":
			for _, a := range args {
				if !c.unionMembers(a, depth+1, members, optional) {
					return false
				}
			}
			return len(args) > 0
		case "Annotated":
			return len(args) > 0 && c.unionMembers(args[0], depth+1, members, optional)
		}
	}
	return false
}

// exclusion is what the code before a test rules out of a parameter where the test runs: None,
// and instances of the types named (by the builtin isinstance names).
type exclusion struct {
	none  bool
	types []string
}

// narrowTests joins each test of a parameter that n's earlier exits narrow (exclusions) with the
// same test of the narrowed value: the raise under n runs only where both hold.
func (c *fileCtx) narrowTests(n, def *sitter.Node, tests []extract.ArgTest) []extract.ArgTest {
	var ex map[string]*exclusion
	var out []extract.ArgTest
	for i, t := range tests {
		if t.All != nil || t.In != nil || t.NotIn != nil || t.Op != "" || t.EntryMember != "" || t.Invalid ||
			t.Lacks == 0 || t.Name == "" || (t.Path != "" && t.Path != notNone) {
			continue
		}
		if ex == nil {
			ex = c.exclusionsAt(n, def)
		}
		e := ex[t.Name]
		if e == nil || len(e.types) == 0 && (!e.none || t.Path == notNone) {
			continue
		}
		types := slices.Clone(e.types)
		slices.Sort(types)
		types = slices.Compact(types)
		narrowed := t
		narrowed.Path = narrowPath(e.none || t.Path == notNone, types)
		narrowed.Default = 0
		if out == nil {
			out = slices.Clone(tests)
		}
		out[i] = extract.ArgTest{All: []extract.ArgTest{t, narrowed}}
	}
	if out == nil {
		return tests
	}
	return out
}

// exclusionsAt returns, by parameter name, what the code before n (an if or elif, within def)
// rules out where n runs: the condition of each earlier `if` of n's block, or of a block around
// it, whose body ends by returning or raising; and, for an elif, the conditions of the clauses
// before it. A condition counts when it reads as tests of one intact parameter joined by `or`:
// `isinstance(x, T)` (a tuple too), `x is None`, `x == None`, `not x`.
func (c *fileCtx) exclusionsAt(n, def *sitter.Node) map[string]*exclusion {
	out := map[string]*exclusion{}
	stmt := n
	if extract.Type(n) == "elif_clause" {
		stmt = extract.Parent(n)
		if stmt == nil {
			return out
		}
		c.excludeBy(extract.Field(stmt, "condition"), def, out)
		for _, ch := range namedChildren(stmt) {
			if sameNode(ch, n) {
				break
			}
			if extract.Type(ch) == "elif_clause" {
				c.excludeBy(extract.Field(ch, "condition"), def, out)
			}
		}
	}
	for cur := stmt; cur != nil && !sameNode(cur, def); cur = extract.Parent(cur) {
		switch extract.Type(cur) {
		case "lambda", "function_definition", "class_definition":
			return out
		}
		if par := extract.Parent(cur); par == nil || extract.Type(par) != "block" {
			continue
		}
		for prev := cur.PrevNamedSibling(); prev != nil; prev = prev.PrevNamedSibling() {
			if extract.Type(prev) == "if_statement" && leaves(extract.Field(prev, "consequence")) {
				c.excludeBy(extract.Field(prev, "condition"), def, out)
			}
		}
	}
	return out
}

// leaves reports whether a block's last statement returns or raises.
func leaves(block *sitter.Node) bool {
	if block == nil || extract.NamedChildCount(block) == 0 {
		return false
	}
	switch extract.Type(extract.NamedChild(block, int(extract.NamedChildCount(block))-1)) {
	case "return_statement", "raise_statement":
		return true
	}
	return false
}

// excludeBy adds to out what a condition that was false rules out, when it reads as tests of
// one intact parameter of def joined by `or`.
func (c *fileCtx) excludeBy(cond, def *sitter.Node, out map[string]*exclusion) {
	var name string
	var e exclusion
	if !c.exclusionOf(cond, def, &name, &e) {
		return
	}
	have := out[name]
	if have == nil {
		have = &exclusion{}
		out[name] = have
	}
	have.none = have.none || e.none
	have.types = append(have.types, e.types...)
}

// exclusionOf reads one part of an exit's condition into e, for the parameter name.
func (c *fileCtx) exclusionOf(cond, def *sitter.Node, name *string, e *exclusion) bool {
	cond = unparen(cond)
	if cond == nil {
		return false
	}
	same := func(v *sitter.Node) bool {
		p, ok := c.intactParam(def, v)
		if !ok || *name != "" && *name != p.name {
			return false
		}
		*name = p.name
		return true
	}
	switch extract.Type(cond) {
	case "boolean_operator":
		return string(c.bytesOf(extract.Field(cond, "operator"))) == "or" &&
			c.exclusionOf(extract.Field(cond, "left"), def, name, e) &&
			c.exclusionOf(extract.Field(cond, "right"), def, name, e)
	case "not_operator":
		if !same(extract.Field(cond, "argument")) {
			return false
		}
		e.none = true
		return true
	case "comparison_operator":
		v, op, ok := c.noneComparison(cond)
		if !ok || (op != "is" && op != "==") || !same(v) {
			return false
		}
		e.none = true
		return true
	case "call":
		v, types, ok := c.isinstanceCall(cond)
		if !ok || !same(v) {
			return false
		}
		for _, t := range types {
			if extract.Type(t) != "identifier" {
				return false
			}
			e.types = append(e.types, c.text(t))
		}
		return true
	}
	return false
}
