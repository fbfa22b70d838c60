package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Functions handed to a function that calls its parameter:
//
//	server.py: async def api_request(endpoint, data):
//	               ...
//	               raise ValueError("API request failed ...")
//	           result = await estimate_tool(config, arguments, api_request)
//	tools.py:  async def estimate_tool(config, arguments, api_request):
//	               return await api_request("/estimate", payload)
//
// A call of a parameter itself (api_request(...) with api_request a parameter that paramOwner
// finds) has the key "<module>.<function>(<param>).__call__" (paramCall), which the parameter's
// alias to its position turns into "<function>(#<i>).__call__" (paramAliases). Every call of a
// function of the root that passes, by position or keyword, a function of the caller's file
// (a def the call sees, not a class), or a function of another module of the root that the
// file imports (by name, or as the attribute of an imported module: kis_api.inquery_price),
// gives that key an alias to the function's key (callableAlias), as argAliases does for an
// object's class: the call reaches what the caller passes. A parameter no call passes a
// function of the root names nothing, as before; an object passed instead whose class the file
// tells names its class's __call__.

// callMember ends the key of a call of a parameter itself.
const callMember = ".__call__"

// paramCall returns the key of a call of a parameter that paramOwner finds, "" otherwise.
func (c *fileCtx) paramCall(fn *sitter.Node) string {
	fn = unparen(fn)
	if fn == nil || extract.Type(fn) != "identifier" {
		return ""
	}
	name := c.text(fn)
	if _, imported := c.importedAt(name, fn); imported || c.visibleDef(name, fn) != nil {
		return ""
	}
	p, ok := c.paramOwner(name, fn)
	if !ok {
		return ""
	}
	return c.notedPrefix(p) + callMember + c.rootSuffix()
}

// passedFunction returns the key, without the root's suffix, of the function of the file that
// an argument names (a def the call sees, not a method nor a class), or "".
func (c *fileCtx) passedFunction(v, call *sitter.Node) string {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" || isModelName(c.text(v)) {
		return ""
	}
	if _, imported := c.importedAt(c.text(v), call); imported {
		return ""
	}
	def := c.visibleDef(c.text(v), call)
	if def == nil {
		def = c.factoryPassed(v)
	}
	if def == nil {
		return ""
	}
	k := c.fnKey(def)
	if k == "" || !strings.HasSuffix(k, c.rootSuffix()) {
		return ""
	}
	return strings.TrimSuffix(k, c.rootSuffix())
}

// passedImported returns the key, without the root's suffix, of the module-level function of
// another module of the root that an argument names through the file's imports, as a name
// (from .api import fetch_quote; run(fetch_quote)) or as a module's attribute (from . import
// api; run(api.fetch_quote)), or "". A class (a capitalized name, whose call builds an object),
// a class's method and anything outside the root name nothing.
func (c *fileCtx) passedImported(v, call *sitter.Node) string {
	v = unparen(v)
	if v == nil {
		return ""
	}
	q := ""
	switch extract.Type(v) {
	case "identifier":
		q, _ = c.importedAt(c.text(v), call)
	case "attribute":
		o := unparen(extract.Field(v, "object"))
		if o == nil || extract.Type(o) != "identifier" {
			return ""
		}
		if _, ok := c.importedAt(c.text(o), call); !ok {
			return ""
		}
		q = c.qualify(v)
	}
	parts := strings.Split(q, ".")
	if q == "" || isModelName(parts[len(parts)-1]) || len(parts) >= 3 && isModelName(parts[len(parts)-2]) {
		return ""
	}
	k, ok := strings.CutSuffix(c.importedKey(q), c.rootSuffix())
	if !ok || k == "" {
		return ""
	}
	return k
}

// isArgument reports whether a call is itself an argument of another call, as a wrapper of
// a tool is (mcp.tool()(self._guarded(cranes.lift))): what the wrapper calls is followed
// through the registration (wrapreg.go), not through its parameter.
func isArgument(call *sitter.Node) bool {
	p := extract.Parent(call)
	if p != nil && extract.Type(p) == "keyword_argument" {
		p = extract.Parent(p)
	}
	return p != nil && extract.Type(p) == "argument_list"
}

// factoryPassed returns the nested def that a variable holds when it is bound to a call of a
// factory of the file whose every return names that def as it is (factoryreg.go), not through
// a wrapper, whose own code may fail: search = _build_search(store); _build_by_tag(search).
func (c *fileCtx) factoryPassed(v *sitter.Node) *sitter.Node {
	b := unparen(c.valueOf(v))
	if b == nil || extract.Type(b) != "call" {
		return nil
	}
	def := c.factoryBuiltDef(v, nil)
	if def == nil {
		return nil
	}
	for _, r := range c.returnValues(c.localDef(b)) {
		if r = unparen(r); r == nil || extract.Type(r) != "identifier" {
			return nil
		}
	}
	return def
}
