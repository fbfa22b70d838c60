package python

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Tools registered by a decorator of the file's own that hands the function it decorates to
// the server:
//
//	def register_tool(name, output_schema):
//	    def decorator(func):
//	        server.tool(func, name=name, output_schema=output_schema)
//	        server.tool(func, name=f"wiki_{name}")
//	        return func
//	    return decorator
//
//	@register_tool("search_wiki", schema)
//	def search_wiki(query): ...            # the tool "search_wiki"
//
// A registration whose handler is the first parameter of the function around it (the
// decorator) registers each function of the file decorated with it: @decorator, or
// @factory(...) where factory is the function around the decorator and returns it. The tool's
// name is the function's, or the factory's argument that the registration's name= names
// (name=name above; a formatted name such as f"wiki_{name}" is a second name of the same tool
// and is not followed). The registration may hand the server a wrapper that a function of the
// file builds around the parameter (server.tool(name=name)(_build_wrapper(func, model))): the
// wrapper calls it, as a wrapper of a registered function does (wrappedHandler).
//
// A decorator of another module is followed through the linker when its name says that it
// registers (registrarName: flat_tool, register_tool): a module-level decorator (or the factory
// that returns it) whose registration hands the server its parameter says so with a summary of
// its key ending in registersSuffix, with the fact Holds. Each function of another file
// decorated with it, @register_tool or @register_tool(name="x", ...) after from .registry
// import register_tool, is then a tool by the decorator's name= (or leading string) or its own
// name: a registration of the function conditional on that key (importedDecoratorTool). The
// decorator's own calls (and its factory's) run as the tool is registered, not when it is
// called: what they raise fails the import (dropRegisteringCalls).

// registersSuffix ends the key of a decorator (or decorator factory) of the root whose
// registration hands the server the function it decorates.
const registersSuffix = "#registers"

// decoratorParamRegistration records the tools that a registration of v, the parameter of a
// decorator around it, registers, and reports whether v is one.
// reg is the call that takes the registration's arguments: at itself (server.tool(func,
// name=name)), or the call at calls (server.tool(name=name)(func)).
func (c *fileCtx) decoratorParamRegistration(v, at, reg *sitter.Node, fw framework) bool {
	v = unparen(v)
	dec := c.enclosingDef(at)
	if dec == nil {
		return false
	}
	if v != nil && extract.Type(v) == "identifier" {
		// wrapped = _wrap(name, func); mcp.tool(name=name)(wrapped)
		if b := unparen(c.valueOf(v)); b != nil && extract.Type(b) == "call" && c.localDef(b) != nil {
			v = b
		}
	}
	if v != nil && extract.Type(v) == "call" && c.localDef(v) != nil {
		// A wrapper of the file's own built around the parameter, given it among its
		// arguments: _build_wrapper(func, model), _wrap(name, func).
		pos := c.positional(v)
		v = nil
		for _, a := range pos {
			if a = unparen(a); extract.Type(a) == "identifier" && c.firstParamIs(dec, c.text(a)) {
				v = a
				break
			}
		}
	}
	if v == nil || extract.Type(v) != "identifier" {
		return false
	}
	name := c.text(v)
	if _, imported := c.names[name]; imported {
		return false
	}
	if !c.firstParamIs(dec, name) {
		return false
	}
	factory := c.enclosingDef(dec)
	if factory != nil && !c.returnsName(factory, c.text(extract.Field(dec, "name"))) {
		factory = nil
	}
	nameParam := c.registeredNameParam(reg, !sameNode(reg, at), factory)
	found := c.markRegisteringDecorator(dec, factory, c.registrarServer(reg))
	for _, sp := range c.index().fns.s {
		def := sp.n
		if extract.Type(def) != "function_definition" {
			continue
		}
		for _, e := range decorators(def) {
			toolName, ok := c.decoratedBy(e, dec, factory, nameParam)
			if !ok {
				continue
			}
			found = true
			if c.tools[extract.StartByte(def)] != nil {
				break
			}
			if toolName == "" {
				toolName = c.text(extract.Field(def, "name"))
			}
			c.tools[extract.StartByte(def)] = &tool{def: def, name: toolName, fw: fw, decorator: e, obj: c.registrarServer(reg)}
			break
		}
	}
	return found
}

// firstParamIs reports whether name is the first parameter of def other than self or cls.
func (c *fileCtx) firstParamIs(def *sitter.Node, name string) bool {
	for _, p := range c.paramNames(def) {
		if p == "self" || p == "cls" {
			continue
		}
		return p == name
	}
	return false
}

// registeredNameParam returns the index among the factory's parameters of the one that the
// registration's name= (or its name argument: the first when the handler is passed to the call
// reg returns (curried), else the second) is, or -1.
func (c *fileCtx) registeredNameParam(reg *sitter.Node, curried bool, factory *sitter.Node) int {
	if factory == nil {
		return -1
	}
	kw, pos := c.arguments(reg)
	n := kw["name"]
	switch {
	case n != nil:
	case curried && len(pos) > 0:
		n = pos[0] // server.tool(name)(func)
	case !curried && len(pos) > 1:
		n = pos[1] // server.tool(func, name)
	}
	if n = unparen(n); n == nil || extract.Type(n) != "identifier" {
		return -1
	}
	for i, p := range c.paramNames(factory) {
		if p == string(c.bytesOf(n)) {
			return i
		}
	}
	return -1
}

