package python

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// reachedProblems are the findings in functions that this file does not show to be tools, but
// that stand once the root is linked: a soft return in a function another file registers as a
// tool (mcp.tool()(create_source) in the package's __init__), and a raise in a function that a
// tool reaches through the root's calls (an API client's method, a central error mapper).
func (c *fileCtx) reachedProblems() []*site {
	var out []*site
	local := map[uint32]bool{} // raises the file's own tools already report
	for _, r := range c.raises() {
		local[extract.StartByte(r.stmt)] = true
	}
	fw := c.fileFramework()
	for _, fn := range c.functions() {
		if fn.tool != nil {
			continue
		}
		name := c.funcName(fn.def)
		guard, catchAll := c.guardOf(fn.def)
		probe := probeNamed(name) // its ordinary answer may be that something is down: no soft return of it is judged
		var own []*sitter.Node
		for _, r := range c.returnValues(fn.def) {
			sv := c.softReturn(r)
			if sv.why == "" || probe && !c.probeFails(r) {
				continue // but for a probe's own failures (precondition.go)
			}
			ret := extract.Parent(r)
			if c.deadByOwnTests(ret) {
				continue // a failure no run returns (deadrepeat.go)
			}
			own = append(own, r)
			st := c.softSite(ret, r, sv, fn.def, &extract.Pending{Within: fn.key, Tool: true})
			c.statusFlagPending(ret, unparen(r), st) // statusflag.go
			st.message = fmt.Sprintf("%s, %s, returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", name, c.registeredWhere(fn.def), sv.why, softFix(fw))
			if guard == "" || !catchAll {
				// A wrapper that answers named classes with a shared helper's failure leaves
				// it to the helper's finding, which names this return (sharedhelper.go).
				c.leaveToShared(st, r)
			}
			if guard != "" {
				// The wrapper of a decorator that catches everything: what it returns is the
				// answer of each tool it wraps.
				st.pending.Tool = false
				st.pending.ThroughGuard = true // a wrapped helper's caller reports what it returns (decorated.go)
				st.message = fmt.Sprintf("%s %s answers a failure of the tool it wraps with %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", c.guardKind(fn.def), guard, sv.why, softFix(fw))
			}
			out = append(out, st)
			if guard == "" && c.builtResult(r) {
				out = append(out, c.builtResultSite(fn, r, sv))
			}
		}
		if guard == "" && !probe {
			if st := c.sharedHelperSite(fn, own, fw); st != nil {
				out = append(out, st) // sharedhelper.go
			}
			out = append(out, c.reachedSoft(fn, name, fw, returnStmts(own))...) // reachedsoft.go
		}
		for _, r := range append(c.leavingRaises(fn.def), c.mappedRaises(fn.def)...) {
			if local[extract.StartByte(r.stmt)] || c.isTableRegistrar(fn.def) {
				continue // a registering method's raise fails a registration (tabletools.go)
			}
			// Which tools reach fn decides what the raise becomes (toolkind.go): a JSON-RPC
			// error from a 2.x on_call_tool handler, an isError result from any other tool.
			if st := c.reachedProtocolError(fn, name, r); st != nil {
				out = append(out, st)
			}
			r.tool = &tool{def: fn.def, name: "…", fw: fw}
			if c.classIs(r.class, "UrlElicitationRequiredError") || (c.classIs(r.class, "McpError", "MCPError") && c.mcpErrorIsProtocol(r.tool)) {
				continue
			}
			st := &site{rule: "raisederror", anchor: r.stmt, span: r.stmt, construct: finding.Exception,
				api: r.api, payload: c.raisePayload(r), outcome: finding.IsError, def: fn.def,
				pending: &extract.Pending{Within: fn.key, ToolKind: raiseIsError, Raised: true, SkipsUnder: c.raiseSkips(r.stmt, fn.def),
					RunsIf: c.typeRunsIf(r.stmt, fn.def)}} // paramtests.go
			if after := c.afterCall(r.stmt); after != nil {
				st.pending.Keys, st.pending.Unless = after.Keys, after.Unless
			}
			if r.mapper != nil {
				// Caught by a clause that hands it to a mapper: a site if the mapper always raises.
				st.pending.Also, st.pending.AlsoNeed = r.mapper, extract.AlwaysRaises
			}
			c.statusDeadPending(r.stmt, &st.pending) // statuscheck.go
			if c.envPending(r.stmt, &st.pending) {
				continue // the server's start-up requires the variable this raise says is missing
			}
			st.pending.RaisedAs, st.pending.RaisedClass = c.raisedClasses(r) // exceptclasses.go
			wrapped := c.wrappedReraise(r, fn.def)
			if wrapped != "" {
				// A wrapper's re-raise of what the decorated function raises: reached through
				// the decorator from the functions that may raise into it (wrapreraise.go).
				st.pending.Within, st.pending.RunsIf, st.pending.SkipsUnder = wrapped, nil, c.wrappedSkips(fn.def)
			} else if other, applied := c.otherDecorations(fn.def); other != "" {
				// Any other raise of a wrapper its decorator returns only for coroutine
				// functions (or only for others) runs where a decoration's wrapper runs, and
				// under no decoration of the others: reached through the decorator too.
				st.pending.Within, st.pending.RunsIf = applied, nil
				st.pending.SkipsUnder = append(st.pending.SkipsUnder, other)
			}
			c.addOrigins(st, r, fn.def)
			// Reached only through a tool's except clause that raises a new exception from it
			// (rewrapcalls.go), the client reads that one's message.
			st.pending.ViaRewrap = fmt.Sprintf("%s in %s, which a tool reaches (see related) through an except clause that raises another exception from it: the SDK turns that one into an isError result, and the client sees its message, not this raise's", raiseWhat(r), name)
			sent := func(fw framework) string {
				rt := r
				rt.tool = &tool{def: fn.def, name: "…", fw: fw}
				m := fmt.Sprintf("%s in %s, which a tool reaches (see related): %s sends an isError result with text %s", raiseWhat(r), name, fw, c.wireText(rt, c.raisesToolError(rt)))
				if note := c.frameworkNote(fw); note != "" {
					m += " (" + note + ")"
				}
				if wrapped != "" {
					m += "; it re-raises what the decorated function raises, and related names the tools whose decorated function may raise"
				}
				return m
			}
			if fw == fwUnknown {
				st.message = fmt.Sprintf("%s in %s, which a tool reaches (see related): the SDK turns it into an isError result with the exception's message", raiseWhat(r), name)
				if wrapped != "" {
					st.message += "; it re-raises what the decorated function raises, and related names the tools whose decorated function may raise"
				}
				// The tools of other modules that reach it tell their SDK (toolkind.go); an
				// MCPError is a protocol error under MCPServer, and keeps the generic text.
				frameworkMessages(st.pending, func(fw framework) string {
					if c.classIs(r.class, "McpError", "MCPError") && c.mcpErrorIsProtocol(&tool{fw: fw}) {
						return ""
					}
					return sent(fw)
				})
			} else {
				st.message = sent(fw)
			}
			out = append(out, st)
		}
	}
	return out
}

