package typescript

import (
	"fmt"
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Cross-file keys (extract.Summary, Call, Pending) use the helper key scheme of helpers.go:
// "<module>#<name>", the module being the file's path without its extension, as a relative
// import names it ("./client.js" from src/tools/ is src/client, the same module as src/client.ts;
// a directory import also names <dir>/index). A class's method (or a field bound to a function)
// carries its class, "<module>#<Class>.<name>", so that two classes of a module each have their
// own; a free function, an object literal's member and a method of a class without a name keep
// "<module>#<name>". An anonymous tool handler is keyed by its place: "<module>#<tool>@line:col".
// A call whose receiver's class the file cannot tell keys the method by its name alone, which
// the defining module's aliases (aliases.go) make name every class's method of that name; so
// do a subclass's inherited methods and a barrel's re-exports.
//
// Beyond the calls that helpers.go keys (f(), this.f(), ns.f()), a call on an object names the
// module of the object's class: `client.get()` with `const client = new Client()`, a parameter
// `client: Client`, or `this.client` held in a field of that class (`<module>#Client.get`, the
// module being the class's: this file's, or the relative module a named import names); `api.get()`
// with api imported from a relative module names that module's get by name alone.

// keyOf returns the cross-file key of a function, or "".
func (f *file) keyOf(fn *sitter.Node) string {
	if fn == nil {
		return ""
	}
	if k, ok := f.keys[fn.ID()]; ok {
		return k
	}
	k := f.keyOfFunction(fn)
	f.keys[fn.ID()] = k
	return k
}

func (f *file) keyOfFunction(fn *sitter.Node) string {
	named := f.namedKind(fn)
	if r := f.regByFn[fn.ID()]; r != nil && r.kind != regOther && named != byName {
		// An anonymous handler, or an object member of a registration or table entry (every
		// fastmcp tool's execute): its place tells it apart.
		k := fmt.Sprintf("%s#%s@%d:%d", f.modPath, r.tool, line(fn), column(fn))
		if n := f.entryObjectName(fn, r); n != "" {
			f.byName[k] = n // an exported tool object's member: `removeItem.execute()` (entryobjects.go)
		}
		return k
	}
	if k := f.hookKey(fn); k != "" {
		return k // a client's request hook: one of many onResponse (middleware.go)
	}
	if k := f.entryMemberKey(fn); k != "" {
		if n := f.tablePathName(fn); n != "" {
			f.byName[k] = n // `tableTools.describe.handler()` in another module (entryobjects.go)
		}
		return k // a table entry's handler: one of many of its name (tableloops.go)
	}
	if k := f.tupleEntryKey(fn); k != "" {
		return k // a handler in a pair of a list: [definition, (c, a) => run(c)] (filledmaps.go)
	}
	if named == 0 {
		return f.declaredEntryKey(fn) // a declaring call's argument (thunkentries.go), or ""
	}
	name := f.functionName(fn)
	if named == byName {
		if c := f.memberClass(fn); c != "" {
			// A class's method carries its class: two classes of a module each have their own.
			k := f.modPath + "#" + c + "." + name
			f.byName[k] = f.modPath + "#" + name
			return k
		}
	}
	return f.modPath + "#" + name
}

// memberClass returns the name of the class a function is a member of (a method, or a field
// bound to a function), or "" for none or a class without a name.
func (f *file) memberClass(fn *sitter.Node) string {
	var body *sitter.Node
	if extract.Type(fn) == "method_definition" {
		body = f.parent(fn)
	} else {
		p := f.parent(unwrapUp(f, fn))
		if p != nil && (extract.Type(p) == "public_field_definition" || extract.Type(p) == "field_definition") {
			body = f.parent(p)
		}
	}
	if body == nil || extract.Type(body) != "class_body" {
		return ""
	}
	return f.classNameOf(f.parent(body))
}

// classNameOf returns the name of a class declaration or expression (`const X = class {}`
// names it X), or "".
func (f *file) classNameOf(c *sitter.Node) string {
	if c == nil || !isClassNode(c) {
		return ""
	}
	if n := extract.Field(c, "name"); n != nil {
		return extract.Content(n, f.Src)
	}
	p := f.parent(c)
	for p != nil && (extract.Type(p) == "parenthesized_expression" || extract.Type(p) == "as_expression") {
		p = f.parent(p)
	}
	if p != nil && extract.Type(p) == "variable_declarator" {
		if n := extract.Field(p, "name"); n != nil && extract.Type(n) == "identifier" {
			return extract.Content(n, f.Src)
		}
	}
	return ""
}

// methodKey returns the key of a method of a class the file declares: "<module>#<Class>.<m>",
// or "<module>#<m>" for a class without a name (keyOfFunction).
func (f *file) methodKey(c *sitter.Node, method string) string {
	if n := f.classNameOf(c); n != "" {
		return f.modPath + "#" + n + "." + method
	}
	return f.modPath + "#" + method
}

// distinctByFirst returns xs without those whose first key (keys) an earlier one has: one call
// of each callee, in the order of their first calls.
func distinctByFirst[T any](xs []T, keys func(T) []string) []T {
	var out []T
	seen := map[string]bool{}
	for _, x := range xs {
		if k := keys(x)[0]; !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	return out
}

// importedMethodKeys returns the keys of a method of a class imported from a relative module
// (base): "<base>#<Class>.<m>" by the name the module exports it under (or its index's). A
// default import or a whole require() does not tell the class's name there: the method's name
// alone keys it, any class's of the module (the module's aliases, aliases.go).
func importedMethodKeys(base string, b importBinding, method string) []string {
	if exportByName(b.name) {
		return moduleKeys(base, method)
	}
	return moduleKeys(base, b.name+"."+method)
}

// How other code may name a function.
const (
	byName   = iota + 1 // a function declaration, a class method, a function bound to a variable
	byMember            // a member of an object literal: `api.get()` with `api = { get() {} }`
)

// namedKind says how other code may call a function by name: byName, byMember, or 0.
func (f *file) namedKind(fn *sitter.Node) int {
	if f.functionName(fn) == "" {
		return 0
	}
	switch extract.Type(fn) {
	case "function_declaration", "generator_function_declaration":
		return byName
	case "method_definition":
		if p := f.parent(fn); p != nil && extract.Type(p) == "class_body" {
			return byName
		}
		return byMember
	}
	p := f.parent(unwrapUp(f, fn))
	switch {
	case p == nil:
	case extract.Type(p) == "variable_declarator" || extract.Type(p) == "public_field_definition" || extract.Type(p) == "field_definition":
		return byName
	case extract.Type(p) == "pair":
		return byMember
	}
	return 0
}

// fromKey returns the key of the function whose code a node runs in: the nearest enclosing
// function with a key (an anonymous callback inside it runs as part of it), or "".
func (f *file) fromKey(n *sitter.Node) string {
	fn := f.enclosingFunction(n)
	if fn == nil {
		return ""
	}
	if k, ok := f.fromOf[fn.ID()]; ok {
		return k
	}
	k := f.keyOf(fn)
	if k == "" {
		k = f.fromKey(fn)
	} else if f.keyFns[k] == nil {
		f.keyFns[k] = fn
	}
	f.fromOf[fn.ID()] = k
	return k
}

// edgeKeys returns the keys a call's callee may have, for the cross-file rules: those of
// callKeys, or else those of the receiver's class or module; for a wrapped variable, those of
// the function it wraps (wrappedKeys).
func (f *file) edgeKeys(callee *sitter.Node) []string {
	if ks := f.wrappedKeys(callee); len(ks) > 0 {
		return ks
	}
	if ks := f.callKeys(callee); len(ks) > 0 {
		return ks
	}
	return f.receiverKeys(callee)
}

// receiverKeys returns the keys of a method called on an object of a known class or module.
func (f *file) receiverKeys(callee *sitter.Node) []string {
	if extract.Type(callee) != "member_expression" {
		return nil
	}
	obj, prop := f.memberParts(callee)
	obj = unwrap(obj)
	if obj == nil || prop == "" {
		return nil
	}
	switch extract.Type(obj) {
	case "call_expression":
		if ks := f.getterKeys(obj, prop); ks != nil {
			return ks // getClient(NotesClient).createNote() (instancegetters.go)
		}
		if cls := f.thisMethodClass(obj); cls != nil {
			return f.declaredClassKeys(cls, prop) // this.builderFor(opts).build() (thismethods.go)
		}
		return f.chainedKeys(obj, prop) // registry.registerTool(a).registerTool(b) (chainedcalls.go)
	case "identifier":
		name := extract.Content(obj, f.Src)
		if b, ok := f.imports[name]; ok {
			if _, p := f.shadowingParam(name, obj); p != nil {
				// `crates: Box` shadows an imported crates: the parameter's class (scopes.go)
				if cls := f.classOfVariable(obj); cls != nil {
					return f.declaredClassKeys(cls, prop)
				}
				return nil
			}
			if base, rel := f.relativeModule(b.module); rel {
				return importedObjectKeys(base, b, prop) // an imported object or class: api.get(), Client.create()
			}
			return nil
		}
		if globalObjects[name] && len(f.decls[name]) == 0 {
			return nil // a global not shadowed by a variable of the file (`const window = new ProbeWindow()`)
		}
		if cls := f.narrowedClass(obj); cls != nil {
			return f.declaredClassKeys(cls, prop) // `if (e instanceof ShelfError) return e.toResult()` (narrowedclass.go)
		}
		if cls := f.classOfVariable(obj); cls != nil {
			return f.declaredClassKeys(cls, prop)
		}
		// `const manager = initManager(host)`: the method of the class the function builds
		// (returnedinstances.go).
		if ps := f.constInstancePrefixes(obj); ps != nil {
			out := make([]string, 0, len(ps))
			for _, p := range ps {
				out = append(out, p+prop)
			}
			return out
		}
		// `{ pantry }: ShelfContext`: the member of a parameter's declared type (configtables.go).
		if t, member := f.destructuredParamType(obj); t != nil {
			if cls := f.memberTypeClass(extract.Content(t, f.Src), member); cls != nil {
				return f.declaredClassKeys(cls, prop)
			}
			return f.importedTypeMemberKeys(t, member, prop)
		}
		// `const { index } = options` with `options: SyncOptions` (destructuredlocals.go).
		if t, member := f.destructuredLocalType(obj); t != nil {
			if cls := f.memberTypeClass(extract.Content(t, f.Src), member); cls != nil {
				return f.declaredClassKeys(cls, prop)
			}
			return f.importedTypeMemberKeys(t, member, prop)
		}
		// `const { kennel } = createServices(opts)`: the method of the class whose instance the
		// member of what the function returns holds (destructuredreturns.go).
		return f.destructuredReturnKeys(obj, prop)
	case "member_expression":
		if o := extract.Field(obj, "object"); o != nil && extract.Type(o) == "this" {
			if cls := f.classOfField(obj, text(extract.Field(obj, "property"), f.Src)); cls != nil {
				return f.declaredClassKeys(cls, prop)
			}
			if ks := f.inheritedFieldKeys(obj, prop); ks != nil {
				return ks // a field of a superclass of another module (inheritedfields.go)
			}
		}
		if ks := f.fieldMemberKeys(obj, prop); ks != nil {
			return ks // `this.client.stock.level()` (fieldchains.go)
		}
		// A member of a field annotated with an object type (`private tools: { deleteNote:
		// DeleteNote }`, then `this.tools.deleteNote.call(id)`): the member's class's method.
		if cls := f.fieldMemberClass(obj); cls != nil {
			return f.declaredClassKeys(cls, prop)
		}
		// A member of a variable or parameter whose declared type is an interface or object type
		// of the file whose member is annotated with a class of the root (`context.tokenManager
		// .removeAccount(id)` with `context: ServerContext` and `interface ServerContext {
		// tokenManager: TokenManager }`): that class's method, as for `this.field`.
		if t, member := f.memberOwnerType(obj); t != nil {
			if cls := f.memberTypeClass(extract.Content(t, f.Src), member); cls != nil {
				return f.declaredClassKeys(cls, prop)
			}
			if ks := f.importedTypeMemberKeys(t, member, prop); ks != nil {
				return ks // typemembers.go
			}
		}
		// A member of an object imported from a module of the root (`circuitBreakers.external.execute()`
		// with `export const circuitBreakers = { external: new CircuitBreaker() }`): that module's
		// method by its name alone, as for an imported object itself.
		root := obj
		for i := 0; i < 3 && root != nil && extract.Type(root) == "member_expression"; i++ {
			root = unwrap(extract.Field(root, "object"))
		}
		if root != nil && extract.Type(root) == "identifier" {
			if b, ok := f.imports[extract.Content(root, f.Src)]; ok {
				if base, rel := f.relativeModule(b.module); rel {
					return f.namespacedObjectKeys(base, b, obj, prop) // entryobjects.go
				}
			}
		}
		// A member of a local object or parameter holding tool instances of other modules
		// (`tools.issue.createIssue()` with `{ issue: issueTools.initialize(config) }`).
		if ks := f.instanceMemberKeys(obj, prop); ks != nil { // instancemembers.go
			return ks
		}
		// A member of what a function of another module returns (`api.pipelines.getPipelines()`
		// with `const api = getClient()`; returnedinstances.go).
		return f.returnedInstanceKeys(obj, prop)
	}
	return nil
}

// isClassName reports whether a name is written like a class's (UpperCamelCase).
func isClassName(n string) bool {
	return n != "" && n[0] >= 'A' && n[0] <= 'Z' && strings.ToUpper(n) != n
}

// globalObjects are the runtime's own objects: a call on one is no function of the root.
var globalObjects = map[string]bool{"console": true, "JSON": true, "Math": true, "Object": true, "Array": true,
	"Promise": true, "process": true, "Date": true, "Number": true, "String": true, "Buffer": true, "Reflect": true,
	"Symbol": true, "window": true, "document": true, "globalThis": true, "Intl": true, "Error": true}

// moduleKeys are the keys of a function named name in a module, or in its index file.
func moduleKeys(base, name string) []string {
	return []string{base + "#" + name, base + "/index#" + name}
}

// classKeys returns the keys of a method of a class named by a type or constructor: the module
// it is imported from, or this file when it declares the class and the class (or a superclass
// it declares) the method (classMethodKeys). A name the file neither imports nor declares as a
// class (Map, URL, an interface, a global) keys nothing, whatever methods the file declares.
func (f *file) classKeys(cls *sitter.Node, method string) []string {
	name := extract.Content(cls, f.Src)
	if b, ok := f.imports[name]; ok {
		if base, rel := f.relativeModule(b.module); rel {
			return importedMethodKeys(base, b, method)
		}
		return nil
	}
	return f.classMethodKeys(name, method)
}

// declaredClassKeys returns the keys of a method called on a receiver whose class is cls:
// classKeys, and first, when cls is the receiver's declared type (a type annotation, not the
// constructor of the object it holds), the method's virtual key (virtual.go). `let step: Step`
// or `(source: NoteSource) => source.read()` may hold any subclass, and the method may be
// abstract in cls: the call runs whichever override the object has.
func (f *file) declaredClassKeys(cls *sitter.Node, method string) []string {
	keys := f.classKeys(cls, method)
	if extract.Type(cls) != "type_identifier" {
		return keys
	}
	name := extract.Content(cls, f.Src)
	if b, ok := f.imports[name]; ok {
		if base, rel := f.relativeModule(b.module); rel && !exportByName(b.name) {
			return append(moduleKeys(base, b.name+"."+method+virtualSuffix), keys...)
		}
		return keys
	}
	if c := f.classDeclaration(name); c != nil {
		if v := f.virtualKey(c, method); v != "" {
			return append([]string{v}, keys...)
		}
	}
	return keys
}

// classOfVariable returns the class name node of a local variable or parameter: the
// constructor of `new X(...)` it is bound to, or its type annotation's first type name.
func (f *file) classOfVariable(id *sitter.Node) *sitter.Node {
	if len(f.classNames()) == 0 {
		return nil // no class of the root is in sight: nothing to resolve
	}
	name := extract.Content(id, f.Src)
	var scope uintptr
	if fn := f.enclosingFunction(id); fn != nil {
		scope = fn.ID()
	}
	if fn, _ := f.shadowingParam(name, id); fn != nil {
		scope = fn.ID() // the parameter, wherever in its function
	} else if len(f.decls[name]) > 1 {
		// `const handler = new A()` in one branch and `new B()` in another of the same
		// function: each use names its own declaration's class.
		if d := f.resolve(name, id); d != nil {
			scope = d.ID()
		}
	}
	ck := classKey{scope, name}
	if c, ok := f.classOf[ck]; ok {
		return c
	}
	f.classOf[ck] = nil // a cycle of defaults (`const a = b ?? new A()`, defaultinstances.go) ends here
	c := f.classOfVariableIn(id, name)
	f.classOf[ck] = c
	return c
}

// classNames returns the names a receiver's class may have for its method to be keyed: the
// names imported from relative modules and the classes the file declares, written like a
// class's (classKeys keys nothing else).
func (f *file) classNames() map[string]bool {
	if f.classes != nil {
		return f.classes
	}
	f.classes = map[string]bool{}
	for local, b := range f.imports {
		if _, rel := f.relativeModule(b.module); rel && isClassName(local) {
			f.classes[local] = true
		}
	}
	// The classes the file declares: "class X" (its methods are keyed by this file).
	for _, end := range extract.Occurrences(f.Src, []byte("class ")) {
		src := f.Src[end:]
		j := 0
		for j < len(src) && (src[j] == '_' || src[j] == '$' || src[j] >= '0' && src[j] <= '9' || src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z') {
			j++
		}
		if name := string(src[:j]); isClassName(name) {
			f.classes[name] = true
		}
	}
	return f.classes
}

// mayHoldClass reports whether some declaration of a name is a variable bound to `new X(...)`,
// to a static call of X, or annotated with a type (classOfVariableIn reads those).
func (f *file) mayHoldClass(name string) bool {
	if v, ok := f.holdsClass[name]; ok {
		return v
	}
	classes := f.classNames()
	held := false
	for _, d := range f.decls[name] {
		if extract.Type(d) != "variable_declarator" {
			continue
		}
		var cls *sitter.Node
		v := unwrap(extract.Field(d, "value"))
		if n := f.defaultedNew(v); n != nil {
			v = n // `context.store ?? new Store(dir)` (defaultinstances.go)
		}
		switch {
		case v == nil:
		case extract.Type(v) == "new_expression":
			cls = typeName(extract.Field(v, "constructor"))
		case extract.Type(v) == "call_expression":
			if cls = f.mapGetValueType(v); cls == nil {
				cls = f.thisMethodClass(v) // `const tool = this.getTool(name)` (thismethods.go)
			}
			if cls == nil {
				if c := extract.Field(v, "function"); c != nil && extract.Type(c) == "member_expression" {
					cls = extract.Field(c, "object")
				}
			}
		}
		if cls == nil {
			cls = typeName(extract.Field(d, "type"))
		}
		if cls != nil && classes[extract.Content(cls, f.Src)] {
			held = true
			break
		}
	}
	f.holdsClass[name] = held
	return held
}

// annotatesClass reports whether the file annotates something with a class of classNames
// (": Client"), as a parameter typed with one is.
func (f *file) annotatesClass() bool {
	if f.annotates == 0 {
		f.annotates = 1
		for name := range f.classNames() {
			if f.srcHas(": " + name) {
				f.annotates = 2
				break
			}
		}
	}
	return f.annotates == 2
}

// classKey caches classOfVariable: a name within the function it is read in.
type classKey struct {
	scope uintptr
	name  string
}

func (f *file) classOfVariableIn(id *sitter.Node, name string) *sitter.Node {
	if fn, p := f.shadowingParam(name, id); p != nil {
		return f.paramClass(fn, p) // `deps: ShelfDeps` inside, `const deps = {...}` outside
	}
	if len(f.decls[name]) > 0 && !f.mayHoldClass(name) {
		return nil // no declaration of the name is bound to a class: no need to find which
	}
	if d := f.resolve(name, id); d != nil && extract.Type(d) == "variable_declarator" {
		v := unwrap(extract.Field(d, "value"))
		if n := f.defaultedNew(v); n != nil {
			v = n // `context.store ?? new Store(dir)` (defaultinstances.go)
		}
		switch {
		case v == nil:
		case extract.Type(v) == "new_expression":
			return typeName(extract.Field(v, "constructor"))
		case extract.Type(v) == "call_expression":
			// `const tool = toolMap.get(name)` with `toolMap: Map<string, MCPTool>` (mapvalues.go)
			if t := f.mapGetValueType(v); t != nil {
				return t
			}
			// `const tool = this.getTool(name)` with `getTool(name: string): ToolDef | undefined`:
			// the declared return type of the class's method (thismethods.go)
			if t := f.thisMethodClass(v); t != nil {
				return t
			}
			// `Manager.getInstance()`, `Client.create(...)`: a static factory of an imported class
			if c := extract.Field(v, "function"); c != nil && extract.Type(c) == "member_expression" {
				if o := extract.Field(c, "object"); o != nil && extract.Type(o) == "identifier" && isClassName(extract.Content(o, f.Src)) {
					if _, imported := f.imports[extract.Content(o, f.Src)]; imported {
						return o
					}
				}
			}
		}
		return typeName(extract.Field(d, "type"))
	}
	if !f.annotatesClass() {
		return nil // no parameter is annotated with a class of the root
	}
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		if p := extract.Field(fn, "parameter"); p != nil && paramName(p, f.Src) == name {
			if t := f.passedParamType(fn, p); t != nil {
				return t // `client => client.m()` handed to `(client: X) => ...` (callbackparams.go)
			}
		}
		ps := extract.Field(fn, "parameters")
		for i := 0; ps != nil && i < int(extract.NamedChildCount(ps)); i++ {
			p := extract.NamedChild(ps, i)
			if paramName(p, f.Src) == name {
				return f.paramClass(fn, p)
			}
		}
	}
	return nil
}

// enclosingClassBody returns the body of the class whose method (or a function nested in
// one) a node sits in, or nil.
func (f *file) enclosingClassBody(at *sitter.Node) *sitter.Node {
	for fn := f.enclosingFunction(at); fn != nil; fn = f.enclosingFunction(fn) {
		if p := f.parent(fn); p != nil && extract.Type(p) == "class_body" {
			return p
		}
	}
	return nil
}

// classOfField returns the class name node of a field of the class a node sits in: from the
// field's initializer or type, a constructor parameter property (`private client: X`), or an
// assignment `this.client = new X(...)`; for a field the class does not declare, a superclass's
// of the file (inheritedfields.go).
func (f *file) classOfField(at *sitter.Node, field string) *sitter.Node {
	if len(f.classNames()) == 0 || field == "" {
		return nil
	}
	body := f.enclosingClassBody(at)
	if body == nil {
		return nil
	}
	ck := classKey{body.ID(), "this." + field}
	if c, ok := f.classOf[ck]; ok {
		return c
	}
	c := f.classOfFieldIn(body, field)
	f.classOf[ck] = c
	return c
}

func (f *file) classOfFieldIn(body *sitter.Node, field string) *sitter.Node {
	if c := f.ownFieldClass(body, field); c != nil || f.declaresField(body, field) {
		return c
	}
	return f.fieldInSuperclasses(body, field)
}

// ownFieldClass is classOfFieldIn for the fields the class body declares itself.
func (f *file) ownFieldClass(body *sitter.Node, field string) *sitter.Node {
	var methods []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		switch extract.Type(m) {
		case "public_field_definition", "field_definition":
			n := fieldDefName(m)
			if text(n, f.Src) != field {
				continue
			}
			if v := unwrap(extract.Field(m, "value")); v != nil && extract.Type(v) == "new_expression" {
				return typeName(extract.Field(v, "constructor"))
			}
			if t := typeName(extract.Field(m, "type")); t != nil {
				return t
			}
		case "method_definition":
			if text(extract.Field(m, "name"), f.Src) != "constructor" {
				methods = append(methods, m)
				continue
			}
			ps := extract.Field(m, "parameters")
			for j := 0; ps != nil && j < int(extract.NamedChildCount(ps)); j++ {
				p := extract.NamedChild(ps, j)
				if paramName(p, f.Src) == field && hasChildType(p, "accessibility_modifier") {
					return typeName(extract.Field(p, "type"))
				}
			}
			if found := f.fieldConstructed(m, field, false); found != nil {
				return found
			}
		}
	}
	// A field the constructor leaves unset (or sets to null) may be built by a method it calls
	// (initializeClient() { this.client = new X(...) }): the first method that assigns the
	// field a `new` tells its class.
	for _, m := range methods {
		if found := f.fieldConstructed(m, field, true); found != nil {
			return found
		}
	}
	return nil
}

