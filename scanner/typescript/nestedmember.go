package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper's value written as a member of the JSON a tool answers with:
//
//	// tools/dns.js
//	export async function dnsLookup(domain) { try { ... } catch (e) { return [`Error: ${e.message}`] } }
//	// index.js
//	server.tool("dns_lookup", ..., async ({ domain }) => ({
//	  content: [{ type: "text", text: JSON.stringify({ domain, records: await dnsLookup(domain) }) }],
//	}));
//
// The failure the helper hands back goes out as the records of a success: the finding stands at
// the tool's return, as for a tool that serializes the helper's value itself (softPendingNamed),
// when the helper has SoftFailure, with the helper's failing returns related. The member is the
// one member of the object whose value comes from a call (sourceCall: the call, or a local bound
// to it and not tested for the failure before the return); an object with several such members
// is left alone, as a template with several substitutions is.

// memberSourceCall returns the call the one member of an object literal that JSON.stringify
// serializes comes from (sourceCall of each member's value), or nil when none or several do.
func (f *file) memberSourceCall(obj, ret, fn *sitter.Node, depth int) *sitter.Node {
	var only *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		var v *sitter.Node
		switch c := extract.NamedChild(obj, i); extract.Type(c) {
		case "pair":
			v = extract.Field(c, "value")
		case "shorthand_property_identifier":
			v = c
		case "spread_element":
			return nil // the members of another value: not in sight
		default:
			continue
		}
		if call := f.sourceCall(v, ret, fn, depth); call != nil {
			if only != nil {
				return nil
			}
			only = call
		}
	}
	return only
}
