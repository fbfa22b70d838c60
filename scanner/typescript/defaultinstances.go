package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An instance injected or built by default:
//
//	type Ctx = { store?: ExportStore | undefined };
//	export function registerTools(server: McpServer, context: Ctx) {
//	  const store = context.store ?? new ExportStore(dir);
//	  server.registerTool("read", {...}, async ({ id }) => { const r = await store.get(id); ... });
//
// A variable bound to `x ?? new C(...)` (or `x || new C(...)`) holds a C whenever x is absent,
// and x is one too when it is declared as C: its methods are C's, as for `const store = new
// C(...)`. When x is declared as another class of the root (a variable or parameter typed or
// built as D, or a member `ctx.m` of a parameter whose declared type gives m the type D) the
// variable holds one of two classes and names neither.

// defaultedNew returns the `new C(...)` of v when v is `x ?? new C(...)` or `x || new C(...)`
// and x is not declared as another class of the root (see above); nil otherwise. It is asked
// once per expression: mayHoldClass and classOfVariableIn both ask it of a declarator's value.
func (f *file) defaultedNew(v *sitter.Node) *sitter.Node {
	if v == nil || extract.Type(v) != "binary_expression" {
		return nil
	}
	if n, ok := f.defaulted[v.ID()]; ok {
		return n
	}
	n := f.defaultedNewOf(v)
	if f.defaulted == nil {
		f.defaulted = map[uintptr]*sitter.Node{}
	}
	f.defaulted[v.ID()] = n
	return n
}

// defaultedNewOf computes defaultedNew of a binary expression v.
func (f *file) defaultedNewOf(v *sitter.Node) *sitter.Node {
	if op := text(extract.Field(v, "operator"), f.Src); op != "??" && op != "||" {
		return nil
	}
	n := unwrap(extract.Field(v, "right"))
	if n == nil || extract.Type(n) != "new_expression" {
		return nil
	}
	c := typeName(extract.Field(n, "constructor"))
	if c == nil {
		return nil
	}
	if l := f.defaultedLeftClass(unwrap(extract.Field(v, "left"))); l != nil && extract.Content(l, f.Src) != extract.Content(c, f.Src) {
		return nil
	}
	return n
}

// defaultedLeftClass returns the class of the root that x of `x ?? new C(...)` is declared as:
// that of a variable or parameter (classOfVariable), or of a member of a parameter or variable
// typed with an interface or object type of the file (memberTypeClass); nil when unknown.
func (f *file) defaultedLeftClass(x *sitter.Node) *sitter.Node {
	switch {
	case x == nil:
	case extract.Type(x) == "identifier":
		if _, imported := f.imports[extract.Content(x, f.Src)]; !imported {
			return f.classOfVariable(x)
		}
	case extract.Type(x) == "member_expression":
		if t, member := f.memberOwnerType(x); t != nil {
			return f.memberTypeClass(extract.Content(t, f.Src), member)
		}
	}
	return nil
}
