package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Throwing proxies. A server that must start without its configuration often hands its tools
// stand-ins whose every method throws the configuration error:
//
//	function throwingProxy<T extends object>(error: ConfigError): T {
//	  return new Proxy({} as T, { get(_t, prop) { if (prop === "then") return undefined;
//	                                               return () => { throw error; }; } });
//	}
//	const bundle = { handler: throwingProxy<KanboardHandler>(error), ... };
//
// A tool that calls deps.handler.getTask() may then meet that throw. A function of the file
// declared by name whose every return is `new Proxy(target, { get(...) {...} })`, with a get
// trap (method or property of the object literal) that returns a function whose body is one
// throw, is a throwing proxy; its key with proxySuffix is a function of its own that throws
// there (a summary with Raises, and the throw's pending raisederror). A call of it with a
// type argument that names a class of the root (declared here or imported by name from a
// relative module) makes every key of that class's methods name the proxy's key too
// (extract.Alias.Every): a tool that calls any method of the class reaches the throw. Only the
// type argument is read, not where the value goes; a proxy built with no type argument adds
// nothing.

// proxySuffix ends the key of a throwing proxy's methods.
const proxySuffix = "!proxy"

// throwingProxy is a function of the file that builds a throwing proxy.
type throwingProxy struct {
	decl  *sitter.Node // what f.decls holds of it
	fn    *sitter.Node
	name  string
	throw *sitter.Node // the throw of the function its get trap returns
}

// throwingProxies returns the file's throwing proxies, once.
func (f *file) throwingProxies() []throwingProxy {
	if f.proxies != nil {
		return *f.proxies
	}
	var out []throwingProxy
	if f.srcHas("new Proxy") {
		for name, ds := range f.decls {
			if len(ds) != 1 {
				continue
			}
			decl, fn := ds[0], ds[0]
			if extract.Type(fn) == "variable_declarator" {
				fn = unwrap(extract.Field(fn, "value"))
			}
			if fn == nil || !f.parents.isFunction(fn) {
				continue
			}
			if t := f.proxyThrow(fn); t != nil {
				out = append(out, throwingProxy{decl: decl, fn: fn, name: name, throw: t})
			}
		}
		slices.SortFunc(out, func(a, b throwingProxy) int { return int(extract.StartByte(a.fn)) - int(extract.StartByte(b.fn)) })
	}
	f.proxies = &out
	return out
}

// proxyThrow returns the throw of the function the get trap of the Proxy that every return of
// fn builds returns; nil when fn is no throwing proxy.
func (f *file) proxyThrow(fn *sitter.Node) *sitter.Node {
	rets := f.returnStatements(fn)
	if len(rets) == 0 {
		return nil
	}
	var out *sitter.Node
	for _, r := range rets {
		v := unwrap(extract.NamedChild(r, 0))
		if v == nil || extract.Type(v) != "new_expression" || text(extract.Field(v, "constructor"), f.Src) != "Proxy" {
			return nil
		}
		h := unwrap(argument(extract.Field(v, "arguments"), 1))
		if h == nil || extract.Type(h) != "object" {
			return nil
		}
		t := f.trapThrow(h)
		if t == nil {
			return nil
		}
		if out == nil {
			out = t
		}
	}
	return out
}

// trapThrow returns the throw of a function that the get trap of a Proxy handler object
// returns, whose body is that throw alone; nil when there is none.
func (f *file) trapThrow(h *sitter.Node) *sitter.Node {
	for _, m := range extract.NamedChildren(h) {
		var trap *sitter.Node
		switch extract.Type(m) {
		case "method_definition":
			if text(extract.Field(m, "name"), f.Src) == "get" {
				trap = m
			}
		case "pair":
			if text(extract.Field(m, "key"), f.Src) == "get" {
				trap = unwrap(extract.Field(m, "value"))
			}
		}
		if trap == nil || !f.parents.isFunction(trap) {
			continue
		}
		for _, r := range f.returnStatements(trap) {
			g := unwrap(extract.NamedChild(r, 0))
			if g == nil || !f.parents.isFunction(g) {
				continue
			}
			body := functionBody(g)
			if body == nil || extract.Type(body) != "statement_block" {
				continue
			}
			var stmts []*sitter.Node
			for _, c := range extract.NamedChildren(body) {
				if extract.Type(c) != "comment" {
					stmts = append(stmts, c)
				}
			}
			if len(stmts) == 1 && extract.Type(stmts[0]) == "throw_statement" {
				return stmts[0]
			}
		}
	}
	return nil
}

// proxyOf returns the throwing proxy whose throw stmt is, and true.
func (f *file) proxyOf(stmt *sitter.Node) (throwingProxy, bool) {
	for _, p := range f.throwingProxies() {
		if same(p.throw, stmt) {
			return p, true
		}
	}
	return throwingProxy{}, false
}

// proxySummaries returns the summary of each throwing proxy's methods: they raise, at the throw.
func (f *file) proxySummaries() []extract.Summary {
	var out []extract.Summary
	for _, p := range f.throwingProxies() {
		out = append(out, extract.Summary{Key: f.modPath + "#" + p.name + proxySuffix, Name: p.name + " proxy",
			Line: line(p.throw), Column: column(p.throw), Facts: extract.Raises,
			Places: []extract.Place{{Fact: extract.Raises, Line: line(p.throw), Column: column(p.throw),
				Message: "every method of a " + p.name + " proxy throws"}}})
	}
	return out
}

// proxyAliases makes the methods of each class a throwing proxy of the file is built as (its
// call's type argument) name the proxy's methods too.
func (f *file) proxyAliases() []extract.Alias {
	ps := f.throwingProxies()
	if len(ps) == 0 {
		return nil
	}
	var out []extract.Alias
	walkAll(f.root, func(c *sitter.Node) {
		if extract.Type(c) != "call_expression" {
			return
		}
		callee := unwrap(extract.Field(c, "function"))
		targs := extract.Field(c, "type_arguments")
		if callee == nil || extract.Type(callee) != "identifier" || targs == nil || extract.NamedChildCount(targs) != 1 {
			return
		}
		name := extract.Content(callee, f.Src)
		for _, p := range ps {
			if p.name != name || !same(f.resolve(name, callee), p.decl) {
				continue
			}
			for _, k := range f.classTypeKeys(extract.NamedChild(targs, 0)) {
				out = append(out, extract.Alias{From: k + ".", To: f.modPath + "#" + p.name + proxySuffix, Prefix: true, Every: true})
			}
		}
	})
	return out
}

// classTypeKeys returns the keys of the class a type names: one the file declares, or one it
// imports by name from a relative module.
func (f *file) classTypeKeys(t *sitter.Node) []string {
	if t == nil || extract.Type(t) != "type_identifier" {
		return nil
	}
	name := extract.Content(t, f.Src)
	if b, ok := f.imports[name]; ok {
		if exportByName(b.name) {
			return nil
		}
		base, rel := f.relativeModule(b.module)
		if !rel {
			return nil
		}
		return moduleKeys(base, b.name)
	}
	for _, c := range f.namedClasses() {
		if extract.Content(c.name, f.Src) == name {
			return []string{f.modPath + "#" + name}
		}
	}
	return nil
}