// fieldConstructed returns the class name node of the first `this.field = new X(...)` in a
// method's own body, or nil; onThis asks the assignment's object to be `this` itself (the
// constructor's check has never asked it).
func (f *file) fieldConstructed(m *sitter.Node, field string, onThis bool) *sitter.Node {
	var found *sitter.Node
	f.walkOwn(functionBody(m), func(n *sitter.Node) {
		if found != nil || extract.Type(n) != "assignment_expression" {
			return
		}
		l := extract.Field(n, "left")
		if l == nil || extract.Type(l) != "member_expression" || text(extract.Field(l, "property"), f.Src) != field {
			return
		}
		if o := extract.Field(l, "object"); onThis && (o == nil || extract.Type(o) != "this") {
			return
		}
		if v := unwrap(extract.Field(n, "right")); v != nil && extract.Type(v) == "new_expression" {
			found = typeName(extract.Field(v, "constructor"))
		}
	})
	return found
}

// fieldMemberClass returns the class name node that a member of a field of the enclosing class
// is annotated with, when the field's annotation is an object type (`private tools: { deleteNote:
// DeleteNote }`) and the file knows that class (classNames); obj is `this.tools.deleteNote`.
func (f *file) fieldMemberClass(obj *sitter.Node) *sitter.Node {
	inner := unwrap(extract.Field(obj, "object"))
	if inner == nil || extract.Type(inner) != "member_expression" {
		return nil
	}
	if o := extract.Field(inner, "object"); o == nil || extract.Type(o) != "this" {
		return nil
	}
	field, member := text(extract.Field(inner, "property"), f.Src), text(extract.Field(obj, "property"), f.Src)
	body := f.enclosingClassBody(obj)
	if body == nil || field == "" || member == "" || len(f.classNames()) == 0 {
		return nil
	}
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		if t := extract.Type(m); t != "public_field_definition" && t != "field_definition" || text(extract.Field(m, "name"), f.Src) != field {
			continue
		}
		ann := extract.Field(m, "type")
		if ann != nil && extract.Type(ann) == "type_annotation" {
			ann = extract.NamedChild(ann, 0)
		}
		if ann == nil || extract.Type(ann) != "object_type" {
			return nil
		}
		cls, _ := f.propertyClass(ann, member)
		return cls
	}
	return nil
}

