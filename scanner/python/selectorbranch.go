package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A dispatcher that branches on a string its callers pass, and tools that each pass their own:
//
//	def resolve(intent, ctx=None):
//	    op = intent.get("operation")          # or intent["operation"], or a parameter op
//	    if op == "stop":
//	        return stop(intent.get("id"))     # runs only for "stop"
//	    if op in ("list", "ls"):
//	        return list_all()
//	    match op:
//	        case "ping": return ping()
//
//	@mcp.tool()
//	def list_jobs(): return resolve({"operation": "list"}, ctx)
//
// A call in the branch of such a test runs under it (Call.RunsIf, an In test, with the key as
// its Path), and each call records the string literals it passes, as an argument or as a key's
// value in a dict literal it passes (an ArgShape with OneOf): what stop raises or returns
// reaches list_jobs through no call, as the index reads it (mayRun). The final else, `case _:`,
// a guarded case, `!=` and code outside the branches count for every call.

// selectorTest returns the In test under which the consequence of an if or elif whose condition
// is cond runs, when cond compares a selector of def (selectorParam) with string literals:
// `op == "x"`, `"x" == op`, `op in ("x", "y")`.
func (c *fileCtx) selectorTest(cond, def *sitter.Node) (extract.ArgTest, bool) {
	isSelector := func(v *sitter.Node) bool { _, _, ok := c.selectorParam(def, v); return ok }
	v, vals, ok := c.stringCompare(cond, def, "==", "in", isSelector) // paramconst.go
	if !ok || c.passedAsValue(def) {                                  // a caller the index does not see may pass anything
		return extract.ArgTest{}, false
	}
	p, path, _ := c.selectorParam(def, v)
	return extract.ArgTest{Param: p.index, Name: p.name, Path: path, In: vals}, true
}

// selectorParam reads v as a value a call of def gives: an intact parameter (path ""), the
// value of a key of one (`p["k"]`, `p.get("k")`, `p.get("k", d)`; path keyPath("k")), or a local
// that def binds once, by a plain assignment, to either.
func (c *fileCtx) selectorParam(def, v *sitter.Node) (param, string, bool) {
	v = unparen(v)
	if v == nil {
		return param{}, "", false
	}
	if p, ok := c.intactParam(def, v); ok {
		return p, "", true
	}
	if extract.Type(v) == "identifier" {
		a := c.soleAssignment(def, c.text(v)) // predicates.go
		if a == nil || extract.Type(extract.Field(a, "left")) != "identifier" {
			return param{}, "", false
		}
		v = unparen(extract.Field(a, "right"))
	}
	obj, key, ok := c.keyRead(v)
	if !ok {
		return param{}, "", false
	}
	p, ok := c.intactParam(def, obj)
	if !ok {
		return param{}, "", false
	}
	return p, keyPath(key), true
}

// keyRead reads `d["k"]`, `d.get("k")` or `d.get("k", default)`: d and k.
func (c *fileCtx) keyRead(v *sitter.Node) (*sitter.Node, string, bool) {
	switch extract.Type(v) {
	case "subscript":
		k, ok := c.constString(unparen(extract.Field(v, "subscript")))
		return extract.Field(v, "value"), k, ok
	case "call":
		fn, args := extract.Field(v, "function"), extract.Field(v, "arguments")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "get" ||
			args == nil || extract.Type(args) != "argument_list" {
			return nil, "", false
		}
		if n := extract.NamedChildCount(args); n < 1 || n > 2 {
			return nil, "", false
		}
		k, ok := c.constString(unparen(extract.NamedChild(args, 0)))
		return extract.Field(fn, "object"), k, ok
	}
	return nil, "", false
}

// keyPath is the Path of a test or shape of the value of key k of a dict argument.
func keyPath(k string) string { return "." + k }

// keyShapes returns the shapes of a dict literal argument's string literal values by their
// string keys (`{"operation": "list"}`), for a test of selectorTest; none for a dict with a **
// splat, whose keys may be anything.
func (c *fileCtx) keyShapes(v *sitter.Node, index int, name string) []extract.ArgShape {
	v = unparen(v)
	if v == nil || extract.Type(v) != "dictionary" {
		return nil
	}
	var out []extract.ArgShape
	keys := map[string]bool{}
	for _, pr := range namedChildren(v) {
		switch extract.Type(pr) {
		case "comment":
		case "pair":
			k, ok := c.constString(unparen(extract.Field(pr, "key")))
			if !ok {
				continue
			}
			if keys[k] {
				return nil // the last of the same key wins: leave such a dict alone
			}
			keys[k] = true
			if s, ok := c.constString(unparen(extract.Field(pr, "value"))); ok && len(s) <= 64 {
				out = append(out, extract.ArgShape{Param: index, Name: name, Path: keyPath(k), OneOf: []string{s}})
			}
		default:
			return nil
		}
	}
	return out
}
