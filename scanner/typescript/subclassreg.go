package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Registration methods of the project's own subclass of the SDK's McpServer, called on a server
// another module hands over:
//
//	// mcp/GuardedServer.ts
//	export class GuardedServer extends McpServer {
//	  addReadTool(...args: any[]) { return this.registerWith("read", ...args); }
//	  private registerWith(access: string, ...args: unknown[]) {
//	    const { name, config, cb } = this.parse(access, args);
//	    return (McpServer.prototype as any).registerTool.call(this, name, config,
//	      async (input: unknown, extra: Extra) => await cb(input, extra));
//	  }
//	}
//	// tools/notes.ts
//	static create(server: GuardedServer) {
//	  server.addReadTool("notes-get", "Get a note", { id: z.string() }, async ({ id }) => await tools.get(id));
//	}
//
// The defining module says, for each public method of such a class that hands a parameter on to
// the SDK's registerTool or tool (on super, this, or McpServer.prototype through call), directly
// or through other methods of the class, that it registers that parameter as a high-level
// tool's callback: the registration keys of importedreg.go under "<module>#<Class>.<method>",
// and the summary that asks for the files that spell the method's name. A rest parameter
// (`...args`, the SDK's overloads forwarded whole) registers the function at any position after
// the tool's name. What the method registers must be the parameter itself, a local taken from
// the parameters (`const { cb } = this.parse(args)`), or a function that only calls one of those
// and hands back what it returns: a wrapper with a try of its own is none (its catch decides).
// The registering file reads a call of a method on a variable, a parameter or a field whose
// declared class it imports from a module of the root as a call of that module's function
// (subclassCalleeKeys), as importedreg.go reads an imported registration function.

// subclassRestSlots bounds the positions a forwarded rest parameter registers a callback at: the
// SDK's longest tool overload has five arguments.
const subclassRestSlots = 5

// forwardedParam is the parameter of a method that reaches the SDK's registration.
type forwardedParam struct {
	index int  // the parameter's position
	rest  bool // a rest parameter: every argument from index on
}

// subclassRegSummaries returns the registration summaries (xregSummaries) of the methods of the
// file's exported subclasses of the SDK's McpServer that forward a parameter to its tool
// registration, and those that ask for their callers.
func (f *file) subclassRegSummaries() []extract.Summary {
	if !f.usesSDK || f.Context == finding.Test {
		return nil
	}
	var out []extract.Summary
	for _, c := range f.sdkServerSubclasses() {
		className := text(extract.Field(c, "name"), f.Src)
		if className == "" || !f.isExported(c) && !f.exportsFunction(c, className) {
			continue
		}
		for _, m := range classMethods(c) {
			name := text(extract.Field(m, "name"), f.Src)
			if name == "" || name == "constructor" || isHiddenMethod(m, f.Src) {
				continue
			}
			fp, inner, ok := f.forwardedToRegistration(c, m, 0)
			if !ok {
				continue
			}
			key := f.modPath + "#" + className + "." + name
			display := className + "." + name
			slots := []int{fp.index}
			if fp.rest {
				slots = nil
				for i := fp.index + 1; i <= fp.index+subclassRestSlots; i++ {
					slots = append(slots, i)
				}
			}
			for _, at := range slots {
				rf := regFunction{fn: m, inner: inner, param: at, how: xregHow(false, false)}
				out = append(out, f.xregSummaries(rf, xregKey(key, at, rf.how), display)...)
			}
			out = append(out, extract.Summary{Key: key + "!xwant", Name: display, Line: line(m), Column: column(m),
				Facts: extract.Holds, Via: []string{key + extract.UsedMark}})
		}
	}
	return out
}

// sdkServerSubclasses returns the classes the file declares at its top level that extend the
// SDK's McpServer.
func (f *file) sdkServerSubclasses() []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) == "export_statement" {
			if d := extract.Field(st, "declaration"); d != nil {
				st = d
			}
		}
		if !isClassNode(st) {
			continue
		}
		sup := superclass(st)
		if sup == nil {
			continue
		}
		if b, ok := f.imports[extract.Content(sup, f.Src)]; ok && isSDKModule(b.module) && b.name == "McpServer" {
			out = append(out, st)
		}
	}
	return out
}