// propertyClass returns the class name node that the member of an interface body or object
// type is annotated with, when the file knows that class (classNames), and whether the body
// declares the member at all.
func (f *file) propertyClass(body *sitter.Node, member string) (*sitter.Node, bool) {
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		if extract.Type(m) != "property_signature" || text(extract.Field(m, "name"), f.Src) != member {
			continue
		}
		if cls := typeName(extract.Field(m, "type")); cls != nil && f.classNames()[extract.Content(cls, f.Src)] {
			return cls, true
		}
		return nil, true
	}
	return nil, false
}

// typeName returns the first plain type or class name of a type annotation or constructor:
// `: Client`, `: Client | undefined`, `new Client()`; nil for anything else.
func typeName(n *sitter.Node) *sitter.Node {
	if n == nil {
		return nil
	}
	switch extract.Type(n) {
	case "type_identifier", "identifier":
		return n
	case "type_annotation", "union_type", "generic_type", "parenthesized_type":
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			if t := typeName(extract.NamedChild(n, i)); t != nil {
				return t
			}
		}
	}
	return nil
}

// moduleOf returns the module a key names: the part before "#", or "" for a bare name.
func moduleOf(key string) string {
	m, _, ok := strings.Cut(key, "#")
	if !ok {
		return ""
	}
	return m
}

