package typescript

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Handler factories (issue 9). A handler may be given as the call of a function of the file
// that builds it and returns it:
//
//	function toolHandler(client) { return async (request) => { try { ... } catch (e) { return {...} } }; }
//	server.setRequestHandler(CallToolRequestSchema, toolHandler(client));
//
// The function the factory returns (an arrow or function expression, or a named function
// declared in it) is the registered handler, as if written at the registration, for every
// rule: what the factory does itself runs once, at registration, not per call.
//
// A factory of another module, imported from a relative module, lends its key, suffixed by
// factorySuffix, to the registration (a foreign tool, crossrules.go); the factory's file keys
// the pending softerrors at the returns of the function it returns so (factorySoftPendings),
// and they stand when some file registers what the factory builds.
//
// The throws of the handler an exported factory builds are summarized and pending under that
// key too (builtKey), and a high-level registration's foreign tool has the SDK's kind: a
// wrapper of another module around every tool's handler (`wrapToolHandler(name, handler)`,
// also imported through a barrel, whose re-export aliases the suffixed key) that rethrows what
// the handler throws (`catch (e) { record(e); throw e }`) is a raisederror site of every tool.
//
// A member of an exported object literal that returns a function (`export const getState = {
// call: (api) => async (args) => {...} }`) is such a factory too, registered as the member's
// call (`getState.call(api)`): its key is the member's (objecthandlers.go), suffixed so.
//
// Left out: a factory method (`this.makeHandler()`); a factory whose returns give different
// functions or anything but a function; for a factory of another module, protocolerror (a
// low-level registration's factory keeps no kind).

// factorySuffix ends the key of the handler that a factory of another module builds.
const factorySuffix = "()"

// factoryHandler returns the function a registration's handler gets from a factory of the
// file: the handler is the factory's call (`make(client)`, maybe awaited), or a const bound to
// one. nil when it is none, or the callee is not a function of the file returning one function.
func (f *file) factoryHandler(handler *sitter.Node) *sitter.Node {
	h := unwrap(handler)
	if h != nil && extract.Type(h) == "identifier" {
		d := f.resolve(extract.Content(h, f.Src), h)
		if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
			return nil
		}
		h = unwrap(extract.Field(d, "value"))
	}
	if h == nil || extract.Type(h) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(h, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil
	}
	factory := f.valueOf(callee)
	if factory == nil || !isFunction(factory) {
		return nil
	}
	return f.returnedFunction(factory)
}

// returnedFunction returns the one function a function returns: an arrow's expression body
// that is a function, or what all its own returns give (a function written there, or a name
// bound in it to one). nil when some return gives anything else, or two returns differ.
func (f *file) returnedFunction(factory *sitter.Node) *sitter.Node {
	body := functionBody(factory)
	if body == nil {
		return nil
	}
	if extract.Type(body) != "statement_block" {
		return f.ownFunction(body, factory)
	}
	var out *sitter.Node
	for _, stmt := range f.returnStatements(factory) {
		fn := f.ownFunction(extract.NamedChild(stmt, 0), factory)
		if fn == nil || (out != nil && !same(out, fn)) {
			return nil
		}
		out = fn
	}
	return out
}

// ownFunction returns the function a returned value is: a function written there, or a name
// that the factory itself binds to one (a function declaration or a const), or nil.
func (f *file) ownFunction(v, factory *sitter.Node) *sitter.Node {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	if isFunction(v) {
		return v
	}
	if extract.Type(v) != "identifier" {
		return nil
	}
	d := f.resolve(extract.Content(v, f.Src), v)
	if d == nil || !isInside(d, factory) || same(d, factory) {
		return nil
	}
	if isFunction(d) {
		return d
	}
	if extract.Type(d) == "variable_declarator" && f.isConstDecl(d) {
		if fn := unwrap(extract.Field(d, "value")); fn != nil && isFunction(fn) {
			return fn
		}
	}
	return nil
}

// foreignFactoryKeys returns the keys, suffixed by factorySuffix, of the factory of another
// module whose call (maybe through a const bound to it) a registration gives as its handler.
func (f *file) foreignFactoryKeys(h *sitter.Node) []string {
	if h != nil && extract.Type(h) == "identifier" {
		d := f.resolve(extract.Content(h, f.Src), h)
		if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
			return nil
		}
		h = unwrap(extract.Field(d, "value"))
	}
	if h == nil || extract.Type(h) != "call_expression" || boundFunction(h, f.Src) != nil {
		return nil
	}
	callee := unwrap(extract.Field(h, "function"))
	name := callee
	if callee != nil && extract.Type(callee) == "member_expression" {
		// `getState.call(api)`: a factory member of an imported object literal
		// (memberFactories), named by the object's key.
		name = unwrap(extract.Field(callee, "object"))
	}
	if name == nil || extract.Type(name) != "identifier" {
		return nil
	}
	keys := []string(nil)
	if _, imported := f.imports[extract.Content(name, f.Src)]; imported {
		keys = f.edgeKeys(callee)
	} else {
		// `tool.call(api)` with tool an element of a table of tool objects (looptools.go)
		for _, ks := range f.iteratedKeys(callee) {
			keys = append(keys, ks...)
		}
	}
	var out []string
	for _, k := range keys {
		if strings.Contains(k, "#") && !strings.HasPrefix(k, f.modPath+"#") {
			out = append(out, k+factorySuffix)
		}
	}
	return out
}

