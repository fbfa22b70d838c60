package python

import (
	"bytes"
	"slices"
	"strings"

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
	for _, sp := range c.index().fns.s {
		if k := c.fnKey(sp.n); k != "" && !c.protocolStub(sp.n) {
			out = append(out, function{def: sp.n, key: k, tool: c.tools[extract.StartByte(sp.n)]})
		}
	}
	c.fns = out
	return out
}

// softReturn is softValue for a returned expression in its own blocks, computed once: the
// tools' softerror findings, the summaries and the findings of reached functions all ask.
func (c *fileCtx) softReturn(r *sitter.Node) soft {
	return memo(&c.softs, extract.StartByte(r), func() soft {
		if c.verdictOfCheck(r) {
			return soft{} // a check's verdict is its answer (verdict.go)
		}
		return c.softValue(unparen(r), c.blockOf(r), 0)
	})
}

// summaries describes every function of the file that other files may reach: what it does
// that a caller inherits, which calls pass on what their callee does, whether it is a tool.
func (c *fileCtx) summaries(sites []*site) []extract.Summary {
	var out []extract.Summary
	for _, fn := range c.functions() {
		s := extract.Summary{Key: fn.key, Name: c.qualName(fn.def)}
		if s.Name == "" {
			s.Name = c.text(extract.Field(fn.def, "name"))
		}
		s.Line, s.Column = position(fn.def)
		if fn.tool != nil && fn.tool.via != nil {
			// A tool on its function's parameter that the root may never register: its
			// registration (paramtools.go) says so, with Via.
			guards := c.guards(fn.tool)
			for i := range c.registrations {
				if c.registrations[i].Via != nil && keyName(c.registrations[i].Key) == keyName(fn.key) && c.registrations[i].Tool == fn.tool.name {
					c.registrations[i].Guards = guards
				}
			}
		} else if fn.tool != nil && fn.tool.server == nil {
			s.Tool, s.ToolKind, s.Server, s.Framework = fn.tool.name, fn.tool.fw.toolKind(), fn.tool.obj, fn.tool.fw.key()
			s.Guards = c.guards(fn.tool)
		} else if fn.tool != nil {
			// A tool of a server subclass: the class's key calls it (subclass.go), through the
			// decorators below its registration.
			s.Guards = c.guards(fn.tool)
			s.Served = len(s.Guards) > 0
		}
		s.Builds = c.builds(fn.def)
		s.Async = c.isCoroutineDef(fn.def)
		c.returnFacts(fn.def, &s)
		if s.Facts&extract.SoftFailure != 0 && !forwardsSoft(s.Forward) && c.onlyVerdicts(fn.def) {
			s.Facts |= extract.OnlyVerdicts // a checking tool answers with them (verdict.go)
		}
		c.tableReturnFacts(fn.def, &s)
		c.decoratedFacts(fn, &s)     // decorated.go
		c.coroutineFacts(fn.def, &s) // wrapreraise.go
		c.wrapperFacts(fn.def, &s)
		c.raiseFacts(fn.def, &s)
		c.quietFacts(fn.def, &s)                              // quietfuncs.go: NeverRaises
		s.Forward = append(s.Forward, c.raiseFwds[fn.key]...) // edges() has filled them
		c.catchFacts(fn.def, &s)
		s.CatchesArgs = c.awaitedParams(fn.def) // handedcoro.go
		s.CatchNames = c.catchNames(fn.def)     // narrowguard.go
		c.leakFacts(fn.def, &s)
		c.statusFacts(fn.def, &s) // statuscheck.go
		for _, st := range sites {
			if st.rule == "errorresult" && st.def != nil && sameNode(st.def, fn.def) && st.helper != "" {
				c.addPlace(&s, extract.ErrorResult, st.anchor, "builds an isError result")
			}
		}
		// Every function with a key is summarised, facts or not: the linker names the functions
		// of a chain of calls by their summaries.
		out = append(out, s)
		out = append(out, c.callsParamSummaries(fn.def, fn.key)...) // runnerlambda.go
	}
	out = append(out, c.envSummaries()...)
	out = append(out, c.lifespanSummaries()...)
	out = append(out, c.tupleMemberSummaries()...) // unpackedx.go
	out = append(out, c.rewraps...)
	out = append(out, c.removals...) // removals.go
	return append(out, c.registrations...)
}

// maxPlaces bounds the places a summary keeps per fact: a finding that needs the fact names
// them all (a helper's every failing return) in its Related, and counts those its Brief leaves
// out. The bound only keeps a generated file's thousand returns out of the cache.
const maxPlaces = 10 * extract.MaxRelated

// addPlace records a place of fact f, once per position (two returns may rest on one
// assignment), up to maxPlaces of the fact.
func (c *fileCtx) addPlace(s *extract.Summary, f extract.Fact, n *sitter.Node, message string) {
	s.Facts |= f
	line, col := position(n)
	count := 0
	for _, p := range s.Places {
		if p.Fact != f {
			continue
		}
		if p.Line == line && p.Column == col {
			return
		}
		count++
	}
	if count >= maxPlaces {
		return
	}
	s.Places = append(s.Places, extract.Place{Fact: f, Line: line, Column: col, Message: message})
}

