package typescript

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Findings that depend on another function, maybe of another file, resolved once the root is
// linked (extract.Pending):
//
//   - softerror at a tool's return whose value comes from a call the file cannot judge:
//     `return formatError(e)`, `text: describe(await client.get(id))`, `text: res.message` with
//     `const res = await openBrowser(url)`; it stands when the callee has SoftFailure (or
//     SoftResult, when the tool wraps a part of the callee's result anew).
//   - softerror at a return of a helper that builds the whole failure result: it stands when a
//     tool returns the helper's value as its own (softresult.go).
//   - softerror at a return of an exported function that another file registers as a tool (a
//     dispatcher's case, a table): it stands when the function is a tool.
//   - raisederror at a throw in a function that a tool reaches through the root's calls (an API
//     client method, a validation helper, an error mapper in another module).

// foreignTool is a handler a file registers but imports: the registration lends the function
// defined elsewhere its tool name.
type foreignTool struct {
	keys []string
	tool string
	name string       // how the registering file names it
	at   *sitter.Node // the registration
	// kind is the tool kind (Summary.ToolKind) of an SDK registration whose throws become
	// isError results, "" for a table's entry (its dispatcher decides).
	kind string
	// element is the handler `E.m` of an SDK registration in an iteration over tables
	// (`tables.forEach((tool) => server.tool(tool.name, ..., tool.handler))`): each entry's m is
	// the tool, keyed once the file's registrations are all known (foreignToolKeys).
	element *sitter.Node
	// lookup is the lookup by a computed key in a table of handlers that an SDK registration's
	// handler is, or hands to a wrapper (`wrapToolHandler(def.name, HANDLERS[def.name])`): each
	// entry of the table is the tool (lookedhandlers.go).
	lookup *sitter.Node
	// instance are the keys of the method of an imported instance that the registration calls
	// (`appServer.registerTool(...)`), which may be the project's own rather than the SDK's,
	// and arg the index of the argument it hands the handler in (instancereg.go).
	instance []string
	arg      int
	// named is the member of each entry that a loop destructuring the handler hands the
	// registration as the tool's name (`name` of `{ name, config, handler }`): the module of an
	// entry that exports it as a string names the tool (destructuredtools.go).
	named string
}

// noteForeign records a handler that resolves to a function imported from a relative module,
// or the member of a table's element.
func (f *file) noteForeign(r *registration, handler *sitter.Node) {
	h := unwrap(handler)
	if h == nil || r.kind == regOther {
		return
	}
	at := r.call
	if at == nil {
		at = h
	}
	kind := ""
	switch {
	case r.shielded || f.Context == finding.Test:
	case r.kind == regTool || r.kind == regFastMCP:
		kind = highLevel // what the SDK's callback throws is an isError result, as for a callback of the file
	case r.kind == regLowLevel && f.handedTo(handler, r.call):
		// A low-level tools/call handler passed by name
		// (`server.setRequestHandler(CallToolRequestSchema, handleToolCall)`): what it throws is a
		// JSON-RPC error, as for a handler of the file. A function that a case of the handler's
		// switch calls (indexDispatch) is left to the handler, whose try may catch it.
		kind = lowLevel
	}
	if kind == highLevel {
		if lk := f.handlerLookup(h); lk != nil {
			// Each entry of a table of handlers, looked up by the tool's name (lookedhandlers.go).
			f.foreign = append(f.foreign, foreignTool{tool: toolLabel(r, f), name: extract.Content(h, f.Src), at: at, kind: highLevel, lookup: lk})
		}
	}
	if keys := f.foreignFactoryKeys(h); len(keys) > 0 {
		// A factory of another module builds the handler (factories.go): what the built handler
		// throws reaches the SDK as a callback's throw, through the factory's alias (a low-level
		// registration's factory keeps no kind).
		if kind != highLevel {
			kind = ""
		}
		f.foreign = append(f.foreign, foreignTool{keys: keys, tool: toolLabel(r, f), name: extract.Content(h, f.Src), at: at, kind: kind})
		f.noteTexted(r, h) // textwrapped.go
		return
	}
	if kind != "" && f.isSpreadRegistration(h) {
		// `server.tool(...tool)` over a table of tuples: each entry's last member (spreadtuples.go).
		f.foreign = append(f.foreign, foreignTool{tool: toolLabel(r, f), name: extract.Content(h, f.Src), at: at, kind: kind, element: h})
		return
	}
	if extract.Type(h) != "identifier" && extract.Type(h) != "member_expression" {
		return
	}
	if kind != "" && extract.Type(h) == "identifier" && f.destructuredElementKeys(h) != nil {
		// `{ handler }` of each entry of a list a loop destructures (destructuredtools.go)
		f.foreign = append(f.foreign, foreignTool{tool: toolLabel(r, f), name: extract.Content(h, f.Src), at: at, kind: kind, element: h,
			named: f.destructuredNameMember(r, h)})
		return
	}
	keys := f.edgeKeys(h)
	if len(keys) == 0 && kind != "" && extract.Type(h) == "member_expression" {
		f.foreign = append(f.foreign, foreignTool{tool: toolLabel(r, f), name: extract.Content(h, f.Src), at: at, kind: kind, element: h})
		return
	}
	if len(keys) == 0 || !strings.Contains(keys[0], "#") || strings.HasPrefix(keys[0], f.modPath+"#") {
		return
	}
	f.foreign = append(f.foreign, foreignTool{keys: keys, tool: toolLabel(r, f), name: extract.Content(h, f.Src), at: at, kind: kind})
}

