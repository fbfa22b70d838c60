package python

import (
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
// and is not followed). A decorator imported from another module is not followed.

// decoratorParamRegistration records the tools that a registration of v, the parameter of a
// decorator around it, registers, and reports whether v is one.
// reg is the call that takes the registration's arguments: at itself (server.tool(func,
// name=name)), or the call at calls (server.tool(name=name)(func)).
func (c *fileCtx) decoratorParamRegistration(v, at, reg *sitter.Node, fw framework) bool {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return false
	}
	name := c.text(v)
	if _, imported := c.names[name]; imported {
		return false
	}
	dec := c.enclosingDef(at)
	if dec == nil || !c.firstParamIs(dec, name) {
		return false
	}
	factory := c.enclosingDef(dec)
	if factory != nil && !c.returnsName(factory, c.text(extract.Field(dec, "name"))) {
		factory = nil
	}
	nameParam := c.registeredNameParam(reg, !reg.Equal(at), factory)
	found := false
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
			c.tools[extract.StartByte(def)] = &tool{def: def, name: toolName, fw: fw, decorator: e}
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
		if p == c.text(n) {
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
		return "", d != nil && d.Equal(dec)
	}
	if factory == nil || extract.Type(e) != "call" {
		return "", false
	}
	fn := extract.Field(e, "function")
	if fn == nil || extract.Type(fn) != "identifier" {
		return "", false
	}
	if d := c.defNamed(c.text(fn), e); d == nil || !d.Equal(factory) {
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
