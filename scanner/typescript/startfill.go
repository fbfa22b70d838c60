package typescript

import (
	"bytes"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// A getter that the server's start-up fills before the server starts, as in scanner/python's
// cache fills:
//
//	let docs: Docs | null = null;
//	async function initClient() {
//	    if (docs) return { docs };              // every call after the start-up returns here
//	    try { docs = google.docs(await authorize()); } catch (e) { docs = null; throw new Error("auth failed"); }
//	    if (!docs) throw new Error("no client"); // so no tool reaches this
//	    return { docs };
//	}
//	async function startServer() {
//	    try { await initClient(); server.start({ transportType: "stdio" }); }
//	    catch (e) { console.error(e); process.exit(1); }
//	}
//	startServer();
//
// The getter is a module-level function whose first statement returns when a module-level
// `let` holds a value (`if (x) return ...`) and whose last two are `if (!x) throw ...` and
// its only other return, so that every call that returns leaves x set; nothing outside it
// assigns x. The start-up (main(), or a module-level function the module's top level calls,
// holding the server's start) calls it, awaited when it is async, as a statement of its body
// before the statement that starts the server, outside a try or in one whose catch exits or
// throws (a start-up that fails never starts the server). No tool then gets past the getter's
// first statement: its throws are no error site (cannotRun), and its calls are no way for
// what their callees throw (guardedCall). What it returns there holds the variable set, so a
// test that the value taken from it is missing (`const { docs: d } = await initClient(); if
// (!d) throw ...`, `const c = await getClient(); if (!c) throw ...`) never holds in a tool
// (filledValueTest).

// pastStartupFill reports whether n sits in a getter that the start-up fills, after its first
// statement.
func (f *file) pastStartupFill(n *sitter.Node) bool {
	gs := f.startupFilled()
	if len(gs) == 0 {
		return false
	}
	for fn := f.enclosingFunction(n); fn != nil; fn = f.enclosingFunction(fn) {
		if first, ok := gs[fn.ID()]; ok {
			return extract.StartByte(n) >= extract.EndByte(first)
		}
	}
	return false
}

// startupFilled returns, once per file, the getters the start-up fills, each with its first
// statement.
func (f *file) startupFilled() map[uintptr]*sitter.Node {
	if f.filled != nil {
		return f.filled
	}
	f.filled, f.filledVar = map[uintptr]*sitter.Node{}, map[uintptr]string{}
	if !f.srcHas("let ") || !startsServer.Match(f.Src) {
		return f.filled
	}
	lets := map[string]*sitter.Node{}
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		d := extract.NamedChild(f.root, i)
		if extract.Type(d) == "export_statement" {
			d = extract.Field(d, "declaration")
		}
		if d == nil || extract.Type(d) != "lexical_declaration" || d.Child(0) == nil || extract.Type(d.Child(0)) != "let" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(d)); j++ {
			if v := extract.NamedChild(d, j); extract.Type(v) == "variable_declarator" {
				if name := extract.Field(v, "name"); name != nil && extract.Type(name) == "identifier" {
					lets[extract.Content(name, f.Src)] = v
				}
			}
		}
	}
	if len(lets) == 0 {
		return f.filled
	}
	for name, ds := range f.decls {
		for _, d := range ds {
			if f.scopeOf(d) != nil {
				continue // not at module level
			}
			fn := d
			if extract.Type(d) == "variable_declarator" {
				fn = unwrap(extract.Field(d, "value"))
			}
			if fn == nil || !f.parents.isFunction(fn) {
				continue
			}
			first, v := f.fillGetter(fn, lets)
			if first == nil || !f.assignedOnlyIn(v, lets[v], fn) || !f.filledAtStartup(name, fn) {
				continue
			}
			f.filled[fn.ID()] = first
			f.filledVar[fn.ID()] = v
		}
	}
	return f.filled
}