// addPlaces adds the places a returned value rests on after its return, as softReturns lists
// them for a same-file caller (softall.go): each failing assignment of a returned variable
// (result = f"Error: {e}" in an except branch ... return result), each failing return of a
// same-file helper it calls. A place two returns rest on is named once.
func (c *fileCtx) addPlaces(s *extract.Summary, f extract.Fact, ps []place) {
	for _, p := range ps {
		c.addPlace(s, f, p.node, p.message)
	}
}

func position(n *sitter.Node) (int, int) {
	p := n.StartPoint()
	return int(p.Row) + 1, int(p.Column) + 1
}

// returnFacts records what a function's returns hand back: a failure as an ordinary value
// (SoftFailure, and SoftText when it is not an object), a whole result without isError that
// reports one (SoftResult), and the calls whose value a return passes on (a Forward of
// SoftFailure, SoftText and ErrorResult; of SoftResult when the value leaves as is).
func (c *fileCtx) returnFacts(def *sitter.Node, s *extract.Summary) {
	name := c.funcName(def)
	for _, r := range c.returnValues(def) {
		v := unparen(r)
		var asIs extract.Fact
		at := r // where a failure return's place stands: at the forward of a value handed on as is
		if call := c.asIsCall(v); call != nil {
			// The result the callee builds leaves as is (softresult.go).
			if k := c.callTarget(call); k != "" {
				line, col := position(call)
				if extract.Type(v) == "identifier" {
					line, col = position(v) // result = build(x); return result: the return
				}
				shapes, _ := c.argFacts(call, def) // paramtypes.go
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftResult, Keys: c.returnedKeys(call, k), Line: line, Column: col,
					RunsIf: c.callRunsIf(call, def), Shapes: shapes}) // selectorbranch.go
				asIs = extract.SoftResult
				if extract.Type(v) != "identifier" {
					at = call // return await helper(...): the call, as the forward names it (leadsToShared)
				}
			}
		}
		// result = await self._x(...) in each branch of a dispatch, or a failure in another one
		// (else: result = {"success": False, ...}): each branch's call (branchcall.go).
		fs := c.branchForwards(v)
		s.Forward = append(s.Forward, fs...)
		branched := fs != nil
		if sv := c.softReturn(r); sv.why != "" {
			if ret := extract.Parent(r); ret != nil && c.deadByOwnTests(ret) {
				continue // a failure no run returns (deadrepeat.go), as softErrors skips it in a tool
			}
			switch {
			case c.builtResult(v):
				c.addPlace(s, extract.SoftResult, r, name+" returns a result without isError ("+sv.why+")")
			case asIs != 0 && c.leavesBuilt(v):
				// return error_result(e) of a same-file builder: the forward carries SoftResult
			default:
				c.addPlace(s, extract.SoftFailure, at, name+" returns "+sv.why)
				c.addPlaces(s, extract.SoftFailure, sv.places)
				if isTextShape(sv.shape) {
					c.addPlace(s, extract.SoftText, at, name+" returns "+sv.why)
					c.addPlaces(s, extract.SoftText, sv.places)
				}
			}
			continue
		}
		if f, ok := c.errorModelForward(v, extract.Parent(r)); ok {
			s.Forward = append(s.Forward, f) // if isinstance(x, ErrorResponse): return x.model_dump() (errormodel.go)
		}
		s.Forward = append(s.Forward, c.splatForwards(v, extract.Parent(r))...) // a model spreading what calls return (modelsplat.go)
		if f, ok := c.embeddedForward(def, v); ok {
			s.Forward = append(s.Forward, f) // text of its own around a call's value (embeddedhelper.go)
		}
		if branched {
			continue // each branch's call is forwarded above
		}
		call := c.passedCall(v, 0)
		if call == nil {
			if fs := c.unpackedForwards(v); fs != nil {
				s.Forward = append(s.Forward, fs...) // error = unpacked from a call (unpackedx.go)
				continue
			}
			if f, ok := c.projectedForward(v); ok {
				s.Forward = append(s.Forward, f) // result[0].text (projection.go)
			}
			continue // (a forward is no edge: a guarded call passes its value on, not its raises)
		}
		if f, ok := c.handedForward(call); ok {
			s.Forward = append(s.Forward, f) // result = enhance(result); what result's callee returns (handedcall.go)
		}
		if k := c.valueTarget(call); k != "" {
			line, col := position(call)
			if asIs != 0 && len(s.Forward) > 0 {
				if last := &s.Forward[len(s.Forward)-1]; last.Line == line && last.Column == col {
					last.Facts |= extract.SoftFailure | extract.SoftText | extract.ErrorResult
					continue
				}
			}
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftFailure | extract.SoftText | extract.ErrorResult, Keys: c.returnedKeys(call, k), Line: line, Column: col})
		}
	}
}