// handedTo reports whether n is an argument of the call.
func (f *file) handedTo(n, call *sitter.Node) bool {
	if n == nil || call == nil {
		return false
	}
	args := f.parent(n)
	if args == nil || extract.Type(args) != "arguments" {
		return false
	}
	c := f.parent(args)
	return c != nil && c.ID() == call.ID()
}

// foreignToolKeys returns the keys of the functions a foreign registration registers, one list per
// function: its handler's, or each entry's member of the tables its element comes from
// (iteratedKeys; those of this file too).
func (f *file) foreignToolKeys(ft foreignTool) [][]string {
	if ft.element != nil && extract.Type(ft.element) == "spread_element" {
		return f.spreadTupleKeys(ft.element) // spreadtuples.go
	}
	if ft.element != nil && extract.Type(ft.element) == "identifier" {
		return f.destructuredElementKeys(ft.element) // destructuredtools.go
	}
	if ft.element != nil {
		return f.iteratedKeys(ft.element)
	}
	if ft.lookup != nil {
		return f.dispatchKeys(ft.lookup)
	}
	return [][]string{ft.keys}
}

// softPending returns a pending softerror for a tool's return whose failure, if any, comes
// from a call: the returned value itself, or a text or structuredContent of the result.
func (f *file) softPending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	p, _, ok := f.softPendingNamed(stmt, value, w)
	return p, ok
}

// softPendingNamed is softPending that also returns how the finding names the callee.
func (f *file) softPendingNamed(stmt, value *sitter.Node, w where) (extract.Pending, string, bool) {
	call := f.sourceCall(value, stmt, w.fn, 0)
	if call == nil && extract.Type(value) == "object" {
		m := f.members(value, 0)
		if f.flagChosen(m) {
			return extract.Pending{}, "", false
		}
		for _, t := range append(f.classify(m).texts, m.values["structuredContent"]) {
			if call = f.sourceCall(t, stmt, w.fn, 0); call != nil {
				break
			}
		}
	}
	var others []*sitter.Node // more calls the value may come from (softassigned.go)
	assigned := false
	if call == nil {
		if calls := f.valueAssignedCalls(value, stmt, w.fn); len(calls) > 0 {
			call, others, assigned = calls[0], calls[1:], true
		}
	}
	if call == nil {
		return extract.Pending{}, "", false
	}
	callee := extract.Field(call, "function")
	if d := f.calledFunction(callee); d != nil && f.regByFn[d.ID()] != nil {
		return extract.Pending{}, "", false // a delegate: its own returns are judged as the tool's
	}
	keys := f.edgeKeys(callee)
	if c := unwrap(callee); len(keys) == 0 && c != nil && extract.Type(c) == "member_expression" {
		// `handlers.jira.getFields(args)` on a parameter: what the callers hand it (paramflow.go)
		if k := f.paramCallKey(call, c, false); k != "" {
			keys = []string{k}
		}
	}
	var anyOf [][]string
	if len(keys) == 0 {
		// A handler picked from a list of routes by a predicate: each route's member
		// (foundentries.go). Not a table's entries, which are tools of their own, judged where
		// they return.
		if ds := f.foundEntryKeys(unwrap(callee)); len(ds) > 0 {
			keys, anyOf = ds[0], ds[1:]
		}
	}
	if len(keys) == 0 {
		return extract.Pending{}, "", false
	}
	name, anyOf := f.withOtherSources(clip(extract.Content(callee, f.Src)), others, anyOf) // a dispatcher's cases
	shape := finding.ProseOnly
	if extract.Type(value) == "object" {
		shape = f.classify(f.members(value, 0)).shape
	}
	fd := f.softFinding(stmt, w, shape,
		fmt.Sprintf("%s returns what %s gives back, a failure on some path (see related), as a successful result without isError: the client and the model take it for success; return failures with isError: true", describeWhere(w), name))
	// A result the callee builds and the tool returns as is is the callee's to fix (softresult.go).
	need := extract.SoftFailure | extract.SoftResult
	if f.returnsCallValue(value, call, stmt, w.fn) {
		need = extract.SoftFailure
	} else if f.rewrapsResultText(value, w.fn) {
		need |= extract.ErrorResult // the callee's isError result, its flag dropped (softrewrap.go)
		fd.Message = fmt.Sprintf("%s returns the text of what %s gives back, a failure on some path (see related), in a result without isError, dropping the flag the callee sets: the client and the model take it for success; pass isError on", describeWhere(w), name)
	}
	fd.Related = append(fd.Related, f.wrapperReturnRelated(w.reg)...) // wrapperreturn.go
	p := extract.Pending{Finding: fd, Keys: keys, AnyOf: anyOf, Need: need}
	if !assigned {
		p.Shapes = f.trueFlagShapes(call, stmt, w.fn) // flagplaces.go
	}
	if assigned && len(f.edgeKeys(callee)) > 0 {
		f.caseSources(&p, w, call, others, need&extract.ErrorResult != 0) // casesources.go
	}
	return p, name, true
}

