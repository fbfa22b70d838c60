package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries filled with the tools that a method of each of a list of class instances returns:
//
//	const toolClasses = [new BookTools(client), new PageTools(client)];   // classes of other modules
//	toolClasses.forEach((c) => c.getTools().forEach((t) => this.tools.set(t.name, t)));
//	...
//	const tool = this.tools.get(request.params.name);
//	await tool.handler(args);
//
// with, in the class's module,
//
//	getTools(): Tool[] { return withDescriptions([this.createListTool(), ...]); }
//	private createListTool(): Tool { return { name: "list", handler: async (a) => this.client.list(a) }; }
//
// The call of the entry's member stands for a call of "<module>#C.getTools().handler" for each
// class C of the list (classListKeys), a key that C's module summarizes (classListCalls) as a
// function calling the handler of each object the method returns: an array literal, or one
// handed to a wrapper that passes each tool's handler on (a function of the root called with the
// array alone; one of the file must return the array or a map of it that spreads each element
// and sets no handler). The array's elements are object literals or calls of methods of the
// class (`this.createX()`) that return them. An inline handler's calls leave from the method
// that holds it (fromKey), so the key passes on what that method's calls throw: the throws the
// handler's own try does not catch.

// classListSuffix makes the key of the handlers (member) of the objects a class's method
// returns, from the method's key.
func classListSuffix(member string) string { return "()." + member }