// softFix says what a tool of framework fw should do instead of returning a failure.
func softFix(fw framework) string {
	switch fw {
	case fwLowV1, fwLowV2:
		return "return CallToolResult(isError=True, ...)"
	case fwUnknown:
		return "raise an exception (or return CallToolResult(isError=True, ...) from a low-level handler)"
	}
	return "raise ToolError(...)"
}

// fileFramework is the framework of the tools of another file that reach this file's functions,
// as far as this file's own imports tell (the manifests name the SDK, not which server of it
// calls a function that another module registers).
func (c *fileCtx) fileFramework() framework {
	for _, q := range c.names {
		switch {
		case rootPackage(q) == "fastmcp":
			return fwJlowin
		case strings.HasPrefix(q, "mcp.server.fastmcp"):
			return fwFastMCP1
		case strings.HasPrefix(q, "mcp.server.mcpserver"):
			return fwMCPServer2
		}
	}
	return fwUnknown
}

// pendingSoft returns, for a tool's return that hands back what a call returns (return
// Inbox().latest(), result = client.fetch(q); return result), the condition that the callee may
// return a failure: the finding stands if it does, anywhere in the root.
func (c *fileCtx) pendingSoft(v *sitter.Node) (*extract.Pending, string) {
	// Also a name handed on as text: [TextContent(text=out)] after if is_error(out): raise.
	if id := unparen(c.carriedName(v)); id != nil && extract.Type(id) == "identifier" {
		if val := c.valueOf(id); val != nil && extract.Parent(val) != nil && c.raisesOn(c.text(id), extract.Parent(val), id) {
			return nil, "" // the tool tests the value and raises on a failure
		}
	}
	if c.errorCheckedChain(c.carriedName(v)) {
		return nil, "" // the tool tests the value for an error and returns it there (errorchecked.go)
	}
	if p, callee := c.unpackedPending(v); p != nil {
		return p, callee // cells, cells_error = utils.convert_cells(x) (unpackedx.go)
	}
	if p, callee := c.projectedPending(v); p != nil {
		return p, callee // result[0].text (projection.go)
	}
	if p, callee := c.branchCallPending(v); p != nil {
		return p, callee // result = await get_entry(...) in each branch (branchcall.go)
	}
	if p, callee := c.throughPending(v, 0); p != nil {
		return p, callee // format_text_response(result) (passthrough.go)
	}
	call := c.passedCall(v, 0)
	if call != nil {
		if p, callee := c.runnerLambdaPending(call, v); p != nil {
			return p, callee // safe_operation(lambda: Tool().execute(x)) (runnerlambda.go)
		}
	}
	if call == nil || c.callTarget(call) == "" {
		// Also total.strip(): a str method passes its text on; else a method of what a
		// function of another module returns (valueTarget).
		if e := c.embeddedCall(v); e != nil && c.callTarget(e) != "" || call == nil || c.valueTarget(call) == "" {
			call = e
		}
	}
	if call == nil {
		return nil, ""
	}
	k := c.valueTarget(call)
	if k == "" {
		return nil, ""
	}
	// A result the callee builds and the tool returns as is is the callee's to fix (softresult.go).
	need := extract.SoftFailure | extract.SoftResult
	if c.asIsCall(v) == call {
		need = extract.SoftFailure
	}
	if c.passesNoDict(v) {
		need = need&^extract.SoftFailure | extract.SoftText // no {"error": ...} object gets through
	}
	return &extract.Pending{Keys: c.keysOf(k), Need: need}, c.calleeName(call, k)
}

