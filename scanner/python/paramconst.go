package python

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A raise under a test of a parameter against string constants, which runs only for a value
// none of them (extract.ArgTest.NotIn):
//
//	def build_request(type, endpoint):
//	    match type:
//	        case "GET": ...
//	        case "POST" | "PUT": ...
//	        case _:
//	            raise ValueError(f"Unsupported request type: {type}")
//
// The same for the else of `if type == "GET": ... elif type in ("POST", "PUT"): ... else:` and
// the body of `if type not in ("GET", "POST"):` or `if type != "GET":`. Each call records a
// plain string literal it passes (an ArgShape with OneOf, literalShape): the index drops the
// raise when every call of the function in the root passes one the test accepts. A function
// the file hands on as a value (not only calls) may be called with anything: no test.

// constRunsIf returns the NotIn test under which a raise in the wildcard case of a match on an
// intact parameter of def runs, or in the else clause of an if/elif chain that compares one
// with string constants; clause is the case_clause or else_clause.
func (c *fileCtx) constRunsIf(clause, def *sitter.Node) ([]extract.ArgTest, bool) {
	if c.passedAsValue(def) {
		return nil, false
	}
	var p param
	var cases []string
	switch extract.Type(clause) {
	case "case_clause":
		pat := extract.NamedChild(clause, 0)
		if pat == nil || string(c.bytesOf(pat)) != "_" || extract.Field(clause, "guard") != nil {
			return nil, false
		}
		blk, m := caseMatch(clause) // matchtests.go
		if m == nil {
			return nil, false
		}
		subj := matchSubjects(m)
		var ok bool
		if len(subj) != 1 {
			return nil, false // `match a, b:` pairs each pattern's parts with them
		}
		if p, ok = c.intactParam(def, subj[0]); !ok {
			return nil, false
		}
		for _, cc := range namedChildren(blk) {
			if sameNode(cc, clause) {
				break
			}
			if extract.Type(cc) != "case_clause" {
				continue
			}
			if extract.Field(cc, "guard") != nil {
				continue // a guarded case accepts less: leaving it out asks for less
			}
			for _, pt := range namedChildren(cc) {
				if extract.Type(pt) != "case_pattern" {
					continue
				}
				vals, ok := c.patternStrings(pt)
				if !ok {
					return nil, false // a capture or a class pattern may take anything
				}
				cases = append(cases, vals...)
			}
		}
	case "else_clause":
		ifs := extract.Parent(clause)
		if ifs == nil || extract.Type(ifs) != "if_statement" {
			return nil, false
		}
		conds := []*sitter.Node{extract.Field(ifs, "condition")}
		for _, e := range namedChildren(ifs) {
			if extract.Type(e) == "elif_clause" {
				conds = append(conds, extract.Field(e, "condition"))
			}
		}
		for _, cond := range conds {
			q, vals, ok := c.constAccepts(cond, def)
			if !ok || p.name != "" && q.name != p.name {
				return nil, false
			}
			p = q
			cases = append(cases, vals...)
		}
	}
	if p.name == "" || len(cases) == 0 {
		return nil, false
	}
	return []extract.ArgTest{{Param: p.index, Name: p.name, NotIn: cases}}, true
}

// patternStrings reads a case pattern of string literals ("GET", "POST" | "PUT").
func (c *fileCtx) patternStrings(pt *sitter.Node) ([]string, bool) {
	if extract.NamedChildCount(pt) != 1 {
		return nil, false
	}
	n := extract.NamedChild(pt, 0)
	if extract.Type(n) == "union_pattern" {
		var out []string
		for _, a := range namedChildren(n) {
			s, ok := c.constString(a)
			if !ok {
				return nil, false
			}
			out = append(out, s)
		}
		return out, len(out) > 0
	}
	s, ok := c.constString(n)
	return []string{s}, ok
}

// constAccepts reads `p == "x"`, `"x" == p` or `p in ("x", "y")` over an intact parameter of
// def: the parameter and the strings for which the condition holds.
func (c *fileCtx) constAccepts(cond, def *sitter.Node) (param, []string, bool) {
	return c.constCompare(cond, def, "==", "in")
}

