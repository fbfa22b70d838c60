package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// Routes found in a list by a predicate: a low-level tools/call handler that picks the entry of
// a list of its own whose test accepts the tool's name, and calls the entry's handler member.
//
//	setupTools() {
//	  this.routes = [
//	    { match: (n) => n.includes("_incident"), handler: handleIncidentTools },
//	    { match: (n) => n.includes("_record"), handler: handleRecordTools },
//	  ];
//	}
//	...
//	const route = this.routes.find((r) => r.match(name));
//	const result = await route.handler(client, name, args);
//
// The call stands for a call of each entry's member (foundEntryKeys, asked by dispatchKeys like a
// registry's lookup): what each returns is what the call returns, and what each throws reaches
// the caller. The list is an array literal bound to a name of the file, or to a field of the
// class (its definition, or `this.routes = [...]` in any method of the class: a setup method the
// constructor calls); the entries are its object literals, and the member's value is read as a
// registry's entry (entryKeys: a function of the file, one imported from a module of the root).

// findMethods are the array methods that pick one element by a predicate.
var findMethods = map[string]bool{"find": true, "findLast": true}

// foundEntryKeys returns the keys of the entries' members a call of `E.m` runs, one list per
// entry, when E is bound to `L.find(predicate)` over a list of the file; nil otherwise.
func (f *file) foundEntryKeys(callee *sitter.Node) [][]string {
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	method := text(extract.Field(callee, "property"), f.Src)
	holder := unwrap(extract.Field(callee, "object"))
	if method == "" || holder == nil || extract.Type(holder) != "identifier" {
		return nil
	}
	d := f.resolve(extract.Content(holder, f.Src), holder)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil
	}
	found := unwrap(extract.Field(d, "value"))
	if found == nil || extract.Type(found) != "call_expression" {
		return nil
	}
	c := unwrap(extract.Field(found, "function"))
	args := extract.Field(found, "arguments")
	if c == nil || extract.Type(c) != "member_expression" || !findMethods[text(extract.Field(c, "property"), f.Src)] ||
		args == nil || extract.NamedChildCount(args) != 1 || !f.parents.isFunction(unwrap(extract.NamedChild(args, 0))) {
		return nil
	}
	list := unwrap(extract.Field(c, "object"))
	if list == nil {
		return nil
	}
	var inits []*sitter.Node
	switch {
	case extract.Type(list) == "identifier":
		ld := f.resolve(extract.Content(list, f.Src), list)
		if ld == nil || extract.Type(ld) != "variable_declarator" {
			return nil
		}
		inits = append(inits, extract.Field(ld, "value"))
	case isThisField(list):
		class := f.enclosingClass(list)
		if class == nil {
			return nil
		}
		inits = f.fieldAssignments(class, text(extract.Field(list, "property"), f.Src))
	default:
		return nil
	}
	var out [][]string
	seen := map[string]bool{}
	for _, init := range inits {
		arr := unwrap(init)
		if arr == nil || extract.Type(arr) != "array" {
			continue
		}
		for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
			e := unwrap(extract.NamedChild(arr, i))
			if e == nil || extract.Type(e) != "object" {
				continue
			}
			v := f.memberValue(e, method)
			if v == nil {
				continue
			}
			if ks := f.entryKeys(v, ""); len(ks) > 0 && !seen[ks[0]] {
				seen[ks[0]] = true
				out = append(out, ks)
			}
		}
	}
	for _, ks := range f.storedParamCallKeys(list, method) {
		if !seen[ks[0]] { // `L.push(entry)` in defineEntry(entry) (storedparams.go)
			seen[ks[0]] = true
			out = append(out, ks)
		}
	}
	return out
}

// fieldAssignments returns the values a class's field is given: its definition's, and those of
// `this.field = ...` in any method of the class (fieldInits reads the constructor only).
func (f *file) fieldAssignments(class *sitter.Node, field string) []*sitter.Node {
	out := f.fieldInits(class, field)
	body := extract.Field(class, "body")
	for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		if extract.Type(m) == "method_definition" && text(extract.Field(m, "name"), f.Src) != "constructor" {
			out = f.thisAssignments(out, m, field) // registries.go
		}
	}
	return out
}
