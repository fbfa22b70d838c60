package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Instances built by a function of another module and handed out as the fields of the object
// it returns:
//
//	// shared/handlers.js
//	function createHandlers(credentials) {
//	  return { jira: new JiraHandler(credentials.jira), clock: new ClockHandler() };
//	}
//	// server.js
//	const handlers = createHandlers(credentials);
//	server.addTool({ name: "fields", execute: (args) => handlers.jira.getFields(args) });
//
// The call is keyed "<createHandlers's key>(ret).jira.getFields" (returnedInstanceKeys), or
// through a parameter that callers hand such a const to (paramflow.go). returnedFieldAliases
// says, for a top-level function whose one return is an object literal, that "<its key>(ret).
// jira." names the methods of the class whose instance the field holds (`new X()` of a class of
// the root, or a const bound to one: instancePrefixes). A function with several returns, or a
// field holding anything else, aliases nothing here.

// returnedFieldAliases returns the prefix aliases from "<from><field>." to the methods of the
// class of the root whose instance each field of fn's one returned object literal holds.
func (f *file) returnedFieldAliases(from string, fn *sitter.Node) []extract.Alias {
	vs := f.returnedValuesOf(fn)
	if len(vs) != 1 {
		return nil
	}
	obj := unwrap(vs[0])
	if obj == nil || extract.Type(obj) != "object" {
		return nil
	}
	var out []extract.Alias
	f.literalFields(obj, func(field string, v *sitter.Node) bool {
		for _, to := range f.instancePrefixes(v) {
			out = append(out, extract.Alias{From: from + field + ".", To: to, Prefix: true})
		}
		return true
	})
	return out
}
