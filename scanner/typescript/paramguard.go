package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool callback registered inside a named function that hands it a client as a parameter,
// guarding against a client that was never given:
//
//	export function registerTagTools(server, api) {
//	  server.tool("list_tags", {}, async () => {
//	    if (!api) throw new Error("Please configure API connection first");
//	    return api.getTags();
//	  });
//	}
//	// index.ts: const api = new PaperlessAPI(url, token); registerTagTools(server, api);
//
// The throw runs only if a call of the registering function passes a value that fails the
// test. Its finding waits for the root (Pending.Within the registering function, AllCalls,
// RunsIf the test read on that function's parameters, argfacts.go): it drops when every call
// passes a value known to pass (a construction, through a constant), and stands when one may
// not, or when the function is used as a value (a caller the root's calls do not show) or
// no function of the root calls it (a call at a module's top level records no caller).

// registrarGuard returns the pending form of a throw's finding in a tool callback cb when the
// nearest if around it tests a parameter of the named function that cb is written in; false
// when there is no such test.
func (f *file) registrarGuard(stmt, cb *sitter.Node, p extract.Pending) (extract.Pending, bool) {
	if cb == nil || !f.parents.isFunction(cb) {
		return p, false
	}
	outer := f.enclosingFunction(cb)
	if outer == nil || f.usedAsValue(outer) {
		return p, false
	}
	key := f.keyOf(outer)
	if key == "" {
		return p, false
	}
	tests, ok := f.nearestIfTests(stmt, cb, func(cond, _ *sitter.Node) ([]extract.ArgTest, bool) {
		return f.disjunctTests(cond, outer)
	})
	if !ok || len(tests) == 0 {
		return p, false
	}
	p.Within, p.AllCalls, p.RunsIf = key, true, tests
	return p, true
}