// constRejects reads `p != "x"` or `p not in ("x", "y")`: the parameter and the strings for
// which the condition fails. The parameter may be case-folded or stripped first
// (`p.upper() not in ("GET", "POST")`) when each string is its own fold: a call that passes
// one of them then fails the condition too. (Not so for constAccepts: "get" is none of the
// strings, yet `p.upper() == "GET"` holds for it.)
func (c *fileCtx) constRejects(cond, def *sitter.Node) (param, []string, bool) {
	if p, vals, ok := c.constCompare(cond, def, "!=", "not in"); ok {
		return p, vals, true
	}
	cond = unparen(cond)
	if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
		return param{}, nil, false
	}
	l, r, op := c.comparison(cond)
	if op != "!=" && op != "not in" {
		return param{}, nil, false
	}
	v, fold := c.foldedOperand(l)
	if fold == nil {
		return param{}, nil, false
	}
	p, ok := c.intactParam(def, v)
	if !ok {
		return param{}, nil, false
	}
	var vals []string
	if op == "!=" {
		s, ok := c.constString(r)
		if !ok {
			return param{}, nil, false
		}
		vals = []string{s}
	} else if vals, ok = c.memberStrings(r, def); !ok { // keytable.go
		return param{}, nil, false
	}
	for _, s := range vals {
		if fold(s) != s || !isASCII(s) { // Python's folds of other letters differ from Go's
			return param{}, nil, false
		}
	}
	return p, vals, len(vals) > 0
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// foldedOperand reads `v.upper()`, `v.lower()`, `v.casefold()` or `v.strip()`: the value and
// the fold; a nil fold for anything else.
func (c *fileCtx) foldedOperand(n *sitter.Node) (*sitter.Node, func(string) string) {
	n = unparen(n)
	if n == nil || extract.Type(n) != "call" {
		return nil, nil
	}
	fn, args := extract.Field(n, "function"), extract.Field(n, "arguments")
	if fn == nil || extract.Type(fn) != "attribute" || args == nil || extract.NamedChildCount(args) != 0 {
		return nil, nil
	}
	v := extract.Field(fn, "object")
	switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
	case "upper":
		return v, strings.ToUpper
	case "lower", "casefold":
		return v, strings.ToLower
	case "strip":
		return v, strings.TrimSpace
	}
	return nil, nil
}

func (c *fileCtx) constCompare(cond, def *sitter.Node, eq, in string) (param, []string, bool) {
	isParam := func(v *sitter.Node) bool { _, ok := c.intactParam(def, v); return ok }
	v, vals, ok := c.stringCompare(cond, def, eq, in, isParam)
	if !ok {
		return param{}, nil, false
	}
	p, _ := c.intactParam(def, v)
	return p, vals, true
}

// stringCompare reads a comparison of a subject with string literals: `x eq "s"` or `"s" eq x`,
// and `x in ("a", "b")` (op in; a tuple, list or set of literals, or a constant table's keys,
// memberStrings), where subject accepts x: x and the strings, at least one.
func (c *fileCtx) stringCompare(cond, def *sitter.Node, eq, in string, subject func(*sitter.Node) bool) (*sitter.Node, []string, bool) {
	cond = unparen(cond)
	if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
		return nil, nil, false
	}
	l, r, op := c.comparison(cond)
	switch op {
	case eq:
		if !subject(l) {
			l, r = r, l
		}
		if s, ok := c.constString(unparen(r)); ok && subject(l) {
			return l, []string{s}, true
		}
	case in:
		if !subject(l) {
			return nil, nil, false
		}
		if out, ok := c.memberStrings(r, def); ok && len(out) > 0 { // keytable.go
			return l, out, true
		}
	}
	return nil, nil, false
}

