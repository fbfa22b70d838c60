package python

import (
	"bytes"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Decorators that store what they decorate in a registry object of the project's, which a
// low-level call_tool handler asks to run the tool by name:
//
//	core.py:    class ToolBook:
//	                def register(self, spec): self._specs[spec.name] = spec
//	                async def invoke(self, name, arguments):
//	                    spec = self._specs.get(name)
//	                    return await spec.run(**arguments)
//	            _book = ToolBook()
//	            def almanac_tool(name):
//	                def decorator(func):
//	                    _book.register(ToolSpec(name=name, run=func))
//	                    return func
//	                return decorator
//	            def get_book(): return _book
//	moons.py:   @almanac_tool(name="tide")
//	            def tide(port): ...                  # a tool
//	server.py:  @server.call_tool()
//	            async def handle(name, arguments):
//	                return [TextContent(type="text", text=json.dumps(await get_book().invoke(name, arguments)))]
//
// The decorator is a registrar (markRegisteringDecorator, as one that hands its parameter to
// the server is), but only if some low-level handler runs the registry's dispatch method: its
// summary of "<module>.almanac_tool#registers" holds Via the keys a handler's call of that
// method may have ("<module>._book.invoke#dispatched", "<module>.get_book().invoke#dispatched",
// "<module>.ToolBook.invoke#dispatched"), and the handler's file gives the key of its call
// (dispatchedRegistry) when the call passes the handler's tool name and the handler does not
// answer its value with isError (dispatchCalls). Each function decorated with it, in any module,
// is then a tool (importedDecoratorTool), guarded by the decorator's key: when the handler's
// call sits in a try that answers every exception, that key Catches (through the dispatch key),
// and what the tools raise stays there (the handler's own answer is its finding). A dispatch
// method is one of the registry's class that calls what it looks up by its first parameter
// (spec.run(...) with spec = self._specs.get(name)).
// A decorator into a registry that no handler dispatches through registers nothing, nor one that
// stores its function in no module-level object of a class of its file.

// dispatchedSuffix ends the key of a call of a registry's dispatch method by a low-level
// call_tool handler (dispatchedRegistry).
const dispatchedSuffix = "#dispatched"

// registryDecorators marks the file's registrar decorators (or their factories) that store the
// function they decorate in a registry object of the module (registryVia).
func (c *fileCtx) registryDecorators() {
	if !crossFile(c.f.Context) || !bytes.Contains(c.src, []byte("return ")) {
		return
	}
	for _, top := range c.topRegistrars() {
		if via := c.registryVia(top); len(via) > 0 {
			c.markRegistryDecorator(top, nil, via)
			continue
		}
		for _, inner := range namedChildren(extract.Field(top, "body")) {
			if extract.Type(inner) != "function_definition" || !c.returnsName(top, c.text(extract.Field(inner, "name"))) {
				continue
			}
			if via := c.registryVia(inner); len(via) > 0 {
				c.markRegistryDecorator(inner, top, via)
				break
			}
		}
	}
}

// markRegistryDecorator is markRegisteringDecorator for a decorator into a registry: the
// summary it records holds only Via the dispatch keys.
func (c *fileCtx) markRegistryDecorator(dec, factory *sitter.Node, via []string) {
	n := len(c.registrations)
	if c.markRegisteringDecorator(dec, factory, "") {
		for i := n; i < len(c.registrations); i++ {
			c.registrations[i].Via = via
			c.registrations[i].Forward = []extract.Forward{{Facts: extract.Catches, Keys: via}}
		}
	}
}

// registryVia returns, for a decorator that returns its first parameter after storing it (or a
// call given it) into a module-level object of a class of the file (_book.register(spec)), the
// keys that a low-level handler's call of a dispatch method of that object has; nil otherwise.
func (c *fileCtx) registryVia(dec *sitter.Node) []string {
	param := ""
	for _, p := range c.paramNames(dec) {
		if p != "self" && p != "cls" {
			param = p
			break
		}
	}
	if param == "" || !c.returnsName(dec, param) {
		return nil
	}
	var via []string
	walkScope(extract.Field(dec, "body"), func(n *sitter.Node) {
		if via != nil || extract.Type(n) != "call" {
			return
		}
		fn := extract.Field(n, "function")
		if fn == nil || extract.Type(fn) != "attribute" || !registering.MatchString(c.text(extract.Field(fn, "attribute"))) {
			return
		}
		obj := extract.Field(fn, "object")
		if obj == nil || extract.Type(obj) != "identifier" || !c.carriesParam(n, param) {
			return
		}
		via = c.registryKeys(c.text(obj))
	})
	return via
}

// carriesParam reports whether a call passes param among its arguments: as it is, in a call
// (ToolSpec(run=func)), or through a local variable bound to such a call.
func (c *fileCtx) carriesParam(call *sitter.Node, param string) bool {
	kw, pos := c.arguments(call)
	for _, a := range append(pos, mapValues(kw)...) {
		a = unparen(a)
		if a != nil && extract.Type(a) == "identifier" && string(c.bytesOf(a)) != param {
			a = unparen(c.valueOf(a))
		}
		if a == nil {
			continue
		}
		switch extract.Type(a) {
		case "identifier":
			if string(c.bytesOf(a)) == param {
				return true
			}
		case "call":
			k, p := c.arguments(a)
			for _, x := range append(p, mapValues(k)...) {
				if x = unparen(x); x != nil && extract.Type(x) == "identifier" && string(c.bytesOf(x)) == param {
					return true
				}
			}
		}
	}
	return false
}

// registryKeys returns the dispatch keys of the module-level variable reg when it is bound, once,
// to an instance of a class of the file: for each dispatch method m of the class, the keys of
// reg.m, Class.m and getter().m for each module-level function that returns reg.
func (c *fileCtx) registryKeys(reg string) []string {
	as := c.assignments(c.root)[reg]
	if len(as) != 1 {
		return nil
	}
	v := unparen(assignedValue(as[0]))
	if v == nil || extract.Type(v) != "call" {
		return nil
	}
	cls := extract.Field(v, "function")
	if cls == nil || extract.Type(cls) != "identifier" {
		return nil
	}
	name := c.text(cls)
	if !c.topClasses[name] {
		return nil
	}
	var getters []string
	for _, def := range namedChildren(c.root) {
		if extract.Type(def) == "function_definition" && c.returnsName(def, reg) {
			getters = append(getters, c.text(extract.Field(def, "name"))+"()")
		}
	}
	var out []string
	for _, m := range c.methodsOf(name) {
		if !c.isDispatchMethod(c.defs[name+"."+m]) {
			continue
		}
		for _, obj := range append([]string{reg, name}, getters...) {
			out = append(out, c.keysOf(c.xkey(c.modID, obj+"."+m+dispatchedSuffix))...)
		}
	}
	return out
}

// isDispatchMethod reports whether a method calls what it looks up by its first parameter
// after self: spec.run(...) or spec(...) with spec bound to a value that reads the parameter
// (self._specs.get(name), self.find(name)), or self._specs[name].run(...).
func (c *fileCtx) isDispatchMethod(def *sitter.Node) bool {
	if def == nil {
		return false
	}
	ps := c.paramNames(def)
	if len(ps) < 2 || ps[0] != "self" {
		return false
	}
	key, found := ps[1], false
	walkScope(extract.Field(def, "body"), func(n *sitter.Node) {
		if found || extract.Type(n) != "call" {
			return
		}
		obj := unparen(extract.Field(n, "function"))
		if obj != nil && extract.Type(obj) == "attribute" {
			obj = unparen(extract.Field(obj, "object"))
		}
		if obj == nil {
			return
		}
		switch extract.Type(obj) {
		case "identifier":
			if v := c.valueOf(obj); v != nil {
				found = c.readsName(v, key)
			}
		case "subscript", "call":
			found = c.readsName(obj, key)
		}
	})
	return found
}

// dispatchedRegistry records, for a call of a low-level call_tool handler t that passes its
// tool name to a method of an object (book.invoke(name, arguments)), a summary of the call's key
// ending in dispatchedSuffix with the fact Holds: the registry decorators whose dispatch method
// it may be register what they decorate (registryDecorators).
func (c *fileCtx) dispatchedRegistry(call *sitter.Node, t *tool) {
	switch t.fw {
	case fwLowV1, fwLowV2, fwLowLevel:
	default:
		return
	}
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return
	}
	name := ""
	for _, p := range c.paramNames(t.def) {
		if p != "self" && p != "cls" {
			name = p
			break
		}
	}
	pos := c.positional(call)
	if name == "" || len(pos) == 0 {
		return
	}
	if a := unparen(pos[0]); a == nil || extract.Type(a) != "identifier" || string(c.bytesOf(a)) != name {
		return
	}
	k, ok := strings.CutSuffix(c.reachTarget(call), c.rootSuffix())
	if !ok || k == "" {
		return
	}
	facts := extract.Holds
	if _, ok := c.callCatches(call); !ok {
		facts |= extract.Catches // the handler's try answers whatever the tools raise
	}
	line, col := position(call)
	for _, alt := range c.keysOf(k + dispatchedSuffix + c.rootSuffix()) {
		c.registrations = append(c.registrations, extract.Summary{Key: alt, Name: keyName(alt), Line: line, Column: col, Facts: facts})
	}
}