// fillGetter returns the first statement of a getter of a module-level let (`if (x) return
// ...`) and the variable's name, when the function's last statements are `if (!x) throw ...`
// and a return, and it returns nowhere else; nil otherwise.
func (f *file) fillGetter(fn *sitter.Node, lets map[string]*sitter.Node) (*sitter.Node, string) {
	body := functionBody(fn)
	if body == nil || extract.Type(body) != "statement_block" {
		return nil, ""
	}
	var stmts []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		if c := extract.NamedChild(body, i); extract.Type(c) != "comment" {
			stmts = append(stmts, c)
		}
	}
	if len(stmts) < 3 {
		return nil, ""
	}
	first, check, last := stmts[0], stmts[len(stmts)-2], stmts[len(stmts)-1]
	if extract.Type(first) != "if_statement" || extract.Field(first, "alternative") != nil || !f.onlyReturns(extract.Field(first, "consequence")) {
		return nil, ""
	}
	v, set := f.letTest(extract.Field(first, "condition"), lets)
	if v == "" || !set || extract.Type(last) != "return_statement" {
		return nil, ""
	}
	if extract.Type(check) != "if_statement" || extract.Field(check, "alternative") != nil || !f.stops(extract.Field(check, "consequence")) {
		return nil, ""
	}
	if w, set := f.letTest(extract.Field(check, "condition"), lets); w != v || set {
		return nil, ""
	}
	returns := 0
	f.walkOwn(body, func(c *sitter.Node) {
		if extract.Type(c) == "return_statement" {
			returns++
		}
	})
	if returns != 2 {
		return nil, ""
	}
	return first, v
}

// onlyReturns reports whether a statement is a return, or a block holding only one.
func (f *file) onlyReturns(st *sitter.Node) bool {
	if st != nil && extract.Type(st) == "statement_block" && extract.NamedChildCount(st) == 1 {
		st = extract.NamedChild(st, 0)
	}
	return st != nil && extract.Type(st) == "return_statement"
}

// letTest reads a test of a module-level let: `x`, `x !== null`, `x != null`, `x !==
// undefined` (set true) or `!x`, `x === null`, `x == null`, `x === undefined` (set false).
func (f *file) letTest(cond *sitter.Node, lets map[string]*sitter.Node) (string, bool) {
	cond = unwrap(cond)
	if cond == nil {
		return "", false
	}
	set := true
	if extract.Type(cond) == "unary_expression" && text(extract.Field(cond, "operator"), f.Src) == "!" {
		cond, set = unwrap(extract.Field(cond, "argument")), false
	} else if extract.Type(cond) == "binary_expression" {
		l, r, op := f.binaryParts(cond)
		l, r = unwrap(l), unwrap(r)
		if r == nil || (extract.Type(r) != "null" && extract.Type(r) != "undefined" && text(r, f.Src) != "undefined") {
			return "", false
		}
		switch op {
		case "!==", "!=":
		case "===", "==":
			set = false
		default:
			return "", false
		}
		cond = l
	}
	if cond == nil || extract.Type(cond) != "identifier" {
		return "", false
	}
	name := extract.Content(cond, f.Src)
	if d := lets[name]; d == nil || !same(f.resolve(name, cond), d) {
		return "", false
	}
	return name, set
}

// assignedOnlyIn reports whether every assignment of the module-level let declared by decl
// sits in fn.
func (f *file) assignedOnlyIn(name string, decl, fn *sitter.Node) bool {
	ok := true
	f.walkAll(f.root, func(n *sitter.Node) {
		if !ok {
			return
		}
		if !isWrite(n) {
			return
		}
		target := writeTarget(n)
		if target == nil || extract.Type(target) != "identifier" || extract.Content(target, f.Src) != name || !same(f.resolve(name, target), decl) {
			if target != nil && extract.Type(target) != "identifier" && bytes.Contains(f.Src[extract.StartByte(target):extract.EndByte(target)], []byte(name)) &&
				(extract.Type(target) == "array_pattern" || extract.Type(target) == "object_pattern") {
				ok = false // a destructuring that may assign it
			}
			return
		}
		if !isInside(n, fn) {
			ok = false
		}
	})
	return ok
}