// classMethods returns the methods with a body that a class declares.
func classMethods(c *sitter.Node) []*sitter.Node {
	body := extract.Field(c, "body")
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		if m := extract.NamedChild(body, i); extract.Type(m) == "method_definition" && extract.Field(m, "body") != nil {
			out = append(out, m)
		}
	}
	return out
}

// isHiddenMethod reports whether a method is private or protected (`private x()`, `#x()`): no
// other module calls it.
func isHiddenMethod(m *sitter.Node, src []byte) bool {
	for i := 0; i < int(extract.NamedChildCount(m)); i++ {
		c := extract.NamedChild(m, i)
		if extract.Type(c) == "accessibility_modifier" && extract.Content(c, src) != "public" {
			return true
		}
	}
	return extract.Type(extract.Field(m, "name")) == "private_property_identifier"
}

// methodOf returns the method with a body named name that class c declares, or nil.
func methodOf(c *sitter.Node, name string, src []byte) *sitter.Node {
	for _, m := range classMethods(c) {
		if text(extract.Field(m, "name"), src) == name {
			return m
		}
	}
	return nil
}

// forwardedToRegistration returns the parameter of method m of class c that reaches the SDK's
// tool registration, and that registration call: in m's body, or through a method of c that m
// calls on this, up to three deep.
func (f *file) forwardedToRegistration(c, m *sitter.Node, depth int) (forwardedParam, *sitter.Node, bool) {
	var (
		found forwardedParam
		inner *sitter.Node
	)
	f.walkAll(extract.Field(m, "body"), func(n *sitter.Node) {
		if inner != nil || extract.Type(n) != "call_expression" {
			return
		}
		callee := unwrap(extract.Field(n, "function"))
		if callee == nil || extract.Type(callee) != "member_expression" {
			return
		}
		obj, prop := unwrap(extract.Field(callee, "object")), text(extract.Field(callee, "property"), f.Src)
		args := callArguments(n)
		switch {
		case (prop == "registerTool" || prop == "tool") && isSelf(obj):
			if extract.Type(obj) == "this" && methodOf(c, prop, f.Src) != nil {
				return // the class's own override (`tool(): never { throw ... }`), not the SDK's
			}
			if fp, ok := f.derivedParam(c, m, lastOf(args)); ok {
				found, inner = fp, n
			}
		case prop == "call" && obj != nil && extract.Type(obj) == "member_expression" && f.isSuperRegistration(c, obj):
			if len(args) > 1 {
				if fp, ok := f.derivedParam(c, m, lastOf(args)); ok {
					found, inner = fp, n
				}
			}
		case obj != nil && extract.Type(obj) == "this" && depth < 3 && prop != text(extract.Field(m, "name"), f.Src):
			next := methodOf(c, prop, f.Src)
			if next == nil {
				return
			}
			q, in, ok := f.forwardedToRegistration(c, next, depth+1)
			if !ok {
				return
			}
			if fp, ok := f.passedParam(m, args, q); ok {
				found, inner = fp, in
			}
		}
	})
	return found, inner, inner != nil
}

// isSelf reports whether n is super or this.
func isSelf(n *sitter.Node) bool {
	return n != nil && (extract.Type(n) == "super" || extract.Type(n) == "this")
}

// isSuperRegistration reports whether n is the SDK's registerTool or tool taken from the
// superclass to be called on this: `McpServer.prototype.registerTool`, `(McpServer.prototype as
// any).tool`, `super.registerTool`.
func (f *file) isSuperRegistration(c, n *sitter.Node) bool {
	prop := text(extract.Field(n, "property"), f.Src)
	if prop != "registerTool" && prop != "tool" {
		return false
	}
	o := unwrap(extract.Field(n, "object"))
	if o != nil && extract.Type(o) == "super" {
		return true
	}
	if o == nil || extract.Type(o) != "member_expression" || text(extract.Field(o, "property"), f.Src) != "prototype" {
		return false
	}
	sup := superclass(c)
	return sup != nil && text(unwrap(extract.Field(o, "object")), f.Src) == extract.Content(sup, f.Src)
}