// sourceCall returns the call a value comes from, when the file cannot judge the value itself:
// a call (through await and JSON.stringify or the file's own serializer), a local variable bound
// to one and not tested before the return (failureTested), or a part of such a variable
// (`res.message`, `r.content[0].text`).
func (f *file) sourceCall(v, ret, fn *sitter.Node, depth int) *sitter.Node {
	v = unwrap(v)
	if v == nil || depth > 3 {
		return nil
	}
	switch extract.Type(v) {
	case "call_expression":
		callee := extract.Field(v, "function")
		if isJSONStringify(callee, f.Src) || f.isSerializer(callee) || text(callee, f.Src) == "String" {
			arg := unwrap(argument(extract.Field(v, "arguments"), 0))
			if arg != nil && extract.Type(arg) == "object" && isJSONStringify(callee, f.Src) {
				return f.memberSourceCall(arg, ret, fn, depth+1) // nestedmember.go
			}
			return f.sourceCall(arg, ret, fn, depth+1)
		}
		if callee != nil && extract.Type(callee) == "member_expression" {
			// x.join("\n"), x.toString(): a method of the value, not a function of the project
			if p := text(extract.Field(callee, "property"), f.Src); p == "join" || p == "toString" || p == "trim" {
				return nil
			}
		}
		return v
	case "identifier", "shorthand_property_identifier":
		d := f.resolve(extract.Content(v, f.Src), v)
		if d == nil && fn != nil && f.srcHas("Promise.all") {
			d = f.arrayPatternDecl(extract.Content(v, f.Src), fn, ret) // only allElement reads it
		}
		if d == nil || extract.Type(d) != "variable_declarator" || fn == nil || !isInside(d, fn) {
			return nil
		}
		if f.failureTested(extract.Content(v, f.Src), d, ret) {
			// `if (res.error) return {isError: true, ...}`: the return sees a success. A test of
			// whether there is a value at all (`if (!res)`) lets the callee's failure value by.
			return nil
		}
		val := unwrap(extract.Field(d, "value"))
		if pat := extract.Field(d, "name"); pat != nil && extract.Type(pat) == "array_pattern" {
			val = f.allElement(val, pat, v) // const [a, b] = await Promise.all([f(), g()])
		}
		if val == nil {
			return nil
		}
		if extract.Type(val) != "call_expression" {
			return f.localPartSource(v, val, ret, fn, depth) // localpart.go
		}
		return f.sourceCall(val, ret, fn, depth+1)
	case "binary_expression":
		// result ?? { success: true }, result || {}: the call's value when it has one.
		if op := text(extract.Field(v, "operator"), f.Src); op == "??" || op == "||" {
			if d := f.parent(v); d != nil && extract.Type(d) == "variable_declarator" {
				// a constant's value read through a shorthand `{ type: "text", text }` (localpart.go)
				if call := f.localPartSource(extract.Field(d, "name"), v, ret, fn, depth); call != nil {
					return call
				}
			}
			return f.sourceCall(extract.Field(v, "left"), ret, fn, depth+1)
		}
		// `"Login failed. Recreating...\n\n" + again`: the one part of a + chain whose value
		// comes from a call, as a template's one substitution (concatParts).
		var only *sitter.Node
		for _, p := range concatParts(v) {
			if call := f.sourceCall(p, ret, fn, depth+1); call != nil {
				if only != nil {
					return nil
				}
				only = call
			}
		}
		return only
	case "member_expression", "subscript_expression":
		// res.message, r.content[0].text: a part of the variable's value
		if obj := chainRoot(unwrap(extract.Field(v, "object"))); obj != nil && extract.Type(obj) == "identifier" {
			return f.sourceCall(obj, ret, fn, depth+1)
		}
	case "ternary_expression":
		// `typeof r === "string" ? r : JSON.stringify(r)`: the variable either branch serializes.
		if x := f.eitherOperand(v); x != nil {
			return f.sourceCall(x, ret, fn, depth+1)
		}
	case "template_string":
		// `## Table ${args.tableName}\n\n${result}`: the one substitution whose value comes
		// from a call (the others name arguments or constants).
		var only *sitter.Node
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			if c := extract.NamedChild(v, i); extract.Type(c) == "template_substitution" {
				if call := f.sourceCall(extract.NamedChild(c, 0), ret, fn, depth+1); call != nil {
					if only != nil {
						return nil
					}
					only = call
				}
			}
		}
		return only
	}
	return nil
}

