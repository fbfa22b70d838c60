package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Methods called on the object a with statement binds:
//
//	client.py: class WikiClient:
//	               async def __aenter__(self):
//	                   return self
//	               async def create_page(self, ...): ... raise Exception("Failed to create page")
//	server.py: async with WikiClient(config) as client:
//	               result = await client.create_page(...)
//
// The name after `as` is what the context manager's __enter__ (__aenter__ for `async with`)
// returns, which may be anything: another object (a session, a connection), a text, None. The
// calling file names the call after that method's result, "<module>.<Class>.__aenter__().
// create_page" (withMethod), and the class's file ties "<module>.<Class>.__aenter__()." to the
// class's keys when the method returns self and nothing else (enterAliases): a class that
// defines no such method, one that returns another object, or one that inherits it from a
// class of another module, names nothing.

// withMethod returns the key of obj.<method> (the attribute fn) when obj is a variable that its
// function binds once, by `with C(...) as obj` or `async with C(...) as obj`, with C a class of
// the root: "<module>.<C>.__enter__().<method>" (or __aenter__); else "".
func (c *fileCtx) withMethod(fn *sitter.Node) string {
	if fn == nil || extract.Type(fn) != "attribute" {
		return ""
	}
	obj := unparen(extract.Field(fn, "object"))
	member := "" // client.pages.create(): the attribute's method (attrmembers.go)
	if obj != nil && extract.Type(obj) == "attribute" {
		if o := unparen(extract.Field(obj, "object")); o != nil && extract.Type(o) == "identifier" {
			member, obj = c.text(extract.Field(obj, "attribute"))+".", o
		}
	}
	cls := c.withClass(obj)
	if cls == "" {
		return ""
	}
	return cls + "." + member + c.text(extract.Field(fn, "attribute")) + c.rootSuffix()
}

// withClass returns "<module>.<C>.__enter__()" (or "__aenter__()" under `async with`) for a
// variable that its function binds only as the target of `with C(...) as name`, C a class of
// the root; else "".
func (c *fileCtx) withClass(obj *sitter.Node) string {
	if obj == nil || extract.Type(obj) != "identifier" {
		return ""
	}
	name := c.text(obj)
	if name == "self" || name == "cls" {
		return ""
	}
	def := c.enclosingDef(obj)
	if def == nil {
		return ""
	}
	binds := c.bindings(def)[name]
	if len(binds) != 1 || extract.Type(binds[0]) != "as_pattern" || extract.StartByte(binds[0]) > extract.StartByte(obj) {
		return ""
	}
	pat := binds[0]
	item := extract.Parent(pat)
	if item == nil || extract.Type(item) != "with_item" {
		return "" // except E as e, case X() as x
	}
	target := extract.Field(pat, "alias")
	if target != nil && extract.Type(target) == "as_pattern_target" && extract.NamedChildCount(target) == 1 {
		target = extract.NamedChild(target, 0)
	}
	if target == nil || extract.Type(target) != "identifier" || string(c.bytesOf(target)) != name {
		return ""
	}
	v := unparen(extract.NamedChild(pat, 0))
	if v == nil || extract.Type(v) != "call" {
		return ""
	}
	cls := c.classNamed(extract.Field(v, "function"))
	if cls == "" {
		return ""
	}
	with := extract.Parent(item)
	for with != nil && extract.Type(with) != "with_statement" {
		with = extract.Parent(with)
	}
	if with == nil {
		return ""
	}
	if strings.HasPrefix(c.text(with), "async") {
		return cls + ".__aenter__()"
	}
	return cls + ".__enter__()"
}

