package typescript

import (
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool entries called through the type they are declared with:
//
//	// types/tool.d.ts
//	export interface ToolDefinition { name: string; inputSchema: ZodTypeAny; call: (args: unknown) => Promise<unknown> }
//	// tools/rules_create.ts
//	const tool: ToolDefinition = { name: "rules_create", inputSchema, call: async (args) => { ... throw ... } };
//	export default tool;
//	// toolsManager.ts (a low-level tools/call handler's delegate)
//	getTool(name: string): ToolDefinition | undefined { return this.tools.get(name); }
//	async callTool(name: string, args: unknown) { const tool = this.getTool(name); return await tool.call(args); }
//
// A member called on a variable whose declared type, or the declared return type of the class's
// method it is bound to a call of (thisMethodClass), is a type of the root keys the method as that
// type's (`<types/tool.d>#ToolDefinition.call`, classOfVariable). The module of a tool table
// entry declared with such a type, as a variable's annotation, with `satisfies` or `as`, or as
// the declared return type of the function that returns it (`createTool(config): ToolDefinition
// { return { ..., call } }`), makes that key name the entry's handler (typedEntryAliases): the
// call runs each tool entry of the type, and what each entry's handler throws reaches the
// caller's tool. Objects of the type that are no tool entries name nothing.
//
// Such a call picks one entry of many (isEntryDispatch): a catch around it that throws what it
// caught is the dispatcher's catch-all, not a rewrap of one callee (rewrappedcalls.go,
// forwardBehind), and its finding cites none of the entries' throws (rethrowOrigins, which counts
// the call as one that may throw): each entry's throws stay findings of their own, tool by tool,
// rather than all standing behind, or cited by, that catch's one throw.

// typedEntryAliases returns the aliases that make "<T's module>#T.<member>" name the handler of
// each tool table entry of the file declared with the type T (see above), with the suffixed
// forms of the handler's summaries.
func (f *file) typedEntryAliases(sums []extract.Summary) []extract.Alias {
	var entries []typedEntry
	for _, r := range f.regs {
		if r.kind == regTable && r.fn != nil && r.via != nil && extract.Type(r.via) == "object" {
			entries = append(entries, typedEntry{r.fn, r.via})
		}
	}
	entries = append(entries, f.factoryEntries()...)
	var out []extract.Alias
	for _, e := range entries {
		member := f.entryMemberName(e.fn, e.obj)
		key := f.keyOf(e.fn)
		if member == "" || key == "" {
			continue
		}
		t := f.objectDeclaredType(e.obj)
		if t == nil {
			continue
		}
		for _, p := range f.typePrefixes(extract.Content(t, f.Src)) {
			out = append(out, extract.Alias{From: p + member, To: key})
			for _, s := range sums {
				if suffix, ok := strings.CutPrefix(s.Key, key+"!"); ok {
					out = append(out, extract.Alias{From: p + member + "!" + suffix, To: s.Key})
				}
			}
		}
	}
	return out
}

// typedEntry is a tool entry object and its function member.
type typedEntry struct{ fn, obj *sitter.Node }

// factoryEntries returns the function members, and their objects, of the tool entries that a
// function of the file builds for its callers: an object literal it returns under its declared
// return type, with a name member and an input schema member (tableNameKeys, tableSchemaKeys)
// whose values are known only at run time (`createTool(config): ToolDefinition { const { name,
// schema, handler } = config; return { name, inputSchema: schema, call: async (args) => ... } }`),
// so that no table entry registers it.
func (f *file) factoryEntries() []typedEntry {
	var out []typedEntry
	for _, fn := range f.keyedFunctions() {
		if declaredTypeName(extract.Field(fn, "return_type")) == nil {
			continue
		}
		for _, stmt := range f.returnStatements(fn) {
			obj := unwrap(extract.NamedChild(stmt, 0))
			if obj == nil || extract.Type(obj) != "object" || f.memberValue(obj, "name") == nil ||
				!slices.ContainsFunc(tableSchemaKeys, func(k string) bool { return f.memberValue(obj, k) != nil }) {
				continue
			}
			for _, m := range f.named(obj) {
				v := m
				if extract.Type(m) == "pair" {
					v = unwrap(extract.Field(m, "value"))
				}
				if v != nil && f.parents.isFunction(v) && f.regByFn[v.ID()] == nil {
					out = append(out, typedEntry{v, obj})
				}
			}
		}
	}
	return out
}

// entryMemberName returns the name of the member of the entry object obj that holds fn (`call:
// async (args) => ...`, or a method `call(args) {...}`), or "".
func (f *file) entryMemberName(fn, obj *sitter.Node) string {
	if extract.Type(fn) == "method_definition" {
		if same(f.parent(fn), obj) {
			return text(extract.Field(fn, "name"), f.Src)
		}
		return ""
	}
	pair := f.parent(unwrapUp(f, fn))
	if pair == nil || extract.Type(pair) != "pair" || !same(f.parent(pair), obj) {
		return ""
	}
	k := extract.Field(pair, "key")
	if k == nil || extract.Type(k) != "property_identifier" {
		return ""
	}
	return extract.Content(k, f.Src)
}

// objectDeclaredType returns the type name node an object literal is declared with: the
// annotation of the variable bound to it, a `satisfies T` or `as T` around it, or the declared
// return type of the function that returns it (by a return statement or as an arrow's body);
// nil otherwise.
func (f *file) objectDeclaredType(obj *sitter.Node) *sitter.Node {
	n := obj
	for p := f.parent(n); p != nil; p = f.parent(p) {
		switch extract.Type(p) {
		case "parenthesized_expression":
			n = p
			continue
		case "as_expression", "satisfies_expression":
			if t := typeName(extract.NamedChild(p, 1)); t != nil && extract.Type(t) == "type_identifier" {
				return t
			}
			n = p
			continue
		case "variable_declarator":
			if same(extract.Field(p, "value"), n) {
				return declaredTypeName(extract.Field(p, "type"))
			}
		case "return_statement":
			if fn := f.enclosingFunction(p); fn != nil {
				return declaredTypeName(extract.Field(fn, "return_type"))
			}
		case "arrow_function":
			if same(extract.Field(p, "body"), n) {
				return declaredTypeName(extract.Field(p, "return_type"))
			}
		}
		return nil
	}
	return nil
}

// declaredTypeName returns the type name of an annotation (`: ToolDefinition`, `:
// ToolDefinition | undefined`), or nil; typePrefixes keeps only a type of the root.
func declaredTypeName(t *sitter.Node) *sitter.Node {
	if n := typeName(t); n != nil && extract.Type(n) == "type_identifier" {
		return n
	}
	return nil
}

// isEntryDispatch reports whether a call is of a member of a variable bound to a lookup by a
// computed key (lookedUp: `const tool = this.getTool(name)`, `tools.get(name)`), the entry of a
// registry that a dispatcher picks by the tool's name, whose entries the file does not name
// (dispatchKeys): a call keyed by the entries' declared type.
func (f *file) isEntryDispatch(call *sitter.Node) bool {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" || f.dispatchKeys(callee) != nil {
		return false // a registry whose entries the file names keeps its own ways (registries.go)
	}
	recv := unwrap(extract.Field(callee, "object"))
	if recv == nil || extract.Type(recv) != "identifier" {
		return false
	}
	d := f.resolve(extract.Content(recv, f.Src), recv)
	if d == nil || extract.Type(d) != "variable_declarator" {
		return false
	}
	v := unwrap(extract.Field(d, "value"))
	return v != nil && f.lookedUp(v) != nil
}
