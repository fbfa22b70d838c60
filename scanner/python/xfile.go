package python

import (
	"bytes"
	"fmt"
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The file's half of the cross-file rules (extract.Summary, extract.Pending): what each of its
// functions does, which calls pass on what their callee does, and the calls from each function
// that the linker walks from the tools.

// function is a function of the file that other files may reach: it has a cross-file key.
type function struct {
	def  *sitter.Node
	key  string
	tool *tool
}

// functions lists the file's functions with a key, in source order.
func (c *fileCtx) functions() []function {
	if c.fns != nil {
		return c.fns
	}
	out := []function{}
	defer func() { c.fns = out }()
	seen := map[uint32]bool{}
	for _, def := range c.defs {
		if k := c.fnKey(def); k != "" {
			seen[def.StartByte()] = true
			out = append(out, function{def: def, key: k, tool: c.tools[def.StartByte()]})
		}
	}
	for _, t := range c.tools {
		if seen[t.def.StartByte()] {
			continue
		}
		if k := c.fnKey(t.def); k != "" {
			out = append(out, function{def: t.def, key: k, tool: t})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].def.StartByte() < out[j].def.StartByte() })
	return out
}

// softReturn is softValue for a returned expression in its own blocks, computed once: the
// summaries and the findings of reached functions both ask.
func (c *fileCtx) softReturn(r *sitter.Node) soft {
	if sv, ok := c.softs[r.StartByte()]; ok {
		return sv
	}
	if c.softs == nil {
		c.softs = map[uint32]soft{}
	}
	sv := c.softValue(unparen(r), c.blockOf(r), 0)
	c.softs[r.StartByte()] = sv
	return sv
}

// summaries describes every function of the file that other files may reach: what it does
// that a caller inherits, which calls pass on what their callee does, whether it is a tool.
func (c *fileCtx) summaries(sites []*site) []extract.Summary {
	var out []extract.Summary
	for _, fn := range c.functions() {
		s := extract.Summary{Key: fn.key, Name: c.qualName(fn.def)}
		if s.Name == "" {
			s.Name = c.text(fn.def.ChildByFieldName("name"))
		}
		s.Line, s.Column = position(fn.def)
		if fn.tool != nil {
			s.Tool = fn.tool.name
		}
		c.returnFacts(fn.def, &s)
		c.raiseFacts(fn.def, &s)
		for _, st := range sites {
			if st.rule == "errorresult" && st.def != nil && st.def.Equal(fn.def) && st.helper != "" {
				c.addPlace(&s, extract.ErrorResult, st.anchor, "builds an isError result")
			}
		}
		// Every function with a key is summarised, facts or not: the linker names the functions
		// of a chain of calls by their summaries.
		out = append(out, s)
	}
	return append(out, c.registrations...)
}

// maxPlaces bounds the places a summary keeps per fact.
const maxPlaces = 2

func (c *fileCtx) addPlace(s *extract.Summary, f extract.Fact, n *sitter.Node, message string) {
	s.Facts |= f
	count := 0
	for _, p := range s.Places {
		if p.Fact == f {
			count++
		}
	}
	if count >= maxPlaces {
		return
	}
	line, col := position(n)
	s.Places = append(s.Places, extract.Place{Fact: f, Line: line, Column: col, Message: message})
}

func position(n *sitter.Node) (int, int) {
	p := n.StartPoint()
	return int(p.Row) + 1, int(p.Column) + 1
}

// returnFacts records what a function's returns hand back: a failure as an ordinary value
// (SoftFailure), and the calls whose value a return passes on (a Forward of SoftFailure and
// ErrorResult).
func (c *fileCtx) returnFacts(def *sitter.Node, s *extract.Summary) {
	name := c.funcName(def)
	for _, r := range c.returnValues(def) {
		v := unparen(r)
		if sv := c.softReturn(r); sv.why != "" {
			c.addPlace(s, extract.SoftFailure, r, name+" returns "+sv.why)
			continue
		}
		call := c.passedCall(v, 0)
		if call == nil || c.inTry(call) {
			continue // a guarded call's forward would make its callee reached (see requests)
		}
		if k := c.callTarget(call); k != "" {
			line, col := position(call)
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftFailure | extract.ErrorResult, Keys: []string{k}, Line: line, Column: col})
		}
	}
}