// passedCall returns the call whose value a returned expression hands back as it is, or
// wrapped as text (json.dumps(g()), TextContent(text=g()), [g()], "\n".join(g())), or nil.
func (c *fileCtx) passedCall(v *sitter.Node, depth int) *sitter.Node {
	v = unparen(v)
	// Each level of syntax counts: [TextContent(text=masked)], masked = self._mask(result),
	// result = call().
	if v == nil || depth > 2*maxDepth {
		return nil
	}
	switch extract.Type(v) {
	case "call":
		if x := c.castValue(v); x != nil {
			return c.passedCall(x, depth+1) // cast(dict[str, Any], ...) tells the type checker only
		}
		if obj := c.dumpedObject(v); obj != nil {
			if call := c.passedCall(obj, depth+1); call != nil {
				return call // res.model_dump(), res.model_dump_json(): the model's members (dumpedvalue.go)
			}
		}
		fn := c.text(extract.Field(v, "function"))
		kw, pos := c.arguments(v)
		switch {
		case c.dumps(extract.Field(v, "function")) || jsonLoaders.MatchString(fn) || fn == "str" || c.joinsStrings(extract.Field(v, "function")):
			// json.loads too: data = json.loads(result); ...; return json.dumps(data) hands
			// the callee's {"error": ...} text back as it came.
			if len(pos) > 0 {
				return c.passedCall(pos[0], depth+1)
			}
			return nil
		case lastName(fn) == "TextContent":
			return c.passedCall(kw["text"], depth+1)
		case c.resultAPI(extract.Field(v, "function")) != "":
			if kw["isError"] != nil || kw["is_error"] != nil {
				return nil
			}
			// ToolResult(content=text) without a flag: the text is the answer, as returned
			// (text = await mod.run(q); return ToolResult(content=text)).
			if content := kw["content"]; content != nil {
				return c.passedCall(content, depth+1)
			}
			return nil
		}
		if a := c.passedArg(v); a != nil {
			if call := c.passedCall(a, depth+1); call != nil {
				return call // self._mask(result): a function of the file that returns what it is given
			}
		}
		return v
	case "identifier":
		// masked = result; return [TextContent(text=masked)]: another variable's value, as far
		// as depth lets (x = x names itself).
		if val := unparen(c.valueOf(v)); val != nil && string(c.bytesOf(val)) != string(c.bytesOf(v)) {
			if src := c.refilledFrom(v, val); src != nil {
				return c.passedCall(src, depth+1)
			}
			return c.passedCall(val, depth+1)
		}
	case "list":
		if extract.NamedChildCount(v) == 1 {
			return c.passedCall(extract.NamedChild(v, 0), depth+1)
		}
	case "dictionary":
		if val := c.keyedValue(v); val != nil {
			return c.passedCall(val, depth+1) // {path: result}: the one value, under a key of the run
		}
	case "dictionary_comprehension":
		// {k: r.to_dict() for k, r in results.items()}: the same members, serialized
		if p := extract.NamedChild(v, 0); extract.Type(p) == "pair" {
			for i := 1; i < int(extract.NamedChildCount(v)); i++ {
				if f := extract.NamedChild(v, i); extract.Type(f) == "for_in_clause" {
					if src := c.copiedItems(f, extract.Field(p, "key"), extract.Field(p, "value")); src != nil {
						return c.passedCall(src, depth+1)
					}
					break
				}
			}
		}
	case "boolean_operator":
		if c.isOr(v) {
			return c.passedCall(extract.Field(v, "left"), depth+1) // article or {...}
		}
	}
	return nil
}

// keyedValue returns the value of a dictionary of one member whose key is decided at run time
// (`{file_path: result}`, the answer for the one item the call was about), or nil: such a
// dictionary carries its value to the client as it is, a failure included.
func (c *fileCtx) keyedValue(d *sitter.Node) *sitter.Node {
	if extract.NamedChildCount(d) != 1 {
		return nil
	}
	p := extract.NamedChild(d, 0)
	if extract.Type(p) != "pair" {
		return nil
	}
	switch k := unparen(extract.Field(p, "key")); extract.Type(k) {
	case "identifier", "attribute", "subscript":
		return unparen(extract.Field(p, "value"))
	}
	return nil
}

// refilledFrom returns the dictionary that an empty one, val assigned to id, is filled from
// before id is read: `out = {}`, then `for k, r in results.items(): out[k] = r.to_dict()`
// hands results' members on, serialized, as they are. nil otherwise.
func (c *fileCtx) refilledFrom(id, val *sitter.Node) *sitter.Node {
	if extract.Type(val) != "dictionary" || extract.NamedChildCount(val) != 0 {
		return nil
	}
	scope := c.enclosingDef(id)
	if scope == nil {
		return nil
	}
	name := c.text(id)
	var src *sitter.Node
	walkScope(scope, func(n *sitter.Node) {
		if src != nil || extract.Type(n) != "for_statement" || extract.EndByte(n) > extract.StartByte(id) ||
			extract.StartByte(n) < extract.EndByte(val) {
			return
		}
		body := extract.Field(n, "body")
		if body == nil || extract.NamedChildCount(body) != 1 {
			return // only the copy: a loop that also decides what to keep is another matter
		}
		st := extract.NamedChild(body, 0)
		if extract.Type(st) == "expression_statement" {
			st = extract.NamedChild(st, 0)
		}
		if extract.Type(st) != "assignment" {
			return
		}
		left := extract.Field(st, "left")
		if extract.Type(left) != "subscript" || string(c.bytesOf(extract.Field(left, "value"))) != name {
			return
		}
		src = c.copiedItems(n, extract.Field(left, "subscript"), extract.Field(st, "right"))
	})
	return src
}

