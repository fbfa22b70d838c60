package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// Bound registrations: a server's registration method kept under a name of its own, most often
// to wrap the method in place and still reach the SDK's, each call of that name registering its
// argument as the method's call would.
//
//	const originalAddTool = (server as any).addTool.bind(server);
//	(server as any).addTool = (toolDef: any) => {
//	  return originalAddTool({ ...toolDef, execute: async (args) => { try { ... } catch (err) { throw err; } } });
//	};

// boundRegistration is a call of a name bound to a registration method.
type boundRegistration struct {
	call   *sitter.Node // `originalAddTool({...})`
	method string       // the method the name is bound to: addTool, registerTool, ...
}

// boundRegistrations returns the calls of the file's names that a declaration binds to a tool
// registration method (`const add = server.addTool.bind(server)`), each resolved to that
// declaration.
func (f *file) boundRegistrations() []boundRegistration {
	var out []boundRegistration
	for _, end := range extract.Occurrences(f.Src, []byte(".bind(")) {
		prop := namedAt(f.root, uint32(end)-2)
		if prop == nil || extract.Type(prop) != "property_identifier" {
			continue
		}
		callee := f.parent(prop)
		call := f.parent(callee)
		if call == nil || extract.Type(call) != "call_expression" || !same(extract.Field(call, "function"), callee) {
			continue
		}
		target := boundFunction(call, f.Src) // `server.addTool`
		if target == nil || extract.Type(target) != "member_expression" {
			continue
		}
		method := text(extract.Field(target, "property"), f.Src)
		if !toolRegistrations[method] {
			continue
		}
		decl := f.parent(call)
		for decl != nil && extract.Type(decl) == "parenthesized_expression" {
			decl = f.parent(decl)
		}
		if decl == nil || extract.Type(decl) != "variable_declarator" || !f.isConstDecl(decl) {
			continue
		}
		name := extract.Field(decl, "name")
		if name == nil || extract.Type(name) != "identifier" {
			continue
		}
		out = append(out, f.callsOfDeclared(decl, extract.Content(name, f.Src), method)...)
	}
	return out
}

// callsOfDeclared returns the calls of name, within the scope of its declarator decl, that
// resolve to decl, as registrations of method.
func (f *file) callsOfDeclared(decl *sitter.Node, name, method string) []boundRegistration {
	scope := f.parent(decl)
	for scope != nil && extract.Type(scope) != "statement_block" && extract.Type(scope) != "program" {
		scope = f.parent(scope)
	}
	if scope == nil {
		return nil
	}
	var out []boundRegistration
	f.walkAll(scope, func(n *sitter.Node) {
		if extract.Type(n) != "call_expression" {
			return
		}
		fn := extract.Field(n, "function")
		if fn == nil || extract.Type(fn) != "identifier" || extract.Content(fn, f.Src) != name || !same(f.resolve(name, fn), decl) {
			return
		}
		for p := f.enclosingFunction(n); p != nil && isInside(p, scope); p = f.enclosingFunction(p) {
			if f.paramIndex(p, fn) >= 0 {
				return // a parameter of that name between them shadows it
			}
		}
		out = append(out, boundRegistration{call: n, method: method})
	})
	return out
}