// passedCall returns the call whose value a returned expression hands back as it is, or
// wrapped as text (json.dumps(g()), TextContent(text=g()), [g()]), or nil.
func (c *fileCtx) passedCall(v *sitter.Node, depth int) *sitter.Node {
	v = unparen(v)
	if v == nil || depth > maxDepth {
		return nil
	}
	switch v.Type() {
	case "call":
		fn := c.text(v.ChildByFieldName("function"))
		kw, pos := c.arguments(v)
		switch {
		case jsonDumpers.MatchString(fn) || fn == "str":
			if len(pos) > 0 {
				return c.passedCall(pos[0], depth+1)
			}
			return nil
		case lastName(fn) == "TextContent":
			return c.passedCall(kw["text"], depth+1)
		case c.resultAPI(v.ChildByFieldName("function")) != "":
			return nil
		}
		return v
	case "identifier":
		if val := unparen(c.valueOf(v)); val != nil && val.Type() != "identifier" {
			return c.passedCall(val, depth+1)
		}
	case "list":
		if v.NamedChildCount() == 1 {
			return c.passedCall(v.NamedChild(0), depth+1)
		}
	}
	return nil
}

// raiseFacts records the raises that leave a function (Raises, ProtocolFailure for MCPError),
// and whether every path ends in one (AlwaysRaises, or a Forward of it to the call that ends
// the function).
func (c *fileCtx) raiseFacts(def *sitter.Node, s *extract.Summary) {
	name := c.funcName(def)
	for _, st := range c.leavingRaises(def) {
		c.addPlace(s, extract.Raises, st.stmt, name+" "+raiseWhat(st))
		if c.classIs(st.class, "McpError", "MCPError") {
			c.addPlace(s, extract.ProtocolFailure, st.stmt, name+" raises "+st.api)
		}
	}
	last := lastStatement(def.ChildByFieldName("body"))
	if last == nil {
		return
	}
	if c.terminates(last) {
		if !c.hasReturn(def) {
			c.addPlace(s, extract.AlwaysRaises, last, name+" always raises")
		}
		return
	}
	if last.Type() == "expression_statement" {
		if call := unparen(last.NamedChild(0)); call != nil && call.Type() == "call" {
			if k := c.callTarget(call); k != "" && !c.hasReturn(def) {
				line, col := position(call)
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.AlwaysRaises, Keys: []string{k}, Line: line, Column: col})
			}
		}
	}
}

// leavingRaises returns the raise statements of a function that leave it: not caught by a try
// of its own, and not a bare raise outside an except block. An abstract method's
// NotImplementedError is a stub, not a failure a tool meets.
func (c *fileCtx) leavingRaises(def *sitter.Node) []raised {
	var out []raised
	for _, n := range c.index().raises[c.keyOf(def)] {
		r, ok := c.raisedAt(n, &tool{def: def}, def)
		if !ok || lastName(r.api) == "NotImplementedError" || lastName(r.api) == "NotImplementedError(...)" {
			continue
		}
		out = append(out, r)
	}
	return out
}

// hasReturn reports whether a function has a return statement of its own, with a value or
// without (those are not in the index, and are looked for only here).
func (c *fileCtx) hasReturn(def *sitter.Node) bool {
	if len(c.index().returns[c.keyOf(def)]) > 0 {
		return true
	}
	found := false
	if body := def.ChildByFieldName("body"); body != nil {
		walkScope(body, func(n *sitter.Node) {
			if n.Type() == "return_statement" {
				found = true
			}
		})
	}
	return found
}

// terminates reports whether a statement always raises: a raise, an if/else whose every
// branch ends in one, a try whose body and handlers all end in one, a with whose body does.
func (c *fileCtx) terminates(n *sitter.Node) bool {
	if n == nil {
		return false
	}
	switch n.Type() {
	case "raise_statement":
		return true
	case "if_statement":
		if !c.terminates(lastStatement(n.ChildByFieldName("consequence"))) {
			return false
		}
		hasElse := false
		for i := 0; i < int(n.NamedChildCount()); i++ {
			ch := n.NamedChild(i)
			switch ch.Type() {
			case "elif_clause":
				if !c.terminates(lastStatement(ch.ChildByFieldName("consequence"))) {
					return false
				}
			case "else_clause":
				hasElse = true
				if !c.terminates(lastStatement(ch.ChildByFieldName("body"))) {
					return false
				}
			}
		}
		return hasElse
	case "try_statement":
		if !c.terminates(lastStatement(n.ChildByFieldName("body"))) {
			return false
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			ch := n.NamedChild(i)
			if ch.Type() == "except_clause" || ch.Type() == "except_group_clause" {
				if !c.terminates(lastStatement(lastBlock(ch))) {
					return false
				}
			}
		}
		return true
	case "with_statement":
		return c.terminates(lastStatement(n.ChildByFieldName("body")))
	}
	return false
}

