package typescript

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Named runners: a method whose name says it runs what it is given with a resource it holds
// (`withClient`, `withRetry`, `withTransaction`), called on an object the file cannot type (a
// member of an injected services object), with a function literal last:
//
//	const { clientWrapper } = this.services;
//	return await clientWrapper.withClient(async (client) => { ...; return dispatch(name, args, client); });
//
// Such a runner (`async withClient(fn) { const c = await this.get(); return await fn(c); }`)
// returns what the function returns, and a tool that returns its call returns the callback's
// result: its returns are the tool's, as a library runner's callback's are (runners.go). A
// method of a class or module the file can tell is judged by what that method does
// (softcallback.go's marker), not by its name.

// runnerName matches the name of a method that runs a function with a resource: with<Thing>.
var runnerName = lazyre.New(`^with[A-Z][A-Za-z0-9]*$`)

// namedRunnerCallback returns the function literal that a call of a named runner on an object
// the file cannot type gets last, or nil.
func (f *file) namedRunnerCallback(call *sitter.Node) *sitter.Node {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	if _, prop := f.memberParts(callee); !runnerName.MatchString(prop) {
		return nil
	}
	if f.calledFunction(callee) != nil || len(f.edgeKeys(callee)) > 0 {
		return nil // a method the file can tell: its own summary says what it returns
	}
	cb := unwrap(lastArgument(extract.Field(call, "arguments")))
	if cb == nil || !f.parents.isFunction(cb) {
		return nil
	}
	return cb
}