// classListKeys returns one list of keys per class whose instances a registry's entry comes
// from, for a call of the entry's member (`tool.handler(args)`, method "handler"): the entry is a
// name a loop binds to each element of `X.m()`, X a name a loop binds to each element of a list
// of `new C(...)` (or X such a `new` itself). nil for any other entry.
func (f *file) classListKeys(v *sitter.Node, method string) [][]string {
	u := unwrap(v)
	if method == "" || !slices.Contains(tableHandlerKeys, method) || u == nil || extract.Type(u) != "identifier" {
		return nil
	}
	iterated := f.wholeElementOf(u)
	if iterated == nil || extract.Type(iterated) != "call_expression" {
		return nil
	}
	if args := extract.Field(iterated, "arguments"); args == nil || extract.NamedChildCount(args) != 0 {
		return nil
	}
	callee := unwrap(extract.Field(iterated, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	m := text(extract.Field(callee, "property"), f.Src)
	obj := unwrap(extract.Field(callee, "object"))
	var news []*sitter.Node
	switch {
	case obj == nil || m == "":
		return nil
	case extract.Type(obj) == "new_expression":
		news = append(news, obj)
	case extract.Type(obj) == "identifier":
		list := f.wholeElementOf(obj)
		if list == nil {
			return nil
		}
		var path []step
		for _, e := range f.listElements(list, &path, 0) {
			if e = unwrap(e); e != nil && extract.Type(e) == "new_expression" {
				news = append(news, e)
			}
		}
	default:
		return nil
	}
	var out [][]string
	seen := map[string]bool{}
	for _, n := range news {
		ks := f.constructedMethodKeys(unwrap(extract.Field(n, "constructor")), m)
		if len(ks) == 0 || seen[ks[0]] {
			continue
		}
		seen[ks[0]] = true
		var keys []string
		for _, k := range ks {
			keys = append(keys, k+classListSuffix(method))
		}
		out = append(out, keys)
	}
	return out
}

// wholeElementOf returns the list a loop iterates when an identifier is the name it binds to
// each whole element (`for (const t of L)`, `L.forEach((t) => ...)`), unwrapped; nil otherwise.
func (f *file) wholeElementOf(id *sitter.Node) *sitter.Node {
	pattern, iterated, _ := f.loopBinding(id)
	if pattern == nil {
		return nil
	}
	if p := unwrapTypes(pattern); p == nil || extract.Type(p) != "identifier" || extract.Content(p, f.Src) != extract.Content(id, f.Src) {
		return nil
	}
	return unwrap(iterated)
}

// classListCalls returns the calls of the handlers of the objects each method of the file's
// classes returns in a list, as if "<method's key>().<member>" were a function calling each, and
// adds to f.tableSums a summary of each such key that passes on what they throw.
func (f *file) classListCalls() []extract.Call {
	if !f.srcHas("class ") || !f.srcHas("return") {
		return nil
	}
	var out []extract.Call
	names := make([]string, 0, len(f.classNames()))
	for name := range f.classNames() {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		c := f.classDeclaration(name)
		if c == nil {
			continue
		}
		body := extract.Field(c, "body")
		for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
			m := extract.NamedChild(body, i)
			if extract.Type(m) != "method_definition" || text(extract.Field(m, "name"), f.Src) == "constructor" {
				continue
			}
			out = f.classListOf(out, c, m)
		}
	}
	return out
}

// classListOf appends the calls of the handlers of the objects method m of class c returns in a
// list to out, and adds a summary per handler member.
func (f *file) classListOf(out []extract.Call, c, m *sitter.Node) []extract.Call {
	var objs []*sitter.Node
	for _, r := range f.returnedValuesOf(m) {
		for _, e := range f.returnedListElements(unwrap(r)) {
			objs = append(objs, f.listedObjects(c, unwrap(e))...)
		}
	}
	if len(objs) == 0 {
		return out
	}
	mkey := f.methodKey(c, text(extract.Field(m, "name"), f.Src))
	for _, member := range tableHandlerKeys {
		var s *extract.Summary
		for _, o := range objs {
			h := unwrap(f.memberValue(o, member))
			if h == nil {
				continue
			}
			var keys []string
			switch {
			case f.parents.isFunction(h) && f.keyOf(h) == "":
				// An inline handler: its calls leave from the function that holds it.
				if k := f.fromKey(h); k != "" {
					keys = []string{k}
				}
			case f.parents.isFunction(h):
				f.noteEntryFunction(h)
				keys = []string{f.keyOf(h)}
			default:
				keys = f.memberKeys(o, member)
			}
			if len(keys) == 0 {
				continue
			}
			if s == nil {
				key := mkey + classListSuffix(member)
				s = &extract.Summary{Key: key, Name: key[len(f.modPath)+1:], Line: line(m), Column: column(m)}
				// By the method's name alone too, as a default import or a require names it.
				f.byName[key] = f.modPath + "#" + text(extract.Field(m, "name"), f.Src) + classListSuffix(member)
			}
			for _, k := range keys {
				out = append(out, extract.Call{Key: k, Line: line(h), Column: column(h), From: s.Key, Passes: passOnAll})
			}
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.Raises | extract.ThrowsValue, Keys: keys, Line: line(h), Column: column(h)})
		}
		if s != nil {
			f.tableSums = append(f.tableSums, *s)
		}
	}
	return out
}

// returnedListElements returns the elements of a list a method returns: an array literal's, or
// those of an array literal handed alone to a wrapper that passes its tools on (passesTools).
func (f *file) returnedListElements(r *sitter.Node) []*sitter.Node {
	if r == nil {
		return nil
	}
	if extract.Type(r) == "call_expression" {
		args := extract.Field(r, "arguments")
		if args == nil || extract.NamedChildCount(args) != 1 || !f.passesTools(unwrap(extract.Field(r, "function"))) {
			return nil
		}
		r = unwrap(extract.NamedChild(args, 0))
	}
	if r == nil || extract.Type(r) != "array" {
		return nil
	}
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(r)); i++ {
		if e := extract.NamedChild(r, i); extract.Type(e) != "comment" && extract.Type(e) != "spread_element" {
			out = append(out, e)
		}
	}
	return out
}

