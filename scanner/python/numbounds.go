package python

import (
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// A client's bounds check of a number the tool's schema already bounds:
//
//	server.py:  class SearchParams(BaseModel):
//	                limit: int = Field(25, ge=1, le=100)
//	            @mcp.tool()
//	            async def search(params: SearchParams): return await client.search(limit=params.limit)
//	client.py:  async def search(self, limit: int = 25):
//	                if limit < 1 or limit > 100: raise ValueError("Limit must be between 1 and 100")  # dead
//
// The SDK validates a tool's arguments with pydantic before the tool runs (validatesArgs), and
// pydantic enforces a Field's ge, gt, le and lt on the number and min_length and max_length on
// the length of a str or list. A tool's call that passes a validated parameter with such bounds
// (`limit: int = Field(25, ge=1, le=100)`, `Annotated[int, Field(ge=1)]`), or the field of a
// parameter whose annotation is a model class of the same file (`params.limit`), records the
// range (extract.ArgShape.Range; Path ".length" for the length); a raise under `x < c`, `x > c`,
// `x <= c`, `x >= c`, `c < x`, `len(x) < c`, `not (a <= x <= b)`, joined by `or`, records the
// comparisons (extract.ArgTest.Op and Bound), and the index drops it when every tool's call
// passes a range that no value of meets them (extract/numrange.go). A default outside the
// bounds (pydantic does not validate defaults) or not a literal, a model with a validator of
// its own (an after-validator may return anything), or a tool that assigns the field gives no
// range.

// lengthPath is the path of the length of a value (extract/numrange.go).
const lengthPath = ".length"

// boundTests reads a comparison of an intact parameter of def (or of its len()) with a number
// literal as the tests under which it holds: `x < c` one, `not (a <= x <= b)` two.
func (c *fileCtx) boundTests(cond, def *sitter.Node, negated bool) ([]extract.ArgTest, bool) {
	tests, ok := c.readBoundTests(cond, def, negated)
	if !ok || c.passedAsValue(def) {
		return nil, false // a caller the index does not see may pass anything
	}
	return tests, true
}

func (c *fileCtx) readBoundTests(cond, def *sitter.Node, negated bool) ([]extract.ArgTest, bool) {
	cond = unparen(cond)
	if cond == nil {
		return nil, false
	}
	if extract.Type(cond) == "not_operator" && !negated {
		inner := unparen(extract.Field(cond, "argument"))
		if inner == nil || extract.Type(inner) != "comparison_operator" || extract.NamedChildCount(inner) != 3 {
			return nil, false
		}
		return c.readBoundTests(inner, def, true)
	}
	if extract.Type(cond) != "comparison_operator" {
		return nil, false
	}
	kids := namedChildren(cond)
	var ops []string
	for i := 1; i < len(kids); i++ {
		ops = append(ops, strings.Join(strings.Fields(string(c.src[extract.EndByte(kids[i-1]):extract.StartByte(kids[i])])), " "))
	}
	switch {
	case len(kids) == 2 && !negated:
		if t, ok := c.boundTest(kids[0], ops[0], kids[1], def); ok {
			return []extract.ArgTest{t}, true
		}
		if t, ok := c.boundTest(kids[1], flipped[ops[0]], kids[0], def); ok {
			return []extract.ArgTest{t}, true
		}
	case len(kids) == 3 && negated:
		// not (a <= x <= b): x < a or x > b
		lo, okLo := c.boundTest(kids[1], negatedOp[flipped[ops[0]]], kids[0], def)
		hi, okHi := c.boundTest(kids[1], negatedOp[ops[1]], kids[2], def)
		if okLo && okHi && (ops[0] == "<" || ops[0] == "<=") && (ops[1] == "<" || ops[1] == "<=") {
			return []extract.ArgTest{lo, hi}, true
		}
	}
	return nil, false
}

// flipped is the operator of a comparison read from the other side (c < x is x > c).
var flipped = map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<="}

// negatedOp is the operator that holds where one fails.
var negatedOp = map[string]string{"<": ">=", "<=": ">", ">": "<=", ">=": "<"}

// boundTest reads `v op n` where v is an intact parameter of def or len() of one and n a number
// literal.
func (c *fileCtx) boundTest(v *sitter.Node, op string, n, def *sitter.Node) (extract.ArgTest, bool) {
	if op == "" || negatedOp[op] == "" {
		return extract.ArgTest{}, false
	}
	bound, ok := c.numberLiteral(n)
	if !ok {
		return extract.ArgTest{}, false
	}
	path := ""
	v = unparen(v)
	if v != nil && extract.Type(v) == "call" && string(c.bytesOf(extract.Field(v, "function"))) == "len" {
		kw, pos := c.arguments(v)
		if len(kw) != 0 || len(pos) != 1 {
			return extract.ArgTest{}, false
		}
		v, path = pos[0], lengthPath
	}
	p, ok := c.intactParam(def, v)
	if !ok {
		return extract.ArgTest{}, false
	}
	return extract.ArgTest{Param: p.index, Name: p.name, Path: path, Op: op, Bound: bound}, true
}

// numberLiteral reads an int or float literal, negated or not.
func (c *fileCtx) numberLiteral(n *sitter.Node) (float64, bool) {
	n = unparen(n)
	if n == nil {
		return 0, false
	}
	sign := 1.0
	if extract.Type(n) == "unary_operator" {
		t := strings.TrimSpace(c.text(n))
		if !strings.HasPrefix(t, "-") {
			return 0, false
		}
		sign, n = -1, extract.Field(n, "argument")
	}
	if n == nil || extract.Type(n) != "integer" && extract.Type(n) != "float" {
		return 0, false
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(c.text(n), "_", ""), 64)
	if err != nil {
		return 0, false
	}
	return sign * f, true
}

// boundShapes returns the ranges a validated parameter p of the tool def holds when a call
// passes v (p itself, or p.field of a model class of the file) at index or by keyword name.
func (c *fileCtx) boundShapes(v, def *sitter.Node, index int, name string) []extract.ArgShape {
	v = unparen(v)
	if v == nil {
		return nil
	}
	switch extract.Type(v) {
	case "identifier":
		p, ok := c.intactParam(def, v)
		if !ok {
			return nil
		}
		return c.declBounds(extract.Field(p.node, "type"), extract.Field(p.node, "value"), index, name)
	case "attribute":
		obj, attr := extract.Field(v, "object"), c.text(extract.Field(v, "attribute"))
		p, ok := c.intactParam(def, obj)
		if !ok || attr == "" || c.assignsField(def, p.name, attr) {
			return nil
		}
		decl := c.modelField(extract.Field(p.node, "type"), attr) // `attr: T = default`
		if decl == nil {
			return nil
		}
		return c.declBounds(extract.Field(decl, "type"), extract.Field(decl, "right"), index, name)
	}
	return nil
}

// declBounds returns the range shapes of an annotation and a default: the bounds of a Field
// default or of a Field in Annotated[...], when the default (if any) lies in them.
func (c *fileCtx) declBounds(ann, dflt *sitter.Node, index int, name string) []extract.ArgShape {
	var fields []*sitter.Node
	if dflt != nil {
		if _, _, ok := c.fieldArgs(dflt); ok {
			fields = append(fields, dflt)
		}
	}
	if ann != nil {
		t := ann
		if extract.Type(t) == "type" && extract.NamedChildCount(t) == 1 {
			t = extract.NamedChild(t, 0)
		}
		if (extract.Type(t) == "generic_type" || extract.Type(t) == "subscript") && lastName(strings.TrimSpace(strings.SplitN(c.text(t), "[", 2)[0])) == "Annotated" {
			walkScope(t, func(n *sitter.Node) {
				if _, _, ok := c.fieldArgs(n); ok {
					fields = append(fields, n)
				}
			})
		}
	}
	var num, length extract.NumRange
	var value *sitter.Node // the default, where Field's is the first argument or default=
	for _, f := range fields {
		kw, pos, _ := c.fieldArgs(f)
		for k, v := range kw {
			b, ok := c.numberLiteral(v)
			if !ok {
				continue
			}
			switch k {
			case "ge":
				num = num.AtLeast(b, false)
			case "gt":
				num = num.AtLeast(b, true)
			case "le":
				num = num.AtMost(b, false)
			case "lt":
				num = num.AtMost(b, true)
			case "min_length":
				length = length.AtLeast(b, false)
			case "max_length":
				length = length.AtMost(b, false)
			}
		}
		if len(pos) > 0 {
			value = pos[0]
		} else if d := kw["default"]; d != nil {
			value = d
		} else if kw["default_factory"] != nil {
			return nil // a default made by a call: not validated, not known
		}
	}
	if dflt != nil && value == nil {
		if _, _, ok := c.fieldArgs(dflt); !ok {
			value = dflt
		}
	}
	if value != nil && extract.Type(value) != "ellipsis" && extract.Type(value) != "none" {
		// pydantic does not validate a default: one outside the bounds (or not a literal) is
		// passed as it is
		if num.Known() {
			if d, ok := c.numberLiteral(value); !ok || !inRange(num, d) {
				return nil
			}
		}
		if length.Known() {
			if s, ok := c.constString(value); !ok || !inRange(length, float64(len([]rune(s)))) {
				return nil
			}
		}
	}
	var out []extract.ArgShape
	if num.Known() {
		out = append(out, extract.ArgShape{Param: index, Name: name, Range: num})
	}
	if length.Known() {
		length.Bits |= extract.RangeInt
		out = append(out, extract.ArgShape{Param: index, Name: name, Path: lengthPath, Range: length})
	}
	return out
}

// inRange reports whether d lies in r.
func inRange(r extract.NumRange, d float64) bool {
	if r.Bits&extract.RangeLo != 0 && (d < r.Lo || r.Bits&extract.RangeLoOpen != 0 && d == r.Lo) {
		return false
	}
	if r.Bits&extract.RangeHi != 0 && (d > r.Hi || r.Bits&extract.RangeHiOpen != 0 && d == r.Hi) {
		return false
	}
	return true
}

// modelField returns the annotated assignment `attr: T = ...` of the body of the model class an
// annotation names, a class of the file that derives from BaseModel and declares no validator.
func (c *fileCtx) modelField(ann *sitter.Node, attr string) *sitter.Node {
	if ann == nil {
		return nil
	}
	cls := c.text(ann)
	if !isIdent(cls) {
		return nil
	}
	for _, n := range namedChildren(c.root) {
		if extract.Type(n) == "decorated_definition" {
			n = extract.Field(n, "definition")
		}
		if n == nil || extract.Type(n) != "class_definition" || string(c.bytesOf(extract.Field(n, "name"))) != cls {
			continue
		}
		if !strings.Contains(c.text(extract.Field(n, "superclasses")), "BaseModel") || strings.Contains(c.text(n), "validator") {
			return nil
		}
		for _, st := range namedChildren(extract.Field(n, "body")) {
			if extract.Type(st) != "expression_statement" || extract.NamedChildCount(st) != 1 {
				continue
			}
			a := extract.NamedChild(st, 0)
			if extract.Type(a) == "assignment" && extract.Field(a, "type") != nil && string(c.bytesOf(extract.Field(a, "left"))) == attr {
				return a
			}
		}
		return nil
	}
	return nil
}

// isIdent reports whether s is a plain identifier.
func isIdent(s string) bool { return identRe.MatchString(s) }

var identRe = lazyre.New(`^[A-Za-z_][A-Za-z0-9_]*$`)

// assignsField reports whether def's body may change obj.attr: it assigns or deletes a member
// of obj, calls a method of obj or setattr, names obj other than to read a member (a call it
// is handed to may assign it), or a nested function or lambda names it.
func (c *fileCtx) assignsField(def *sitter.Node, obj, attr string) bool {
	body := extract.Field(def, "body")
	if body == nil || strings.Contains(c.text(body), "setattr(") {
		return true
	}
	changed := false
	walkScope(body, func(n *sitter.Node) {
		if changed {
			return
		}
		switch extract.Type(n) {
		case "function_definition", "lambda", "class_definition":
			changed = identNamed(c, n, obj)
			return
		case "identifier":
		default:
			return
		}
		if string(c.bytesOf(n)) != obj {
			return
		}
		up := extract.Parent(n)
		if up == nil {
			return
		}
		switch extract.Type(up) {
		case "keyword_argument":
			if name := extract.Field(up, "name"); name != nil && sameNode(name, n) {
				return
			}
		case "attribute":
			if o := extract.Field(up, "object"); o == nil || !sameNode(o, n) {
				return // a member of something else
			}
			if memberChanged(up) {
				changed = true
			}
			return
		}
		changed = true
	})
	return changed
}

// memberChanged reports whether a member read a.m is assigned, deleted or called (a method may
// assign its object's fields).
func memberChanged(m *sitter.Node) bool {
	child := m
	for p := extract.Parent(m); p != nil; child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "call":
			f := extract.Field(p, "function")
			return f != nil && sameNode(f, child)
		case "assignment", "augmented_assignment":
			l := extract.Field(p, "left")
			return l != nil && extract.StartByte(l) <= extract.StartByte(m) && extract.EndByte(m) <= extract.EndByte(l)
		case "delete_statement":
			return true
		case "attribute", "subscript", "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "expression_list", "parenthesized_expression":
			continue
		}
		return false
	}
	return false
}

// identNamed reports whether an identifier under n is name.
func identNamed(c *fileCtx, n *sitter.Node, name string) bool {
	found := false
	var walk func(*sitter.Node)
	walk = func(x *sitter.Node) {
		for _, ch := range namedChildren(x) {
			if found {
				return
			}
			if extract.Type(ch) == "identifier" && string(c.bytesOf(ch)) == name {
				found = true
				return
			}
			walk(ch)
		}
	}
	walk(n)
	return found
}

// rangeRulesOut reports whether the ranges of a same-file call's shapes of the value a
// comparison test names leave no value that meets it (what the index asks of other files' calls).
func rangeRulesOut(shapes []extract.ArgShape, t extract.ArgTest) bool {
	var r extract.NumRange
	for _, s := range shapes {
		if s.Path == t.Path && (s.Name != "" && s.Name == t.Name || s.Name == "" && s.Param == t.Param) && s.Range.Known() {
			r = r.Meet(s.Range)
		}
	}
	holds, known := r.Decides(t.Op, t.Bound)
	return known && !holds
}