// embeddedCall returns the call whose value a returned text embeds: f"DNS SETTINGS:\n\n{result}"
// where result = execute_command(...), or "Found: " + lookup(x). A failure the callee returns
// reaches the client inside a heading that reads as success.
func (c *fileCtx) embeddedCall(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil {
		return nil
	}
	var found *sitter.Node
	var walk func(n *sitter.Node, depth int)
	walk = func(n *sitter.Node, depth int) {
		// Each level of syntax counts: a list's appended f-string's str method's variable.
		if found != nil || n == nil || depth > 2*maxDepth {
			return
		}
		switch extract.Type(n) {
		case "string":
			for i := 0; i < int(extract.NamedChildCount(n)); i++ {
				if ch := extract.NamedChild(n, i); extract.Type(ch) == "interpolation" && extract.NamedChildCount(ch) > 0 {
					walk(extract.NamedChild(ch, 0), depth+1)
				}
			}
		case "concatenated_string":
			for i := 0; i < int(extract.NamedChildCount(n)); i++ {
				walk(extract.NamedChild(n, i), depth+1)
			}
		case "binary_operator":
			walk(extract.Field(n, "left"), depth+1)
			walk(extract.Field(n, "right"), depth+1)
		case "identifier":
			if items, ok := c.collectedItems(n); ok {
				// stats = [...]; stats.append(...): the lines a list variable collects.
				for _, it := range items {
					if !c.reportsDone(it) {
						walk(it, depth+1)
					}
				}
				return
			}
			if val := unparen(c.valueOf(n)); val != nil && extract.Type(val) == "call" && !c.raisesOn(c.text(n), extract.Parent(val), v) {
				walk(val, depth+1)
			}
		case "await", "parenthesized_expression":
			walk(unparen(n), depth+1)
		case "call":
			if c.callTarget(n) != "" {
				// _tail(result, limit), where _tail returns its text or some of its lines: what
				// the helper is given, when that is a call's value.
				if a := c.passedThrough(n); a != nil {
					walk(a, depth+1)
					if found != nil {
						return
					}
				}
				found = n
				return
			}
			// total.strip(), "\n".join(stats): the text or the lines the call hands on.
			if obj := c.strMethodObject(n); obj != nil {
				walk(obj, depth+1)
			} else if l := c.joinedList(n); l != nil {
				walk(l, depth+1)
			}
		case "list", "tuple":
			for _, it := range namedChildren(n) {
				if !c.reportsDone(it) {
					walk(it, depth+1)
				}
			}
		}
	}
	switch extract.Type(v) {
	case "call":
		if c.strMethodObject(v) == nil && c.joinedList(v) == nil {
			break
		}
		walk(v, 0)
	case "string", "concatenated_string", "binary_operator":
		if guidance.ReportsSuccess(c.fullText(v)) {
			// "VLAN created successfully:\n\n{details}": the work was done; what the text
			// embeds is a detail fetched after it.
			return nil
		}
		walk(v, 0)
	}
	return found
}