// arrayPatternDecl returns the declarator, in fn's own body before ret, that binds name in an
// array pattern (`const [issue, statuses] = await Promise.all([...])`), which the file's
// bindings do not index; nil when there is none.
func (f *file) arrayPatternDecl(name string, fn, ret *sitter.Node) *sitter.Node {
	var found *sitter.Node
	f.walkOwnUntil(extract.Field(fn, "body"), func(n *sitter.Node) bool {
		if extract.StartByte(n) > extract.StartByte(ret) {
			return true
		}
		if extract.Type(n) != "variable_declarator" {
			return false
		}
		pat := extract.Field(n, "name")
		if pat == nil || extract.Type(pat) != "array_pattern" {
			return false
		}
		for _, p := range namedNodes(pat) {
			if extract.Type(p) == "identifier" && extract.Content(p, f.Src) == name {
				found = n
			}
		}
		return false
	})
	return found
}

// allElement returns, for a name bound by an array pattern to the awaited value of
// Promise.all([...]), the element of the array at the name's place in the pattern; nil for
// any other value or pattern (a rest element, a hole before it that the array fills, a spread).
func (f *file) allElement(val, pat, name *sitter.Node) *sitter.Node {
	if val == nil || extract.Type(val) != "call_expression" || text(extract.Field(val, "function"), f.Src) != "Promise.all" {
		return nil
	}
	arr := unwrap(argument(extract.Field(val, "arguments"), 0))
	if arr == nil || extract.Type(arr) != "array" {
		return nil
	}
	at := -1
	for i, p := range namedNodes(pat) {
		if extract.Type(p) == "identifier" && extract.Content(p, f.Src) == extract.Content(name, f.Src) {
			at = i
		} else if extract.Type(p) != "identifier" && extract.Type(p) != "assignment_pattern" {
			return nil // a nested pattern or rest element: places are not plain indices
		}
	}
	elems := namedNodes(arr)
	if at < 0 || at >= len(elems) || extract.Type(elems[at]) == "spread_element" {
		return nil
	}
	for _, e := range elems[:at] {
		if extract.Type(e) == "spread_element" {
			return nil
		}
	}
	return unwrap(elems[at])
}

// testedBetween reports whether a variable is read in a condition (an if, a ternary, a
// logical expression) between its declaration and ret.
func (f *file) testedBetween(name string, decl, ret *sitter.Node) bool {
	return f.conditionBetween(name, decl, ret, func(*sitter.Node) bool { return true })
}

