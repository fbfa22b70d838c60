package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A fastmcp tool object built by a function of the file:
//
//	function convertToolDefinition(def, handlers) {
//	  return { name: def.name, parameters: toSchema(def), execute: (args) => handlers.jira.get(args) };
//	}
//	for (const def of DEFINITIONS) {
//	  const toolConfig = convertToolDefinition(def, handlers);
//	  server.addTool(toolConfig);
//	}
//
// addTool's argument is the call (or a const bound to it) of a function of the file whose one
// return is an object literal: that object is the tool's, as if written at the registration;
// its execute member is the handler, which runs inside the builder (its parameters are the
// builder's, which paramflow.go follows to the callers' arguments). A builder with several
// returns, or one of another module, builds nothing here.

// builtToolObject returns the object literal that a call of a function of the file returns, the
// call being arg or the value of the const arg names; nil otherwise.
func (f *file) builtToolObject(arg *sitter.Node) *sitter.Node {
	call := unwrap(arg)
	if call != nil && extract.Type(call) == "identifier" {
		call = unwrap(f.constValue(call))
	}
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(callee, f.Src)]; imported {
		return nil
	}
	builder := f.valueOf(callee)
	if builder == nil || !isFunction(builder) {
		return nil
	}
	vs := f.returnedValuesOf(builder)
	if len(vs) != 1 {
		return nil
	}
	obj := unwrap(vs[0])
	if obj == nil || extract.Type(obj) != "object" || f.memberValue(obj, "execute") == nil {
		return nil
	}
	return obj
}