// moduleOfPath returns the module a file defines: its path without the extension.
func moduleOfPath(p string) string {
	if _, ok := dialects[path.Ext(p)]; !ok {
		return ""
	}
	return strings.TrimSuffix(p, path.Ext(p))
}

// memberOwnerType returns the type name a member expression's object `o` of `o.m` is declared
// with, and m, when o is a variable or parameter of the file (not an import) whose declared
// class (classOfVariable) is a type name, as an interface or object type is; nil otherwise.
// receiverKeys and defaultedLeftClass read m's class in that type (memberTypeClass).
func (f *file) memberOwnerType(x *sitter.Node) (*sitter.Node, string) {
	o := unwrap(extract.Field(x, "object"))
	if o == nil || extract.Type(o) != "identifier" {
		return nil, ""
	}
	if _, imported := f.imports[extract.Content(o, f.Src)]; imported {
		return nil, ""
	}
	t := f.classOfVariable(o)
	if t == nil || extract.Type(t) != "type_identifier" {
		return nil, ""
	}
	return t, text(extract.Field(x, "property"), f.Src)
}

// typeMember is a member of a named type: memberTypeClass's question.
type typeMember struct {
	typ, member string
}

// memberTypeClass returns the class name node that a member of an interface or object type
// alias the file declares is annotated with (`interface Ctx { store: Store }`), when the file
// knows that class (classNames); nil otherwise. It is asked once per type and member.
func (f *file) memberTypeClass(typ, member string) *sitter.Node {
	if member == "" {
		return nil
	}
	k := typeMember{typ, member}
	if cls, ok := f.memberClasses[k]; ok {
		return cls
	}
	cls := f.memberTypeClassOf(typ, member)
	if f.memberClasses == nil {
		f.memberClasses = map[typeMember]*sitter.Node{}
	}
	f.memberClasses[k] = cls
	return cls
}

// memberTypeClassOf computes memberTypeClass.
func (f *file) memberTypeClassOf(typ, member string) *sitter.Node {
	if !f.srcHas(typ) {
		return nil
	}
	var decls []*sitter.Node
	for _, kw := range []string{"interface ", "type "} {
		for start := range extract.Occurrences(f.Src, []byte(kw+typ)) {
			n := namedAt(f.root, uint32(start+len(kw)))
			if n != nil && extract.Type(n) == "type_identifier" && extract.Content(n, f.Src) == typ {
				if d := f.parent(n); d != nil && same(extract.Field(d, "name"), n) {
					decls = append(decls, d)
				}
			}
		}
	}
	for _, d := range decls {
		body := typeBody(d)
		if body == nil {
			continue
		}
		if cls, found := f.propertyClass(body, member); found {
			return cls
		}
	}
	return nil
}
