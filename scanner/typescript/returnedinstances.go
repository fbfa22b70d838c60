package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Clients built by a function of another module and reached through a typed field:
//
//	// clients/client.ts
//	export function getClient() { return new Clients({ token: requireToken() }); }
//	// clients/api/index.ts
//	export class Clients { public pipelines: PipelinesAPI; constructor(...) { this.pipelines = new PipelinesAPI(http); } }
//	// a tool's helper
//	const api = getClient();
//	const pipelines = await api.pipelines.getPipelines({ projectSlug });
//
// A method called on a member of a const bound to a call of a function imported from a module
// of the root (`api.pipelines.getPipelines()`) is keyed "<getClient's key>(ret).pipelines.
// getPipelines" (returnedInstanceKeys). The files say what such keys name, as prefix aliases
// (returnedInstanceAliases): a top-level function whose every return is `new X(...)`, X a class
// of the root, says "<its key>(ret)." names "<X's module>#X."; a class field annotated with a
// class of the root (`public pipelines: PipelinesAPI`) says "<module>#C.pipelines." names
// "<PipelinesAPI's module>#PipelinesAPI.". A function that returns anything else, and a field
// with no annotation, alias nothing: the call names nothing.

// returnedMark joins the key of a function to the path of members of what it returns.
const returnedMark = "(ret)."

// returnedInstanceKeys returns the keys of method m called on `v.a`, v a const of the file bound
// to a call (maybe awaited) of a function imported from a relative module, or to `new X(...)`
// of a class of the root; nil otherwise.
func (f *file) returnedInstanceKeys(obj *sitter.Node, m string) []string {
	if extract.Type(obj) != "member_expression" || m == "" {
		return nil
	}
	v, member := unwrap(extract.Field(obj, "object")), text(extract.Field(obj, "property"), f.Src)
	if v == nil || extract.Type(v) != "identifier" || member == "" {
		return nil
	}
	var out []string
	for _, p := range f.constInstancePrefixes(v) {
		out = append(out, p+member+"."+m)
	}
	return out
}

// constInstancePrefixes returns the key prefixes of the members of what a const of the file
// holds, v naming it: "<X's module>#X." when it is bound to `new X(...)` of a class of the root
// (`const users = new UserService()`: the member's annotated class, which the class's file
// aliases), "<g's key>(ret)." when it is bound to a call (maybe awaited) of a function g of the
// file or imported from a relative module (returnedInstanceAliases says what g returns); nil
// otherwise.
func (f *file) constInstancePrefixes(v *sitter.Node) []string {
	name := extract.Content(v, f.Src)
	if _, imported := f.imports[name]; imported {
		return nil
	}
	d := f.resolve(name, v)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil
	}
	call := unwrap(extract.Field(d, "value"))
	if call != nil && extract.Type(call) == "await_expression" {
		call = unwrap(extract.NamedChild(call, 0))
	}
	if n := f.defaultedNew(call); n != nil {
		call = n // `const users = deps.users ?? new UserService()` (defaultinstances.go)
	} else if c := f.defaultedCall(call); c != nil {
		call = c // `const runtime = options.runtime || createRuntime(options)` (forwardedreturns.go)
	}
	if call != nil && extract.Type(call) == "new_expression" {
		c := unwrap(extract.Field(call, "constructor"))
		if c == nil || extract.Type(c) != "identifier" {
			return nil
		}
		return f.typePrefixes(extract.Content(c, f.Src))
	}
	return f.callReturnPrefixes(call)
}

// callReturnPrefixes returns the key prefixes of the members of what a call returns: "<g's
// key>(ret)." for a call of a function g of the file or imported from a relative module, or of
// a method of a field whose class the file tells (`this.factory.createClient()`); nil for
// anything else.
func (f *file) callReturnPrefixes(call *sitter.Node) []string {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee != nil && extract.Type(callee) == "member_expression" {
		return f.fieldMethodReturnPrefixes(callee)
	}
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil
	}
	if _, _, ok := f.namedImport(callee); !ok {
		// a function the module itself declares at its top level, which its aliases cover
		if k := f.programFunctionKey(extract.Content(callee, f.Src)); k != "" {
			return []string{k + returnedMark}
		}
		return nil
	}
	var out []string
	for _, g := range f.callKeys(callee) {
		if moduleOf(g) != "" {
			out = append(out, g+returnedMark)
		}
	}
	return out
}

