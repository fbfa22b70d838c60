package typescript

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// otherHandlers are the registrations whose callbacks answer resources, prompts or other
// requests: their results are not tool results, whatever flags they carry.
var otherHandlers = map[string]bool{
	"registerResource": true, "resource": true, "resourceTemplate": true, "registerPrompt": true,
	"prompt": true, "addResource": true, "addResourceTemplate": true, "addPrompt": true,
}

// toolRegistrations are the methods that register tool handlers, each a case of
// indexRegistrations.
var toolRegistrations = map[string]bool{
	"registerTool": true, "tool": true, "addTool": true, "addTools": true, "setRequestHandler": true,
}

func (f *file) indexRegistrations() {
	if f.foreignHost() {
		return // another tool host's tools (pi.registerTool, a Vercel AI tool table): not MCP's
	}
	var regCalls []match
	if f.needle {
		regCalls = f.matches(qTools)
	}
	var fwds []*forwarder
	for _, m := range regCalls {
		call, methodNode := m[capSite], m[capMethod]
		if call == nil || methodNode == nil {
			continue
		}
		// Look the name up without copying it (string(b) in the index expression does not
		// allocate): tools.scm matches every method call.
		if name := f.Src[extract.StartByte(methodNode):extract.EndByte(methodNode)]; !toolRegistrations[string(name)] && !otherHandlers[string(name)] {
			continue
		}
		args := extract.Field(call, "arguments")
		if args == nil || !f.isCastMethodCall(call, methodNode) {
			continue
		}
		if fw := f.registerCall(call, extract.Content(methodNode, f.Src), args); fw != nil {
			fwds = append(fwds, fw) // registered at each call of the forwarder
		}
	}
	if f.needle && len(regCalls) > 0 {
		for _, b := range f.boundRegistrations() { // boundregs.go
			if args := extract.Field(b.call, "arguments"); args != nil {
				if fw := f.registerCall(b.call, b.method, args); fw != nil {
					fwds = append(fwds, fw)
				}
			}
		}
	}
	f.indexForwarders(fwds)
	// A tool table's entries, after the SDK's registrations, which take precedence.
	f.indexBuiltToolObjects() // builttools.go
	f.indexBuiltToolTuples()  // spreadtuples.go
	if f.mayDefineToolTables() {
		// Its matches come from the file's first pass (foreseenQueries).
		for _, m := range f.matches(qTables) {
			if m[capSite] != nil && m[capKey] != nil {
				f.indexToolTable(m[capSite], m[capKey])
			}
		}
		f.indexModuleTool() // moduletools.go
	}
}

// registerCall records the handlers one registration call registers (method the SDK method it
// calls, args its arguments), or returns the forwarder it makes of its enclosing function, whose
// calls register them instead.
func (f *file) registerCall(call *sitter.Node, method string, args *sitter.Node) *forwarder {
	if fw := f.forwarderOf(call, method, args); fw != nil {
		return fw
	}
	switch {
	case method == "registerTool":
		nf := len(f.foreign)
		f.addToolCallback(call, argument(args, 0), argument(args, 1), lastArgument(args), "McpServer.registerTool")
		f.markInstanceRegistration(call, nf) // instancereg.go
	case method == "tool":
		// `.tool(` is a common method name: only an SDK importer's is the McpServer's, or
		// one of the SDK's exact shape on an untyped parameter (sdkshape.go).
		if f.usesSDK || f.sdkShapedTool(call, args) {
			nf := len(f.foreign)
			f.addToolCallback(call, argument(args, 0), nil, lastArgument(args), "McpServer.tool")
			f.markInstanceRegistration(call, nf)
		}
	case method == "addTool":
		f.addFastMCPTool(call, argument(args, 0))
	case method == "addTools":
		if arr := f.valueOf(argument(args, 0)); arr != nil && extract.Type(arr) == "array" {
			for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
				f.addFastMCPTool(call, extract.NamedChild(arr, i))
			}
		}
	case method == "setRequestHandler":
		f.addRequestHandler(call, argument(args, 0), argument(args, 1))
	case otherHandlers[method]:
		f.register(&registration{kind: regOther, api: method, call: call}, lastArgument(args))
		if method == "addResource" || method == "addResourceTemplate" || method == "addPrompt" {
			if obj := f.valueOf(argument(args, 0)); obj != nil && extract.Type(obj) == "object" {
				f.register(&registration{kind: regOther, api: method, call: call}, f.memberValue(obj, "load"))
			}
		}
	}
	return nil
}

// toolName returns the tool name an expression gives: a string, a constant holding one, or the
// default of `name || "fallback"` / `name ?? "fallback"`.
func (f *file) toolName(n *sitter.Node) string {
	v := f.valueOf(n)
	if s, ok := stringValue(v, f.Src); ok {
		return s
	}
	if v != nil && extract.Type(v) == "binary_expression" {
		if op := extract.Field(v, "operator"); op != nil && (extract.Type(op) == "||" || extract.Type(op) == "??") {
			s, _ := stringValue(f.valueOf(extract.Field(v, "right")), f.Src)
			return s
		}
	}
	return ""
}

