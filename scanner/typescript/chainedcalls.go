package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A method of the project's class called again on what its own call returns, a fluent
// registration:
//
//	registry
//	  .registerTool({ name: "add_task", ... }, { schema, handler: addTask })
//	  .registerTool({ name: "close_task", ... }, { schema, handler: closeTask });
//
// The method hands its object back (`return this`), which the calling module cannot see when
// the class is another module's: calling the same method on the call's value is taken to call
// it on the same object, so every link of the chain is a call of the first one's method.

// chainedKeys returns the keys of method prop called on the value of call when call calls a
// method of that name itself (`x.m(a).m(b)`): the keys the inner call's callee has; nil
// otherwise.
func (f *file) chainedKeys(call *sitter.Node, prop string) []string {
	inner := unwrap(extract.Field(call, "function"))
	if inner == nil || extract.Type(inner) != "member_expression" {
		return nil
	}
	if _, p := f.memberParts(inner); p != prop {
		return nil
	}
	return f.edgeKeys(inner)
}
