package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool lists joined from the lists that functions build:
//
//	// tools/index.ts
//	export const createAllTools = (ctx) => [...createTicketTools(ctx), ...createUserTools(ctx)];
//	// tools/tickets.ts
//	export const createTicketTools = (ctx) => [{ name: "get_ticket", handler: async (p) => {...} }];
//
// A spread of a call of a function another module of the root exports by name is that module's
// list, as a spread of a list it exports is (configtables.go: its summary "<module>#fn.<member>"
// passes each entry's member on, memberTableCalls); a spread of a call of a function of the file
// is the list literal it returns.

// calledListParts returns, for a spread's call `fn(...)`, the entries of the list literal a
// function of the file returns, or the key base of an imported function's list; nothing for
// any other call.
func (f *file) calledListParts(call *sitter.Node, depth int) (entries []*sitter.Node, foreign [][]string) {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "identifier" || depth > 3 {
		return nil, nil
	}
	if base, b, ok := f.rootImport(callee); ok {
		if exportByName(b.name) {
			return nil, nil
		}
		return nil, [][]string{moduleKeys(base, b.name)}
	}
	if _, imported := f.imports[extract.Content(callee, f.Src)]; imported {
		return nil, nil
	}
	fn := f.calledFunction(callee)
	if fn == nil {
		return nil, nil
	}
	lit := f.returnedTable(fn)
	if lit == nil || extract.Type(lit) != "array" {
		return nil, nil
	}
	return f.listParts([]*sitter.Node{lit}, depth+1)
}