// factorySoftPendings returns the pending softerrors at the returns of the handlers that the
// file's exported factories build (those the file does not register itself): they stand when
// another file registers a factory's call.
func (f *file) factorySoftPendings() []extract.Pending {
	var out []extract.Pending
	for _, factory := range f.keyedFunctions() {
		if !f.isExported(factory) {
			continue
		}
		key := f.keyOf(factory)
		if key == "" {
			continue
		}
		name := f.functionName(factory)
		out = append(out, f.builtSoftPendings(factory, key+factorySuffix, name)...)
	}
	for _, h := range f.memberHandlers() {
		// `export const getState = { call: (api) => async (args) => {...} }`, registered as
		// `getState.call(api)`: the member's key names the factory (objecthandlers.go).
		out = append(out, f.builtSoftPendings(h.fn, h.key+factorySuffix, h.shown)...)
	}
	return out
}

// builtSoftPendings returns the pending softerrors at the returns of the handler a factory
// builds (returnedFunction), within key, the key a registration of the factory's call gives;
// the built function's name names it in the messages, or else name.
func (f *file) builtSoftPendings(factory *sitter.Node, key, name string) []extract.Pending {
	fn := f.returnedFunction(factory)
	if fn == nil || f.regByFn[fn.ID()] != nil {
		return nil
	}
	body := functionBody(fn)
	if body == nil || !bytes.Contains(f.Src[extract.StartByte(body):extract.EndByte(body)], []byte("content")) && !f.returnsFileResult(fn) {
		return nil
	}
	if n := f.functionName(fn); n != "" {
		name = n
	}
	out := f.toolReturnPendings(fn, key, name)
	if f.hintIn(extract.StartByte(body), extract.EndByte(body)) {
		out = append(out, f.builtSuccessTextPendings(fn, key, name)...)
	}
	return out
}

// builtSuccessTextPendings returns the pending softerrors at the returns of fn, the handler a
// factory builds, that hand a failure to a success-text helper (successTextPending): the
// wrapper's `catch (err) { return buildResponse(false, { code: "IO_ERROR", message: err.message
// }) }`. Each stands when another file registers the factory's call, as the built handler's
// other returns do (toolReturnPendings).
func (f *file) builtSuccessTextPendings(fn *sitter.Node, key, name string) []extract.Pending {
	var out []extract.Pending
	w := where{fn: fn, name: name, direct: true}
	for _, stmt := range f.returnStatements(fn) {
		v := unwrap(extract.NamedChild(stmt, 0))
		if v == nil || extract.Type(v) != "call_expression" {
			continue
		}
		if p, ok := f.successTextPending(stmt, v, w); ok {
			p.Within, p.Tool = key, true
			out = append(out, p)
		}
	}
	return out
}

// returnsFileResult reports whether a function returns, on some path, the call of a function
// of the file that builds content itself (`catch (error) { return createErrorResponse(error) }`
// with `createErrorResponse` returning `{ content: [...] }`): the built handler's result comes
// from there.
func (f *file) returnsFileResult(fn *sitter.Node) bool {
	for _, stmt := range f.returnStatements(fn) {
		v := unwrap(extract.NamedChild(stmt, 0))
		if v != nil && extract.Type(v) == "await_expression" {
			v = unwrap(extract.NamedChild(v, 0))
		}
		if v == nil || extract.Type(v) != "call_expression" {
			continue
		}
		g := f.calledFunction(extract.Field(v, "function"))
		if g == nil || same(g, fn) {
			continue
		}
		if b := functionBody(g); b != nil && bytes.Contains(f.Src[extract.StartByte(b):extract.EndByte(b)], []byte("content")) {
			return true
		}
	}
	return false
}

// memberBuiltKey returns the key of the function a member of an exported object literal
// returns (`export const getState = { call: (api) => async (args) => {...} }`): the member's
// key suffixed by factorySuffix, which a registration of `getState.call(api)` names, and a
// table of such objects by alias (looptools.go). "" for any other function.
func (f *file) memberBuiltKey(fn *sitter.Node) string {
	if fn == nil || f.keyOf(fn) != "" {
		return ""
	}
	outer := f.enclosingFunction(fn)
	if outer == nil || !same(f.returnedFunction(outer), fn) {
		return ""
	}
	for _, h := range f.memberHandlers() {
		if same(h.fn, outer) {
			return h.key + factorySuffix
		}
	}
	return ""
}

// builtKey returns the key of a function that an exported function of the file returns, when
// it has none of its own (returnedFunction; an arrow or function expression): the factory's key
// suffixed by factorySuffix, the key a registration of another module gives what the factory
// builds (foreignFactoryKeys). Its throws are summarized and pending under it: the wrapper's
// `catch (e) { ...; throw e }` around every tool's handler. "" for any other function.
func (f *file) builtKey(fn *sitter.Node) string {
	if fn == nil || f.keyOf(fn) != "" {
		return ""
	}
	if k := f.memberBuiltKey(fn); k != "" {
		return k
	}
	outer := f.enclosingFunction(fn)
	if outer == nil || !f.isExported(outer) || !same(f.returnedFunction(outer), fn) {
		return ""
	}
	if k := f.keyOf(outer); k != "" && !strings.HasSuffix(k, factorySuffix) {
		return k + factorySuffix
	}
	return ""
}