// conditionBetween reports whether a condition that mentions a variable and that counts (an if's,
// a while's or a ternary's condition, the left side of &&, || or ??) lies between its declaration
// and ret.
func (f *file) conditionBetween(name string, decl, ret *sitter.Node, counts func(cond *sitter.Node) bool) bool {
	scope := f.scopeOf(decl)
	if scope == nil {
		scope = f.root
	}
	if extract.EndByte(decl) > extract.EndByte(scope) || !bytes.Contains(f.Src[extract.EndByte(decl):extract.EndByte(scope)], []byte(name)) {
		return false // no condition after the declaration can mention it
	}
	// A condition that mentions name holds one of its occurrences: the walk enters no subtree
	// without one (where the name occurs at all after the declaration, most of the scope has none).
	lo := extract.EndByte(decl)
	occ := occurrences(f.Src[lo:extract.EndByte(scope)], name, lo)
	holds := func(n *sitter.Node) bool {
		if name == "" { // mentions("") asks for something else than an occurrence
			return true
		}
		from := max(extract.StartByte(n), lo)
		i := sort.Search(len(occ), func(i int) bool { return occ[i] >= from })
		return i < len(occ) && occ[i]+uint32(len(name)) <= extract.EndByte(n)
	}
	return walkBetweenWhere(scope, lo, extract.StartByte(ret), holds, func(n *sitter.Node) bool {
		var cond *sitter.Node
		switch extract.Type(n) {
		case "if_statement", "while_statement", "ternary_expression":
			cond = extract.Field(n, "condition")
		case "binary_expression":
			if op := extract.Field(n, "operator"); op != nil && (extract.Type(op) == "&&" || extract.Type(op) == "||" || extract.Type(op) == "??") {
				cond = extract.Field(n, "left")
			}
		}
		return cond != nil && mentions(extract.Content(cond, f.Src), name) && counts(cond)
	})
}

// occurrences returns the offsets, each plus base, at which name starts in b.
func occurrences(b []byte, name string, base uint32) []uint32 {
	var out []uint32
	for i := 0; name != ""; {
		j := bytes.Index(b[i:], []byte(name))
		if j < 0 {
			return out
		}
		out = append(out, base+uint32(i+j))
		i += j + 1
	}
	return nil
}

// isSerializer reports whether a callee is a same-file function that returns JSON.stringify of
// its first parameter (`const asText = (data) => JSON.stringify(data, null, 2)`).
func (f *file) isSerializer(callee *sitter.Node) bool {
	fn := f.calledFunction(callee)
	if fn == nil {
		return false
	}
	rs := f.returnedValuesOf(fn)
	for _, r := range rs {
		r = unwrap(r)
		if r == nil || extract.Type(r) != "call_expression" || !isJSONStringify(extract.Field(r, "function"), f.Src) {
			return false
		}
		if f.paramIndex(fn, argument(extract.Field(r, "arguments"), 0)) != 0 {
			return false
		}
	}
	return len(rs) > 0
}

// softFinding builds a softerror finding at a return.
func (f *file) softFinding(stmt *sitter.Node, w where, shape finding.Shape, msg string) finding.Finding {
	api := "function"
	if w.reg != nil {
		api = w.reg.api
	}
	site := &finding.Site{Construct: finding.Literal, API: api, Function: w.name, Shape: shape,
		PathKey: fmt.Sprintf("%s#%s:soft:%s", f.Path, w.name, shape), Profile: finding.Profile(finding.Success, finding.Typed{}),
		Outcome: finding.Success}
	fd := finding.Finding{Rule: "softerror", Line: line(stmt), Column: column(stmt), StartLine: line(stmt), EndLine: endLine(stmt),
		Lang: f.lang, Method: finding.TreeSitter, Site: site, Message: msg}
	f.anchorAtLocalResult(&fd, stmt)
	return fd
}

// exportedSoftPendings returns pending softerrors at the returns of exported functions that
// the file does not register: they stand when another file registers the function as a tool
// (a low-level dispatcher's case, a tool table). Only results that are visibly tool results
// (objects) count: whether a string becomes text is the dispatcher's affair.
func (f *file) exportedSoftPendings() []extract.Pending {
	var out []extract.Pending
	whole := f.wholeExportKeys() // cjsdefault.go
	for _, fn := range f.keyedFunctions() {
		if f.regByFn[fn.ID()] != nil || !f.isExported(fn) && !whole[f.keyOf(fn)] {
			continue
		}
		// A tool's handler builds a result with content.
		body := functionBody(fn)
		if body == nil || !bytes.Contains(f.Src[extract.StartByte(body):extract.EndByte(body)], []byte("content")) {
			continue
		}
		key := f.keyOf(fn)
		if key == "" {
			continue
		}
		out = append(out, f.toolReturnPendings(fn, key, f.functionName(fn))...)
	}
	out = append(out, f.declaredEntrySoftPendings()...) // thunkentries.go
	out = append(out, f.objectMemberSoftPendings()...)  // objecthandlers.go
	return append(out, f.factorySoftPendings()...)      // factories.go
}