// returnedInstanceAliases returns the prefix aliases of the file's top-level functions that
// return an instance of a class of the root, and of its classes' fields annotated with one.
func (f *file) returnedInstanceAliases() []extract.Alias {
	builds := f.srcHas("new ") || f.srcHas("class ")
	if !builds && !f.srcHas("return") {
		return nil
	}
	var out []extract.Alias
	for name, fn := range f.programFunctions() { // returnedmembers.go
		from := f.modPath + "#" + name + returnedMark
		out = append(out, f.returnedMemberAliases(from, fn)...)  // returnedmembers.go
		out = append(out, f.forwardedReturnAliases(from, fn)...) // forwardedreturns.go
		if !builds {
			continue
		}
		for _, to := range f.returnedClassPrefixes(fn) {
			out = append(out, extract.Alias{From: from, To: to, Prefix: true})
		}
		out = append(out, f.returnedFieldAliases(from, fn)...) // returnedfields.go
		out = append(out, f.returnedListAliases(from, fn)...)  // modulelists.go
	}
	if !f.srcHas("class ") {
		return out
	}
	for _, c := range f.namedClasses() {
		body := extract.Field(c.node, "body")
		for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
			m := extract.NamedChild(body, i)
			if extract.Type(m) == "method_definition" {
				// createClient(): YouTrackClient { return new YouTrackClient(this.config); }
				if name := text(extract.Field(m, "name"), f.Src); name != "" && name != "constructor" {
					from := f.modPath + "#" + extract.Content(c.name, f.Src) + "." + name + returnedMark
					for _, to := range f.returnedClassPrefixes(m) {
						out = append(out, extract.Alias{From: from, To: to, Prefix: true})
					}
				}
				continue
			}
			if extract.Type(m) != "public_field_definition" {
				continue
			}
			field := text(extract.Field(m, "name"), f.Src)
			t := typeName(extract.Field(m, "type"))
			if field == "" || t == nil || extract.Type(t) != "type_identifier" {
				continue
			}
			from := f.modPath + "#" + extract.Content(c.name, f.Src) + "." + field + "."
			for _, to := range f.typePrefixes(extract.Content(t, f.Src)) {
				out = append(out, extract.Alias{From: from, To: to, Prefix: true})
			}
		}
	}
	return out
}

// fieldMethodReturnPrefixes returns, for a callee `this.factory.createClient` (a method of a
// field whose class the file tells), "<the method's key>(ret)." for each key the method may
// have: the class's file says what its method returns (returnedInstanceAliases); nil
// otherwise.
func (f *file) fieldMethodReturnPrefixes(callee *sitter.Node) []string {
	obj, method := f.memberParts(callee)
	obj = unwrap(obj)
	if obj == nil || method == "" || extract.Type(obj) != "member_expression" {
		return nil
	}
	if o := extract.Field(obj, "object"); o == nil || extract.Type(o) != "this" {
		return nil
	}
	cls := f.classOfField(obj, text(extract.Field(obj, "property"), f.Src))
	if cls == nil {
		return nil
	}
	var out []string
	for _, k := range f.declaredClassKeys(cls, method) {
		if !strings.HasSuffix(k, virtualSuffix) && moduleOf(k) != "" {
			out = append(out, k+returnedMark)
		}
	}
	return out
}

// returnedClassPrefixes returns the prefixes of the methods of the class of the root whose
// instance a function returns on every return (`return new X(...)`), or nil.
func (f *file) returnedClassPrefixes(fn *sitter.Node) []string {
	vs := f.returnedValuesOf(fn)
	if len(vs) == 0 {
		return nil
	}
	cls := ""
	for _, v := range vs {
		v = unwrap(v)
		if v != nil && extract.Type(v) == "identifier" {
			v = f.heldInstance(v) // `return openCart` of a module's `let` (heldinstances.go)
		}
		if v == nil || extract.Type(v) != "new_expression" {
			return nil
		}
		c := unwrap(extract.Field(v, "constructor"))
		if c == nil || extract.Type(c) != "identifier" || (cls != "" && cls != extract.Content(c, f.Src)) {
			return nil
		}
		cls = extract.Content(c, f.Src)
	}
	return f.typePrefixes(cls)
}
