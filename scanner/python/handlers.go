package python

import (
	"bytes"
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// framework is the SDK layer that calls a tool function; it decides what a raise or a returned
// value becomes on the wire (sdk-catalog.md §3 and §5.2).
type framework int

const (
	// fwUnknown is a .tool decorator on a server whose class is not visible in the file and
	// cannot be told from the imports or the manifests.
	fwUnknown    framework = iota
	fwFastMCP1             // mcp.server.fastmcp.FastMCP, python-sdk 1.x
	fwMCPServer2           // mcp.server.mcpserver.MCPServer, python-sdk 2.x
	fwJlowin               // fastmcp.FastMCP, jlowin / PrefectHQ fastmcp
	fwLowV1                // low-level Server with @server.call_tool(), python-sdk 1.x
	fwLowV2                // low-level Server(on_call_tool=handler), python-sdk 2.x
	fwLowLevel             // a low-level Server instance, before its use says which
)

func (fw framework) String() string {
	switch fw {
	case fwFastMCP1:
		return "FastMCP (python-sdk 1.x)"
	case fwMCPServer2:
		return "MCPServer (python-sdk 2.x)"
	case fwJlowin:
		return "fastmcp"
	case fwLowV1:
		return "the python-sdk 1.x low-level server"
	case fwLowV2:
		return "the python-sdk 2.x low-level server"
	}
	return "an MCP server of unknown kind"
}

// serverFramework returns the framework of a server class expression, or -1 when it is not one.
func (c *fileCtx) serverFramework(callee *sitter.Node) (framework, bool) {
	q := c.qualify(callee)
	switch {
	case isSDKName(q, "FastMCP") && rootPackage(q) == "fastmcp":
		return fwJlowin, true
	case isSDKName(q, "FastMCP"):
		return fwFastMCP1, true
	case isSDKName(q, "MCPServer"):
		return fwMCPServer2, true
	case isSDKName(q, "Server") && rootPackage(q) == "mcp":
		return fwLowLevel, true
	}
	return fwUnknown, false
}

func (c *fileCtx) collectHandlers() {
	for _, m := range c.run("facts") {
		switch {
		case m.kind == "decorated_definition":
			def := extract.Field(m.site, "definition")
			if t := c.toolFromDecorator(m.decorator, def); t != nil {
				t.decorator = m.decorator
				t.obj = c.registrarServer(m.decorator)                 // removals.go
				c.conditionalTool(t, c.paramToolVia(def, m.decorator)) // paramtools.go
				c.tools[extract.StartByte(def)] = t
			} else if c.tools[extract.StartByte(def)] == nil {
				c.importedDecoratorTool(m.decorator, def) // paramreg.go
			}
		case m.kind == "call" && m.key != nil:
			c.registration(m)
		}
	}
	c.returnedToolDecorators() // returnedreg.go
	c.registryDecorators()     // registrydecorator.go
	c.toolClasses()
	c.adderParamTools()    // adderparam.go
	c.tableRegistrations() // tabletools.go
	c.dispatchTables()
	c.dropRemovedTools()
	c.applyRemovals() // removals.go
}

// dropRemovedTools drops the tools of the file that its module removes from the server as it
// loads, by name (mcp.remove_tool("debug_dump") at module level), and its registrations of
// other modules' functions under that name: no client can call them. A
// name computed at run time or a removal in a function is not followed, nor a removal in
// another module; a keep-list loop is removals.go's.
func (c *fileCtx) dropRemovedTools() {
	if len(c.tools) == 0 || !bytes.Contains(c.src, []byte("remove_tool(")) {
		return
	}
	removed := map[string]bool{}
	walkScope(c.root, func(n *sitter.Node) {
		if extract.Type(n) != "call" {
			return
		}
		fn := extract.Field(n, "function")
		if fn != nil && extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "remove_tool" {
			if pos := c.positional(n); len(pos) == 1 {
				if name, ok := c.plainString(unparen(pos[0])); ok && name != "" {
					removed[name] = true
				}
			}
		}
	})
	for k, t := range c.tools {
		if removed[t.name] {
			delete(c.tools, k)
		}
	}
	kept := c.registrations[:0]
	for _, r := range c.registrations {
		if !(r.Registration && removed[r.Tool]) {
			kept = append(kept, r)
		}
	}
	c.registrations = kept
}

// toolClasses records the run method of each fastmcp Tool subclass defined in the file (class
// Lookup(Tool): async def run(self, arguments) -> ToolResult): fastmcp calls it for the tool.
func (c *fileCtx) toolClasses() {
	for name, supers := range c.classes {
		for _, q := range supers {
			if !isSDKName(q, "Tool") || rootPackage(q) != "fastmcp" {
				continue
			}
			if def := c.defs[name+".run"]; def != nil {
				c.tools[extract.StartByte(def)] = &tool{def: def, name: name, fw: fwJlowin}
			}
		}
	}
}

// registration records the tool a registering call names: Server(on_call_tool=f),
// mcp.add_tool(f), mcp.tool(f), mcp.tool(...)(f), and the keyword forms mcp.tool(name_or_fn=f),
// mcp.add_tool(fn=f), Tool.from_function(fn=f).
func (c *fileCtx) registration(m match) {
	if kw := c.parent(m.value); extract.Type(kw) == "keyword_argument" {
		// mcp.tool(name=tool_name) names no function, mcp.tool(name_or_fn=get_user) does;
		// Server(on_call_tool=f) matches by its keyword (m.key).
		if k := extract.Field(kw, "name"); !sameNode(k, m.key) && !functionKeyword(c.text(m.key), c.text(k)) {
			return
		}
	}
	reg := m.site
	if fn := extract.Field(reg, "function"); extract.Type(fn) == "call" {
		reg = fn
	}
	value := c.wrappedHandler(m.value)
	def := c.registeredDef(value, m.site)
	if w := c.registrationWrapper(m.value, value); w != nil {
		// mcp.tool()(guarded(search)): the wrapper answers what the tool raises (wrapreg.go).
		first := len(c.registrations)
		defer func() { c.wrapRegistered(w, m.value, first, def) }()
	}
	fw := fwLowV2
	key := c.text(m.key)
	var via []string // registered.go
	if key == "from_function" {
		var ok bool
		if fw, ok = c.toolClassFramework(extract.Field(extract.Field(reg, "function"), "object")); !ok {
			return
		}
		var drop bool
		if via, drop = c.toolObjectVia(m.site); drop {
			return
		}
	} else if key == "add_tool" || key == "tool" {
		obj := c.castFrom(extract.Field(extract.Field(reg, "function"), "object"))
		var ok bool
		if fw, ok = c.objectFramework(obj, "tool"); !ok {
			return
		}
	} else if _, ok := c.serverFramework(m.callee); !ok && !c.mcpEvidence {
		return
	}
	name := ""
	if n := c.toolNameArg(extract.Field(reg, "arguments")); n != "" && (key == "tool" || key == "from_function") {
		name = n
	}
	if def == nil {
		if via == nil && name == "" && c.loopRegistration(value, m.site, fw) {
			return // for tool_fn in tools: mcp.add_tool(tool_fn) (loopreg.go)
		}
		if via == nil && c.methodLoopRegistration(value, m.site, fw) {
			return // for name in self._names: mcp.tool(getattr(self, name)) (getattrreg.go)
		}
		if via == nil && c.decoratorParamRegistration(value, m.site, reg, fw) {
			// def decorator(func): mcp.tool(func, name=name) (paramreg.go). A wrapper the
			// decorator builds around func (mcp.tool()(_wrap(name, func))) runs around every
			// tool it registers, so what it raises itself leaves them: it stays a tool.
			if def = c.factoryBuiltDef(value, via); def == nil {
				return
			}
		}
		if def == nil && via == nil && name == "" && c.helperParamRegistration(value, m.site, fw) {
			return // def add_read_only_tool(mcp, tool): mcp.add_tool(tool) (helperreg.go)
		}
		if def == nil {
			def = c.factoryBuiltDef(value, via)
		}
		if def == nil {
			if c.registerMethodVia(value, m.site, name, fw, via) {
				return // self.mcp.tool()(self.event_tools.list_events) (methodreg.go)
			}
			c.registerForeignVia(value, m.site, name, fw, via)
			return
		} // mcp.tool(build_search(settings)) (factoryreg.go)
	}
	if via != nil {
		// A tool object of this module's function: the function is a tool once the root names
		// the object, which the linker decides, as for a function of another module.
		if name == "" {
			name = c.text(extract.Field(def, "name"))
		}
		c.registerKeyVia(c.fnKey(def), name, m.site, fw, via)
		return
	}
	t := &tool{def: def, name: c.text(extract.Field(def, "name")), fw: fw, obj: c.registrarServer(reg)}
	if key == "add_tool" || key == "tool" {
		t.server = c.subclassServer(c.castFrom(extract.Field(extract.Field(reg, "function"), "object")))
		t.factory = c.serverFactory(c.castFrom(extract.Field(extract.Field(reg, "function"), "object")))
	}
	if name != "" {
		t.name = name
	}
	if key == "add_tool" || key == "tool" {
		c.conditionalTool(t, c.paramToolVia(def, extract.Field(reg, "function"))) // paramtools.go
	}
	c.tools[extract.StartByte(def)] = t
}

// functionKeyword reports whether kw is the keyword by which a registering method takes the
// function: fastmcp's tool(name_or_fn=f) (2.7 on; a string there is the tool's name),
// add_tool(fn=f) (python-sdk's FastMCP and MCPServer, fastmcp before 2.7) or add_tool(tool=t)
// (fastmcp 2.7 on: a Tool, or from 3.0 a function), and Tool.from_function(fn=f) (both SDKs).
func functionKeyword(method, kw string) bool {
	switch method {
	case "tool":
		return kw == "name_or_fn"
	case "add_tool":
		return kw == "fn" || kw == "tool"
	case "from_function":
		return kw == "fn"
	}
	return false
}

// wrappedHandler returns the function a registration hands to the project's own wrapper
// (mcp.add_tool(as_text_tool(search)), mcp.tool()(with_filters(find))): the wrapper calls it and
// turns what it returns into the result, so the handler is the tool. Otherwise v itself.
func (c *fileCtx) wrappedHandler(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil || extract.Type(v) != "call" {
		return v
	}
	fn := extract.Field(v, "function")
	if fn == nil || isSDKName(c.qualify(fn), lastName(c.text(fn))) {
		return v // an SDK constructor, e.g. Tool.from_function(f), is matched on its own
	}
	if pos := c.positional(v); len(pos) > 0 && extract.Type(pos[0]) == "identifier" && c.isFunctionKey(pos[0]) {
		return pos[0]
	} else if len(pos) > 0 && c.isImportedFunctionAttr(pos[0]) {
		return pos[0] // mcp.tool()(self._wrap_tool(cluster_tools.cluster_info)) (wrappedattr.go)
	}
	return v
}

// toolClassFramework says which framework a Tool class used as Tool.from_function(f) belongs
// to: fastmcp's Tool / FunctionTool, or the Tool of python-sdk's FastMCP / MCPServer.
func (c *fileCtx) toolClassFramework(cls *sitter.Node) (framework, bool) {
	q := c.qualify(cls)
	if !isSDKName(q, "Tool") && !isSDKName(q, "FunctionTool") {
		return fwUnknown, false
	}
	switch {
	case rootPackage(q) == "fastmcp":
		return fwJlowin, true
	case strings.HasPrefix(q, "mcp.server.fastmcp"):
		return fwFastMCP1, true
	case strings.HasPrefix(q, "mcp.server.mcpserver"):
		return fwMCPServer2, true
	}
	return fwUnknown, false
}

// instance returns what the variable obj is bound to in its scope: a server of a framework
// (ok), or something else (other), or nothing visible in the file (neither).
func (c *fileCtx) instance(obj *sitter.Node) (fw framework, ok, other bool) {
	if obj == nil || extract.Type(obj) != "identifier" {
		return fwUnknown, false, false
	}
	v := unparen(c.valueOf(obj))
	if v == nil || extract.Type(v) != "call" {
		return fwUnknown, false, false
	}
	if fw, ok := c.serverFramework(extract.Field(v, "function")); ok {
		return fw, true, false
	}
	if fw, ok := c.factoryFramework(v); ok {
		return fw, true, false
	}
	return fwUnknown, false, true
}

// factoryFramework reports the framework of the server a same-file factory returns:
// app = create_server() where create_server ends in return FastMCP(...) (directly or through a
// variable).
func (c *fileCtx) factoryFramework(call *sitter.Node) (framework, bool) {
	def := c.localDef(call)
	if def == nil {
		return fwUnknown, false
	}
	for _, r := range c.returnValues(def) {
		r = unparen(r)
		if extract.Type(r) == "identifier" {
			r = unparen(c.valueOf(r))
		}
		if r == nil || extract.Type(r) != "call" {
			continue
		}
		if fw, ok := c.serverFramework(extract.Field(r, "function")); ok {
			return fw, true
		}
	}
	return fwUnknown, false
}

// usesServer reports whether the file imports an SDK server class.
func (c *fileCtx) usesServer() bool {
	for _, q := range c.names {
		if isSDKName(q, "FastMCP") || isSDKName(q, "MCPServer") || (isSDKName(q, "Server") && rootPackage(q) == "mcp") {
			return true
		}
	}
	return false
}

// toolFromDecorator returns the tool a decorator registers def as, or nil.
func (c *fileCtx) toolFromDecorator(dec, def *sitter.Node) *tool {
	var args *sitter.Node
	fn := dec
	if extract.Type(dec) == "call" {
		fn, args = extract.Field(dec, "function"), extract.Field(dec, "arguments")
	}
	var fw framework
	var ok bool
	switch extract.Type(fn) {
	case "attribute":
		method := c.text(extract.Field(fn, "attribute"))
		if method != "tool" && method != "call_tool" {
			return nil
		}
		if method == "call_tool" && args == nil {
			return nil
		}
		if fw, ok = c.objectFramework(c.castFrom(extract.Field(fn, "object")), method); !ok { // castreg.go
			return nil
		}
	case "identifier":
		// fastmcp 3's standalone decorator (from fastmcp.tools import tool), and the methods of
		// an MCPMixin (from fastmcp.contrib.mcp_mixin import mcp_tool).
		q := c.qualify(fn)
		switch {
		case isSDKName(q, "tool") || (isSDKName(q, "mcp_tool") && rootPackage(q) == "fastmcp"):
			fw = fwJlowin
		case c.isProjectToolDecorator(q):
			fw = c.guessFramework()
		default:
			return nil
		}
	default:
		return nil
	}
	t := &tool{def: def, name: c.text(extract.Field(def, "name")), fw: fw}
	if extract.Type(fn) == "attribute" {
		t.server = c.subclassServer(c.castFrom(extract.Field(fn, "object")))
		t.factory = c.serverFactory(c.castFrom(extract.Field(fn, "object")))
	}
	if n := c.toolNameArg(args); n != "" {
		t.name = n
	}
	if args != nil {
		kw, _ := c.arguments(dec)
		if v := kw["output_schema"]; v != nil && extract.Type(v) != "none" {
			t.outputSchema = true
		}
	}
	return t
}

// objectFramework says which framework the object of a .tool / .call_tool decorator belongs to.
func (c *fileCtx) objectFramework(obj *sitter.Node, method string) (framework, bool) {
	name := c.text(obj)
	fw, known, other := c.instance(obj)
	switch {
	case known && method == "call_tool" && fw == fwLowLevel:
		return fwLowV1, true
	case known && method == "call_tool":
		return fwUnknown, false
	case known && fw == fwLowLevel:
		return fwUnknown, false // low-level servers have no .tool decorator
	case known:
		return fw, true
	case other && method == "tool" && c.subclassServer(obj) != nil:
		// An instance of the root's own class, which may derive from an SDK server class
		// (subclass.go): its tools stand if it does.
		return c.guessFramework(), true
	case other && method == "tool" && c.serverFactory(obj) != "":
		// mcp = create_mcp_app("x") from a package named for MCP (externalfactory.go).
		return c.guessFramework(), true
	case other:
		// @agent.tool on a pydantic-ai Agent built in this file: not ours.
		return fwUnknown, false
	case !c.mcpEvidence && !c.importedServer(name) && !c.serverParam(obj):
		// A .tool decorator in a file that never imports MCP, on an object that does not look
		// like a server imported from the project's own modules.
		return fwUnknown, false
	case method == "call_tool":
		return fwLowV1, true
	}
	return c.guessFramework(), true
}

// guessFramework is the framework of a server defined in another file: told from this file's
// imports, then from the manifests.
func (c *fileCtx) guessFramework() framework {
	if fw := c.fileFramework(); fw != fwUnknown {
		return fw
	}
	switch {
	case c.sdk.fastmcpKnown:
		return fwJlowin
	case c.sdk.mcpKnown && c.sdk.mcpMajor() >= 2:
		return fwMCPServer2
	case c.sdk.mcpKnown && c.sdk.mcpVersion != "":
		return fwFastMCP1
	}
	return fwUnknown
}

// toolNameArg returns the name given in a decorator's arguments: name="x", fastmcp's
// name_or_fn="x" or a leading string.
func (c *fileCtx) toolNameArg(args *sitter.Node) string {
	if args == nil {
		return ""
	}
	for i := 0; i < int(extract.NamedChildCount(args)); i++ {
		a := extract.NamedChild(args, i)
		switch {
		case extract.Type(a) == "keyword_argument" && slices.Contains([]string{"name", "name_or_fn"}, c.text(extract.Field(a, "name"))):
			if s, ok := c.plainString(extract.Field(a, "value")); ok {
				return s
			}
		case i == 0 && extract.Type(a) == "string":
			if s, ok := c.plainString(a); ok {
				return s
			}
		}
	}
	return ""
}

// plainString returns the value of a string literal without interpolation.
func (c *fileCtx) plainString(n *sitter.Node) (string, bool) {
	if n == nil || extract.Type(n) != "string" {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		ch := extract.NamedChild(n, i)
		switch extract.Type(ch) {
		case "string_content", "escape_sequence":
			b.WriteString(c.text(ch))
		case "interpolation":
			return "", false
		}
	}
	return b.String(), true
}

var serverLikeName = lazyre.New(`(?i)mcp|server|app`)

// isProjectToolDecorator reports whether q names a project's own tool decorator that registers
// MCP tools: `tool` imported from one of the project's MCP modules (from acme_mcp.registry
// import tool), in a project whose manifests depend on an MCP SDK. The project's registry
// hands the functions to the SDK, so what they raise is what the SDK turns into results.
func (c *fileCtx) isProjectToolDecorator(q string) bool {
	if lastName(q) != "tool" || !(c.sdk.mcpKnown || c.sdk.fastmcpKnown) {
		return false
	}
	mod := strings.TrimSuffix(q, ".tool")
	if agentFrameworks[rootPackage(mod)] {
		return false
	}
	return strings.Contains(strings.ToLower(mod), "mcp")
}

// agentFrameworks are packages whose own @tool / .tool decorators register agent tools, not
// MCP tools.
var agentFrameworks = map[string]bool{"pydantic_ai": true, "langchain": true, "langchain_core": true,
	"crewai": true, "agents": true, "smolagents": true, "autogen": true, "llama_index": true,
	"strands": true, "agno": true, "haystack": true, "google": true}

// importedServer reports whether name is imported from another module of the project (not from
// an agent framework) and is named like an MCP server ("mcp", "server", "app"): the common
// layout where server.py creates the instance and tools.py imports it.
func (c *fileCtx) importedServer(name string) bool {
	q, ok := c.names[name]
	if !ok || !serverLikeName.MatchString(name) {
		return false
	}
	return !agentFrameworks[rootPackage(q)]
}

// serverParam reports whether obj is a parameter of the function it is used in, named for an
// MCP server (register_tools(mcp), def setup(server)), or a member so named of a parameter
// (`def register(ctx): server = ctx.server`, a registration context the server module builds),
// in a project whose manifests depend on an MCP SDK: the registration functions a server module
// calls with its instance.
func (c *fileCtx) serverParam(obj *sitter.Node) bool {
	if obj == nil || !(c.sdk.mcpKnown || c.sdk.fastmcpKnown) {
		return false
	}
	if extract.Type(obj) == "identifier" {
		if v := unparen(c.valueOf(obj)); v != nil && extract.Type(v) == "attribute" {
			obj = v // server = ctx.server
		}
	}
	if extract.Type(obj) == "attribute" {
		if !serverLikeName.MatchString(c.text(extract.Field(obj, "attribute"))) {
			return false
		}
		obj = extract.Field(obj, "object")
	} else if !serverLikeName.MatchString(c.text(obj)) {
		return false
	}
	if extract.Type(obj) != "identifier" {
		return false
	}
	name := c.text(obj)
	for def := c.enclosingDef(obj); def != nil; def = c.enclosingDef(def) {
		if slices.Contains(c.paramNames(def), name) {
			return true
		}
	}
	return false
}

// defNamed returns the function called name that is visible where n is: defined in the same
// function as n (a closure registered by register(mcp) helpers), or at module level.
func (c *fileCtx) defNamed(name string, n *sitter.Node) *sitter.Node {
	if scope := c.enclosingDef(n); scope != nil {
		if found := c.scopeDefsOf(scope)[name]; found != nil {
			return found
		}
	}
	return c.defs[name]
}

// scopeDefsOf maps each name to the last function of that name that walkScope(scope) meets:
// the functions whose innermost enclosing scope (function, class or lambda) is scope, read for
// every function of the file at once from the scope index (registrations ask defNamed of every
// name they register).
func (c *fileCtx) scopeDefsOf(scope *sitter.Node) map[string]*sitter.Node {
	if c.scopeDefs == nil {
		x := c.index()
		c.scopeDefs = map[uint32]map[string]*sitter.Node{}
		for _, f := range x.fns.s { // in source order: a later def of a name replaces an earlier
			i := x.scopes.innermost(f.n)
			if i < 0 || extract.Type(x.scopes.s[i].n) != "function_definition" {
				continue
			}
			k := x.scopes.s[i].start
			if c.scopeDefs[k] == nil {
				c.scopeDefs[k] = map[string]*sitter.Node{}
			}
			c.scopeDefs[k][string(c.bytesOf(extract.Field(f.n, "name")))] = f.n
		}
	}
	return c.scopeDefs[extract.StartByte(scope)]
}

// registeredDef returns the function a registration call names: a function visible at n, or
// self.method / cls.method of the class n is in.
func (c *fileCtx) registeredDef(v, n *sitter.Node) *sitter.Node {
	switch extract.Type(v) {
	case "identifier":
		return c.defNamed(c.text(v), n)
	case "attribute":
		obj := c.text(extract.Field(v, "object"))
		if obj != "self" && obj != "cls" {
			return nil
		}
		return c.methodOf(n, c.text(extract.Field(v, "attribute")))
	}
	return nil
}