// literalStrings returns the strings of a tuple, list or set literal each of whose elements is
// a plain str literal (constString); false for anything else.
func (c *fileCtx) literalStrings(r *sitter.Node) ([]string, bool) {
	r = unparen(r)
	if r == nil {
		return nil, false
	}
	switch extract.Type(r) {
	case "tuple", "list", "set":
	default:
		return nil, false
	}
	var out []string
	for _, e := range namedChildren(r) {
		s, ok := c.constString(e)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// constString returns the value of a plain str literal: no interpolation, no prefix but r or
// u (a bytes literal never equals a str), no implicit concatenation.
func (c *fileCtx) constString(n *sitter.Node) (string, bool) {
	if n == nil || extract.Type(n) != "string" {
		return "", false
	}
	t := c.text(n)
	if i := strings.IndexAny(t, `"'`); i < 0 || strings.ContainsAny(strings.ToLower(t[:i]), "bf") {
		return "", false
	}
	return c.plainString(n)
}

// literalShape returns the shape of an argument that is a plain string literal: the only
// string it may be (ArgShape.OneOf), for a test of constRunsIf.
func (c *fileCtx) literalShape(v *sitter.Node, index int, name string) []extract.ArgShape {
	s, ok := c.constString(unparen(v))
	if !ok || len(s) > 64 {
		return nil
	}
	return []extract.ArgShape{{Param: index, Name: name, OneOf: []string{s}}}
}

// passedAsValue reports whether the file names def's function other than to call it or define
// it (a dispatch table, a callback): a caller the index does not see may pass anything.
func (c *fileCtx) passedAsValue(def *sitter.Node) bool {
	name := c.text(extract.Field(def, "name"))
	if name == "" {
		return true
	}
	src := c.src
	var ls lineStarts // made at the first reference that needs it (inProse)
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte(name))
		if j < 0 {
			return false
		}
		at := i + j
		end := at + len(name)
		i = end
		if at > 0 && isIdentByte(src[at-1]) || end < len(src) && isIdentByte(src[end]) {
			continue
		}
		before := strings.TrimRight(string(src[max(0, at-8):at]), " \t")
		if strings.HasSuffix(before, "def") || strings.HasSuffix(before, "import") {
			continue
		}
		k := end
		for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
			k++
		}
		if k < len(src) && (src[k] == '(' || src[k] == ',' && strings.HasSuffix(before, "import")) {
			continue
		}
		if k < len(src) && src[k] == ',' || k < len(src) && src[k] == '\n' {
			// import lists, a comment or docstring naming it: only a plain reference counts
			line := string(src[bytes.LastIndexByte(src[:at], '\n')+1 : at])
			if strings.Contains(line, "import") || strings.Contains(line, "#") {
				continue
			}
		}
		if ls == nil {
			ls = newLineStarts(src)
		}
		if c.inProse(ls, at, end) {
			continue // a docstring's or a comment's word ("the request function for ..."), no reference
		}
		return true
	}
}

// inProse reports whether the bytes [at, end) of the source are text of a string (outside an
// f-string's interpolation) or of a comment; ls are the source's line starts (registered.go).
func (c *fileCtx) inProse(ls lineStarts, at, end int) bool {
	for n := c.root.NamedDescendantForPointRange(ls.point(at), ls.point(end-1)); n != nil; n = extract.Parent(n) {
		switch extract.Type(n) {
		case "string", "comment":
			return true
		case "interpolation", "block", "module":
			return false
		}
	}
	return false
}

// underCase returns tests (a disjunction) joined, each, with the In test of the case of a
// match on an intact parameter of def whose body holds n: `case "update": if obj_id is None:
// raise ...` runs only for a call that passes "update" and no obj_id. tests unchanged when no
// such case holds n (a wildcard, a guard, a capture, a function handed on as a value).
func (c *fileCtx) underCase(n, def *sitter.Node, tests []extract.ArgTest) []extract.ArgTest {
	child := n
	for p := extract.Parent(n); p != nil && !sameNode(p, def); child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "lambda", "function_definition", "class_definition":
			return tests
		case "case_clause":
			if cons := extract.Field(p, "consequence"); cons == nil || !sameNode(cons, child) {
				return tests
			}
			in, ok := c.caseIn(p, def)
			if !ok {
				return tests
			}
			out := make([]extract.ArgTest, 0, len(tests))
			for _, t := range tests {
				out = append(out, extract.ArgTest{All: []extract.ArgTest{t, in}})
			}
			return out
		}
	}
	return tests
}

// caseIn returns the In test under which the body of a case of string literals ("update", or
// "create" | "add") of a match on an intact parameter of def, or on a key of one
// (selectorParam), runs.
func (c *fileCtx) caseIn(clause, def *sitter.Node) (extract.ArgTest, bool) {
	if extract.Field(clause, "guard") != nil || c.passedAsValue(def) {
		return extract.ArgTest{}, false
	}
	_, m := caseMatch(clause) // matchtests.go
	if m == nil {
		return extract.ArgTest{}, false
	}
	subj := matchSubjects(m)
	if len(subj) != 1 {
		return extract.ArgTest{}, false
	}
	p, path, ok := c.selectorParam(def, subj[0]) // selectorbranch.go
	if !ok || p.name == "" {
		return extract.ArgTest{}, false
	}
	var vals []string
	for _, pt := range namedChildren(clause) {
		if extract.Type(pt) != "case_pattern" {
			continue
		}
		vs, ok := c.patternStrings(pt)
		if !ok {
			return extract.ArgTest{}, false // a capture or a class pattern takes anything
		}
		vals = append(vals, vs...)
	}
	if len(vals) == 0 {
		return extract.ArgTest{}, false
	}
	return extract.ArgTest{Param: p.index, Name: p.name, Path: path, In: vals}, true
}
