package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Helper keys. A helper is named "<module>.<function>" or "<module>.<Class>.<method>", where
// <module> is the LAST component of its module path ("pkg/errors.py" -> "errors",
// "pkg/errors/__init__.py" -> "errors"). Calls are keyed the same way from what the call names:
//
//	tool_error(...)              defined in this file         -> "<this module>.tool_error"
//	tool_error(...)              from .errors import tool_error -> "errors.tool_error"
//	errors.tool_error(...)       from . import errors / import pkg.errors as errors
//	                                                           -> "errors.tool_error"
//	self._error(...)             a method of the enclosing class -> "<this module>.<Class>._error"
//
// Using the last component only makes relative imports, absolute imports and src/ layouts meet on
// one key; two modules of the same name defining functions of the same name would share a key
// (rare, and the cost is a miscounted use, not a missed site).

// defKey returns the helper key of a module-level function or a method, or "" for nested ones.
func (c *fileCtx) defKey(def *sitter.Node) string {
	name := c.text(extract.Field(def, "name"))
	if cls := c.enclosingClassName(def); cls != "" {
		if c.defs[cls+"."+name] == def {
			return c.modKey + "." + cls + "." + name
		}
		return ""
	}
	if c.defs[name] == def {
		return c.modKey + "." + name
	}
	return ""
}

// calls returns the calls in the file that may reach a helper of the scanned tree.
func (c *fileCtx) calls() []extract.Call {
	var out []extract.Call
	for _, m := range c.run("facts") {
		if m.kind != "call" || m.key != nil || !c.mayReachHelper(m.callee) {
			continue
		}
		if k := c.callKey(m.site); k != "" {
			out = append(out, extract.Call{Key: k, Line: int(m.site.StartPoint().Row) + 1})
		}
	}
	return out
}

// mayReachHelper reports whether a callee's text starts with a name callKey resolves: a function
// of this file, an imported name, self or cls. Most calls (print, len, items.append) start with
// none of them and are dismissed without walking their nodes.
func (c *fileCtx) mayReachHelper(callee *sitter.Node) bool {
	text := c.src[extract.StartByte(callee):extract.EndByte(callee)]
	i := 0
	for i < len(text) && isNameByte(text[i]) {
		i++
	}
	root := text[:i]
	if _, ok := c.names[string(root)]; ok {
		return true
	}
	if _, ok := c.defs[string(root)]; ok {
		return true
	}
	return string(root) == "self" || string(root) == "cls"
}

// isNameByte reports whether b may be part of a Python identifier (any byte of a non-ASCII one).
func isNameByte(b byte) bool {
	return b == '_' || b >= 0x80 || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9')
}

// callKey returns the helper key a call would reach, or "" when it cannot reach one.
func (c *fileCtx) callKey(call *sitter.Node) string {
	fn := extract.Field(call, "function")
	if fn == nil {
		return ""
	}
	if def := c.localDef(call); def != nil {
		return c.defKey(def)
	}
	var q string
	switch extract.Type(fn) {
	case "identifier":
		q, _ = c.importedAt(c.text(fn), call)
	case "attribute":
		q = c.qualify(fn)
	}
	switch rootPackage(q) {
	case "mcp", "fastmcp", "mcp_types":
		return ""
	}
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '.' })
	if len(parts) < 2 {
		return ""
	}
	return parts[len(parts)-2] + "." + parts[len(parts)-1]
}
