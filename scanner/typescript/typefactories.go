package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The members of an interface that the one factory of its module implements.
//
//	// tools/context.ts
//	export interface ToolContext { client: () => Promise<Client>; clearAuth: () => Promise<boolean> }
//	export function makeToolContext(config: Config | null): ToolContext {
//	  const store = new TokenStore(path);
//	  return {
//	    client: async () => { if (!config) throw new Error("not configured"); ... },
//	    clearAuth: () => store.clear(),
//	  };
//	}
//	// tools/boards.ts
//	export function registerBoardTools(server: McpServer, ctx: ToolContext) {
//	  server.tool("list_boards", "...", async () => { const client = await ctx.client(); ... });
//	}
//
// A method called on a variable or parameter annotated with an interface or object type
// (`ctx.client()`, `ctx: ToolContext` imported) is keyed "<its module>#ToolContext.client"
// (declaredClassKeys). When the module that declares the type has exactly one top-level
// function whose declared return type is that type (`(): ToolContext`, or `Promise<ToolContext>`)
// and that function returns an object literal on every return, the literal's members are what
// such a call runs: "<module>#ToolContext.client" names the function the member `client` holds
// (factoryMembers, returnedmembers.go), for each member the type declares. The declaring file
// is read anyway (the key names its module): nothing else is. Two factories of the type in its
// module, or one in another module, tell nothing here: which object a parameter holds is then
// the callers' to say.

// typeFactoryAliases returns the aliases from "<module>#<Type>.<member>" to the key of the
// function the member of the object literal the type's one factory returns holds (see above).
func (f *file) typeFactoryAliases() []extract.Alias {
	if !f.srcHas("return") || !f.srcHas("): ") ||
		!f.srcHas("interface ") && !f.srcHas("type ") {
		return nil
	}
	var order []string
	factories := map[string][]*sitter.Node{}
	for _, fn := range f.programFunctions() {
		t := f.declaredReturnType(fn)
		if t == "" || !f.declaresType(t) {
			continue
		}
		if factories[t] == nil {
			order = append(order, t)
		}
		factories[t] = append(factories[t], fn)
	}
	var out []extract.Alias
	for _, t := range order {
		if len(factories[t]) != 1 {
			continue // which factory built what a parameter holds is not told here
		}
		from := f.modPath + "#" + t + "."
		f.factoryMembers(factories[t][0], func(field string, _, _ *sitter.Node, k string) {
			if f.typeDeclaresMember(t, field) {
				out = append(out, extract.Alias{From: from + field, To: k})
			}
		})
	}
	return out
}

// declaredReturnType returns the name of the type a function's return type annotation names,
// `(): T` or `(): Promise<T>`, or "".
func (f *file) declaredReturnType(fn *sitter.Node) string {
	rt := extract.Field(fn, "return_type")
	if rt == nil || extract.Type(rt) != "type_annotation" || extract.NamedChildCount(rt) != 1 {
		return ""
	}
	t := extract.NamedChild(rt, 0)
	if extract.Type(t) == "generic_type" {
		name, args := extract.Field(t, "name"), extract.Field(t, "type_arguments")
		if text(name, f.Src) != "Promise" || args == nil || extract.NamedChildCount(args) != 1 {
			return ""
		}
		t = extract.NamedChild(args, 0)
	}
	if t == nil || extract.Type(t) != "type_identifier" {
		return ""
	}
	return extract.Content(t, f.Src)
}

// typeDeclaresMember reports whether an interface or object type of the file declares a member
// of that name (a property or a method signature).
func (f *file) typeDeclaresMember(typ, member string) bool {
	for _, d := range f.typeDecls()[typ] {
		body := typeBody(d)
		for i := 0; i < int(extract.NamedChildCount(body)); i++ {
			m := extract.NamedChild(body, i)
			switch extract.Type(m) {
			case "property_signature", "method_signature":
				if text(extract.Field(m, "name"), f.Src) == member {
					return true
				}
			}
		}
	}
	return false
}