// enterAliases returns, for each class at the top of this file whose __enter__ or __aenter__
// returns self and nothing else (its own, or the one it inherits from a class of this file),
// the alias from the keys of what that method gives back to the class's keys.
func (c *fileCtx) enterAliases() []extract.Alias {
	var out []extract.Alias
	for _, def := range c.classDefs {
		cls := c.text(extract.Field(def, "name"))
		for _, m := range []string{"__enter__", "__aenter__"} {
			if c.entersSelf(cls, m, 0) {
				prefix := c.modID + "." + cls + "."
				out = append(out, extract.Alias{From: prefix + m + "().", To: prefix, Prefix: true})
			}
		}
	}
	return out
}

// entersSelf reports whether the method m of the class cls of this file, its own or that of the
// first class of this file among its bases (depth-first) that defines it, returns self on every
// path; false where a base of another module may define it.
func (c *fileCtx) entersSelf(cls, m string, depth int) bool {
	if depth > 5 || !c.topClasses[cls] {
		return false
	}
	if def := c.defs[cls+"."+m]; def != nil {
		return c.returnsSelf(def)
	}
	for _, cd := range c.classDefs {
		if string(c.bytesOf(extract.Field(cd, "name"))) != cls {
			continue
		}
		for _, b := range c.rootBases(cd) {
			base, ok := strings.CutPrefix(b, c.modID+".")
			if !ok || strings.Contains(base, ".") {
				return false // a class of another module: it may define m
			}
			if c.defs[base+"."+m] != nil || c.hasOwnBase(base, m, depth+1) {
				return c.entersSelf(base, m, depth+1)
			}
		}
	}
	return false
}

// hasOwnBase reports whether some base of cls (through the classes of this file) may define m:
// one of another module, or one of this file that defines it.
func (c *fileCtx) hasOwnBase(cls, m string, depth int) bool {
	if depth > 5 {
		return true
	}
	for _, cd := range c.classDefs {
		if string(c.bytesOf(extract.Field(cd, "name"))) != cls {
			continue
		}
		for _, b := range c.rootBases(cd) {
			base, ok := strings.CutPrefix(b, c.modID+".")
			if !ok || strings.Contains(base, ".") || c.defs[base+"."+m] != nil || c.hasOwnBase(base, m, depth+1) {
				return true
			}
		}
	}
	return false
}

// returnsSelf reports whether a method returns self on every path: each of its return
// statements returns self, and its body ends with one.
func (c *fileCtx) returnsSelf(def *sitter.Node) bool {
	params := c.paramNames(def)
	if len(params) == 0 {
		return false
	}
	self := params[0]
	body := extract.Field(def, "body")
	if body == nil || extract.NamedChildCount(body) == 0 {
		return false
	}
	isSelf := func(r *sitter.Node) bool {
		if extract.NamedChildCount(r) != 1 {
			return false
		}
		v := unparen(extract.NamedChild(r, 0))
		return v != nil && extract.Type(v) == "identifier" && string(c.bytesOf(v)) == self
	}
	last := extract.NamedChild(body, int(extract.NamedChildCount(body))-1)
	if extract.Type(last) != "return_statement" || !isSelf(last) {
		return false
	}
	ok := true
	walkScope(body, func(x *sitter.Node) {
		switch extract.Type(x) {
		case "return_statement":
			if !isSelf(x) {
				ok = false
			}
		case "yield":
			ok = false
		}
	})
	return ok
}

// withBound reports whether def binds name as the target of a with statement (with X as name).
func (c *fileCtx) withBound(def *sitter.Node, name string) bool {
	if def == nil || !spellsWith(c.bytesOf(def)) {
		return false // no with statement: its bindings (a walk of the whole body) are not read
	}
	for _, b := range c.bindings(def)[name] {
		if p := extract.Parent(b); extract.Type(b) == "as_pattern" && p != nil && extract.Type(p) == "with_item" {
			return true
		}
	}
	return false
}

// spellsWith reports whether src holds the keyword with as a word, as every with statement
// (and async with) does.
func spellsWith(src []byte) bool {
	for range extract.Words(src, withKeyword, isIdentByte) {
		return true
	}
	return false
}

var withKeyword = []byte("with")