// lastOf returns the last node of a list, or nil.
func lastOf(ns []*sitter.Node) *sitter.Node {
	if len(ns) == 0 {
		return nil
	}
	return ns[len(ns)-1]
}

// passedParam maps the parameter q of a method that m calls with args to m's own parameter: m's
// rest parameter spread at or after q's position for a rest q (`this.registerWith("read",
// ...args)`), or m's parameter given at q's position.
func (f *file) passedParam(m *sitter.Node, args []*sitter.Node, q forwardedParam) (forwardedParam, bool) {
	for i, a := range args {
		if extract.Type(a) == "spread_element" {
			if r, ok := f.restParam(m, extract.NamedChild(a, 0)); ok && (q.rest && i >= q.index || !q.rest && i <= q.index) {
				return forwardedParam{index: r, rest: true}, true
			}
			return forwardedParam{}, false // a spread of anything else moves the positions
		}
		if i == q.index && !q.rest {
			if p := f.paramIndex(m, a); p >= 0 {
				return forwardedParam{index: p}, true
			}
		}
	}
	return forwardedParam{}, false
}

// restParam returns the position of m's rest parameter when n names it.
func (f *file) restParam(m, n *sitter.Node) (int, bool) {
	n = unwrap(n)
	if n == nil || extract.Type(n) != "identifier" {
		return 0, false
	}
	name := extract.Content(n, f.Src)
	ps := extract.Field(m, "parameters")
	i := 0
	for j := 0; j < int(extract.NamedChildCount(ps)); j++ {
		p := extract.NamedChild(ps, j)
		if extract.Type(p) == "comment" {
			continue
		}
		r := p
		if extract.Type(p) != "rest_pattern" {
			r = extract.Field(p, "pattern")
		}
		if r != nil && extract.Type(r) == "rest_pattern" {
			if id := extract.NamedChild(r, 0); id != nil && extract.Content(id, f.Src) == name {
				return i, true
			}
		}
		i++
	}
	return 0, false
}

// derivedParam returns the parameter of method m of class c that a registration's callback
// argument is: the parameter itself, a local of m whose value is taken from one parameter
// (`const { cb } = this.parse(access, args)`, the rest parameter when the value takes several;
// not through a method of c with a try, which may wrap it), either branch of a conditional that
// both give it, or a function that only calls it and hands back what it returns (`async (input,
// extra) => await cb(input, extra)`, with no try of its own).
func (f *file) derivedParam(c, m, arg *sitter.Node) (forwardedParam, bool) {
	a := unwrap(arg)
	if a == nil {
		return forwardedParam{}, false
	}
	switch extract.Type(a) {
	case "ternary_expression":
		x, okx := f.derivedParam(c, m, extract.Field(a, "consequence"))
		y, oky := f.derivedParam(c, m, extract.Field(a, "alternative"))
		return x, okx && oky && x == y
	case "arrow_function", "function_expression", "function":
		call := soleReturnedCall(a)
		if call == nil {
			return forwardedParam{}, false
		}
		return f.derivedParam(c, m, extract.Field(call, "function"))
	case "identifier":
	default:
		return forwardedParam{}, false
	}
	if r, ok := f.restParam(m, a); ok {
		return forwardedParam{index: r, rest: true}, true
	}
	if p := f.paramIndex(m, a); p >= 0 {
		return forwardedParam{index: p}, true
	}
	d := f.localDeclarator(m, extract.Content(a, f.Src))
	if d == nil {
		return forwardedParam{}, false
	}
	var got []forwardedParam
	wraps := false
	f.walkAll(extract.Field(d, "value"), func(n *sitter.Node) {
		if callee := unwrap(extract.Field(n, "function")); extract.Type(n) == "call_expression" && callee != nil &&
			extract.Type(callee) == "member_expression" && extract.Type(unwrap(extract.Field(callee, "object"))) == "this" {
			if mm := methodOf(c, text(extract.Field(callee, "property"), f.Src), f.Src); mm != nil && hasTry(mm) {
				wraps = true
			}
		}
		if extract.Type(n) != "identifier" {
			return
		}
		if r, ok := f.restParam(m, n); ok {
			got = append(got, forwardedParam{index: r, rest: true})
		} else if p := f.paramIndex(m, n); p >= 0 {
			got = append(got, forwardedParam{index: p})
		}
	})
	if wraps {
		return forwardedParam{}, false
	}
	got = slices.Compact(got)
	if i := slices.IndexFunc(got, func(p forwardedParam) bool { return p.rest }); i >= 0 {
		return got[i], true // the forwarded arguments: `this.parse(access, args)`
	}
	if len(got) != 1 {
		return forwardedParam{}, false // none, or several: which one it is the value's business
	}
	return got[0], true
}