// filledAtStartup reports whether the start-up calls the getter named name (fn) before the
// statement that starts the server, as described above.
func (f *file) filledAtStartup(name string, fn *sitter.Node) bool {
	async := bytes.HasPrefix(bytes.TrimSpace(f.Src[extract.StartByte(fn):extract.EndByte(fn)]), []byte("async"))
	for _, body := range f.startupBodies() {
		for i := 0; i < int(extract.NamedChildCount(body)); i++ {
			st := extract.NamedChild(body, i)
			if f.callsGetter(st, name, fn, async) {
				if f.startsLater(body, i) {
					return true
				}
				continue
			}
			if extract.Type(st) != "try_statement" {
				continue
			}
			h := extract.Field(st, "handler")
			tb := extract.Field(st, "body")
			if h == nil || tb == nil || !f.stops(extract.Field(h, "body")) {
				continue
			}
			for j := 0; j < int(extract.NamedChildCount(tb)); j++ {
				if f.callsGetter(extract.NamedChild(tb, j), name, fn, async) && (f.startsLater(tb, j) || f.startsLater(body, i)) {
					return true
				}
			}
		}
	}
	return false
}

// callsGetter reports whether a statement is a call of the getter (`await init();`, `const r =
// await init();`), awaited when the getter is async.
func (f *file) callsGetter(st *sitter.Node, name string, fn *sitter.Node, async bool) bool {
	var v *sitter.Node
	switch extract.Type(st) {
	case "expression_statement":
		v = unwrapTypes(extract.NamedChild(st, 0))
	case "lexical_declaration", "variable_declaration":
		if extract.NamedChildCount(st) == 1 && extract.Type(extract.NamedChild(st, 0)) == "variable_declarator" {
			v = unwrapTypes(extract.Field(extract.NamedChild(st, 0), "value"))
		}
	}
	if v == nil {
		return false
	}
	if extract.Type(v) == "await_expression" {
		v = unwrapTypes(extract.NamedChild(v, 0))
	} else if async {
		return false
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return false
	}
	callee := unwrap(extract.Field(v, "function"))
	return callee != nil && extract.Type(callee) == "identifier" && extract.Content(callee, f.Src) == name && same(f.calledFunction(callee), fn)
}

// startsLater reports whether a statement of block after the i-th starts the server.
func (f *file) startsLater(block *sitter.Node, i int) bool {
	for j := i + 1; j < int(extract.NamedChildCount(block)); j++ {
		st := extract.NamedChild(block, j)
		if startsServer.Match(f.Src[extract.StartByte(st):extract.EndByte(st)]) {
			return true
		}
	}
	return false
}

// startupBodies returns the bodies of the module's start-up functions: main(), and each
// module-level function the module's top level calls (`startServer();`, `main().catch(...)`)
// whose body starts a server.
func (f *file) startupBodies() []*sitter.Node {
	out := f.mainBodies()
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "expression_statement" {
			continue
		}
		var callee *sitter.Node
		f.walkAll(st, func(c *sitter.Node) {
			if callee == nil && extract.Type(c) == "call_expression" {
				if id := unwrap(extract.Field(c, "function")); id != nil && extract.Type(id) == "identifier" {
					callee = id
				}
			}
		})
		if callee == nil || extract.Content(callee, f.Src) == "main" {
			continue
		}
		g := f.calledFunction(callee)
		if g == nil || f.scopeOf(g) != nil && f.enclosingFunction(g) != nil {
			continue
		}
		if b := functionBody(g); b != nil && extract.Type(b) == "statement_block" && startsServer.Match(f.Src[extract.StartByte(b):extract.EndByte(b)]) {
			out = append(out, b)
		}
	}
	return out
}

// filledValueTest reports whether a throw sits in the consequence of a test that a const
// taken from a start-up-filled getter's value is missing (letTest's forms), when the getter's
// first statement returns the variable (`return docs`) and the const is that value, or returns
// an object literal with the variable as a member (`return { docs }`, `{ docs: docs }`) and
// the const takes that member (`const { docs: d } = await initClient()`).
func (f *file) filledValueTest(stmt *sitter.Node) bool {
	if len(f.startupFilled()) == 0 {
		return false
	}
	child := stmt
	for p := f.parent(stmt); p != nil && !f.parents.isFunction(p); child, p = p, f.parent(p) {
		if extract.Type(p) != "if_statement" {
			continue
		}
		if c := extract.Field(p, "consequence"); c == nil || !same(c, child) {
			continue
		}
		if f.missingFilled(p, extract.Field(p, "condition")) {
			return true
		}
	}
	return false
}