// decoratedBy reports whether decorator expression e applies dec: @dec, or @factory(...) of
// the factory that returns dec. toolName is the plain string the factory's call gives the
// parameter at index nameParam, or "".
func (c *fileCtx) decoratedBy(e, dec, factory *sitter.Node, nameParam int) (toolName string, ok bool) {
	if extract.Type(e) == "identifier" {
		d := c.defNamed(c.text(e), e)
		return "", d != nil && sameNode(d, dec)
	}
	if factory == nil || extract.Type(e) != "call" {
		return "", false
	}
	fn := extract.Field(e, "function")
	if fn == nil || extract.Type(fn) != "identifier" {
		return "", false
	}
	if d := c.defNamed(c.text(fn), e); d == nil || !sameNode(d, factory) {
		return "", false
	}
	if nameParam < 0 {
		return "", true
	}
	kw, pos := c.arguments(e)
	arg := kw[c.paramNames(factory)[nameParam]]
	if arg == nil && nameParam < len(pos) {
		arg = pos[nameParam]
	}
	s, _ := c.plainString(arg)
	return s, true
}

// markRegisteringDecorator records that the decorator dec (or the factory that returns it)
// registers what it decorates: its calls run as a tool is registered (dropRegisteringCalls),
// and, for another module's decorated functions, a summary of its key ending in
// registersSuffix with the fact Holds, when it is a module-level function outside classes
// (only those can be imported) named as a registrar (registrarName), with the key of the server
// object it registers on (removals.go). It reports whether that summary was recorded.
func (c *fileCtx) markRegisteringDecorator(dec, factory *sitter.Node, server string) bool {
	if c.registering == nil {
		c.registering = map[string]bool{}
	}
	for _, d := range []*sitter.Node{dec, factory} {
		if d == nil {
			continue
		}
		if k := c.fnKey(d); k != "" {
			c.registering[k] = true
		}
	}
	top := dec
	if factory != nil {
		top = factory
	}
	if !crossFile(c.f.Context) || c.enclosingDef(top) != nil || c.enclosingClassName(top) != "" || !c.atModuleLevel(top) {
		return false
	}
	name := c.text(extract.Field(top, "name"))
	if !registrarName(name) {
		return false
	}
	line, col := position(top)
	for _, k := range c.markKeys(name, registersSuffix) {
		if strings.Contains(k, "*") || strings.Contains(k, "<") {
			continue // a star import or a run-time import names no decorator
		}
		c.registrations = append(c.registrations, extract.Summary{Key: k, Name: name, Line: line, Column: col, Facts: extract.Holds, Server: server})
	}
	return true
}

// registrarName reports whether a decorator's name says that it registers tools (flat_tool,
// register_tool, mcp_tools): a module that decorates with it spells no MCP name, and the main
// pass parses it because of that name (Admit, mayDecorateTool).
func registrarName(name string) bool {
	return strings.HasSuffix(name, "_tool") || strings.HasSuffix(name, "_tools")
}

// dropRegisteringCalls drops the calls that a registering decorator (or its factory) makes
// (markRegisteringDecorator): they run once, as the module registers the tool, and what they
// raise fails the import, not a tool call. The calls of the function they register are the
// wrapper's, at its own key.
func (c *fileCtx) dropRegisteringCalls(calls []extract.Call) []extract.Call {
	if len(c.registering) == 0 {
		return calls
	}
	kept := calls[:0]
	for _, k := range calls {
		if !c.registering[k.From] {
			kept = append(kept, k)
		}
	}
	return kept
}

// importedDecoratorTool records that a decorator imported from another module of the root
// registers def as a tool (@register_tool, @register_tool(name="x")) if that module says that
// the decorator registers what it decorates (markRegisteringDecorator): a registration of def's
// key conditional on that, as another file's registration of it would be. The function stays
// no tool of this file: most decorators of a project register nothing, and its findings stand
// as a registered function's of another file do.
func (c *fileCtx) importedDecoratorTool(dec, def *sitter.Node) {
	if !crossFile(c.f.Context) || c.enclosingClassName(def) != "" || c.fnKey(def) == "" {
		return
	}
	fn, args := dec, (*sitter.Node)(nil)
	if extract.Type(dec) == "call" {
		fn, args = extract.Field(dec, "function"), extract.Field(dec, "arguments")
	}
	if fn == nil || extract.Type(fn) != "identifier" || !registrarName(c.text(fn)) {
		return
	}
	q, ok := c.names[string(c.bytesOf(fn))]
	if !ok {
		return
	}
	parts := c.projectParts(q)
	if parts == nil || agentFrameworks[rootPackage(q)] {
		return
	}
	n := len(parts)
	via := c.keysOf(c.xkey(c.importedModule(q, parts, n-1), parts[n-1]+registersSuffix))
	name := c.text(extract.Field(def, "name"))
	if s := c.toolNameArg(args); s != "" {
		name = s
	}
	first := len(c.registrations)
	c.registerKeyVia(c.fnKey(def), name, def, c.guessFramework(), via)
	for i := first; i < len(c.registrations); i++ {
		// A decorator into a registry that a catching handler dispatches through Catches
		// (registrydecorator.go); any other registering decorator does not.
		c.registrations[i].Guards = append(c.registrations[i].Guards, via)
	}
}