// passesTools reports whether a wrapper called with a list of tools passes each tool's handler
// on: a function of the root imported from a relative module (not in sight: taken as passing
// them on), or a function of the file that returns its parameter or a map of it whose callback
// returns an object spreading the element and setting no handler member.
func (f *file) passesTools(callee *sitter.Node) bool {
	if callee == nil || extract.Type(callee) != "identifier" {
		return false
	}
	if b, ok := f.imports[extract.Content(callee, f.Src)]; ok {
		_, rel := f.relativeModule(b.module)
		return rel
	}
	fn := f.calledFunction(callee)
	if fn == nil {
		return false
	}
	pi := f.paramInfoOf(fn)
	if len(pi.names) == 0 || pi.names[0] == "" {
		return false
	}
	param := pi.names[0]
	rs := f.returnedValuesOf(fn)
	if len(rs) == 0 {
		return false
	}
	for _, r := range rs {
		r = unwrap(r)
		if r == nil {
			return false
		}
		if extract.Type(r) == "identifier" && extract.Content(r, f.Src) == param {
			continue
		}
		if !f.spreadingMap(r, param) {
			return false
		}
	}
	return true
}

// spreadingMap reports whether r is `param.map(cb)` with cb returning only objects that spread
// its first parameter and set no member of tableHandlerKeys.
func (f *file) spreadingMap(r *sitter.Node, param string) bool {
	if extract.Type(r) != "call_expression" {
		return false
	}
	callee := unwrap(extract.Field(r, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), f.Src) != "map" ||
		text(extract.Field(callee, "object"), f.Src) != param {
		return false
	}
	cb := unwrap(argument(extract.Field(r, "arguments"), 0))
	if cb == nil || !f.parents.isFunction(cb) {
		return false
	}
	cpi := f.paramInfoOf(cb)
	if len(cpi.names) == 0 || cpi.names[0] == "" {
		return false
	}
	rs := f.returnedValuesOf(cb)
	if len(rs) == 0 {
		return false
	}
	for _, o := range rs {
		o = unwrap(o)
		if o == nil || extract.Type(o) != "object" {
			return false
		}
		spread := false
		for i := 0; i < int(extract.NamedChildCount(o)); i++ {
			switch c := extract.NamedChild(o, i); extract.Type(c) {
			case "spread_element":
				spread = spread || extract.NamedChildCount(c) > 0 && text(unwrap(extract.NamedChild(c, 0)), f.Src) == cpi.names[0]
			case "pair", "method_definition":
				if slices.Contains(tableHandlerKeys, propertyName(extract.Field(c, "key"), f.Src)) ||
					slices.Contains(tableHandlerKeys, propertyName(extract.Field(c, "name"), f.Src)) {
					return false
				}
			case "shorthand_property_identifier":
				if slices.Contains(tableHandlerKeys, extract.Content(c, f.Src)) {
					return false
				}
			}
		}
		if !spread {
			return false
		}
	}
	return true
}

// listedObjects returns the object literals an element of a returned list stands for: itself,
// or those a method of class c it calls on this (`this.createX()`) returns.
func (f *file) listedObjects(c, e *sitter.Node) []*sitter.Node {
	if e == nil {
		return nil
	}
	switch extract.Type(e) {
	case "object":
		return []*sitter.Node{e}
	case "call_expression":
		callee := unwrap(extract.Field(e, "function"))
		if callee == nil || extract.Type(callee) != "member_expression" {
			return nil
		}
		if o := extract.Field(callee, "object"); o == nil || extract.Type(o) != "this" {
			return nil
		}
		m := f.ownMethod(c, text(extract.Field(callee, "property"), f.Src))
		if m == nil {
			return nil
		}
		var out []*sitter.Node
		for _, r := range f.returnedValuesOf(m) {
			if r = unwrap(r); r != nil && extract.Type(r) == "object" {
				out = append(out, r)
			}
		}
		return out
	}
	return nil
}

// ownMethod returns the method of that name class c's body declares, or nil.
func (f *file) ownMethod(c *sitter.Node, name string) *sitter.Node {
	body := extract.Field(c, "body")
	for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
		if m := extract.NamedChild(body, i); extract.Type(m) == "method_definition" && text(extract.Field(m, "name"), f.Src) == name {
			return m
		}
	}
	return nil
}
