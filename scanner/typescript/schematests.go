package typescript

import (
	"strconv"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The throw's side of schemaargs.go: the tests under which a helper's throw runs, on its
// parameters or on values inside them, by path.

// schemaRunsIf returns the tests under which a throw of a helper runs, on its parameters or on
// values inside them: the condition of the nearest `if` around it, within fn, that is a
// disjunction of such tests. None when fn is a tool's callback (the SDK calls it), its file
// hands it on as a value (a caller the index does not see), or no condition reads so.
func (f *file) schemaRunsIf(stmt, fn *sitter.Node) []extract.ArgTest {
	if fn == nil {
		return nil
	}
	// A table entry's handler whose callers the file all sees is called only through the root's
	// edges, which carry the entry's parsed schema (tableschema.go).
	closed := false
	if r := f.regByFn[fn.ID()]; r != nil {
		if closed = r.kind == regTable && f.closedEntry(fn); !closed {
			return nil
		}
	}
	tests, ok := f.nearestIfTests(stmt, fn, f.valueTests)
	if !closed {
		// A switch's default or a chain's else on strings (branchtests.go); a table entry's
		// handler reads its own (entryschema.go).
		if all, isBranch := f.branchTests(stmt, fn); isBranch {
			tests, ok = conjoined(tests, all), true
		}
	}
	if !ok || (!closed && f.usedAsValue(fn)) {
		return nil
	}
	return tests
}

// valueTests reads a condition as a disjunction of tests of values schemaRunsIf can name.
func (f *file) valueTests(cond, fn *sitter.Node) ([]extract.ArgTest, bool) {
	cond = unwrap(cond)
	if cond == nil {
		return nil, false
	}
	test := func(v *sitter.Node, lacks extract.ArgFact) ([]extract.ArgTest, bool) {
		if i, path, or, ok := f.testedPath(v, fn); ok {
			return append([]extract.ArgTest{{Param: i, Path: path, Lacks: lacks}}, or...), true
		}
		return nil, false
	}
	switch extract.Type(cond) {
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) != "!" {
			return nil, false
		}
		arg := unwrap(extract.Field(cond, "argument"))
		if arg != nil && extract.Type(arg) == "call_expression" && text(extract.Field(arg, "function"), f.Src) == "Array.isArray" {
			return test(argument(extract.Field(arg, "arguments"), 0), extract.ArgArray)
		}
		if arg != nil && extract.Type(arg) == "call_expression" && text(extract.Field(arg, "function"), f.Src) == "Number.isInteger" {
			// !Number.isInteger(v): v is no integer (numrange.go's "!int")
			if i, path, or, ok := f.testedPath(argument(extract.Field(arg, "arguments"), 0), fn); ok {
				return append([]extract.ArgTest{{Param: i, Path: path, Op: extract.OpNotInt}}, or...), true
			}
			return nil, false
		}
		if list, v, ok := f.excludedFrom(arg); ok {
			// !LIST.includes(v): v is none of LIST's strings (handedobjects.go)
			if i, path, or, ok := f.testedPath(v, fn); ok {
				return append([]extract.ArgTest{{Param: i, Path: path, NotIn: list}}, or...), true
			}
			return nil, false
		}
		if tests, ok := f.objectIsTests(arg, fn); ok {
			return tests, true // !Object.is(v, true) (parsedargs.go)
		}
		return test(arg, extract.ArgTruthy)
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "||":
			a, okA := f.valueTests(l, fn)
			b, okB := f.valueTests(r, fn)
			return append(a, b...), okA && okB
		case "&&":
			// Either side holds wherever both do (`status && !LIST.includes(status)`).
			if tests, ok := f.valueTests(r, fn); ok {
				return tests, true
			}
			return f.valueTests(l, fn)
		case "!==", "!=":
			lt := unwrap(l)
			if lt == nil || extract.Type(lt) != "unary_expression" || text(extract.Field(lt, "operator"), f.Src) != "typeof" {
				return f.literalTests(l, r, fn) // v !== true, "s", 3 (parsedargs.go)
			}
			s, ok := stringValue(unwrap(r), f.Src)
			if !ok || typeofFacts[s] == 0 {
				return nil, false
			}
			return test(extract.Field(lt, "argument"), typeofFacts[s])
		case "===", "==":
			if f.isUndefined(r, true) {
				return test(l, extract.ArgNonNull)
			}
			return f.numberTest(l, op, r, fn)
		case "<", "<=", ">", ">=":
			return f.numberTest(l, op, r, fn)
		}
	}
	return nil, false
}