// missingFilled reports whether the condition of an if tests that a const bound, by a
// statement before the if in its block, to a start-up-filled getter's value (or its member
// that holds the variable) is missing.
func (f *file) missingFilled(ifs, cond *sitter.Node) bool {
	cond = unwrap(cond)
	if cond == nil {
		return false
	}
	var id *sitter.Node
	switch {
	case extract.Type(cond) == "unary_expression" && text(extract.Field(cond, "operator"), f.Src) == "!":
		id = unwrap(extract.Field(cond, "argument"))
	case extract.Type(cond) == "binary_expression":
		l, r, op := f.binaryParts(cond)
		if r = unwrap(r); r == nil || (op != "===" && op != "==") || (extract.Type(r) != "null" && extract.Type(r) != "undefined" && text(r, f.Src) != "undefined") {
			return false
		}
		id = unwrap(l)
	}
	if id == nil || extract.Type(id) != "identifier" {
		return false
	}
	name := extract.Content(id, f.Src)
	d := f.constBefore(ifs, name)
	if d == nil {
		return false
	}
	v := unwrapTypes(extract.Field(d, "value"))
	if v != nil && extract.Type(v) == "await_expression" {
		v = unwrapTypes(extract.NamedChild(v, 0))
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return false
	}
	g := f.calledFunction(unwrap(extract.Field(v, "function")))
	if g == nil || f.filled[g.ID()] == nil {
		return false
	}
	x := f.filledVar[g.ID()]
	ret := extract.Field(f.filled[g.ID()], "consequence")
	if ret != nil && extract.Type(ret) == "statement_block" {
		ret = extract.NamedChild(ret, 0)
	}
	if ret == nil || extract.Type(ret) != "return_statement" {
		return false
	}
	val := unwrapTypes(extract.NamedChild(ret, 0))
	if val == nil {
		return false
	}
	pattern := extract.Field(d, "name")
	switch {
	case extract.Type(pattern) == "identifier" && extract.Type(val) == "identifier":
		return extract.Content(pattern, f.Src) == name && extract.Content(val, f.Src) == x
	case extract.Type(pattern) == "object_pattern" && extract.Type(val) == "object":
		member := ""
		for i := 0; i < int(extract.NamedChildCount(pattern)); i++ {
			e := extract.NamedChild(pattern, i)
			switch extract.Type(e) {
			case "shorthand_property_identifier_pattern":
				if extract.Content(e, f.Src) == name {
					member = name
				}
			case "pair_pattern":
				if vv := extract.Field(e, "value"); vv != nil && extract.Type(vv) == "identifier" && extract.Content(vv, f.Src) == name {
					member = text(extract.Field(e, "key"), f.Src)
				}
			}
		}
		if member == "" {
			return false
		}
		for i := 0; i < int(extract.NamedChildCount(val)); i++ {
			e := extract.NamedChild(val, i)
			switch extract.Type(e) {
			case "shorthand_property_identifier":
				if extract.Content(e, f.Src) == member && member == x {
					return true
				}
			case "pair":
				if text(extract.Field(e, "key"), f.Src) == member && text(unwrapTypes(extract.Field(e, "value")), f.Src) == x {
					return true
				}
			}
		}
	}
	return false
}

// constBefore returns the declarator of a const statement before st in its block that binds
// name (by name or in an object pattern), the latest one; nil when there is none.
func (f *file) constBefore(st *sitter.Node, name string) *sitter.Node {
	sibs, i := f.namedSiblings(st)
	for j := i - 1; j >= 0; j-- {
		decl := sibs[j]
		if extract.Type(decl) != "lexical_declaration" || decl.Child(0) == nil || extract.Type(decl.Child(0)) != "const" {
			continue
		}
		for k := 0; k < int(extract.NamedChildCount(decl)); k++ {
			d := extract.NamedChild(decl, k)
			if extract.Type(d) != "variable_declarator" {
				continue
			}
			found := false
			f.walkAll(extract.Field(d, "name"), func(c *sitter.Node) {
				if (extract.Type(c) == "identifier" || extract.Type(c) == "shorthand_property_identifier_pattern") && extract.Content(c, f.Src) == name {
					found = true
				}
			})
			if found {
				return d
			}
		}
	}
	return nil
}