// copiedItems returns X of a loop or comprehension clause `for k, r in X.items()` when key is
// k and value is r or r serialized (r.to_dict(), r.model_dump()): the clause copies X's
// members as they are. nil otherwise.
func (c *fileCtx) copiedItems(loop, key, value *sitter.Node) *sitter.Node {
	left, right := extract.Field(loop, "left"), unparen(extract.Field(loop, "right"))
	if extract.Type(right) != "call" || extract.NamedChildCount(extract.Field(right, "arguments")) != 0 {
		return nil
	}
	fn := extract.Field(right, "function")
	if extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "items" {
		return nil
	}
	if t := extract.Type(left); (t != "pattern_list" && t != "tuple_pattern") || extract.NamedChildCount(left) != 2 {
		return nil
	}
	k, r := extract.NamedChild(left, 0), extract.NamedChild(left, 1)
	if extract.Type(k) != "identifier" || extract.Type(r) != "identifier" || key == nil || string(c.bytesOf(unparen(key))) != string(c.bytesOf(k)) {
		return nil
	}
	value = unparen(value)
	if extract.Type(value) == "call" {
		f := extract.Field(value, "function")
		if extract.Type(f) != "attribute" || !modelSerializers[string(c.bytesOf(extract.Field(f, "attribute")))] ||
			extract.NamedChildCount(extract.Field(value, "arguments")) != 0 {
			return nil
		}
		value = unparen(extract.Field(f, "object"))
	}
	if value == nil || string(c.bytesOf(value)) != string(c.bytesOf(r)) {
		return nil
	}
	return unparen(extract.Field(fn, "object"))
}

// passedArg returns the argument of a call of a function or method of the file, no tool, that
// one of the function's returns hands back (`return result` of its parameter result, or of
// its text) other than in an isError result (handsBackParam, passthrough.go): what the caller
// passes reaches the caller's return through it. nil otherwise.
func (c *fileCtx) passedArg(call *sitter.Node) *sitter.Node {
	def := c.localDef(call)
	if def == nil || extract.Type(def) != "function_definition" || c.tools[extract.StartByte(def)] != nil {
		return nil
	}
	for _, pa := range c.paramArgs(call, def) {
		if c.handsBackParam(def, pa.param) {
			return pa.arg
		}
	}
	return nil
}

// paramArg is an argument of a call with the parameter of the callee it binds.
type paramArg struct {
	param string
	arg   *sitter.Node
}

// paramArgs returns the arguments of a call of def that bind its parameters, by keyword or by
// position, in the order of the parameters; a method's receiver (self, cls) is none when the
// call names the method on an object (self._mask(result)).
func (c *fileCtx) paramArgs(call, def *sitter.Node) []paramArg {
	kw, pos := c.arguments(call)
	params := c.paramNames(def)
	if fn := extract.Field(call, "function"); extract.Type(fn) == "attribute" && len(params) > 0 && (params[0] == "self" || params[0] == "cls") {
		params = params[1:]
	}
	var out []paramArg
	for i, p := range params {
		a := kw[p]
		if a == nil && i < len(pos) {
			a = pos[i]
		}
		if a != nil {
			out = append(out, paramArg{p, a})
		}
	}
	return out
}

// isOr reports whether a boolean_operator is an or: its value is the left side when that is
// truthy, else the right.
func (c *fileCtx) isOr(v *sitter.Node) bool {
	op := extract.Field(v, "operator")
	return op != nil && string(c.bytesOf(op)) == "or"
}

// joinsStrings reports whether a call's function is a string literal's join ("\n".join): the
// lines a callee returns reach the client joined, a failure line among them.
func (c *fileCtx) joinsStrings(fn *sitter.Node) bool {
	if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "join" {
		return false
	}
	o := extract.Field(fn, "object")
	return o != nil && extract.Type(o) == "string"
}

// raiseFacts records the raises that leave a function (Raises, ProtocolFailure for MCPError),
// and whether every path ends in one (AlwaysRaises, or a Forward of it to the call that ends
// the function).
func (c *fileCtx) raiseFacts(def *sitter.Node, s *extract.Summary) {
	name := c.funcName(def)
	for _, st := range c.leavingRaises(def) {
		c.addRaisePlace(s, st, name+" "+raiseWhat(st))
		if c.classIs(st.class, "McpError", "MCPError") {
			c.addPlace(s, extract.ProtocolFailure, st.stmt, name+" raises "+st.api)
		}
	}
	last := lastStatement(extract.Field(def, "body"))
	if last == nil {
		return
	}
	if c.terminates(last) {
		if !c.hasReturn(def) {
			c.addPlace(s, extract.AlwaysRaises, last, name+" always raises")
		}
		return
	}
	if extract.Type(last) == "expression_statement" {
		if call := unparen(extract.NamedChild(last, 0)); call != nil && extract.Type(call) == "call" {
			if k := c.callTarget(call); k != "" && !c.hasReturn(def) {
				line, col := position(call)
				s.Forward = append(s.Forward, extract.Forward{Facts: extract.AlwaysRaises, Keys: c.keysOf(k), Line: line, Column: col, NotAwaited: true})
			}
		}
	}
}