// toolReturnPendings returns the pending softerrors at the returns of fn, a function that
// stands as a tool when another file registers key, named name in the messages. A failure
// the function reports itself says so in its body (hintIn); one that comes from a call, a
// client's method that answers `{ status: "error" }` returned as the text of the result,
// says so in the callee, so a body without a failure word is still read for those.
func (f *file) toolReturnPendings(fn *sitter.Node, key, name string) []extract.Pending {
	var out []extract.Pending
	w := where{fn: fn, name: name, direct: true}
	body := functionBody(fn)
	own := body != nil && f.hintIn(extract.StartByte(body), extract.EndByte(body))
	for _, stmt := range f.returnStatements(fn) {
		v := unwrap(extract.NamedChild(stmt, 0))
		if v == nil || isNullish(v, f.Src) {
			continue
		}
		if own && extract.Type(v) == "object" {
			if why := f.softValue(stmt, v, fn, false); why.ok() {
				fd := f.softFinding(stmt, w, f.classify(f.members(v, 0)).shape,
					fmt.Sprintf("%s, a tool's handler, reports a failure as a successful result (%s) without isError: the client and the model take it for success; return it with isError: true", w.name, why.text))
				f.relateAssigned(&fd, why)
				out = append(out, extract.Pending{Finding: fd, Within: key, Tool: true})
				continue
			}
		}
		if p, callee, ok := f.softPendingNamed(stmt, v, w); ok {
			p.Finding.Message = fmt.Sprintf("%s, a tool's handler, returns what %s gives back, a failure on some path (see related), as a successful result without isError: the client and the model take it for success; return failures with isError: true",
				w.name, callee)
			p.Within, p.Tool = key, true
			out = append(out, p)
		}
	}
	return out
}

// protocolPending returns the pending protocolerror of a throw in a function that a low-level
// tools/call handler may reach: it stands when one does, through calls outside a try. shape is
// the throw's (throwShape).
func (f *file) protocolPending(t thrown, shape finding.Shape, stmt, fn *sitter.Node, key string) (extract.Pending, bool) {
	if f.isUnknownTool(t) || f.rethrowsElicitation(stmt, fn) {
		return extract.Pending{}, false
	}
	v := f.tsSDK()
	codeText := "-32603 (or the error's own numeric code)"
	if code, ok := t.code(f.Src); ok {
		if code == -32042 {
			return extract.Pending{}, false // URL elicitation must be a protocol error
		}
		codeText = fmt.Sprint(code)
	}
	name := f.functionName(fn)
	if name == "" {
		name = f.displayName(fn)
	}
	// A tool table entry's handler is named with its tool, and its entry cited: the handler a
	// dispatcher picks by name is that tool's (`call` of each of many entries, typedentries.go).
	shown := name
	var related []finding.Related
	if r := f.regByFn[fn.ID()]; r != nil && r.kind == regTable && r.tool != "" && r.via != nil {
		shown = fmt.Sprintf("%s (tool %s's handler)", name, r.tool)
		related = append(related, f.relatedAt(r.via, r.viaMsg))
	}
	// A throw that reaches the handler only through catches that rewrap it is named behind
	// those rewraps, which are the findings (rewrappedcalls.go).
	return extract.Pending{Within: key, ToolKind: lowLevel, Raised: true, UnlessRewrapped: true, RunsIf: f.runsIf(stmt, fn), Finding: finding.Finding{
		Rule: "protocolerror", Line: line(stmt), Column: column(stmt), StartLine: line(stmt), EndLine: endLine(stmt),
		Lang: f.lang, Method: finding.TreeSitter, Related: related,
		Message: fmt.Sprintf("%s in %s, which a low-level tools/call handler calls (see related), reaches the client as JSON-RPC error %s on %s, which the model never sees; return {isError: true, content: [...]} instead",
			f.throwWord(stmt), shown, codeText, v.describe()),
		Site: &finding.Site{Construct: finding.Exception, API: "Server.setRequestHandler", Function: name, Shape: shape,
			PathKey: fmt.Sprintf("%s#%s:%s:protocol", f.Path, name, finding.Exception),
			Profile: finding.Profile(finding.ProtocolError, finding.Typed{}), Outcome: finding.ProtocolError},
	}}, true
}