// addToolCallback records a registerTool/tool callback given the registration's tool name,
// config (nil for tool) and callback (its last argument).
func (f *file) addToolCallback(call, nameArg, config, cb *sitter.Node, api string) {
	name := f.toolName(nameArg)
	if config != nil {
		config = f.valueOf(config)
		if config != nil && extract.Type(config) != "object" {
			config = nil
		}
	}
	f.register(&registration{kind: regTool, api: api, tool: name, call: call, config: config}, cb)
}

// addFastMCPTool records a punkpeye fastmcp tool: an object with name and execute.
func (f *file) addFastMCPTool(call, arg *sitter.Node) {
	obj := f.valueOf(arg)
	if obj != nil && extract.Type(obj) != "object" {
		if built := f.builtToolObject(arg); built != nil {
			obj = built // builtconfigs.go
		}
	}
	if obj == nil || extract.Type(obj) != "object" {
		f.importedFastMCPTool(call, arg) // importedtools.go
		return
	}
	exec := f.memberValue(obj, "execute")
	if exec == nil {
		return
	}
	// A name known at run time is spelled as the object spells it (`[tool_name]`), as siteName
	// names an execute member: a wrapper's callback (`execute: wrap(name, fn)`) is none.
	name := f.fastmcpToolName(obj)
	f.register(&registration{kind: regFastMCP, api: "FastMCP.addTool", tool: name, call: call, config: obj}, exec)
}

// addRequestHandler records a low-level handler given the request schema and the handler:
// tools/call, or some other request.
func (f *file) addRequestHandler(call, schema, handler *sitter.Node) {
	schema = unwrap(schema)
	if schema == nil {
		return
	}
	kind := regOther
	if s, ok := stringValue(schema, f.Src); ok {
		if s == "tools/call" {
			kind = regLowLevel
		}
	} else if isCallToolSchema(f, schema) || f.isOwnCallToolSchema(schema) {
		kind = regLowLevel // the SDK's schema, or one of the file naming its method (ownschemas.go)
	}
	f.register(&registration{kind: kind, api: "Server.setRequestHandler", call: call}, handler)
}

// isCallToolSchema reports whether n names the SDK's CallToolRequestSchema: imported from the
// SDK, through a namespace, or (when the file imports it from nowhere) by its exact name.
func isCallToolSchema(f *file, n *sitter.Node) bool {
	if name := f.sdkName(n); name != "" {
		return name == "CallToolRequestSchema"
	}
	switch extract.Type(n) {
	case "identifier":
		_, imported := f.imports[extract.Content(n, f.Src)]
		return !imported && extract.Content(n, f.Src) == "CallToolRequestSchema"
	case "member_expression":
		return text(extract.Field(n, "property"), f.Src) == "CallToolRequestSchema"
	}
	return false
}

// hasReg reports whether the file registers a handler of any of the kinds.
func (f *file) hasReg(kinds ...regKind) bool {
	for _, r := range f.regs {
		for _, k := range kinds {
			if r.kind == k {
				return true
			}
		}
	}
	return false
}

func (f *file) register(r *registration, handler *sitter.Node) {
	if b := boundFunction(unwrap(handler), f.Src); b != nil {
		handler = b // `this.handle.bind(this)` is this.handle, bound: no wrapper
	}
	fn := f.functionValue(handler, 0)
	built := false // a factory's call returns the handler (factories.go)
	if fn == nil {
		fn = f.factoryHandler(handler)
		built = fn != nil
	}
	if fn == nil && r.kind != regOther {
		fn = f.objectMemberFunction(handler) // `tool.handler` of a const object literal of the file (objecthandlers.go)
	}
	if fn == nil && r.kind != regOther {
		if entries := f.localLookupEntries(handler); len(entries) > 0 {
			for _, e := range entries { // each member of a local table of handlers (lookedentries.go)
				each := *r
				if e.name != "" && (each.tool == "" || strings.HasPrefix(each.tool, "[")) {
					each.tool = e.name // the registration's name is known at run time only
				}
				f.register(&each, e.fn)
			}
			return
		}
	}
	if fn == nil {
		f.noteForeign(r, handler)
		return
	}
	if built {
		f.noteJSONed(r, unwrap(handler)) // jsonwrapped.go
	}
	h := unwrap(handler)
	if h != nil && extract.Type(h) == "identifier" {
		h = unwrap(f.valueOf(h))
	}
	if !built && h != nil && extract.Type(h) == "call_expression" && r.kind != regOther && boundFunction(h, f.Src) == nil {
		// withErrors(async (args) => ...): the wrapper builds the result from what the function
		// returns, and may catch what it throws.
		r.wrapped = true
		r.shielded = r.shielded || f.catchesArgument(h)
		if !r.shielded {
			f.shieldForeign(r, h, fn) // wrappedshield.go
		}
	}
	if built {
		f.noteWrappedForeign(r, handler) // wrappedimports.go
	}
	if !built {
		f.shieldRegisteringCall(r, fn) // registeredcatch.go
	}
	r.fn = fn
	f.regs = append(f.regs, r)
	if _, ok := f.regByFn[fn.ID()]; !ok {
		f.regByFn[fn.ID()] = r
	}
}