// typeofFacts are the facts a value has when typeof gives each name.
var typeofFacts = map[string]extract.ArgFact{"string": extract.ArgString, "number": extract.ArgNumber,
	"boolean": extract.ArgBoolean, "object": extract.ArgObject}

// valuePath returns the parameter of fn a tested value is, or is inside, and the path to it: a
// parameter fn never writes (""), an element of one that a loop binds ("[]"), a member of either
// (".m", "[].m"). A value inside a parameter counts only while fn changes nothing inside it.
func (f *file) valuePath(v, fn *sitter.Node, depth int) (int, string, bool) {
	v = unwrap(v)
	if v == nil || depth > 3 {
		return 0, "", false
	}
	switch extract.Type(v) {
	case "identifier":
		if i := f.intactParam(fn, v); i >= 0 {
			return i, "", true
		}
		if i, member := f.patternParamOf(fn, v, true); i >= 0 {
			return i, "." + member, true // wholeargs.go; a member with a default, literalmembers.go
		}
		if i, member := f.destructuredLocalParam(fn, v); i >= 0 {
			return i, "." + member, true // `const { m } = p` (handedobjects.go)
		}
		if list := f.loopElementOf(v, fn); list != nil {
			if i := f.intactParam(fn, list); i >= 0 && f.unchangedInside(fn, extract.Content(list, f.Src)) {
				return i, "[]", true
			}
		}
	case "member_expression":
		prop := extract.Field(v, "property")
		if prop == nil || extract.Type(prop) != "property_identifier" {
			return 0, "", false
		}
		obj := unwrap(extract.Field(v, "object"))
		if obj == nil || extract.Type(obj) != "identifier" && extract.Type(obj) != "member_expression" {
			return 0, "", false
		}
		i, path, ok := f.valuePath(obj, fn, depth+1)
		if !ok || !f.unchangedInside(fn, rootName(obj, f.Src)) {
			return 0, "", false
		}
		return i, path + "." + extract.Content(prop, f.Src), true
	}
	return 0, "", false
}

// unchangedInside reports whether fn writes no member or element of name, deletes none and puts
// no value into it.
func (f *file) unchangedInside(fn *sitter.Node, name string) bool {
	return name != "" && !f.mayAssign(fn, name) && !f.mayMutate(fn, name)
}

// rootName returns the name a member chain starts from (`t` of `t.a.b`), or "".
func rootName(n *sitter.Node, src []byte) string {
	for n = unwrap(n); n != nil && extract.Type(n) == "member_expression"; {
		n = unwrap(extract.Field(n, "object"))
	}
	if n == nil || extract.Type(n) != "identifier" {
		return ""
	}
	return extract.Content(n, src)
}

