package typescript

import (
	"cmp"
	"slices"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A promise a constructor starts and keeps in a field, which a method hands back or awaits:
//
//	constructor(api) { this.#me = this.#loadMe(); void this.#me.catch(() => {}); }
//	async #loadMe() { try { return await this.api.me(); } catch (e) { throw new AuthError(`${e}`); } }
//	getMe() { return this.#me; }          // or: async name() { return (await this.#me).name; }
//
// What #loadMe throws rejects the kept promise, and every caller that awaits getMe() meets it
// then, however long after the constructor ran: a tool that awaits getMe() ends in an isError
// result. So a method that returns the field, or awaits it outside a try that catches, calls
// the started method (startedPromiseCalls), as far as what it throws goes. A catch chained on
// the field elsewhere answers only the promise it makes, not the field's; a field the
// constructor sets to anything but a call of one of the class's own methods
// (`this.ready = this.init().catch(log)`, `this.#p = fetchAll()`) is left alone.

// startedPromiseCalls returns the calls, from each method that returns or awaits a field that
// its class's constructor sets to the promise of a call of a method of the class, of that
// method; the raise forwards go to f.raiseFwds as for a call written there.
func (f *file) startedPromiseCalls() []extract.Call {
	if !f.srcHas("constructor") || !f.srcHas("this.") {
		return nil
	}
	var out []extract.Call
	for _, n := range f.classesWithConstructor() {
		started := f.startedFields(n)
		if len(started) == 0 {
			continue
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			m := extract.NamedChild(n, i)
			if extract.Type(m) != "method_definition" || text(extract.Field(m, "name"), f.Src) == "constructor" {
				continue
			}
			out = f.startedUses(out, m, started)
		}
	}
	return out
}

// sortByStart sorts nodes by their start bytes, keeping the order of those that start together
// (an expression and the one it begins with): the order in which a walk of the tree visits
// them.
func sortByStart(nodes []*sitter.Node) {
	slices.SortStableFunc(nodes, func(a, b *sitter.Node) int { return cmp.Compare(extract.StartByte(a), extract.StartByte(b)) })
}

// classesWithConstructor returns the class bodies of the file that hold a constructor, in the order
// of the tree: the bodies startedFields can find a started field in. They are found from the
// function index (a constructor is a method), not by a walk of the whole tree.
func (f *file) classesWithConstructor() []*sitter.Node {
	var out []*sitter.Node
	for _, fn := range f.functionIndex().nodes {
		if extract.Type(fn) != "method_definition" || text(extract.Field(fn, "name"), f.Src) != "constructor" {
			continue
		}
		if body := f.parent(fn); body != nil && extract.Type(body) == "class_body" && !slices.Contains(out, body) {
			out = append(out, body)
		}
	}
	// A class declared in a method before its class's constructor comes first by its
	// constructor: by their starts, as the walk visited them.
	sortByStart(out)
	return out
}

// startedFields returns, by field name ("#me", "ready"), the callee `this.m` of each field a
// class's constructor sets (at its top level, once) to the call of a method m of the class.
func (f *file) startedFields(body *sitter.Node) map[string]*sitter.Node {
	var ctor *sitter.Node
	methods := map[string]bool{}
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		if extract.Type(m) != "method_definition" {
			continue
		}
		name := text(extract.Field(m, "name"), f.Src)
		if name == "constructor" {
			ctor = m
		}
		methods[name] = true
	}
	if ctor == nil {
		return nil
	}
	block := functionBody(ctor)
	if block == nil {
		return nil
	}
	out := map[string]*sitter.Node{}
	set := map[string]int{}
	for i := 0; i < int(extract.NamedChildCount(block)); i++ {
		st := extract.NamedChild(block, i)
		if extract.Type(st) != "expression_statement" {
			continue
		}
		a := extract.NamedChild(st, 0)
		if a == nil || extract.Type(a) != "assignment_expression" {
			continue
		}
		field := f.thisField(extract.Field(a, "left"))
		if field == "" {
			continue
		}
		set[field]++
		call := unwrap(extract.Field(a, "right"))
		if call == nil || extract.Type(call) != "call_expression" {
			continue
		}
		callee := unwrap(extract.Field(call, "function"))
		if m := f.thisField(callee); m != "" && methods[m] && m != "constructor" {
			out[field] = callee
		}
	}
	for field, n := range set {
		if n > 1 {
			delete(out, field) // set twice: which promise a method meets is not known
		}
	}
	return out
}

// thisField returns the property name of `this.x` or `this.#x`, or "".
func (f *file) thisField(n *sitter.Node) string {
	n = unwrap(n)
	if n == nil || extract.Type(n) != "member_expression" {
		return ""
	}
	obj, prop := f.memberParts(n)
	if obj == nil || extract.Type(obj) != "this" {
		return ""
	}
	return prop
}

// startedUses appends the calls of the started methods whose fields the method m returns as
// they are (`return this.#me`) or awaits (`await this.#me`) outside a try that catches.
func (f *file) startedUses(out []extract.Call, m *sitter.Node, started map[string]*sitter.Node) []extract.Call {
	body := functionBody(m)
	if body == nil {
		return out
	}
	f.walkAll(body, func(n *sitter.Node) {
		var v *sitter.Node
		switch extract.Type(n) {
		case "return_statement":
			if !same(f.enclosingFunction(n), m) {
				return // a nested function's return hands it to that function's caller
			}
			v = extract.NamedChild(n, 0)
		case "await_expression":
			v = extract.NamedChild(n, 0)
		default:
			return
		}
		callee := started[f.thisField(v)]
		if callee == nil || f.guardedCall(n) {
			return
		}
		from := f.fromKey(n)
		keys := f.edgeKeys(callee)
		if from == "" || len(keys) == 0 {
			return
		}
		for _, k := range keys {
			out = append(out, extract.Call{Key: k, Line: line(n), Column: column(n), From: from})
		}
		f.callers[from] = true
		f.raiseFwds[from] = append(f.raiseFwds[from], extract.Forward{Facts: extract.Raises | extract.ThrowsValue, Keys: keys,
			Line: line(n), Column: column(n)})
	})
	return out
}