// passedThrough returns the argument of a call of a function of the file (not a tool nor a
// method) that a return of the function hands back as text: the helper passes what it is given
// on (handsBack).
func (c *fileCtx) passedThrough(call *sitter.Node) *sitter.Node {
	def := c.localDef(call)
	if def == nil || c.tools[extract.StartByte(def)] != nil || c.enclosingClassName(def) != "" {
		return nil
	}
	pos := c.positional(call)
	params := c.paramNames(def)
	for i, a := range pos {
		if i >= len(params) {
			break
		}
		for _, r := range c.returnValues(def) {
			if c.handsBack(r, params[i], 0) {
				return a
			}
		}
	}
	return nil
}

// handsBack reports whether a returned value holds the text of the variable name, or some of
// its lines: the variable, a text that interpolates or adds it, a str method of it, its lines
// split, sliced and joined again, or a variable of the function bound to one of those. A
// value computed from the text (its length, a parse of it) does not.
func (c *fileCtx) handsBack(v *sitter.Node, name string, depth int) bool {
	v = unparen(v)
	if v == nil || depth > 2*maxDepth {
		return false
	}
	switch extract.Type(v) {
	case "identifier":
		if string(c.bytesOf(v)) == name {
			return true
		}
		if val := c.valueOf(v); val != nil {
			return c.handsBack(val, name, depth+1)
		}
	case "await":
		return extract.NamedChildCount(v) == 1 && c.handsBack(extract.NamedChild(v, 0), name, depth+1)
	case "string":
		for _, ch := range namedChildren(v) {
			if extract.Type(ch) == "interpolation" && extract.NamedChildCount(ch) > 0 && c.handsBack(extract.NamedChild(ch, 0), name, depth+1) {
				return true
			}
		}
	case "concatenated_string":
		for _, ch := range namedChildren(v) {
			if c.handsBack(ch, name, depth+1) {
				return true
			}
		}
	case "binary_operator":
		return string(c.bytesOf(extract.Field(v, "operator"))) == "+" &&
			(c.handsBack(extract.Field(v, "left"), name, depth+1) || c.handsBack(extract.Field(v, "right"), name, depth+1))
	case "subscript":
		return c.handsBack(extract.Field(v, "value"), name, depth+1)
	case "call":
		if obj := c.strMethodObject(v); obj != nil {
			return c.handsBack(obj, name, depth+1)
		}
		if l := c.joinedList(v); l != nil {
			return c.handsBack(l, name, depth+1)
		}
		fn := extract.Field(v, "function")
		if fn != nil && extract.Type(fn) == "attribute" {
			switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
			case "splitlines", "split":
				return c.handsBack(extract.Field(fn, "object"), name, depth+1)
			}
		}
		if pos := c.positional(v); string(c.bytesOf(fn)) == "str" && len(pos) == 1 {
			return c.handsBack(pos[0], name, depth+1)
		}
	}
	return false
}

// keyName is how a message names the function of a key: "Inbox.latest" for
// "client.Inbox.latest@src/mail".
func keyName(k string) string {
	k, _, _ = strings.Cut(k, "@") // the root may hold an "@"; a module name or qualname cannot
	if _, rest, ok := strings.Cut(k, "."); ok {
		return rest
	}
	return k
}