// loopElementOf returns the array an identifier holds an element of, within fn: the loop
// variable of `for (const t of list)` around it, or a const `t = list[i]` declared in the body
// of `for (let i = 0; i < list.length; i++)`, which reads no index past the end; nil otherwise.
func (f *file) loopElementOf(id, fn *sitter.Node) *sitter.Node {
	name := extract.Content(id, f.Src)
	if d := f.resolve(name, id); d != nil && isInside(d, fn) {
		if extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
			return nil
		}
		v := unwrap(extract.Field(d, "value"))
		if v == nil || extract.Type(v) != "subscript_expression" {
			return nil
		}
		list, index := unwrap(extract.Field(v, "object")), unwrap(extract.Field(v, "index"))
		if list == nil || index == nil || extract.Type(list) != "identifier" || extract.Type(index) != "identifier" {
			return nil
		}
		body := f.parent(f.parent(d)) // the declaration's block
		loop := f.parent(body)
		if body == nil || loop == nil || extract.Type(loop) != "for_statement" || !same(extract.Field(loop, "body"), body) ||
			!f.countsOver(loop, extract.Content(index, f.Src), extract.Content(list, f.Src)) {
			return nil
		}
		return list
	}
	for p := f.parent(id); p != nil && !same(p, fn); p = f.parent(p) {
		if f.parents.isFunction(p) {
			return nil
		}
		if extract.Type(p) != "for_in_statement" {
			continue
		}
		left := extract.Field(p, "left")
		if left == nil || extract.Type(left) != "identifier" || extract.Content(left, f.Src) != name {
			continue
		}
		right := unwrap(extract.Field(p, "right"))
		if text(extract.Field(p, "kind"), f.Src) != "const" || text(extract.Field(p, "operator"), f.Src) != "of" ||
			right == nil || extract.Type(right) != "identifier" {
			return nil
		}
		return right
	}
	return nil
}

// countsOver reports whether a for loop counts index from 0 (or another non-negative integer)
// up by one while it is below list.length, and its body never writes the index.
func (f *file) countsOver(loop *sitter.Node, index, list string) bool {
	init, cond, inc := extract.Field(loop, "initializer"), extract.Field(loop, "condition"), extract.Field(loop, "increment")
	if init == nil || cond == nil || inc == nil || extract.NamedChildCount(init) != 1 {
		return false
	}
	d := extract.NamedChild(init, 0)
	if extract.Type(d) != "variable_declarator" || text(extract.Field(d, "name"), f.Src) != index {
		return false
	}
	if start, err := strconv.Atoi(text(unwrap(extract.Field(d, "value")), f.Src)); err != nil || start < 0 {
		return false
	}
	if extract.Type(cond) == "expression_statement" {
		cond = extract.NamedChild(cond, 0)
	}
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return false
	}
	l, r, op := f.binaryParts(cond)
	if op != "<" || text(unwrap(l), f.Src) != index || text(unwrap(r), f.Src) != list+".length" {
		return false
	}
	switch text(inc, f.Src) {
	case index + "++", "++" + index, index + " += 1", index + " = " + index + " + 1":
	default:
		return false
	}
	body := extract.Field(loop, "body")
	return body != nil && !f.writes(body, index)
}

// numberTest reads `v op n` or `n op v`, v a value valuePath names (`p.length` its length) and n
// a number or a const imported from a module of the root (constKeys), as a comparison test
// (extract/numrange.go).
func (f *file) numberTest(l *sitter.Node, op string, r *sitter.Node, fn *sitter.Node) ([]extract.ArgTest, bool) {
	t, ok := f.numberBound(l)
	if ok {
		l, op = r, flipped[op]
	} else if t, ok = f.numberBound(r); !ok {
		return nil, false
	}
	i, path, or, ok := f.testedPath(l, fn)
	if !ok {
		return nil, false
	}
	t.Param, t.Path, t.Op = i, path, op
	return append([]extract.ArgTest{t}, or...), true
}

// numberBound returns the bound of a comparison test that n gives: a number (Bound), or a const
// imported from a module of the root (BoundKeys); false for anything else.
func (f *file) numberBound(n *sitter.Node) (extract.ArgTest, bool) {
	if c, ok := f.numberLiteral(n); ok {
		return extract.ArgTest{Bound: c}, true
	}
	if ks := f.constKeys(n); len(ks) > 0 {
		return extract.ArgTest{BoundKeys: ks}, true
	}
	return extract.ArgTest{}, false
}