// leavingRaises returns the raise statements of a function that leave it: not caught by a try
// of its own, and not a bare raise outside an except block. An abstract method's
// NotImplementedError is a stub, not a failure a tool meets.
func (c *fileCtx) leavingRaises(def *sitter.Node) []raised {
	return memo(&c.leaving, extract.StartByte(def), func() []raised { return c.leavingRaisesOf(def) })
}

func (c *fileCtx) leavingRaisesOf(def *sitter.Node) []raised {
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
	if body := extract.Field(def, "body"); body != nil {
		walkScope(body, func(n *sitter.Node) {
			if extract.Type(n) == "return_statement" {
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
	switch extract.Type(n) {
	case "raise_statement":
		return true
	case "if_statement":
		blocks, hasElse := ifBranches(n)
		if !hasElse {
			return false
		}
		for _, b := range blocks {
			if !c.terminates(lastStatement(b)) {
				return false
			}
		}
		return true
	case "try_statement":
		if !c.terminates(lastStatement(extract.Field(n, "body"))) {
			return false
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			ch := extract.NamedChild(n, i)
			if extract.Type(ch) == "except_clause" || extract.Type(ch) == "except_group_clause" {
				if !c.terminates(lastStatement(lastBlock(ch))) {
					return false
				}
			}
		}
		return true
	case "with_statement":
		return c.terminates(lastStatement(extract.Field(n, "body")))
	}
	return false
}

// ifBranches returns the blocks of an if statement's branches, in order (its consequence, each
// elif's, the else's), and whether it has an else: a statement that ends on every path is one
// with an else whose every block ends so.
func ifBranches(s *sitter.Node) (blocks []*sitter.Node, hasElse bool) {
	blocks = []*sitter.Node{extract.Field(s, "consequence")}
	for _, ch := range namedChildren(s) {
		switch extract.Type(ch) {
		case "elif_clause":
			blocks = append(blocks, extract.Field(ch, "consequence"))
		case "else_clause":
			hasElse = true
			blocks = append(blocks, extract.Field(ch, "body"))
		}
	}
	return blocks, hasElse
}

// lastStatement returns the last statement of a block (comments are not statements), or nil.
func lastStatement(b *sitter.Node) *sitter.Node {
	if b == nil {
		return nil
	}
	for i := int(extract.NamedChildCount(b)) - 1; i >= 0; i-- {
		if st := extract.NamedChild(b, i); extract.Type(st) != "comment" {
			return st
		}
	}
	return nil
}

// lastBlock returns the block of an except clause.
func lastBlock(clause *sitter.Node) *sitter.Node {
	for i := int(extract.NamedChildCount(clause)) - 1; i >= 0; i-- {
		if ch := extract.NamedChild(clause, i); extract.Type(ch) == "block" {
			return ch
		}
	}
	return nil
}

// edges returns the calls from the file's functions that the linker walks from the tools: every
// call a function makes outside a try that catches what it raises, keyed by its target, and the
// calls in a try whose except clauses name classes (Call.Catches, exceptclasses.go). The calls
// outside a try that catches also pass their callee's raises on (raiseFwds).
func (c *fileCtx) edges() []extract.Call {
	var out []extract.Call
	var catches []string // of the call at hand
	var shapes []extract.ArgShape
	var runsIf []extract.ArgTest // the test of def's parameter it runs under (falsyparams.go)
	var passes []extract.ArgPass // of the call at hand, to its target (paramtypes.go)
	var rewrap [2]int            // the raise that rewraps what it raises (rewrapcalls.go)
	var mapper []string          // the error mapper the except clauses around it call (mapperclause.go)
	var dead bool                // its value is a coroutine nothing runs, if it is one (coroutine.go)
	var handed []extract.Runner  // the call its value, a coroutine if it is one, is handed to (handedcoro.go)
	var quiet []string           // the predicates of a decoration that hold when its tried calls raise nothing (wrapreraise.go)
	var tried [][]string
	var keptUnder []string // the predicates of a decoration that hold when the decorators below keep coroutines (wrapreraise.go)
	var kept [][]string
	// argsOf is the call whose shapes and passes are still to be read (argFacts, in def): read
	// by the first edge that leaves it, since many calls lead to none (a call its try catches, a
	// callee with no key).
	var argsOf, argsDef *sitter.Node
	edge := func(to string, at *sitter.Node, from string, under ...string) {
		if to != "" && to != from {
			if argsOf != nil {
				shapes, passes = c.argFacts(argsOf, argsDef)
				runsIf = c.callRunsIf(argsOf, argsDef)
				argsOf, argsDef = nil, nil
			}
			line, col := position(at)
			for _, k := range c.keysOf(to) {
				out = append(out, extract.Call{Key: k, Line: line, Column: col, From: from, Under: under, Catches: catches,
					Shapes: shapes, Passes: passes, RewrapLine: rewrap[0], RewrapColumn: rewrap[1], Mapper: mapper, NotAwaited: dead, Runners: handed, QuietUnder: quiet, Tried: tried, KeptUnder: keptUnder, Kept: kept, RunsIf: runsIf})
			}
		}
	}
	// edgeUnder is edge from a call in def, under the predicates known to hold where it runs,
	// read only for an edge that leaves.
	edgeUnder := func(to string, call, def *sitter.Node, from string) {
		if to != "" && to != from {
			edge(to, call, from, c.predicatesAt(call, def)...)
		}
	}
	for _, m := range c.run("facts") {
		if m.kind != "call" || m.key != nil {
			continue
		}
		def := c.enclosingDef(m.site)
		if def == nil {
			continue
		}
		runner := runsArgument(c.src[extract.StartByte(m.callee):extract.EndByte(m.callee)])
		target := c.mayTarget(m.callee, def)
		if !runner && !target {
			continue
		}
		from := c.fnKey(def)
		if from == "" {
			continue
		}
		catches, shapes, passes, runsIf, rewrap, dead = nil, nil, nil, nil, [2]int{}, false
		argsOf, argsDef = nil, nil
		if target && c.fillFrom(def, m.site, from) == from {
			argsOf, argsDef = m.site, def
		}
		if target {
			rewrap[0], rewrap[1] = c.rewrapAround(m.site)
			dead = c.deadCoroutine(m.site, def)
			handed = c.handedRunners(m.site)
		} else {
			handed = nil
		}
		if guard := c.decoratorCatches(def); len(guard) > 0 && target && !c.inTry(m.site) {
			// A decorator's wrapper answers some classes around every call (narrowguard.go).
			catches = guard
			edgeUnder(c.reachTarget(m.site), m.site, def, c.fillFrom(def, m.site, from))
			continue
		}
		if target && !c.inTry(m.site) {
			if names, ok := c.handedCatches(m.site); ok {
				// Its coroutine runs in tries of a runner of the file (handedcoro.go).
				if catches = names; len(catches) > 0 {
					edgeUnder(c.reachTarget(m.site), m.site, def, c.fillFrom(def, m.site, from))
				}
				continue
			}
		}
		if c.inTry(m.site) {
			if target {
				if mapper = c.callMapper(m.site); mapper != nil {
					// except Exception as e: handle_api_error(e): a way if the mapper always raises.
					edgeUnder(c.reachTarget(m.site), m.site, def, c.fillFrom(def, m.site, from))
					mapper = nil
					continue
				}
			}
			var ok bool
			if catches, ok = c.callCatches(m.site); !ok || !target {
				continue // caught, or a runner's argument: what it raises stays in the try
			}
			for _, x := range c.decoratorCatches(def) {
				if !slices.Contains(catches, x) {
					catches = append(catches, x)
				}
			}
			edgeUnder(c.reachTarget(m.site), m.site, def, c.fillFrom(def, m.site, from))
			continue
		}
		own := from
		from = c.fillFrom(def, m.site, from)
		if target {
			k := c.reachTarget(m.site)
			edgeUnder(k, m.site, def, from)
			shapes, passes, runsIf, rewrap = nil, nil, nil, [2]int{}
			argsOf, argsDef = nil, nil
			if from == own {
				c.passRaises(own, k, m.site, dead)
			}
			dead, handed = false, nil
			// fn = HANDLERS[kind]; fn(args): the call may reach every function of the table.
			if table := c.calledTable(m.site, def); table != nil {
				for _, e := range c.tableEntries(table) {
					edge(c.refTarget(e.fn, e.fn), m.site, from)
				}
			}
		}
		if !runner || c.futureCaught(m.site, def) || c.detachedSpawn(m.site) { // futures.go, spawned.go
			continue
		}
		// A function handed on as a value runs in this call's flow:
		// executor.submit(run_query, q), asyncio.to_thread(fetch, url).
		kw, pos := c.arguments(m.site)
		for _, a := range append(pos, mapValues(kw)...) {
			if a = unparen(a); extract.Type(a) == "identifier" && c.mayTarget(a, def) {
				if k := c.refTarget(a, m.site); k != "" && c.isFunctionKey(a) {
					edge(k, a, from)
				}
			} else if k := c.boundMethod(a, m.site); k != "" {
				// asyncio.to_thread(jira.move_issue, key): the method of an object of known class.
				edge(k, a, from)
			}
		}
	}
	catches, shapes, passes, runsIf, rewrap = nil, nil, nil, nil, [2]int{}
	argsOf, argsDef = nil, nil
	dead, handed = false, nil
	for _, r := range c.propertyReads() { // property.go: a getter's read calls it
		from := c.fnKey(r.def)
		catches, rewrap = nil, [2]int{}
		if c.inTry(r.at) {
			var ok bool
			if catches, ok = c.callCatches(r.at); !ok {
				continue
			}
			rewrap[0], rewrap[1] = c.rewrapAround(r.at)
			edge(r.key, r.at, c.fillFrom(r.def, r.at, from))
			continue
		}
		own := from
		from = c.fillFrom(r.def, r.at, from)
		edge(r.key, r.at, from)
		if from == own {
			c.passRaises(own, r.key, r.at, false)
		}
	}
	catches, rewrap = nil, [2]int{}
	for _, fn := range c.functions() {
		// A nested function runs when the function that defines it runs or hands it on (the
		// wrapper a decorator returns, a callback), as far as the file can tell.
		// One it runs only inside tries that answer every failure is no way, one run in tries that
		// name classes a way for the others (caughtclosure.go).
		if c.qualName(fn.def) == "" && !c.spawnedOnly(fn.def, 0) { // spawned.go: a background task's raises go nowhere
			if uses, ok := c.caughtUses(fn.def); !ok {
				edge(fn.key, fn.def, c.fnKey(c.enclosingDef(fn.def)))
			} else {
				// Through a try whose clauses name classes, only what they do not catch.
				for _, u := range uses {
					catches = u.catches
					edge(fn.key, u.at, c.fnKey(c.enclosingDef(fn.def)))
				}
				catches = nil
			}
		}
		// A decorator of the root's runs around the function: @tool_errors(), @retrying. The
		// call says whether the function is a coroutine function and whether it may raise into
		// the decorator's wrapper (wrapreraise.go).
		decs := decorators(fn.def)
		for i, e := range decs {
			if fn.tool != nil && fn.tool.decorator != nil && extract.StartByte(e) < extract.StartByte(fn.tool.decorator) {
				continue // above the registration: it wraps what the SDK does not call
			}
			if fn.tool != nil && fn.tool.server != nil && sameNode(e, fn.tool.decorator) {
				// @issues.tool() on the root's server subclass: the override runs once, at
				// registration (what it wraps the tool in is the class's to say, subclass.go).
				continue
			}
			if k := c.decoratorTarget(e, fn.def); k != "" {
				var under []string
				under, quiet, tried = c.decorationUnder(fn.def, decs, i)
				keptUnder, kept = c.keptDecoration(fn.def, decs, i)
				edge(k, e, fn.key, under...)
				quiet, tried, keptUnder, kept = nil, nil, nil, nil
			}
		}
	}
	return append(out, c.regEdges...)
}

// calledTable returns the dispatch table a call picks its function from (tableOf), asked only of
// the callees that can be one: a subscript, a .get(...) call, or a variable of the function.
func (c *fileCtx) calledTable(call, def *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	switch extract.Type(fn) {
	case "subscript", "call":
	case "identifier":
		if len(c.assignments(def)[string(c.bytesOf(fn))]) == 0 {
			return nil
		}
	default:
		return nil
	}
	return c.tableOf(fn, 0)
}

// runners are the calls that run a function they are handed: executor.submit(f, x),
// loop.run_in_executor(None, f), asyncio.to_thread(f), anyio.to_thread.run_sync(f),
// functools.partial(f, x), a project's process_concurrently(items, f).
var runners = [][]byte{[]byte("submit"), []byte("run_in_executor"), []byte("to_thread"), []byte("run_sync"),
	[]byte("partial"), []byte("create_task"), []byte("ensure_future"), []byte("start_soon"), []byte("apply_async"),
	[]byte("map"), []byte("run_concurrently"), []byte("process_concurrently"), []byte("gather")}

// runsArgument reports whether a callee is a runner: its last name is one of runners.
func runsArgument(callee []byte) bool {
	last := callee[bytes.LastIndexByte(callee, '.')+1:]
	for _, r := range runners {
		if bytes.Equal(last, r) {
			return true
		}
	}
	return false
}

// boundMethod returns the key of an argument that is a method of an object whose class the file
// tells (client.fetch with client = Client(...)) or that a function of another module returns
// (returnedMethod), or "".
func (c *fileCtx) boundMethod(a, at *sitter.Node) string {
	if extract.Type(a) != "attribute" {
		return ""
	}
	obj := extract.Field(a, "object")
	if obj == nil || extract.Type(obj) != "identifier" {
		return ""
	}
	if c.classOf(obj, a) != "" {
		return c.refTarget(a, at)
	}
	return c.returnedMethod(a)
}

// isFunctionKey reports whether an identifier passed as an argument names a function (of the
// file or imported in snake_case), not a class or a constant.
func (c *fileCtx) isFunctionKey(id *sitter.Node) bool {
	name := c.text(id)
	if c.visibleDef(name, id) != nil {
		return true
	}
	_, imported := c.importedAt(name, id)
	return imported && spelledAsFunction(name)
}

// spelledAsFunction reports whether a name reads as a function's: neither a class's
// (CamelCase) nor a constant's (UPPER_CASE).
func spelledAsFunction(name string) bool {
	return !isModelName(name) && strings.ToUpper(name) != name
}

// inTry reports whether a call sits in the body of a try statement of its function that has an
// except clause that does not raise again: what the callee raises may be caught there. The
// linker cannot match the class a callee in another file raises against the classes the
// handlers name, so any such handler counts (a raise of another class is missed rather than one
// that is caught reported).
func (c *fileCtx) inTry(call *sitter.Node) bool {
	lo, ok := c.fnBound(call)
	in := false
	c.index().tries.each(call, lo, ok, func(try *sitter.Node) bool {
		if !inTryBody(try, call) {
			return true
		}
		for _, h := range c.handlers(try) {
			if !h.reraises {
				in = true
				return false
			}
		}
		return true // every handler raises again: what the callee raises reaches the SDK rewrapped
	})
	return in
}

// mayTarget reports whether a callee's text starts with a name callTarget may resolve: an
// imported name, a function or class of the file, self, or a variable or parameter of the
// function (an object whose class the file may show). Most calls (len, logger.info,
// items.append) are dismissed on their first name.
func (c *fileCtx) mayTarget(callee, def *sitter.Node) bool {
	text := c.src[extract.StartByte(callee):extract.EndByte(callee)]
	i := 0
	for i < len(text) && isNameByte(text[i]) {
		i++
	}
	root := string(text[:i])
	return memo(&c.mayTargets, mayKey{extract.StartByte(def), root, i == len(text)}, func() bool {
		return c.mayTargetOf(root, text[:i], i == len(text), callee, def)
	})
}

// mayKey caches mayTarget: the function, the callee's first name, whether that is all of it.
type mayKey struct {
	def  uint32
	root string
	bare bool
}

func (c *fileCtx) mayTargetOf(root string, rootBytes []byte, bare bool, callee, def *sitter.Node) bool {
	if _, ok := c.names[root]; ok {
		return true
	}
	if _, ok := c.defs[root]; ok {
		return true
	}
	if _, ok := c.classes[root]; ok {
		return true
	}
	if !bare && c.isLocalClass(root) {
		return true // Quota.of(10).spend(n): a factory of the file's class (factory.go)
	}
	if root == "self" || root == "cls" || (root == "super" && !bare) {
		return true // super().method(): the base's (superTarget)
	}
	if len(c.assignments(def)[root]) > 0 || len(c.assignments(c.root)[root]) > 0 {
		return true // a variable: an object of a known class, a handler from a table
	}
	if !bare && c.withBound(def, root) {
		return true // async with Client(...) as client (withbound.go)
	}
	if bare {
		if c.visibleDef(root, callee) != nil || c.isLocalClass(root) {
			return true
		}
		_, param := c.paramOwner(root, callee) // a function passed in (paramcalls.go)
		return param                           // else a builtin
	}
	// A parameter of the function, or a parameter or variable of one that encloses it (a tool
	// defined inside create_server(manager: Manager), or after `client = Client(url)` there).
	for d, depth := def, 0; d != nil && depth < maxDepth; d, depth = c.enclosingDef(d), depth+1 {
		if params := extract.Field(d, "parameters"); params != nil && bytes.Contains(c.src[extract.StartByte(params):extract.EndByte(params)], rootBytes) {
			return true
		}
		if d != def && len(c.assignments(d)[root]) > 0 {
			return true
		}
	}
	return false
}

// registerForeign records a tool that this file registers and another file defines
// (mcp.tool()(create_source), mcp.add_tool(get_run) with the function imported).
func (c *fileCtx) registerForeign(v, at *sitter.Node, name string, fw framework) {
	c.registerForeignVia(v, at, name, fw, nil)
}

// registerForeignVia is registerForeign for a registration that holds only if the root names
// one of the keys via (registered.go).
func (c *fileCtx) registerForeignVia(v, at *sitter.Node, name string, fw framework, via []string) {
	if v == nil || extract.Type(v) != "identifier" {
		return
	}
	q, ok := c.names[string(c.bytesOf(v))]
	if !ok {
		return
	}
	if name == "" {
		name = c.text(v)
	}
	c.registerKeyVia(c.importedKey(q), name, at, fw, via)
}

// registerKey records that the function of key k, defined in another file, is the tool name
// of framework fw.
func (c *fileCtx) registerKey(k, name string, at *sitter.Node, fw framework) {
	c.registerKeyVia(k, name, at, fw, nil)
}

// registerKeyVia is registerKey for a registration that holds only if the root names one of the
// keys via (registered.go).
func (c *fileCtx) registerKeyVia(k, name string, at *sitter.Node, fw framework, via []string) {
	if k == "" {
		return
	}
	line, col := position(at)
	// An edge from the registering code makes the defining module wanted: a tools module with
	// no MCP import is extracted for its summaries and pending findings.
	from := c.fnKey(c.enclosingDef(at))
	if from == "" {
		from = c.xkey(c.modID, "<module>")
	}
	for _, alt := range c.keysOf(k) {
		c.registrations = append(c.registrations, extract.Summary{Key: alt, Name: keyName(alt), Line: line, Column: col,
			Tool: name, ToolKind: fw.toolKind(), Framework: fw.key(), Registration: true, Via: via, Server: c.registrarServer(at)})
		c.regEdges = append(c.regEdges, extract.Call{Key: alt, Line: line, Column: col, From: from})
	}
}

// forwardsSoft reports whether some forward hands on a callee's SoftFailure.
func forwardsSoft(fs []extract.Forward) bool {
	for _, f := range fs {
		if f.Facts&extract.SoftFailure != 0 {
			return true
		}
	}
	return false
}