// hasTry reports whether a function's body holds a try statement.
func hasTry(fn *sitter.Node) bool {
	found := false
	walkAll(extract.Field(fn, "body"), func(n *sitter.Node) {
		found = found || extract.Type(n) == "try_statement"
	})
	return found
}

// soleReturnedCall returns the call a function hands back and does nothing else with: an
// expression body (`(x) => await cb(x)`), or a body of one return of it. nil for a body with
// more, a try among it.
func soleReturnedCall(fn *sitter.Node) *sitter.Node {
	body := extract.Field(fn, "body")
	if body == nil {
		return nil
	}
	v := body
	if extract.Type(body) == "statement_block" {
		if extract.NamedChildCount(body) != 1 {
			return nil
		}
		st := extract.NamedChild(body, 0)
		if extract.Type(st) != "return_statement" {
			return nil
		}
		v = extract.NamedChild(st, 0)
	}
	v = unwrap(v)
	if v == nil || extract.Type(v) != "call_expression" {
		return nil
	}
	return v
}

// subclassCalleeKeys returns the keys of a method called on a variable, a parameter or a field
// of this whose declared class the file imports from a module of the root (`server.addReadTool`
// with `server: GuardedServer`): "<module>#<Class>.<method>", maybe a registration method of a
// subclass of the SDK's McpServer there. nil otherwise.
func (f *file) subclassCalleeKeys(callee *sitter.Node) []string {
	callee = unwrap(callee)
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	obj, prop := f.memberParts(callee)
	obj = unwrap(obj)
	if obj == nil || prop == "" {
		return nil
	}
	var cls *sitter.Node
	switch extract.Type(obj) {
	case "identifier":
		if _, imported := f.imports[extract.Content(obj, f.Src)]; imported {
			return nil // an imported instance (instancereg.go)
		}
		cls = f.classOfVariable(obj)
	case "member_expression":
		if o := extract.Field(obj, "object"); o != nil && extract.Type(o) == "this" {
			cls = f.classOfField(obj, text(extract.Field(obj, "property"), f.Src))
		}
	}
	if cls == nil {
		return nil
	}
	b, ok := f.imports[extract.Content(cls, f.Src)]
	if !ok || exportByName(b.name) {
		return nil
	}
	base, rel := f.relativeModule(b.module)
	if !rel || base == f.modPath {
		return nil
	}
	return moduleKeys(base, b.name+"."+prop)
}

// localDeclarator returns the one declarator of fn's body that binds name, by itself or in an
// object pattern (`const { cb } = ...`); nil for none or several.
func (f *file) localDeclarator(fn *sitter.Node, name string) *sitter.Node {
	var found []*sitter.Node
	f.walkAll(extract.Field(fn, "body"), func(n *sitter.Node) {
		if extract.Type(n) != "variable_declarator" {
			return
		}
		binds := false
		f.walkAll(extract.Field(n, "name"), func(b *sitter.Node) {
			switch extract.Type(b) {
			case "identifier", "shorthand_property_identifier_pattern":
				binds = binds || extract.Content(b, f.Src) == name
			}
		})
		if binds {
			found = append(found, n)
		}
	})
	if len(found) != 1 {
		return nil
	}
	return found[0]
}
