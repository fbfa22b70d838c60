package golang

import (
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// def is what a name refers to at a use: the expression last assigned to it before the use, or
// the parameter it is.
type def struct {
	expr  *sitter.Node // the assigned expression (for "a, b := f()" the call, with index set)
	index int          // position of the name on the left when expr yields several values
	multi bool         // expr yields several values (a call on the right of a longer left side)
	typ   *sitter.Node // declared type (var declarations and parameters), if any
	param bool         // the name is a parameter of fn
	pos   int          // parameter position (counting names, not declarations)
	fn    *sitter.Node // the function the definition belongs to (nil at file level)
}

// resolve finds what the identifier name denotes at use: a local definition or parameter in the
// enclosing functions (innermost first), then a file-level var or const. It reports false when
// the name is not defined in the file.
func (fl *file) resolve(use *sitter.Node, name string) (def, bool) {
	for fn := fl.enclosingFunc(use); fn != nil; fn = fl.enclosingFunc(fn) {
		if d, ok := fl.localDef(fn, use, name); ok {
			return d, true
		}
		if d, ok := paramDef(fn, name, fl.src); ok {
			return d, true
		}
	}
	if d, ok := fl.fileVars[name]; ok {
		return d, true
	}
	return def{}, false
}

// localDef returns the last definition of name in fn's body that starts before use, not looking
// into other function literals (their locals are not visible at use).
func (fl *file) localDef(fn, use *sitter.Node, name string) (def, bool) {
	var best def
	found := false
	at := extract.StartByte(use)
	stmts := fl.defStatements(fn)
	for _, i := range fl.definers(fn, stmts)[name] {
		ds := stmts[i]
		if extract.StartByte(ds.node) >= at {
			break
		}
		if ds.litEnd != 0 && !(ds.litStart <= at && at < ds.litEnd) {
			continue // inside a function literal that does not contain the use
		}
		if d, ok := defIn(ds.node, name, fl.src); ok {
			d.fn = fn
			best, found = d, true
		}
	}
	return best, found
}

// defStmt is a statement that may define a name, with the innermost function literal (inside the
// function being searched) that contains it, if any.
type defStmt struct {
	node             *sitter.Node
	litStart, litEnd uint32
}

// defStatements lists, in source order, the statements in fn's body that may define a name. The
// list is computed once per function: resolution runs often and functions can be large.
func (fl *file) defStatements(fn *sitter.Node) []defStmt {
	key := extract.StartByte(fn)
	if out, ok := fl.defCache[key]; ok {
		return out
	}
	var out []defStmt
	type item struct {
		n      *sitter.Node
		lit    bool
		ls, le uint32
	}
	var stack []item
	if body := extract.Field(fn, "body"); body != nil {
		stack = append(stack, item{n: body})
	}
	for visited := 0; len(stack) > 0 && visited < 50000; visited++ {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		ls, le := it.ls, it.le
		switch extract.Type(it.n) {
		case "short_var_declaration", "assignment_statement", "var_spec", "const_spec", "range_clause":
			out = append(out, defStmt{node: it.n, litStart: ls, litEnd: le})
		case "func_literal":
			ls, le = extract.StartByte(it.n), extract.EndByte(it.n)
		}
		if !fl.mayHoldDefs(it.n) {
			continue
		}
		for i := int(extract.NamedChildCount(it.n)) - 1; i >= 0; i-- {
			if c := extract.NamedChild(it.n, i); c != nil {
				stack = append(stack, item{n: c, ls: ls, le: le})
			}
		}
	}
	fl.defCache[key] = out
	return out
}

// defIndex is what speeds resolution up: each function's defining statements by the names they
// may define, and the function literals' starts, in order.
type defIndex struct {
	names map[uint32]map[string][]int // function start -> name -> indexes in defStatements
	lits  []uint32
}

// holdsDefs are the nodes that hold statements or the specs and clauses that define names;
// other nodes (expressions, mostly) hold a defining statement only inside a function literal.
var holdsDefs = map[string]bool{
	"for_clause": true, "var_declaration": true, "const_declaration": true, "var_spec_list": true,
	"func_literal": true,
}

// mayHoldDefs reports whether defStatements must look into n: a block, a statement that holds
// statements or definitions, or a node around a function literal.
func (fl *file) mayHoldDefs(n *sitter.Node) bool {
	t := extract.Type(n)
	if holdsStatements[t] || holdsDefs[t] {
		return true
	}
	if fl.defIdx.lits == nil {
		fl.defIdx.lits = []uint32{}
		for _, fn := range fl.fnNodes {
			if extract.Type(fn) == "func_literal" {
				fl.defIdx.lits = append(fl.defIdx.lits, extract.StartByte(fn))
			}
		}
	}
	start := extract.StartByte(n)
	i := sort.Search(len(fl.defIdx.lits), func(i int) bool { return fl.defIdx.lits[i] >= start })
	return i < len(fl.defIdx.lits) && fl.defIdx.lits[i] < extract.EndByte(n)
}

// definers indexes fn's defining statements (stmts, from defStatements) by the names they may
// define, in source order: localDef then runs defIn on those alone. The index is a superset of
// what defIn accepts (every identifier on the left of an assignment, whatever its operator).
func (fl *file) definers(fn *sitter.Node, stmts []defStmt) map[string][]int {
	key := extract.StartByte(fn)
	if out, ok := fl.defIdx.names[key]; ok {
		return out
	}
	out := map[string][]int{}
	add := func(name string, i int) {
		if ids := out[name]; len(ids) == 0 || ids[len(ids)-1] != i {
			out[name] = append(ids, i)
		}
	}
	for i, ds := range stmts {
		n := ds.node
		switch extract.Type(n) {
		case "short_var_declaration", "assignment_statement":
			for _, l := range namedChildren(extract.Field(n, "left")) {
				if extract.Type(l) == "identifier" {
					add(text(l, fl.src), i)
				}
			}
		case "var_spec", "const_spec":
			for _, id := range childrenByField(n, "name") {
				add(text(id, fl.src), i)
			}
		case "range_clause":
			for _, l := range namedChildren(extract.Field(n, "left")) {
				add(text(l, fl.src), i)
			}
		}
	}
	if fl.defIdx.names == nil {
		fl.defIdx.names = map[uint32]map[string][]int{}
	}
	fl.defIdx.names[key] = out
	return out
}

// defIn reports whether statement n assigns or declares name, and what to.
func defIn(n *sitter.Node, name string, src []byte) (def, bool) {
	switch extract.Type(n) {
	case "short_var_declaration", "assignment_statement":
		if extract.Type(n) == "assignment_statement" {
			if op := extract.Field(n, "operator"); op != nil && text(op, src) != "=" {
				return def{}, false
			}
		}
		left := namedChildren(extract.Field(n, "left"))
		right := namedChildren(extract.Field(n, "right"))
		for i, l := range left {
			if extract.Type(l) != "identifier" || text(l, src) != name {
				continue
			}
			switch {
			case len(right) == len(left):
				return def{expr: right[i]}, true
			case len(right) == 1:
				return def{expr: right[0], index: i, multi: true}, true
			}
			return def{}, true
		}
	case "var_spec", "const_spec":
		names := childrenByField(n, "name")
		vals := namedChildren(extract.Field(n, "value"))
		for i, id := range names {
			if text(id, src) != name {
				continue
			}
			d := def{typ: extract.Field(n, "type")}
			switch {
			case len(vals) == len(names):
				d.expr = vals[i]
			case len(vals) == 1:
				d.expr, d.index, d.multi = vals[0], i, true
			}
			return d, true
		}
	case "range_clause":
		for _, l := range namedChildren(extract.Field(n, "left")) {
			if text(l, src) == name {
				return def{}, true
			}
		}
	}
	return def{}, false
}

// paramDef reports whether name is a parameter (or receiver) of fn.
func paramDef(fn *sitter.Node, name string, src []byte) (def, bool) {
	pos := 0
	for _, field := range []string{"parameters", "receiver"} {
		for _, pd := range namedChildren(extract.Field(fn, field)) {
			names := childrenByField(pd, "name")
			for _, id := range names {
				if text(id, src) == name {
					return def{param: field == "parameters", typ: extract.Field(pd, "type"), pos: pos, fn: fn}, true
				}
				pos++
			}
			if len(names) == 0 {
				pos++
			}
		}
		pos = 0
	}
	return def{}, false
}

// fileLevelVars collects the file's package-level var and const definitions.
func fileLevelVars(root *sitter.Node, src []byte) map[string]def {
	out := map[string]def{}
	for _, decl := range namedChildren(root) {
		if extract.Type(decl) != "var_declaration" && extract.Type(decl) != "const_declaration" {
			continue
		}
		var specs []*sitter.Node
		for _, c := range namedChildren(decl) {
			if extract.Type(c) == "var_spec_list" {
				specs = append(specs, namedChildren(c)...)
			} else {
				specs = append(specs, c)
			}
		}
		for _, s := range specs {
			for _, id := range childrenByField(s, "name") {
				if d, ok := defIn(s, text(id, src), src); ok {
					out[text(id, src)] = d
				}
			}
		}
	}
	return out
}

// resultVar returns the variable a construct is assigned to ("res := &mcp.CallToolResult{...}"),
// or "" when it is not assigned to a plain name.
func resultVar(n *sitter.Node, src []byte) string {
	cur := n
	for p := n.Parent(); p != nil; cur, p = p, p.Parent() {
		switch extract.Type(p) {
		case "unary_expression", "parenthesized_expression":
			continue
		case "expression_list":
			stmt := p.Parent()
			if stmt == nil || (extract.Type(stmt) != "short_var_declaration" && extract.Type(stmt) != "assignment_statement") {
				return ""
			}
			right := namedChildren(extract.Field(stmt, "right"))
			left := namedChildren(extract.Field(stmt, "left"))
			for i, r := range right {
				if sameNode(r, cur) && i < len(left) && extract.Type(left[i]) == "identifier" {
					return text(left[i], src)
				}
			}
			return ""
		}
		return ""
	}
	return ""
}