// lastStatement returns the last statement of a block (comments are not statements), or nil.
func lastStatement(b *sitter.Node) *sitter.Node {
	if b == nil {
		return nil
	}
	for i := int(b.NamedChildCount()) - 1; i >= 0; i-- {
		if st := b.NamedChild(i); st.Type() != "comment" {
			return st
		}
	}
	return nil
}

// lastBlock returns the block of an except clause.
func lastBlock(clause *sitter.Node) *sitter.Node {
	for i := int(clause.NamedChildCount()) - 1; i >= 0; i-- {
		if ch := clause.NamedChild(i); ch.Type() == "block" {
			return ch
		}
	}
	return nil
}

// edges returns the calls from the file's functions that the linker walks from the tools: every
// call a function makes outside a try that catches what it raises, keyed by its target.
func (c *fileCtx) edges() []extract.Call {
	var out []extract.Call
	for _, m := range c.run("facts") {
		if m.site.Type() != "call" || m.key != nil {
			continue
		}
		def := c.enclosingDef(m.site)
		if def == nil || !c.mayTarget(m.callee, def) {
			continue
		}
		from := c.fnKey(def)
		if from == "" {
			continue
		}
		to := c.callTarget(m.site)
		if to == "" || to == from || c.inTry(m.site) {
			continue
		}
		line, col := position(m.site)
		out = append(out, extract.Call{Key: to, Line: line, Column: col, From: from})
	}
	return out
}

// inTry reports whether a call sits in the body of a try statement of its function that has an
// except clause: what the callee raises may be caught there. The linker cannot match the class
// a callee in another file raises against the classes the handlers name, so any handler counts
// (a raise of another class is missed rather than one that is caught reported).
func (c *fileCtx) inTry(call *sitter.Node) bool {
	lo, ok := c.fnBound(call)
	in := false
	c.index().tries.each(call, lo, ok, func(try *sitter.Node) bool {
		body := try.ChildByFieldName("body")
		if body != nil && body.StartByte() <= call.StartByte() && call.EndByte() <= body.EndByte() && len(c.handlers(try)) > 0 {
			in = true
			return false
		}
		return true
	})
	return in
}

// mayTarget reports whether a callee's text starts with a name callTarget may resolve: an
// imported name, a function or class of the file, self, or a variable or parameter of the
// function (an object whose class the file may show). Most calls (len, logger.info,
// items.append) are dismissed on their first name.
func (c *fileCtx) mayTarget(callee, def *sitter.Node) bool {
	text := c.src[callee.StartByte():callee.EndByte()]
	i := 0
	for i < len(text) && isNameByte(text[i]) {
		i++
	}
	root := string(text[:i])
	if _, ok := c.names[root]; ok {
		return true
	}
	if _, ok := c.defs[root]; ok {
		return true
	}
	if _, ok := c.classes[root]; ok {
		return true
	}
	if root == "self" || root == "cls" {
		return true
	}
	if i == len(text) {
		return false // a bare name that is none of those: a builtin or a nested function
	}
	if len(c.assignments(def)[root]) > 0 || len(c.assignments(c.root)[root]) > 0 {
		return true
	}
	params := def.ChildByFieldName("parameters")
	return params != nil && bytes.Contains(c.src[params.StartByte():params.EndByte()], text[:i])
}

// registration records a tool that this file registers and another file defines
// (mcp.tool()(create_source), mcp.add_tool(get_run) with the function imported).
func (c *fileCtx) registerForeign(v, at *sitter.Node, name string) {
	if v == nil || v.Type() != "identifier" {
		return
	}
	q, ok := c.names[c.text(v)]
	if !ok {
		return
	}
	k := c.importedKey(q)
	if k == "" {
		return
	}
	if name == "" {
		name = c.text(v)
	}
	line, col := position(at)
	c.registrations = append(c.registrations, extract.Summary{Key: k, Name: c.text(v), Line: line, Column: col,
		Tool: name, Registration: true})
}

// pendingMessage formats the message of a finding that stands once the root is linked.
func pendingMessage(format string, args ...any) string { return fmt.Sprintf(format, args...) }