// memberValue returns the value of an object's member named key (a pair, or a method or
// shorthand of that name; the last of that name), from the object's members read once per
// object: a table's entries are asked for each of tableHandlerKeys, a tool table's objects for a
// dozen keys, and each read walks the object's children.
func (f *file) memberValue(obj *sitter.Node, key string) *sitter.Node {
	ms, ok := f.memberVals[obj.ID()]
	if !ok {
		ms = map[string]*sitter.Node{}
		for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
			c := extract.NamedChild(obj, i)
			switch extract.Type(c) {
			case "pair":
				ms[propertyName(extract.Field(c, "key"), f.Src)] = extract.Field(c, "value")
			case "method_definition":
				ms[propertyName(extract.Field(c, "name"), f.Src)] = c
			case "shorthand_property_identifier":
				ms[extract.Content(c, f.Src)] = c
			}
		}
		if f.memberVals == nil {
			f.memberVals = map[uintptr]map[string]*sitter.Node{}
		}
		f.memberVals[obj.ID()] = ms
	}
	return ms[key]
}

// where describes the handler a node sits in.
type where struct {
	reg *registration // the registration whose handler contains the node, or nil
	// direct reports whether the node's nearest function is the handler itself, so that a throw
	// there reaches the SDK's wrapper.
	direct bool
	// name is the nearest named function, or the tool name for an anonymous handler (a switch
	// case naming the tool inside a low-level handler).
	name string
	fn   *sitter.Node // the nearest function, or nil at top level
}

// locate finds the handler and function a node sits in.
func (f *file) locate(n *sitter.Node) where { return f.locateIn(n, false) }

// locateSite is locate for the inventory of isError results and the rules that judge its
// sites, which know the SDK's registrations only: the tools found through tables,
// registration functions and dispatchers leave their sites (messages, pathKeys, fingerprints)
// as they were.
func (f *file) locateSite(n *sitter.Node) where { return f.locateIn(n, true) }

// sdkReg returns the SDK registration of a function, or nil (see locateSite).
func (f *file) sdkReg(fn *sitter.Node) *registration {
	if r := f.regByFn[fn.ID()]; r != nil && !r.derived {
		return r
	}
	return nil
}

func (f *file) locateIn(n *sitter.Node, sdkOnly bool) where {
	var w where
	caseName := ""
	first := true
	for p := f.parent(n); p != nil; p = f.parent(p) {
		if extract.Type(p) == "switch_case" && caseName == "" {
			caseName, _ = stringValue(extract.Field(p, "value"), f.Src)
		}
		if !f.parents.isFunction(p) {
			continue
		}
		if first {
			w.fn = p
		}
		if r := f.regByFn[p.ID()]; r != nil && !(sdkOnly && r.derived) {
			w.reg, w.direct = r, first
			if w.name == "" {
				// The handler is the tool: name it by the tool (or, in a low-level handler, by the
				// switch case that dispatches on the tool name).
				switch {
				case r.kind == regLowLevel && caseName != "":
					w.name = caseName
				case r.kind == regLowLevel && r.tool != "":
					w.name = r.tool
				case r.kind == regLowLevel && r.delegate:
					w.name = f.functionName(p)
				case r.kind == regLowLevel:
					w.name = "tools/call"
				case r.tool != "":
					w.name = r.tool
				default:
					w.name = f.siteName(p)
				}
			}
			if w.name == "" {
				w.name = "<anonymous>"
			}
			return w
		}
		if w.name == "" {
			w.name = f.siteName(p)
		}
		first = false
	}
	if w.name == "" {
		w.name = "<top level>"
		if w.fn != nil {
			w.name = "<anonymous>"
		}
	}
	return w
}

// isCastMethodCall reports whether call calls the member whose property is methodNode, either
// directly (`server.tool(...)`) or cast in parentheses (`(server.tool as any)(...)`, kept to
// dodge the SDK's overload inference): tools.scm's second pattern matches any node in the
// parentheses, and a member inside another expression (`(a || server.tool)(...)`) is not called.
func (f *file) isCastMethodCall(call, methodNode *sitter.Node) bool {
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "parenthesized_expression" {
		return true
	}
	return same(unwrapTypes(callee), f.parent(methodNode))
}