// thrownOutOf returns the function a throw leaves: its own, unless a try there handles it (a
// catch that throws on every path passes it on, rewrapped), climbing out of callbacks that
// run inline (array methods, a Promise executor); nil when a catch handles it.
func (f *file) thrownOutOf(stmt *sitter.Node) *sitter.Node {
	if f.cannotRun(stmt) || f.rethrowsNothing(stmt, f.enclosingFunction(stmt)) {
		return nil // it never runs (invariants.go, rethrow.go)
	}
	n := stmt
	for depth := 0; depth < 4; depth++ {
		fn := f.enclosingFunction(n)
		if fn == nil || f.caughtQuietly(n, fn) {
			return nil
		}
		switch {
		case f.chainedRejection(fn) != nil:
			// `await p.catch((e) => { throw ... })`: it rejects what the function awaits
			// (promisecatch.go).
			n = f.chainedRejection(fn)
			continue
		case f.isInlineCallback(fn):
			// An async callback's throw rejects its promise, which leaves the caller where the
			// promises are settled (asyncmap.go).
			at, settled := f.settlePoint(fn)
			if settled {
				return nil
			}
			if at != nil {
				n = at
				continue
			}
		case !f.runsHandedCallback(fn) && !f.settlesCaller(fn) && !f.isHandedThunk(fn): // handed.go, handedthunks.go
			return fn
		}
		n = fn
	}
	return nil
}

// inlineMethods are the methods that call their callback before they return, so that what it
// throws leaves the caller.
var inlineMethods = map[string]bool{"map": true, "forEach": true, "filter": true, "find": true,
	"findIndex": true, "some": true, "every": true, "reduce": true, "flatMap": true, "sort": true}

// isInlineCallback reports whether an anonymous function is a callback of a method that runs it
// at once (an array's, or an Either's fold whose value is used: runsAtOnce, atonce.go) or a
// Promise executor.
func (f *file) isInlineCallback(fn *sitter.Node) bool {
	if f.regByFn[fn.ID()] != nil || f.namedKind(fn) != 0 {
		return false
	}
	args := f.parent(fn)
	if args == nil || extract.Type(args) != "arguments" {
		return false
	}
	c := f.parent(args)
	switch {
	case c == nil:
		return false
	case extract.Type(c) == "new_expression":
		return text(extract.Field(c, "constructor"), f.Src) == "Promise"
	case extract.Type(c) == "call_expression":
		return f.runsAtOnce(c)
	}
	return false
}

// returnStatements returns a function's own return statements (not those of nested functions),
// read once per function: fifteen rules ask it of the same functions (the handlers, the
// factories, the wrappers), each walking the whole body. The slice is shared: callers must not
// change it. It depends on the tree alone, so the runs of a file's variants share the memo
// (newFileVariant).
func (f *file) returnStatements(fn *sitter.Node) []*sitter.Node {
	if rs, ok := f.returnStmts[fn]; ok {
		return rs
	}
	rs := returnStatementsOf(fn)
	if f.returnStmts == nil {
		f.returnStmts = map[*sitter.Node][]*sitter.Node{}
	}
	f.returnStmts[fn] = rs
	return rs
}

// returnStatementsOf is returnStatements read from the tree.
func returnStatementsOf(fn *sitter.Node) []*sitter.Node {
	body := functionBody(fn)
	if body == nil || extract.Type(body) != "statement_block" {
		return nil
	}
	var out []*sitter.Node
	walkOwn(body, func(n *sitter.Node) {
		if extract.Type(n) == "return_statement" {
			out = append(out, n)
		}
	})
	return out
}

// isExported reports whether a function is exported from its module: declared in an export
// statement, or a method of an exported class.
func (f *file) isExported(fn *sitter.Node) bool {
	for p := f.parent(fn); p != nil; p = f.parent(p) {
		switch extract.Type(p) {
		case "export_statement":
			return true
		case "program", "statement_block":
			return false
		}
	}
	return false
}

// raisedPendings appends to out pending raisederror findings for the uncaught throws of functions
// that no registration here makes a tool: they stand when a tool reaches the function through
// the root's calls (a call inside a try with a catch is no path).
func (f *file) raisedPendings(out []extract.Pending) []extract.Pending {
	for _, m := range f.matches(qRaisedError) {
		stmt := m[capSite]
		if stmt == nil {
			continue
		}
		if px, ok := f.proxyOf(stmt); ok {
			// The throw of every method of a throwing proxy (proxies.go).
			if p, _, ok := f.raisedPending(stmt, px.name+" proxy", "whose methods a tool calls on a value built by "+px.name+" (see related)", f.modPath+"#"+px.name+proxySuffix); ok {
				out = append(out, p)
			}
			continue
		}
		fn := f.thrownOutOf(stmt)
		if fn == nil || f.replacedInCatch(stmt, fn) {
			continue // a catch of fn throws a new error in its place, the site (replacedthrows.go)
		}
		name, reach, r, ok := f.throwerLabel(fn)
		if !ok {
			continue
		}
		key := f.keyOf(fn)
		if key == "" {
			if key = f.builtKey(fn); key != "" {
				name = f.displayName(f.enclosingFunction(fn)) // the handler the factory builds (factories.go)
			}
		}
		var also []string // the runner of another module that must let the callback's throw out (handedforeign.go)
		if key == "" {
			var outer *sitter.Node
			if outer, also = f.foreignRunner(fn); outer != nil {
				key, name = f.keyOf(outer), "a callback of "+f.displayName(outer)
			}
		}
		if key == "" {
			continue
		}
		p, t, ok := f.raisedPending(stmt, name, reach, key)
		if !ok || also != nil && p.Also != nil {
			continue
		}
		handOver(&p, also, name)
		if r != nil && r.via != nil {
			p.Finding.Related = append(p.Finding.Related, f.relatedAt(r.via, r.viaMsg))
		}
		// A throw that a catch of fn passes on is named by the catch's throw, which stands; a
		// catch's plain rethrow of what a callback threw adds nothing of its own (passedon.go).
		if pp, ok := f.protocolPending(t, p.Finding.Site.Shape, stmt, fn, key); ok &&
			!f.passedOnByCatch(stmt, fn) && !f.transparentRethrow(stmt, fn) {
			pp.RaisedAs = p.RaisedAs
			handOver(&pp, also, name)
			all, brief := f.behindCatch(stmt, fn)
			if brief != nil {
				pp.Finding.Brief = append(slices.Clone(pp.Finding.Related), brief...)
			}
			pp.Finding.Related = append(pp.Finding.Related, all...)
			f.passedOnRoots(&pp, stmt, fn) // what the try's calls of other modules throw (passedroots.go)
			out = append(out, pp)
		}
		f.replacedOrigins(&p, stmt, fn)      // what a catch that replaces what it caught stands for (rewrappedcalls.go)
		f.nameReplaced(&p.Finding, stmt, fn) // and the throws of its own try (replacedthrows.go)
		out = append(out, p)
	}
	return out
}

// throwerLabel names a function whose throws a tool reaches through the root's calls, and how
// (the reach of its findings' messages); r is its registration when it is a tool table's
// handler, which stands when what hands the handler to the SDK, or a tool's callback that calls
// it, lets its throws through (tableloops.go). ok is false for a function a registration of the
// file makes a tool of its own: its throws are raisedErrors'.
func (f *file) throwerLabel(fn *sitter.Node) (name, reach string, r *registration, ok bool) {
	r = f.regByFn[fn.ID()]
	switch {
	case r == nil:
		return f.displayName(fn), "which a tool calls (see related)", nil, true
	case r.kind != regTable:
		return "", "", nil, false
	}
	return toolLabel(r, f), "a tool table's handler that a tool runs (see related)", r, true
}

// raisedPending returns the pending raisederror finding of the throw stmt in the function named
// name, which a tool reaches as reach says, within the function whose key is within. It also
// returns the throw's description; ok is false for a throw that is no such finding: an SDK
// UserError (reported where it stands, raisedErrors) or URL elicitation (-32042, a protocol
// signal by design).
func (f *file) raisedPending(stmt *sitter.Node, name, reach, within string) (p extract.Pending, t thrown, ok bool) {
	t = f.describeThrow(stmt)
	if t.isUserError() {
		return extract.Pending{}, t, false
	}
	if code, ok := t.code(f.Src); ok && code == -32042 {
		return extract.Pending{}, t, false
	}
	shape := f.throwShape(t)
	// It may never run (invariants.go): its Keys, AnyOf and Unless say when.
	p, _ = f.unlessPending(stmt, finding.Finding{
		Rule: "raisederror", Line: line(stmt), Column: column(stmt), StartLine: line(stmt), EndLine: endLine(stmt),
		Lang: f.lang, Method: finding.TreeSitter,
		Message: fmt.Sprintf("%s in %s, %s, becomes an isError result (%s)", f.throwWord(stmt), name, reach, shape),
		Site: &finding.Site{Construct: finding.Exception, API: "throw", Function: name, Shape: shape,
			PathKey: fmt.Sprintf("%s#%s:%s:%s", f.Path, name, finding.Exception, shape),
			Profile: finding.Profile(finding.IsError, finding.Typed{}), Outcome: finding.IsError},
	})
	p.Within, p.ToolKind, p.Raised = within, highLevel, true // a runner's catch may stop it (caughtargs.go)
	p.UnlessReplaced = true                                  // a catch's new error may stand for it (rewrappedcalls.go)
	p.RaisedAs = f.thrownProps(stmt)                         // what a helper that answers some values passes on (mappercatch.go)
	p.RaisedAs = append(p.RaisedAs, f.rethrownAs(stmt)...)   // what a catch that throws one SDK class again passes on (rethrownclass.go)
	return p, t, true
}
